#if canImport(UIKit)
import UIKit
import TransIR
import TransRuntime

/// Views a forward transition kept (`keep`), waiting for the backward transition to take them
/// over. Give the animators of both directions of one transition the same store.
@MainActor public final class KeptViews {
    var layers = KeptLayers<UIView, SavedView>()

    /// An empty store.
    public init() {}

    /// The kept layers' ids in the forward transition's terms (`snapshot(from)`), in the order they were kept.
    public var ids: [String] { layers.ids }
}

/// The lifecycle's primitives on UIKit views, for `LifecycleExecutor`: the views of one
/// transition's context, snapshots, the container's subviews and perspective, the kept store.
@MainActor struct ViewStage {
    unowned let animator: InterpretedTransitionAnimator
    let container: UIView
    /// The context's views; needed only by setup, which finds a layer's view by its actor.
    let from: UIView?
    let to: UIView?
}

extension ViewStage: @MainActor LifecycleStage {
    func view(_ actor: Actor) -> UIView? {
        switch actor {
        case .from: from
        case .to: to
        case .container: container
        case .input(let name): animator.inputViews[name]
        // A plain view over the container's bounds; its tracks colour and fade it.
        case .dimming: UIView(frame: container.bounds)
        // Made by `snapshot(of:part:)` or taken over, never found.
        case .snapshot, .piece: nil
        }
    }

    func snapshot(of view: UIView, part: Rect) -> UIView {
        // `to` and the views inside it (a cell of the list a pop returns to) were just put in the
        // window and have not been drawn: their snapshots need the screen updated first.
        var inArriving = false
        var ancestor: UIView? = view
        while let current = ancestor, !inArriving { inArriving = current === to; ancestor = current.superview }
        // A snapshot of a hidden view is empty: a view the forward run kept hidden is shown for it.
        let hidden = view.isHidden
        view.isHidden = false
        defer { view.isHidden = hidden }
        let afterUpdates = inArriving || hidden
        let whole = part == Rect(x: 0, y: 0, width: 1, height: 1)
        let bounds = view.bounds
        let cut = CGRect(x: bounds.minX + part.minX * bounds.width, y: bounds.minY + part.minY * bounds.height,
                         width: part.size.width * bounds.width, height: part.size.height * bounds.height)
        let snapshot = (whole ? view.snapshotView(afterScreenUpdates: afterUpdates)
            : view.resizableSnapshotView(from: cut, afterScreenUpdates: afterUpdates, withCapInsets: .zero)) ?? UIView(frame: .zero)
        snapshot.frame = view.convert(cut, to: container)
        return snapshot
    }

    func containerContains(_ layer: UIView) -> Bool { layer.superview === container }

    func add(_ layer: UIView, _ placement: ContainerPlacement<UIView>) {
        // A view UIKit did not hand over stays where it is: UIKit removes the container after a
        // dismissal, with anything put in it.
        if layer === animator.notHandedOver { return }
        switch placement {
        case .above(let sibling): container.insertSubview(layer, aboveSubview: sibling)
        case .below(let sibling): container.insertSubview(layer, belowSubview: sibling)
        case .onTop: container.addSubview(layer)
        }
    }

    func remove(_ layer: UIView) {
        // A presenter UIKit left outside the container (`view(forKey: .from)` is nil) stays where it is.
        if layer.superview === container { layer.removeFromSuperview() }
    }

    func setHidden(_ hidden: Bool, _ layer: UIView) { layer.isHidden = hidden }

    func save(_ layer: UIView) -> SavedView { SavedView(layer) }

    func restore(_ layer: UIView, id: String, to saved: SavedView) {
        // The frames added the shade; the saved state does not know it.
        animator.shades[id]?.removeFromSuperview()
        animator.shades[id] = nil
        saved.restore()
    }

    func setPerspective(_ distance: Double) {
        animator.savedSublayerTransform = container.layer.sublayerTransform
        var transform = CATransform3DIdentity
        transform.m34 = CGFloat(-1 / distance)
        container.layer.sublayerTransform = transform
    }

    func clearPerspective() { container.layer.sublayerTransform = animator.savedSublayerTransform }

    var kept: KeptLayers<UIView, SavedView> {
        get { animator.kept.layers }
        nonmutating set { animator.kept.layers = newValue }
    }
}
#endif
