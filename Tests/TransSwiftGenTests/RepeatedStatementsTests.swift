import Foundation
import TransCorpus
@testable import TransSwiftGen
import XCTest

/// What is done to one piece after another is written as one loop over the pieces.
final class RepeatedStatementsTests: XCTestCase {
    func removal(_ view: String) -> SwiftStatement {
        .ifElse([.expression(.binary(.identical, .id(view).dot("superview"), "container"))], [.run(.id(view).call("removeFromSuperview"))])
    }

    func testThreeOrMoreStatementsAlikeButForTheirPieceAreOneLoop() {
        let pieces = ["pieceFrom1x3R0C0", "pieceFrom1x3R0C1", "pieceFrom1x3R0C2"]
        let text = SwiftWriter.write(statements: RepeatedStatements.rolled(pieces.map(removal) + [.run(.call("finish", []))]))
        XCTAssertEqual(text, """
            for piece in [pieceFrom1x3R0C0, pieceFrom1x3R0C1, pieceFrom1x3R0C2] {
                if piece.superview === container {
                    piece.removeFromSuperview()
                }
            }
            finish()

            """)
    }

    /// A note said again before each piece (the track's origin) is said once, and the statements it separated are one loop.
    func testARepeatedNoteIsSaidOnceAndItsStatementsRoll() {
        let pieces = ["pieceFrom1x3R0C0", "pieceFrom1x3R0C1", "pieceFrom1x3R0C2"]
        let noted = pieces.flatMap { [SwiftStatement.comment("opacity (a.trans:3)"), .set(.id($0).dot("alpha"), .number(0))] }
        XCTAssertEqual(SwiftWriter.write(statements: RepeatedStatements.rolled(noted + [.comment("scale (a.trans:4)"), .run(.call("finish", []))])), """
            // opacity (a.trans:3)
            for piece in [pieceFrom1x3R0C0, pieceFrom1x3R0C1, pieceFrom1x3R0C2] {
                piece.alpha = 0
            }
            // scale (a.trans:4)
            finish()

            """)
        // A note between statements that are not all rollable says something new each time, and stays.
        let bound: [SwiftStatement] = [.comment("n"), .let("a", .number(1)), .comment("n"), .let("b", .number(2))]
        XCTAssertEqual(SwiftWriter.write(statements: RepeatedStatements.rolled(bound)), SwiftWriter.write(statements: bound))
    }

    /// Two alike stay as they are; so do statements that differ in more than their piece, or that bind.
    func testWhatIsNotAlikeOrBindsStaysAsItIs() {
        let two = [removal("pieceA"), removal("pieceB")]
        XCTAssertEqual(SwiftWriter.write(statements: RepeatedStatements.rolled(two)), SwiftWriter.write(statements: two))
        let stacked = [("pieceB", "pieceA"), ("pieceC", "pieceB"), ("pieceD", "pieceC")].map { view, below in
            SwiftStatement.run(.id("container").call("insertSubview", arg(.id(view)), arg("aboveSubview", .id(below))))
        }
        XCTAssertEqual(SwiftWriter.write(statements: RepeatedStatements.rolled(stacked)), SwiftWriter.write(statements: stacked))
        let bindings = ["pieceA", "pieceB", "pieceC"].map { SwiftStatement.let($0 + "Saved", .call("TranscSavedState", [arg(.id($0))])) }
        XCTAssertEqual(SwiftWriter.write(statements: RepeatedStatements.rolled(bindings)), SwiftWriter.write(statements: bindings))
        // A view's transform parts are a value: a loop's constant holding them could not be assigned.
        let parts = ["pieceATransform", "pieceBTransform", "pieceCTransform"].map { SwiftStatement.set(.id($0).dot("scale"), .number(1)) }
        XCTAssertEqual(SwiftWriter.write(statements: RepeatedStatements.rolled(parts)), SwiftWriter.write(statements: parts))
        let assigned = ["pieceA", "pieceB", "pieceC"].map { SwiftStatement.set(.id($0), .call("UIView", [])) }
        XCTAssertEqual(SwiftWriter.write(statements: RepeatedStatements.rolled(assigned)), SwiftWriter.write(statements: assigned))
    }

    /// Inside a completion closure too: the explode example removes its 24 pieces in one loop, on completion and on cancel.
    func testTheExplodeExampleRemovesItsPiecesInOneLoop() throws {
        let source = try XCTUnwrap(Corpus.examples().first { $0.path == "examples/explode.trans" })
        let swift = try UIKitGeneratorTests.generate(source)
        for row in 0..<6 {
            for column in 0..<4 {
                XCTAssertFalse(swift.contains("pieceFrom6x4R\(row)C\(column).removeFromSuperview()"), "piece \(row), \(column) removed on its own")
            }
        }
        XCTAssertGreaterThanOrEqual(swift.components(separatedBy: "piece.removeFromSuperview()").count - 1, 2, "on completion and on cancel")
        XCTAssert(swift.contains("for piece in [pieceFrom6x4R0C0, pieceFrom6x4R0C1, "))
    }
}
