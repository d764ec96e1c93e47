import TransIR

/// A timing curve ready to evaluate: solver set up, `linear()` inputs filled in.
public enum PreparedCurve: Sendable {
    case bezier(CubicBezier)
    case steps(Int, StepPosition)
    case piecewiseLinear(inputs: [Double], outputs: [Double])

    /// Prepares a curve.
    public init(_ curve: TimingCurve) {
        switch curve {
        case .cubicBezier(let x1, let y1, let x2, let y2): self = .bezier(CubicBezier(x1, y1, x2, y2))
        case .steps(let count, let position): self = .steps(count, position)
        case .piecewiseLinear(let points):
            let (inputs, outputs) = PreparedCurve.fillInputs(points)
            self = .piecewiseLinear(inputs: inputs, outputs: outputs)
        }
    }

    /// The value progress at time progress `x`.
    public func value(at x: Double) -> Double {
        switch self {
        case .bezier(let bezier):
            return bezier.value(at: x)
        case .steps(let count, let position):
            return Self.steps(x, count, position)
        case .piecewiseLinear(let inputs, let outputs):
            return Self.piecewise(x, inputs, outputs)
        }
    }

    /// CSS Easing 2's step easing function (before-flag unset).
    static func steps(_ x: Double, _ count: Int, _ position: StepPosition) -> Double {
        var step = (x * Double(count)).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        if x >= 0 && step < 0 { step = 0 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = Double(count)
        case .jumpNone: jumps = Double(count - 1)
        case .jumpBoth: jumps = Double(count + 1)
        }
        if x <= 1 && step > jumps { step = jumps }
        return step / jumps
    }

    /// CSS Easing 2's rules for missing inputs: the first is 0, the last 1, inputs never
    /// decrease, and runs of missing ones are spaced evenly between their neighbours.
    static func fillInputs(_ points: [LinearPoint]) -> ([Double], [Double]) {
        var inputs = points.map(\.input)
        if inputs.first.map({ $0 == nil }) == true { inputs[0] = 0 }
        if let last = inputs.indices.last, inputs[last] == nil { inputs[last] = 1 }
        var largest = -Double.infinity
        for index in inputs.indices {
            if let value = inputs[index] {
                largest = max(largest, value)
                inputs[index] = largest
            }
        }
        var index = 0
        while index < inputs.count {
            guard inputs[index] == nil else {
                index += 1
                continue
            }
            let before = index - 1
            var after = index
            while inputs[after] == nil { after += 1 }
            let (start, end) = (inputs[before] ?? 0, inputs[after] ?? 1)
            for missing in index..<after {
                inputs[missing] = start + (end - start) * Double(missing - before) / Double(after - before)
            }
            index = after
        }
        return (inputs.map { $0 ?? 0 }, points.map(\.output))
    }

    /// Evaluates piecewise-linear points; outside the inputs, the end segments extend.
    static func piecewise(_ x: Double, _ inputs: [Double], _ outputs: [Double]) -> Double {
        guard inputs.count >= 2 else { return outputs.first ?? x }
        var segment = inputs.count - 2
        for index in 1..<inputs.count where x < inputs[index] || (x == inputs[index] && index == inputs.count - 1) {
            segment = index - 1
            break
        }
        if x < inputs[0] { segment = 0 }
        let (x0, x1) = (inputs[segment], inputs[segment + 1])
        let (y0, y1) = (outputs[segment], outputs[segment + 1])
        guard x1 > x0 else { return y1 }
        return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    }
}
