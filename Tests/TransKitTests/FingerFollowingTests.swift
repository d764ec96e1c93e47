import Foundation
import TransKit
import XCTest

/// `follow` in an interactive block: while the gesture is active the followed view is its start
/// state moved by the finger, its tracks at the distance dragged; on release it springs to the
/// finish or the start state with the finger's velocity, and the run ends when both the timeline
/// and the spring are done.
final class FingerFollowingTests: XCTestCase {
    static let source = """
    transition Zoom for push {
        duration 0.4s
        animate to { scale 0.5 -> 1  opacity 0 -> 1 }
        reverse auto
        interactive pop {
            gesture pan(down)
            complete-at 30%
            follow from {
                scale 1 -> 0.6 over 300pt
                corner-radius 0 -> 24 over 200pt
            }
            release spring damping 0.7 duration 0.6s
        }
    }
    """

    func pop() throws -> PreparedScene {
        try TransitionEffect(source: Self.source).scene(operation: .pop, environment: SceneEnvironment(container: Size(width: 400, height: 800)))
    }

    func drag(_ phase: GestureEvent.Phase, _ x: Double, _ y: Double, at time: Double, velocity: Point = .zero) -> GestureEvent {
        GestureEvent(phase: phase, time: time, translation: Point(x: x, y: y), velocity: velocity)
    }

    func shown(_ driver: TransitionDriver) -> SceneState {
        var state = driver.timeline.state(at: 0)
        driver.state(into: &state)
        return state
    }

    /// Where a layer's anchor shows in the container: its position moved by its transform's translation.
    func onScreen(_ layer: LayerState) -> Point {
        Point(x: layer.position.x + layer.transform.m41, y: layer.position.y + layer.transform.m42)
    }

    func testAFollowedViewIsItsStartMovedByTheFingerWithItsTracksAtTheDistanceDragged() throws {
        let scene = try pop()
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        XCTAssertTrue(driver.isFollowing)
        driver.handle(drag(.began, 0, 0, at: 0))
        driver.handle(drag(.changed, 30, 150, at: 0.1))
        let state = shown(driver)
        let start = try XCTUnwrap(scene.state(at: 0).layer("from"))
        let from = try XCTUnwrap(state.layer("from"))
        // 150 pt down of 300 is half the scale's way (1 → 0.8); of 200, three quarters of the corner's (18).
        let expected = Transform3D.composed(translation: Vector3(x: 30, y: 150, z: 0), rotation: Vector3(x: 0, y: 0, z: 0),
                                            axisRotation: nil, scale: Point(x: 0.8, y: 0.8))
        for (field, value) in zip(from.transform.fields, expected.fields) { XCTAssertEqual(field, value, accuracy: 1e-12) }
        XCTAssertEqual(from.cornerRadius, 18, accuracy: 1e-12)
        XCTAssertEqual(from.frame, start.frame)
        XCTAssertEqual(from.opacity, start.opacity)
        // The other view scrubs the timeline at the gesture's progress, 150 / 800.
        XCTAssertEqual(state.layer("to"), scene.state(at: 150.0 / 800 * 0.4).layer("to"))
        // Dragged past `over` the tracks stay at their end; dragged back above the start, at their start.
        driver.handle(drag(.changed, 0, 900, at: 0.2))
        XCTAssertEqual(shown(driver).layer("from")?.cornerRadius, 24)
        driver.handle(drag(.changed, 0, -50, at: 0.3))
        XCTAssertEqual(shown(driver).layer("from")?.cornerRadius, 0)
    }

    /// The handoff: `initialVelocity = finger velocity / distance left`, per axis, so the view leaves
    /// its release pose at the finger's velocity. The oracle is a numeric derivative of the pose the
    /// interpreter shows just after the release, for a release that finishes and one that cancels.
    func testTheSpringStartsAtTheFingersVelocityOnEachAxis() throws {
        for (y, velocity) in [(400.0, Point(x: 250, y: 900)), (100.0, Point(x: -300, y: -700))] {
            var driver = try TransitionDriver(scene: try pop(), start: .gesture)
            driver.handle(drag(.began, 0, 0, at: 0))
            driver.handle(drag(.changed, 60, y, at: 0.2))
            let held = onScreen(try XCTUnwrap(shown(driver).layer("from")))
            driver.handle(drag(.ended, 60, y, at: 0.25, velocity: velocity))
            XCTAssertEqual(driver.phase, y > 240 ? .finishing : .cancelling)
            let released = onScreen(try XCTUnwrap(shown(driver).layer("from")))
            XCTAssertEqual(released.x, held.x, accuracy: 1e-9, "the spring starts where the view shows")
            XCTAssertEqual(released.y, held.y, accuracy: 1e-9)
            let h = 1e-6
            driver.advance(to: 0.25 + h)
            let moved = onScreen(try XCTUnwrap(shown(driver).layer("from")))
            XCTAssertEqual((moved.x - released.x) / h, velocity.x, accuracy: abs(velocity.x) * 0.01)
            XCTAssertEqual((moved.y - released.y) / h, velocity.y, accuracy: abs(velocity.y) * 0.01)
        }
    }

    /// The time an underdamped spring of mass 1 takes until it stays within 0.1 % of its end, as the
    /// language defines it (docs/timing.md): where its envelope e^(−ζω₀t)·(1 + |(ζω₀ − v) / ω_d|) falls
    /// to 0.001, found here by bisection rather than solved.
    func settling(_ spring: DampedSpring) -> Double {
        let (w0, zeta, v) = ((spring.stiffness).squareRoot(), spring.damping / (2 * spring.stiffness.squareRoot()), spring.velocity)
        let amplitude = 1 + abs((zeta * w0 - v) / (w0 * (1 - zeta * zeta).squareRoot()))
        var (low, high) = (0.0, 100.0)
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if amplitude * exp(-zeta * w0 * mid) > 0.001 { low = mid } else { high = mid }
        }
        return high
    }

    func testTheRunEndsOnceTheTimelineAndTheSpringAreDoneExactlyInTheFinishState() throws {
        let scene = try pop()
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(drag(.began, 0, 0, at: 0))
        driver.handle(drag(.changed, 0, 600, at: 0.2))
        let held = onScreen(try XCTUnwrap(shown(driver).layer("from")))
        driver.handle(drag(.ended, 0, 600, at: 0.2, velocity: Point(x: 0, y: 500)))
        // The timeline's rest, a quarter of 0.4 s, is over at 0.3 s; the springs run until the last has settled:
        // the centre's along y (the finger's velocity over the distance left) or the others' from rest.
        let release = ReleaseSpring(dampingRatio: 0.7, duration: 0.6)
        let target = onScreen(try XCTUnwrap(scene.state(at: scene.duration).layer("from")))
        let settled = 0.2 + max(settling(release.spring(initialVelocity: 500 / (target.y - held.y))), settling(release.spring(initialVelocity: 0)))
        XCTAssertGreaterThan(settled, 0.2 + 0.6, "a still spring lands within 0.1 % at 0.6 s; its envelope is there a little later")
        driver.advance(to: 0.35)
        XCTAssertEqual(driver.time, scene.duration)
        XCTAssertNil(driver.completed)
        XCTAssertNotEqual(shown(driver).layer("from"), scene.state(at: scene.duration).layer("from"), "still springing")
        driver.advance(to: settled - 1e-6)
        XCTAssertNil(driver.completed)
        driver.advance(to: settled + 1e-6)
        XCTAssertEqual(driver.completed, true)
        XCTAssertFalse(driver.isFollowing)
        XCTAssertEqual(shown(driver), scene.state(at: scene.duration))
    }

    func testAReleaseWithoutATimelineLeftStillSprings() throws {
        let scene = try pop()
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(drag(.began, 0, 0, at: 0))
        driver.handle(drag(.changed, 80, 0, at: 0.1))
        driver.handle(drag(.ended, 80, 0, at: 0.1))
        // No progress: the timeline is at its start already, but the view is 80 pt to the side.
        XCTAssertEqual(driver.phase, .cancelling)
        driver.advance(to: 0.4)
        XCTAssertNil(driver.completed)
        let x = onScreen(try XCTUnwrap(shown(driver).layer("from"))).x
        let start = onScreen(try XCTUnwrap(scene.state(at: 0).layer("from"))).x
        XCTAssertGreaterThan(abs(x - start), 0.01)
        // Let go still, every spring leaves from rest and settles together.
        let settled = 0.1 + settling(ReleaseSpring(dampingRatio: 0.7, duration: 0.6).spring(initialVelocity: 0))
        driver.advance(to: settled - 1e-6)
        XCTAssertNil(driver.completed)
        driver.advance(to: settled + 1e-6)
        XCTAssertEqual(driver.completed, false)
        XCTAssertEqual(shown(driver), scene.state(at: 0))
    }

    /// In a right-to-left layout the effect plays mirrored, a followed rotation too: it turns the other way.
    func testAFollowedRotationTurnsTheOtherWayInRightToLeft() throws {
        let source = Self.source.replacingOccurrences(of: "corner-radius 0 -> 24 over 200pt", with: "rotate 0deg -> 10deg over 100pt")
        func turn(_ direction: LayoutDirection) throws -> Double {
            let scene = try TransitionEffect(source: source).scene(operation: .pop, environment: SceneEnvironment(layoutDirection: direction))
            var driver = try TransitionDriver(scene: scene, start: .gesture)
            driver.handle(drag(.changed, 0, 50, at: 0))
            var state = scene.state(at: 0)
            driver.state(into: &state)
            // 50 of 300 pt scales by 1 − 0.4 / 6, 50 of 100 pt turns by 5°: m12 = scale × sin θ.
            return try XCTUnwrap(state.layer("from")).transform.m12
        }
        XCTAssertEqual(try turn(.leftToRight), (1 - 0.4 / 6) * sin(5 * Double.pi / 180), accuracy: 1e-12)
        XCTAssertEqual(try turn(.rightToLeft), -(1 - 0.4 / 6) * sin(5 * Double.pi / 180), accuracy: 1e-12)
    }

    /// A pop whose followed view the push tilted 50° about x, and whose drag turns it about z and shrinks it.
    func tiltedPop(_ tracks: String) throws -> PreparedScene {
        let source = """
        transition Tilt for push {
            duration 0.5s
            animate to { rotate-x 0deg -> 50deg }
            reverse auto
            interactive pop {
                gesture pan(down)
                complete-at 30%
                follow from { \(tracks) }
                release spring damping 0.9 duration 0.4s
            }
        }
        """
        return try TransitionEffect(source: source).scene(operation: .pop, environment: SceneEnvironment(container: Size(width: 400, height: 800)))
    }

    /// A touch catches a followed view where it shows, as UIKit reads a presentation layer: its scale the lengths of
    /// the matrix's first two rows, its turn about z the first row's angle (atan2(m12, m11)). A drag then changes those
    /// readings, and the change goes on top of the caught matrix: the scale first, the turn about z after the tilt.
    /// The oracle multiplies the matrices out; the driver takes the result apart into parts and composes them again.
    func testACaughtTiltedViewTurnsAboutTheScreensZAxisOnTopOfWhatItShows() throws {
        let scene = try tiltedPop("rotate 0deg -> 30deg over 300pt  scale 1 -> 0.8 over 300pt")
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(drag(.began, 0, 0, at: 0))
        driver.handle(drag(.changed, 0, 150, at: 0.1))
        driver.handle(drag(.ended, 0, 150, at: 0.1, velocity: Point(x: 0, y: 900)))
        driver.advance(to: 0.2)
        driver.handle(drag(.began, 0, 0, at: 0.2))
        let caught = try XCTUnwrap(shown(driver).layer("from")).transform
        XCTAssertNotEqual(caught.m23, 0, "caught tilted about x")
        driver.handle(drag(.changed, 0, 60, at: 0.25))
        let dragged = try XCTUnwrap(shown(driver).layer("from")).transform
        // The readings and the tracks moved on by 60 of 300 pt: 6° more about z, 0.04 less scale on each axis.
        let (sx, sy) = ((caught.m11 * caught.m11 + caught.m12 * caught.m12 + caught.m13 * caught.m13).squareRoot(),
                        (caught.m21 * caught.m21 + caught.m22 * caught.m22 + caught.m23 * caught.m23).squareRoot())
        let (kx, ky) = ((sx - 0.04) / sx, (sy - 0.04) / sy)
        let turn = 6 * Double.pi / 180
        let (c, s) = (cos(turn), sin(turn))
        // Row vectors: S·L scales the first two rows; ·Rz turns every row's (x, y) by the angle.
        let rows = [(caught.m11 * kx, caught.m12 * kx, caught.m13 * kx), (caught.m21 * ky, caught.m22 * ky, caught.m23 * ky), (caught.m31, caught.m32, caught.m33)]
        let expected = rows.map { (x: $0.0 * c - $0.1 * s, y: $0.0 * s + $0.1 * c, z: $0.2) }
        let got = [(dragged.m11, dragged.m12, dragged.m13), (dragged.m21, dragged.m22, dragged.m23), (dragged.m31, dragged.m32, dragged.m33)]
        for (row, (want, have)) in zip(expected, got).enumerated() {
            XCTAssertEqual(have.0, want.x, accuracy: 1e-9, "row \(row)")
            XCTAssertEqual(have.1, want.y, accuracy: 1e-9, "row \(row)")
            XCTAssertEqual(have.2, want.z, accuracy: 1e-9, "row \(row)")
        }
        XCTAssertEqual(dragged.m41, caught.m41, accuracy: 1e-9)
        XCTAssertEqual(dragged.m42, caught.m42 + 60, accuracy: 1e-9, "the finger moves it 60 pt down")
    }

    /// Caught with a size and dragged to none (a scale track's end at 0), the view shows flat: the caught matrix's
    /// first two rows scaled to nothing, its third (the tilt) as it was, as UIKit scales the caught matrix.
    func testACaughtViewDraggedToNoSizeShowsFlat() throws {
        let scene = try tiltedPop("scale 1 -> 0 over 100pt")
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(drag(.began, 0, 0, at: 0))
        driver.handle(drag(.changed, 0, 50, at: 0.1))
        driver.handle(drag(.ended, 0, 50, at: 0.1, velocity: Point(x: 0, y: 900)))
        driver.advance(to: 0.15)
        driver.handle(drag(.began, 0, 0, at: 0.15))
        let caught = try XCTUnwrap(shown(driver).layer("from")).transform
        XCTAssertGreaterThan(abs(caught.m11), 0.1, "caught with a size")
        driver.handle(drag(.changed, 0, 250, at: 0.2))
        let dragged = try XCTUnwrap(shown(driver).layer("from")).transform
        for (field, value) in zip([dragged.m11, dragged.m12, dragged.m13, dragged.m21, dragged.m22, dragged.m23], [0.0, 0, 0, 0, 0, 0]) {
            XCTAssertEqual(field, value, accuracy: 1e-12, "flat")
        }
        for (field, value) in zip([dragged.m31, dragged.m32, dragged.m33], [caught.m31, caught.m32, caught.m33]) {
            XCTAssertEqual(field, value, accuracy: 1e-12, "the tilt as caught")
        }
    }

    /// Caught at no size (a scale track at 0), the view has no matrix to scale back up: it is read as the parts the
    /// readings give, its scale 0 and no turn, and a drag back scales it up from there. Nothing divides by zero.
    func testAViewCaughtAtNoSizeIsReadAsItsParts() throws {
        let scene = try tiltedPop("scale 1 -> 0 over 100pt")
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(drag(.began, 0, 0, at: 0))
        driver.handle(drag(.changed, 0, 150, at: 0.1))
        driver.handle(drag(.ended, 0, 150, at: 0.1, velocity: Point(x: 0, y: 900)))
        driver.handle(drag(.began, 0, 0, at: 0.1))
        let caught = try XCTUnwrap(shown(driver).layer("from")).transform
        XCTAssertEqual([caught.m11, caught.m12, caught.m21, caught.m22], [0, 0, 0, 0], "caught at no size")
        driver.handle(drag(.changed, 0, -50, at: 0.15))
        let dragged = try XCTUnwrap(shown(driver).layer("from")).transform
        XCTAssert(dragged.fields.allSatisfy(\.isFinite), "\(dragged.fields)")
        // Back 50 of 100 pt: half its way from 0 to 1, untilted (the readings hold no turn), moved by the finger.
        XCTAssertEqual(dragged, .composed(translation: Vector3(x: caught.m41, y: caught.m42 - 50, z: 0), rotation: Vector3(x: 0, y: 0, z: 0),
                                          axisRotation: nil, scale: Point(x: 0.5, y: 0.5)))
    }

    /// A followed view whose finish has another anchor takes it at once on release, moved so that it shows where it
    /// did (no animator moves an anchor point), then springs about it into its finish. The oracle: the view's four
    /// corners in the container, worked out from each state's position, anchor, size and matrix, do not move.
    func testReleasedAViewTakesItsFinishAnchorAtOnceWithoutMoving() throws {
        let scene = try followedPop(after: "anchor (0, 0) -> (0.5, 0.5)  scale 0.6 -> 1  rotate 10deg -> 0deg")
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(drag(.began, 0, 0, at: 0))
        driver.handle(drag(.changed, 10, 400, at: 0.2))
        let held = try XCTUnwrap(shown(driver).layer("from"))
        driver.handle(drag(.ended, 10, 400, at: 0.2, velocity: Point(x: 0, y: 800)))
        XCTAssertEqual(driver.phase, .finishing)
        let released = try XCTUnwrap(shown(driver).layer("from"))
        let end = try XCTUnwrap(scene.state(at: scene.duration).layer("from"))
        XCTAssertNotEqual(held.anchor, end.anchor, "the anchor differs between the pose and the finish")
        XCTAssertEqual(released.anchor, end.anchor, "taken at once")
        func corners(_ layer: LayerState) -> [Double] {
            let (w, h, m) = (layer.frame.size.width, layer.frame.size.height, layer.transform)
            return [(0.0, 0.0), (w, 0), (0, h), (w, h)].flatMap { (x, y) -> [Double] in
                let (px, py) = (x - layer.anchor.x * w, y - layer.anchor.y * h)
                return [layer.position.x + px * m.m11 + py * m.m21 + m.m41, layer.position.y + px * m.m12 + py * m.m22 + m.m42]
            }
        }
        for (before, after) in zip(corners(held), corners(released)) { XCTAssertEqual(after, before, accuracy: 1e-9) }
        driver.advance(to: 5)
        XCTAssertEqual(driver.completed, true)
        XCTAssertEqual(shown(driver), scene.state(at: scene.duration))
    }

    /// A pop by a pan down whose `from` follows the finger and springs back with damping ratio 0.8 in 0.6 s,
    /// after a push whose `to` (the pop's `from`) has `tracks`.
    func followedPop(after tracks: String) throws -> PreparedScene {
        let source = """
        transition Followed for push {
            duration 0.4s
            animate to { \(tracks) }
            reverse auto
            interactive pop {
                gesture pan(down)
                complete-at 30%
                follow from
                release spring damping 0.8 duration 0.6s
            }
        }
        """
        return try TransitionEffect(source: source).scene(operation: .pop, environment: SceneEnvironment(container: Size(width: 400, height: 800)))
    }

    /// A pop whose followed view was turned `turn` about a tilted axis and rounded 40 pt by the push, so it
    /// springs back to no turn and no corner radius on a finish; released fast after a long drag.
    func releasedTurn(_ turn: String, axis: String) throws -> TransitionDriver {
        var driver = try TransitionDriver(scene: try followedPop(after: "rotate 0turn -> \(turn) about \(axis)  corner-radius 0 -> 40"), start: .gesture)
        driver.handle(drag(.began, 0, 0, at: 0))
        driver.handle(drag(.changed, 20, 500, at: 0.2))
        driver.handle(drag(.ended, 20, 500, at: 0.2, velocity: Point(x: 100, y: 1200)))
        XCTAssertEqual(driver.phase, .finishing)
        return driver
    }

    /// Released, a followed view turned 0.6 turn about a tilted axis springs to no turn as Core Animation
    /// interpolates its matrix: along the shorter arc, on through 0.8 turn, not back through 0.3 turn as
    /// mixing the angle would. The oracle: the corner radius springs from rest as the rotation does, so it
    /// tells the spring's progress p, and the turn shown must be 0.6 + 0.4·p of a turn about the same axis.
    func testAFollowedViewTurnedMoreThanHalfATurnSpringsBackTheShorterWay() throws {
        var driver = try releasedTurn("0.6turn", axis: "(0.3, 1, 0.5)")
        for time in [0.25, 0.3, 0.4, 0.55, 0.7] {
            driver.advance(to: time)
            let from = try XCTUnwrap(shown(driver).layer("from"))
            let p = 1 - from.cornerRadius / 40
            XCTAssertGreaterThan(p, 0.05, "at \(time): the spring has moved")
            let expected = Transform3D.rotation((0.6 + 0.4 * p) * 2 * .pi, 0.3, 1, 0.5)
            let (m, e) = (from.transform, expected)
            for (field, value) in zip([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33],
                                      [e.m11, e.m12, e.m13, e.m21, e.m22, e.m23, e.m31, e.m32, e.m33]) {
                XCTAssertEqual(field, value, accuracy: 1e-9, "at \(time)")
            }
        }
    }

    /// Less than half a turn apart, the parts' angle mixes as the matrix does, so the view keeps exactly
    /// the parts it had: 0.3 turn about the axis springs back to none by 0.3·(1 − p) of a turn.
    func testAFollowedViewTurnedLessThanHalfATurnMixesItsAngle() throws {
        var driver = try releasedTurn("0.3turn", axis: "(0.3, 1, 0.5)")
        driver.advance(to: 0.3)
        let from = try XCTUnwrap(shown(driver).layer("from"))
        let p = 1 - from.cornerRadius / 40
        let expected = Transform3D.rotation(0.3 * (1 - p) * 2 * .pi, 0.3, 1, 0.5)
        for (field, value) in zip(from.transform.fields.prefix(11), expected.fields.prefix(11)) { XCTAssertEqual(field, value, accuracy: 1e-9) }
    }

    /// `release spring damping ζ duration T` is one spring, whatever the finger does: mass 1 and the
    /// damping-ratio spring fitted into T from rest, which for no velocity has a closed form,
    /// ω₀ = ln(1000·ζ / √(1 − ζ²)) / (ζT); the finger's velocity only starts it. Its motion is checked
    /// against the oscillator integrated step by step (fourth-order Runge–Kutta, 10 µs steps), and it
    /// has settled, scanned every 0.1 ms, by the time the language says it has.
    func testTheReleaseSpringIsOneSpringWhateverTheFingerDoes() {
        let (zeta, duration) = (0.85, 0.5)
        let release = ReleaseSpring(dampingRatio: zeta, duration: duration)
        let w0 = log(1000 * zeta / (1 - zeta * zeta).squareRoot()) / (zeta * duration)
        XCTAssertEqual(release.physics.stiffness, w0 * w0, accuracy: w0 * w0 * 1e-9)
        XCTAssertEqual(release.physics.damping, 2 * zeta * w0, accuracy: w0 * 1e-9)
        for velocity in [-12.0, 0, 4, 30] {
            let spring = release.spring(initialVelocity: velocity)
            XCTAssertEqual([spring.mass, spring.stiffness, spring.damping, spring.velocity],
                           [1, release.physics.stiffness, release.physics.damping, velocity], "the finger changes no constant")
            // x = q − 1: x″ = −k·x − c·x′, x(0) = −1, x′(0) = v.
            let (k, c) = (spring.stiffness, spring.damping)
            func acceleration(_ x: Double, _ speed: Double) -> Double { -k * x - c * speed }
            var (x, speed, time) = (-1.0, velocity, 0.0)
            let step = 1e-5
            for checkpoint in [0.02, 0.1, 0.25, 0.5] {
                while time < checkpoint - step / 2 {
                    let (k1x, k1v) = (speed, acceleration(x, speed))
                    let (k2x, k2v) = (speed + step / 2 * k1v, acceleration(x + step / 2 * k1x, speed + step / 2 * k1v))
                    let (k3x, k3v) = (speed + step / 2 * k2v, acceleration(x + step / 2 * k2x, speed + step / 2 * k2v))
                    let (k4x, k4v) = (speed + step * k3v, acceleration(x + step * k3x, speed + step * k3v))
                    x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                    speed += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                    time += step
                }
                XCTAssertEqual(spring.progress(at: checkpoint), 1 + x, accuracy: 1e-9, "v \(velocity) at \(checkpoint)")
            }
            let settles = spring.settlingDuration
            XCTAssertEqual(settles, settling(spring), accuracy: 1e-9, "v \(velocity)")
            let lastAway = Array(stride(from: 0.0, through: 3, by: 1e-4)).last { abs(1 - spring.progress(at: $0)) > 0.001 } ?? 0
            XCTAssertLessThanOrEqual(lastAway, settles, "v \(velocity): settled by then")
        }
    }

    /// A followed view whose frame changes springs as UIKit springs `center` and `bounds`: its centre (where
    /// its anchor shows) goes by the spring that takes the finger's velocity, per axis, its size by the one
    /// from rest, and its frame's origin is where that leaves it. The oracle: each spring worked out from
    /// the release's parameters and the two end states, values mixed by hand.
    func testAFollowedViewWhoseFrameChangesSpringsItsCentreAtTheFingersVelocityAndItsSizeFromRest() throws {
        let scene = try followedPop(after: "frame (40, 100, 300, 500) -> container.bounds")
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        let velocity = Point(x: -300, y: 1200)
        driver.handle(drag(.began, 0, 0, at: 0))
        driver.handle(drag(.changed, 30, 400, at: 0.2))
        let held = try XCTUnwrap(shown(driver).layer("from"))
        driver.handle(drag(.ended, 30, 400, at: 0.2, velocity: velocity))
        XCTAssertEqual(driver.phase, .finishing)
        let end = try XCTUnwrap(scene.state(at: scene.duration).layer("from"))
        XCTAssertNotEqual(held.frame.size, end.frame.size, "the frame changes on the way")
        let (a, b) = (onScreen(held), onScreen(end))
        let release = ReleaseSpring(dampingRatio: 0.8, duration: 0.6)
        let x = release.spring(initialVelocity: velocity.x / (b.x - a.x)), y = release.spring(initialVelocity: velocity.y / (b.y - a.y))
        let rest = release.spring(initialVelocity: 0)
        for time in [0.22, 0.3, 0.45, 0.6] {
            driver.advance(to: time)
            let from = try XCTUnwrap(shown(driver).layer("from"))
            let elapsed = time - 0.2
            let centre = onScreen(from)
            XCTAssertEqual(centre.x, a.x + (b.x - a.x) * x.progress(at: elapsed), accuracy: 1e-9, "at \(time)")
            XCTAssertEqual(centre.y, a.y + (b.y - a.y) * y.progress(at: elapsed), accuracy: 1e-9, "at \(time)")
            XCTAssertEqual(from.frame.size.width, held.frame.size.width + (end.frame.size.width - held.frame.size.width) * rest.progress(at: elapsed),
                           accuracy: 1e-9)
            XCTAssertEqual(from.frame.size.height, held.frame.size.height + (end.frame.size.height - held.frame.size.height) * rest.progress(at: elapsed),
                           accuracy: 1e-9)
            // The frame's origin is where the anchor's place and the size leave it.
            XCTAssertEqual(from.frame.origin.x + from.anchor.x * from.frame.size.width, from.position.x, accuracy: 1e-9)
            XCTAssertEqual(from.frame.origin.y + from.anchor.y * from.frame.size.height, from.position.y, accuracy: 1e-9)
        }
    }
}
