import TransIR
import XCTest

/// The one definition of operators, members and built-ins, against values worked out by hand.
final class ValueOperationsTests: XCTestCase {
    func testRectMembersAreReadAsWrittenNotStandardized() {
        // A rect 20 wide leftwards from x = 10: CGRect's standardized accessors would say width 20, minX -10.
        let rect = Value.rect(Rect(x: 10, y: 0, width: -20, height: 5))
        XCTAssertEqual(rect.member(.width), .scalar(-20))
        XCTAssertEqual(rect.member(.minX), .scalar(10))
        XCTAssertEqual(rect.member(.maxX), .scalar(-10))
        XCTAssertEqual(rect.member(.midX), .scalar(0))
        XCTAssertEqual(rect.member(.bounds), .rect(Rect(x: 0, y: 0, width: -20, height: 5)))
    }

    func testVectorArithmeticIsComponentWise() {
        let v = Value.vector(Vector3(x: 0, y: 1, z: -2))
        XCTAssertEqual(Value.combining(v, .multiply, .scalar(2)), .vector(Vector3(x: 0, y: 2, z: -4)))
        XCTAssertEqual(Value.combining(.scalar(1), .subtract, v), .vector(Vector3(x: 1, y: 0, z: 3)))
        XCTAssertEqual(v.negated, .vector(Vector3(x: 0, y: -1, z: 2)))
    }

    func testFarthestCornerNeedsTheContainer() {
        let point = Value.point(Point(x: 30, y: 40))
        XCTAssertNil(Builtin.farthestCorner.apply(to: [point], container: nil))
        // From (30, 40) in 100 × 100 the farthest corner is (100, 100): √(70² + 60²).
        XCTAssertEqual(Builtin.farthestCorner.apply(to: [point], container: Size(width: 100, height: 100))?.scalar ?? 0,
                       (70.0 * 70 + 60 * 60).squareRoot(), accuracy: 1e-12)
    }

    func testFoldingReplacesConstantsAndKeepsWhatTheStartDecides() {
        // min(2, 3) * 4 + input "gap"
        let expression = ValueExpression.binary(.add, .binary(.multiply, .call(.min, [.scalar(2), .scalar(3)]), .scalar(4)), .input("gap"))
        XCTAssertEqual(expression.folded, .binary(.add, .scalar(8), .input("gap")))
        XCTAssertNil(expression.constantValue)
        let vector = ValueExpression.binary(.multiply, .vector(.scalar(0), .scalar(1), .scalar(0)), .scalar(2))
        XCTAssertEqual(vector.folded, .vector(.scalar(0), .scalar(2), .scalar(0)))
        // A shape has no literal: its arguments fold, the call stays.
        let shape = ValueExpression.call(.circle, [.point(.scalar(1), .binary(.add, .scalar(1), .scalar(1))), .scalar(5)])
        XCTAssertEqual(shape.folded, .call(.circle, [.point(.scalar(1), .scalar(2)), .scalar(5)]))
        XCTAssertEqual(shape.constantValue, .shape(.circle(center: Point(x: 1, y: 2), radius: 5)))
    }
}
