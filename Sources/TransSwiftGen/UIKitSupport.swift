/// Helpers generated UIKit files use, each `fileprivate` so that files never clash. The
/// generator records each one as it writes code that uses it; the file carries those only.
enum UIKitSupport: CaseIterable, Comparable {
    case transform, savedState, keptViews, completion, completeWithoutAnimation, mask, showMask, mixColors, shadeView, setAnchorPoint, setFrame, setSize
    /// `TranscTransform` with a view's own perspective: declared instead of `transform` where a view has one.
    case perspectiveTransform
    /// `TranscTransform` with a transform list's matrix: declared instead of `transform` where a view has a list.
    case listTransform
    /// `TranscFollower`: a view that follows the finger (`follow`), after the helpers it names.
    case follower

    /// The helpers this one's declaration names.
    var requires: [UIKitSupport] {
        switch self {
        case .keptViews: [.savedState]
        case .showMask: [.mask]
        case .follower: [.transform, .completion]
        case .transform, .savedState, .completion, .completeWithoutAnimation, .mask, .mixColors, .shadeView, .setAnchorPoint, .setFrame,
             .setSize, .perspectiveTransform, .listTransform: []
        }
    }

    /// The helpers a file uses, under a mark, in a fixed order; the saved state holds `saved` only.
    static func declarations(_ used: Set<UIKitSupport>, saving saved: [SavedViewField]) -> [SwiftDeclaration] {
        var used = used.union(used.flatMap(\.requires))
        // One `TranscTransform` per file, with a perspective and a list's matrix where any view needs them.
        // It stands where the first of its kinds in `allCases` would.
        let (perspective, list) = (used.contains(.perspectiveTransform), used.contains(.listTransform))
        if perspective { used.subtract([.transform, .listTransform]) } else if list { used.remove(.transform) }
        let helpers = allCases.filter(used.contains)
        return [.mark("Support"), .blank] + helpers.enumerated().flatMap { index, helper in
            let isTransform = [.transform, .perspectiveTransform, .listTransform].contains(helper)
            return (index > 0 ? [.blank] : [])
                + (isTransform ? transformDeclaration(perspective: perspective, list: list) : helper.declaration(saving: saved))
        }
    }

    /// The name the generated code calls the helper by.
    var name: String {
        switch self {
        case .transform, .perspectiveTransform, .listTransform: "TranscTransform"
        case .savedState: "TranscSavedState"
        case .keptViews: "TranscKeptViews"
        case .completion: "TranscCompletion"
        case .completeWithoutAnimation: "transcCompleteWithoutAnimation"
        case .mask: "TranscMask"
        case .showMask: "transcShowMask"
        case .mixColors: "transcMixColors"
        case .shadeView: "TranscShadeView"
        case .setAnchorPoint: "transcSetAnchorPoint"
        case .setFrame: "transcSetFrame"
        case .setSize: "transcSetSize"
        case .follower: UIKitFollowing.name
        }
    }

    /// The helper's declaration; the saved state's holds the fields `saved` names.
    func declaration(saving saved: [SavedViewField]) -> [SwiftDeclaration] {
        switch self {
        case .transform: Self.transformDeclaration(perspective: false, list: false)
        case .perspectiveTransform: Self.transformDeclaration(perspective: true, list: false)
        case .listTransform: Self.transformDeclaration(perspective: false, list: true)
        case .savedState: Self.savedStateDeclaration(saved)
        case .keptViews: Self.keptViewsDeclaration
        case .follower: UIKitFollowing.declaration
        case .completion: Self.completionDeclaration
        case .completeWithoutAnimation:
            [.documentation(["Ends a transition at once, without animation, when it cannot run (what the forward transition should have kept",
                             "is missing): the arriving view, where UIKit hands it over, is put in the container, and nothing else is touched."]),
             .function(SwiftFunction([.mainActor, .fileprivate], name, [SwiftParameter(nil, "context", "any UIViewControllerContextTransitioning")], [
                 .ifElse([.optionalBinding(.name("toView"), .id("context").call("view", arg("forKey", .member(nil, "to")))),
                          .expression(.binary(.notIdentical, .id("toView").dot("superview"), .id("context").dot("containerView")))], [
                     .run(.id("context").dot("containerView").call("addSubview", arg("toView"))),
                 ]),
                 .run(.id("context").call("completeTransition", arg(.prefix(.not, .id("context").dot("transitionWasCancelled"))))),
             ]))]
        case .mask: Self.maskDeclaration
        case .showMask: Self.showMaskDeclaration
        case .mixColors: Self.mixColorsDeclaration
        case .shadeView: Self.shadeViewDeclaration
        case .setAnchorPoint:
            [.doc("Changes a view's anchor point without moving its frame."),
             .function(SwiftFunction([.mainActor, .fileprivate], name, [SwiftParameter(nil, "anchor", "CGPoint"), SwiftParameter("of", "view", "UIView")], [
                 .let("bounds", layer.dot("bounds")),
                 .let("old", layer.dot("anchorPoint")),
                 .set(layer.dot("anchorPoint"), "anchor"),
                 .assign(layer.dot("position").dot("x"), .add, (.id("anchor").dot("x") - .id("old").dot("x")) * .id("bounds").dot("width")),
                 .assign(layer.dot("position").dot("y"), .add, (.id("anchor").dot("y") - .id("old").dot("y")) * .id("bounds").dot("height")),
             ]))]
        case .setFrame:
            [.doc("Sets a view's untransformed frame whatever its transform and anchor point."),
             .function(SwiftFunction([.mainActor, .fileprivate], name, [SwiftParameter(nil, "frame", "CGRect"), SwiftParameter("of", "view", "UIView")], [
                 .let("anchor", layer.dot("anchorPoint")),
                 .set(layer.dot("bounds").dot("size"), .id("frame").dot("size")),
                 // The frame as given, negative sizes included, as the interpreter places it.
                 .set(layer.dot("position"), .call("CGPoint", [
                     arg("x", .id("frame").dot("origin").dot("x") + .id("anchor").dot("x") * .id("frame").dot("size").dot("width")),
                     arg("y", .id("frame").dot("origin").dot("y") + .id("anchor").dot("y") * .id("frame").dot("size").dot("height")),
                 ])),
             ]))]
        case .setSize:
            [.doc("Sets a view's size keeping its untransformed frame's origin, whatever its transform and anchor point."),
             .function(SwiftFunction([.mainActor, .fileprivate], name, [SwiftParameter(nil, "size", "CGSize"), SwiftParameter("of", "view", "UIView")], [
                 .let("anchor", layer.dot("anchorPoint")),
                 .let("old", layer.dot("bounds").dot("size")),
                 .set(layer.dot("bounds").dot("size"), "size"),
                 .assign(layer.dot("position").dot("x"), .add, .id("anchor").dot("x") * (.id("size").dot("width") - .id("old").dot("width"))),
                 .assign(layer.dot("position").dot("y"), .add, .id("anchor").dot("y") * (.id("size").dot("height") - .id("old").dot("height"))),
             ]))]
        }
    }

    /// `view.layer`.
    static let layer = SwiftExpression.id("view").dot("layer")
    var layer: SwiftExpression { Self.layer }

    /// `TranscTransform`; with `perspective`, a view's own perspective distance too, applied last
    /// (m34 = −1/d); with `list`, a transform list's matrix, which is then the whole transform but
    /// the perspective.
    static func transformDeclaration(perspective: Bool, list: Bool) -> [SwiftDeclaration] {
        func rotate(_ angle: SwiftExpression, _ x: SwiftExpression, _ y: SwiftExpression, _ z: SwiftExpression) -> SwiftStatement {
            .set("matrix", .call("CATransform3DRotate", [arg("matrix"), arg(angle), arg(x), arg(y), arg(z)]))
        }
        let rotation = SwiftExpression.id("rotation")
        let translate: [SwiftArgument] = [arg(.id("translation").dot("x")), arg(.id("translation").dot("y")), arg("translationZ")]
        // The perspective applies last to points, so it is the first factor: P, then T·P, then R·T·P, …
        // A list applies before the perspective: L·P, or L alone.
        let listFirst: [SwiftStatement] = !list ? [] : perspective
            ? [.ifElse([.optionalBinding(.name("list"), nil)], [.return(.call("CATransform3DConcat", [arg("list"), arg("matrix")]))])]
            : [.ifElse([.optionalBinding(.name("list"), nil)], [.return("list")])]
        let start: [SwiftStatement] = perspective ? [
            .var("matrix", "CATransform3DIdentity"),
            .ifElse([.optionalBinding(.name("perspective"), nil), .expression(.binary(.greater, "perspective", 0))], [
                .set(.id("matrix").dot("m34"), .number(-1) / .id("perspective")),
            ]),
        ] + listFirst + [
            .set("matrix", .call("CATransform3DTranslate", [arg("matrix")] + translate)),
        ] : listFirst + [.var("matrix", .call("CATransform3DMakeTranslation", translate))]
        let perspectiveField: [SwiftDeclaration] = perspective
            ? [.stored(modifiers: [], .var, "perspective", type: "CGFloat?", value: nil)] : []
        let listField: [SwiftDeclaration] = list
            ? [.stored(modifiers: [], .var, "list", type: "CATransform3D?", value: nil)] : []
        let summary = perspective
            ? "A view's translation, rotations and scale, composed as CSS composes them (scale, then rotate, then translate), then its own perspective."
            : "A view's translation, rotations and scale, composed as CSS composes them: scale, then rotate, then translate."
        return [
            .doc(list ? summary + " A transform list's matrix, if set, stands for all of them." : summary),
            .type(SwiftTypeDeclaration([.fileprivate], .struct, "TranscTransform", [
                .stored(modifiers: [], .var, "translation", type: nil, value: .id("CGPoint").dot("zero")),
                .stored(modifiers: [], .var, "translationZ", type: "CGFloat", value: 0),
                .stored(modifiers: [], .var, "rotation", type: "(x: CGFloat, y: CGFloat, z: CGFloat)", value: .tuple([0, 0, 0])),
                .stored(modifiers: [], .var, "axisRotation", type: "(angle: CGFloat, axis: (x: CGFloat, y: CGFloat, z: CGFloat))?", value: nil),
                .stored(modifiers: [], .var, "scale", type: nil, value: .call("CGPoint", [arg("x", 1), arg("y", 1)])),
            ] + perspectiveField + listField + [
                .blank,
                .computed(modifiers: [], "matrix", type: "CATransform3D", start + [
                    .ifElse([.optionalBinding(.tuple(["angle", "axis"]), "axisRotation")], [
                        rotate("angle", .id("axis").dot("x"), .id("axis").dot("y"), .id("axis").dot("z")),
                    ]),
                    rotate(rotation.dot("z"), 0, 0, 1),
                    rotate(rotation.dot("y"), 0, 1, 0),
                    rotate(rotation.dot("x"), 1, 0, 0),
                    .return(.call("CATransform3DScale", [arg("matrix"), arg(.id("scale").dot("x")), arg(.id("scale").dot("y")), arg(1)])),
                ]),
            ])),
        ]
    }

    static func savedStateDeclaration(_ fields: [SavedViewField]) -> [SwiftDeclaration] {
        let savedProperties = fields.map(\.declaration)
        let save: [SwiftStatement] = [.set(.id("self").dot("view"), "view")] + savedProperties.map { SwiftStatement.set(.id($0.name), $0.read) }
        return [
            .doc("What this file's transitions change on a view, to put back when one ends or is cancelled."),
            .type(SwiftTypeDeclaration([.mainActor, .fileprivate], .struct, "TranscSavedState",
                [.stored(modifiers: [], .let, "view", type: "UIView", value: nil)]
                + savedProperties.map { SwiftDeclaration.stored(modifiers: [], .let, $0.name, type: $0.type, value: nil) } + [
                .blank,
                .initializer(SwiftInitializer([], [SwiftParameter(nil, "view", "UIView")], save)),
                .blank,
                .function(SwiftFunction([], "restore", [], savedProperties.map { SwiftStatement.set($0.read, .id($0.name)) })),
            ])),
        ]
    }

    static let keptViewsDeclaration: [SwiftDeclaration] = {
        let entry = SwiftExpression.id("Entry")
        return [
            .documentation(["Views a transition keeps (`keep`) for the transition that reverses it, each with what the keeping transition",
                            "saved of it before changing it, so that the reverse puts it back as it was before both."]),
            .type(SwiftTypeDeclaration([.mainActor, .fileprivate, .final], .class, "TranscKeptViews", [
                .doc("One kept view; `saved` is nil when the keeping transition changed nothing a restore puts back."),
                .type(SwiftTypeDeclaration([], .struct, "Entry", [
                    .stored(modifiers: [], .let, "view", type: "UIView", value: nil),
                    .stored(modifiers: [], .let, "saved", type: "TranscSavedState?", value: nil),
                ])),
                .blank,
                .doc("By the keeping transition's name for each view: `from`, `snapshot(from)`."),
                .stored(modifiers: [.privateSet], .var, "entries", type: "[String: Entry]", value: .dictionary([])),
                .blank,
                .doc("Keeps a view, replacing one kept before under the same name."),
                .function(SwiftFunction([], "keep", [SwiftParameter(nil, "id", "String"), SwiftParameter(nil, "view", "UIView"),
                                                     SwiftParameter("saved", "TranscSavedState?")], [
                    .set(.subscripted("entries", "id"), .call(entry, [arg("view", "view"), arg("saved", "saved")])),
                ])),
                .blank,
                .doc("Forgets views a transition has taken over, so that the store holds no view nobody will take."),
                .function(SwiftFunction([], "remove", [SwiftParameter(nil, "ids", "[String]")], [
                    .for("id", in: "ids", [.run(.id("entries").call("removeValue", arg("forKey", "id")))]),
                ])),
            ])),
        ]
    }()

    /// The one object a run's completion blocks capture. Since Swift 6.2 (SE-0463) the SDK's
    /// completion blocks are `@Sendable` and not isolated, so they may capture neither the
    /// transition context nor mutable locals, nor do main-actor work directly. This main-actor
    /// class is Sendable; it holds the count and the ending (which captures the context), and
    /// the blocks only call it.
    static let completionDeclaration: [SwiftDeclaration] = [
        .documentation([
            "Runs a transition's ending once all its animations have ended. Completion blocks call it; Swift 6.2 and later",
            "import them as `@Sendable` closures, which may hold this main-actor object but not the transition context.",
            "UIKit runs them on the main thread (Apple, UIKit: \"Use UIKit classes only from your app's main thread or main",
            "dispatch queue\"; CATransaction.setCompletionBlock: \"guaranteed to be called (on the main thread)\"), so the ending",
            "runs at once, on the main actor, instead of a turn later.",
        ]),
        .type(SwiftTypeDeclaration([.mainActor, .fileprivate, .final], .class, "TranscCompletion", [
            .stored(modifiers: [.private], .var, "remaining", type: "Int", value: nil),
            .stored(modifiers: [.private], .let, "ending", type: "@MainActor () -> Void", value: nil),
            .blank,
            .initializer(SwiftInitializer([], [SwiftParameter("animations", "Int"), SwiftParameter("ending", "@escaping @MainActor () -> Void")], [
                .set("remaining", "animations"),
                .set(.id("self").dot("ending"), "ending"),
            ])),
            .blank,
            .doc("One animation has ended; after the last, the ending runs."),
            .function(SwiftFunction([.nonisolated], "callAsFunction", [], [
                .run(.id("MainActor").call("assumeIsolated", trailing: SwiftClosure([
                    .assign("remaining", .subtract, 1),
                    .guard([.expression(.binary(.equal, "remaining", 0))], else: [.return(nil)]),
                    .run(.call("ending", [])),
                ]))),
            ])),
        ])),
    ]

    static let maskDeclaration: [SwiftDeclaration] = {
        let (r, w, h, k) = (SwiftExpression.id("r"), SwiftExpression.id("w"), SwiftExpression.id("h"), SwiftExpression.id("k"))
        let (minX, maxX, minY, maxY) = (r.dot("minX"), r.dot("maxX"), r.dot("minY"), r.dot("maxY"))
        func point(_ x: SwiftExpression, _ y: SwiftExpression) -> SwiftExpression { .call("CGPoint", [arg("x", x), arg("y", y)]) }
        func line(_ x: SwiftExpression, _ y: SwiftExpression) -> SwiftStatement { .run(.id("path").call("addLine", arg("to", point(x, y)))) }
        func curve(_ to: SwiftExpression, _ control1: SwiftExpression, _ control2: SwiftExpression) -> SwiftStatement {
            .run(.id("path").call("addCurve", arg("to", to), arg("control1", control1), arg("control2", control2)))
        }
        let rect = SwiftExpression.id("rect")
        let clamped = { (radius: String, side: String) -> SwiftExpression in
            .call("min", [arg(.call("max", [arg(.id(radius)), arg(0)])), arg(.call("abs", [arg(rect.dot("size").dot(side))]) / 2)])
        }
        let corners = { (width: SwiftExpression, height: SwiftExpression) -> SwiftStatement in
            .run(.call(.id("self").dot("init"), [arg("rect", rect), arg("cornerWidth", width), arg("cornerHeight", height)]))
        }
        return [
            .doc("A mask shape in container coordinates: a rounded rect with elliptical corners, which covers rects, ovals and circles alike."),
            .type(SwiftTypeDeclaration([.mainActor, .fileprivate], .struct, "TranscMask", [
                .stored(modifiers: [], .var, "rect", type: "CGRect", value: nil),
                .stored(modifiers: [], .var, "cornerWidth", type: "CGFloat", value: nil),
                .stored(modifiers: [], .var, "cornerHeight", type: "CGFloat", value: nil),
                .blank,
                .doc("Corners between 0 and half the rect's size, as the interpreter clamps them (a mix can pass either)."),
                .initializer(SwiftInitializer([], [SwiftParameter("rect", "CGRect"), SwiftParameter("cornerWidth", "CGFloat"),
                                                   SwiftParameter("cornerHeight", "CGFloat")], [
                    .set(.id("self").dot("rect"), "rect"),
                    .set(.id("self").dot("cornerWidth"), clamped("cornerWidth", "width")),
                    .set(.id("self").dot("cornerHeight"), clamped("cornerHeight", "height")),
                ])),
                .blank,
                .initializer(SwiftInitializer([], [SwiftParameter("rect", "CGRect"), SwiftParameter("cornerRadius", "CGFloat", default: 0)], [
                    corners("cornerRadius", "cornerRadius"),
                ])),
                .blank,
                .initializer(SwiftInitializer([], [SwiftParameter("oval", "rect", "CGRect")], [
                    corners(rect.dot("size").dot("width") / 2, rect.dot("size").dot("height") / 2),
                ])),
                .blank,
                .initializer(SwiftInitializer([], [SwiftParameter("center", "CGPoint"), SwiftParameter("radius", "CGFloat")], [
                    .let("r", .call("abs", [arg("radius")])),
                    .run(.call(.id("self").dot("init"), [
                        arg("rect", .call("CGRect", [arg("x", .id("center").dot("x") - "r"), arg("y", .id("center").dot("y") - "r"),
                                                     arg("width", 2 * .id("r")), arg("height", 2 * .id("r"))])),
                        arg("cornerWidth", "r"), arg("cornerHeight", "r"),
                    ])),
                ])),
                .blank,
                .documentation(["The outline in `view`'s untransformed coordinates, where the interpreter places a mask (the view's transform",
                                "then moves it with the view), always of the same elements so that any two interpolate."]),
                .function(SwiftFunction([], "path", [SwiftParameter("in", "view", "UIView")], returns: "CGPath", [
                    .let("layer", .id("view").dot("layer")),
                    .let("r", rect.call("offsetBy",
                                        arg("dx", -(.id("layer").dot("position").dot("x") - .id("layer").dot("anchorPoint").dot("x") * .id("layer").dot("bounds").dot("width"))),
                                        arg("dy", -(.id("layer").dot("position").dot("y") - .id("layer").dot("anchorPoint").dot("y") * .id("layer").dot("bounds").dot("height"))))),
                    .binding(.let, .tuple(["w", "h"]), .tuple([arg("cornerWidth"), arg("cornerHeight")])),
                    .let("k", "CGFloat", .number(0.5522847498)),
                    .let("path", .call("CGMutablePath", [])),
                    .run(.id("path").call("move", arg("to", point(minX + w, minY)))),
                    line(maxX - w, minY),
                    curve(point(maxX, minY + h), point(maxX - w + k * w, minY), point(maxX, minY + h - k * h)),
                    line(maxX, maxY - h),
                    curve(point(maxX - w, maxY), point(maxX, maxY - h + k * h), point(maxX - w + k * w, maxY)),
                    line(minX + w, maxY),
                    curve(point(minX, maxY - h), point(minX + w - k * w, maxY), point(minX, maxY - h + k * h)),
                    line(minX, minY + h),
                    curve(point(minX + w, minY), point(minX, minY + h - k * h), point(minX + w - k * w, minY)),
                    .run(.id("path").call("closeSubpath")),
                    .return("path"),
                ])),
            ])),
        ]
    }()

    /// A mask view's geometry for a mask shape, set inside UIView animations, which animate a view's
    /// bounds, center, transform and corner radius where they cannot animate a shape layer's path.
    static let showMaskDeclaration: [SwiftDeclaration] = {
        let (mask, maskView, view) = (SwiftExpression.id("mask"), SwiftExpression.id("maskView"), SwiftExpression.id("view"))
        let (viewLayer, aspect, rect) = (view.dot("layer"), SwiftExpression.id("aspect"), mask.dot("rect"))
        func absolute(_ value: SwiftExpression) -> SwiftExpression { .call("abs", [arg(value)]) }
        return [
            .documentation(["Shapes a mask view (a view's `mask`) as `mask`, in `view`'s untransformed coordinates as the interpreter",
                            "places a mask: an opaque rounded rect whose corners are circles stretched across by its transform, so that",
                            "elliptical corners (an oval's) keep their shape and the frame is the mask's rect."]),
            .function(SwiftFunction([.mainActor, .fileprivate], "transcShowMask", [
                SwiftParameter(nil, "mask", "TranscMask"), SwiftParameter("on", "maskView", "UIView"), SwiftParameter("in", "view", "UIView"),
            ], [
                .let("origin", .call("CGPoint", [
                    arg("x", viewLayer.dot("position").dot("x") - viewLayer.dot("anchorPoint").dot("x") * viewLayer.dot("bounds").dot("width")),
                    arg("y", viewLayer.dot("position").dot("y") - viewLayer.dot("anchorPoint").dot("y") * viewLayer.dot("bounds").dot("height")),
                ])),
                .let("aspect", .ternary(.binary(.and, .binary(.notEqual, mask.dot("cornerWidth"), .number(0)), .binary(.notEqual, mask.dot("cornerHeight"), .number(0))),
                                        absolute(mask.dot("cornerWidth") / mask.dot("cornerHeight")), .number(1))),
                .set(maskView.dot("bounds"), .call("CGRect", [arg("x", .number(0)), arg("y", .number(0)),
                                                               arg("width", absolute(rect.dot("width")) / aspect), arg("height", absolute(rect.dot("height")))])),
                .set(maskView.dot("center"), .call("CGPoint", [arg("x", rect.dot("midX") - .id("origin").dot("x")), arg("y", rect.dot("midY") - .id("origin").dot("y"))])),
                .set(maskView.dot("layer").dot("cornerRadius"), absolute(mask.dot("cornerHeight"))),
                .set(maskView.dot("layer").dot("transform"), .call("CATransform3DMakeScale", [arg(aspect), arg(.number(1)), arg(.number(1))])),
            ])),
        ]
    }()

    /// Two colours mixed channel by channel, as the interpreter and Core Animation mix a background colour.
    static let mixColorsDeclaration: [SwiftDeclaration] = {
        let channels = SwiftExpression.id("channels")
        func channel(_ index: Int) -> SwiftExpression { index == 0 ? channels : channels + .integer(index) }
        func mix(_ index: Int) -> SwiftExpression {
            let (a, b) = (SwiftExpression.subscripted("first", .integer(index)), SwiftExpression.subscripted("second", .integer(index)))
            return a + (b - a) * .id("weight")
        }
        return [
            .documentation(["`a` and `b` mixed channel by channel (straight alpha) at `weight`, in extended sRGB, where `getRed` puts a colour",
                            "of any other space: as the interpreter and Core Animation interpolate a background colour."]),
            .function(SwiftFunction([.mainActor, .fileprivate], "transcMixColors", [
                SwiftParameter(nil, "a", "UIColor"), SwiftParameter(nil, "b", "UIColor"), SwiftParameter(nil, "weight", "CGFloat"),
            ], returns: "UIColor", [
                .let("first", .call("transcRGBA", [arg("a")])),
                .let("second", .call("transcRGBA", [arg("b")])),
                .return(.call("UIColor", ["red", "green", "blue", "alpha"].enumerated().map { arg($1, mix($0)) })),
            ])),
            .blank,
            .doc("A colour's red, green, blue and alpha in extended sRGB (0 each where `getRed` cannot convert it)."),
            .function(SwiftFunction([.mainActor, .fileprivate], "transcRGBA", [SwiftParameter(nil, "color", "UIColor")], returns: "[CGFloat]", [
                .let("channels", .call(.id("UnsafeMutablePointer<CGFloat>").dot("allocate"), [arg("capacity", .integer(4))])),
                .run(channels.call("initialize", arg("repeating", .number(0)), arg("count", .integer(4)))),
                .set("_", .id("color").call("getRed", arg(channel(0)), arg("green", channel(1)), arg("blue", channel(2)), arg("alpha", channel(3)))),
                .let("rgba", .array((0..<4).map { .subscripted(channels, .integer($0)) })),
                .run(channels.call("deallocate")),
                .return("rgba"),
            ])),
        ]
    }()

    static let shadeViewDeclaration: [SwiftDeclaration] = [
        .doc("A gradient overlay whose opacity UIView animations can change."),
        .type(SwiftTypeDeclaration([.mainActor, .fileprivate, .final], .class, "TranscShadeView", conformances: ["UIView"], [
            .computed(modifiers: [.override, .class], "layerClass", type: "AnyClass", [.run(.id("CAGradientLayer").dot("self"))]),
            .blank,
            .initializer(SwiftInitializer([], [SwiftParameter("colors", "[UIColor]"), SwiftParameter("start", "CGPoint"), SwiftParameter("end", "CGPoint")], [
                .run(.id("super").call("init", arg("frame", .member(nil, "zero")))),
                .set("isUserInteractionEnabled", .boolean(false)),
                .set("autoresizingMask", .array([.member(nil, "flexibleWidth"), .member(nil, "flexibleHeight")])),
                .ifElse([.optionalBinding(.name("gradient"), .cast("layer", type: "CAGradientLayer", optional: true))], [
                    .set(.id("gradient").dot("colors"), .id("colors").call("map", arg(.keyPath(".cgColor")))),
                    .set(.id("gradient").dot("startPoint"), "start"),
                    .set(.id("gradient").dot("endPoint"), "end"),
                ]),
            ])),
            .blank,
            .initializer(SwiftInitializer([.required], failable: true, [SwiftParameter("coder", "NSCoder")], [.run(.nil)])),
        ])),
    ]
}
