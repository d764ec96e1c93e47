// The executable model's CoreGraphics: what Foundation on Linux lacks (it has CGFloat, CGPoint,
// CGSize, CGRect), with working bodies. Paths keep their points, so a mask's bounds can be
// rendered and two paths of the same elements interpolated as Core Animation does.
@_exported import Foundation

public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
}

public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) { self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0) }
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public var isIdentity: Bool { self == .identity }
}

extension CGPoint {
    /// `CGPointApplyAffineTransform`: row vector times matrix, as Core Graphics composes.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

open class CGColor: @unchecked Sendable {
    /// Red, green, blue, alpha.
    public let components: [CGFloat]?
    public init() { components = [0, 0, 0, 1] }
    /// The model's constructor (Core Graphics makes colours through colour spaces).
    public init(modelRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
}

/// One element of a path, as `CGPath.applyWithBlock` reports them.
public enum CGPathModelElement: Equatable, Sendable {
    case move(CGPoint), line(CGPoint), curve(CGPoint, CGPoint, CGPoint), close
}

open class CGPath: @unchecked Sendable {
    /// The elements, in order.
    public internal(set) var modelElements: [CGPathModelElement] = []
    public init() {}
    public init(modelElements: [CGPathModelElement]) { self.modelElements = modelElements }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in modelElements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let a, let b, let p): points += [a, b, p]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points { (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y)) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

open class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() { super.init() }
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { modelElements.append(.move(point.applying(transform))) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { modelElements.append(.line(point.applying(transform))) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        modelElements.append(.curve(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }
    public func closeSubpath() { modelElements.append(.close) }
}
