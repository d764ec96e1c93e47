// Compiled into TransUIKitAdapter only when it runs against the executable UIKit model: Linux has
// no Objective-C runtime to send the recognizers' actions, so the model
// sends them through `ModelSelectorTarget` (as for the generated code, the harness replaces
// `@objc`/`#selector` in the adapter's sources).
#if canImport(UIKit)
import UIKit

extension InterpretedInteraction: ModelSelectorTarget {
    public func modelPerform(_ action: Selector, with sender: Any) {
        switch action.name {
        case "handle:": handle(sender as! UIGestureRecognizer)
        default: fatalError("no action \(action.name)")
        }
    }
}
#endif
