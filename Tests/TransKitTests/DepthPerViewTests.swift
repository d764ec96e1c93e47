import Foundation
import TransKit
import XCTest

/// A view's own `perspective`: its transform's m34 = −1/d after its other parts, composed with the
/// container's perspective as docs/language.md writes the product. Every expected number is worked
/// out here by hand from that product, never by `Transform3D`.
final class DepthPerViewTests: XCTestCase {
    func scene(_ source: String, _ operation: TransitionOperation = .push) throws -> PreparedScene {
        try TransitionEffect(source: source).scene(operation: operation, environment: SceneEnvironment())
    }

    func testTheViewsPerspectiveIsLastInItsTransform() throws {
        let push = try scene("""
            transition T for push {
                duration 1s
                animate to { perspective 400pt  rotate-y 30deg  translate-x 10 }
            }
            """)
        let to = try XCTUnwrap(push.state(at: 0.5).layer("to"))
        // Ry then T then P on row vectors: the fourth column is the third column times −1/d.
        let (c, s, p) = (cos(Double.pi / 6), sin(Double.pi / 6), -1.0 / 400)
        let expected = [c, 0, -s, -s * p, 0, 1, 0, 0, s, 0, c, c * p, 10, 0, 0, 1]
        for (field, (actual, wanted)) in zip(to.transform.fields, expected).enumerated() {
            XCTAssertEqual(actual, wanted, accuracy: 1e-12, "field \(field)")
        }
    }

    func testTheViewsAndTheContainersPerspectivesMultiply() throws {
        let push = try scene("""
            transition T for push {
                duration 1s
                perspective 800pt
                animate to { perspective 400pt  rotate-y 30deg }
            }
            """)
        let state = push.state(at: 0)
        let to = try XCTUnwrap(state.layer("to"))
        // The top-left corner, 195 pt left of and 422 pt above the centred anchor: turned 30° about y it
        // comes 195 sin 30° = 97.5 pt towards the viewer. The view's eye divides by 1 − 97.5/400, the
        // container's (whose centre is the anchor's place) subtracts 97.5/800 from that w.
        let (x, z) = (-195 * cos(Double.pi / 6), 195 * sin(Double.pi / 6))
        let w = (1 - z / 400) - z / 800
        let drawn = try XCTUnwrap(Projection.project(Point(x: 0, y: 0), of: to, in: state))
        XCTAssertEqual(drawn.x, x / w + 195, accuracy: 1e-9)
        XCTAssertEqual(drawn.y, -422 / w + 422, accuracy: 1e-9)
        // Either alone gives a different picture: both apply.
        XCTAssertNotEqual(drawn.x, x / (1 - z / 400) + 195, accuracy: 1)
        XCTAssertNotEqual(drawn.x, x / (1 - z / 800) + 195, accuracy: 1)
    }

    /// docs/language.md's *DepthPerView*: `from`'s top edge ends 422 pt deep, drawn at 400/822 of its width.
    func testTheReferencesNumbers() throws {
        let source = try Self.referenceBlock(defining: "DepthPerView")
        let push = try scene(source)
        let end = push.state(at: push.duration)
        let from = try XCTUnwrap(end.layer("from"))
        let left = try XCTUnwrap(Projection.project(Point(x: 0, y: 0), of: from, in: end))
        let right = try XCTUnwrap(Projection.project(Point(x: 390, y: 0), of: from, in: end))
        XCTAssertEqual((right.x - left.x) / 390, 400.0 / (400 + 844 * 0.5), accuracy: 1e-9)
        XCTAssertEqual((right.x - left.x) / 390, 0.487, accuracy: 0.0005, "the reference's rounding")
        // `to`'s distance mixes as a length: half-way through its eased progress it is 900 pt.
        let middle = push.state(at: 0.25)
        let to = try XCTUnwrap(middle.layer("to"))
        let eased = CubicBezier(0, 0, 0.58, 1).value(at: 0.5)
        let distance = 1200 + (600 - 1200) * eased
        // With no translation, m34 = m33 · (−1/d) (the fourth column is the third times −1/d).
        XCTAssertEqual(to.transform.m34, to.transform.m33 * (-1 / distance), accuracy: 1e-12)
    }

    func testANonPositiveDistanceComputedAtRunTimeSetsNoPerspective() throws {
        let push = try scene("""
            transition T for push {
                duration 1s
                animate to { perspective container.width - 1000pt  rotate-y 30deg }
            }
            """)
        let to = try XCTUnwrap(push.state(at: 0).layer("to"))
        XCTAssertEqual(to.transform.m34, 0, "−610 pt is no distance from an eye: no perspective, as the UIKit code does")
        XCTAssertEqual(to.transform.m14, 0)
    }

    /// The ```trans block of docs/language.md that defines a transition.
    static func referenceBlock(defining name: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/language.md"), encoding: .utf8)
        let blocks = page.components(separatedBy: "```trans\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        return try XCTUnwrap(blocks.first { $0.contains("transition \(name) ") }, "docs/language.md defines no \(name)")
    }
}
