import Foundation
import TransKit

/// Reads the generated Swift of the examples and writes what the driver needs to run it: the
/// source with `@objc`/`#selector` replaced (Linux has no Objective-C runtime; the model sends
/// actions through `ModelSelectorTarget`), and `Registry.swift` listing every animator class with
/// a factory per operation and every pan-driven interaction controller.
struct DriverRegistry {
    struct Animator: Equatable {
        var transition: String
        var className: String
        var operations: [String]
        var inputs: (type: String, fields: [(name: String, type: String)])?
        /// The delegates that hand it out, where the transition keeps views: the transitioning delegate
        /// (present, dismiss) and the navigation delegate (push, pop). Each one's animators share its
        /// kept store, so the driver makes them through it.
        var keepingDelegates: [String] = []
        static func == (a: Animator, b: Animator) -> Bool { a.className == b.className && a.operations == b.operations }
    }
    struct Interaction {
        var className: String
        var transition: String
        var operation: String
        var inputsType: String?
        /// Whether the initializer takes the inputs as a closure, read when a gesture starts.
        var inputsAsClosure: Bool
        /// Which of the operation's gestures (0 for the first, whose action is `handle(_:)`; 1 for `handle2(_:)`, …).
        var gesture: Int
        /// "x" or "y", and +1 or −1: the progress reads sign × translation along the axis; "scale" for a pinch, −1 for `in`.
        var axis: String
        var sign: Int
        /// Whether the delegate hands it the animation controller (it can catch the settling transition).
        var takesAnimationController: Bool
        /// Whether it is a pan either way, whose sign picks the tab (`selectsPreviousTab`).
        var eitherWay: Bool
        /// Its transition's animator class.
        var animatorClass: String
        /// The gesture's own `complete-at` (the IR's threshold, `readThresholds`): a slow release below it cancels.
        var completeAt = 0.5
    }

    /// A transitioning delegate that sets a presentation up (`prepare(_:)`), the transition it hands out.
    struct Presentation {
        var transition: String
        var className: String
        /// Whether it has `presentationController(forPresented:presenting:source:)`.
        var controls: Bool
        /// The inputs type its initializer reads through a closure, if any.
        var inputsType: String?
    }

    var animators: [Animator] = []
    var interactions: [Interaction] = []
    var presentations: [Presentation] = []
    /// Classes with action methods, each with its methods' names and the recognizer type each takes.
    var actionTargets: [(className: String, handlers: [(name: String, recognizer: String)])] = []

    /// The generated source as the model compiles it.
    /// `actions`: the pattern of the action methods' names (the embedded animator has others).
    static func rewrite(_ swift: String, actions: String = #"handle\d*"#) -> String {
        let regex = { (pattern: String) in try! NSRegularExpression(pattern: pattern, options: []) }
        let unexposed = regex(#"@objc (private )?func ("# + actions + #")\("#).stringByReplacingMatches(
            in: swift, range: NSRange(location: 0, length: (swift as NSString).length), withTemplate: "func $2(")
        return regex(#"#selector\(("# + actions + #")\(_:\)\)"#).stringByReplacingMatches(
            in: unexposed, range: NSRange(location: 0, length: (unexposed as NSString).length), withTemplate: "Selector(\"$1:\")")
    }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [])
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            (0..<match.numberOfRanges).map { i in
                let range = match.range(at: i)
                return range.location == NSNotFound ? "" : ns.substring(with: range)
            }
        }
    }

    /// The text of a top-level declaration from its first line to the closing brace at column 0.
    static func body(after marker: String, in text: String) -> String {
        guard let start = text.range(of: marker) else { return "" }
        let rest = text[start.lowerBound...]
        guard let end = rest.range(of: "\n}\n") else { return String(rest) }
        return String(rest[..<end.upperBound])
    }

    mutating func read(_ swift: String) {
        var inputTypes: [String: [(String, String)]] = [:]
        for match in Self.matches(#"\nstruct (\w+Inputs) \{\n([\s\S]*?)\n\}"#, in: swift) {
            inputTypes[match[1]] = Self.matches(#"\n? *var (\w+): (\w+)"#, in: match[2]).map { ($0[1], $0[2]) }
        }
        for match in Self.matches(#"/// Runs `([^`]+)` \([^)]*\) for ([a-z, ]+)\.\n@MainActor final class (\w+): NSObject, UIViewControllerAnimatedTransitioning"#, in: swift) {
            let className = match[3]
            let body = Self.body(after: "final class \(className):", in: swift)
            let inputsType = Self.matches(#"init\(operation: Operation, inputs: (\w+)\)"#, in: body).first?[1]
            let delegates = ["TransitioningDelegate", "NavigationDelegate"].map { String(className.dropLast("Animator".count)) + $0 }
            let keeps = body.contains("var kept = TranscKeptViews()")
            animators.append(Animator(transition: match[1], className: className,
                                      operations: match[2].components(separatedBy: ", "),
                                      inputs: inputsType.map { ($0, inputTypes[$0] ?? []) },
                                      keepingDelegates: keeps ? delegates.filter { swift.contains("final class \($0): NSObject") } : []))
        }
        for match in Self.matches(#"final class (\w+)TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate"#, in: swift) {
            let className = match[1] + "TransitioningDelegate"
            let body = Self.body(after: "final class \(className):", in: swift)
            guard body.contains("func prepare(_ controller: UIViewController)"),
                  let animator = animators.first(where: { $0.className == match[1] + "Animator" }) else { continue }
            presentations.append(Presentation(transition: animator.transition, className: className,
                                              controls: body.contains("func presentationController(forPresented presented: UIViewController"),
                                              inputsType: Self.matches(#"init\(inputs: @escaping \(\) -> (\w+)\)"#, in: body).first?[1]))
        }
        for match in Self.matches(#"final class (\w+?)(Push|Pop|Present|Dismiss|Tab)Interaction: UIPercentDrivenInteractiveTransition"#, in: swift) {
            let className = match[1] + match[2] + "Interaction"
            let body = Self.body(after: "final class \(className):", in: swift)
            let handlers = Self.matches(#"func (handle(\d*))\(_ recognizer: (\w+)\)"#, in: body)
            if !handlers.isEmpty { actionTargets.append((className, handlers.map { ($0[1], $0[3]) })) }
            guard let animator = animators.first(where: { $0.className == match[1] + "Animator" }) else { continue }
            let initializer = Self.matches(#"init\(inputs: (@escaping \(\) -> )?(\w+)\)"#, in: body).first
            // The handlers come last in the class, one after another: each reads its own gesture's travel.
            let segments = body.components(separatedBy: "func handle").dropFirst()
            for (handler, segment) in zip(handlers, segments) {
                // A pan reads sign × translation along an axis; a pinch its scale change, 1 − scale (`in`, sign −1) or scale − 1 (`out`).
                let pinch = Self.matches(#"let travel = (1 - )?recognizer\.scale"#, in: segment).first.map { ["", $0[1].isEmpty ? "" : "-", "scale"] }
                guard let progress = pinch ?? Self.matches(#"let travel = (-?)recognizer\.translation\(in: view\)\.(x|y)"#, in: segment).first else { continue }
                interactions.append(Interaction(className: className, transition: animator.transition, operation: match[2].lowercased(),
                                                inputsType: initializer?[2], inputsAsClosure: !(initializer?[1].isEmpty ?? true),
                                                gesture: handler[2].isEmpty ? 0 : Int(handler[2])! - 1,
                                                axis: progress[2], sign: progress[1] == "-" ? -1 : 1,
                                                takesAnimationController: body.contains("weak var animationController:"),
                                                eitherWay: segment.contains("selectsPreviousTab = "), animatorClass: animator.className))
            }
        }
    }

    /// Each interaction's `complete-at`, read from the IR the Swift was generated from (the Swift states it
    /// only inside an expression).
    mutating func readThresholds(_ programs: [TransitionProgram]) {
        for index in interactions.indices {
            let interaction = interactions[index]
            guard let program = programs.first(where: { $0.name == interaction.transition && $0.operation.rawValue == interaction.operation }),
                  program.interactions.indices.contains(interaction.gesture) else { continue }
            interactions[index].completeAt = program.interactions[interaction.gesture].threshold
        }
    }

    /// The value the driver hands for an input of a Swift type: the interpreter gets the same (`InterpreterInputs`).
    static func value(_ name: String, _ type: String) -> String {
        switch type {
        case "UIView": "stage.view(\"\(name)\")"
        case "CGRect": "stage.placed(CGRect(x: 300, y: 700, width: 60, height: 60))"
        case "CGPoint": "stage.placed(CGPoint(x: 100, y: 200))"
        case "CGSize": "CGSize(width: 100, height: 100)"
        case "UIColor": "UIColor(red: 1, green: 0, blue: 0, alpha: 1)"
        default: "1"
        }
    }

    func inputs(_ animator: Animator) -> String {
        guard let inputs = animator.inputs else { return "" }
        return ", inputs: \(inputs.type)(" + inputs.fields.map { "\($0.name): \(Self.value($0.name, $0.type))" }.joined(separator: ", ") + ")"
    }

    var source: String {
        var lines = ["import UIKit", "", "let animatorEntries: [AnimatorEntry] = ["]
        for animator in animators {
            var cases = animator.operations.map { "case \"\($0)\": return \(animator.className)(operation: .\($0)\(inputs(animator)))" }
            lines.append("    AnimatorEntry(transition: \"\(animator.transition)\", operations: \(animator.operations), keeps: \(!animator.keepingDelegates.isEmpty), make: { operation, stage in")
            // As an app gets them: from one delegate per presentation or navigation controller, sharing its kept store,
            // made with the inputs as the app supplies them (read when a transition starts).
            let suppliedInputs = String(inputs(animator).dropFirst(", inputs: ".count))
            for delegate in animator.keepingDelegates {
                let made = animator.inputs == nil ? "\(delegate)()" : "\(delegate)(inputs: { \(suppliedInputs) })"
                if delegate.hasSuffix("TransitioningDelegate") {
                    // The key `presentationSetups` uses too: one delegate per presentation.
                    lines.append("        let delegate = stage.shared(\"\(animator.transition)\") { \(made) }")
                    cases.removeAll { $0.hasPrefix("case \"present\"") || $0.hasPrefix("case \"dismiss\"") }
                    cases += [
                        "case \"present\": return delegate.animationController(forPresented: stage.second, presenting: stage.first, source: stage.first)!",
                        "case \"dismiss\": return delegate.animationController(forDismissed: stage.second)!",
                    ]
                } else {
                    lines.append("        let navigation = stage.shared(\"\(animator.transition) navigation\") { \(made) }")
                    cases.removeAll { $0.hasPrefix("case \"push\"") || $0.hasPrefix("case \"pop\"") }
                    cases += ["push", "pop"].filter(animator.operations.contains).map {
                        "case \"\($0)\": return navigation.navigationController(stage.navigationController, animationControllerFor: .\($0), from: stage.first, to: stage.second)!"
                    }
                }
            }
            lines.append("        switch operation {")
            lines += cases.map { "        " + $0 }
            lines.append("        default: fatalError(\"no operation \\(operation)\")")
            lines.append("        }")
            lines.append("    }),")
        }
        lines += ["]", "", "let interactionEntries: [InteractionEntry] = ["]
        for interaction in interactions {
            let animator = animators.first { $0.transition == interaction.transition }!
            let value = String(inputs(animator).dropFirst(", inputs: ".count))
            let argument = interaction.inputsType == nil ? "" : interaction.inputsAsClosure ? "inputs: { \(value) }" : "inputs: \(value)"
            lines.append("    InteractionEntry(transition: \"\(interaction.transition)\", operation: \"\(interaction.operation)\", gesture: \(interaction.gesture), eitherWay: \(interaction.eitherWay), axis: \"\(interaction.axis)\", sign: \(interaction.sign), completeAt: \(interaction.completeAt), make: { stage in")
            lines.append("        let interaction = \(interaction.className)(\(argument))")
            var handOver = interaction.takesAnimationController ? "{ interaction.animationController = $0 }" : "{ _ in }"
            if interaction.eitherWay {
                // As the app selects the tab the pan names and the generated tab bar delegate, comparing the
                // tabs' order, tells the animator whether it is an earlier one.
                handOver = "{ interaction.animationController = $0; ($0 as! \(interaction.animatorClass)).selectsPreviousTab = interaction.selectsPreviousTab }"
            }
            lines.append("        return (interaction, { interaction.attach(to: $0) }, { interaction.start = $0 }, { interaction.detach() }, \(handOver))")
            lines.append("    }),")
        }
        lines += ["]", ""]
        // As UIKit sets a presentation up: the delegate's `prepare(_:)` gives the style, then UIKit asks it for a presentation controller.
        lines.append("let presentationSetups: [String: @MainActor (Stage) -> UIPresentationController?] = [")
        for presentation in presentations {
            let animator = animators.first { $0.transition == presentation.transition }!
            let made = presentation.inputsType == nil ? "\(presentation.className)()"
                : "\(presentation.className)(inputs: { \(String(inputs(animator).dropFirst(", inputs: ".count))) })"
            lines.append("    \"\(presentation.transition)\": { stage in")
            lines.append("        let delegate = stage.shared(\"\(presentation.transition)\") { \(made) }")
            lines.append("        delegate.prepare(stage.second)")
            lines.append(presentation.controls
                ? "        return delegate.presentationController(forPresented: stage.second, presenting: stage.first, source: stage.first)"
                : "        return nil")
            lines.append("    },")
        }
        if presentations.isEmpty { lines.append("    :") }
        lines += ["]", ""]
        for target in actionTargets {
            lines.append("extension \(target.className): ModelSelectorTarget {")
            lines.append("    func modelPerform(_ action: Selector, with sender: Any) {")
            lines.append("        switch action.name {")
            lines += target.handlers.map { "        case \"\($0.name):\": \($0.name)(sender as! \($0.recognizer))" }
            lines.append("        default: fatalError(\"no action \\(action.name)\")")
            lines.append("        }")
            lines.append("    }")
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
