import TransRuntime
import TransIR
import XCTest

final class LayerChangesTests: XCTestCase {
    func layer(_ id: String, opacity: Double = 1, x: Double = 0, mask: MaskShape? = nil) -> LayerState {
        LayerState(id: id, z: 0, frame: Rect(x: x, y: 0, width: 100, height: 50), anchor: Point(x: 0.5, y: 0.5),
                   position: Point(x: x + 50, y: 25), opacity: opacity, hidden: false, zPosition: 0, cornerRadius: 0,
                   transform: .identity, mask: mask, shade: nil)
    }

    /// The change that shows an opacity on a layer whose other style properties are at their defaults.
    func opacity(_ value: Double) -> LayerChange {
        var style = LayerStyle.initial
        style.opacity = value
        return .style(.opacity, of: style)
    }

    func state(_ layers: [LayerState]) -> SceneState {
        SceneState(transition: "T", operation: .push, time: 0, progress: 0, duration: 1, container: Size(width: 100, height: 100),
                   sublayerTransform: .identity, layers: layers)
    }

    func testTheFirstStateSetsEverythingAndLaterOnesOnlyWhatChanged() {
        var applier = SceneApplier()
        let first = applier.changes(for: state([layer("from"), layer("to", opacity: 0)]))
        XCTAssertEqual(first.map(\.id), ["from", "to"])
        // Geometry, transform, mask and shade, and each style property.
        XCTAssertEqual(first[1].changes.count, 4 + StyleProperty.allCases.count, "every property of a new layer")
        XCTAssert(first[1].changes.contains(opacity(0)))

        XCTAssert(applier.changes(for: state([layer("from"), layer("to", opacity: 0)])).isEmpty, "nothing changed")

        let moved = applier.changes(for: state([layer("from", x: 10), layer("to", opacity: 0.5)]))
        XCTAssertEqual(moved.map(\.id), ["from", "to"])
        XCTAssertEqual(moved[0].changes, [.geometry(size: Size(width: 100, height: 50), anchor: Point(x: 0.5, y: 0.5), position: Point(x: 60, y: 25))])
        XCTAssertEqual(moved[1].changes, [opacity(0.5)])

        let circle = MaskShape.circle(center: Point(x: 5, y: 5), radius: 5)
        XCTAssertEqual(applier.changes(for: state([layer("from", x: 10, mask: circle), layer("to", opacity: 0.5)])).first?.changes, [.mask(circle)])
        XCTAssertEqual(applier.changes(for: state([layer("from", x: 10), layer("to", opacity: 0.5)])).first?.changes, [.mask(nil)], "a mask goes")

        applier.reset()
        XCTAssertEqual(applier.changes(for: state([layer("from", x: 10)])).first?.changes.count, 4 + StyleProperty.allCases.count)
    }

    /// What a change sets is what the next state is compared with: each kind of change is reported
    /// once, then not again while it stays.
    func testAChangeIsReportedOnceWhileItStays() {
        var applier = SceneApplier()
        _ = applier.changes(for: state([layer("from")]))
        var turned = layer("from", x: 5)
        turned.transform = .rotation(0.5, 0, 0, 1)
        turned.style.cornerRadius = 8
        turned.shade = ShadeState(colors: [RGBA(red: 0, green: 0, blue: 0, alpha: 1)], start: Point(x: 0, y: 0), end: Point(x: 1, y: 1), opacity: 0.5)
        turned.mask = .circle(center: Point(x: 5, y: 5), radius: 5)
        let first = applier.changes(for: state([turned])).first?.changes ?? []
        XCTAssertEqual(first.map(Self.kind).sorted(), [0, 1, 2 + StyleProperty.allCases.firstIndex(of: .cornerRadius)!, 100, 101])
        XCTAssert(applier.changes(for: state([turned])).isEmpty, "the same state again changes nothing")
        turned.shade?.opacity = 0.75
        XCTAssertEqual(applier.changes(for: state([turned])).first?.changes.map(Self.kind), [101])
        XCTAssert(applier.changes(for: state([turned])).isEmpty)
    }

    /// Applying the changes of a whole interactive run, frame after frame, leaves exactly the last state.
    func testReplayingChangesReconstructsTheLastState() throws {
        var applier = SceneApplier()
        var shown: [String: [LayerChange]] = [:]
        var final = state([])
        for step in 0...20 {
            let opacity = Double(step) / 20
            final = state([layer("from", opacity: 1 - opacity, x: Double(step)), layer("to", opacity: opacity)])
            for (id, changes) in applier.changes(for: final) {
                for change in changes {
                    shown[id, default: []].removeAll { Self.kind($0) == Self.kind(change) }
                    shown[id, default: []].append(change)
                }
            }
        }
        XCTAssert(shown["from"]?.contains(opacity(0)) == true)
        XCTAssert(shown["from"]?.contains(.geometry(size: Size(width: 100, height: 50), anchor: Point(x: 0.5, y: 0.5), position: Point(x: 70, y: 25))) == true)
        XCTAssert(shown["to"]?.contains(opacity(1)) == true)
    }

    static func kind(_ change: LayerChange) -> Int {
        switch change {
        case .geometry: 0
        case .transform: 1
        case .style(let property, _): 2 + (StyleProperty.allCases.firstIndex(of: property) ?? 0)
        case .mask: 100
        case .shade: 101
        }
    }
}
