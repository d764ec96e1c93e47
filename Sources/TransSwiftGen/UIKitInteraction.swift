import TransAnimationPlan
import TransDiagnostics
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

    /// The gesture's travel as the interpreter measures it: the declared distance, read in `view`,
    /// the transition's container (the gesture's view stands in for it before the transition starts).
    mutating func distance(_ program: TransitionProgram, _ interaction: InteractionSpec, generator: inout UIKitGenerator) -> (prelude: [SwiftStatement], value: SwiftExpression) {
        let bounds = SwiftExpression.id("view").dot("bounds")
        let extent: SwiftExpression = switch interaction.direction {
        case .up, .down, .top, .bottom: bounds.dot("size").dot("height")
        case .left, .right, .in, .out, .horizontal: bounds.dot("size").dot("width")
        }
        guard let declared = interaction.distance else { return ([], extent) }
        // An input view's frame in the gesture view's coordinates.
        var (frames, inputs) = UIKitGenerator.storedInputs(program, framesIn: "view")
        frames.merge([.container: bounds, .from: bounds, .to: bounds]) { $1 }
        generator.translator = ExpressionTranslator(ExpressionScope(library: .uikit, frames: frames, inputs: inputs, containerSize: bounds.dot("size")))
        var prelude: [SwiftStatement] = []
        let value = generator.expression(declared, at: interaction.origin, prelude: &prelude).0
        if generator.translator.readsInputs {
            self.readsInputs.insert(program.operation)
            prelude.insert(.let("inputs", .id("self").call("inputs")), at: 0)
        }
        // As the interpreter measures it: a distance that is not positive counts as the view's extent.
        prelude.append(.let("declared", "CGFloat", value))
        return (prelude, .ternary(.binary(.greater, "declared", .number(0)), "declared", extent))
    }

    mutating func controllers(generator: inout UIKitGenerator) -> [SwiftDeclaration] {
        var declarations: [SwiftDeclaration] = []
        // One property animator runs the transition: a touch can catch it while it settles.
        let interruptible = AnimationPlan.isInterruptible(transition: programs)
        for program in programs {
            let gestures = program.interactions
            guard let first = gestures.first else { continue }
            // The controller is every recognizer's delegate (each is gated by its direction) and may catch a settling transition.
            // A controller installs one recognizer per gesture, and takes them off their view when moved or
            // detached: a recognizer left on a view would keep starting transitions.
            var install: [SwiftStatement] = [.run(.call("detach", []))]
            var detach: [SwiftStatement] = []
            var handlers: [SwiftDeclaration] = []
            var installedMembers: [SwiftDeclaration] = []
            // Each gesture's own gate, tried in order: the recognizer asking is one of them.
            var gates: [(installed: String, body: [SwiftStatement])] = []
            // The animator has a run for each way the operation's gestures follow the finger (`FollowedRun.followings`);
            // a gesture without `follow` scrubs the timeline, the run the animator plays otherwise.
            let follows = FollowedRun.interaction(of: program)
            for (index, interaction) in gestures.enumerated() {
                let suffix = Self.gestureSuffix(index)
                let installed = Self.installedName(index), handler = "handle" + suffix
                let recognizer = Self.recognizer(interaction.gesture)
                let local = "recognizer" + suffix
                let madeValue = SwiftExpression.id(local)
                install.append(.let(local, .call(.id(recognizer), [arg("target", "self"), arg("action", .selector("\(handler)(_:)"))])))
                if interaction.gesture == .edgePan { install.append(.set(madeValue.dot("edges"), UIKitGenerator.edges(program, gesture: index, in: "view"))) }
                install.append(.set(madeValue.dot("delegate"), "self"))
                install += [.run(.id("view").call("addGestureRecognizer", arg(.id(local)))), .set(.id(installed), .id(local))]
                detach += [
                    .ifElse([.optionalBinding(.name(installed), nil)], [
                        .run(.call(.optionalMember(.id(installed).dot("view"), "removeGestureRecognizer"), [arg(.id(installed))])),
                    ]),
                    .set(.id(installed), .nil),
                ]
                installedMembers.append(.stored(modifiers: [.private, .weak], .var, installed, type: "UIGestureRecognizer?", value: nil))
                let motion = Self.motion(interaction)
                // A transition mirrored in a right-to-left layout is driven by the mirrored gesture: x runs the other way.
                let mirrorsX = program.differsInRightToLeft && motion.axis == "x"
                let handle = handleBody(program, interaction, mirrorsX: mirrorsX, catches: interruptible, several: gestures.count > 1,
                                        generator: &generator)
                handlers += [
                    .blank,
                    .function(SwiftFunction([.objc, .private], handler, [SwiftParameter(nil, "recognizer", recognizer)], handle)),
                ]
                // With followed views the timeline stays active until they have settled, so `running` catches them both.
                let gate = Self.shouldBegin(interaction, catches: interruptible, animator: typeName + "Animator", mirrorsX: mirrorsX, onlyDriving: gestures.count > 1)
                gates.append((installed, gate))
            }
            install.append(.set(.id("self").dot("view"), "view"))
            var members: [SwiftDeclaration] = [
                .doc("Whether a gesture drives the transition now; the delegate hands this controller out only then."),
                .stored(modifiers: [.privateSet], .var, "isInteracting", type: nil, value: .boolean(false)),
                .doc("Starts the operation when the gesture begins, for example by popping the navigation controller."),
                .stored(modifiers: [], .var, "start", type: "() -> Void", value: .closure(SwiftClosure([]))),
                .stored(modifiers: [.private, .weak], .var, "view", type: "UIView?", value: nil),
            ] + installedMembers + (UIKitGenerator.picksNeighbour(program) ? [
                .doc("Whether the pan that began asks for the previous tab (it moved the other way than to the next one): `start` selects the tab it names."),
                .stored(modifiers: [.privateSet], .var, "selectsPreviousTab", type: nil, value: .boolean(false)),
            ] : []) + (gestures.count > 1 && interruptible ? [
                .doc("The recognizer whose gesture began the transition: only it catches the transition while it settles."),
                .stored(modifiers: [.private, .weak], .var, "driving", type: "UIGestureRecognizer?", value: nil),
            ] : []) + [
                .doc("The running transition's container, where the gesture's progress is measured."),
                .stored(modifiers: [.private, .weak], .var, "container", type: "UIView?", value: nil),
            ]
            var start: [SwiftStatement] = [.set("container", .id("transitionContext").dot("containerView"))]
            members += [
                .doc("The animation controller UIKit runs with this controller; the delegate hands it over."),
                .stored(modifiers: [.weak], .var, "animationController", type: "(any UIViewControllerAnimatedTransitioning)?", value: nil),
            ]
            if interruptible {
                members += [
                    .doc("The transition's animator (the one UIKit drives), caught by a touch while it settles."),
                    .stored(modifiers: [.private, .weak], .var, "running", type: "UIViewPropertyAnimator?", value: nil),
                    .doc("The progress a touch caught the settling transition at; its gesture moves on from there."),
                    .stored(modifiers: [.private], .var, "caught", type: "CGFloat", value: .number(0)),
                ]
                start.append(.set("caught", .number(0)))
            }
            if follows != nil {
                // Where some gestures follow the finger and others scrub, the recognizer that began the transition decides.
                let following = gestures.indices.filter { !gestures[$0].follows.isEmpty }
                let begunBy = following.map { SwiftExpression.binary(.identical, "driving", .id(Self.installedName($0))) }
                let begunByFollowing: SwiftExpression = following.count == gestures.count ? .boolean(true)
                    : begunBy.dropFirst().reduce(begunBy[0]) { .binary(.or, $0, $1) }
                let animator = SwiftExpression.cast("animationController", type: typeName + "Animator", optional: true)
                start.append(.set(.optionalMember(animator, "followsFinger"), begunByFollowing))
                // Where gestures follow in different ways, which way the one that began follows.
                if FollowedRun.followings(of: program).count > 1 {
                    let sets = gestures.indices.compactMap { index in FollowedRun.set(of: gestures[index], in: program).map { (index, $0) } }
                    let which = sets.dropLast().reversed().reduce(SwiftExpression.integer(sets.last?.1 ?? 0)) { otherwise, gesture in
                        .ternary(.binary(.identical, "driving", .id(Self.installedName(gesture.0))),
                                 .integer(gesture.1), otherwise)
                    }
                    start.append(.set(.optionalMember(animator, "followedSet"), which))
                }
            }
            start.append(.run(.id("super").call("startInteractiveTransition", arg("transitionContext"))))
            if interruptible {
                start.append(.set("running", .cast(.call(.optionalMember(.id("animationController"), "interruptibleAnimator"), [arg("using", "transitionContext")]),
                                                   type: "UIViewPropertyAnimator", optional: true)))
            }
            if readsInputs.contains(program.operation) {
                members += [
                    .doc("Supplies the inputs the gesture's distance reads."),
                    .stored(modifiers: [], .let, "inputs", type: "() -> \(inputsType)", value: nil), .blank,
                    .initializer(SwiftInitializer([], [SwiftParameter("inputs", "@escaping () -> \(inputsType)")], [
                        .set(.id("self").dot("inputs"), "inputs"), .run(.id("super").call("init")),
                    ])),
                ]
            }
            let several = gestures.count > 1
            members += [
                .blank,
                .doc(several ? "Installs the gestures on `view`, taking them off the view they were on." : "Installs the gesture on `view`, taking it off the view it was on."),
                .function(SwiftFunction([], "attach", [SwiftParameter("to", "view", "UIView")], install)),
                .blank,
                .doc(several ? "Takes the gestures off their view, for example when the screen goes away." : "Takes the gesture off its view, for example when the screen goes away."),
                .function(SwiftFunction([], "detach", [], detach)),
                .blank,
                .function(SwiftFunction([.override], "startInteractiveTransition", [SwiftParameter(nil, "transitionContext", "any UIViewControllerContextTransitioning")], start)),
            ]
            if let last = gates.last {
                // Each gesture is gated by its own direction; UIKit asks for each recognizer, so the one asking picks the gate.
                var gate: [SwiftStatement] = gates.dropLast().map { gate in
                    .ifElse([.expression(.binary(.identical, "gestureRecognizer", .id(gate.installed)))], gate.body)
                }
                gate += last.body
                members += [
                    .blank,
                    .doc(gestures.allSatisfy { $0.gesture == .pinch } ? "Begins only for fingers closing (`in`) or opening (`out`) as declared."
                         : "Begins only for motion the declared way, leaving a drag across it to other recognizers (a scroll view's)."),
                    .function(SwiftFunction([], "gestureRecognizerShouldBegin", [SwiftParameter(nil, "gestureRecognizer", "UIGestureRecognizer")], returns: "Bool", gate)),
                ]
            }
            members += handlers
            let names = WordList.either(gestures.map { "\($0.gesture.rawValue)(\($0.direction.rawValue))" })
            declarations += [
                .doc("Drives `\(program.name)`'s \(program.operation.rawValue) with \(names) (\(generator.place(first.origin)))."),
                .type(SwiftTypeDeclaration([.final], .class, controllerName(program.operation),
                                           conformances: ["UIPercentDrivenInteractiveTransition", "UIGestureRecognizerDelegate"], members)),
                .blank,
            ]
        }
        return declarations
    }

    /// The action of one gesture's recognizer: its progress in the running transition's container
    /// (before it exists, in the gesture's view), and what each state does to the transition.
    mutating func handleBody(_ program: TransitionProgram, _ interaction: InteractionSpec, mirrorsX: Bool, catches: Bool, several: Bool,
                             generator: inout UIKitGenerator) -> [SwiftStatement] {
        let recognizerValue = SwiftExpression.id("recognizer")
        let motion = Self.motion(interaction)
        func along(_ vector: SwiftExpression) -> SwiftExpression {
            let component = motion.negative ? -vector.dot(motion.axis) : vector.dot(motion.axis)
            return mirrorsX ? component * "layoutSign" : component
        }
        // A pan either way counts the way it began (`way`, −1 for the previous tab).
        func alongTheWay(_ vector: SwiftExpression) -> SwiftExpression { interaction.eitherWay ? along(vector) * "way" : along(vector) }
        var handle: [SwiftStatement] = [.guard([.optionalBinding(.name("view"), .binary(.nilCoalescing, "container", .id("self").dot("view")))],
                                               else: [.return(nil)])]
        if mirrorsX { handle.append(.let("layoutSign", "CGFloat", .ternary(UIKitGenerator.isRightToLeft("view"), .number(-1), .number(1)))) }
        let progress: SwiftExpression
        switch interaction.gesture {
        case .pinch:
            handle += [
                .assign("_", .assign, "view"),
                .comment("A pinch's travel is its scale change: a change of 1 is the whole transition."),
                .let("distance", "CGFloat", .number(1)),
                .let("travel", interaction.direction == .in ? .number(1) - recognizerValue.dot("scale") : recognizerValue.dot("scale") - .number(1)),
            ]
            progress = catches ? .id("caught") + "travel" : "travel"
        case .pan, .edgePan:
            let (prelude, distance) = self.distance(program, interaction, generator: &generator)
            handle += prelude + [.let("distance", "CGFloat", .call("max", [arg(distance), arg(.number(1))]))]
            if interaction.eitherWay {
                // The way the pan begins picks the neighbour (a touch catching the settling switch keeps it); travel counts that way.
                var starting: [SwiftCondition] = [.expression(.binary(.equal, recognizerValue.dot("state"), .member(nil, "began")))]
                if catches { starting.append(.expression(.binary(.notEqual, .optionalMember(.id("running"), "state"), .member(nil, "active")))) }
                handle += [
                    .ifElse(starting, [
                        .var("motion", recognizerValue.call("translation", arg("in", "view"))),
                        .ifElse([.expression(.binary(.equal, .id("motion"), .member(nil, "zero")))], [.set("motion", recognizerValue.call("velocity", arg("in", "view")))]),
                        .set("selectsPreviousTab", .binary(.less, along("motion"), .number(0))),
                    ]),
                    .let("way", "CGFloat", .ternary("selectsPreviousTab", .number(-1), .number(1))),
                ]
            }
            handle.append(.let("travel", alongTheWay(recognizerValue.call("translation", arg("in", "view"))) / "distance"))
            // Followed views take the distance dragged along the gesture, before it is divided by the distance.
            if !interaction.follows.isEmpty { handle.append(.let("dragged", alongTheWay(recognizerValue.call("translation", arg("in", "view"))))) }
            progress = catches ? .id("caught") + "travel" : "travel"
        }
        handle.append(.let("progress", .call("min", [arg(.call("max", [arg(progress), arg(.number(0))])), arg(.number(1))])))
        // The followed views of the running transition (its animator made them as it started).
        let follows = !interaction.follows.isEmpty
        let followers = SwiftExpression.binary(.nilCoalescing, .optionalMember(.cast("animationController", type: typeName + "Animator", optional: true), "followers"),
                                               .array([]))
        func eachFollower(_ method: String, _ arguments: [SwiftArgument]) -> [SwiftStatement] {
            follows ? [.for("follower", in: followers, [.run(.call(.id("follower").dot(method), arguments))])] : []
        }
        let drag = eachFollower("drag", [arg("translation", recognizerValue.call("translation", arg("in", "view"))), arg("dragged", "dragged")])
        var began: [SwiftStatement] = [.set("isInteracting", .boolean(true))]
        if catches {
            began.append(.ifElse([.optionalBinding(.name("running"), nil),
                                  .expression(.binary(.equal, .id("running").dot("state"), .member(nil, "active")))], [
                .comment("A touch on the settling transition catches the views where they are; the gesture drives them on from there."),
                .run(.call("pause", [])),
                .set("caught", .id("running").dot("fractionComplete")),
            ] + eachFollower("catchView", []) + (follows ? [
                .comment("Released again, the timeline waits at its end once more until the followed views have settled."),
                .set(.id("running").dot("pausesOnCompletion"), .boolean(true)),
            ] : []), else: [.set("caught", .number(0))] + (several ? [.set("driving", "recognizer")] : []) + [.run(.call("start", []))]))
        } else {
            began.append(.run(.call("start", [])))
        }
        // A pinch's velocity is in scale per second (Apple: `UIPinchGestureRecognizer.velocity`), its distance 1.
        let velocity = interaction.gesture == .pinch ? (interaction.direction == .in ? -recognizerValue.dot("velocity") : recognizerValue.dot("velocity"))
            : alongTheWay(recognizerValue.call("velocity", arg("in", "view")))
        began += drag
        // Released, followed views spring to where the timeline goes, with the finger's velocity in the container.
        let release: [SwiftStatement] = [.set("isInteracting", .boolean(false))] + Self.handOver(interaction, velocity: velocity)
            + eachFollower("release", [arg("toFinish", "finishing"), arg("velocity", recognizerValue.call("velocity", arg("in", "view")))])
        let abandon: [SwiftStatement] = [.set("isInteracting", .boolean(false)), .set("timingCurve", .nil), .set("completionSpeed", .number(1)),
                                         .run(.call("cancel", []))]
            + eachFollower("release", [arg("toFinish", .boolean(false)), arg("velocity", .member(nil, "zero"))])
        handle.append(.switch(recognizerValue.dot("state"), [
            SwiftCase(.values([.member(nil, "began")]), began),
            SwiftCase(.values([.member(nil, "changed")]), [.run(.call("update", [arg("progress")]))] + drag),
            SwiftCase(.values([.member(nil, "ended")]), release),
            SwiftCase(.values([.member(nil, "cancelled"), .member(nil, "failed")]), abandon),
            SwiftCase(.default, [.break]),
        ]))
        return handle
    }

    /// Whether a gesture may begin: a touch on a settling transition may if it can catch it, and may
    /// not start another if it cannot; otherwise a pan's finger must move the declared way more than
    /// across it, judged by its velocity, or by where it has moved if it is still, and a pinch's
    /// fingers must close (`in`) or open (`out`), judged likewise by its velocity or its scale.
    /// With several gestures (`onlyDriving`), only the recognizer that began the transition catches it.
    static func shouldBegin(_ interaction: InteractionSpec, catches: Bool, animator: String, mirrorsX: Bool, onlyDriving: Bool = false) -> [SwiftStatement] {
        let motion = Self.motion(interaction)
        let across = motion.axis == "x" ? "y" : "x"
        let moving = SwiftExpression.id("motion")
        var body: [SwiftStatement] = []
        if catches {
            body.append(.ifElse([.optionalBinding(.name("running"), nil), .expression(.binary(.equal, .id("running").dot("state"), .member(nil, "active")))],
                                [.return(onlyDriving ? .binary(.identical, "gestureRecognizer", "driving") : .boolean(true))]))
        } else {
            body.append(.ifElse([.optionalBinding(.name("animator"), .cast("animationController", type: animator, optional: true)),
                                 .expression(.id("animator").dot("isTransitioning"))],
                                [.comment("Its animations cannot be caught: no second transition while they run."), .return(.boolean(false))]))
        }
        if interaction.gesture == .pinch {
            // Apple: `velocity` is the scale factor per second, negative while the fingers close; before it
            // has one, the scale says which way they went.
            body += [
                .guard([.optionalBinding(.name("pinch"), .cast("gestureRecognizer", type: "UIPinchGestureRecognizer", optional: true))], else: [.return(.boolean(true))]),
                .var("motion", .id("pinch").dot("velocity")),
                .ifElse([.expression(.binary(.equal, moving, .number(0)))], [.set(moving, .id("pinch").dot("scale") - .number(1))]),
                .return(.binary(interaction.direction == .in ? .less : .greater, moving, .number(0))),
            ]
            return body
        }
        let panView = SwiftExpression.id("pan").dot("view")
        body += [
            .guard([.optionalBinding(.name("pan"), .cast("gestureRecognizer", type: "UIPanGestureRecognizer", optional: true))], else: [.return(.boolean(true))]),
            .var("motion", .id("pan").call("velocity", arg("in", panView))),
            .ifElse([.expression(.binary(.equal, moving, .member(nil, "zero")))], [.set(moving, .id("pan").call("translation", arg("in", panView)))]),
        ]
        // A right-to-left layout runs the mirrored gesture: x the other way.
        var along = motion.negative ? -moving.dot(motion.axis) : moving.dot(motion.axis)
        if mirrorsX && !interaction.eitherWay {
            body.append(.let("layoutSign", "CGFloat", .ternary(.binary(.equal, .optionalMember(panView, "effectiveUserInterfaceLayoutDirection"), .member(nil, "rightToLeft")),
                                                               .number(-1), .number(1))))
            along = along * "layoutSign"
        }
        // A pan either way begins on motion along its axis in either sign; the sign picks the neighbour.
        let lengthwise = interaction.eitherWay ? .call("abs", [arg(moving.dot(motion.axis))]) : along
        body.append(.return(.binary(.greater, lengthwise, .call("abs", [arg(moving.dot(across))]))))
        return body
    }

    /// The release, `TimelineRelease` in UIKit's names: finish when the progress the finger's velocity
    /// projects passes the file's threshold (a pan's declared flick decides first), and hand that
    /// velocity to the rest of the motion.
    static func handOver(_ interaction: InteractionSpec, velocity: SwiftExpression) -> [SwiftStatement] {
        let projected = SwiftExpression.binary(.greaterOrEqual, "projected", .number(interaction.threshold))
        let finishing: SwiftExpression = if let flick = TimelineRelease.flick(interaction) {
            .ternary(.binary(.greaterOrEqual, .call("abs", [arg("velocity")]), .number(flick)), .binary(.greater, "velocity", .number(0)), projected)
        } else {
            projected
        }
        let left = SwiftExpression.ternary("finishing", .number(1) - "progress", "progress")
        return [
            .let("velocity", velocity),
            .comment("Where the finger would carry the views, slowing as a scroll view does: v / 1000 × rate / (1 − rate) points."),
            .let("rate", .id("UIScrollView").dot("DecelerationRate").dot("normal").dot("rawValue")),
            .let("projected", "progress" + "velocity" / .number(1000) * "rate" / (.number(1) - "rate") / "distance"),
            .let("finishing", finishing),
            .comment("UIKit's convention: the spring's initial velocity is the finger's, as a fraction of the distance left per second."),
            .let("remaining", left * "distance"),
            .let("speed", .ternary(.binary(.greater, "remaining", .number(0)), .ternary("finishing", "velocity", -.id("velocity")) / "remaining", .number(0))),
            .set("timingCurve", .call("UISpringTimingParameters", [arg("dampingRatio", .number(TimelineRelease.completionDampingRatio)),
                                                                   arg("initialVelocity", .call("CGVector", [arg("dx", "speed"), arg("dy", "speed")]))])),
            .comment("No slower than the file's timing, nor than a steady stop from the finger's speed (2 / speed seconds)."),
            .set("completionSpeed", .call("max", [arg(.number(1)), arg(left * "duration" * .call("max", [arg("speed"), arg(.number(0))]) / .number(2))])),
            .ifElse([.expression("finishing")], [.run(.call("finish", []))], else: [.run(.call("cancel", []))]),
        ]
    }

    /// The suffix of a gesture's names: the first gesture's are the plain ones; a second's are `handle2`, `installedRecognizer2`, …
    static func gestureSuffix(_ index: Int) -> String { index == 0 ? "" : String(index + 1) }

    /// The controller's weak reference to the recognizer of the gesture at `index`: `installedRecognizer`, `installedRecognizer2`, …
    static func installedName(_ index: Int) -> String { "installedRecognizer" + gestureSuffix(index) }

    /// Which way a pan's finger moves: along `x` or `y`, and whether that is the negative direction.
    /// An edge pan moves away from its edge. With `edge(_:)`, the one place a recognizer's
    /// direction is decided.
    static func motion(_ interaction: InteractionSpec) -> (axis: String, negative: Bool) {
        let forward = interaction.forward
        return forward.x != 0 ? ("x", forward.x < 0) : ("y", forward.y < 0)
    }

    /// The screen edge an edge pan starts from (a `UIRectEdge` member); nil for other gestures.
    static func edge(_ interaction: InteractionSpec) -> String? {
        interaction.gesture == .edgePan ? interaction.direction.rawValue : nil
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

    /// The tab switch's animator. With a pan either way the transition is written for the next tab, and a
    /// switch to an earlier one (by the pan or a tap) plays its mirror image: the tab bar's order decides,
    /// index 0 the leading tab (Apple: `UITabBarController.viewControllers`).
    func tabAnimator() -> [SwiftStatement] {
        let made = makeAnimator(.tab)
        guard let tab = programs.first(where: { $0.operation == .tab }), UIKitGenerator.picksNeighbour(tab) else { return made }
        func index(_ controller: String) -> SwiftExpression {
            .call(.optionalMember(.id("tabBarController").dot("viewControllers"), "firstIndex"),
                  [arg("where", .closure(SwiftClosure([.expression(.binary(.identical, "$0", .id(controller)))])))])
        }
        return Array(made.dropLast()) + [
            .ifElse([.optionalBinding(.name("from"), index("fromVC")), .optionalBinding(.name("to"), index("toVC"))], [
                .set(.id("animator").dot("selectsPreviousTab"), .binary(.less, "to", "from")),
            ]),
        ] + Array(made.suffix(1))
    }

    /// Returns the interaction controller while its gesture drives the transition, else nil. The
    /// controller is handed the animation controller too: it catches the settling transition, or
    /// (when the transition cannot be caught) keeps a touch from starting another meanwhile.
    func interaction(_ operation: TransitionOperation, animator: SwiftExpression) -> [SwiftStatement] {
        guard let gestures = programs.first(where: { $0.operation == operation })?.interactions, !gestures.isEmpty else { return [.return(.nil)] }
        let controller = SwiftExpression.id(property(operation))
        return [.guard([.expression(controller.dot("isInteracting"))], else: [.return(.nil)]),
                .set(controller.dot("animationController"), animator),
                .return(controller)]
    }

    static let animatorResult = "(any UIViewControllerAnimatedTransitioning)?"
    static let interactionResult = "(any UIViewControllerInteractiveTransitioning)?"
    static let animatorParameter = SwiftParameter("interactionControllerFor", "animationController", "any UIViewControllerAnimatedTransitioning")

    func delegates(generator: inout UIKitGenerator) -> [SwiftDeclaration] {
        let operations = programs.map(\.operation)
        var declarations: [SwiftDeclaration] = []
        let interactive = programs.filter { !$0.interactions.isEmpty }.map(\.operation)
        let name = programs[0].name

        let navigation = operations.filter { $0 == .push || $0 == .pop }
        if !navigation.isEmpty {
            let cases = navigation.map { SwiftCase(.values([.member(nil, $0.rawValue)]), makeAnimator($0)) } + [SwiftCase(.default, [.return(.nil)])]
            var interactionCases = navigation.map { SwiftCase(.values([.member(nil, $0.rawValue)]), interaction($0, animator: "animator")) }
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
                + generator.presentationMembers(programs, typeName: typeName)
            let using = SwiftParameter("using", "animator", "any UIViewControllerAnimatedTransitioning")
            if modal.contains(.present) {
                members += [
                    .function(SwiftFunction([], "animationController", [
                        SwiftParameter("forPresented", "presented", "UIViewController"), SwiftParameter("presenting", "UIViewController"),
                        SwiftParameter("source", "UIViewController"),
                    ], returns: Self.animatorResult, makeAnimator(.present))),
                    .blank,
                    .function(SwiftFunction([], "interactionControllerForPresentation", [using], returns: Self.interactionResult, interaction(.present, animator: "animator"))),
                    .blank,
                ]
            }
            if modal.contains(.dismiss) {
                members += [
                    .function(SwiftFunction([], "animationController", [SwiftParameter("forDismissed", "dismissed", "UIViewController")],
                                            returns: Self.animatorResult, makeAnimator(.dismiss))),
                    .blank,
                    .function(SwiftFunction([], "interactionControllerForDismissal", [using], returns: Self.interactionResult, interaction(.dismiss, animator: "animator"))),
                ]
            }
            declarations += [
                .doc("Hands `\(name)` to a presentation for \(modal.map(\.rawValue).joined(separator: " and ")); give it the presented controller with `prepare(_:)`."),
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
                    ], returns: Self.animatorResult, tabAnimator())),
                    .blank,
                    .function(SwiftFunction([], "tabBarController", [SwiftParameter(nil, "tabBarController", "UITabBarController"), Self.animatorParameter],
                                            returns: Self.interactionResult, interaction(.tab, animator: "animationController"))),
                ])),
                .blank,
            ]
        }
        return declarations
    }
}
