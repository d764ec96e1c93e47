// The executable model of UIKit's slice that generated code uses, written from Apple's
// documentation (UIView, UIView.animate, UIViewPropertyAnimator, UIViewControllerContextTransitioning,
// UIPercentDrivenInteractiveTransition, UIPresentationController, gesture recognizers). Views are
// backed by the model's CALayers; every animation ends up as an animation on a layer, so what a
// view shows is its layer's presentation at the model clock. Signatures are the SDK's.
//
// Two differences Linux forces: `@objc optional` requirements are ordinary ones with default
// implementations, and actions are sent through `ModelSelectorTarget` instead of the
// Objective-C runtime. Public names starting with `Model`/`model` are the model's own, for tests.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import QuartzCore

// MARK: Completion closures

// Since Swift 6.2 (SE-0463) the compiler imports Objective-C completion-handler blocks as
// `@Sendable`: `addCompletion(_ completion: @escaping @Sendable (UIViewAnimatingPosition) -> Void)`
// and `UIView.animate(…, completion: (@Sendable (Bool) -> Void)?)` (swiftlang/swift#82127). The
// model declares them so; built with `-D UIKIT_SDK_BEFORE_SE0463` it declares them as earlier
// compilers imported them (no `@Sendable`), the form Apple's documentation pages show.
#if UIKIT_SDK_BEFORE_SE0463
public typealias UIViewAnimationCompletion = (Bool) -> Void
public typealias UIViewAnimatingCompletion = (UIViewAnimatingPosition) -> Void
#else
public typealias UIViewAnimationCompletion = @Sendable (Bool) -> Void
public typealias UIViewAnimatingCompletion = @Sendable (UIViewAnimatingPosition) -> Void
#endif

// MARK: Recording changes inside animation blocks

/// The model changes made to views' layers while an animation block runs (UIKit turns each into
/// an animation from the old value to the new one; layers that back no view are not animated).
final class ModelChangeRecording {
    struct Change {
        let layer: CALayer
        let keyPath: String
        let from: ModelValue
        var to: ModelValue
    }
    var changes: [Change] = []

    /// Runs `block` and returns what it changed, one entry per layer and key path (first old value, last new value).
    static func record(_ block: () -> Void) -> [Change] {
        let recording = ModelChangeRecording()
        let previous = CALayer.modelChangeObserver
        CALayer.modelChangeObserver = { layer, key, old, new in
            guard layer.modelOwner != nil, key != "hidden" else { return }
            if let index = recording.changes.firstIndex(where: { $0.layer === layer && $0.keyPath == key }) {
                recording.changes[index].to = new
            } else {
                recording.changes.append(Change(layer: layer, keyPath: key, from: old, to: new))
            }
        }
        block()
        CALayer.modelChangeObserver = previous
        return recording.changes
    }

    /// Sets a value without it being recorded as an animated change.
    static func quietly(_ block: () -> Void) {
        let previous = CALayer.modelChangeObserver
        CALayer.modelChangeObserver = nil
        block()
        CALayer.modelChangeObserver = previous
    }
}

/// Runs `body` once, after the next step of the clock (UIKit calls completions on a later turn of the run loop).
func modelOnNextStep(_ body: @escaping () -> Void) {
    var id = 0
    id = ModelClock.observe {
        ModelClock.stopObserving(id)
        body()
    }
}

// MARK: Views

@MainActor open class UIResponder: NSObject {}

/// The accessibility settings the generated code reads.
public enum UIAccessibility {
    /// Whether the Reduce Motion setting is on
    /// (https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled:
    /// `@MainActor static var isReduceMotionEnabled: Bool { get }`); the model's user sets it
    /// with `modelReduceMotion`.
    @MainActor public static var isReduceMotionEnabled: Bool { modelReduceMotion }
    /// The Settings switch, for the scenarios.
    @MainActor public static var modelReduceMotion = false
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback = 1, spatial = 2, forceLeftToRight = 3, forceRightToLeft = 4
}

@MainActor open class UIView: UIResponder {
    open class var layerClass: AnyClass { CALayer.self }
    public let layer: CALayer
    public init(frame: CGRect) {
        layer = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
        super.init()
        layer.modelOwner = self
        layer.frame = frame
    }
    public required init?(coder: NSCoder) { return nil }
    public convenience override init() { self.init(frame: .zero) }

    open var isUserInteractionEnabled: Bool = true
    /// How the view's content flips in a right-to-left layout (UIView.semanticContentAttribute,
    /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The direction to lay out the view's immediate content in
    /// (https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection):
    /// forced by the semantic content attribute where it forces one, left-to-right for playback and
    /// spatial controls ("always laid out left-to-right"), otherwise the layout direction of the
    /// view's trait environment, which a view inherits from its superview (left-to-right at the root,
    /// the direction of a left-to-right app).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        }
    }
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// UIView.mask: "An optional view whose alpha channel is used to mask a view's content. The
    /// view's alpha channel determines how much of the view's content and background shows through",
    /// the words of CALayer.mask, whose layer must have no superlayer (the page of `mask`, UIKit, and
    /// of `mask`, Core Animation): the model makes the mask view's layer the layer's mask, so the
    /// mask view's frame, corner radius and transform, which UIView animations change, shape what
    /// shows. Setting the layer's mask directly (to another layer or nil) leaves the view no mask view.
    open var mask: UIView? {
        get { modelMaskView.flatMap { layer.mask === $0.layer ? $0 : nil } }
        set {
            modelMaskView = newValue
            layer.mask = newValue?.layer
        }
    }
    private var modelMaskView: UIView?
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
    open var autoresizingMask: UIView.AutoresizingMask = []

    // MARK: Hierarchy

    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }
    /// Whether a screen update has drawn the view (it was in a window then, or `layoutIfNeeded` ran there).
    public private(set) var modelHasBeenRendered = false

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        self.superview = nil
    }
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        layer.addSublayer(view.layer)
        view.superview = self
    }
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        layer.insertSublayer(view.layer, at: UInt32(position))
        view.superview = self
    }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        view.removeFromSuperview()
        insertSubview(view, at: (subviews.firstIndex { $0 === siblingSubview }).map { $0 + 1 } ?? subviews.count)
    }
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        addSubview(view)
    }
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }
    open func layoutIfNeeded() {
        if window != nil { markRendered() }
    }
    func markRendered() {
        modelHasBeenRendered = true
        for view in subviews { view.markRendered() }
    }

    /// The rectangle in `view`'s coordinates (the window's for nil), through each ancestor's frame
    /// and bounds origin; transforms other than translation are left out (see docs/uikit-model.md).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let inWindow = CGRect(origin: modelOriginInWindow(rect.origin), size: rect.size)
        guard let view else { return inWindow }
        let origin = view.modelOriginInWindow(.zero)
        return inWindow.offsetBy(dx: -origin.x, dy: -origin.y)
    }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convert(CGRect(origin: point, size: .zero), to: view).origin }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? window ?? self).convert(rect, to: self)
    }
    func modelOriginInWindow(_ point: CGPoint) -> CGPoint {
        var p = CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            p.x += current.frame.minX
            p.y += current.frame.minY
            if let parent = current.superview { p.x -= parent.bounds.minX; p.y -= parent.bounds.minY }
            view = current.superview
        }
        return p
    }

    // MARK: Snapshots

    /// What a snapshot view shows: the view it was taken of, and whether it is empty.
    public private(set) var modelSnapshotSource: UIView?
    public private(set) var modelSnapshotIsEmpty = false
    /// The part of the source a snapshot shows, in the source's bounds coordinates (all of them for
    /// `snapshotView(afterScreenUpdates:)`).
    public private(set) var modelSnapshotRect: CGRect?
    /// The source's bounds when the snapshot was taken: the part is the whole view when it equals them,
    /// whatever size the source has been given since.
    public private(set) var modelSnapshotSourceBounds: CGRect?

    /// A view of the view's size showing its rendered content; empty (UIKit logs "Snapshotting a
    /// view that has not been rendered results in an empty snapshot") when the view is not in a
    /// window, is hidden, or has not been drawn and `afterUpdates` is false.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.modelSnapshotSource = self
        var hidden = false
        var view: UIView? = self
        while let current = view { hidden = hidden || current.isHidden; view = current.superview }
        if afterUpdates, window != nil { layoutIfNeeded() }
        snapshot.modelSnapshotIsEmpty = window == nil || hidden || !modelHasBeenRendered
        snapshot.modelSnapshotRect = bounds
        snapshot.modelSnapshotSourceBounds = bounds
        return snapshot
    }

    /// "Returns a snapshot view based on the specified contents of the current view, with stretchable
    /// insets": `rect` is "the portion of the view that you want to capture", "in the bounds coordinate
    /// space of the current view" (UIKit, `UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`).
    /// A view of that portion's size, empty on the same conditions as `snapshotView(afterScreenUpdates:)`;
    /// the cap insets only matter when the snapshot is stretched, which the model does not draw.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard let snapshot = snapshotView(afterScreenUpdates: afterUpdates) else { return nil }
        snapshot.bounds = CGRect(origin: .zero, size: rect.size)
        snapshot.modelSnapshotRect = rect
        return snapshot
    }

    // MARK: Gestures

    public private(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.modelView = self
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.modelView = nil
    }

    // MARK: Block animations

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: UIViewAnimationCompletion? = nil) {
        let curve = options.modelCurve
        modelAnimate(duration: duration, delay: delay, animations: animations, completion: completion) { from, to in
            let animation = CABasicAnimation()
            animation.timingFunction = curve
            return (animation, from, to)
        }
    }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: UIViewAnimationCompletion? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }
    /// The spring runs as `UISpringTimingParameters(dampingRatio:)` does in the model: settled
    /// (to 0.1 %) when the duration ends; UIKit does not document its mapping.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: UIViewAnimationCompletion? = nil) {
        let spring = ModelSpring(dampingRatio: dampingRatio, period: duration, initialVelocity: velocity)
        modelAnimate(duration: duration, delay: delay, animations: animations, completion: completion) { from, to in
            let animation = CASpringAnimation()
            (animation.mass, animation.stiffness, animation.damping, animation.initialVelocity) =
                (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity)
            return (animation, from, to)
        }
    }

    /// Records the block's changes and adds one animation per changed property: from the old
    /// model value to the new, beginning after `delay` and showing its start value until then
    /// (fill mode backwards). The completion runs once they have all ended; a duration of 0 or
    /// less changes the values without animating, and the completion still runs on a later turn.
    static func modelAnimate(duration: TimeInterval, delay: TimeInterval, animations: @escaping () -> Void, completion: UIViewAnimationCompletion?,
                             make: (ModelValue, ModelValue) -> (CABasicAnimation, ModelValue, ModelValue)) {
        if let keyframes = ModelKeyframeRecording.current {
            keyframes.record(animations)
            return
        }
        let changes = ModelChangeRecording.record(animations)
        guard duration > 0, !changes.isEmpty else {
            modelOnNextStep { completion?(true) }
            return
        }
        CATransaction.begin()
        CATransaction.setCompletionBlock { MainActor.assumeIsolated { completion?(true) } }
        for change in changes {
            let (animation, from, to) = make(change.from, change.to)
            animation.keyPath = change.keyPath
            animation.fromValue = from.modelAny
            animation.toValue = to.modelAny
            animation.duration = duration
            animation.beginTime = change.layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
            change.layer.add(animation, forKey: change.keyPath)
        }
        CATransaction.commit()
    }

    /// Keyframes: each `addKeyframe` block's changes hold their previous value until the frame's
    /// start and reach the new one at its end; one CAKeyframeAnimation per property, over the whole duration.
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
                                     animations: @escaping () -> Void, completion: UIViewAnimationCompletion? = nil) {
        let recording = ModelKeyframeRecording()
        let outer = ModelKeyframeRecording.current
        ModelKeyframeRecording.current = recording
        animations()
        ModelKeyframeRecording.current = outer
        // Inside a property animator's block the keyframes inherit the animator's duration and
        // timing unless `overrideInheritedDuration` is given (UIView.KeyframeAnimationOptions,
        // overrideInheritedDuration: "If this option isn't present, the animation inherits the
        // remaining duration of the in-flight animation, if any").
        if let animator = UIViewPropertyAnimator.modelRunningBlock, !options.contains(.overrideInheritedDuration), !recording.frames.isEmpty {
            animator.modelAdd(recording, discrete: options.contains(.calculationModeDiscrete))
            if let completion { animator.addCompletion { completion($0 == .end) } }
            return
        }
        guard duration > 0, !recording.frames.isEmpty else {
            modelOnNextStep { completion?(true) }
            return
        }
        CATransaction.begin()
        CATransaction.setCompletionBlock { MainActor.assumeIsolated { completion?(true) } }
        for (layer, keyPath, start) in recording.properties {
            let (times, values) = recording.keyframes(layer, keyPath, from: start)
            let animation = CAKeyframeAnimation(keyPath: keyPath)
            animation.values = values.map { $0.modelAny as Any }
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = options.contains(.calculationModeDiscrete) ? .discrete : .linear
            animation.duration = duration
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
            layer.add(animation, forKey: keyPath)
        }
        CATransaction.commit()
    }
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                animations: @escaping () -> Void) {
        guard let recording = ModelKeyframeRecording.current else { animations(); return }
        recording.frames.append((frameStartTime, frameDuration, ModelChangeRecording.record(animations)))
    }
}

/// The keyframes of the `animateKeyframes` block that is running.
final class ModelKeyframeRecording {
    nonisolated(unsafe) static var current: ModelKeyframeRecording?
    var frames: [(start: Double, duration: Double, changes: [ModelChangeRecording.Change])] = []
    func record(_ block: () -> Void) { frames.append((0, 1, ModelChangeRecording.record(block))) }
    /// One property's key times and values: it holds its previous value until a frame's start
    /// and reaches the frame's value at its end.
    func keyframes(_ layer: CALayer, _ keyPath: String, from start: ModelValue) -> (times: [Double], values: [ModelValue]) {
        var times: [Double] = [0]
        var values: [ModelValue] = [start]
        for frame in frames {
            guard let change = frame.changes.first(where: { $0.layer === layer && $0.keyPath == keyPath }) else { continue }
            times += [frame.start, frame.start + frame.duration]
            values += [values.last!, change.to]
        }
        times.append(1)
        values.append(values.last!)
        return (times, values)
    }
    /// Each animated property with its value before the first frame.
    var properties: [(CALayer, String, ModelValue)] {
        var list: [(CALayer, String, ModelValue)] = []
        for frame in frames.sorted(by: { $0.start < $1.start }) {
            for change in frame.changes where !list.contains(where: { $0.0 === change.layer && $0.1 == change.keyPath }) {
                list.append((change.layer, change.keyPath, change.from))
            }
        }
        return list
    }
}

extension ModelValue {
    /// The value as an animation's `fromValue`/`toValue` holds it.
    var modelAny: Any? {
        switch self {
        case .number(let v): CGFloat(v)
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .transform(let v): v
        case .path(let v): v
        case .color(let v): v
        case .bool(let v): v
        }
    }
}

extension ModelSpring {
    /// The model's reading of a damping ratio and a duration. UIKit documents the duration as "the
    /// total duration of the animations" and not its mapping, so the model picks, with mass 1, the
    /// stiffness whose oscillation envelope falls to 0.1 % of the distance exactly when the
    /// duration ends (a ratio of 1 or more is critically damped), by bisection on ω₀.
    init(dampingRatio: CGFloat, period duration: TimeInterval, initialVelocity: CGFloat) {
        let zeta = min(max(Double(dampingRatio), 1e-6), 1)
        let t = max(duration, 1e-3)
        let v = Double(initialVelocity)
        func envelope(_ w: Double) -> Double {
            if zeta < 1 {
                let wd = w * (1 - zeta * zeta).squareRoot()
                let b = (v - zeta * w) / wd
                return (1 + b * b).squareRoot() * exp(-zeta * w * t)
            }
            return abs(1 + (w - v) * t) * exp(-w * t)
        }
        var (low, high) = (1e-3, 1e4)
        for _ in 0..<200 {
            let mid = (low * high).squareRoot()
            if envelope(mid) > 0.001 { low = mid } else { high = mid }
        }
        let w0 = (low * high).squareRoot()
        self.init(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: v)
    }
}

extension UIView {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var flexibleLeftMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 0) }
        public static var flexibleWidth: UIView.AutoresizingMask { .init(rawValue: 1 << 1) }
        public static var flexibleRightMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 2) }
        public static var flexibleTopMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 3) }
        public static var flexibleHeight: UIView.AutoresizingMask { .init(rawValue: 1 << 4) }
        public static var flexibleBottomMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 5) }
    }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var allowUserInteraction: UIView.AnimationOptions { .init(rawValue: 1 << 1) }
        public static var beginFromCurrentState: UIView.AnimationOptions { .init(rawValue: 1 << 2) }
        public static var curveEaseInOut: UIView.AnimationOptions { .init(rawValue: 0 << 16) }
        public static var curveEaseIn: UIView.AnimationOptions { .init(rawValue: 1 << 16) }
        public static var curveEaseOut: UIView.AnimationOptions { .init(rawValue: 2 << 16) }
        public static var curveLinear: UIView.AnimationOptions { .init(rawValue: 3 << 16) }

        /// The curve bits (16–19) as Core Animation's named timing functions.
        var modelCurve: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: CAMediaTimingFunction(name: .easeIn)
            case 2: CAMediaTimingFunction(name: .easeOut)
            case 3: CAMediaTimingFunction(name: .linear)
            default: CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }
    }

    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var calculationModeLinear: UIView.KeyframeAnimationOptions { .init(rawValue: 0 << 10) }
        public static var calculationModeDiscrete: UIView.KeyframeAnimationOptions { .init(rawValue: 1 << 10) }
        public static var calculationModePaced: UIView.KeyframeAnimationOptions { .init(rawValue: 2 << 10) }
        public static var calculationModeCubic: UIView.KeyframeAnimationOptions { .init(rawValue: 3 << 10) }
        public static var overrideInheritedDuration: UIView.KeyframeAnimationOptions { .init(rawValue: 1 << 5) }
    }

    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }
}

@MainActor open class UIWindow: UIView {
    /// Every window, so a screen update can draw them.
    static var modelWindows: [UIWindow] = []
    public override init(frame: CGRect) {
        super.init(frame: frame)
        UIWindow.modelWindows.append(self)
    }
    public required init?(coder: NSCoder) { return nil }

    /// A screen update: everything in a window is drawn (what a snapshot taken later shows).
    public static func modelScreenUpdate() {
        for window in modelWindows { window.markRendered() }
    }
}

@MainActor open class UIColor: NSObject {
    public let cgColor: CGColor
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(modelRed: red, green: green, blue: blue, alpha: alpha)
    }
    public init(white: CGFloat, alpha: CGFloat) { cgColor = CGColor(modelRed: white, green: white, blue: white, alpha: alpha) }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let c = cgColor.components ?? [0, 0, 0, 1]
        return UIColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }
    /// UIColor.getRed(_:green:blue:alpha:): "If the color is in a compatible color space, the color
    /// is converted into RGB format and its components are returned to your application. If the
    /// color is not in a compatible color space, the parameters are unchanged", and it returns
    /// whether it converted. The model's colours are all RGB (a white is its grey on each channel),
    /// so it returns their components, unclamped as in the extended sRGB space.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                     alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = cgColor.components, c.count == 4 else { return false }
        red?.pointee = c[0]
        green?.pointee = c[1]
        blue?.pointee = c[2]
        alpha?.pointee = c[3]
        return true
    }
}

// MARK: View controllers

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4, overFullScreen = 5, overCurrentContext = 6
    case popover = 7, none = -1, automatic = -2
}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var view: UIView! = UIView(frame: .zero)
    weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    public internal(set) weak var presentingViewController: UIViewController?
    public internal(set) var presentedViewController: UIViewController?
    public internal(set) var presentationController: UIPresentationController?
}

@MainActor open class UINavigationController: UIViewController {
    weak open var delegate: (any UINavigationControllerDelegate)?
    public internal(set) var viewControllers: [UIViewController] = []
    open func popViewController(animated: Bool) -> UIViewController? { viewControllers.popLast() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
}

extension UINavigationController {
    public enum Operation: Int, Sendable {
        case none = 0, push = 1, pop = 2
    }
}

@MainActor open class UITabBarController: UIViewController {
    weak open var delegate: (any UITabBarControllerDelegate)?
    open var selectedIndex: Int = 0
    /// The tabs' root view controllers in the tab bar's display order: index 0 the left-most tab, 1 the
    /// next to the right; nil until the app gives them (Apple, UITabBarController.viewControllers:
    /// "An array of the root view controllers displayed by the tab bar interface", default nil).
    open var viewControllers: [UIViewController]?
}

@MainActor open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    public let presentingViewController: UIViewController
    public internal(set) var containerView: UIView?
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }
    open var presentedView: UIView? { presentedViewController.view }
    /// The presented view's frame when the presentation ends: the container's bounds unless a subclass says otherwise.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open var shouldRemovePresentersView: Bool { false }
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

// MARK: Transitions

public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /* optional */ func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /* optional */ func animationEnded(_ transitionCompleted: Bool)
}

/// What the default `interruptibleAnimator(using:)` returns, so UIKit's model can tell an animator
/// that does not implement the optional method (the SDK asks `respondsToSelector:`).
@MainActor public final class ModelMissingInterruptibleAnimator: UIViewPropertyAnimator {}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        ModelMissingInterruptibleAnimator(duration: 0, curve: .linear)
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

@MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// Drives a transition by percent. With an interruptible animator it pauses that animator and
/// sets its `fractionComplete`; otherwise it runs `animateTransition(using:)` with the container's
/// layer stopped (speed 0) and moves the layer's `timeOffset`, pausing any property animator the
/// transition started. `finish()`/`cancel()` run the rest forwards or backwards at `completionSpeed`.
@MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var duration: CGFloat { CGFloat(modelDuration) }
    public private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart: Bool = true
    /// From the timingCurve page (iOS 10): the timing of the animation that completes the
    /// transition after `finish()` or `cancel()`; nil keeps the animator's own.
    open var timingCurve: (any UITimingCurveProvider)?
    public override init() {}

    weak var modelContext: ModelTransitionContext?
    var modelAnimator: UIViewPropertyAnimator?
    var modelPausedAnimators: [UIViewPropertyAnimator] = []
    var modelDuration: TimeInterval = 0
    var modelLayerObserver: Int?

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? ModelTransitionContext, let controller = context.animationController else { return }
        modelContext = context
        modelDuration = controller.transitionDuration(using: context)
        let animator = controller.interruptibleAnimator(using: context)
        if let property = animator as? UIViewPropertyAnimator, !(property is ModelMissingInterruptibleAnimator) {
            modelAnimator = property
            property.pauseAnimation()
            property.fractionComplete = 0
        } else {
            let layer = context.containerView.layer
            layer.speed = 0
            layer.timeOffset = 0
            let before = UIViewPropertyAnimator.modelLive.count
            controller.animateTransition(using: context)
            modelPausedAnimators = Array(UIViewPropertyAnimator.modelLive.dropFirst(before))
            for animator in modelPausedAnimators { animator.pauseAnimation() }
        }
    }
    /// From the pause() page (iOS 10): pauses an interruptible transition's animation where it
    /// is, so that a gesture can drive it again with `update(_:)`, then `finish()` or `cancel()`.
    open func pause() {
        context?.pauseInteractiveTransition()
        guard let modelAnimator else { return }
        modelAnimator.pauseAnimation()
        percentComplete = modelAnimator.fractionComplete
    }
    var context: ModelTransitionContext? { modelContext }
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        modelContext?.updateInteractiveTransition(self.percentComplete)
        if let modelAnimator {
            modelAnimator.fractionComplete = self.percentComplete
        } else {
            modelContext?.containerView.layer.timeOffset = Double(self.percentComplete) * modelDuration
            for animator in modelPausedAnimators { animator.fractionComplete = self.percentComplete }
        }
    }
    open func cancel() {
        modelContext?.cancelInteractiveTransition()
        modelRunToEnd(forwards: false)
    }
    open func finish() {
        modelContext?.finishInteractiveTransition()
        modelRunToEnd(forwards: true)
    }

    func modelRunToEnd(forwards: Bool) {
        let left = forwards ? 1 - percentComplete : percentComplete
        let factor = max(left / max(completionSpeed, 1e-6), 1e-6)
        if let modelAnimator {
            modelAnimator.isReversed = !forwards
            modelAnimator.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
            return
        }
        for animator in modelPausedAnimators {
            animator.isReversed = !forwards
            animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
        }
        guard let layer = modelContext?.containerView.layer else { return }
        let step = modelDuration * Double(completionSpeed)
        var last = CACurrentMediaTime()
        var id = 0
        id = ModelClock.observe {
            let now = CACurrentMediaTime()
            let moved = (now - last) * step / max(self.modelDuration, 1e-9)
            last = now
            let target = forwards ? self.modelDuration : 0
            let next = forwards ? min(layer.timeOffset + moved, target) : max(layer.timeOffset - moved, target)
            layer.timeOffset = next
            if next == target {
                ModelClock.stopObserving(id)
                layer.speed = 1
                layer.timeOffset = 0
                layer.beginTime = 0
                // The layer's animations now run in media time again; shift them so each keeps its place.
                let shift = CACurrentMediaTime() - target
                for sub in ModelTransitionContext.layers(under: layer) {
                    for entry in sub.modelAnimations { entry.animation.beginTime += shift }
                }
            }
        }
    }
}

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /* optional */ func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /* optional */ func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /* optional */ func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /* optional */ func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /* optional */ func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /* optional */ func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /* optional */ func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /* optional */ func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /* optional */ func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }
}

@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /* optional */ func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /* optional */ func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

// MARK: Property animators

public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start = 1, current = 2
}

public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active = 1, stopped = 2
}

@MainActor public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

@MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {}

@MainActor public protocol UITimingCurveProvider: NSCoding, NSCopying {}

@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The spring, or nil for one given by a damping ratio (its stiffness depends on the animator's duration).
    let modelSpring: ModelSpring?
    let modelDampingRatio: CGFloat
    let modelVelocity: CGVector
    /// The velocity the motion starts with, relative to the animation's distance per second.
    open var initialVelocity: CGVector { modelVelocity }
    /// The documented default: a damping ratio of 4.56, no velocity.
    public override convenience init() { self.init(dampingRatio: 4.56, initialVelocity: CGVector()) }
    nonisolated public required init?(coder: NSCoder) { return nil }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        (modelSpring, modelDampingRatio, modelVelocity) = (nil, ratio, velocity)
    }
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        modelSpring = ModelSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity.dx)
        (modelDampingRatio, modelVelocity) = (damping / (2 * (stiffness * mass).squareRoot()), velocity)
    }
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector()) }
    nonisolated open func encode(with coder: NSCoder) {}
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}

@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    let modelCurve: ModelCubicBezier
    public override convenience init() { self.init(animationCurve: .easeInOut) }
    nonisolated public required init?(coder: NSCoder) { return nil }
    public init(animationCurve curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: modelCurve = ModelCubicBezier(0.42, 0, 0.58, 1)
        case .easeIn: modelCurve = ModelCubicBezier(0.42, 0, 1, 1)
        case .easeOut: modelCurve = ModelCubicBezier(0, 0, 0.58, 1)
        case .linear: modelCurve = ModelCubicBezier(0, 0, 1, 1)
        }
    }
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        modelCurve = ModelCubicBezier(point1.x, point1.y, point2.x, point2.y)
    }
    nonisolated open func encode(with coder: NSCoder) {}
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// An animation a property animator drives: its value follows the animator's progress, never the clock directly.
final class ModelAnimatorAnimation: CAPropertyAnimation, @unchecked Sendable {
    weak var animator: UIViewPropertyAnimator?
    var from: ModelValue = .number(0)
    var to: ModelValue = .number(0)
    /// Key times and values of a keyframe block run inside the animator, over its progress.
    var keyframes: (times: [Double], values: [ModelValue], discrete: Bool)?
    override func modelCopy() -> CAAnimation { self }
    override func modelIsFinished(atLocalTime t: CFTimeInterval) -> Bool { false }
    override func modelValue(atLocalTime t: CFTimeInterval, base: ModelValue, model: ModelValue) -> ModelValue? {
        guard let animator else { return nil }
        return MainActor.assumeIsolated { value(at: animator.modelProgress, alongY: animator.modelProgressAlongY) }
    }
    /// The value at an animator progress: between `from` and `to`, or along the keyframes. A view's position
    /// (its layer's `position`) moves along y at `alongY` where a spring gives y a velocity of its own
    /// (UISpringTimingParameters.initialVelocity: "For view position animations, both components of the
    /// initial velocity vector are considered", each "along the respective x and y axes").
    func value(at progress: Double, alongY: Double? = nil) -> ModelValue {
        if let alongY, keyframes == nil, keyPath == "position", case .point(let a) = from, case .point(let b) = to {
            return .point(CGPoint(x: a.x + (b.x - a.x) * progress, y: a.y + (b.y - a.y) * alongY))
        }
        guard let (times, values, discrete) = keyframes else { return ModelValue.interpolate(from, to, progress) }
        guard let next = times.firstIndex(where: { $0 > progress }) else { return values[values.count - 1] }
        guard next > 0 else { return values[0] }
        let span = times[next] - times[next - 1]
        if discrete || span <= 0 { return values[next - 1] }
        return ModelValue.interpolate(values[next - 1], values[next], (progress - times[next - 1]) / span)
    }
}

/// Runs its blocks' changes as animations whose time it owns: it can be paused, scrubbed through
/// `fractionComplete`, reversed and continued with a new duration, as UIViewPropertyAnimator's
/// documentation describes. The timing curve applies to the fraction (see docs/uikit-model.md).
@MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// Animators not yet finished, oldest first.
    public static var modelLive: [UIViewPropertyAnimator] = []

    public let duration: TimeInterval
    public let timingParameters: (any UITimingCurveProvider)?
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning: Bool = false
    open var isReversed: Bool = false {
        didSet { if isRunning { rebase() } }
    }
    open var isInterruptible: Bool = true
    /// From the scrubsLinearly page (iOS 11): "whether a paused animation scrubs linearly or uses its specified timing
    /// information"; true (the default) "causes the animator to use a linear timing function during scrubbing", false
    /// "causes the animator to use its specified timing curve". Paused, the model shows the progress at
    /// `fractionComplete` itself when true, its timing curve's progress there when false (`modelProgress`).
    open var scrubsLinearly: Bool = true
    /// From the pausesOnCompletion page (iOS 11): when true, an animator whose animations finish
    /// "remains in the active state" and "does not execute its completion handler", so that it can
    /// still be reversed or scrubbed; it stays paused at the end it reached until told otherwise.
    open var pausesOnCompletion: Bool = false

    var blocks: [() -> Void] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var changes: [ModelChangeRecording.Change] = []
    var animations: [ModelAnimatorAnimation] = []
    /// Time fraction at `anchorTime`, and seconds per unit of fraction from then on.
    var anchorFraction: Double = 0
    var anchorTime: CFTimeInterval = 0
    var secondsPerUnit: Double
    var curve: (Double) -> Double
    /// The progress of a view position's y where a spring's velocity differs along y (`initialVelocity.dy`), else nil.
    var curveAlongY: ((Double) -> Double)?
    /// Whether `curve` times only the rest after a continuation with new timing parameters.
    var continuedWithNewTiming = false
    var observer: Int?

    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        secondsPerUnit = duration
        curve = UIViewPropertyAnimator.curve(for: parameters, duration: duration)
        curveAlongY = UIViewPropertyAnimator.curveAlongY(for: parameters, duration: duration)
        super.init()
    }
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Eased progress for a time fraction: a cubic curve maps it directly; a spring runs in
    /// seconds (fraction × duration), reaching its rest value when the duration ends.
    static func curve(for parameters: any UITimingCurveProvider, duration: TimeInterval) -> (Double) -> Double {
        if let cubic = parameters as? UICubicTimingParameters {
            let bezier = cubic.modelCurve
            return { bezier.value(at: $0) }
        }
        if let spring = parameters as? UISpringTimingParameters {
            let solved = spring.modelSpring
                ?? ModelSpring(dampingRatio: spring.modelDampingRatio, period: duration, initialVelocity: spring.modelVelocity.dx)
            return { $0 >= 1 ? 1 : solved.value(at: $0 * duration) }
        }
        return { $0 }
    }

    /// A spring's progress along y for a view's position, where its velocity's `dy` differs from the `dx` that times
    /// every other value (UISpringTimingParameters.initialVelocity); nil where one curve times everything.
    static func curveAlongY(for parameters: any UITimingCurveProvider, duration: TimeInterval) -> ((Double) -> Double)? {
        guard let spring = parameters as? UISpringTimingParameters, spring.modelVelocity.dy != spring.modelVelocity.dx else { return nil }
        let alongX = spring.modelSpring
        let solved = alongX.map { ModelSpring(mass: $0.mass, stiffness: $0.stiffness, damping: $0.damping, initialVelocity: spring.modelVelocity.dy) }
            ?? ModelSpring(dampingRatio: spring.modelDampingRatio, period: duration, initialVelocity: spring.modelVelocity.dy)
        return { $0 >= 1 ? 1 : solved.value(at: $0 * duration) }
    }

    /// The time fraction now.
    var timeFraction: Double {
        guard isRunning else { return anchorFraction }
        let elapsed = max(CACurrentMediaTime() - anchorTime, 0)
        let moved = secondsPerUnit > 0 ? elapsed / secondsPerUnit : 1
        return min(max(anchorFraction + (isReversed ? -moved : moved), 0), 1)
    }
    var modelProgress: Double { scrubbedLinearly ? timeFraction : curve(timeFraction) }
    var modelProgressAlongY: Double? { scrubbedLinearly ? nil : curveAlongY.map { $0(timeFraction) } }
    /// Paused with `scrubsLinearly`: the fraction is the progress shown, whatever the timing curve.
    var scrubbedLinearly: Bool { scrubsLinearly && state == .active && !isRunning }

    open var fractionComplete: CGFloat {
        get { timeFraction }
        set {
            guard !isRunning else { return }
            anchorFraction = min(max(newValue, 0), 1)
        }
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .inactive { blocks.append(animation) } else { run(animation) }
    }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }
    open func addCompletion(_ completion: @escaping UIViewAnimatingCompletion) { completions.append(completion) }

    func activate() {
        guard state == .inactive else { return }
        state = .active
        UIViewPropertyAnimator.modelLive.append(self)
        for block in blocks { run(block) }
        blocks = []
    }

    /// The animator whose block is running, whose duration and timing keyframe blocks inherit.
    nonisolated(unsafe) static var modelRunningBlock: UIViewPropertyAnimator?

    func run(_ block: () -> Void) {
        let outer = UIViewPropertyAnimator.modelRunningBlock
        UIViewPropertyAnimator.modelRunningBlock = self
        defer { UIViewPropertyAnimator.modelRunningBlock = outer }
        for change in ModelChangeRecording.record(block) {
            let animation = ModelAnimatorAnimation()
            animation.keyPath = change.keyPath
            (animation.animator, animation.from, animation.to) = (self, change.from, change.to)
            change.layer.add(animation, forKey: "animator-\(ObjectIdentifier(self).hashValue)-\(change.keyPath)")
            changes.append(change)
            animations.append(animation)
        }
    }

    /// A keyframe block run inside one of the animator's blocks: each property follows its key
    /// frames over the animator's progress, ending at the last frame's value.
    func modelAdd(_ recording: ModelKeyframeRecording, discrete: Bool) {
        for (layer, keyPath, start) in recording.properties {
            let (times, values) = recording.keyframes(layer, keyPath, from: start)
            let animation = ModelAnimatorAnimation()
            animation.keyPath = keyPath
            (animation.animator, animation.from, animation.to) = (self, start, values[values.count - 1])
            animation.keyframes = (times, values, discrete)
            layer.add(animation, forKey: "animator-\(ObjectIdentifier(self).hashValue)-\(keyPath)")
            changes.append(ModelChangeRecording.Change(layer: layer, keyPath: keyPath, from: start, to: values[values.count - 1]))
            animations.append(animation)
        }
    }

    open func startAnimation() { startAnimation(afterDelay: 0) }
    open func startAnimation(afterDelay delay: TimeInterval) {
        activate()
        guard state == .active, !isRunning else { return }
        isRunning = true
        anchorTime = CACurrentMediaTime() + delay
        watch()
    }
    open func pauseAnimation() {
        activate()
        guard state == .active else { return }
        let wasRunning = isRunning
        anchorFraction = timeFraction
        isRunning = false
        // UIKit documents neither how a running animator paused to scrub linearly, nor one continued with new timing
        // and paused (the header's "the animator's current timing" leaves the fraction's meaning open), keeps its place.
        // The model's guess: the views stay where they are shown; the fraction reports that progress, scrubs linearly
        // from it, and runs on linearly.
        if continuedWithNewTiming || (wasRunning && scrubsLinearly) {
            anchorFraction = curve(anchorFraction)
            curve = { $0 }
            curveAlongY = nil
            continuedWithNewTiming = false
        }
    }
    /// Continues from the current fraction; the rest takes `durationFactor × duration` seconds.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active else { return }
        let shownNow = modelProgress
        anchorFraction = timeFraction
        let left = isReversed ? anchorFraction : 1 - anchorFraction
        secondsPerUnit = left > 0 ? Double(durationFactor) * duration / left : duration
        if let parameters {
            // The page says the parameters time "the remainder of the animation": from the
            // progress shown now to the end, over the remaining seconds; a spring's initial
            // velocity is relative to that remaining distance (UISpringTimingParameters).
            let (start, shown, target) = (anchorFraction, shownNow, isReversed ? 0.0 : 1.0)
            let rest = UIViewPropertyAnimator.curve(for: parameters, duration: Double(durationFactor) * duration)
            curve = { fraction in
                let u = target == start ? 1 : min(max((fraction - start) / (target - start), 0), 1)
                return shown + (target - shown) * rest(u)
            }
            // The model continues one progress for both axes: a per-axis velocity here times y like x.
            curveAlongY = nil
            continuedWithNewTiming = true
        }
        anchorTime = CACurrentMediaTime()
        isRunning = true
        watch()
    }
    func rebase() {
        anchorFraction = timeFraction
        anchorTime = CACurrentMediaTime()
    }
    func watch() {
        guard observer == nil else { return }
        observer = ModelClock.observe { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.isRunning, CACurrentMediaTime() >= self.anchorTime else { return }
                let fraction = self.timeFraction
                let reached: UIViewAnimatingPosition? = !self.isReversed && fraction >= 1 ? .end : self.isReversed && fraction <= 0 ? .start : nil
                guard let reached else { return }
                if self.pausesOnCompletion { self.pauseAnimation() } else { self.finishAnimation(at: reached) }
            }
        }
    }

    /// `true`: the animator ends (inactive) without completions, the values stay where they are
    /// shown; `false`: it stops, waiting for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        // What shows now, running along the curve or paused (scrubbing linearly or not).
        let (progress, alongY) = (modelProgress, modelProgressAlongY)
        anchorFraction = timeFraction
        isRunning = false
        removeAnimations()
        ModelChangeRecording.quietly {
            for (change, animation) in zip(changes, animations) {
                change.layer.setModelValue(animation.value(at: progress, alongY: alongY), forKeyPath: change.keyPath)
            }
        }
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { end() }
    }

    /// Puts the values at the position and runs the completions with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state != .inactive else { return }
        let (progress, alongY) = (modelProgress, modelProgressAlongY)
        isRunning = false
        removeAnimations()
        ModelChangeRecording.quietly {
            for (change, animation) in zip(changes, animations) {
                switch finalPosition {
                case .end: change.layer.setModelValue(change.to, forKeyPath: change.keyPath)
                case .start: change.layer.setModelValue(change.from, forKeyPath: change.keyPath)
                case .current: change.layer.setModelValue(animation.value(at: progress, alongY: alongY), forKeyPath: change.keyPath)
                }
            }
        }
        state = .inactive
        end()
        let list = completions
        completions = []
        for completion in list { completion(finalPosition) }
    }

    func removeAnimations() {
        for change in changes { change.layer.removeAnimation(forKey: "animator-\(ObjectIdentifier(self).hashValue)-\(change.keyPath)") }
    }
    func end() {
        observer.map(ModelClock.stopObserving)
        observer = nil
        UIViewPropertyAnimator.modelLive.removeAll { $0 === self }
    }
}

// MARK: Gestures

/// Only its deceleration rates, which gesture code uses to project where a released finger
/// would carry content (UIScrollView.DecelerationRate: `normal` 0.998, `fast` 0.99 per millisecond).
@MainActor open class UIScrollView: UIView {}

extension UIScrollView {
    public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// Insets from each edge of a rectangle (UIKit, `UIEdgeInsets`).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    /// "An edge insets struct whose top, left, bottom, and right fields are all set to 0."
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var top: UIRectEdge { .init(rawValue: 1 << 0) }
    public static var left: UIRectEdge { .init(rawValue: 1 << 1) }
    public static var bottom: UIRectEdge { .init(rawValue: 1 << 2) }
    public static var right: UIRectEdge { .init(rawValue: 1 << 3) }
    public static var all: UIRectEdge { .init(rawValue: 15) }
}

/// A recognizer a test drives: `modelSend` sets its state and touch and sends the action to the target.
@MainActor open class UIGestureRecognizer: NSObject {
    var modelTargets: [(target: AnyObject, action: Selector)] = []
    public init(target: Any?, action: Selector?) {
        if let target = target as AnyObject?, let action { modelTargets.append((target, action)) }
        super.init()
    }
    public internal(set) var state: UIGestureRecognizer.State = .possible
    weak var modelView: UIView?
    open var view: UIView? { modelView }
    open var isEnabled: Bool = true
    var modelLocation: CGPoint = .zero
    /// The touch in window coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return modelLocation }
        return view.convert(modelLocation, from: nil as UIView?)
    }
    open func addTarget(_ target: Any, action: Selector) { modelTargets.append((target as AnyObject, action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        modelTargets.removeAll { entry in (target == nil || entry.target === target as AnyObject) && (action == nil || entry.action == action) }
    }

    /// Asked before the recognizer leaves `.possible`. From UIGestureRecognizerDelegate's
    /// gestureRecognizerShouldBegin(_:) page: `false` moves the recognizer to `.failed`, and a
    /// failed recognizer sends no action.
    weak open var delegate: (any UIGestureRecognizerDelegate)?

    /// Moves the recognizer to `state` and sends its action to every target, as the touch system would.
    /// A touch that begins a gesture asks the delegate first; a refused one fails without an action.
    public func modelSend(_ state: UIGestureRecognizer.State) {
        if state == .began, let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            self.state = .failed
            return
        }
        // A failed recognizer ignores the rest of the touch and is reset to `.possible` when it ends.
        if self.state == .failed, state != .began {
            if state == .ended || state == .cancelled { self.state = .possible }
            return
        }
        self.state = state
        for (target, action) in modelTargets { (target as? ModelSelectorTarget)?.modelPerform(action, with: self) }
    }
}

/// The delegate a recognizer asks before it begins; the SDK declares it `@MainActor`, its
/// requirements optional (here: defaults, as for the other optional requirements).
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /* optional */ func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Documented default: begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

extension CGPoint {
    /// `UIView.convert(_:from:)` for a point.
    fileprivate func offset(by origin: CGPoint) -> CGPoint { CGPoint(x: x - origin.x, y: y - origin.y) }
}

extension UIView {
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.modelOriginInWindow(point) ?? point
        return inWindow.offset(by: modelOriginInWindow(.zero))
    }
}

extension UIGestureRecognizer {
    public enum State: Int, Sendable {
        case possible = 0, began = 1, changed = 2, ended = 3, cancelled = 4, failed = 5
    }
}

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    var modelTranslation: CGPoint = .zero
    var modelVelocity: CGPoint = .zero
    /// Translation and velocity are vectors: the model's views are unscaled, so they read the same in every view.
    open func translation(in view: UIView?) -> CGPoint { modelTranslation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { modelTranslation = translation }
    open func velocity(in view: UIView?) -> CGPoint { modelVelocity }

    /// Sends a pan: the touch moved by `translation` from where it began, at `velocity` points per second.
    public func modelSend(_ state: UIGestureRecognizer.State, translation: CGPoint, velocity: CGPoint = .zero, location: CGPoint = .zero) {
        (modelTranslation, modelVelocity, modelLocation) = (translation, velocity, location)
        modelSend(state)
    }
}

@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

/// A pinch. Apple's `UIPinchGestureRecognizer.scale` page: the scale factor relative to the two
/// touches, an absolute value since the gesture began; "You may set the scale factor, but doing so
/// resets the velocity". The class's header declares `velocity` read-only, "velocity of the pinch
/// in scale/second" (negative while the fingers close).
@MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1 { didSet { modelVelocity = 0 } }
    var modelVelocity: CGFloat = 0
    open var velocity: CGFloat { modelVelocity }
    /// Sends a pinch: the fingers are `scale` times as far apart as when they began, changing by `velocity` per second.
    public func modelSend(_ state: UIGestureRecognizer.State, scale: CGFloat, velocity: CGFloat = 0) {
        self.scale = scale
        modelVelocity = velocity
        modelSend(state)
    }
}

// MARK: Paths

/// A path made by UIKit. `init(roundedRect:cornerRadius:)`: "a closed subpath, proceeding in a
/// clockwise direction"; "values larger than half the rectangle's width or height are clamped
/// appropriately to half the width or height". The model draws each corner as one cubic curve
/// (UIKit's continuous corners differ in shape, not in the path's bounds), always with the same
/// elements, so two such paths interpolate point by point.
@MainActor open class UIBezierPath: NSObject {
    public let cgPath: CGPath

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = min(max(cornerRadius, 0), rect.width / 2, rect.height / 2)
        let k: CGFloat = 0.5523  // a quarter circle's control distance, as a fraction of its radius
        let path = CGMutablePath()
        path.move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        path.addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + r), control1: CGPoint(x: rect.maxX - r + k * r, y: rect.minY),
                      control2: CGPoint(x: rect.maxX, y: rect.minY + r - k * r))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        path.addCurve(to: CGPoint(x: rect.maxX - r, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - r + k * r),
                      control2: CGPoint(x: rect.maxX - r + k * r, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        path.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - r), control1: CGPoint(x: rect.minX + r - k * r, y: rect.maxY),
                      control2: CGPoint(x: rect.minX, y: rect.maxY - r + k * r))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        path.addCurve(to: CGPoint(x: rect.minX + r, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + r - k * r),
                      control2: CGPoint(x: rect.minX + r - k * r, y: rect.minY))
        path.closeSubpath()
        cgPath = path
        super.init()
    }
}
