// The executable model of Core Animation's slice that generated code uses, written from Apple's
// documentation (CALayer, CAMediaTiming, CAAnimation and its subclasses, CAMediaTimingFunction,
// CATransaction). A layer keeps model values; `presentation()` applies the running animations at
// the model clock, which only a test moves (`ModelClock`). Independent of the transc runtime:
// its own Bézier solver and spring solution. docs/uikit-model.md says where it is approximate.
@_exported import CoreGraphics
@_exported import ObjectiveC

public typealias CFTimeInterval = Double

// MARK: The clock

/// The model's media time. Nothing moves it but `advance(by:)`, which then lets every timed
/// object (animators, transactions, removed animations) react, as one display frame would.
public enum ModelClock {
    nonisolated(unsafe) public private(set) static var now: CFTimeInterval = 1000
    nonisolated(unsafe) static var observers: [(id: Int, tick: () -> Void)] = []
    nonisolated(unsafe) static var nextObserver = 0

    /// Moves time forward in steps of at most `frame` seconds, running observers after each step.
    public static func advance(by seconds: CFTimeInterval, frame: CFTimeInterval = 1.0 / 120) {
        var left = seconds
        repeat {
            let step = min(left, frame)
            now += step
            left -= step
            for observer in observers { observer.tick() }
            CALayer.removeFinishedAnimations()
        } while left > 1e-12
    }

    /// Runs `tick` after every step until removed.
    @discardableResult public static func observe(_ tick: @escaping () -> Void) -> Int {
        nextObserver += 1
        observers.append((nextObserver, tick))
        return nextObserver
    }

    public static func stopObserving(_ id: Int) { observers.removeAll { $0.id == id } }
}

public func CACurrentMediaTime() -> CFTimeInterval { ModelClock.now }

// MARK: Transforms

public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    public init() {
        (m11, m12, m13, m14, m21, m22, m23, m24) = (0, 0, 0, 0, 0, 0, 0, 0)
        (m31, m32, m33, m34, m41, m42, m43, m44) = (0, 0, 0, 0, 0, 0, 0, 0)
    }
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14, self.m21, self.m22, self.m23, self.m24) = (m11, m12, m13, m14, m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34, self.m41, self.m42, self.m43, self.m44) = (m31, m32, m33, m34, m41, m42, m43, m44)
    }

    /// The sixteen fields, row by row.
    public var modelFields: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
    public init(modelFields f: [CGFloat]) {
        self.init(m11: f[0], m12: f[1], m13: f[2], m14: f[3], m21: f[4], m22: f[5], m23: f[6], m24: f[7],
                  m31: f[8], m32: f[9], m33: f[10], m34: f[11], m41: f[12], m42: f[13], m43: f[14], m44: f[15])
    }
}

public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// `a` then `b`: row vectors, so the product a·b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.modelFields, y = b.modelFields
    var r = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { r[i * 4 + j] += x[i * 4 + k] * y[k * 4 + j] } } }
    return CATransform3D(modelFields: r)
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation of `angle` radians about the vector (x, y, z); the identity for a zero vector.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (u, v, w) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let k = 1 - c
    return CATransform3D(
        m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
        m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
        m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Each of these applies its new step first: `CATransform3DTranslate(t, …)` = translate · t.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

// MARK: Timing

public protocol CAMediaTiming {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

public struct CAAnimationCalculationMode: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// A cubic Bézier from (0, 0) to (1, 1): x(s) is solved for s by Newton's method, falling back
/// to bisection, then y(s) is the eased progress.
public struct ModelCubicBezier: Equatable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) { (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2) }

    static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * p1 + 6 * (1 - s) * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let error = Self.coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { return Self.coordinate(s, y1, y2) }
            let d = Self.slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<100 {
            let value = Self.coordinate(s, x1, x2)
            if abs(value - x) < 1e-14 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return Self.coordinate(s, y1, y2)
    }
}

open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public let modelCurve: ModelCubicBezier
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        modelCurve = ModelCubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }
    /// The named curves' control points, from CAMediaTimingFunctionName's documentation.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }
}

/// The damped harmonic oscillator CASpringAnimation documents: m·x'' + c·x' + k·(x − 1) = 0 with
/// x(0) = 0 and x'(0) = v0 (in units of the whole distance per second).
public struct ModelSpring: Equatable, Sendable {
    public let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        (self.mass, self.stiffness, self.damping, self.initialVelocity) = (mass, stiffness, damping, initialVelocity)
    }

    /// The fraction of the distance covered after `t` seconds.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let x0 = -1.0, v0 = initialVelocity // displacement from the rest position
        let x: Double
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * w0 * t) * (x0 * cos(wd * t) + (v0 + zeta * w0 * x0) / wd * sin(wd * t))
        } else if zeta == 1 {
            x = exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        } else {
            let r = w0 * (zeta * zeta - 1).squareRoot()
            let (r1, r2) = (-zeta * w0 + r, -zeta * w0 - r)
            let b = (v0 - r1 * x0) / (r2 - r1)
            let a = x0 - b
            x = a * exp(r1 * t) + b * exp(r2 * t)
        }
        return 1 + x
    }

    /// The time after which the motion stays within 0.1 % of the distance (documented only as "an estimate").
    public var settlingDuration: Double {
        var t = 0.0, lastOutside = 0.0
        while t < 60 {
            if abs(value(at: t) - 1) > 0.001 { lastOutside = t }
            if t - lastOutside > 1 { break }
            t += 1.0 / 240
        }
        return lastOutside
    }
}

// MARK: Values

/// A property value a layer can animate, as its animations hand them around.
public enum ModelValue: Equatable, @unchecked Sendable {
    case number(Double), point(CGPoint), size(CGSize), rect(CGRect), transform(CATransform3D), path(CGPath?), color(CGColor?), bool(Bool)

    public static func == (a: ModelValue, b: ModelValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): x == y
        case (.point(let x), .point(let y)): x == y
        case (.size(let x), .size(let y)): x == y
        case (.rect(let x), .rect(let y)): x == y
        case (.transform(let x), .transform(let y)): x == y
        case (.path(let x), .path(let y)): x === y || x?.modelElements == y?.modelElements
        case (.color(let x), .color(let y)): x === y || x?.components == y?.components
        case (.bool(let x), .bool(let y)): x == y
        default: false
        }
    }

    /// A value an animation was handed (`fromValue: Any?`), read as a value of the property's kind.
    public init?(any value: Any?, like kind: ModelValue) {
        guard let value else { return nil }
        switch (kind, value) {
        case (.number, let v as CGFloat): self = .number(Double(v))
        case (.number, let v as Double): self = .number(v)
        case (.number, let v as Float): self = .number(Double(v))
        case (.number, let v as Int): self = .number(Double(v))
        case (.number, let v as NSNumber): self = .number(v.doubleValue)
        case (.point, let v as CGPoint): self = .point(v)
        case (.size, let v as CGSize): self = .size(v)
        case (.rect, let v as CGRect): self = .rect(v)
        case (.transform, let v as CATransform3D): self = .transform(v)
        case (.path, let v as CGPath): self = .path(v)
        case (.color, let v as CGColor): self = .color(v)
        case (.bool, let v as Bool): self = .bool(v)
        default: return nil
        }
    }

    /// a + (b − a)·f, component by component; a path interpolates point by point when both have the
    /// same elements, as Core Animation's documentation requires, and jumps otherwise.
    public static func interpolate(_ a: ModelValue, _ b: ModelValue, _ f: Double) -> ModelValue {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        func mixPoint(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)) }
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * f)
        case (.point(let p), .point(let q)): return .point(mixPoint(p, q))
        case (.size(let p), .size(let q)): return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(origin: mixPoint(p.origin, q.origin), size: CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height))))
        case (.transform(let p), .transform(let q)):
            return .transform(ModelDecomposedTransform.interpolate(p, q, f))
        case (.color(let p), .color(let q)):
            guard let pc = p?.components, let qc = q?.components, pc.count == qc.count else { return f < 1 ? a : b }
            let c = zip(pc, qc).map { mix($0, $1) }
            return .color(CGColor(modelRed: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case (.path(let p), .path(let q)):
            guard let pe = p?.modelElements, let qe = q?.modelElements, pe.count == qe.count else { return f < 1 ? a : b }
            var elements: [CGPathModelElement] = []
            for (x, y) in zip(pe, qe) {
                switch (x, y) {
                case (.move(let u), .move(let v)): elements.append(.move(mixPoint(u, v)))
                case (.line(let u), .line(let v)): elements.append(.line(mixPoint(u, v)))
                case (.curve(let u1, let u2, let u3), .curve(let v1, let v2, let v3)):
                    elements.append(.curve(mixPoint(u1, v1), mixPoint(u2, v2), mixPoint(u3, v3)))
                case (.close, .close): elements.append(.close)
                default: return f < 1 ? a : b
                }
            }
            return .path(CGPath(modelElements: elements))
        default: return f < 1 ? a : b
        }
    }
}

// MARK: Layers

open class CALayer: NSObject, CAMediaTiming, @unchecked Sendable {
    public required override init() { super.init() }
    /// Copies the model values, as Core Animation makes presentation layers.
    public required init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        for key in CALayer.modelKeys { setModelValue(other.modelValue(forKeyPath: key)!, forKeyPath: key) }
        (mask, masksToBounds) = (other.mask, other.masksToBounds)
        (beginTime, duration, speed, timeOffset, fillMode) = (other.beginTime, other.duration, other.speed, other.timeOffset, other.fillMode)
    }

    /// Receives every model change (the backing view records the ones made inside an animation block).
    nonisolated(unsafe) public static var modelChangeObserver: ((CALayer, String, ModelValue, ModelValue) -> Void)?
    /// The view this layer backs; UIKit's views are their layers' delegates.
    public weak var modelOwner: AnyObject?

    func changed(_ key: String, _ old: ModelValue, _ new: ModelValue) {
        if old != new { CALayer.modelChangeObserver?(self, key, old, new) }
    }

    open var bounds: CGRect = .zero { didSet { changed("bounds", .rect(oldValue), .rect(bounds)) } }
    open var position: CGPoint = .zero { didSet { changed("position", .point(oldValue), .point(position)) } }
    open var zPosition: CGFloat = 0 { didSet { changed("zPosition", .number(oldValue), .number(zPosition)) } }
    open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5) { didSet { changed("anchorPoint", .point(oldValue), .point(anchorPoint)) } }
    open var transform: CATransform3D = CATransform3DIdentity { didSet { changed("transform", .transform(oldValue), .transform(transform)) } }
    open var isHidden: Bool = false { didSet { changed("hidden", .bool(oldValue), .bool(isHidden)) } }
    open var opacity: Float = 1 { didSet { changed("opacity", .number(Double(oldValue)), .number(Double(opacity))) } }
    open var cornerRadius: CGFloat = 0 { didSet { changed("cornerRadius", .number(oldValue), .number(cornerRadius)) } }
    open var backgroundColor: CGColor? { didSet { changed("backgroundColor", .color(oldValue), .color(backgroundColor)) } }
    open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        didSet { changed("sublayerTransform", .transform(oldValue), .transform(sublayerTransform)) }
    }
    // The shadow, each property "Animatable" with the defaults CALayer's pages give: shadowOpacity
    // 0 ("must be in the range 0.0 (transparent) to 1.0 (opaque)"), shadowRadius 3, shadowOffset
    // (0, -3), shadowColor opaque black, shadowPath nil (Apple: "If you specify a value for this
    // property, the layer creates its shadow using the specified path instead of the layer's
    // composited alpha channel", which spares the offscreen pass).
    open var shadowOpacity: Float = 0 { didSet { changed("shadowOpacity", .number(Double(oldValue)), .number(Double(shadowOpacity))) } }
    open var shadowRadius: CGFloat = 3 { didSet { changed("shadowRadius", .number(oldValue), .number(shadowRadius)) } }
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3) {
        didSet { changed("shadowOffset", .size(oldValue), .size(shadowOffset)) }
    }
    open var shadowColor: CGColor? = CGColor(modelRed: 0, green: 0, blue: 0, alpha: 1) {
        didSet { changed("shadowColor", .color(oldValue), .color(shadowColor)) }
    }
    open var shadowPath: CGPath? { didSet { changed("shadowPath", .path(oldValue), .path(shadowPath)) } }
    open var mask: CALayer?
    open var masksToBounds: Bool = false
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The frame: the bounding box of the bounds transformed about the anchor (the transform's
    /// affine part), placed at the position, as CALayer's documentation derives it.
    open var frame: CGRect {
        get { Self.frame(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform) }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CATransform3D) -> CGRect {
        let affine = CATransform3DGetAffineTransform(transform)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: bounds.width, y: 0), CGPoint(x: 0, y: bounds.height), CGPoint(x: bounds.width, y: bounds.height)]
            .map { CGPoint(x: $0.x - anchorPoint.x * bounds.width, y: $0.y - anchorPoint.y * bounds.height).applying(affine) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: position.x + xs.min()!, y: position.y + ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    public private(set) weak var superlayer: CALayer?
    open var sublayers: [CALayer]?

    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(idx), list.count))
        sublayers = list
        layer.superlayer = self
    }
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: Animations

    /// Animations by key, in the order added (later ones draw over earlier ones on the same key path).
    public private(set) var modelAnimations: [(key: String, animation: CAAnimation)] = []
    nonisolated(unsafe) static var animatedLayers: [ObjectIdentifier: CALayer] = [:]

    /// Adds a copy of the animation; a `beginTime` of 0 becomes the layer's current time, as
    /// `add(_:forKey:)` documents. An animation with the same key is replaced.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.modelCopy()
        if copy.beginTime == 0 { copy.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        let name = key ?? "anonymous-\(ObjectIdentifier(copy).hashValue)"
        if let index = modelAnimations.firstIndex(where: { $0.key == name }) {
            modelAnimations[index].animation.modelEnded(finished: false)
            modelAnimations.remove(at: index)
        }
        modelAnimations.append((name, copy))
        CALayer.animatedLayers[ObjectIdentifier(self)] = self
        CATransaction.current?.pending += 1
        copy.modelTransaction = CATransaction.current
    }
    open func animation(forKey key: String) -> CAAnimation? { modelAnimations.first { $0.key == key }?.animation }
    open func animationKeys() -> [String]? { modelAnimations.isEmpty ? nil : modelAnimations.map(\.key) }
    open func removeAnimation(forKey key: String) {
        for entry in modelAnimations where entry.key == key { entry.animation.modelEnded(finished: false) }
        modelAnimations.removeAll { $0.key == key }
    }
    open func removeAllAnimations() {
        for entry in modelAnimations { entry.animation.modelEnded(finished: false) }
        modelAnimations.removeAll()
    }

    /// The layer's local time for a time in `l`'s (nil: media time): each layer maps its parent's
    /// time t to (t − beginTime)·speed + timeOffset, as CAMediaTiming documents.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let media = l.map { $0.mediaTime(fromLocal: t) } ?? t
        return localTime(fromMedia: media)
    }
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return l.map { $0.localTime(fromMedia: media) } ?? media
    }
    func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(fromMedia: t) ?? t
        return (parent - beginTime) * Double(speed) + timeOffset
    }
    func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parent = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return superlayer?.mediaTime(fromLocal: parent) ?? parent
    }

    /// Removes animations that are over and marked `isRemovedOnCompletion`, telling their transactions.
    static func removeFinishedAnimations() {
        for (id, layer) in animatedLayers {
            let local = layer.localTime(fromMedia: CACurrentMediaTime())
            var kept: [(key: String, animation: CAAnimation)] = []
            for entry in layer.modelAnimations {
                if entry.animation.modelIsFinished(atLocalTime: local) {
                    entry.animation.modelEnded(finished: true)
                    if !entry.animation.isRemovedOnCompletion { kept.append(entry) }
                } else {
                    kept.append(entry)
                }
            }
            layer.modelAnimations = kept
            if kept.isEmpty { animatedLayers[id] = nil }
        }
    }

    // MARK: Model values by key path

    static let modelKeys = ["bounds", "position", "zPosition", "anchorPoint", "transform", "hidden", "opacity", "cornerRadius",
                            "backgroundColor", "sublayerTransform", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor",
                            "shadowPath"]

    /// The model value at a key path, including the sub-paths animations may name.
    open func modelValue(forKeyPath keyPath: String) -> ModelValue? {
        switch keyPath {
        case "bounds": .rect(bounds)
        case "bounds.size": .size(bounds.size)
        case "position": .point(position)
        case "position.x": .number(position.x)
        case "position.y": .number(position.y)
        case "zPosition": .number(zPosition)
        case "anchorPoint": .point(anchorPoint)
        case "transform": .transform(transform)
        case "hidden": .bool(isHidden)
        case "opacity": .number(Double(opacity))
        case "cornerRadius": .number(cornerRadius)
        case "backgroundColor": .color(backgroundColor)
        case "sublayerTransform": .transform(sublayerTransform)
        case "shadowOpacity": .number(Double(shadowOpacity))
        case "shadowRadius": .number(shadowRadius)
        case "shadowOffset": .size(shadowOffset)
        case "shadowColor": .color(shadowColor)
        case "shadowPath": .path(shadowPath)
        default: nil
        }
    }

    open func setModelValue(_ value: ModelValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("bounds", .rect(let v)): bounds = v
        case ("bounds.size", .size(let v)): bounds.size = v
        case ("position", .point(let v)): position = v
        case ("position.x", .number(let v)): position.x = v
        case ("position.y", .number(let v)): position.y = v
        case ("zPosition", .number(let v)): zPosition = v
        case ("anchorPoint", .point(let v)): anchorPoint = v
        case ("transform", .transform(let v)): transform = v
        case ("hidden", .bool(let v)): isHidden = v
        case ("opacity", .number(let v)): opacity = Float(v)
        case ("cornerRadius", .number(let v)): cornerRadius = v
        case ("backgroundColor", .color(let v)): backgroundColor = v
        case ("sublayerTransform", .transform(let v)): sublayerTransform = v
        case ("shadowOpacity", .number(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .number(let v)): shadowRadius = v
        case ("shadowOffset", .size(let v)): shadowOffset = v
        case ("shadowColor", .color(let v)): shadowColor = v
        case ("shadowPath", .path(let v)): shadowPath = v
        default: break
        }
    }

    /// A copy with every running animation applied at the current media time, in the order added.
    open func presentation() -> Self? {
        let copy = Self(layer: self)
        let saved = CALayer.modelChangeObserver
        CALayer.modelChangeObserver = nil
        defer { CALayer.modelChangeObserver = saved }
        let local = localTime(fromMedia: CACurrentMediaTime())
        for entry in modelAnimations {
            guard let keyPath = entry.animation.modelKeyPath, let base = copy.modelValue(forKeyPath: keyPath) else { continue }
            if let value = entry.animation.modelValue(atLocalTime: local, base: base, model: modelValue(forKeyPath: keyPath) ?? base) {
                copy.setModelValue(value, forKeyPath: keyPath)
            }
        }
        if let shape = copy as? CAShapeLayer, let me = self as? CAShapeLayer {
            var path: ModelValue = .path(me.path)
            for entry in modelAnimations where entry.animation.modelKeyPath == "path" {
                if let value = entry.animation.modelValue(atLocalTime: local, base: path, model: .path(me.path)) { path = value }
            }
            if case .path(let p) = path { shape.path = p }
        }
        return copy
    }
}

open class CAShapeLayer: CALayer, @unchecked Sendable {
    open var path: CGPath?
    open var fillColor: CGColor?
    public required init() { super.init() }
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer { (path, fillColor) = (other.path, other.fillColor) }
    }
}

open class CAGradientLayer: CALayer, @unchecked Sendable {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
    public required init() { super.init() }
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { (colors, locations, startPoint, endPoint) = (other.colors, other.locations, other.startPoint, other.endPoint) }
    }
}

// MARK: Animations

open class CAAnimation: NSObject, CAMediaTiming, @unchecked Sendable {
    public override init() {}
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion: Bool = true
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var fillMode: CAMediaTimingFillMode = .removed
    open var repeatCount: Float = 0
    open var autoreverses: Bool = false
    /// The transaction whose completion block waits for this animation.
    var modelTransaction: CATransaction?
    var modelDidEnd = false

    /// The property it animates (nil for none).
    open var modelKeyPath: String? { nil }

    /// A copy, as `add(_:forKey:)` takes one.
    open func modelCopy() -> CAAnimation {
        let copy = CAAnimation()
        copyTiming(to: copy)
        return copy
    }
    func copyTiming(to copy: CAAnimation) {
        (copy.timingFunction, copy.isRemovedOnCompletion, copy.beginTime, copy.duration) = (timingFunction, isRemovedOnCompletion, beginTime, duration)
        (copy.speed, copy.timeOffset, copy.fillMode, copy.repeatCount, copy.autoreverses) = (speed, timeOffset, fillMode, repeatCount, autoreverses)
    }

    /// The documented default: a duration of 0 means 0.25 s.
    open var modelActiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// The animation's own time for the layer's time, or nil where it has no effect
    /// (before it begins without a backwards fill, after it ends without a forwards fill).
    public func modelActiveTime(atLocalTime t: CFTimeInterval) -> CFTimeInterval? {
        let d = modelActiveDuration
        let local = (t - beginTime) * Double(speed) + timeOffset
        if local < 0 { return fillMode == .backwards || fillMode == .both ? 0 : nil }
        if local >= d {
            if !isRemovedOnCompletion || fillMode == .forwards || fillMode == .both { return d }
            return d // shown at its end until removed at the end of this frame
        }
        return local
    }

    open func modelIsFinished(atLocalTime t: CFTimeInterval) -> Bool {
        (t - beginTime) * Double(speed) + timeOffset >= modelActiveDuration - 1e-12
    }

    /// The value at the layer's time; `base` is what earlier animations made of the property, `model` the model value.
    open func modelValue(atLocalTime t: CFTimeInterval, base: ModelValue, model: ModelValue) -> ModelValue? { nil }

    open func modelEnded(finished: Bool) {
        guard !modelDidEnd else { return }
        modelDidEnd = true
        modelTransaction?.animationEnded()
    }
}

open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
    open var keyPath: String?
    open var isAdditive: Bool = false
    open override var modelKeyPath: String? { keyPath }
}

open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    open override func modelCopy() -> CAAnimation {
        let copy = CABasicAnimation()
        copyTiming(to: copy)
        (copy.keyPath, copy.isAdditive, copy.fromValue, copy.toValue, copy.byValue) = (keyPath, isAdditive, fromValue, toValue, byValue)
        return copy
    }

    /// The eased fraction for the animation's own time.
    func fraction(_ time: CFTimeInterval) -> Double {
        let linear = time / modelActiveDuration
        return timingFunction?.modelCurve.value(at: linear) ?? linear
    }

    /// From and to as CABasicAnimation's documentation combines fromValue, toValue and byValue:
    /// a missing end is the layer's current (presentation) value.
    open override func modelValue(atLocalTime t: CFTimeInterval, base: ModelValue, model: ModelValue) -> ModelValue? {
        guard let time = modelActiveTime(atLocalTime: t) else { return nil }
        let from = ModelValue(any: fromValue, like: base) ?? base
        let to = ModelValue(any: toValue, like: base) ?? base
        return ModelValue.interpolate(from, to, fraction(time))
    }
}

open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    var modelSpring: ModelSpring { ModelSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity) }
    open var settlingDuration: CFTimeInterval { modelSpring.settlingDuration }

    open override func modelCopy() -> CAAnimation {
        let copy = CASpringAnimation()
        copyTiming(to: copy)
        (copy.keyPath, copy.isAdditive, copy.fromValue, copy.toValue, copy.byValue) = (keyPath, isAdditive, fromValue, toValue, byValue)
        (copy.mass, copy.stiffness, copy.damping, copy.initialVelocity) = (mass, stiffness, damping, initialVelocity)
        return copy
    }

    /// The spring runs in seconds of the animation's own time; `duration` only cuts it off.
    override func fraction(_ time: CFTimeInterval) -> Double { modelSpring.value(at: time) }
}

open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear

    open override func modelCopy() -> CAAnimation {
        let copy = CAKeyframeAnimation()
        copyTiming(to: copy)
        (copy.keyPath, copy.isAdditive, copy.values, copy.keyTimes) = (keyPath, isAdditive, values, keyTimes)
        (copy.timingFunctions, copy.calculationMode) = (timingFunctions, calculationMode)
        return copy
    }

    /// Finds the segment of `keyTimes` (evenly spaced when absent) holding the eased time, applies
    /// that segment's timing function, and interpolates; `.discrete` holds each value until the next key time.
    open override func modelValue(atLocalTime t: CFTimeInterval, base: ModelValue, model: ModelValue) -> ModelValue? {
        guard let time = modelActiveTime(atLocalTime: t) else { return nil }
        let list = (values ?? []).compactMap { ModelValue(any: $0, like: base) }
        guard !list.isEmpty else { return nil }
        var progress = time / modelActiveDuration
        if let timingFunction { progress = timingFunction.modelCurve.value(at: progress) }
        if calculationMode == .discrete {
            let times = keyTimes?.map(\.doubleValue) ?? (0..<list.count).map { Double($0) / Double(list.count) }
            let index = times.lastIndex { $0 <= progress + 1e-12 } ?? 0
            return list[min(index, list.count - 1)]
        }
        guard list.count > 1 else { return list[0] }
        let times = keyTimes?.map(\.doubleValue) ?? (0..<list.count).map { Double($0) / Double(list.count - 1) }
        if progress <= times[0] { return list[0] }
        for i in 0..<(list.count - 1) where progress <= times[i + 1] {
            let span = times[i + 1] - times[i]
            var f = span > 0 ? (progress - times[i]) / span : 1
            if let functions = timingFunctions, i < functions.count { f = functions[i].modelCurve.value(at: f) }
            return ModelValue.interpolate(list[i], list[i + 1], f)
        }
        return list[list.count - 1]
    }
}

// MARK: Transactions

open class CATransaction: NSObject, @unchecked Sendable {
    nonisolated(unsafe) static var stack: [CATransaction] = []
    static var current: CATransaction? { stack.last }
    var completion: (() -> Void)?
    var pending = 0
    var committed = false
    var fired = false

    open class func begin() { stack.append(CATransaction()) }
    open class func commit() {
        guard let transaction = stack.popLast() else { return }
        transaction.committed = true
        transaction.fireIfDone()
    }
    open class func setCompletionBlock(_ block: (() -> Void)?) { current?.completion = block }
    open class func setDisableActions(_ flag: Bool) {}
    open class func setAnimationDuration(_ dur: CFTimeInterval) {}

    func animationEnded() {
        pending -= 1
        fireIfDone()
    }
    /// The block runs once every animation added in the transaction has ended, or at commit if none was.
    func fireIfDone() {
        guard committed, pending <= 0, !fired else { return }
        fired = true
        completion?()
    }
}

open class CADisplayLink: NSObject, @unchecked Sendable {
    let target: Any
    let selector: Selector
    var observer: Int?
    public init(target: Any, selector sel: Selector) { (self.target, selector) = (target, sel) }
    /// Display links registered with a run loop and not invalidated, for a test to see whether
    /// something animates frame by frame. Apple's `add(to:forMode:)` "registers the display link
    /// with a run loop", and `invalidate()` "removes the display link from all run loop modes"
    /// (developer.apple.com/documentation/quartzcore/cadisplaylink); a link added to several
    /// modes is one link.
    nonisolated(unsafe) public private(set) static var modelRunning = 0
    /// How many times display links have notified their targets, for a test to see whether anything
    /// is stepped frame by frame over a stretch of time.
    nonisolated(unsafe) public private(set) static var modelNotified = 0
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard observer == nil else { return }
        Self.modelRunning += 1
        observer = ModelClock.observe { [weak self] in
            // isPaused: "When true, the display link does not notify its target."
            guard let self, !self.isPaused else { return }
            Self.modelNotified += 1
            MainActor.assumeIsolated { (self.target as? ModelSelectorTarget)?.modelPerform(self.selector, with: self) }
        }
    }
    open func invalidate() {
        guard let observer else { return }
        ModelClock.stopObserving(observer)
        self.observer = nil
        Self.modelRunning -= 1
    }
    open var timestamp: CFTimeInterval { CACurrentMediaTime() }
    open var targetTimestamp: CFTimeInterval { CACurrentMediaTime() + 1.0 / 120 }
    open var isPaused: Bool = false
}

/// What the model calls instead of the Objective-C runtime to send an action; the harness makes
/// each generated target conform, forwarding to its `@objc` method.
@MainActor public protocol ModelSelectorTarget: AnyObject {
    func modelPerform(_ action: Selector, with sender: Any)
}

/// Core Animation interpolates a transform as its parts, not its sixteen numbers: translation,
/// scale and shear linearly, the rotation along the shortest arc between two quaternions (the
/// decomposition CSS Transforms describes for the same purpose). So identity to identity never
/// moves, whatever turn a matrix was built with. A transform with perspective (m14, m24, m34)
/// interpolates field by field: the model leaves it out (see docs/uikit-model.md).
struct ModelDecomposedTransform {
    var translation: [Double]
    var scale: [Double]
    var shear: [Double] // xy, xz, yz
    var quaternion: [Double] // x, y, z, w

    init?(_ t: CATransform3D) {
        guard t.m14 == 0, t.m24 == 0, t.m34 == 0, t.m44 == 1 else { return nil }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
        func minus(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]] }
        var r0: [Double] = [t.m11, t.m12, t.m13], r1: [Double] = [t.m21, t.m22, t.m23], r2: [Double] = [t.m31, t.m32, t.m33]
        var sx = length(r0)
        guard sx > 1e-12 else { return nil }
        r0 = r0.map { $0 / sx }
        var xy = dot(r0, r1)
        r1 = minus(r1, r0, xy)
        var sy = length(r1)
        guard sy > 1e-12 else { return nil }
        r1 = r1.map { $0 / sy }
        xy /= sy
        var xz = dot(r0, r2)
        r2 = minus(r2, r0, xz)
        var yz = dot(r1, r2)
        r2 = minus(r2, r1, yz)
        var sz = length(r2)
        guard sz > 1e-12 else { return nil }
        r2 = r2.map { $0 / sz }
        xz /= sz
        yz /= sz
        let cross = [r1[1] * r2[2] - r1[2] * r2[1], r1[2] * r2[0] - r1[0] * r2[2], r1[0] * r2[1] - r1[1] * r2[0]]
        if dot(r0, cross) < 0 {
            (sx, sy, sz) = (-sx, -sy, -sz)
            (r0, r1, r2) = (r0.map { -$0 }, r1.map { -$0 }, r2.map { -$0 })
        }
        translation = [t.m41, t.m42, t.m43]
        scale = [sx, sy, sz]
        shear = [xy, xz, yz]
        let a = [r0, r1, r2]
        let trace = a[0][0] + a[1][1] + a[2][2]
        var q: [Double]
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            q = [(a[2][1] - a[1][2]) * s, (a[0][2] - a[2][0]) * s, (a[1][0] - a[0][1]) * s, 0.25 / s]
        } else if a[0][0] > a[1][1] && a[0][0] > a[2][2] {
            let s = 2 * (1 + a[0][0] - a[1][1] - a[2][2]).squareRoot()
            q = [0.25 * s, (a[0][1] + a[1][0]) / s, (a[0][2] + a[2][0]) / s, (a[2][1] - a[1][2]) / s]
        } else if a[1][1] > a[2][2] {
            let s = 2 * (1 + a[1][1] - a[0][0] - a[2][2]).squareRoot()
            q = [(a[0][1] + a[1][0]) / s, 0.25 * s, (a[1][2] + a[2][1]) / s, (a[0][2] - a[2][0]) / s]
        } else {
            let s = 2 * (1 + a[2][2] - a[0][0] - a[1][1]).squareRoot()
            q = [(a[0][2] + a[2][0]) / s, (a[1][2] + a[2][1]) / s, 0.25 * s, (a[1][0] - a[0][1]) / s]
        }
        let norm = (q.map { $0 * $0 }.reduce(0, +)).squareRoot()
        quaternion = q.map { $0 / norm }
    }

    var matrix: CATransform3D {
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        let r0 = [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)]
        let r1 = [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)]
        let r2 = [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)]
        let row0 = r0.map { $0 * scale[0] }
        let row1 = (0..<3).map { scale[1] * (r1[$0] + shear[0] * r0[$0]) }
        let row2 = (0..<3).map { scale[2] * (r2[$0] + shear[2] * r1[$0] + shear[1] * r0[$0]) }
        return CATransform3D(m11: row0[0], m12: row0[1], m13: row0[2], m14: 0, m21: row1[0], m22: row1[1], m23: row1[2], m24: 0,
                             m31: row2[0], m32: row2[1], m33: row2[2], m34: 0,
                             m41: translation[0], m42: translation[1], m43: translation[2], m44: 1)
    }

    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ f: Double) -> CATransform3D {
        if f == 0 { return a }
        if f == 1 { return b }
        guard var p = ModelDecomposedTransform(a), let q = ModelDecomposedTransform(b) else {
            return CATransform3D(modelFields: zip(a.modelFields, b.modelFields).map { $0 + ($1 - $0) * f })
        }
        func mix(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * f } }
        p.translation = mix(p.translation, q.translation)
        p.scale = mix(p.scale, q.scale)
        p.shear = mix(p.shear, q.shear)
        var other = q.quaternion
        var d = zip(p.quaternion, other).map { $0 * $1 }.reduce(0, +)
        if d < 0 { other = other.map { -$0 }; d = -d }
        if d > 0.9995 {
            let mixed = mix(p.quaternion, other)
            let norm = (mixed.map { $0 * $0 }.reduce(0, +)).squareRoot()
            p.quaternion = mixed.map { $0 / norm }
        } else {
            let theta = acos(min(d, 1))
            let (wa, wb) = (sin((1 - f) * theta) / sin(theta), sin(f * theta) / sin(theta))
            p.quaternion = zip(p.quaternion, other).map { wa * $0 + wb * $1 }
        }
        return p.matrix
    }
}
