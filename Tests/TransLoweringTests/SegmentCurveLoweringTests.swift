import TransChecker
import TransDiagnostics
import TransIR
import TransLowering
import XCTest

/// A curve after a keyframe's value reaches the IR on that keyframe, and moves with its segment
/// when `reverse auto` runs the keyframes backward.
final class SegmentCurveLoweringTests: XCTestCase {
    static let easeOut = TimingCurve.cubicBezier(0, 0, 0.58, 1)
    static let easeIn = TimingCurve.cubicBezier(0.42, 0, 1, 1)

    func testEachCurvePacesTheSegmentItStartsInBothDirections() throws {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: """
            transition Toss for present {
                duration 1s
                reverse auto
                animate to { translate-y keyframes { 0%: 0 ease-out, 60%: -20pt ease-in, 100%: 0 } }
            }
            """))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        let programs = try XCTUnwrap(result.checked.map(Lowering.lower))
        let forward = try XCTUnwrap(programs.first { !$0.isDerivedBackward }?.tracks.first?.keyframes)
        XCTAssertEqual(forward.map(\.offset), [0, 0.6, 1])
        XCTAssertEqual(forward.map(\.curve), [Self.easeOut, Self.easeIn, nil])
        // Backward the segment 60 % → 100 % runs first (0 → 0.4), still paced by ease-in, then 0 % → 60 % by ease-out.
        let backward = try XCTUnwrap(programs.first { $0.isDerivedBackward }?.tracks.first?.keyframes)
        XCTAssertEqual(backward.map(\.offset).map { ($0 * 1e9).rounded() / 1e9 }, [0, 0.4, 1])
        XCTAssertEqual(backward.map(\.curve), [Self.easeIn, Self.easeOut, nil])
    }
}
