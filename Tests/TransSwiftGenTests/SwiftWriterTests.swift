import TransSwiftGen
import XCTest

/// The printer decides parentheses from Swift's precedence and indents every body itself.
final class SwiftWriterTests: XCTestCase {
    func text(_ expression: SwiftExpression) -> String { SwiftWriter.expression(expression) }

    func testParenthesesFollowPrecedenceAndAssociativity() {
        let (a, b, c): (SwiftExpression, SwiftExpression, SwiftExpression) = ("a", "b", "c")
        XCTAssertEqual(text(a - (b - c)), "a - (b - c)")
        XCTAssertEqual(text((a - b) - c), "a - b - c")
        XCTAssertEqual(text(a / (b * c)), "a / (b * c)")
        XCTAssertEqual(text(a * (b + c)), "a * (b + c)")
        XCTAssertEqual(text(a + b * c), "a + b * c")
        // `??` binds looser than `+`: a coalesced operand of a sum needs parentheses, a sum inside `??` does not.
        XCTAssertEqual(text(.binary(.nilCoalescing, a, b) + c), "(a ?? b) + c")
        XCTAssertEqual(text(.binary(.nilCoalescing, a, b + c)), "a ?? b + c")
        XCTAssertEqual(text(.binary(.nilCoalescing, .binary(.nilCoalescing, a, b), c)), "(a ?? b) ?? c")
        XCTAssertEqual(text(.binary(.nilCoalescing, a, .binary(.nilCoalescing, b, c))), "a ?? b ?? c")
        XCTAssertEqual(text(-(a + b)), "-(a + b)")
        XCTAssertEqual(text(-(-a)), "-(-a)")
        XCTAssertEqual(text(-a.dot("x")), "-a.x")
        XCTAssertEqual(text((a + b).dot("x")), "(a + b).x")
        XCTAssertEqual(text(.number(-2) * a), "-2 * a")
        XCTAssertEqual(text(a - .number(-2)), "a - -2")
        XCTAssertEqual(text(.number(2).call("squareRoot")), "(2).squareRoot()")
        XCTAssertEqual(text(.ternary(.binary(.less, a, b), a + b, .ternary(c, a, b))), "a < b ? a + b : c ? a : b")
        XCTAssertEqual(text(.ternary(.ternary(c, a, b), a, b) + c), "((c ? a : b) ? a : b) + c")
        XCTAssertEqual(text(.binary(.less, a + b, c)), "a + b < c")
        XCTAssertEqual(text(.binary(.equal, .binary(.less, a, b), c)), "(a < b) == c")
    }

    func testMinAndMaxInsideArithmeticAreCalls() {
        let min = SwiftExpression.call(.id("Swift").dot("min"), [arg("a"), arg("b")])
        XCTAssertEqual(text(min + .call(.id("Swift").dot("max"), [arg("c"), arg(.number(1))])), "Swift.min(a, b) + Swift.max(c, 1)")
    }

    func testBodiesAreIndentedAndCasesStayLevelWithTheirSwitch() {
        let code = SwiftWriter.write(statements: [
            .ifElse([.expression("x")], [.run(.call("y", []))], else: [.ifElse([.expression("z")], [.return(nil)], else: [.break])]),
            .blank,
            .switch("z", [SwiftCase(.values([.integer(1)]), [.break]),
                          SwiftCase(.default, [.let("a", .integer(1)), .run(.call("f", [], trailing: SwiftClosure(["v"], [.set("b", "v")])))])]),
        ])
        XCTAssertEqual(code, """
            if x {
                y()
            } else if z {
                return
            } else {
                break
            }

            switch z {
            case 1: break
            default:
                let a = 1
                f { v in
                    b = v
                }
            }

            """)
    }

    func testCompiledIfKeepsItsDirectivesInTheFirstColumnAndNoBlankBeforeEndif() {
        let code = SwiftWriter.write([
            .comment("header"), .blank,
            .compiledIf("canImport(UIKit)", [
                .import("UIKit"), .blank,
                .type(SwiftTypeDeclaration([], .struct, "A", [.stored(modifiers: [], .let, "x", type: "Int", value: .number(1))])),
                .blank,
            ]),
        ])
        XCTAssertEqual(code, """
            // header

            #if canImport(UIKit)
            import UIKit

            struct A {
                let x: Int = 1
            }
            #endif

            """)
    }
}
