import TransIR

/// What a program must satisfy before it is prepared. Lowering only makes programs that do;
/// a program built by hand (or decoded from elsewhere) is checked here, so that a wrong one
/// is a `RuntimeError` naming the problem and never an out-of-range index while sampling.
extension TransitionProgram {
    /// The first problem found, or nil when the program can run.
    public var problem: String? {
        let layerCount = layers.count
        let declared = Set(inputs.map(\.name))
        if let perspective, !(perspective.isFinite && perspective > 0) {
            return "perspective \(perspective) is not a positive distance"
        }
        for (index, track) in tracks.enumerated() {
            let name = "track \(index) (\(track.property.rawValue))"
            guard layers.indices.contains(track.layer) else {
                return "\(name) is on layer \(track.layer), but there are \(layerCount) layers"
            }
            if let problem = Self.problem(ofKeyframes: track.keyframes, declared) { return "\(name): \(problem)" }
            if let axis = track.axis, let problem = axis.problem(declared) { return "\(name): its axis \(problem)" }
            if let problem = track.timing.problem { return "\(name): \(problem)" }
        }
        for (index, shade) in shades.enumerated() {
            let name = "shade \(index)"
            guard layers.indices.contains(shade.layer) else {
                return "\(name) is on layer \(shade.layer), but there are \(layerCount) layers"
            }
            if let problem = Self.problem(ofKeyframes: shade.opacity, declared) { return "\(name): \(problem)" }
            for expression in [shade.gradient, shade.start, shade.end].compactMap({ $0 }) {
                if let problem = expression.problem(declared) { return "\(name) \(problem)" }
            }
            if let problem = shade.timing.problem { return "\(name): \(problem)" }
        }
        for interaction in interactions {
            if let distance = interaction.distance, let problem = distance.problem(declared) {
                return "the interaction's distance \(problem)"
            }
            for follow in interaction.follows {
                guard layers.indices.contains(follow.layer) else {
                    return "a followed view is on layer \(follow.layer), but there are \(layerCount) layers"
                }
                for track in follow.tracks {
                    for expression in [track.start, track.end, track.over] {
                        if let problem = expression.problem(declared) { return "the followed \(track.property.rawValue) \(problem)" }
                    }
                }
            }
        }
        for layer in layers {
            if let undeclared = layer.actor.undeclaredInput(declared) {
                return "layer '\(layer.id)' shows '\(undeclared)', which is not an input of the program"
            }
        }
        return nil
    }

    private static func problem(ofKeyframes keyframes: [KeyframeSpec], _ declared: Set<String>) -> String? {
        guard !keyframes.isEmpty else { return "it has no keyframes" }
        var previous = -Double.infinity
        for keyframe in keyframes {
            guard keyframe.offset.isFinite, (0...1).contains(keyframe.offset), keyframe.offset > previous else {
                return "keyframe offsets must increase within 0…1, found \(keyframes.map(\.offset))"
            }
            previous = keyframe.offset
            if let problem = keyframe.value.problem(declared) { return "a keyframe \(problem)" }
        }
        return nil
    }
}

extension TrackTiming {
    /// Why this timing cannot run, if it cannot.
    var problem: String? {
        guard delay.isFinite, delay >= 0 else { return "delay \(delay) is not a time of zero or more" }
        switch pacing {
        case .spring(.physical(let mass, let stiffness, let damping, let velocity)):
            guard [mass, stiffness, damping].allSatisfy({ $0.isFinite && $0 > 0 }), velocity.isFinite else {
                return "a physical spring needs a positive mass, stiffness and damping"
            }
            return nil
        case .spring(.dampingRatio(let damping, let velocity)):
            guard damping.isFinite, damping > 0, velocity.isFinite else { return "a spring needs a positive damping ratio" }
        case .spring(.bounce(let bounce, let velocity)):
            guard bounce > -1, bounce < 1, velocity.isFinite else { return "a spring's bounce must lie between -1 and 1" }
        case .curve(.steps(let count, let position)):
            guard count >= position.minimumSteps else {
                return "steps(\(count), \(position.rawValue)) needs at least \(position.minimumSteps) steps"
            }
        case .curve(.cubicBezier(let x1, let y1, let x2, let y2)):
            guard (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite else {
                return "cubic-bezier x values must lie within 0…1"
            }
        case .curve(.piecewiseLinear(let points)):
            guard !points.isEmpty, points.allSatisfy({ $0.output.isFinite && ($0.input?.isFinite ?? true) }) else {
                return "linear() needs finite points"
            }
        }
        guard let duration, duration.isFinite, duration > 0 else {
            return "duration \(duration.map { "\($0)" } ?? "nil") is not a positive time (only a physical spring times itself)"
        }
        return nil
    }
}

extension ValueExpression {
    /// Why this expression cannot be evaluated, as a predicate ("reads 'cell', which …"), if it cannot.
    func problem(_ declared: Set<String>) -> String? {
        switch self {
        case .scalar, .bool, .color: return nil
        case .input(let name): return declared.contains(name) ? nil : "reads '\(name)', which is not an input of the program"
        case .frame(let actor):
            return actor.undeclaredInput(declared).map { "reads '\($0)', which is not an input of the program" }
        case .member(let base, _), .negate(let base): return base.problem(declared)
        case .call(let builtin, let arguments):
            guard builtin.argumentCount.contains(arguments.count) else {
                return "calls '\(builtin.rawValue)' with \(arguments.count) arguments"
            }
            return arguments.lazy.compactMap { $0.problem(declared) }.first
        case .point(let a, let b), .size(let a, let b), .binary(_, let a, let b):
            return a.problem(declared) ?? b.problem(declared)
        case .rect(let a, let b, let c, let d):
            return [a, b, c, d].lazy.compactMap { $0.problem(declared) }.first
        case .vector(let a, let b, let c):
            return [a, b, c].lazy.compactMap { $0.problem(declared) }.first
        }
    }
}

extension Actor {
    /// The input view this actor is (or snapshots) when it is not among `declared`, if any.
    func undeclaredInput(_ declared: Set<String>) -> String? {
        switch self {
        case .from, .to, .container, .dimming: nil
        case .input(let name): declared.contains(name) ? nil : name
        case .snapshot(let inner), .piece(let inner, _): inner.undeclaredInput(declared)
        }
    }
}
