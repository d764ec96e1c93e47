// Stand-in for Apple's UIKit, declaring the iOS SDK's Swift signatures for everything the
// generator may use, so generated code type-checks on Linux. Bodies are placeholders.
//
// One deliberate difference: `@objc optional` protocol requirements cannot be declared on
// Linux (Foundation's NSObjectProtocol is not an Objective-C protocol), so optional
// requirements are ordinary ones with default implementations. A method that nearly matches
// one then draws Swift's "nearly matches defaulted requirement" warning, and the harness
// fails on any warning, so a misspelt delegate method is still caught.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import QuartzCore

// MARK: Views

@MainActor open class UIResponder: NSObject {}

public enum UIAccessibility {
    @MainActor public static var isReduceMotionEnabled: Bool { false }
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

@MainActor open class UIView: UIResponder {
    open class var layerClass: AnyClass { CALayer.self }
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    open var isUserInteractionEnabled: Bool = true
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var layer: CALayer { CALayer() }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var transform: CGAffineTransform = .identity
    open var superview: UIView? { nil }
    open var clipsToBounds: Bool = false
    open var alpha: CGFloat = 1
    open var isHidden: Bool = false
    open var backgroundColor: UIColor?
    open var autoresizingMask: UIView.AutoresizingMask = []
    open func removeFromSuperview() {}
    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
                                     animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                animations: @escaping () -> Void) {}
}

extension UIView {
    public struct AutoresizingMask: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var flexibleLeftMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 0) }
        public static var flexibleWidth: UIView.AutoresizingMask { .init(rawValue: 1 << 1) }
        public static var flexibleRightMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 2) }
        public static var flexibleTopMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 3) }
        public static var flexibleHeight: UIView.AutoresizingMask { .init(rawValue: 1 << 4) }
        public static var flexibleBottomMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 5) }
    }

    public struct AnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var allowUserInteraction: UIView.AnimationOptions { .init(rawValue: 1 << 1) }
        public static var beginFromCurrentState: UIView.AnimationOptions { .init(rawValue: 1 << 2) }
        public static var curveEaseInOut: UIView.AnimationOptions { .init(rawValue: 0 << 16) }
        public static var curveEaseIn: UIView.AnimationOptions { .init(rawValue: 1 << 16) }
        public static var curveEaseOut: UIView.AnimationOptions { .init(rawValue: 2 << 16) }
        public static var curveLinear: UIView.AnimationOptions { .init(rawValue: 3 << 16) }
    }

    public struct KeyframeAnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var calculationModeLinear: UIView.KeyframeAnimationOptions { .init(rawValue: 0 << 10) }
        public static var calculationModeDiscrete: UIView.KeyframeAnimationOptions { .init(rawValue: 1 << 10) }
        public static var calculationModePaced: UIView.KeyframeAnimationOptions { .init(rawValue: 2 << 10) }
        public static var calculationModeCubic: UIView.KeyframeAnimationOptions { .init(rawValue: 3 << 10) }
    }

    public enum AnimationCurve: Int {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }
}

@MainActor open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    open var cgColor: CGColor { CGColor() }
}

@MainActor open class UIViewController: UIResponder {
    open var view: UIView!
    weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
}

@MainActor open class UINavigationController: UIViewController {
    weak open var delegate: (any UINavigationControllerDelegate)?
    open func popViewController(animated: Bool) -> UIViewController? { nil }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

extension UINavigationController {
    public enum Operation: Int {
        case none = 0, push = 1, pop = 2
    }
}

@MainActor open class UITabBarController: UIViewController {
    weak open var delegate: (any UITabBarControllerDelegate)?
    open var selectedIndex: Int = 0
}

@MainActor open class UIPresentationController: NSObject {}

// MARK: Transitions

public struct UITransitionContextViewKey: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable {
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

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: 0, curve: .linear)
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

@MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

@MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var duration: CGFloat { 0 }
    open var percentComplete: CGFloat { 0 }
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart: Bool = true
    public override init() {}
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
    open func pause() {}
    open func update(_ percentComplete: CGFloat) {}
    open func cancel() {}
    open func finish() {}
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

public enum UIViewAnimatingPosition: Int {
    case end = 0, start = 1, current = 2
}

public enum UIViewAnimatingState: Int {
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

public protocol UITimingCurveProvider: NSCoding, NSCopying {}

open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public override init() {}
    public required init?(coder: NSCoder) {}
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {}
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
    public convenience init(dampingRatio ratio: CGFloat) { self.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public override init() {}
    public required init?(coder: NSCoder) {}
    public init(animationCurve curve: UIView.AnimationCurve) {}
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {}
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

@MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {}
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    }
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    }
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    }
    open var state: UIViewAnimatingState { .inactive }
    open var isRunning: Bool { false }
    open var isReversed: Bool = false
    open var fractionComplete: CGFloat = 0
    open func addAnimations(_ animation: @escaping () -> Void) {}
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    open func startAnimation() {}
    open func startAnimation(afterDelay delay: TimeInterval) {}
    open func pauseAnimation() {}
    open func stopAnimation(_ withoutFinishing: Bool) {}
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

// MARK: Gestures

public struct UIRectEdge: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var top: UIRectEdge { .init(rawValue: 1 << 0) }
    public static var left: UIRectEdge { .init(rawValue: 1 << 1) }
    public static var bottom: UIRectEdge { .init(rawValue: 1 << 2) }
    public static var right: UIRectEdge { .init(rawValue: 1 << 3) }
    public static var all: UIRectEdge { .init(rawValue: 15) }
}

@MainActor open class UIGestureRecognizer: NSObject {
    public init(target: Any?, action: Selector?) {}
    open var state: UIGestureRecognizer.State { .possible }
    weak open var view: UIView? { nil }
    open var isEnabled: Bool = true
    open func location(in view: UIView?) -> CGPoint { .zero }
}

extension UIGestureRecognizer {
    public enum State: Int {
        case possible = 0, began = 1, changed = 2, ended = 3, cancelled = 4, failed = 5
    }
}

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}

@MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}
