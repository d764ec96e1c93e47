/// The physical dimension of a scalar, as exponents of length, time and angle.
/// `pt/s` is length 1, time −1; a plain number is all zeros.
public struct Dimension: Hashable, Sendable {
    /// Exponent of points.
    public var length: Int8
    /// Exponent of seconds.
    public var time: Int8
    /// Exponent of radians.
    public var angle: Int8

    /// Makes a dimension.
    public init(length: Int8 = 0, time: Int8 = 0, angle: Int8 = 0) {
        self.length = length
        self.time = time
        self.angle = angle
    }

    /// A plain number (fractions and percentages too).
    public static let none = Dimension()
    /// Points.
    public static let length = Dimension(length: 1)
    /// Seconds.
    public static let time = Dimension(time: 1)
    /// Radians.
    public static let angle = Dimension(angle: 1)
    /// Points per second.
    public static let velocity = Dimension(length: 1, time: -1)

    /// The largest exponent, either way, a unit may have (`pt^127`): a product or quotient past it is
    /// reported (`unit-out-of-range`), where it once wrapped around to a wrong unit.
    public static let maxExponent = Int(Int8.max)

    /// The dimension of a product; nil past `maxExponent`.
    static func * (lhs: Dimension, rhs: Dimension) -> Dimension? {
        combining(lhs, rhs, by: +)
    }

    /// The dimension of a quotient; nil past `maxExponent`.
    static func / (lhs: Dimension, rhs: Dimension) -> Dimension? {
        combining(lhs, rhs, by: -)
    }

    private static func combining(_ lhs: Dimension, _ rhs: Dimension, by operation: (Int, Int) -> Int) -> Dimension? {
        func exponent(_ left: Int8, _ right: Int8) -> Int8? {
            let combined = operation(Int(left), Int(right))
            return abs(combined) <= maxExponent ? Int8(combined) : nil
        }
        guard let length = exponent(lhs.length, rhs.length), let time = exponent(lhs.time, rhs.time),
              let angle = exponent(lhs.angle, rhs.angle) else { return nil }
        return Dimension(length: length, time: time, angle: angle)
    }

    /// Half of every exponent, if all are even (the dimension of a square root).
    var squareRoot: Dimension? {
        guard length % 2 == 0, time % 2 == 0, angle % 2 == 0 else { return nil }
        return Dimension(length: length / 2, time: time / 2, angle: angle / 2)
    }
}

/// The type of a checked expression.
public enum ValueType: Hashable, Sendable {
    /// A number with a dimension: number, length, time, angle, velocity, …
    case scalar(Dimension)
    /// `(x, y)` in points.
    case point
    /// `(width, height)` in points.
    case size
    /// `(x, y, width, height)` in points.
    case rect
    /// `(x, y, z)`, a rotation axis.
    case vector
    /// `true` or `false`.
    case bool
    /// An RGBA color.
    case color
    /// A gradient's colors.
    case gradient
    /// A mask shape: rect, rounded rect, oval or circle.
    case shape
    /// A view; where a rect is expected, its frame.
    case view
    /// An ordered transform list, or one transform function (`rotate(1turn)`, a list of one).
    case transforms
    /// The type of something already reported as wrong; it matches anything, silently.
    case error

    /// A plain number.
    public static let number = ValueType.scalar(.none)
    /// Points.
    public static let length = ValueType.scalar(.length)
    /// Seconds.
    public static let time = ValueType.scalar(.time)
    /// Radians.
    public static let angle = ValueType.scalar(.angle)
    /// Points per second.
    public static let velocity = ValueType.scalar(.velocity)

    /// How a message names the type: "a time", "an angle".
    public var described: String {
        switch self {
        case .scalar(let dimension):
            switch dimension {
            case .none: return "a number"
            case .length: return "a length"
            case .time: return "a time"
            case .angle: return "an angle"
            case .velocity: return "a velocity"
            default:
                let parts = [("pt", dimension.length), ("s", dimension.time), ("rad", dimension.angle)]
                    .filter { $0.1 != 0 }
                    .map { $0.1 == 1 ? $0.0 : "\($0.0)^\($0.1)" }
                return "a value in " + parts.joined(separator: "·")
            }
        case .point: return "a point"
        case .size: return "a size"
        case .rect: return "a rect"
        case .vector: return "a 3D vector"
        case .bool: return "true or false"
        case .color: return "a color"
        case .gradient: return "a gradient"
        case .shape: return "a shape"
        case .view: return "a view"
        case .transforms: return "a transform list"
        case .error: return "an invalid value"
        }
    }
}
