import TransKit
import TransSyntax
import XCTest

/// An app that loads effects it did not write gets typed errors for the ones nobody could finish.
final class LimitTests: XCTestCase {
    func limit(of source: String, limits: FrontEndLimits = .standard) -> RuntimeError? {
        do throws(RuntimeError) {
            _ = try TransitionEffect(source: source, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    func testASpringThatNeverSettlesIsATypedError() throws {
        let source = "transition W for push { spring mass 1 stiffness 100 damping 0.001 animate to { opacity 0 -> 1 } }"
        guard case .limitExceeded(.settlingTime, let detail)? = limit(of: source) else {
            return XCTFail("expected the settling-time limit, got \(String(describing: limit(of: source)))")
        }
        XCTAssert(detail.contains("13816 s to settle"), detail)
        // The limit is the app's to raise.
        XCTAssertNil(limit(of: source, limits: FrontEndLimits(timing: TimingLimits(maxSettlingTime: 20_000, maxDuration: 20_000))))
    }

    func testAnEndlessDelayIsATypedError() {
        let source = "transition L for push { duration 0.3s delay 18446744073709551616s animate to { opacity 0 -> 1 } }"
        guard case .limitExceeded(.duration, _)? = limit(of: source) else { return XCTFail("\(String(describing: limit(of: source)))") }
    }

    func testTooDeepANestingIsATypedError() {
        let source = "transition N for push { duration 0.3s animate to { opacity " + String(repeating: "(", count: 300) + "1"
            + String(repeating: ")", count: 300) + " } }"
        guard case .limitExceeded(.nestingDepth, _)? = limit(of: source) else { return XCTFail("\(String(describing: limit(of: source)))") }
    }

    func testOtherMistakesStayCompilationErrors() {
        guard case .compilation? = limit(of: "transition T for push { duration 0.3 }") else { return XCTFail() }
    }

    func testABackwardProgramStretchedPastTheLimitIsATypedError() {
        // Forward it runs 20 s; `reverse auto` scales the backward timeline to 40 s.
        let source = "transition R for push { duration 20s animate to { opacity 0 -> 1 } reverse auto { duration 40s } }"
        guard case .limitExceeded(.duration, let detail)? = limit(of: source) else { return XCTFail("\(String(describing: limit(of: source)))") }
        XCTAssert(detail.contains("pop"), detail)
    }

    func testAHandBuiltProgramIsMeasuredToo() throws {
        var program = try TransitionEffect(source: "transition T for push { duration 1s animate to { opacity 0 -> 1 } }").program()
        XCTAssertNil(program.exceededLimit(.standard))
        program.tracks[0].timing = TrackTiming(delay: 0, duration: nil, pacing: .spring(.physical(mass: 1, stiffness: 100, damping: 0.5, velocity: 0)))
        guard case .limitExceeded(.settlingTime, _)? = program.exceededLimit(.standard) else { return XCTFail() }
    }

    func testAFileWithoutTransitionsSaysSo() {
        XCTAssertEqual(RuntimeError.unknownTransition("", available: []).description, "the file declares no transition")
    }
}
