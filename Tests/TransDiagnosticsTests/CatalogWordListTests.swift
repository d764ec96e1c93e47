import TransDiagnostics
import TransIR
import XCTest

/// Every list of words a diagnostic prints is the vocabulary's, in the vocabulary's order:
/// a word added to the language shows up in the messages, and none is listed that it lacks.
final class CatalogWordListTests: XCTestCase {
    /// The words of "…; expected a, b or c" (or of a parenthesized list), split back apart.
    func listedWords(_ message: Message, after marker: String, until end: String? = nil) throws -> [String] {
        let text = message.text
        let start = try XCTUnwrap(text.range(of: marker), "no '\(marker)' in \(text)").upperBound
        var list = String(text[start...])
        if let end, let stop = list.range(of: end) { list = String(list[..<stop.lowerBound]) }
        let parts = list.components(separatedBy: " or ")
        XCTAssertEqual(parts.count, 2, "one 'or' in \(text)")
        return parts[0].components(separatedBy: ", ") + [parts[1]]
    }

    func testEachListInAMessageIsTheVocabulary() throws {
        XCTAssertEqual(try listedWords(.unknownUnit("px"), after: "expected "), NumberUnit.allCases.map(\.rawValue))
        XCTAssertEqual(try listedWords(.expectedOperation(found: "'fly'"), after: "(", until: ")"),
                       TransitionOperation.allCases.map(\.rawValue))
        XCTAssertEqual(try listedWords(.unknownType("veiw"), after: "expected "), InputType.allCases.map(\.rawValue))
        XCTAssertEqual(try listedWords(.unknownGesture("swipe"), after: "expected "), GestureKind.allCases.map(\.rawValue))
        XCTAssertEqual(try listedWords(.unknownSpringParameter("dampening"), after: "expected "),
                       SpringParameterName.allCases.map(\.rawValue))
        XCTAssertEqual(try listedWords(.unknownCurve("spline"), after: "expected "),
                       NamedCurve.allCases.map(\.rawValue) + CurveFunction.allCases.map { $0.rawValue + "(…)" })
        XCTAssertEqual(try listedWords(.expectedActor(found: "'{'"), after: "(", until: "), found"),
                       ["from", "to", "container", "dimming", "snapshot(…)", "an input"])
    }

    func testTheStepsMessageNamesTheLeastCountOfItsPosition() {
        for position in StepPosition.allCases {
            let least = position == .jumpNone ? 2 : 1
            XCTAssertEqual(Message.invalidSteps(0, position: position).text,
                           "'steps' with \(position.rawValue) needs a whole number of at least \(least), found 0")
        }
    }

    func testEitherJoinsAsAPersonWould() {
        XCTAssertEqual(WordList.either([]), "")
        XCTAssertEqual(WordList.either(["a"]), "a")
        XCTAssertEqual(WordList.either(["a", "b"]), "a or b")
        XCTAssertEqual(WordList.either(["a", "b", "c"]), "a, b or c")
    }
}
