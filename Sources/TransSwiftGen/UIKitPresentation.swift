import TransIR

/// How a transition's presentation is set up: the style the generated delegate gives the presented
/// controller, and the presentation controller that keeps the presented view where the present
/// leaves it.
///
/// The style is `.custom`: UIKit leaves the presenter's view in the window, below the transition
/// container, and does not hand it over (`view(forKey:)` is nil), so the presenter is never moved;
/// a program that animates it animates it in place, and `restore` puts it back. `.fullScreen` would
/// hand it over but remove it from the window when the present ends, which would leave a sheet or
/// card over black.
extension UIKitGenerator {
    /// The presented view's end state as a presentation controller states it: the frame and corner
    /// radius the present program leaves `to` with. Nil parts keep UIKit's default (the container's
    /// bounds, square corners).
    struct PresentedEnd {
        var frame: (prelude: [SwiftStatement], value: SwiftExpression)?
        var cornerRadius: (prelude: [SwiftStatement], value: SwiftExpression)?
        /// Whether they read the transition's inputs, which the presentation controller is then made with.
        var readsInputs = false
    }

    /// `containerView?.bounds ?? .zero`: the presentation controller's container, which UIKit sets before it asks for a frame.
    static let presentationContainerBounds = SwiftExpression.binary(.nilCoalescing, .optionalMember("containerView", "bounds"), .member(nil, "zero"))

    /// What the present program leaves the presented view with, where it can be stated from the
    /// container and the transition's inputs (`inputs`, an input view's frame converted into the
    /// container); nil where the present changes nothing a presentation controller keeps.
    static func presentedEnd(_ program: TransitionProgram) -> PresentedEnd? {
        guard program.operation == .present, let index = program.layers.firstIndex(where: { $0.actor == .to }) else { return nil }
        let tracks = program.tracks.filter { $0.layer == index }
        func last(_ property: Property) -> ValueExpression? {
            tracks.last { $0.property == property }?.keyframes.last?.value
        }
        var (frames, inputs) = storedInputs(program, framesIn: "containerView")
        frames[.container] = presentationContainerBounds
        // One translator, so that temporaries have distinct names; the frame and the radius are written in different members.
        var translator = ExpressionTranslator(ExpressionScope(
            library: .uikit, frames: frames, inputs: inputs,
            containerSize: .binary(.nilCoalescing, .member(.optionalMember("containerView", "bounds"), "size"), .member(nil, "zero"))))
        func translate(_ value: ValueExpression) -> (prelude: [SwiftStatement], value: SwiftExpression, type: GeneratedType)? {
            guard case .value(let expression, let type) = translator.translate(value) else { return nil }
            return (translator.takePrelude(), expression, type)
        }
        var end = PresentedEnd()
        // What is returned, with whether anything translated read an input.
        func kept(_ end: PresentedEnd?) -> PresentedEnd? {
            guard var end else { return nil }
            end.readsInputs = translator.readsInputs
            return end
        }
        if let radius = last(.cornerRadius), let made = translate(radius) { end.cornerRadius = (made.prelude, made.value) }
        // The frame is kept only where the end state is a frame moved by a translation: a scaled or
        // rotated end has no frame a presentation controller could keep.
        let framing: Set<Property> = [.frame, .translate, .translateX, .translateY]
        let placed = tracks.contains { framing.contains($0.property) }
        let otherwisePlaced = tracks.contains { track in
            switch track.property.traits.part {
            case .geometry(let part): part == .position || part == .size
            case .transform: !framing.contains(track.property)
            case .style, .mask: false
            }
        }
        if placed, !otherwisePlaced {
            var prelude: [SwiftStatement] = []
            var frame = presentationContainerBounds
            if let value = last(.frame) {
                guard let made = translate(value) else { return kept(end.cornerRadius == nil ? nil : end) }
                prelude += made.prelude
                frame = made.value
            }
            var offset: (x: SwiftExpression?, y: SwiftExpression?) = (nil, nil)
            if let value = last(.translate), let made = translate(value) {
                prelude += made.prelude + [.let("translation", "CGPoint", made.value)]
                offset = (.id("translation").dot("x"), .id("translation").dot("y"))
            }
            if let value = last(.translateX), let made = translate(value) { prelude += made.prelude; offset.x = made.value }
            if let value = last(.translateY), let made = translate(value) { prelude += made.prelude; offset.y = made.value }
            // A translation that ends at 0 (a sheet sliding in from below) moves nothing.
            if offset.x.map(isZero) ?? false { offset.x = nil }
            if offset.y.map(isZero) ?? false { offset.y = nil }
            guard offset.x != nil || offset.y != nil || last(.frame) != nil else { return kept(end.cornerRadius == nil ? nil : end) }
            if offset.x != nil || offset.y != nil {
                // The frame as the interpreter keeps it, origin and size unstandardised, moved by the translation.
                prelude.append(.let("frame", "CGRect", frame))
                let origin = SwiftExpression.id("frame").dot("origin")
                frame = .call("CGRect", [
                    arg("x", offset.x.map { moved(origin.dot("x"), by: $0) } ?? origin.dot("x")),
                    arg("y", offset.y.map { moved(origin.dot("y"), by: $0) } ?? origin.dot("y")),
                    arg("width", .id("frame").dot("size").dot("width")), arg("height", .id("frame").dot("size").dot("height")),
                ])
            }
            end.frame = (prelude, frame)
        }
        return kept(end.frame == nil && end.cornerRadius == nil ? nil : end)
    }

    /// The program's inputs read from a stored `inputs` value (a gesture's, a presentation
    /// controller's), an input view by its frame converted into `view`; and those frames by view.
    static func storedInputs(_ program: TransitionProgram, framesIn view: SwiftExpression)
        -> (frames: [Actor: SwiftExpression], inputs: [String: (value: SwiftExpression, type: InputType)]) {
        var frames: [Actor: SwiftExpression] = [:]
        var inputs: [String: (value: SwiftExpression, type: InputType)] = [:]
        for input in program.inputs {
            let value = SwiftExpression.id("inputs").dot(SwiftNames.valueName(input.name))
            if input.type == .view {
                let frame = value.call("convert", arg(value.dot("bounds")), arg("to", view))
                frames[.input(input.name)] = frame
                inputs[input.name] = (frame, input.type)
            } else {
                inputs[input.name] = (value, input.type)
            }
        }
        return (frames, inputs)
    }

    /// Whether a translated expression is the constant 0.
    static func isZero(_ expression: SwiftExpression) -> Bool {
        if case .number(let value) = expression { return value == 0 }
        if case .integer(let value) = expression { return value == 0 }
        return false
    }

    /// `origin + offset`, written `origin - 350` for a negative constant.
    static func moved(_ origin: SwiftExpression, by offset: SwiftExpression) -> SwiftExpression {
        if case .number(let value) = offset, value < 0 { return origin - .number(-value) }
        if case .prefix(.minus, let magnitude) = offset { return origin - magnitude }
        return origin + offset
    }

    /// Whether a transition's present has a `dimming` layer, which its presentation controller then owns.
    static func presentsDimming(_ programs: [TransitionProgram]) -> Bool {
        programs.contains { $0.operation == .present && $0.layers.contains { $0.actor == .dimming } }
    }

    /// Whether a transition needs a presentation controller: its present leaves the presented view
    /// with a frame or corner radius of its own, or dims the presenter.
    static func needsPresentationController(_ programs: [TransitionProgram]) -> Bool {
        guard let present = programs.first(where: { $0.operation == .present }) else { return false }
        return presentedEnd(present) != nil || presentsDimming(programs)
    }

    /// The presentation controller class of a transition whose present needs one, or nothing.
    func presentationController(_ programs: [TransitionProgram], typeName: String) -> [SwiftDeclaration] {
        guard let present = programs.first(where: { $0.operation == .present }), Self.needsPresentationController(programs) else { return [] }
        let end = Self.presentedEnd(present) ?? PresentedEnd()
        let dims = Self.presentsDimming(programs)
        let dimmingView = SwiftExpression.id(Self.dimmingMember)
        var members: [SwiftDeclaration] = []
        if end.readsInputs {
            let (presented, presenting) = (SwiftExpression.id("presentedViewController"), SwiftExpression.id("presentingViewController"))
            members += [
                .doc("The values the app supplied when the presentation began: the end the present leaves the presented view at reads them."),
                .stored(modifiers: [], .let, "inputs", type: typeName + "Inputs", value: nil),
                .blank,
                .initializer(SwiftInitializer([], [
                    SwiftParameter("presentedViewController", "UIViewController"),
                    SwiftParameter("presenting", "presentingViewController", "UIViewController?"),
                    SwiftParameter("inputs", typeName + "Inputs"),
                ], [
                    .set(.id("self").dot("inputs"), "inputs"),
                    .run(.call(.id("super").dot("init"), [arg("presentedViewController", presented), arg("presenting", presenting)])),
                ])),
                .blank,
            ]
        }
        if dims {
            members += [
                .documentation(["The dimming view behind the presented view, as a presentation controller keeps one: put in the container when",
                                "the presentation begins, over its bounds through rotations and size changes while presented, removed when the",
                                "presentation is cancelled or the dismissal completes. The animators colour and fade it."]),
                .stored(modifiers: [], .let, Self.dimmingMember, type: nil, value: .call("UIView", [])),
                .blank,
                .function(SwiftFunction([.override], "presentationTransitionWillBegin", [], [
                    .run(.id("super").call("presentationTransitionWillBegin")),
                    .guard([.optionalBinding(.name("containerView"), nil)], else: [.return(nil)]),
                    .set(dimmingView.dot("frame"), .id("containerView").dot("bounds")),
                    .run(.id("containerView").call("insertSubview", arg(dimmingView), arg("at", .integer(0)))),
                ])),
                .blank,
            ]
        }
        if let frame = end.frame {
            members += [
                .doc("Where the present leaves the presented view; UIKit hands it to the animator as the final frame."),
                .computed(modifiers: [.override], "frameOfPresentedViewInContainerView", type: "CGRect", frame.prelude + [.return(frame.value)]),
                .blank,
            ]
        }
        if end.frame != nil || dims {
            members += [
                .doc("A layout pass (rotation, a size change) puts " + [end.frame != nil ? "the presented view back in its frame" : nil,
                                                                          dims ? "the dimming view over the container" : nil]
                    .compactMap { $0 }.joined(separator: " and ") + "."),
                .function(SwiftFunction([.override], "containerViewWillLayoutSubviews", [], [.run(.id("super").call("containerViewWillLayoutSubviews"))]
                    + (dims ? [.set(dimmingView.dot("frame"), Self.presentationContainerBounds)] : [])
                    + (end.frame != nil ? [.set(.optionalMember("presentedView", "frame"), "frameOfPresentedViewInContainerView")] : []))),
                .blank,
            ]
        }
        members += [
            .doc("The presented view does not cover the presenter, which stays in the window behind it."),
            .computed(modifiers: [.override], "shouldRemovePresentersView", type: "Bool", [.return(.boolean(false))]),
        ]
        // A presented view that casts a shadow, presented or dismissed, is never clipped: clipping would cut the shadow away.
        let shadowed = programs.contains { program in
            let presented: Actor = program.operation == .dismiss ? .from : .to
            return program.layersCastingShadows.contains { program.layers[$0].actor == presented }
        }
        var didEnd: [SwiftStatement] = []
        if dims { didEnd.append(.ifElse([.expression(.prefix(.not, .id("completed")))], [.run(dimmingView.call("removeFromSuperview"))])) }
        if let radius = end.cornerRadius {
            didEnd += [.guard([.expression("completed"), .optionalBinding(.name("view"), "presentedView")], else: [.return(nil)])] + radius.prelude + [
                .set(.id("view").dot("layer").dot("cornerRadius"), radius.value),
            ] + (shadowed ? [] : [.set(.id("view").dot("clipsToBounds"), .boolean(true))])
        }
        if !didEnd.isEmpty {
            members += [
                .blank,
                .doc(end.cornerRadius != nil
                     ? "The animator puts back what it changed when the present ends; the corner radius stays as the present left it."
                     : "A cancelled presentation takes its dimming view away with it."),
                .function(SwiftFunction([.override], "presentationTransitionDidEnd", [SwiftParameter(nil, "completed", "Bool")],
                                        [.run(.id("super").call("presentationTransitionDidEnd", arg("completed")))] + didEnd)),
            ]
        }
        if dims {
            members += [
                .blank,
                .doc("A completed dismissal takes the dimming view away; a cancelled one leaves it as the presentation had it."),
                .function(SwiftFunction([.override], "dismissalTransitionDidEnd", [SwiftParameter(nil, "completed", "Bool")], [
                    .run(.id("super").call("dismissalTransitionDidEnd", arg("completed"))),
                    .ifElse([.expression("completed")], [.run(dimmingView.call("removeFromSuperview"))]),
                ])),
            ]
        }
        return [
            .doc("Keeps the view `\(present.name)` presents (\(place(present.origin))) as the present leaves it."),
            .type(SwiftTypeDeclaration([.mainActor, .final], .class, typeName + "PresentationController", conformances: ["UIPresentationController"], members)),
            .blank,
        ]
    }

    /// The presentation controller's member holding the dimming view.
    static let dimmingMember = "dimmingView"

    /// The transitioning delegate's members that set the presentation up: `prepare(_:)`, which
    /// gives a controller the style and this delegate, and the presentation controller, if any.
    func presentationMembers(_ programs: [TransitionProgram], typeName: String) -> [SwiftDeclaration] {
        let controller = SwiftExpression.id("controller")
        var members: [SwiftDeclaration] = [
            .documentation(["Makes `controller` present and dismiss with this transition: a custom presentation, which leaves the presenter",
                            "in the window behind it. UIKit holds the delegate weakly: keep it alive while `controller` is presented."]),
            .function(SwiftFunction([], "prepare", [SwiftParameter(nil, "controller", "UIViewController")], [
                .set(controller.dot("modalPresentationStyle"), .member(nil, "custom")),
                .set(controller.dot("transitioningDelegate"), "self"),
            ])),
            .blank,
        ]
        if Self.needsPresentationController(programs) {
            let readsInputs = programs.first { $0.operation == .present }.flatMap(Self.presentedEnd)?.readsInputs ?? false
            members += [
                .function(SwiftFunction([], "presentationController", [
                    SwiftParameter("forPresented", "presented", "UIViewController"), SwiftParameter("presenting", "UIViewController?"),
                    SwiftParameter("source", "UIViewController"),
                ], returns: "UIPresentationController?", [
                    .return(.call(.id(typeName + "PresentationController"), [arg("presentedViewController", "presented"), arg("presenting", "presenting")]
                                  + (readsInputs ? [arg("inputs", .call("inputs", []))] : []))),
                ])),
                .blank,
            ]
        }
        return members
    }
}
