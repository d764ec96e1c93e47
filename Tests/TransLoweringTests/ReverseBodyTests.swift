import Foundation
import TransChecker
import TransDiagnostics
import TransLowering
import TransRuntime
import TransIR
import XCTest

/// `reverse { … }`: the backward operation's own motion, sharing the forward transition's views.
final class ReverseBodyTests: XCTestCase {
    func lower(_ text: String) throws -> [TransitionProgram] {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: text))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        return try XCTUnwrap(result.checked.map(Lowering.lower))
    }

    /// The forward part both files below share: a kept, hidden presenter under a snapshot of it.
    let forward = """
        transition Sheet for present {
            duration 0.5s
            keep from, snapshot(from)
            hide from
            animate snapshot(from) { scale 1 -> 0.9 }
            animate to { translate-y container.height -> 0 }

        """

    /// Everything about the views (layers, their stacking, setup, completion, cancellation) is what
    /// `reverse auto` derives from the same forward part; only the tracks and the length are the body's.
    func testTheBodySharesTheForwardViewsAndLifecycleWithReverseAuto() throws {
        let derived = try lower(forward + "    reverse auto\n}\n")[1]
        let own = try lower(forward + """
                reverse {
                    duration 0.3s
                    curve ease-in
                    animate from { rotate 0deg -> 10deg  translate-y 0 -> container.height }
                    animate snapshot(to) { scale 0.9 -> 1 }
                }
            }

            """)[1]
        XCTAssertEqual(own.operation, .dismiss)
        XCTAssertTrue(own.isDerivedBackward && own.hasOwnBackwardMotion)
        XCTAssertFalse(derived.hasOwnBackwardMotion)
        XCTAssertEqual(own.layers, derived.layers)
        XCTAssertEqual(own.setup, derived.setup)
        XCTAssertEqual(own.completion, derived.completion)
        XCTAssertEqual(own.cancellation, derived.cancellation)
        XCTAssertEqual(own.kept, [])
        XCTAssertTrue(own.setup.contains(.takeOver(layer: "snapshot(to)")), "the kept snapshot is taken over, not retaken")
        // The motion is the body's, as written: no view traded, nothing mirrored.
        XCTAssertEqual(own.duration, 0.3)
        XCTAssertEqual(own.tracks.map { "\(own.layers[$0.layer].id).\($0.property.rawValue)" },
                       ["from.rotate", "from.translate-y", "snapshot(to).scale"])
        XCTAssertEqual(own.tracks[1].keyframes.map(\.value), [.scalar(0), .member(.frame(.container), .height)])
        XCTAssertEqual(own.tracks[1].timing, TrackTiming(delay: 0, duration: 0.3, pacing: .curve(.cubicBezier(0.42, 0, 1, 1))))
        XCTAssertTrue(own.dump.hasPrefix("program Sheet dismiss (reverse)\n"))
    }

    /// Timing the body does not state is the transition's; stacking starts as the forward one's,
    /// traded, and the body's `above`/`below` move views from there.
    func testTheBodyInheritsTimingAndRestacksFromTheForwardStacking() throws {
        let pop = try lower("""
            input badge: view
            transition Slide for push {
                duration 0.4s
                spring damping 0.7
                to below from
                animate from { translate-x 0 -> 0 - container.width }
                reverse {
                    delay 0.1s
                    animate to { opacity 0 -> 1 }
                    animate badge { opacity 1 -> 0 }
                    from above badge
                }
            }
            """)[1]
        XCTAssertEqual(pop.operation, .pop)
        let fade = try XCTUnwrap(pop.tracks.first)
        XCTAssertEqual(fade.timing.delay, 0.1)
        XCTAssertEqual(fade.timing.duration, 0.4, "the transition's duration")
        XCTAssertEqual(fade.timing.pacing, .spring(.dampingRatio(damping: 0.7, velocity: 0)), "the transition's spring")
        // Forward: to, from; traded: from, to; then the badge on top, then `from` moved above it.
        XCTAssertEqual(pop.layers.map(\.id), ["to", "badge", "from"])
        XCTAssertEqual(pop.inputs.map(\.name), ["badge"])
    }

    /// A gesture's `distance` is the transition's, not the body's: it names views as the transition
    /// does, whichever way the backward motion is made.
    func testAGestureDistanceNamesViewsAsTheTransitionDoes() throws {
        func source(_ reverse: String) -> String {
            """
            transition Card for present {
                duration 0.5s
                animate to { translate-y container.height -> 0 }
                \(reverse)
                interactive dismiss { gesture pan(down) distance to.height }
            }
            """
        }
        let derived = try lower(source("reverse auto"))[1]
        let own = try lower(source("reverse { animate from { opacity 1 -> 0 } }"))[1]
        XCTAssertEqual(own.interactions.first?.distance, .member(.frame(.from), .height), "the sheet: the present's 'to' is the dismiss's 'from'")
        XCTAssertEqual(own.interactions.first?.distance, derived.interactions.first?.distance)
    }

    /// An interactive backward operation drives the body's motion.
    func testAnInteractiveBackwardOperationDrivesTheBody() throws {
        let programs = try lower("""
            transition Card for present {
                duration 0.5s
                animate to { translate-y container.height -> 0 }
                reverse { animate from { opacity 1 -> 0 } }
                interactive dismiss { gesture pan(down) complete-at 40% }
            }
            """)
        XCTAssertEqual(programs.map(\.operation), [.present, .dismiss])
        let dismiss = programs[1]
        XCTAssertEqual(dismiss.interactions.first?.gesture, .pan)
        XCTAssertEqual(dismiss.interactions.first?.threshold, 0.4)
        let scene = try PreparedScene(dismiss, environment: SceneEnvironment())
        var driver = try TransitionDriver(scene: scene, start: .gesture)
        driver.handle(driver.event(.began, atProgress: 0, time: 0))
        driver.handle(driver.event(.changed, atProgress: 0.5, time: 0.1))
        var state = scene.state(at: 0)
        driver.state(into: &state)
        let halfway = CubicBezier(0.42, 0, 0.58, 1).value(at: 0.5)
        XCTAssertEqual(state.layer("from")?.opacity ?? -1, 1 - halfway, accuracy: 1e-9, "scrubbed to half the body's fade")
    }
}
