@testable import TransChecker
import TransDiagnostics
import XCTest

/// A constant tuple's numbers, folded without an array: each in its place, none when one is not constant.
final class TupleComponentsTests: XCTestCase {
    func testATuplesNumbersAreHeldInOrder() {
        var components = TupleComponents()
        for number in [1.5, -2, 0, 4e9] { components.append(number) }
        XCTAssertEqual(Array(components), [1.5, -2, 0, 4e9])
        XCTAssertEqual(components.count, 4)
        XCTAssertEqual(components[3], 4e9)
    }

    /// Through the checker: a constant anchor outside the view is told with both numbers, an axis of
    /// zeros is told, and an anchor that reads an input is not folded (nothing told).
    func testTheCheckerFoldsTuplesToTheirNumbers() {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: """
            input spot: point
            transition T for push {
                duration 1s
                animate from { anchor (0.25, 1.5) }
                animate to { rotate 0 -> 1turn about (0, 0, 0) }
                animate to { anchor spot -> (0.5, 0.5) }
            }
            """))
        XCTAssertEqual(result.diagnostics.all.map(\.code), [.anchorOutsideView, .zeroRotationAxis])
        XCTAssertTrue(result.diagnostics.all[0].message.contains("0.25") && result.diagnostics.all[0].message.contains("1.5"),
                      result.diagnostics.all[0].message)
    }
}
