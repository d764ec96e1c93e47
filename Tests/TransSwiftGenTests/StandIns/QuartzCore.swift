// Stand-in for Apple's QuartzCore (Core Animation). Signatures follow Apple's documentation;
// bodies are placeholders: this module exists to type-check generated code on Linux.
@_exported import CoreGraphics
@_exported import ObjectiveC

public typealias CFTimeInterval = Double

public struct CATransform3D {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    public init() {
        (m11, m12, m13, m14, m21, m22, m23, m24) = (0, 0, 0, 0, 0, 0, 0, 0)
        (m31, m32, m33, m34, m41, m42, m43, m44) = (0, 0, 0, 0, 0, 0, 0, 0)
    }
}

public let CATransform3DIdentity = CATransform3D()
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { CATransform3D() }
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { CATransform3D() }
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { CATransform3D() }
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { t }
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { t }
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { t }
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a }
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

public protocol CAMediaTiming {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

public struct CAMediaTimingFillMode: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

open class CAMediaTimingFunction: NSObject {
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

open class CALayer: NSObject, CAMediaTiming {
    public override init() {}
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var zPosition: CGFloat = 0
    open var anchorPoint: CGPoint = .zero
    open var transform: CATransform3D = CATransform3DIdentity
    open var frame: CGRect = .zero
    open var isHidden: Bool = false
    open var mask: CALayer?
    open var masksToBounds: Bool = false
    open var opacity: Float = 1
    open var cornerRadius: CGFloat = 0
    open var backgroundColor: CGColor?
    open var sublayerTransform: CATransform3D = CATransform3DIdentity
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var fillMode: CAMediaTimingFillMode = .removed
    open func addSublayer(_ layer: CALayer) {}
    open func removeFromSuperlayer() {}
    open func add(_ anim: CAAnimation, forKey key: String?) {}
    open func removeAnimation(forKey key: String) {}
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }
}

open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor?
}

open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint: CGPoint = .zero
    open var endPoint: CGPoint = .zero
}

open class CAAnimation: NSObject, CAMediaTiming {
    public override init() {}
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion: Bool = true
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var fillMode: CAMediaTimingFillMode = .removed
}

open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { self.init() }
    open var keyPath: String?
}

open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var settlingDuration: CFTimeInterval { 0 }
}

open class CATransaction: NSObject {
    open class func begin() {}
    open class func commit() {}
    open class func setCompletionBlock(_ block: (() -> Void)?) {}
    open class func setDisableActions(_ flag: Bool) {}
}

open class CADisplayLink: NSObject {
    public init(target: Any, selector sel: Selector) {}
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func invalidate() {}
    open var timestamp: CFTimeInterval { 0 }
    open var targetTimestamp: CFTimeInterval { 0 }
    open var isPaused: Bool = false
}
