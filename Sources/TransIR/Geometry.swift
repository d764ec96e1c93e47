/// A point in points, y down (UIKit's coordinates).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// Makes a point.
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    /// Makes a size.
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
}

/// A rectangle in points.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    /// Makes a rectangle.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    /// The centre.
    public var center: Point { Point(x: midX, y: midY) }
    /// The same rectangle with a width and a height of at least 0: the region it covers, as Core
    /// Graphics draws and fills a rectangle of negative size (CGRect.standardized).
    public var standardized: Rect {
        Rect(x: min(minX, maxX), y: min(minY, maxY), width: abs(size.width), height: abs(size.height))
    }
}

/// A 3D vector, such as a rotation axis.
public struct Vector3: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double

    /// Makes a vector.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A color with components in 0…1.
public struct RGBA: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Makes a color.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Transparent black, a view's background when it has none.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// From 0xRRGGBBAA.
    public init(packed: UInt32) {
        self.init(red: Double(packed >> 24 & 0xFF) / 255, green: Double(packed >> 16 & 0xFF) / 255,
                  blue: Double(packed >> 8 & 0xFF) / 255, alpha: Double(packed & 0xFF) / 255)
    }
}

/// Linear interpolation: exactly `a` at 0 and exactly `b` at 1. The interpreter and compiled
/// transitions both interpolate with this, so they agree to the bit.
@inline(__always)
public func mix(_ a: Double, _ b: Double, _ t: Double) -> Double {
    t == 0 ? a : t == 1 ? b : a + (b - a) * t
}

extension Point {
    /// Component-wise interpolation.
    public func interpolated(to b: Point, _ t: Double) -> Point { Point(x: mix(x, b.x, t), y: mix(y, b.y, t)) }
}

extension Size {
    /// Component-wise interpolation.
    public func interpolated(to b: Size, _ t: Double) -> Size { Size(width: mix(width, b.width, t), height: mix(height, b.height, t)) }
}

extension RGBA {
    /// Channel-by-channel interpolation (straight, not premultiplied, alpha), as Core Animation
    /// interpolates a `backgroundColor`.
    public func interpolated(to b: RGBA, _ t: Double) -> RGBA {
        RGBA(red: mix(red, b.red, t), green: mix(green, b.green, t), blue: mix(blue, b.blue, t), alpha: mix(alpha, b.alpha, t))
    }
}
