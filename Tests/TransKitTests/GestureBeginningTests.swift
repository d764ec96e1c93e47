import Foundation
import TransKit
import XCTest

/// Which gesture a finger's motion begins, in the examples that declare several or a pan either
/// way: the motion must go a gesture's way more than across it, as the examples' comments say.
final class GestureBeginningTests: XCTestCase {
    func scene(_ name: String, _ operation: TransitionOperation, _ inputs: [String: InputValue] = [:]) throws -> PreparedScene {
        try TransitionEffect(source: ExampleTests.source(name)).scene(operation: operation, environment: SceneEnvironment(inputs: inputs))
    }

    /// system-zoom's pop: "dragged down (or in from the left edge)". Its gestures are `pan(down)`
    /// then `edge-pan(left)`; up, left, and a diagonal as much across as along begin neither.
    func testSystemZoomPopBeginsByAPanDownOrAnEdgePanFromTheLeft() throws {
        let pop = try scene("system-zoom", .pop, ["cell": .view(frame: Rect(x: 24, y: 160, width: 110, height: 110))])
        XCTAssertEqual(pop.gestures.map { "\($0.interaction.gesture.rawValue)(\($0.interaction.direction.rawValue))" }, ["pan(down)", "edge-pan(left)"])
        let cases: [(Point, Int?)] = [
            (Point(x: 0, y: 30), 0), (Point(x: 29, y: 30), 0), (Point(x: -29, y: 30), 0),
            (Point(x: 30, y: 0), 1), (Point(x: 30, y: -29), 1), (Point(x: 30, y: 29), 1),
            (Point(x: 0, y: -30), nil), (Point(x: -30, y: 0), nil), (Point(x: 30, y: 30), nil), (Point(x: -30, y: -5), nil), (.zero, nil),
        ]
        for (translation, expected) in cases { XCTAssertEqual(pop.gesture(begunBy: translation), expected, "\(translation)") }
    }

    /// tab-pan: "a pan left moves to the next tab, a pan right to the previous one"; vertical pans begin nothing.
    func testTabPanBeginsByAHorizontalPanEitherWayAndTheSignPicksTheNeighbour() throws {
        let tab = try scene("tab-pan", .tab)
        for (translation, expected, other) in [(Point(x: -40, y: 10), 0, false), (Point(x: 40, y: -10), 0, true)] as [(Point, Int?, Bool)] {
            XCTAssertEqual(tab.gesture(begunBy: translation), expected, "\(translation)")
            XCTAssertEqual(tab.gestures[0].interaction.startsOtherNeighbour(moving: translation), other, "\(translation)")
        }
        for translation in [Point(x: 0, y: 40), Point(x: 10, y: -40), Point(x: 20, y: 20)] {
            XCTAssertNil(tab.gesture(begunBy: translation), "\(translation)")
        }
    }

    /// A pinch is begun by no finger's translation (bounce's dismiss is `pinch(in)`).
    func testNoTranslationBeginsAPinch() throws {
        let dismiss = try scene("bounce", .dismiss)
        XCTAssertEqual(dismiss.gestures.map(\.interaction.gesture), [.pinch])
        for translation in [Point(x: 0, y: 40), Point(x: 0, y: -40), Point(x: 40, y: 0), Point(x: -40, y: 0)] {
            XCTAssertNil(dismiss.gesture(begunBy: translation), "\(translation)")
        }
    }
}
