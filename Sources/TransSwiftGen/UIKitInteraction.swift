import TransRuntime
import TransIR

/// Interaction controllers and the delegates that hand animators and controllers to UIKit.
enum UIKitInteraction {
    static func controllerName(_ typeName: String, _ operation: TransitionOperation) -> String {
        typeName + operation.rawValue.prefix(1).uppercased() + operation.rawValue.dropFirst() + "Interaction"
    }

    static func recognizer(_ gesture: GestureKind) -> String {
        switch gesture {
        case .pan: "UIPanGestureRecognizer"
        case .edgePan: "UIScreenEdgePanGestureRecognizer"
        case .pinch: "UIPinchGestureRecognizer"
        }
    }

    static func controllers(_ programs: [TransitionProgram], typeName: String, generator: inout UIKitGenerator) -> [SwiftCode] {
        var nodes: [SwiftCode] = []
        for program in programs {
            guard let interaction = program.interaction else { continue }
            let recognizer = recognizer(interaction.gesture)
            // The gesture's view stands in for the container, which does not exist before the transition starts.
            let expressions = SwiftExpressions(frameNames: [.container: "view.bounds", .from: "view.bounds", .to: "view.bounds"], inputs: [:])
            var distance: String
            switch interaction.direction {
            case .up, .down, .top, .bottom: distance = "view.bounds.height"
            case .left, .right, .in, .out: distance = "view.bounds.width"
            }
            if let expression = interaction.distance {
                if case .input = expression { generator.unsupported("a gesture distance read from an input", at: interaction.origin) }
                distance = expressions.swift(expression).text
            }
            var install: [SwiftCode] = [.line("let recognizer = \(recognizer)(target: self, action: #selector(handle(_:)))")]
            if interaction.gesture == .edgePan { install.append(.line("recognizer.edges = .\(interaction.direction.rawValue)")) }
            install += [.line("view.addGestureRecognizer(recognizer)"), .line("self.view = view")]
            let motion = motion(interaction)
            let travel: String
            switch interaction.gesture {
            case .pinch: travel = interaction.direction == .in ? "1 - recognizer.scale" : "recognizer.scale - 1"
            case .pan, .edgePan: travel = "\(motion.sign)recognizer.translation(in: view).\(motion.axis) / distance"
            }
            var release: [SwiftCode] = [.line("isInteracting = false")]
            if let flick = interaction.flickVelocity, interaction.gesture != .pinch {
                release += [.line("let speed = \(motion.sign)recognizer.velocity(in: view).\(motion.axis)"),
                            .line("if abs(speed) >= \(formatDouble(flick)) { speed > 0 ? finish() : cancel() } else if progress >= \(formatDouble(interaction.threshold)) { finish() } else { cancel() }")]
            } else {
                release.append(.line("if progress >= \(formatDouble(interaction.threshold)) { finish() } else { cancel() }"))
            }
            let name = controllerName(typeName, program.operation)
            nodes += [
                .documentation(["Drives `\(program.name)`'s \(program.operation.rawValue) with \(interaction.gesture.rawValue)(\(interaction.direction.rawValue)) (\(generator.place(interaction.origin)))."]),
                .block("final class \(name): UIPercentDrivenInteractiveTransition {", [
                    .documentation(["Whether a gesture drives the transition now; the delegate hands this controller out only then."]),
                    .line("private(set) var isInteracting = false"),
                    .documentation(["Starts the operation when the gesture begins, for example by popping the navigation controller."]),
                    .line("var start: () -> Void = {}"),
                    .line("private weak var view: UIView?"), .blank,
                    .documentation(["Installs the gesture on `view`."]),
                    .braces("func attach(to view: UIView)", install), .blank,
                    .braces("@objc private func handle(_ recognizer: \(recognizer))", [
                        .line("guard let view else { return }"),
                    ] + (interaction.gesture == .pinch ? [.line("_ = view")] : [.line("let distance: CGFloat = max(\(distance), 1)")]) + [
                        .line("let progress = min(max(\(travel), 0), 1)"),
                        .block("switch recognizer.state {", [
                            .line("case .began:"), .line("    isInteracting = true"), .line("    start()"),
                            .line("case .changed:"), .line("    update(progress)"),
                            .line("case .ended:"),
                        ] + release.map { node -> SwiftCode in if case .line(let text) = node { return .line("    " + text) } else { return node } } + [
                            .line("case .cancelled, .failed:"), .line("    isInteracting = false"), .line("    cancel()"),
                            .line("default:"), .line("    break"),
                        ]),
                    ]),
                ]),
                .blank,
            ]
        }
        return nodes
    }

    /// Which way a pan's finger moves: along `x` or `y`, and whether that is the negative direction.
    /// An edge pan moves away from its edge.
    static func motion(_ interaction: InteractionSpec) -> (axis: String, sign: String) {
        let forward = interaction.forward
        return forward.x != 0 ? ("x", forward.x < 0 ? "-" : "") : ("y", forward.y < 0 ? "-" : "")
    }

    static func delegates(_ programs: [TransitionProgram], typeName: String) -> [SwiftCode] {
        let operations = programs.map(\.operation)
        let hasInputs = !(programs.first?.inputs.isEmpty ?? true)
        let inputsArgument = hasInputs ? ", inputs: inputs()" : ""
        var nodes: [SwiftCode] = []
        func common(_ interactive: [TransitionOperation]) -> [SwiftCode] {
            var members: [SwiftCode] = []
            for operation in interactive {
                members += [.documentation(["Attach it to a view to let a gesture start the \(operation.rawValue)."]),
                            .line("let \(operation.rawValue)Interaction = \(controllerName(typeName, operation))()")]
            }
            if hasInputs {
                members += [.documentation(["Supplies the inputs when a transition starts."]), .line("var inputs: () -> \(typeName)Inputs"), .blank,
                            .documentation(["Makes the delegate; `inputs` is read each time a transition starts."]),
                            .braces("init(inputs: @escaping () -> \(typeName)Inputs)", [.line("self.inputs = inputs"), .line("super.init()")])]
            }
            members.append(.line("private let kept = TranscKeptViews()"))
            return members
        }
        func animator(_ operation: TransitionOperation) -> [SwiftCode] {
            [.line("let animator = \(typeName)Animator(operation: .\(operation.rawValue)\(inputsArgument))"), .line("animator.kept = kept"), .line("return animator")]
        }
        func interaction(_ operation: TransitionOperation) -> String {
            programs.first { $0.operation == operation }?.interaction == nil ? "nil" : "\(operation.rawValue)Interaction.isInteracting ? \(operation.rawValue)Interaction : nil"
        }
        let interactive = programs.filter { $0.interaction != nil }.map(\.operation)

        let navigation = operations.filter { $0 == .push || $0 == .pop }
        if !navigation.isEmpty {
            var cases: [SwiftCode] = navigation.map { .line("case .\($0.rawValue):") } .flatMap { [$0] }
            cases = []
            for operation in navigation { cases += [.line("case .\(operation.rawValue):")] + animator(operation).map(indent) }
            cases += [.line("default:"), .line("    return nil")]
            var interactionCases: [SwiftCode] = []
            for operation in navigation { interactionCases.append(.line("case .\(operation.rawValue): return \(interaction(operation))")) }
            if navigation.count < operations.count { interactionCases.append(.line("default: return nil")) }
            nodes += [
                .documentation(["Hands `\(programs[0].name)` to a navigation controller for \(navigation.map(\.rawValue).joined(separator: " and "))."]),
                .block("@MainActor final class \(typeName)NavigationDelegate: NSObject, UINavigationControllerDelegate {", common(interactive.filter { navigation.contains($0) }) + [
                    .blank,
                    .braces("func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?", [
                        .block("switch operation {", cases),
                    ]),
                    .blank,
                    .braces("func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?", [
                        .line("guard let animator = animationController as? \(typeName)Animator else { return nil }"),
                        .block("switch animator.operation {", interactionCases),
                    ]),
                ]),
                .blank,
            ]
        }
        let modal = operations.filter { $0 == .present || $0 == .dismiss }
        if !modal.isEmpty {
            var members = common(interactive.filter { modal.contains($0) }) + [.blank]
            if modal.contains(.present) {
                members += [.braces("func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?", animator(.present)), .blank,
                            .braces("func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?", [.line(interaction(.present))]), .blank]
            }
            if modal.contains(.dismiss) {
                members += [.braces("func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?", animator(.dismiss)), .blank,
                            .braces("func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?", [.line(interaction(.dismiss))])]
            }
            nodes += [.documentation(["Hands `\(programs[0].name)` to a presentation for \(modal.map(\.rawValue).joined(separator: " and ")); set it as the presented controller's `transitioningDelegate`."]),
                      .block("@MainActor final class \(typeName)TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {", members), .blank]
        }
        if operations.contains(.tab) {
            nodes += [.documentation(["Hands `\(programs[0].name)` to a tab bar controller for tab switches."]),
                      .block("@MainActor final class \(typeName)TabBarDelegate: NSObject, UITabBarControllerDelegate {", common(interactive.filter { $0 == .tab }) + [
                        .blank,
                        .braces("func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?", animator(.tab)),
                        .blank,
                        .braces("func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?", [.line(interaction(.tab))]),
                      ]), .blank]
        }
        return nodes
    }

    static func indent(_ node: SwiftCode) -> SwiftCode {
        if case .line(let text) = node { return .line("    " + text) }
        return node
    }
}
