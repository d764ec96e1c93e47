import TransIR

/// Views that follow the finger (`follow`) in generated UIKit code: while the gesture is active a
/// followed view shows its pose at the operation's start moved by the finger's translation (in
/// the container), its tracks at the distance dragged; on release it springs from the pose it shows
/// to its finish or start pose in `UIViewPropertyAnimator`s of `UISpringTimingParameters(mass:stiffness:
/// damping:initialVelocity:)` (the release spring's physics, `ReleaseSpring`), the finger's velocity
/// handed over per axis as UIKit's convention takes it (velocity over the distance left); a touch
/// during the spring catches it where its presentation layer shows it. The interpreter's
/// `TransitionDriver` is the reference.
enum UIKitFollowing {
    static let name = "TranscFollower"

    /// How a followed track reads and writes its property in a pose (`$0` the pose, `$1` the value);
    /// nil for a property a track cannot follow the distance with (the checker refuses those).
    static func access(_ property: Property) -> (read: SwiftExpression, write: SwiftStatement)? {
        let pose = SwiftExpression.id("$0"), value = SwiftExpression.id("$1")
        switch property {
        case .opacity: return (pose.dot("alpha"), .set(pose.dot("alpha"), value))
        case .cornerRadius: return (pose.dot("cornerRadius"), .set(pose.dot("cornerRadius"), value))
        case .shadowOpacity: return (pose.dot("shadowOpacity"), .set(pose.dot("shadowOpacity"), value))
        case .shadowRadius: return (pose.dot("shadowRadius"), .set(pose.dot("shadowRadius"), value))
        case .scale:
            // One number for both axes; a caught pose keeps the difference between its axes, as the driver moves each on.
            let caught = SwiftExpression.optionalMember(pose.dot("caught"), "scale")
            let apart = SwiftExpression.binary(.nilCoalescing, caught.dot("y"), .number(0)) - .binary(.nilCoalescing, caught.dot("x"), .number(0))
            return (pose.dot("transform").dot("scale").dot("x"),
                    .set(pose.dot("transform").dot("scale"), .call("CGPoint", [arg("x", value), arg("y", value + apart)])))
        case .scaleX: return (pose.dot("transform").dot("scale").dot("x"), .set(pose.dot("transform").dot("scale").dot("x"), value))
        case .scaleY: return (pose.dot("transform").dot("scale").dot("y"), .set(pose.dot("transform").dot("scale").dot("y"), value))
        case .rotate, .rotateZ: return (pose.dot("transform").dot("rotation").dot("z"), .set(pose.dot("transform").dot("rotation").dot("z"), value))
        case .frame, .position, .size, .anchor, .hidden, .zPosition, .backgroundColor, .shadowOffset, .shadowColor, .translate,
             .translateX, .translateY, .translateZ, .rotateX, .rotateY, .perspective, .mask, .transform: return nil
        }
    }

    /// `TranscFollower`: one followed view, its poses, tracks and release spring.
    static let declaration: [SwiftDeclaration] = {
        let view = SwiftExpression.id("view"), layer = SwiftExpression.id("layer")
        let pose = SwiftExpression.id("pose"), target = SwiftExpression.id("target")
        func point(_ x: SwiftExpression, _ y: SwiftExpression) -> SwiftExpression { .call("CGPoint", [arg("x", x), arg("y", y)]) }
        /// Where the anchor of a pose shows: its centre moved by its transform's translation.
        func anchor(_ pose: SwiftExpression) -> SwiftExpression {
            point(pose.dot("center").dot("x") + pose.dot("transform").dot("translation").dot("x"),
                  pose.dot("center").dot("y") + pose.dot("transform").dot("translation").dot("y"))
        }
        func rowLength(_ a: String, _ b: String, _ c: String) -> SwiftExpression {
            let m = SwiftExpression.id("matrix")
            return .call("sqrt", [arg(m.dot(a) * m.dot(a) + m.dot(b) * m.dot(b) + m.dot(c) * m.dot(c))])
        }
        func perSecond(_ axis: String) -> SwiftExpression {
            let left = SwiftExpression.id("to").dot(axis) - .id("at").dot(axis)
            return .ternary(.binary(.greater, .call("abs", [arg(left)]), .number(1e-9)), .id("velocity").dot(axis) / left, .number(0))
        }
        let shape: [SwiftStatement] = [
            .set(view.dot("bounds"), "bounds"),
            .set(view.dot("layer").dot("transform"), "matrix"),
            .set(view.dot("alpha"), "alpha"),
            .set(view.dot("layer").dot("cornerRadius"), "cornerRadius"),
            .set(view.dot("layer").dot("shadowOpacity"), .call("Float", [arg("shadowOpacity")])),
            .set(view.dot("layer").dot("shadowRadius"), "shadowRadius"),
        ]
        let poseType = SwiftTypeDeclaration([.mainActor], .struct, "Pose", [
            .stored(modifiers: [], .var, "center", type: "CGPoint", value: nil),
            .stored(modifiers: [], .var, "bounds", type: "CGRect", value: nil),
            .stored(modifiers: [], .var, "transform", type: "TranscTransform", value: nil),
            .stored(modifiers: [], .var, "anchorPoint", type: "CGPoint", value: nil),
            .doc("What a catch read: the presentation's matrix (a 3D rotation or a perspective has no parts to read back), and the"),
            .doc("scale and rotation about z `transform` held then; the change a drag makes to those parts goes on top of it."),
            .stored(modifiers: [], .var, "caught", type: "(matrix: CATransform3D, scale: CGPoint, rotation: CGFloat)?", value: nil),
            .stored(modifiers: [], .var, "alpha", type: "CGFloat", value: nil),
            .stored(modifiers: [], .var, "cornerRadius", type: "CGFloat", value: nil),
            .stored(modifiers: [], .var, "shadowOpacity", type: "CGFloat", value: nil),
            .stored(modifiers: [], .var, "shadowRadius", type: "CGFloat", value: nil),
            .blank,
            .doc("What `view` shows now, its transform given as the parts the run composed it from."),
            .initializer(SwiftInitializer([], [SwiftParameter(nil, "view", "UIView"), SwiftParameter("transform", "TranscTransform")], [
                .set("center", view.dot("center")), .set("bounds", view.dot("bounds")),
                .set(.id("self").dot("transform"), "transform"), .set("anchorPoint", view.dot("layer").dot("anchorPoint")),
                .set("caught", .nil), .set("alpha", view.dot("alpha")),
                .set("cornerRadius", view.dot("layer").dot("cornerRadius")),
                .set("shadowOpacity", .call("CGFloat", [arg(view.dot("layer").dot("shadowOpacity"))])),
                .set("shadowRadius", view.dot("layer").dot("shadowRadius")),
            ])),
            .blank,
            .doc("What a layer shows (its presentation): its matrix kept whole, with the parts a drag changes read from it (the"),
            .doc("translation; the scale, each row's length, as a scale comes first; the rotation about z as seen in the first row)."),
            .initializer(SwiftInitializer([], [SwiftParameter("showing", "layer", "CALayer")], [
                .set("center", layer.dot("position")), .set("bounds", layer.dot("bounds")),
                .set("anchorPoint", layer.dot("anchorPoint")),
                .let("matrix", layer.dot("transform")),
                .set("transform", .call("TranscTransform", [])),
                .set(.id("transform").dot("translation"), point(.id("matrix").dot("m41"), .id("matrix").dot("m42"))),
                .set(.id("transform").dot("rotation").dot("z"), .call("atan2", [arg(.id("matrix").dot("m12")), arg(.id("matrix").dot("m11"))])),
                .set(.id("transform").dot("scale"), point(rowLength("m11", "m12", "m13"), rowLength("m21", "m22", "m23"))),
                .comment("Caught at no size on an axis, the view has no matrix to change: it is the parts read off it."),
                .set("caught", .ternary(.binary(.and, .binary(.greater, .id("transform").dot("scale").dot("x"), .number(1e-12)),
                                                .binary(.greater, .id("transform").dot("scale").dot("y"), .number(1e-12))),
                                        .tuple([arg("matrix", "matrix"), arg("scale", .id("transform").dot("scale")),
                                                arg("rotation", .id("transform").dot("rotation").dot("z"))]), .nil)),
                .set("alpha", .call("CGFloat", [arg(layer.dot("opacity"))])),
                .set("cornerRadius", layer.dot("cornerRadius")),
                .set("shadowOpacity", .call("CGFloat", [arg(layer.dot("shadowOpacity"))])),
                .set("shadowRadius", layer.dot("shadowRadius")),
            ])),
            .blank,
            .doc("The transform the pose shows: its parts composed; or, caught, the caught matrix with the drag's change on top, in the"),
            .doc("order the parts compose (scale first, the rotation about z after the other rotations, the translation last). Only"),
            .doc("what changed is applied, so a pose the drag has not changed shows the caught matrix as it was."),
            .computed(modifiers: [], "matrix", type: "CATransform3D", [
                .guard([.optionalBinding(.name("caught"), "caught")], else: [.return(.id("transform").dot("matrix"))]),
                .var("matrix", .id("caught").dot("matrix")),
                .ifElse([.expression(.binary(.or, .binary(.notEqual, .id("transform").dot("scale").dot("x"), .id("caught").dot("scale").dot("x")),
                                             .binary(.notEqual, .id("transform").dot("scale").dot("y"), .id("caught").dot("scale").dot("y"))))], [
                    .set("matrix", .call("CATransform3DScale", [arg("matrix"), arg(.id("transform").dot("scale").dot("x") / .id("caught").dot("scale").dot("x")),
                                                                arg(.id("transform").dot("scale").dot("y") / .id("caught").dot("scale").dot("y")), arg(.number(1))])),
                ]),
                .ifElse([.expression(.binary(.notEqual, .id("transform").dot("rotation").dot("z"), .id("caught").dot("rotation")))], [
                    .set(.id("matrix").dot("m41"), .number(0)), .set(.id("matrix").dot("m42"), .number(0)),
                    .set("matrix", .call("CATransform3DConcat", [arg("matrix"), arg(.call("CATransform3DMakeRotation", [
                        arg(.id("transform").dot("rotation").dot("z") - .id("caught").dot("rotation")), arg(.number(0)), arg(.number(0)), arg(.number(1))]))])),
                ]),
                .set(.id("matrix").dot("m41"), .id("transform").dot("translation").dot("x")),
                .set(.id("matrix").dot("m42"), .id("transform").dot("translation").dot("y")),
                .return("matrix"),
            ]),
            .blank,
            .doc("Shows the pose on `view`."),
            .function(SwiftFunction([], "show", [SwiftParameter("on", "view", "UIView")],
                                    [.set(view.dot("layer").dot("anchorPoint"), "anchorPoint"), .set(view.dot("center"), "center")] + shape)),
            .blank,
            .doc("Shows all but the centre, which a spring of its own moves."),
            .function(SwiftFunction([], "showShape", [SwiftParameter("on", "view", "UIView")], shape)),
        ])
        let trackType = SwiftTypeDeclaration([], .struct, "Track", [
            .stored(modifiers: [], .let, "start", type: "CGFloat", value: nil),
            .stored(modifiers: [], .let, "end", type: "CGFloat", value: nil),
            .stored(modifiers: [], .let, "over", type: "CGFloat", value: nil),
            .stored(modifiers: [], .let, "read", type: "@MainActor (Pose) -> CGFloat", value: nil),
            .stored(modifiers: [], .let, "write", type: "@MainActor (inout Pose, CGFloat) -> Void", value: nil),
        ])
        // ReleaseSpring's settling (DampedSpring.settlingDuration), for a spring of mass 1 at most critically damped.
        let w0 = SwiftExpression.id("w0"), zeta = SwiftExpression.id("zeta"), velocity = SwiftExpression.id("velocity")
        let epsilon = SwiftExpression.number(0.001)
        let high = SwiftExpression.id("high"), low = SwiftExpression.id("low"), mid = SwiftExpression.id("mid")
        func away(_ t: SwiftExpression) -> SwiftExpression { .call("abs", [arg(.call("exp", [arg(-w0 * t)]) * (.number(1) + (w0 - velocity) * t))]) }
        let settling: [SwiftStatement] = [
            .let("w0", .id("stiffness").call("squareRoot")),
            .let("zeta", .id("damping") / (.number(2) * .id("stiffness").call("squareRoot"))),
            .ifElse([.expression(.binary(.less, zeta, .number(1)))], [
                .let("wd", w0 * (.number(1) - zeta * zeta).call("squareRoot")),
                .return((-.call("log", [arg(epsilon)]) + .call("log", [arg(.number(1) + .call("abs", [arg((zeta * w0 - velocity) / .id("wd"))]))]))
                        / (zeta * w0)),
            ]),
            .comment("Critically damped, the distance left is e^(−ω₀t)·(1 + a·t), a = ω₀ − v: it crosses the end at most once (at −1/a) and"),
            .comment("only shrinks after it last turns (at −v/(ω₀a)); the bisection runs there, or before the crossing if what is past it stays within 0.1 %."),
            .let("a", w0 - velocity),
            .let("turning", .ternary(.binary(.notEqual, .id("a"), .number(0)), .call("max", [arg(.number(0)), arg(-velocity / (w0 * .id("a")))]), .number(0))),
            .binding(.var, .name("low"), type: "CGFloat", .id("turning")),
            .binding(.var, .name("high"), type: "CGFloat", .call("max", [arg(.number(1)), arg("turning")])),
            .ifElse([.expression(.binary(.greater, away(.id("turning")), epsilon))], [
                .for("_", in: .binary(.halfOpenRange, .integer(0), .integer(20)), [
                    .ifElse([.expression(.binary(.lessOrEqual, away(high), epsilon))], [.break]),
                    .set(high, high * .number(2)),
                ]),
            ], else: [
                .set(low, .number(0)),
                .set(high, -.number(1) / .id("a")),
            ]),
            .for("_", in: .binary(.halfOpenRange, .integer(0), .integer(80)), [
                .let("mid", (low + high) / .number(2)),
                .ifElse([.expression(.binary(.greater, away(mid), epsilon))], [.set(low, mid)], else: [.set(high, mid)]),
            ]),
            .return(high),
        ]
        let track = SwiftExpression.id("track"), resumed = SwiftExpression.id("resumed")
        return [
            .documentation([
                "A view that follows the finger: its pose at the start moved by the finger's translation, its tracks at the distance",
                "dragged; released, it springs to its finish or start pose with the finger's velocity, per axis as",
                "`UISpringTimingParameters.initialVelocity` takes it (over the distance left); a touch catches it where it shows.",
            ]),
            .type(SwiftTypeDeclaration([.mainActor, .fileprivate, .final], .class, name, [
                .type(poseType), .blank,
                .doc("`start -> end over` points: the change a drag makes along the gesture."),
                .type(trackType), .blank,
                .stored(modifiers: [], .let, "view", type: "UIView", value: nil),
                .stored(modifiers: [], .let, "start", type: "Pose", value: nil),
                .stored(modifiers: [], .let, "finish", type: "Pose", value: nil),
                .stored(modifiers: [], .let, "tracks", type: "[Track]", value: nil),
                .doc("The release spring's stiffness and damping, of mass 1."),
                .stored(modifiers: [], .let, "stiffness", type: "CGFloat", value: nil),
                .stored(modifiers: [], .let, "damping", type: "CGFloat", value: nil),
                .doc("Told each time the view has settled: a touch may catch it after, and it settles again."),
                .stored(modifiers: [], .let, "done", type: "@MainActor () -> Void", value: nil),
                .doc("The pose a drag moves, and for each track the value it showed there and the fraction of its change that stands at."),
                .stored(modifiers: [.private], .var, "base", type: "Pose", value: nil),
                .stored(modifiers: [.private], .var, "resume", type: "[(shown: CGFloat, fraction: CGFloat)]", value: nil),
                .stored(modifiers: [.private], .var, "shown", type: "Pose", value: nil),
                .doc("The release's springs while they run: one for the centre (the finger's velocity), one for the rest (from rest)."),
                .stored(modifiers: [.privateSet], .var, "springs", type: "[UIViewPropertyAnimator]", value: .array([])),
                .blank,
                .initializer(SwiftInitializer([], [
                    SwiftParameter("view", "UIView"), SwiftParameter("start", "Pose"), SwiftParameter("finish", "Pose"), SwiftParameter("tracks", "[Track]"),
                    SwiftParameter("stiffness", "CGFloat"), SwiftParameter("damping", "CGFloat"), SwiftParameter("done", "@escaping @MainActor () -> Void"),
                ], [
                    .set(.id("self").dot("view"), "view"), .set(.id("self").dot("start"), "start"), .set(.id("self").dot("finish"), "finish"),
                    .set(.id("self").dot("tracks"), "tracks"), .set(.id("self").dot("stiffness"), "stiffness"),
                    .set(.id("self").dot("damping"), "damping"), .set(.id("self").dot("done"), "done"),
                    .set("base", "start"), .set("shown", "start"),
                    .set("resume", .id("tracks").call("map", trailing: SwiftClosure([.expression(.tuple([arg("shown", .id("$0").dot("start")), arg("fraction", .number(0))]))]))),
                ])),
                .blank,
                .doc("The finger moved by `translation` (in the container), `dragged` points along the gesture."),
                .function(SwiftFunction([], "drag", [SwiftParameter("translation", "CGPoint"), SwiftParameter("dragged", "CGFloat")], [
                    .var("pose", "base"),
                    .assign(pose.dot("transform").dot("translation").dot("x"), .add, .id("translation").dot("x")),
                    .assign(pose.dot("transform").dot("translation").dot("y"), .add, .id("translation").dot("y")),
                    .for("(track, resumed)", in: .call("zip", [arg("tracks"), arg("resume")]), [
                        .let("fraction", .ternary(.binary(.greater, track.dot("over"), .number(0)),
                                                  .call("min", [arg(.call("max", [arg(resumed.dot("fraction") + .id("dragged") / track.dot("over")), arg(.number(0))])), arg(.number(1))]),
                                                  .number(1))),
                        .run(track.call("write", arg(.prefix(.inoutArgument, pose)),
                                        arg(resumed.dot("shown") + (track.dot("end") - track.dot("start")) * (.id("fraction") - resumed.dot("fraction"))))),
                    ]),
                    .run(pose.call("show", arg("on", view))),
                    .set("shown", pose),
                ])),
                .blank,
                .doc("The finger let go moving at `velocity` (points per second, in the container): spring to the finish or the start."),
                .function(SwiftFunction([], "release", [SwiftParameter("toFinish", "Bool"), SwiftParameter("velocity", "CGPoint")], [
                    .let("view", .id("self").dot("view")),
                    .let("target", .ternary("toFinish", "finish", "start")),
                    .comment("No animator moves an anchor point: the view takes its end's at once, moved by the anchor's offset through its"),
                    .comment("matrix's x and y rows so that it shows where it did, and springs about it."),
                    .var("leaving", "shown"),
                    .ifElse([.expression(.binary(.notEqual, .id("leaving").dot("anchorPoint"), target.dot("anchorPoint")))], [
                        .let("matrix", .id("leaving").dot("matrix")),
                        .let("dx", (target.dot("anchorPoint").dot("x") - .id("leaving").dot("anchorPoint").dot("x")) * .id("leaving").dot("bounds").dot("width")),
                        .let("dy", (target.dot("anchorPoint").dot("y") - .id("leaving").dot("anchorPoint").dot("y")) * .id("leaving").dot("bounds").dot("height")),
                        .assign(.id("leaving").dot("center").dot("x"), .add, .id("dx") * .id("matrix").dot("m11") + .id("dy") * .id("matrix").dot("m21")),
                        .assign(.id("leaving").dot("center").dot("y"), .add, .id("dx") * .id("matrix").dot("m12") + .id("dy") * .id("matrix").dot("m22")),
                        .set(.id("leaving").dot("anchorPoint"), target.dot("anchorPoint")),
                    ]),
                    .let("at", anchor("leaving")), .let("to", anchor(target)),
                    .comment("The centre carries the translation while it springs (a transform has one timing; a position's velocity has two axes)."),
                    .var("from", "leaving"),
                    .set(.id("from").dot("center"), "at"), .set(.id("from").dot("transform").dot("translation"), .id("CGPoint").dot("zero")),
                    .run(.id("from").call("show", arg("on", view))),
                    .var("rest", target),
                    .set(.id("rest").dot("transform").dot("translation"), .id("CGPoint").dot("zero")),
                    .comment("UIKit's convention: the finger's velocity over the distance left, per axis; no distance left, no velocity."),
                    .let("handed", .call("CGVector", [arg("dx", perSecond("x")), arg("dy", perSecond("y"))])),
                    .comment("UIKit works out such a spring's duration itself; the one stated is the language's settling time, the longer axis's."),
                    .let("moving", .call("UIViewPropertyAnimator", [
                        arg("duration", .call("max", [arg(.call("settlingDuration", [arg("leaving", .id("handed").dot("dx"))])),
                                                      arg(.call("settlingDuration", [arg("leaving", .id("handed").dot("dy"))]))])),
                        arg("timingParameters", .call("UISpringTimingParameters", [
                            arg("mass", .number(1)), arg("stiffness", "stiffness"), arg("damping", "damping"), arg("initialVelocity", "handed"),
                        ])),
                    ])),
                    .let("settling", .call("UIViewPropertyAnimator", [
                        arg("duration", .call("settlingDuration", [arg("leaving", .number(0))])),
                        arg("timingParameters", .call("UISpringTimingParameters", [
                            arg("mass", .number(1)), arg("stiffness", "stiffness"), arg("damping", "damping"),
                            arg("initialVelocity", .call("CGVector", [arg("dx", 0), arg("dy", 0)])),
                        ])),
                    ])),
                    .run(.id("moving").call("addAnimations", trailing: SwiftClosure([.set(view.dot("center"), "to")]))),
                    .run(.id("settling").call("addAnimations", trailing: SwiftClosure([.run(.id("rest").call("showShape", arg("on", view)))]))),
                    .let("settled", .call(.id("TranscCompletion"), [arg("animations", .integer(2))], trailing: SwiftClosure(weakSelf: true, [], [
                        .guard([.optionalBinding(.name("self"), "self")], else: [.return(nil)]),
                        .set("springs", .array([])),
                        .run(target.call("show", arg("on", .id("self").dot("view")))),
                        .set("shown", target),
                        .run(.call("done", [])),
                    ]))),
                    .run(.id("moving").call("addCompletion", trailing: SwiftClosure(["_"], [.run(.call("settled", []))]))),
                    .run(.id("settling").call("addCompletion", trailing: SwiftClosure(["_"], [.run(.call("settled", []))]))),
                    .set("springs", .array(["moving", "settling"])),
                    .run(.id("moving").call("startAnimation")),
                    .run(.id("settling").call("startAnimation")),
                ])),
                .blank,
                .doc("Seconds the spring takes leaving at `velocity` (whole distances per second) until it stays within 0.1 % of its"),
                .doc("end: the oscillation's envelope below critical damping, else the last time it is that far, by bisection."),
                .function(SwiftFunction([.private], "settlingDuration", [SwiftParameter("leaving", "velocity", "CGFloat")], returns: "TimeInterval", settling)),
                .blank,
                .doc("A touch while it springs: the view stays where its presentation shows it, and a new drag moves it on from there."),
                .function(SwiftFunction([], "catchView", [], [
                    .let("pose", .call("Pose", [arg("showing", .binary(.nilCoalescing, view.dot("layer").call("presentation"), view.dot("layer")))])),
                    .comment("Read first: stopped without finishing, the springs leave the model where it shows (and run no completion)."),
                    .for("spring", in: "springs", [.run(.id("spring").call("stopAnimation", arg(.boolean(true))))]),
                    .set("springs", .array([])),
                    .run(pose.call("show", arg("on", view))),
                    .set("base", pose), .set("shown", pose),
                    .set("resume", .id("tracks").call("map", trailing: SwiftClosure(["track"], [
                        .let("value", track.call("read", arg(pose))),
                        .let("way", track.dot("end") - track.dot("start")),
                        .return(.tuple([arg("shown", "value"), arg("fraction", .ternary(.binary(.notEqual, "way", .number(0)),
                            .call("min", [arg(.call("max", [arg((.id("value") - track.dot("start")) / .id("way")), arg(.number(0))])), arg(.number(1))]), .number(0)))])),
                    ]))),
                ])),
            ])),
        ]
    }()
}

/// The run that an interaction with followed views starts: the program with the followed views out of
/// its timeline (each shows its start state), which `UIKitFollowing` moves instead.
struct FollowedRun {
    /// The interaction whose views follow the finger.
    let interaction: InteractionSpec
    /// The program as written, whose timeline ends where the followed views spring to on a finish.
    let original: TransitionProgram
    /// Which of the program's ways of following (`followings(of:)`) this run plays.
    var set = 0

    /// The interaction of `program` with followed views, if any.
    static func interaction(of program: TransitionProgram) -> InteractionSpec? {
        followings(of: program).first
    }

    /// The program's ways of following the finger, one interaction for each: gestures that follow
    /// the same views with the same tracks and release share one run, in source order.
    static func followings(of program: TransitionProgram) -> [InteractionSpec] {
        var found: [InteractionSpec] = []
        for interaction in program.interactions where !interaction.follows.isEmpty
            && !found.contains(where: { $0.follows == interaction.follows && $0.release == interaction.release }) {
            found.append(interaction)
        }
        return found
    }

    /// Which way of following (`followings(of:)`) an interaction of `program` starts; nil for one without `follow`.
    static func set(of interaction: InteractionSpec, in program: TransitionProgram) -> Int? {
        followings(of: program).firstIndex { $0.follows == interaction.follows && $0.release == interaction.release && !interaction.follows.isEmpty }
    }

    /// The program the run plays: each followed view's tracks hold their first key frame (its start
    /// state, set up before the animations) and leave the animator.
    var program: TransitionProgram {
        var program = original
        let followed = Set(interaction.follows.map(\.layer))
        for index in program.tracks.indices where followed.contains(program.tracks[index].layer) {
            program.tracks[index].keyframes = [program.tracks[index].keyframes[0]]
        }
        return program
    }

    /// `runPopFollowing`, `runPopFollowing2` for the second way of following: the run's name.
    static func runName(_ program: TransitionProgram, set: Int = 0) -> String {
        UIKitGenerator.runName(program) + "Following" + (set == 0 ? "" : String(set + 1))
    }
}

extension UIKitGenerator {
    /// A followed view's pose locals: `fromStartPose`, `fromFinishPose`.
    static func poseName(_ actor: Actor, _ which: String) -> String { local(actor, which + "Pose") }

    /// After the start values: each followed view's start pose read, its finish pose (the timeline's end
    /// values as written) put and read, and the start pose shown again.
    mutating func followedPoses(_ run: FollowedRun, transformed: Set<Int>) -> [SwiftStatement] {
        usage.insert(.follower)
        var body: [SwiftStatement] = []
        for follow in run.interaction.follows {
            let actor = run.original.layers[follow.layer].actor
            let view = Self.viewName(actor)
            let parts: SwiftExpression = transformed.contains(follow.layer) ? .id(Self.local(actor, Self.transformSuffix)) : .call("TranscTransform", [])
            let pose = SwiftExpression.call(.id(UIKitFollowing.name).dot("Pose"), [arg(view), arg("transform", parts)])
            body += [.comment("follow (\(place(follow.origin))): where the view starts, and where the timeline as written ends it"),
                     .let(Self.poseName(actor, "Start"), pose)]
            for track in run.original.tracks where track.layer == follow.layer && track.keyframes.count > 1 {
                body += assign(track, track.keyframes[track.keyframes.count - 1].value, program: run.original)
            }
            if transformed.contains(follow.layer) { body.append(Self.applyTransform(actor)) }
            body += [.let(Self.poseName(actor, "Finish"), pose),
                     .run(.id(Self.poseName(actor, "Start")).call("show", arg("on", view)))]
        }
        return body
    }

    /// `self.followers = [TranscFollower(…)]`, each telling the animator's `followerSettled` when it has settled.
    mutating func followers(_ run: FollowedRun, prelude: inout [SwiftStatement]) -> SwiftStatement {
        var made: [SwiftExpression] = []
        let physics = run.interaction.release.physics
        for follow in run.interaction.follows {
            let actor = run.original.layers[follow.layer].actor
            var tracks: [SwiftExpression] = []
            for track in follow.tracks {
                guard let access = UIKitFollowing.access(track.property) else {
                    unsupported("a followed '\(track.property.rawValue)'", at: track.origin)
                    continue
                }
                // A scale is written as one number for both axes.
                func scalar(_ value: ValueExpression) -> SwiftExpression {
                    let (expression, type) = self.expression(value, at: track.origin, prelude: &prelude)
                    switch type {
                    case .scalar: return expression
                    case .size: return expression.dot("width")
                    case .point: return expression.dot("x")
                    case .bool, .rect, .vector, .color, .gradient, .shape, .transforms:
                        unsupported("a followed '\(track.property.rawValue)' of this type", at: track.origin)
                        return .number(0)
                    }
                }
                tracks.append(.call(.id(UIKitFollowing.name).dot("Track"), [
                    arg("start", scalar(track.start)), arg("end", scalar(track.end)), arg("over", scalar(track.over)),
                    arg("read", .closure(SwiftClosure([.expression(access.read)]))), arg("write", .closure(SwiftClosure([access.write]))),
                ]))
            }
            made.append(.call(.id(UIKitFollowing.name), [
                arg("view", Self.viewName(actor)), arg("start", .id(Self.poseName(actor, "Start"))), arg("finish", .id(Self.poseName(actor, "Finish"))),
                arg("tracks", .array(tracks)), arg("stiffness", .number(physics.stiffness)), arg("damping", .number(physics.damping)),
                arg("done", .closure(SwiftClosure(weakSelf: true, [], [.run(.call(.optionalMember("self", "followerSettled"), []))]))),
            ]))
        }
        return .set(.id("self").dot("followers"), .array(made))
    }
}

/// A program's following run: its operation, and which way of following it plays (`FollowedRun.set`).
struct FollowingRunKey: Hashable {
    let operation: TransitionOperation
    let set: Int
}
