import TransRuntime
import TransIR

/// Interaction controllers and the delegates that hand animators and controllers to UIKit.
struct UIKitInteraction {
    let typeName: String
    let programs: [TransitionProgram]
    /// The operations whose controller reads the inputs (its distance does), so it is made with them.
    var readsInputs: Set<TransitionOperation> = []

    init(typeName: String, programs: [TransitionProgram]) { (self.typeName, self.programs) = (typeName, programs) }

    var inputsType: String { typeName + "Inputs" }
    var hasInputs: Bool { !(programs.first?.inputs.isEmpty ?? true) }

    func controllerName(_ operation: TransitionOperation) -> String {
        typeName + operation.rawValue.prefix(1).uppercased() + operation.rawValue.dropFirst() + "Interaction"
    }

    static func recognizer(_ gesture: GestureKind) -> String {
        switch gesture {
        case .pan: "UIPanGestureRecognizer"
        case .edgePan: "UIScreenEdgePanGestureRecognizer"
        case .pinch: "UIPinchGestureRecognizer"
        }
    }

    /// The gesture's travel as the interpreter measures it: the declared distance, read where the
    /// gesture's view stands in for the container (which does not exist before the transition starts).
    mutating func distance(_ program: TransitionProgram, _ interaction: InteractionSpec, generator: inout UIKitGenerator) -> (prelude: [SwiftStatement], value: SwiftExpression) {
        let bounds = SwiftExpression.id("view").dot("bounds")
        let extent: SwiftExpression = switch interaction.direction {
        case .up, .down, .top, .bottom: bounds.dot("size").dot("height")
        case .left, .right, .in, .out: bounds.dot("size").dot("width")
        }
        guard let declared = interaction.distance else { return ([], extent) }
        var frames: [Actor: SwiftExpression] = [.container: bounds, .from: bounds, .to: bounds]
        var inputs: [String: (value: SwiftExpression, type: InputType)] = [:]
        for input in program.inputs {
            let value = SwiftExpression.id("inputs").dot(SwiftNames.valueName(input.name))
            if input.type == .view {
                // The input view's frame in the gesture view's coordinates.
                let frame = value.call("convert", arg(value.dot("bounds")), arg("to", "view"))
                frames[.input(input.name)] = frame
                inputs[input.name] = (frame, input.type)
            } else {
                inputs[input.name] = (value, input.type)
            }
        }
        generator.translator = ExpressionTranslator(ExpressionScope(library: .uikit, frames: frames, inputs: inputs, containerSize: bounds.dot("size")))
        var prelude: [SwiftStatement] = []
        let value = generator.expression(declared, at: interaction.origin, prelude: &prelude).0
        let readsInputs = !generator.translator.inputsRead.isEmpty
            || generator.translator.framesRead.contains { if case .input = $0 { true } else { false } }
        if readsInputs {
            self.readsInputs.insert(program.operation)
            prelude.insert(.let("inputs", .id("self").call("inputs")), at: 0)
        }
        // As the interpreter measures it: a distance that is not positive counts as the view's extent.
        prelude.append(.let("declared", "CGFloat", value))
        return (prelude, .ternary(.binary(.greater, "declared", .number(0)), "declared", extent))
    }

    mutating func controllers(generator: inout UIKitGenerator) -> [SwiftDeclaration] {
        var declarations: [SwiftDeclaration] = []
        for program in programs {
            guard let interaction = program.interaction else { continue }
            let recognizer = Self.recognizer(interaction.gesture)
            let recognizerValue = SwiftExpression.id("recognizer")
            // A controller installs one recognizer at a time, and takes it off its view when moved or
            // detached: a recognizer left on a view would keep starting transitions.
            var install: [SwiftStatement] = [.run(.call("detach", [])),
                                             .let("recognizer", .call(.id(recognizer), [arg("target", "self"), arg("action", .selector("handle(_:)"))]))]
            if interaction.gesture == .edgePan { install.append(.set(recognizerValue.dot("edges"), UIKitGenerator.edges(program, in: "view"))) }
            install += [.run(.id("view").call("addGestureRecognizer", arg("recognizer"))), .set("installedRecognizer", "recognizer"),
                        .set(.id("self").dot("view"), "view")]
            let detach: [SwiftStatement] = [
                .ifElse([.optionalBinding(.name("installedRecognizer"), nil)], [
                    .run(.call(.optionalMember(.id("installedRecognizer").dot("view"), "removeGestureRecognizer"), [arg("installedRecognizer")])),
                ]),
                .set("installedRecognizer", .nil),
            ]
            let motion = Self.motion(interaction)
            // A transition mirrored in a right-to-left layout is driven by the mirrored gesture: x runs the other way.
            let mirrorsX = program.differsInRightToLeft && motion.axis == "x"
            func along(_ vector: SwiftExpression) -> SwiftExpression {
                let component = motion.negative ? -vector.dot(motion.axis) : vector.dot(motion.axis)
                return mirrorsX ? component * "layoutSign" : component
            }
            var handle: [SwiftStatement] = [.guard([.optionalBinding(.name("view"), nil)], else: [.return(nil)])]
            if mirrorsX { handle.append(.let("layoutSign", "CGFloat", .ternary(UIKitGenerator.isRightToLeft("view"), .number(-1), .number(1)))) }
            let travel: SwiftExpression
            switch interaction.gesture {
            case .pinch:
                handle.append(.assign("_", .assign, "view"))
                travel = interaction.direction == .in ? .number(1) - recognizerValue.dot("scale") : recognizerValue.dot("scale") - .number(1)
            case .pan, .edgePan:
                let (prelude, distance) = self.distance(program, interaction, generator: &generator)
                handle += prelude + [.let("distance", "CGFloat", .call("max", [arg(distance), arg(.number(1))]))]
                travel = along(recognizerValue.call("translation", arg("in", "view"))) / "distance"
            }
            handle.append(.let("progress", .call("min", [arg(.call("max", [arg(travel), arg(.number(0))])), arg(.number(1))])))
            let threshold = SwiftStatement.ifElse([.expression(.binary(.greaterOrEqual, "progress", .number(interaction.threshold)))],
                                                  [.run(.call("finish", []))], else: [.run(.call("cancel", []))])
            var release: [SwiftStatement] = [.set("isInteracting", .boolean(false))]
            if let flick = interaction.flickVelocity, interaction.gesture != .pinch {
                release += [
                    .let("speed", along(recognizerValue.call("velocity", arg("in", "view")))),
                    .ifElse([.expression(.binary(.greaterOrEqual, .call("abs", [arg("speed")]), .number(flick)))], [
                        .ifElse([.expression(.binary(.greater, "speed", .number(0)))], [.run(.call("finish", []))], else: [.run(.call("cancel", []))]),
                    ], else: [threshold]),
                ]
            } else {
                release.append(threshold)
            }
            handle.append(.switch(recognizerValue.dot("state"), [
                SwiftCase(.values([.member(nil, "began")]), [.set("isInteracting", .boolean(true)), .run(.call("start", []))]),
                SwiftCase(.values([.member(nil, "changed")]), [.run(.call("update", [arg("progress")]))]),
                SwiftCase(.values([.member(nil, "ended")]), release),
                SwiftCase(.values([.member(nil, "cancelled"), .member(nil, "failed")]), [.set("isInteracting", .boolean(false)), .run(.call("cancel", []))]),
                SwiftCase(.default, [.break]),
            ]))
            var members: [SwiftDeclaration] = [
                .doc("Whether a gesture drives the transition now; the delegate hands this controller out only then."),
                .stored(modifiers: [.privateSet], .var, "isInteracting", type: nil, value: .boolean(false)),
                .doc("Starts the operation when the gesture begins, for example by popping the navigation controller."),
                .stored(modifiers: [], .var, "start", type: "() -> Void", value: .closure(SwiftClosure([]))),
                .stored(modifiers: [.private, .weak], .var, "view", type: "UIView?", value: nil),
                .stored(modifiers: [.private, .weak], .var, "installedRecognizer", type: "UIGestureRecognizer?", value: nil),
            ]
            if readsInputs.contains(program.operation) {
                members += [
                    .doc("Supplies the inputs the gesture's distance reads."),
                    .stored(modifiers: [], .let, "inputs", type: "() -> \(inputsType)", value: nil), .blank,
                    .initializer(SwiftInitializer([], [SwiftParameter("inputs", "@escaping () -> \(inputsType)")], [
                        .set(.id("self").dot("inputs"), "inputs"), .run(.id("super").call("init")),
                    ])),
                ]
            }
            members += [
                .blank,
                .doc("Installs the gesture on `view`, taking it off the view it was on."),
                .function(SwiftFunction([], "attach", [SwiftParameter("to", "view", "UIView")], install)),
                .blank,
                .doc("Takes the gesture off its view, for example when the screen goes away."),
                .function(SwiftFunction([], "detach", [], detach)),
                .blank,
                .function(SwiftFunction([.objc, .private], "handle", [SwiftParameter(nil, "recognizer", recognizer)], handle)),
            ]
            declarations += [
                .doc("Drives `\(program.name)`'s \(program.operation.rawValue) with \(interaction.gesture.rawValue)(\(interaction.direction.rawValue)) (\(generator.place(interaction.origin)))."),
                .type(SwiftTypeDeclaration([.final], .class, controllerName(program.operation), conformances: ["UIPercentDrivenInteractiveTransition"], members)),
                .blank,
            ]
        }
        return declarations
    }

    /// Which way a pan's finger moves: along `x` or `y`, and whether that is the negative direction.
    /// An edge pan moves away from its edge.
    static func motion(_ interaction: InteractionSpec) -> (axis: String, negative: Bool) {
        let forward = interaction.forward
        return forward.x != 0 ? ("x", forward.x < 0) : ("y", forward.y < 0)
    }

    func property(_ operation: TransitionOperation) -> String { operation.rawValue + "Interaction" }

    /// The members every delegate has: the interaction controllers, the inputs, and the kept views of a transition that keeps any.
    func common(_ interactive: [TransitionOperation], generator: inout UIKitGenerator) -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        for operation in interactive {
            // A controller that reads the inputs is made with them, in `init`.
            let made: SwiftExpression? = readsInputs.contains(operation) ? nil : .call(.id(controllerName(operation)), [])
            members += [.doc("Attach it to a view to let a gesture start the \(operation.rawValue)."),
                        .stored(modifiers: [], .let, property(operation), type: made == nil ? controllerName(operation) : nil, value: made)]
        }
        if hasInputs {
            let madeWithInputs = interactive.filter(readsInputs.contains)
            members += [.doc("Supplies the inputs when a transition starts."), .stored(modifiers: [], .var, "inputs", type: "() -> \(inputsType)", value: nil), .blank,
                        .doc("Makes the delegate; `inputs` is read each time a transition starts."),
                        .initializer(SwiftInitializer([], [SwiftParameter("inputs", "@escaping () -> \(inputsType)")],
                            [.set(.id("self").dot("inputs"), "inputs")]
                            + madeWithInputs.map { .set(.id(property($0)), .call(.id(controllerName($0)), [arg("inputs", "inputs")])) }
                            + [.run(.id("super").call("init"))]))]
        }
        if UIKitGenerator.keepsViews(programs) {
            generator.usage.insert(.keptViews)
            members.append(.stored(modifiers: [.private], .let, "kept", type: nil, value: .call(.id(UIKitSupport.keptViews.name), [])))
        }
        return members
    }

    func makeAnimator(_ operation: TransitionOperation) -> [SwiftStatement] {
        let made = SwiftExpression.call(.id(typeName + "Animator"),
                                        [arg("operation", .member(nil, operation.rawValue))] + (hasInputs ? [arg("inputs", .call("inputs", []))] : []))
        // Both directions get the delegate's one store, so that the reverse finds what the forward run kept.
        let sharesStore: [SwiftStatement] = UIKitGenerator.keepsViews(programs) ? [.set(.id("animator").dot("kept"), "kept")] : []
        return [.let("animator", made)] + sharesStore + [.return("animator")]
    }

    /// The interaction controller while its gesture drives the transition, else nil.
    func interaction(_ operation: TransitionOperation) -> SwiftExpression {
        guard programs.first(where: { $0.operation == operation })?.interaction != nil else { return .nil }
        let controller = SwiftExpression.id(property(operation))
        return .ternary(controller.dot("isInteracting"), controller, .nil)
    }

    static let animatorResult = "(any UIViewControllerAnimatedTransitioning)?"
    static let interactionResult = "(any UIViewControllerInteractiveTransitioning)?"
    static let animatorParameter = SwiftParameter("interactionControllerFor", "animationController", "any UIViewControllerAnimatedTransitioning")

    func delegates(generator: inout UIKitGenerator) -> [SwiftDeclaration] {
        let operations = programs.map(\.operation)
        var declarations: [SwiftDeclaration] = []
        let interactive = programs.filter { $0.interaction != nil }.map(\.operation)
        let name = programs[0].name

        let navigation = operations.filter { $0 == .push || $0 == .pop }
        if !navigation.isEmpty {
            let cases = navigation.map { SwiftCase(.values([.member(nil, $0.rawValue)]), makeAnimator($0)) } + [SwiftCase(.default, [.return(.nil)])]
            var interactionCases = navigation.map { SwiftCase(.values([.member(nil, $0.rawValue)]), [.return(interaction($0))]) }
            if navigation.count < operations.count { interactionCases.append(SwiftCase(.default, [.return(.nil)])) }
            declarations += [
                .doc("Hands `\(name)` to a navigation controller for \(navigation.map(\.rawValue).joined(separator: " and "))."),
                .type(SwiftTypeDeclaration([.mainActor, .final], .class, typeName + "NavigationDelegate", conformances: ["NSObject", "UINavigationControllerDelegate"],
                    common(interactive.filter { navigation.contains($0) }, generator: &generator) + [
                    .blank,
                    .function(SwiftFunction([], "navigationController", [
                        SwiftParameter(nil, "navigationController", "UINavigationController"),
                        SwiftParameter("animationControllerFor", "operation", "UINavigationController.Operation"),
                        SwiftParameter("from", "fromVC", "UIViewController"), SwiftParameter("to", "toVC", "UIViewController"),
                    ], returns: Self.animatorResult, [.switch("operation", cases)])),
                    .blank,
                    .function(SwiftFunction([], "navigationController", [
                        SwiftParameter(nil, "navigationController", "UINavigationController"), Self.animatorParameter,
                    ], returns: Self.interactionResult, [
                        .guard([.optionalBinding(.name("animator"), .cast("animationController", type: typeName + "Animator", optional: true))], else: [.return(.nil)]),
                        .switch(.id("animator").dot("operation"), interactionCases),
                    ])),
                ])),
                .blank,
            ]
        }
        let modal = operations.filter { $0 == .present || $0 == .dismiss }
        if !modal.isEmpty {
            var members = common(interactive.filter { modal.contains($0) }, generator: &generator) + [.blank]
            let using = SwiftParameter("using", "animator", "any UIViewControllerAnimatedTransitioning")
            if modal.contains(.present) {
                members += [
                    .function(SwiftFunction([], "animationController", [
                        SwiftParameter("forPresented", "presented", "UIViewController"), SwiftParameter("presenting", "UIViewController"),
                        SwiftParameter("source", "UIViewController"),
                    ], returns: Self.animatorResult, makeAnimator(.present))),
                    .blank,
                    .function(SwiftFunction([], "interactionControllerForPresentation", [using], returns: Self.interactionResult, [.return(interaction(.present))])),
                    .blank,
                ]
            }
            if modal.contains(.dismiss) {
                members += [
                    .function(SwiftFunction([], "animationController", [SwiftParameter("forDismissed", "dismissed", "UIViewController")],
                                            returns: Self.animatorResult, makeAnimator(.dismiss))),
                    .blank,
                    .function(SwiftFunction([], "interactionControllerForDismissal", [using], returns: Self.interactionResult, [.return(interaction(.dismiss))])),
                ]
            }
            declarations += [
                .doc("Hands `\(name)` to a presentation for \(modal.map(\.rawValue).joined(separator: " and ")); set it as the presented controller's `transitioningDelegate`."),
                .type(SwiftTypeDeclaration([.mainActor, .final], .class, typeName + "TransitioningDelegate",
                                           conformances: ["NSObject", "UIViewControllerTransitioningDelegate"], members)),
                .blank,
            ]
        }
        if operations.contains(.tab) {
            declarations += [
                .doc("Hands `\(name)` to a tab bar controller for tab switches."),
                .type(SwiftTypeDeclaration([.mainActor, .final], .class, typeName + "TabBarDelegate", conformances: ["NSObject", "UITabBarControllerDelegate"],
                    common(interactive.filter { $0 == .tab }, generator: &generator) + [
                    .blank,
                    .function(SwiftFunction([], "tabBarController", [
                        SwiftParameter(nil, "tabBarController", "UITabBarController"),
                        SwiftParameter("animationControllerForTransitionFrom", "fromVC", "UIViewController"), SwiftParameter("to", "toVC", "UIViewController"),
                    ], returns: Self.animatorResult, makeAnimator(.tab))),
                    .blank,
                    .function(SwiftFunction([], "tabBarController", [SwiftParameter(nil, "tabBarController", "UITabBarController"), Self.animatorParameter],
                                            returns: Self.interactionResult, [.return(interaction(.tab))])),
                ])),
                .blank,
            ]
        }
        return declarations
    }
}
