import TransChecker
import TransIR
import XCTest

/// A checked transition's operations, held in place: each once, in the order written.
final class OperationListTests: XCTestCase {
    func testOperationsKeepTheirOrderAndAppearOnce() {
        var list = OperationList()
        XCTAssertTrue(list.isEmpty)
        for operation in [TransitionOperation.dismiss, .push, .dismiss, .tab, .push] { list.append(operation) }
        XCTAssertEqual(Array(list), [.dismiss, .push, .tab])
        XCTAssertEqual(list.count, 3)
        XCTAssertEqual(list[1], .push)
        XCTAssertTrue(list.contains(.tab))
        XCTAssertFalse(list.contains(.pop))
        XCTAssertEqual(list, [.dismiss, .push, .tab])
        XCTAssertNotEqual(list, [.push, .dismiss, .tab], "the order written counts")
        XCTAssertEqual(list.description, "[TransIR.TransitionOperation.dismiss, TransIR.TransitionOperation.push, TransIR.TransitionOperation.tab]")
    }

    func testEveryOrderOfAllFiveFits() {
        let all = TransitionOperation.allCases
        // Every rotation and its reverse: each operation at each place.
        for shift in all.indices {
            let order = Array(all[shift...] + all[..<shift])
            for written in [order, order.reversed()] {
                let list = OperationList(written + written)
                XCTAssertEqual(Array(list), written)
                XCTAssertEqual(list.last, written.last)
            }
        }
        XCTAssertEqual(MemoryLayout<OperationList>.size, 4)
    }
}
