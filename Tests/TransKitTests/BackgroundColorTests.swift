import Foundation
import TransKit
import XCTest

/// `background-color` from source to state: checked as a colour, interpolated channel by channel.
final class BackgroundColorTests: XCTestCase {
    func testTheInterpreterFollowsTheKeyframesWrittenInSource() throws {
        let scene = try TransitionEffect(source: """
            transition T for push {
                duration 1s
                curve linear
                animate to { background-color keyframes { 0%: red, 25%: rgb(0, 1, 0, 0.5), 100%: blue(20%) } }
            }
            """).scene(environment: SceneEnvironment())
        func color(at time: Double) throws -> RGBA { try XCTUnwrap(scene.state(at: time).layer("to")).style.backgroundColor }
        func check(at time: Double, _ expected: RGBA, line: UInt = #line) throws { assertColor(try color(at: time), expected, at: time, line: line) }
        // By hand from the keyframes: 0.125 s is halfway from red (1, 0, 0, 1) to (0, 1, 0, 0.5);
        // 0.625 s is halfway from (0, 1, 0, 0.5) to blue at 20 % (0, 0, 1, 0.2).
        try check(at: 0, RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        try check(at: 0.125, RGBA(red: 0.5, green: 0.5, blue: 0, alpha: 0.75))
        try check(at: 0.25, RGBA(red: 0, green: 1, blue: 0, alpha: 0.5))
        try check(at: 0.625, RGBA(red: 0, green: 0.5, blue: 0.5, alpha: 0.35))
        try check(at: 1, RGBA(red: 0, green: 0, blue: 1, alpha: 0.2))
        XCTAssertEqual(scene.state(at: 0.5).layer("from")?.style.backgroundColor, RGBA(red: 0, green: 0, blue: 0, alpha: 0),
                       "a view no track colours keeps the default, clear")
    }

    func testAValueThatIsNotAColorIsALocatedError() {
        XCTAssertThrowsError(try TransitionEffect(source: "transition T for push {\n    duration 1s\n    animate to { background-color 12pt }\n}\n")) { error in
            XCTAssert("\(error)".contains("3:35: error:"), "\(error)")
            XCTAssert("\(error)".contains("a color"), "\(error)")
        }
    }

    /// Channels equal to within the linear curve's numerical solution (about 1e-7).
    func assertColor(_ actual: RGBA, _ expected: RGBA, at time: Double, line: UInt = #line) {
        for (a, e) in [(actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue), (actual.alpha, expected.alpha)] {
            XCTAssertEqual(a, e, accuracy: 1e-6, "at \(time) s: \(actual) is not \(expected)", line: line)
        }
    }
}
