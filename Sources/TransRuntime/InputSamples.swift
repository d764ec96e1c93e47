import TransIR

extension InputValue {
    /// What an input's sample stands for: a view's sample is its frame, a scalar's is in the
    /// canonical unit (points, radians, seconds). Nil when the sample is not of the input's type,
    /// which the checker never lets through.
    public init?(sample: Value, as type: InputType) {
        switch (type, sample) {
        case (.view, .rect(let frame)): self = .view(frame: frame)
        case (.rect, .rect(let rect)): self = .rect(rect)
        case (.point, .point(let point)): self = .point(point)
        case (.size, .size(let size)): self = .size(size)
        case (.length, .scalar(let number)), (.number, .scalar(let number)), (.angle, .scalar(let number)),
             (.time, .scalar(let number)):
            self = .number(number)
        case (.color, .color(let color)): self = .color(color)
        case (.view, _), (.rect, _), (.point, _), (.size, _), (.length, _), (.number, _), (.angle, _), (.time, _), (.color, _):
            return nil
        }
    }
}

extension TransitionProgram {
    /// The values of the inputs the file gives samples for, by name: what the tools run the
    /// transition with when no value is given.
    public var sampleInputs: [String: InputValue] {
        var values: [String: InputValue] = [:]
        for input in inputs {
            if let sample = input.sample, let value = InputValue(sample: sample, as: input.type) { values[input.name] = value }
        }
        return values
    }
}
