import Foundation
import TransCorpus
import TransKit
import XCTest

/// Every example reproduces the numbers docs/cookbook.md lists for it in the interpreter, and
/// every interactive one, cancelled at 30 %, returns exactly to its start.
final class ExampleTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")
    let easeOut = CubicBezier(0, 0, 0.58, 1)
    let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    static func source(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name + ".trans"), encoding: .utf8)
    }

    func scene(_ name: String, _ operation: TransitionOperation, _ inputs: [String: InputValue] = [:]) throws -> PreparedScene {
        try TransitionEffect(source: Self.source(name)).scene(operation: operation, environment: SceneEnvironment(inputs: inputs))
    }

    func layer(_ scene: PreparedScene, _ id: String, at time: Double) throws -> LayerState {
        try XCTUnwrap(scene.state(at: time).layer(id), "no layer \(id)")
    }

    func assertTransform(_ actual: Transform3D, _ expected: Transform3D, _ message: String = "", line: UInt = #line) {
        for (a, e) in zip(actual.fields, expected.fields) { XCTAssertEqual(a, e, accuracy: 1e-9, message, line: line) }
    }

    // MARK: The cookbook's numbers

    func testPageFlip() throws {
        let push = try scene("flip", .push)
        XCTAssertEqual(push.duration, 0.6)
        for time in [0, 0.15, 0.3, 0.45, 0.6] {
            let state = push.state(at: time)
            let page = try XCTUnwrap(state.layer("from"))
            let eased = easeOut.value(at: time / 0.6)
            assertTransform(page.transform, .rotation(-Double.pi / 2 * eased, 0, 1, 0), "rotate-y at \(time)")
            XCTAssertEqual(page.anchor, Point(x: 0, y: 0.5))
            XCTAssertEqual(page.frame, Rect(x: 0, y: 0, width: 390, height: 844), "the frame stays put")
            XCTAssertEqual(page.position, Point(x: 0, y: 422))
            XCTAssertEqual(state.sublayerTransform.m34, -0.002)
            let shade = try XCTUnwrap(page.shade)
            XCTAssertEqual(shade.colors, [RGBA(red: 0, green: 0, blue: 0, alpha: 0.5), RGBA(red: 0, green: 0, blue: 0, alpha: 0)])
            XCTAssertEqual(shade.start, Point(x: 0, y: 0.5))
            XCTAssertEqual(shade.end, Point(x: 0.8, y: 0.5))
            XCTAssertEqual(shade.opacity, eased, accuracy: 1e-12)
            XCTAssertEqual(state.layer("to")?.shade?.opacity ?? -1, 1 - eased, accuracy: 1e-12)
            XCTAssertEqual(state.layers.map(\.id), ["to", "from"], "the new page is below the turning one")
        }
        let pop = try scene("flip", .pop)
        var driver = try TransitionDriver(scene: pop, start: .gesture)
        XCTAssertEqual(driver.gestureProgress(GestureEvent(phase: .changed, time: 0, translation: Point(x: 195, y: 0))), 0.5)
        driver.handle(GestureEvent(phase: .ended, time: 0, translation: Point(x: 196, y: 0)))
        XCTAssertEqual(driver.phase, .finishing, "past 0.5 finishes")
    }

    func testCubeDepth() throws {
        let push = try scene("cube-depth", .push)
        XCTAssertEqual(easeInOut.value(at: 0.5), 0.5, accuracy: 1e-12, "ease-in-out is symmetric: half-way at half its time")
        let state = push.state(at: 0.3)
        XCTAssertEqual(state.sublayerTransform, .identity, "no container perspective: each face has its own")
        let from = try XCTUnwrap(state.layer("from")), to = try XCTUnwrap(state.layer("to"))
        // Both hinges half-way across, at the shared edge.
        XCTAssertEqual(from.position.x, 195, accuracy: 1e-9)
        XCTAssertEqual(to.position.x, 195, accuracy: 1e-9)
        // By hand, row vectors about the anchor: a point (x, 0, 0) turned by a about y (y down) goes to
        // (x cos a, 0, −x sin a); the view's own perspective then divides by w = 1 − z/d.
        func drawnX(_ x: Double, angle: Double, distance: Double, position: Double) -> Double {
            let (turnedX, depth) = (x * cos(angle), -x * sin(angle))
            return turnedX / (1 - depth / distance) + position
        }
        // The leaving face's left edge lies 390 pt left of its hinge; the arriving face's right edge 390 pt right of its.
        let fromFar = drawnX(-390, angle: -Double.pi / 4, distance: 500, position: 195)
        let toFar = drawnX(390, angle: Double.pi / 4, distance: 1000, position: 195)
        XCTAssertEqual(fromFar, 17.26, accuracy: 0.005, "the cookbook's number")
        XCTAssertEqual(toFar, 411.16, accuracy: 0.005, "the cookbook's number")
        for (layer, corner, expected) in [(from, Point(x: 0, y: 0), fromFar), (from, Point(x: 0, y: 844), fromFar),
                                          (to, Point(x: 390, y: 0), toFar), (to, Point(x: 390, y: 844), toFar)] {
            let drawn = try XCTUnwrap(Projection.project(corner, of: layer, in: state))
            XCTAssertEqual(drawn.x, expected, accuracy: 1e-9, "\(layer.id) corner \(corner)")
        }
        // The far edges are shortened about the hinge's height: y = 422 ± 422 / w.
        let top = try XCTUnwrap(Projection.project(Point(x: 0, y: 0), of: from, in: state))
        XCTAssertEqual(top.y, 422 - 422 / (1 + 390 * sin(Double.pi / 4) / 500), accuracy: 1e-9)
        // At the start and the end the turned face is edge-on to its own eye: a line at its hinge.
        for (time, id, hinge) in [(0.0, "to", 390.0), (0.6, "from", 0.0)] {
            let end = push.state(at: time)
            let layer = try XCTUnwrap(end.layer(id))
            for corner in [Point(x: 0, y: 0), Point(x: 390, y: 0)] {
                XCTAssertEqual(try XCTUnwrap(Projection.project(corner, of: layer, in: end)).x, hinge, accuracy: 1e-9, "\(id) at \(time)")
            }
        }
    }

    func testMagicMove() throws {
        let cell = Rect(x: 20, y: 120, width: 100, height: 100)
        let detail = Rect(x: 0, y: 64, width: 390, height: 300)
        let push = try scene("magic-move", .push, ["cell": .view(frame: cell), "detail": .view(frame: detail)])
        XCTAssertEqual(push.duration, 0.75)
        let spring = DampedSpring.uiKit(duration: 0.75, dampingRatio: 0.55, velocity: 1 / 0.55)
        for time in [0, 0.1, 0.3, 0.5, 0.75] {
            let q = time >= 0.75 ? 1 : spring.progress(at: time)
            let flying = try layer(push, "snapshot(cell)", at: time)
            XCTAssertEqual(flying.frame.origin.x, 20 + (0 - 20) * q, accuracy: 1e-9)
            XCTAssertEqual(flying.frame.size.width, 100 + 290 * q, accuracy: 1e-9)
            XCTAssertEqual(try layer(push, "to", at: time).opacity, min(q, 1), accuracy: 1e-9)
            XCTAssertTrue(try layer(push, "cell", at: time).hidden)
            XCTAssertTrue(try layer(push, "detail", at: time).hidden)
        }
        XCTAssertEqual(try layer(push, "snapshot(cell)", at: 0.75).frame, detail)
        XCTAssertEqual(push.program.completion.filter { if case .show = $0 { true } else { false } }, [.show("cell"), .show("detail")])
        XCTAssertEqual(push.program.cancellation.filter { if case .show = $0 { true } else { false } }, [.show("cell"), .show("detail")])
    }

    func testElasticPresent() throws {
        let present = try scene("elastic", .present)
        let spring = DampedSpring.uiKit(duration: 0.5, dampingRatio: 0.55, velocity: 1 / 0.55)
        for time in [0, 0.1, 0.25, 0.5] {
            let q = time >= 0.5 ? 1 : spring.progress(at: time)
            let snapshot = try layer(present, "snapshot(from)", at: time)
            XCTAssertEqual(snapshot.transform.m11, 1 - 0.15 * q, accuracy: 1e-9)
            XCTAssertEqual(snapshot.transform.m22, 1 - 0.15 * q, accuracy: 1e-9)
            let sheet = try layer(present, "to", at: time)
            XCTAssertEqual(sheet.frame, Rect(x: 0, y: 844, width: 390, height: 500))
            XCTAssertEqual(sheet.transform.m42, -500 * q, accuracy: 1e-9)
        }
        let up = try TransitionDriver(scene: present, start: .gesture)
        XCTAssertEqual(up.gestureProgress(GestureEvent(phase: .changed, time: 0, translation: Point(x: 0, y: -39))), 0.1,
                       accuracy: 1e-12, "percent = translation ÷ width, upward positive")
        let down = try TransitionDriver(scene: scene("elastic", .dismiss), start: .gesture)
        XCTAssertEqual(down.gestureProgress(GestureEvent(phase: .changed, time: 0, translation: Point(x: 0, y: 39))), 0.1, accuracy: 1e-12)
    }

    func testCircleSpread() throws {
        let button = Rect(x: 300, y: 700, width: 60, height: 60)
        let present = try scene("circle-spread", .present, ["button": .rect(button)])
        XCTAssertEqual(try layer(present, "to", at: 0).mask, .oval(button))
        let radius = (pow(max(300.0, 390.0 - 300), 2) + pow(max(700.0, 844.0 - 700), 2)).squareRoot()
        let end = MaskShape.circle(center: Point(x: 195, y: 422), radius: radius)
        XCTAssertEqual(try layer(present, "to", at: 0.5).mask, end)
        let middle = try XCTUnwrap(layer(present, "to", at: 0.2).mask)
        XCTAssertEqual(middle.rect.size.width, 60 + (2 * radius - 60) * easeInOut.value(at: 0.4), accuracy: 1e-9)
        XCTAssert(present.program.completion.contains(.restore(layer: "to")), "the mask goes after")
        let dismiss = try scene("circle-spread", .dismiss, ["button": .rect(button)])
        XCTAssertEqual(try layer(dismiss, "from", at: 0.5).mask, .oval(button), "dismissing shrinks back to the button")
    }

    func testModalSheet() throws {
        let present = try scene("modal-sheet", .present)
        let spring = DampedSpring.uiKit(duration: 0.5, dampingRatio: 0.5, velocity: 2)
        for time in [0, 0.1, 0.3, 0.5] {
            let q = time >= 0.5 ? 1 : spring.progress(at: time)
            XCTAssertEqual(try layer(present, "snapshot(from)", at: time).transform.m11, 1 - 0.1 * q, accuracy: 1e-9)
            XCTAssertEqual(try layer(present, "to", at: time).transform.m42, -350 * q, accuracy: 1e-9)
            XCTAssertEqual(try layer(present, "to", at: time).frame, Rect(x: 0, y: 844, width: 390, height: 350))
        }
        let dismiss = try scene("modal-sheet", .dismiss)
        XCTAssertEqual(dismiss.duration, 0.25)
        let halfway = easeInOut.value(at: 0.5)
        XCTAssertEqual(try layer(dismiss, "snapshot(to)", at: 0.125).transform.m11, 0.9 + 0.1 * halfway, accuracy: 1e-9)
        XCTAssertEqual(try layer(dismiss, "from", at: 0.125).transform.m42, -350 * (1 - halfway), accuracy: 1e-9)
        assertTransform(try layer(dismiss, "snapshot(to)", at: 0.25).transform, .identity, "back to identity")
        assertTransform(try layer(dismiss, "from", at: 0.25).transform, .identity)
    }

    func testSwingSheet() throws {
        // The dismiss is the body's own motion, not the present played backward.
        let dismiss = try scene("swing-sheet", .dismiss)
        XCTAssertEqual(dismiss.duration, 0.45)
        let easeIn = CubicBezier(0.42, 0, 1, 1)
        let card = Rect(x: 16, y: 844 / 4, width: 390 - 32, height: 844 * 3 / 4)
        for time in [0, 0.1, 0.225, 0.35, 0.45] {
            let state = dismiss.state(at: time)
            let sheet = try XCTUnwrap(state.layer("from"))
            let q = easeIn.value(at: time / 0.45)
            let angle = 20 * Double.pi / 180 * q
            XCTAssertEqual(sheet.frame, card, "the card keeps its presented frame")
            XCTAssertEqual(sheet.anchor, Point(x: 0, y: 0), "it tilts about its top-left corner")
            XCTAssertEqual(sheet.cornerRadius, 20)
            XCTAssertEqual(sheet.transform.m11, cos(angle), accuracy: 1e-9, "rotation at \(time)")
            XCTAssertEqual(sheet.transform.m12, sin(angle), accuracy: 1e-9, "rotation at \(time)")
            XCTAssertEqual(sheet.transform.m42, 844 * q, accuracy: 1e-9, "drop at \(time)")
            XCTAssertEqual(state.layer("to")?.opacity ?? -1, 0.6 + 0.4 * easeOut.value(at: time / 0.45), accuracy: 1e-9)
            XCTAssertEqual(state.layers.map(\.id), ["to", "from"], "the card leaves above its presenter")
        }
        // The present it follows slides straight up: no rotation on the way there.
        let present = try scene("swing-sheet", .present)
        XCTAssertEqual(try layer(present, "to", at: 0.2).transform.m12, 0)
        XCTAssertLessThan(try layer(present, "to", at: 0.2).transform.m42, 844)
    }

    func testBounce() throws {
        let spring = DampedSpring.uiKit(duration: 0.5, dampingRatio: 0.7, velocity: 0)
        for operation in [TransitionOperation.present, .push] {
            let forward = try scene("bounce", operation)
            for time in [0, 0.1, 0.25, 0.5] {
                let q = time >= 0.5 ? 1 : spring.progress(at: time)
                XCTAssertEqual(try layer(forward, "to", at: time).transform.m42, 844 * (1 - q), accuracy: 1e-9)
                XCTAssertEqual(try layer(forward, "from", at: time).opacity, min(1, 1 - 0.5 * q), accuracy: 1e-9)
            }
            XCTAssert(forward.program.completion.contains(.restore(layer: "from")), "alpha back to 1 after")
        }
        let pinch = try TransitionDriver(scene: scene("bounce", .dismiss), start: .gesture)
        XCTAssertEqual(pinch.gestureProgress(GestureEvent(phase: .changed, time: 0, scale: 0.6)), 0.4, accuracy: 1e-12)
    }

    func testPing() throws {
        let touch = Point(x: 100, y: 200)
        let push = try scene("ping", .push, ["touch": .point(touch)])
        let far = (pow(max(100, 290.0), 2) + pow(max(200, 644.0), 2)).squareRoot()
        XCTAssertEqual(try layer(push, "to", at: 0).mask, .circle(center: touch, radius: 50))
        XCTAssertEqual(try layer(push, "to", at: 0.5).mask, .circle(center: touch, radius: far))
        XCTAssertEqual(try XCTUnwrap(layer(push, "to", at: 0.25).mask).cornerWidth, (50 + far) / 2, accuracy: 1e-9, "linear pacing")
        XCTAssert(push.program.completion.contains(.restore(layer: "to")), "the mask goes after")
    }

    func testFade() throws {
        for operation in [TransitionOperation.push, .pop] {
            let fade = try scene("fade", operation)
            for time in [0, 0.1, 0.25, 0.4, 0.5] {
                XCTAssertEqual(try layer(fade, "to", at: time).opacity, easeInOut.value(at: time / 0.5), accuracy: 1e-12)
            }
        }
    }

    func testCardLift() throws {
        let push = try scene("card-lift", .push)
        XCTAssertEqual(push.duration, 0.5)
        for time in [0, 0.125, 0.25, 0.375, 0.5] {
            let card = try layer(push, "to", at: time)
            let eased = easeOut.value(at: time / 0.5)
            XCTAssertEqual(card.style.shadowOpacity, 0.6 * (1 - eased), accuracy: 1e-12, "shadow-opacity at \(time)")
            XCTAssertEqual(card.style.shadowRadius, 24 - 22 * eased, accuracy: 1e-12, "shadow-radius at \(time)")
            XCTAssertEqual(card.style.shadowOffset.x, -8 * (1 - eased), accuracy: 1e-12, "shadow-offset at \(time)")
            XCTAssertEqual(card.style.shadowOffset.y, 18 - 16 * eased, accuracy: 1e-12, "shadow-offset at \(time)")
            XCTAssertEqual(card.style.shadowColor, RGBA(red: 0, green: 0, blue: 0, alpha: 1), "Core Animation's default colour")
            XCTAssertEqual(card.style.cornerRadius, 16 * (1 - eased), accuracy: 1e-12)
            let from = try layer(push, "from", at: time)
            XCTAssertEqual(from.style.shadowOpacity, 0, "the old screen casts no shadow")
        }
        // The cookbook's half-way numbers.
        let half = try layer(push, "to", at: 0.25)
        XCTAssertEqual(half.style.shadowOpacity, 0.189, accuracy: 5e-4)
        XCTAssertEqual(half.style.shadowOffset.x, -2.52, accuracy: 5e-3)
        XCTAssertEqual(half.style.shadowRadius, 8.94, accuracy: 5e-3)
        XCTAssertEqual(half.style.shadowOffset.y, 7.05, accuracy: 5e-3)
        // A pop lifts the card off again: its shadow grows back to where the push began.
        let pop = try scene("card-lift", .pop)
        let lifted = try layer(pop, "from", at: pop.duration)
        XCTAssertEqual(lifted.style.shadowOpacity, 0.6, accuracy: 1e-12)
        XCTAssertEqual(lifted.style.shadowRadius, 24, accuracy: 1e-12)
        XCTAssertEqual(try layer(pop, "from", at: 0).style.shadowOpacity, 0, accuracy: 1e-12)
    }

    func testOrbit() throws {
        let present = try scene("orbit", .present)
        XCTAssertEqual(present.duration, 0.7)
        // By hand, function by function from the right: scaled by s, turned by a, moved out along
        // the arm by L, and the arm turned by −a, with e the eased progress.
        func rotated(_ p: (Double, Double), _ angle: Double) -> (Double, Double) {
            (p.0 * cos(angle) - p.1 * sin(angle), p.0 * sin(angle) + p.1 * cos(angle))
        }
        for time in [0, 0.1, 0.35, 0.5, 0.7] {
            let e = easeOut.value(at: time / 0.7)
            let (scale, angle, arm) = (0.6 + 0.4 * e, Double.pi / 2 * (1 - e), 300 * (1 - e))
            let screen = try layer(present, "to", at: time)
            for point in [(0.0, 0.0), (10.0, 0.0), (0.0, 10.0)] {
                let turned = rotated((point.0 * scale, point.1 * scale), angle)
                let expected = rotated((turned.0 + arm, turned.1), -angle)
                let actual = screen.transform.apply(point.0, point.1, 0)
                XCTAssertEqual(actual.x, expected.0, accuracy: 1e-9, "\(point) at \(time) s")
                XCTAssertEqual(actual.y, expected.1, accuracy: 1e-9, "\(point) at \(time) s")
            }
            // Upright all the way: a point 10 pt right of the anchor stays level with it.
            let anchor = screen.transform.apply(0, 0, 0), right = screen.transform.apply(10, 0, 0)
            XCTAssertEqual(right.y - anchor.y, 0, accuracy: 1e-9, "upright at \(time) s")
            XCTAssertEqual(right.x - anchor.x, 10 * scale, accuracy: 1e-9, "scaled by \(scale) at \(time) s")
        }
        // The cookbook's numbers: it starts 300 pt straight above its resting place at 60 %, and
        // comes to rest untransformed.
        let start = try layer(present, "to", at: 0).transform
        XCTAssertEqual(start.apply(0, 0, 0).x, 0, accuracy: 1e-9)
        XCTAssertEqual(start.apply(0, 0, 0).y, -300, accuracy: 1e-9)
        XCTAssertEqual(start.apply(10, 0, 0).x, 6, accuracy: 1e-9)
        assertTransform(try layer(present, "to", at: 0.7).transform, .identity, "at rest")
        // Half-way through the time it has swung more than half-way round, eased out: under a third of the arm is left.
        let half = try layer(present, "to", at: 0.35).transform.apply(0, 0, 0)
        XCTAssertEqual((half.x * half.x + half.y * half.y).squareRoot(), 300 * (1 - easeOut.value(at: 0.5)), accuracy: 1e-9)
        XCTAssertEqual((half.x * half.x + half.y * half.y).squareRoot(), 94.61, accuracy: 0.01)
    }

    // MARK: Every example


    /// A pan either way picks the neighbour: 117 pt (30 % of the 390 pt width) left drives the
    /// switch to the next tab as written, 117 pt right the previous tab's, its mirror image; the
    /// ease-out carries `from` 195 × easeOut(0.3) points the way the finger went.
    func testTabPan() throws {
        let effect = try TransitionEffect(source: Self.source("tab-pan"))
        let next = try XCTUnwrap(effect.programs.first { $0.operation == .tab })
        let pan = try XCTUnwrap(next.interactions.first)
        XCTAssertTrue(pan.eitherWay)
        let left = Point(x: -117, y: 0), right = Point(x: 117, y: 0)
        XCTAssertFalse(pan.startsOtherNeighbour(moving: left), "a pan left moves to the next tab")
        XCTAssertTrue(pan.startsOtherNeighbour(moving: right), "a pan right moves to the previous tab")
        let carried = 195 * easeOut.value(at: 0.3)
        XCTAssertEqual(carried, 86.8, accuracy: 0.05, "the cookbook's number")
        for (program, translation, sign) in [(next, left, -1.0), (next.towardOtherNeighbour(), right, 1.0)] {
            let scene = try PreparedScene(program, environment: SceneEnvironment())
            var driver = try TransitionDriver(scene: scene, start: .gesture)
            driver.handle(GestureEvent(phase: .began, time: 0))
            driver.handle(GestureEvent(phase: .changed, time: 0.1, translation: translation))
            XCTAssertEqual(driver.time, 0.3 * 0.35, accuracy: 1e-12, "\(translation)")
            var state = scene.state(at: 0)
            driver.state(into: &state)
            let from = try XCTUnwrap(state.layer("from")), to = try XCTUnwrap(state.layer("to"))
            XCTAssertEqual(from.transform.m41, sign * carried, accuracy: 1e-9, "\(translation): from goes the finger's way")
            XCTAssertEqual(to.transform.m41, -sign * 390 * (1 - easeOut.value(at: 0.3)), accuracy: 1e-9, "\(translation): to comes from the other side")
            XCTAssertEqual(from.opacity, 1 - 0.4 * easeOut.value(at: 0.3), accuracy: 1e-12)
            // Back past where it began shows the start, not the other neighbour.
            driver.handle(GestureEvent(phase: .changed, time: 0.2, translation: Point(x: -translation.x, y: 0)))
            XCTAssertEqual(driver.time, 0)
            // A flick the way it began finishes from anywhere; against it, cancels.
            var flicked = try TransitionDriver(scene: scene, start: .gesture)
            flicked.handle(GestureEvent(phase: .ended, time: 0, translation: translation, velocity: Point(x: sign * 600, y: 0)))
            XCTAssertEqual(flicked.phase, .finishing)
        }
    }

    /// examples/system-zoom.trans: the cell's frame to the screen's with corners 12 → 0; back, the detail
    /// screen follows the finger, scale 1 → 0.6 over 400 pt and corners 0 → 32 over 150 pt, and springs
    /// into the cell in 0.5 s once let go past 20 %.
    func testSystemZoom() throws {
        let cell = Rect(x: 24, y: 160, width: 110, height: 110)
        let environment = SceneEnvironment(container: Size(width: 390, height: 844), inputs: ["cell": .view(frame: cell)])
        let effect = try TransitionEffect(source: Self.source("system-zoom"))
        let push = try effect.scene(operation: .push, environment: environment)
        XCTAssertEqual(push.duration, 0.45, accuracy: 1e-12)
        XCTAssertEqual(try layer(push, "to", at: 0).frame, cell)
        XCTAssertEqual(try layer(push, "to", at: 0).cornerRadius, 12)
        XCTAssertEqual(try layer(push, "to", at: 0.45).frame, Rect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(try layer(push, "from", at: 0.45).opacity, 0.5, accuracy: 1e-12)

        let pop = try effect.scene(operation: .pop, environment: environment)
        XCTAssertEqual(pop.program.interactions.map(\.gesture), [.pan, .edgePan])
        func shown(_ driver: TransitionDriver) throws -> LayerState {
            var state = pop.state(at: 0)
            driver.state(into: &state)
            return try XCTUnwrap(state.layer("from"))
        }
        // A pan down 200 pt and 30 pt right: moved by both, scaled 1 − 0.4 × 200 / 400, corners past their 150 pt.
        var down = try TransitionDriver(scene: pop, start: .gesture, gesture: 0)
        down.handle(GestureEvent(phase: .began, time: 0))
        down.handle(GestureEvent(phase: .changed, time: 0.1, translation: Point(x: 30, y: 200)))
        assertTransform(try shown(down).transform, .composed(translation: Vector3(x: 30, y: 200, z: 0), rotation: Vector3(x: 0, y: 0, z: 0),
                                                             axisRotation: nil, scale: Point(x: 0.8, y: 0.8)))
        XCTAssertEqual(try shown(down).cornerRadius, 32)
        XCTAssertEqual(try shown(down).frame, Rect(x: 0, y: 0, width: 390, height: 844))
        // 200 of 844 pt is past 20 %: it finishes, into the cell, once the release springs have settled: the centre's
        // along each axis, handed the finger's velocity over the distance left, and the rest's from rest.
        let held = try shown(down)
        down.handle(GestureEvent(phase: .ended, time: 0.1, translation: Point(x: 30, y: 200), velocity: Point(x: 100, y: 1200)))
        XCTAssertEqual(down.phase, .finishing)
        let into = Point(x: cell.origin.x + cell.size.width / 2, y: cell.origin.y + cell.size.height / 2)
        let release = ReleaseSpring(dampingRatio: 0.8, duration: 0.5)
        let settled = 0.1 + [100 / (into.x - held.position.x - held.transform.m41), 1200 / (into.y - held.position.y - held.transform.m42), 0]
            .map { release.spring(initialVelocity: $0).settlingDuration }.max()!
        down.advance(to: settled - 1e-6)
        XCTAssertNil(down.completed)
        down.advance(to: settled + 1e-6)
        XCTAssertEqual(down.completed, true)
        XCTAssertEqual(try shown(down).frame, cell)
        // The edge pan drags by its travel from the left edge: 120 pt scales by 1 − 0.4 × 120 / 400.
        var edge = try TransitionDriver(scene: pop, start: .gesture, gesture: 1)
        edge.handle(GestureEvent(phase: .changed, time: 0, translation: Point(x: 120, y: 0)))
        XCTAssertEqual(try shown(edge).transform.m11, 0.88, accuracy: 1e-12)
        XCTAssertEqual(try shown(edge).cornerRadius, 32 * 120 / 150, accuracy: 1e-12)
    }

    func testEveryInteractiveExampleCancelledAtThirtyPercentReturnsExactlyToItsStart() throws {
        var interactive = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter({ $0.hasSuffix(".trans") }).sorted() {
            let effect = try TransitionEffect(source: String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8))
            for program in effect.programs where !program.interactions.isEmpty {
                interactive += 1
                let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Corpus.sampleInputs(for: program)))
                var driver = try TransitionDriver(scene: scene, start: .gesture)
                driver.handle(driver.event(.began, atProgress: 0, time: 0))
                driver.handle(driver.event(.changed, atProgress: 0.3, time: 0.1))
                XCTAssertEqual(driver.time, 0.3 * scene.duration, accuracy: 1e-9, "\(name) \(program.operation)")
                driver.handle(driver.event(.cancelled, atProgress: 0.3, time: 0.2))
                driver.advance(to: 10)
                var state = scene.state(at: 0.5)
                driver.state(into: &state)
                XCTAssertEqual(driver.completed, false, "\(name) \(program.operation)")
                XCTAssertEqual(state, scene.state(at: 0), "\(name) \(program.operation) is back at its start")
            }
        }
        XCTAssertGreaterThanOrEqual(interactive, 12)
    }

    func testExamplesAreShortAndCoverEveryPanDirection() throws {
        var directions: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter({ $0.hasSuffix(".trans") }) {
            let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
            XCTAssertLessThanOrEqual(text.split(separator: "\n").count, 25, "\(name) is longer than 25 lines")
            for direction in ["left", "right", "up", "down"] where text.contains("pan(\(direction))") && !text.contains("edge-pan(\(direction))") {
                directions.insert(direction)
            }
        }
        XCTAssertEqual(directions, ["left", "right", "up", "down"])
        for name in ["flip", "magic-move", "elastic", "circle-spread", "modal-sheet", "bounce", "ping", "fade"] {
            XCTAssertNoThrow(try Self.source(name), name)
        }
    }
}
