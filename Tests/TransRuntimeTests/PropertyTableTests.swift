import Foundation
import TransIR
import TransRuntime
import XCTest

/// The property table agrees with itself, and the interpreter applies it: each value kind
/// where the table says, nothing of another kind.
final class PropertyTableTests: XCTestCase {
    func testEveryStylePropertyIsTheStyleItsRowDrives() {
        for style in StyleProperty.allCases {
            XCTAssertEqual(style.property.traits.part, .style(style), "\(style)")
        }
        for property in Property.allCases {
            if case .style(let style) = property.traits.part { XCTAssertEqual(style.property, property) }
        }
        let names = StyleProperty.allCases.map { $0.property.traits.jsonName }
        XCTAssertEqual(Set(names).count, names.count, "each style property has its own JSON field")
    }

    func testEveryDefaultIsOfItsPropertysType() {
        for property in Property.allCases {
            let row = property.traits
            if case .value(let value) = row.initial { XCTAssert(value.fits(row.type), "\(property): \(value)") }
        }
        XCTAssertEqual(LayerStyle.initial, LayerStyle(opacity: 1, hidden: false, zPosition: 0, cornerRadius: 0, backgroundColor: .clear))
    }

    func testAStyleTakesOnlyValuesOfItsKindAndClampsWhereCoreAnimationDoes() {
        var style = LayerStyle.initial
        XCTAssertFalse(style.set(.backgroundColor, to: .scalar(1)))
        XCTAssertFalse(style.set(.opacity, to: .color(.clear)))
        XCTAssertEqual(style, .initial, "a value of another kind changes nothing")
        XCTAssert(style.set(.opacity, to: .scalar(1.4)))
        XCTAssertEqual(style.opacity, 1, "an opacity is clamped to 0…1")
        XCTAssert(style.set(.zPosition, to: .scalar(-3)))
        XCTAssertEqual(style.zPosition, -3, "a z position is not")
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssert(style.set(.backgroundColor, to: .color(red)))
        XCTAssertEqual(style[.backgroundColor], .color(red))
    }

    func program(_ keyframes: [(Double, ValueExpression)], property: Property = .backgroundColor) -> TransitionProgram {
        let track = TrackSpec(layer: 0, property: property, keyframes: keyframes.map { KeyframeSpec(offset: $0.0, value: $0.1) },
                              axis: nil, timing: TrackTiming(delay: 0, duration: 2, pacing: .curve(.linear)))
        return TransitionProgram(name: "T", operation: .push, isDerivedBackward: false, inputs: [],
                                 layers: [LayerSpec(id: "to", actor: .to, hiddenWhileRunning: false)], tracks: [track], shades: [],
                                 perspective: nil, interactions: [], duration: 2, setup: [], completion: [], cancellation: [])
    }

    /// Keyframes red at 0 %, half-transparent blue at 50 %, clear at 100 % of a 2 s linear track.
    func testBackgroundColorInterpolatesChannelByChannel() throws {
        let scene = try PreparedScene(program([
            (0, .color(RGBA(red: 1, green: 0, blue: 0, alpha: 1))),
            (0.5, .color(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))),
            (1, .color(.clear)),
        ]), environment: SceneEnvironment())
        func color(at time: Double) throws -> RGBA { try XCTUnwrap(scene.state(at: time).layer("to")).style.backgroundColor }
        func check(at time: Double, _ expected: RGBA, line: UInt = #line) throws { assertColor(try color(at: time), expected, at: time, line: line) }
        // By hand: t = 0.5 s is a quarter of the track, halfway from red to blue (0.5, 0, 0.5, 0.75);
        // t = 1.5 s is halfway from that blue to clear (0, 0, 0.5, 0.25).
        try check(at: 0, RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        try check(at: 0.5, RGBA(red: 0.5, green: 0, blue: 0.5, alpha: 0.75))
        try check(at: 1, RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))
        try check(at: 1.5, RGBA(red: 0, green: 0, blue: 0.5, alpha: 0.25))
        try check(at: 2, .clear)
    }

    func testAKeyframeOfAnotherKindIsAnErrorNamingTheTrack() {
        XCTAssertThrowsError(try PreparedScene(program([(0, .scalar(1)), (1, .color(.clear))]), environment: SceneEnvironment())) { error in
            XCTAssertEqual(error as? RuntimeError, .mismatchedTrackValue(layer: "to", property: .backgroundColor, expected: .color))
            XCTAssert("\(error)".contains("to.background-color"), "\(error)")
        }
        XCTAssertThrowsError(try PreparedScene(program([(0, .color(.clear))], property: .translate), environment: SceneEnvironment()))
    }

    func testAHiddenTrackHoldsUntilItsSegmentEnds() throws {
        let scene = try PreparedScene(program([(0, .bool(false)), (1, .bool(true))], property: .hidden), environment: SceneEnvironment())
        XCTAssertEqual(scene.state(at: 1.98).layer("to")?.style.hidden, false)
        XCTAssertEqual(scene.state(at: 2).layer("to")?.style.hidden, true)
    }

    /// Channels equal to within rounding: the linear curve is solved numerically.
    func assertColor(_ actual: RGBA, _ expected: RGBA, at time: Double, line: UInt = #line) {
        for (a, e) in [(actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue), (actual.alpha, expected.alpha)] {
            XCTAssertEqual(a, e, accuracy: 1e-9, "at \(time) s: \(actual) is not \(expected)", line: line)
        }
    }
}

/// The language reference lists what the table holds.
final class PropertyDocumentationTests: XCTestCase {
    func testTheLanguageReferenceListsEveryProperty() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let reference = try String(contentsOf: root.appendingPathComponent("docs/language.md"), encoding: .utf8)
        let section = try XCTUnwrap(reference.components(separatedBy: "## Properties").dropFirst().first?.components(separatedBy: "\n## ").first)
        for property in Property.allCases {
            XCTAssert(section.contains("`\(property.rawValue)`"), "docs/language.md's property table does not list \(property.rawValue)")
        }
    }
}
