/// A value of the language at run time.
public enum Value: Sendable, Equatable {
    case scalar(Double)
    case bool(Bool)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case vector(Vector3)
    case color(RGBA)
    case gradient([RGBA])
    case shape(MaskShape)
    /// An ordered transform list.
    case transforms(TransformList)

    /// The value between `self` (t = 0) and `other` (t = 1). Geometry and colors interpolate
    /// component by component (angles are scalars, so rotations interpolate as angles); a
    /// boolean or a gradient holds until t reaches 1. Values of different kinds hold too.
    public func interpolated(to other: Value, _ t: Double) -> Value {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b, t))
        case let (.point(a), .point(b)): return .point(a.interpolated(to: b, t))
        case let (.size(a), .size(b)): return .size(a.interpolated(to: b, t))
        case let (.rect(a), .rect(b)): return .rect(a.interpolated(to: b, t))
        case let (.vector(a), .vector(b)):
            return .vector(Vector3(x: mix(a.x, b.x, t), y: mix(a.y, b.y, t), z: mix(a.z, b.z, t)))
        case let (.color(a), .color(b)): return .color(a.interpolated(to: b, t))
        case let (.shape(a), .shape(b)): return .shape(a.interpolated(to: b, t))
        case let (.transforms(a), .transforms(b)): return .transforms(a.interpolated(to: b, t))
        default: return t >= 1 ? other : self
        }
    }
}

extension Rect {
    /// Component-wise interpolation (inlinable: the interpreter mixes a frame's rects with it every frame).
    @inlinable
    public func interpolated(to b: Rect, _ t: Double) -> Rect {
        Rect(x: mix(origin.x, b.origin.x, t), y: mix(origin.y, b.origin.y, t),
             width: mix(size.width, b.size.width, t), height: mix(size.height, b.size.height, t))
    }
}

/// A mask shape as a rounded rectangle with elliptical corners: a rect has corners of 0, an
/// oval corners of half its size, a circle a square rect with corners of its radius. So any
/// two shapes interpolate into each other, an oval becoming a circle becoming a rect.
public struct MaskShape: Hashable, Sendable {
    /// The bounding rectangle.
    public var rect: Rect
    /// The corners' horizontal radius.
    public var cornerWidth: Double
    /// The corners' vertical radius.
    public var cornerHeight: Double

    /// Makes a shape; corner radii are clamped to half the rect's size.
    @inlinable
    public init(rect: Rect, cornerWidth: Double, cornerHeight: Double) {
        self.rect = rect
        self.cornerWidth = min(max(0, cornerWidth), abs(rect.size.width) / 2)
        self.cornerHeight = min(max(0, cornerHeight), abs(rect.size.height) / 2)
    }

    /// `rect(r)`.
    public static func rectangle(_ rect: Rect) -> MaskShape { MaskShape(rect: rect, cornerWidth: 0, cornerHeight: 0) }
    /// `rounded-rect(r, radius)`.
    public static func roundedRectangle(_ rect: Rect, radius: Double) -> MaskShape {
        MaskShape(rect: rect, cornerWidth: radius, cornerHeight: radius)
    }
    /// `oval(r)`.
    public static func oval(_ rect: Rect) -> MaskShape {
        MaskShape(rect: rect, cornerWidth: rect.size.width / 2, cornerHeight: rect.size.height / 2)
    }
    /// `circle(center, radius)`.
    public static func circle(center: Point, radius: Double) -> MaskShape {
        let r = abs(radius)
        return MaskShape(rect: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r), cornerWidth: r, cornerHeight: r)
    }

    /// Component-wise interpolation of the rect and the corners.
    @inlinable
    public func interpolated(to b: MaskShape, _ t: Double) -> MaskShape {
        MaskShape(rect: rect.interpolated(to: b.rect, t), cornerWidth: mix(cornerWidth, b.cornerWidth, t),
                  cornerHeight: mix(cornerHeight, b.cornerHeight, t))
    }

    /// The same shape moved by an offset (from container to layer coordinates).
    @inlinable
    public func offset(by dx: Double, _ dy: Double) -> MaskShape {
        var moved = self
        moved.rect.origin = Point(x: rect.origin.x + dx, y: rect.origin.y + dy)
        return moved
    }
}
