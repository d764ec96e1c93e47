/// An ordered transform list (`transform [rotate(1turn), translate(120, 0)]`), as CSS's `transform`
/// lists are: the functions compose left to right as matrices, so a point meets the rightmost
/// first, all about the anchor point. Written functions are held in three forms (`translate-x(v)`
/// is a translation by (v, 0, 0), `rotate-y(a)` a rotation about (0, 1, 0)), which is also how
/// CSS matches functions for interpolation: two lists interpolate function by function where
/// their functions are of the same kind, and a rotation keeps its turns.
public struct TransformList: Hashable, Sendable {
    /// The functions in the order written.
    public var functions: [TransformFunction]

    /// Makes a list.
    public init(_ functions: [TransformFunction]) { self.functions = functions }

    /// The list at `t` between `self` and `other`, function by function, the shorter list padded
    /// at its end with the identity of the other's functions (as CSS pads). Lists whose functions
    /// differ in kind (the checker refuses them) hold, as values of different kinds do.
    public func interpolated(to other: TransformList, _ t: Double) -> TransformList {
        let count = max(functions.count, other.functions.count)
        var mixed: [TransformFunction] = []
        mixed.reserveCapacity(count)
        for index in 0..<count {
            let a = index < functions.count ? functions[index] : other.functions[index].identity
            let b = index < other.functions.count ? other.functions[index] : functions[index].identity
            guard let between = a.interpolated(to: b, t) else { return t >= 1 ? other : self }
            mixed.append(between)
        }
        return TransformList(mixed)
    }

    /// The functions' kinds, the list's shape: two lists interpolate where one's shape starts the other's.
    public var kinds: [TransformFunction.Kind] { functions.map(\.kind) }
}

/// One function of a transform list.
public enum TransformFunction: Hashable, Sendable {
    /// `translate(x, y[, z])`, `translate-x(v)`, …: a translation, in points.
    case translate(Vector3)
    /// `scale(s)`, `scale(x, y)`, `scale-x(v)`, `scale-y(v)`: factors along x and y.
    case scale(Point)
    /// `rotate(a)`, `rotate-x(a)`, …: a rotation by an angle in radians about a constant axis.
    case rotate(Double, axis: Vector3)

    /// What a function is, for matching two lists: a rotation's axis is part of it, as CSS
    /// interpolates two rotations function by function only about one axis.
    public enum Kind: Hashable, Sendable {
        case translate, scale
        case rotate(axis: Vector3)

        /// How many parameters a function of this kind has, as `Builtin.transformParameters` lays them out.
        public var parameterCount: Int {
            switch self {
            case .translate: 3
            case .scale: 2
            case .rotate: 1
            }
        }
    }

    /// The function's kind.
    public var kind: Kind {
        switch self {
        case .translate: .translate
        case .scale: .scale
        case .rotate(_, let axis): .rotate(axis: axis)
        }
    }

    /// The function of the same kind that changes nothing: what pads a shorter list.
    public var identity: TransformFunction {
        switch self {
        case .translate: .translate(Vector3(x: 0, y: 0, z: 0))
        case .scale: .scale(Point(x: 1, y: 1))
        case .rotate(_, let axis): .rotate(0, axis: axis)
        }
    }

    /// The function at `t` between two of one kind, parameter by parameter; nil for two of different kinds.
    public func interpolated(to other: TransformFunction, _ t: Double) -> TransformFunction? {
        switch (self, other) {
        case let (.translate(a), .translate(b)):
            .translate(Vector3(x: mix(a.x, b.x, t), y: mix(a.y, b.y, t), z: mix(a.z, b.z, t)))
        case let (.scale(a), .scale(b)): .scale(a.interpolated(to: b, t))
        case let (.rotate(a, axisA), .rotate(b, axisB)) where axisA == axisB: .rotate(mix(a, b, t), axis: axisA)
        case (.translate, _), (.scale, _), (.rotate, _): nil
        }
    }
}

extension Builtin {
    /// A transform function's parameters in the one layout each kind has (a translation x, y, z;
    /// a scale x, y; a rotation its angle), from the call's arguments as written: `translate-x(v)`
    /// is (v, 0, 0), `scale(s)` is (s, s). Generic, so that values (`transformFunction`) and
    /// generated code (`zero` and `one` as literals) are laid out by this one definition. Nil for
    /// a built-in that is no transform function.
    public func transformParameters<T>(_ arguments: [T], zero: T, one: T) -> [T]? {
        func at(_ index: Int, _ otherwise: T) -> T { index < arguments.count ? arguments[index] : otherwise }
        switch self {
        case .translate: return [at(0, zero), at(1, zero), at(2, zero)]
        case .translateX: return [at(0, zero), zero, zero]
        case .translateY: return [zero, at(0, zero), zero]
        case .translateZ: return [zero, zero, at(0, zero)]
        // `scale(s)` scales both ways.
        case .scale: return [at(0, one), at(1, at(0, one))]
        case .scaleX: return [at(0, one), one]
        case .scaleY: return [one, at(0, one)]
        case .rotate, .rotateX, .rotateY, .rotateZ: return [at(0, zero)]
        case .min, .max, .abs, .sqrt, .hypot, .clamp, .farthestCorner, .rect, .roundedRect, .oval, .circle, .rgb, .linear,
             .withAlpha, .transformList:
            return nil
        }
    }

    /// The transform function a call makes, from the call's numbers; nil for a built-in that is
    /// no transform function.
    public func transformFunction(_ arguments: [Double]) -> TransformFunction? {
        guard let kind = transformKind, let parameters = transformParameters(arguments, zero: 0, one: 1) else { return nil }
        return TransformFunction(kind, parameters)
    }

    /// The kind of transform function a call makes, known from the built-in alone; nil for one
    /// that is no transform function.
    public var transformKind: TransformFunction.Kind? {
        switch self {
        case .translate, .translateX, .translateY, .translateZ: .translate
        case .scale, .scaleX, .scaleY: .scale
        case .rotate, .rotateZ: .rotate(axis: Vector3(x: 0, y: 0, z: 1))
        case .rotateX: .rotate(axis: Vector3(x: 1, y: 0, z: 0))
        case .rotateY: .rotate(axis: Vector3(x: 0, y: 1, z: 0))
        case .min, .max, .abs, .sqrt, .hypot, .clamp, .farthestCorner, .rect, .roundedRect, .oval, .circle, .rgb, .linear,
             .withAlpha, .transformList:
            nil
        }
    }
}

extension TransformFunction {
    /// A function of a kind from its parameters in the kind's layout (`Builtin.transformParameters`).
    public init(_ kind: Kind, _ parameters: [Double]) {
        func at(_ index: Int) -> Double { index < parameters.count ? parameters[index] : 0 }
        switch kind {
        case .translate: self = .translate(Vector3(x: at(0), y: at(1), z: at(2)))
        case .scale: self = .scale(Point(x: at(0), y: at(1)))
        case .rotate(let axis): self = .rotate(at(0), axis: axis)
        }
    }
}

extension ValueExpression {
    /// The transform functions a transform list states, each a call of a transform function, in
    /// order: the shape every engine reads before it runs (a list is always written out, so its
    /// functions are known when the file is compiled). Nil for an expression that is no list.
    public var transformFunctions: [(builtin: Builtin, arguments: [ValueExpression])]? {
        switch self {
        case .call(.transformList, let items):
            var functions: [(builtin: Builtin, arguments: [ValueExpression])] = []
            for item in items {
                guard let inner = item.transformFunctions else { return nil }
                functions += inner
            }
            return functions
        case .call(let builtin, let arguments) where builtin.transformKind != nil: return [(builtin, arguments)]
        default: return nil
        }
    }

    /// The transform list with identity functions appended for those of `kinds` past its own, as
    /// CSS pads the shorter of two lists: lowering pads every keyframe of a track to one shape.
    public func paddedTransformList(to kinds: [TransformFunction.Kind]) -> ValueExpression {
        guard let functions = transformFunctions, functions.count < kinds.count else { return self }
        let padding = kinds[functions.count...].map { kind -> ValueExpression in
            switch kind {
            case .translate: .call(.translate, [.scalar(0), .scalar(0)])
            case .scale: .call(.scale, [.scalar(1)])
            case .rotate(let axis):
                .call(axis == Vector3(x: 1, y: 0, z: 0) ? .rotateX : axis == Vector3(x: 0, y: 1, z: 0) ? .rotateY : .rotate, [.scalar(0)])
            }
        }
        return .call(.transformList, functions.map { .call($0.builtin, $0.arguments) } + padding)
    }
}
