// What UIKit does around a custom transition, which an app never writes: the transition context
// it hands the animator, the window and container it sets up for a push, a presentation or a tab
// switch, and what it does after `completeTransition(_:)` (for a `.custom` presentation the
// presenter's view is never handed over, and the container is removed after a dismiss). From
// UIViewControllerContextTransitioning's and UIModalPresentationStyle's documentation.

/// The context UIKit hands an animator; it counts `completeTransition(_:)` calls.
@MainActor public final class ModelTransitionContext: NSObject, UIViewControllerContextTransitioning {
    public let containerView: UIView
    public var isAnimated: Bool = true
    public var isInteractive: Bool = false
    public private(set) var transitionWasCancelled: Bool = false
    public private(set) var completions: [Bool] = []
    public private(set) var percentComplete: CGFloat = 0
    public var targetTransform: CGAffineTransform { .identity }
    let controllers: [UITransitionContextViewControllerKey: UIViewController]
    let views: [UITransitionContextViewKey: UIView]
    let finalFrames: [ObjectIdentifier: CGRect]
    /// The animation controller (UIKit keeps it privately; the percent-driven driver asks it).
    public var animationController: (any UIViewControllerAnimatedTransitioning)?
    var onComplete: (Bool) -> Void = { _ in }

    init(container: UIView, controllers: [UITransitionContextViewControllerKey: UIViewController], views: [UITransitionContextViewKey: UIView],
         finalFrames: [ObjectIdentifier: CGRect]) {
        (containerView, self.controllers, self.views, self.finalFrames) = (container, controllers, views, finalFrames)
    }

    public func updateInteractiveTransition(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
    public func finishInteractiveTransition() { transitionWasCancelled = false }
    public func cancelInteractiveTransition() { transitionWasCancelled = true }
    public func pauseInteractiveTransition() {}
    public func completeTransition(_ didComplete: Bool) {
        completions.append(didComplete)
        if completions.count == 1 {
            onComplete(didComplete)
            animationController?.animationEnded(didComplete)
        }
    }
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    public func initialFrame(for vc: UIViewController) -> CGRect {
        vc === controllers[.from] ? (vc.view?.frame ?? .zero) : .zero
    }
    /// The to-controller's frame when the transition ends; `.zero` for the from-controller, as UIKit gives for a view that leaves.
    public func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    static func layers(under layer: CALayer) -> [CALayer] {
        [layer] + (layer.sublayers ?? []).flatMap { layers(under: $0) }
    }
}

/// A screen: a window holding an app's navigation controller, presentations and tabs, running
/// custom transitions as UIKit would. Tests build one per scenario.
@MainActor public final class ModelScreen {
    public let window: UIWindow
    /// The navigation (or tab) controller's view, filling the window; its transition container.
    public let rootController: UIViewController
    public let transitionView: UIView
    /// The presentation's container while one is on screen.
    public private(set) var presentationContainer: UIView?
    public private(set) var context: ModelTransitionContext?

    public init(size: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        rootController = UIViewController()
        rootController.view.frame = window.bounds
        window.addSubview(rootController.view)
        transitionView = UIView(frame: window.bounds)
        rootController.view.addSubview(transitionView)
    }

    /// A controller whose view fills the window, as a screen of an app.
    public func makeController() -> UIViewController {
        let controller = UIViewController()
        controller.view.frame = window.bounds
        return controller
    }

    /// Shows a controller as the navigation's top screen (no transition), drawn once.
    public func show(_ controller: UIViewController) {
        for view in transitionView.subviews { view.removeFromSuperview() }
        controller.view.frame = window.bounds
        transitionView.addSubview(controller.view)
        UIWindow.modelScreenUpdate()
    }

    /// A push, pop or tab switch: UIKit hands both views; after completion it removes the from-view
    /// if the animator left it (a navigation controller shows only its top view).
    public func beginNavigation(from: UIViewController, to: UIViewController) -> ModelTransitionContext {
        let context = ModelTransitionContext(container: transitionView, controllers: [.from: from, .to: to],
                                             views: [.from: from.view, .to: to.view],
                                             finalFrames: [ObjectIdentifier(to): transitionView.bounds])
        context.onComplete = { completed in
            let leaving = completed ? from.view! : to.view!
            if leaving.superview === self.transitionView { leaving.removeFromSuperview() }
        }
        self.context = context
        return context
    }

    /// The presenter's superview before a presentation that hands it over, where UIKit puts it back.
    private var presenterSuperview: UIView?

    /// A presentation in `style`: UIKit adds a container over the window's content. Under
    /// `.custom` and `.overFullScreen` the presenter's view is not handed over (`view(forKey: .from)`
    /// is nil) and stays where it is; under `.fullScreen`, or `.custom` with a presentation
    /// controller whose `shouldRemovePresentersView` is true, it is handed over and removed from the
    /// window when the presentation completes ("When a fullscreen view controller is presented (the
    /// corresponding presentation controller's -shouldRemovePresentersView returns YES), the
    /// presentation controller temporarily relocates the presenting view controller's view":
    /// Apple's CustomTransitions sample, AAPLCustomPresentationSecondViewController.m).
    /// The presentation controller hears `presentationTransitionWillBegin()` before the animator runs
    /// and `presentationTransitionDidEnd(_:)` after `completeTransition(_:)` (UIPresentationController,
    /// "Tracking the transition start and end").
    public func beginPresentation(of presented: UIViewController, over presenter: UIViewController,
                                  style: UIModalPresentationStyle, presentationController: UIPresentationController? = nil) -> ModelTransitionContext {
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        presentationContainer = container
        presentationController?.containerView = container
        presented.presentationController = presentationController
        let handsPresenter = style == .fullScreen || (style == .custom && presentationController?.shouldRemovePresentersView == true)
        presenterSuperview = presenter.view.superview
        let finalFrame = presentationController?.frameOfPresentedViewInContainerView ?? container.bounds
        let context = ModelTransitionContext(
            container: container, controllers: [.from: presenter, .to: presented],
            views: handsPresenter ? [.from: presenter.view, .to: presented.view] : [.to: presented.view],
            finalFrames: [ObjectIdentifier(presented): finalFrame])
        presentationController?.presentationTransitionWillBegin()
        context.onComplete = { completed in
            if completed {
                presented.presentingViewController = presenter
                presenter.presentedViewController = presented
                if handsPresenter { presenter.view.removeFromSuperview() }
            } else {
                container.removeFromSuperview()
                self.presentationContainer = nil
            }
            presentationController?.presentationTransitionDidEnd(completed)
        }
        self.context = context
        return context
    }

    /// A layout pass of the presentation's container (a rotation, a size change): UIKit tells the
    /// presentation controller before laying the container out ("containerViewWillLayoutSubviews():
    /// Notifies the presentation controller that layout is about to begin on the views of the
    /// container view"); a container view without a presentation controller lays nothing out here.
    public func layoutPresentation(of presented: UIViewController) {
        guard presentationContainer != nil, let controller = presented.presentationController else { return }
        controller.containerViewWillLayoutSubviews()
        controller.containerViewDidLayoutSubviews()
    }

    /// A size change of the screen (a rotation, a window resized): the window and the views filling
    /// it take the new size, the presentation's container with them, and the presentation controller,
    /// if any, hears of the layout of its container ("UIKit calls this method before changing the size
    /// of a presented view controller's view": UIContentContainer.viewWillTransition(to:with:); then
    /// containerViewWillLayoutSubviews(), "before adjusting the layout of the views in the container
    /// view", and containerViewDidLayoutSubviews()). Views the app or a presentation controller put in
    /// the container keep their frames unless that controller lays them out.
    public func resize(to size: CGSize, presented: UIViewController?) {
        window.frame = CGRect(origin: .zero, size: size)
        for view in [rootController.view!, transitionView] + (presentationContainer.map { [$0] } ?? []) { view.frame = window.bounds }
        if let presented { layoutPresentation(of: presented) }
    }

    /// The dismissal of what `beginPresentation` presented: the same container; under `.custom`
    /// only the presented view is handed over. After completion UIKit removes the container (and
    /// with it anything the animator left inside) and, for `.fullScreen`, puts the presenter's view back.
    public func beginDismissal(of presented: UIViewController, from presenter: UIViewController,
                               style: UIModalPresentationStyle) -> ModelTransitionContext {
        let container = presentationContainer ?? transitionView
        let presentationController = presented.presentationController
        let handsPresenter = style == .fullScreen || (style == .custom && presentationController?.shouldRemovePresentersView == true)
        // "When the fullscreen view controller is dismissed, the presentation controller places the presenting
        // view controller's view back in its previous superview" (CustomTransitions sample, as above).
        let presenterSuperview = self.presenterSuperview ?? rootController.view
        let context = ModelTransitionContext(
            container: container, controllers: [.from: presented, .to: presenter],
            views: handsPresenter ? [.from: presented.view, .to: presenter.view] : [.from: presented.view],
            finalFrames: [ObjectIdentifier(presenter): container.bounds])
        presentationController?.dismissalTransitionWillBegin()
        context.onComplete = { completed in
            presentationController?.dismissalTransitionDidEnd(completed)
            guard completed else { return }
            container.removeFromSuperview()
            self.presentationContainer = nil
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            if handsPresenter, presenter.view.window == nil, let presenterSuperview { presenterSuperview.addSubview(presenter.view) }
        }
        self.context = context
        return context
    }
}

/// What a view shows on screen at the model clock, from its layer's presentation values.
public struct ModelViewState: Equatable, Sendable {
    /// The untransformed frame in the container's coordinates.
    public var frame: CGRect
    /// The anchor point, in unit coordinates.
    public var anchor: CGPoint
    /// The layer's transform about its anchor, sixteen fields row by row.
    public var transform: [CGFloat]
    /// The opacity, clamped to 0…1 as the render server draws it (a spring may overshoot the model value).
    public var alpha: CGFloat
    /// The view's own `isHidden`.
    public var hidden: Bool
    /// Whether it is in a window, with no hidden ancestor: what the screen can show of it.
    public var onScreen: Bool
    /// Its index among the container's subviews, bottom 0 (nil when not a subview of the container).
    public var z: Int?
    public var zPosition: CGFloat
    public var cornerRadius: CGFloat
    /// The bounds of the mask, in the view's coordinates: its path's if its mask is a shape layer, a mask view's frame.
    public var maskBounds: CGRect?
    /// For a snapshot view, whether it shows nothing.
    public var emptySnapshot: Bool
    /// The shadow's opacity as seen: 0 when the layer clips to its bounds, since a clipping layer
    /// cuts away everything outside its bounds (CALayer.masksToBounds: "sublayers that extend
    /// outside the layer's boundaries are clipped"), and the shadow lies outside them.
    public var shadowOpacity: CGFloat = 0
    public var shadowRadius: CGFloat = 0
    public var shadowOffset: CGSize = .zero
    /// The shadow colour's red, green, blue and alpha.
    public var shadowColor: [CGFloat] = []
    /// The bounds of `shadowPath`, in the view's coordinates, if it has one.
    public var shadowPathBounds: CGRect?
    /// The layer's background colour as drawn, red, green, blue and alpha (clear where it has none).
    public var backgroundColor: [CGFloat]
}

extension UIView {
    /// The view's on-screen state relative to `container`: every geometric value is the layer's
    /// presentation value; the frame is placed through the model frames of the views between them.
    public func modelRender(in container: UIView) -> ModelViewState {
        let shown = layer.presentation() ?? layer
        var origin = CGPoint(x: shown.position.x - shown.anchorPoint.x * shown.bounds.width,
                             y: shown.position.y - shown.anchorPoint.y * shown.bounds.height)
        if let superview, superview !== container {
            let offset = superview.convert(CGPoint.zero, to: container)
            origin.x += offset.x
            origin.y += offset.y
        }
        var onScreen = window != nil
        var view: UIView? = self
        while let current = view { onScreen = onScreen && !(current.layer.presentation() ?? current.layer).isHidden; view = current.superview }
        var maskBounds: CGRect?
        if let mask = layer.mask as? CAShapeLayer {
            maskBounds = (mask.presentation() ?? mask).path?.boundingBox
        } else if let mask = self.mask {
            // A mask view masks with what it draws: its frame, as its layer shows it now.
            maskBounds = (mask.layer.presentation() ?? mask.layer).frame
        }
        return ModelViewState(
            frame: CGRect(origin: origin, size: shown.bounds.size), anchor: shown.anchorPoint, transform: shown.transform.modelFields,
            alpha: CGFloat(min(max(shown.opacity, 0), 1)), hidden: shown.isHidden, onScreen: onScreen,
            z: superview === container ? container.subviews.firstIndex { $0 === self } : nil,
            zPosition: shown.zPosition, cornerRadius: shown.cornerRadius, maskBounds: maskBounds, emptySnapshot: modelSnapshotIsEmpty,
            shadowOpacity: layer.masksToBounds ? 0 : CGFloat(min(max(shown.shadowOpacity, 0), 1)), shadowRadius: shown.shadowRadius,
            shadowOffset: shown.shadowOffset, shadowColor: shown.shadowColor?.components ?? [],
            shadowPathBounds: shown.shadowPath.map(\.boundingBox),
            backgroundColor: shown.backgroundColor?.components ?? [0, 0, 0, 0])
    }
}
