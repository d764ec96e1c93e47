import Foundation
import TransCorpus
@testable import TransSwiftGen
import XCTest

/// A run function and its right-to-left mirror are one function where their bodies pair up: the
/// places they differ pick by `rightToLeft`, the rest is written once.
final class MirroredRunTests: XCTestCase {
    let width = SwiftExpression.id("container").dot("bounds").dot("size").dot("width")

    func merged(_ original: [SwiftStatement], _ mirrored: [SwiftStatement]) -> String? {
        MirroredRun().statements(original, mirrored).map { SwiftWriter.write(statements: $0) }
    }

    func testAValueThatDiffersPicksWhereItDiffers() throws {
        let target = SwiftExpression.id("toTransform").dot("translation")
        let text = try XCTUnwrap(merged(
            [.set(target, .call("CGPoint", [arg("x", width), arg("y", .number(0))])), .run(.id("view").call("layoutIfNeeded"))],
            [.set(target, .call("CGPoint", [arg("x", -width), arg("y", .number(0))])), .run(.id("view").call("layoutIfNeeded"))]))
        XCTAssertEqual(text, """
            toTransform.translation = CGPoint(x: rightToLeft ? -container.bounds.size.width : container.bounds.size.width, y: 0)
            view.layoutIfNeeded()

            """)
    }

    func testAValueTableIsPickedWhole() throws {
        let text = try XCTUnwrap(merged([.let("angles", "[CGFloat]", .array([.number(0), .number(1.5)]))],
                                        [.let("angles", "[CGFloat]", .array([.number(0), .number(-1.5)]))]))
        XCTAssertEqual(text, "let angles: [CGFloat] = rightToLeft ? [0, -1.5] : [0, 1.5]\n")
    }

    /// A temporary only one side computes is computed either way; a call only one side makes runs only in its layout.
    func testAStatementOfOneSideOnlyIsKeptOrGuarded() throws {
        let show = SwiftStatement.run(.call("show", [arg("rect1")]))
        let text = try XCTUnwrap(merged(
            [.run(.call("show", [arg(width)])), .run(.call("finish", []))],
            [.let("rect1", "CGRect", .id("container").dot("bounds")), show, .run(.call("flip", [])), .run(.call("finish", []))]))
        XCTAssertEqual(text, """
            let rect1: CGRect = container.bounds
            show(rightToLeft ? rect1 : container.bounds.size.width)
            if rightToLeft {
                flip()
            }
            finish()

            """)
    }

    /// Two bodies that bind one name in different places cannot be one body: they stay two functions.
    func testBindingsThatDoNotPairUpAreNotMerged() {
        let a = SwiftStatement.let("pieceA", .call("UIView", []))
        let b = SwiftStatement.let("pieceB", .call("UIView", [arg("frame", .member(nil, "zero"))]))
        XCTAssertNil(MirroredRun().statements([a, b], [b, a]))
        XCTAssertNotNil(MirroredRun().statements([a, b], [a, b]))
    }

    /// Every example that plays mirrored in a right-to-left layout has one run function per operation taking
    /// `rightToLeft`; those cut into pieces may keep two (a mirror cuts and stacks columns in the other order).
    func testEveryMirroredExampleWithoutPiecesHasOneRunFunctionPerOperation() throws {
        var merged = 0
        for source in try Corpus.examples() {
            // A file the target refuses has no run functions (the refusals are checked against the goldens).
            guard let swift = try? UIKitGeneratorTests.generate(source) else { continue }
            let mirrors = swift.components(separatedBy: "RightToLeft(_ context:").count - 1
            let takes = swift.components(separatedBy: "rightToLeft: Bool) -> ").count - 1
            guard !String(decoding: source.bytes, as: UTF8.self).contains("pieces(") else { continue }
            XCTAssertEqual(mirrors, 0, "\(source.path) keeps a second run function for right to left")
            merged += takes
        }
        XCTAssertGreaterThanOrEqual(merged, 20)
    }
}
