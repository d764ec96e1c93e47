import TransChecker
import TransCorpus
import TransDiagnostics
import TransIR
import TransLowering
import TransRuntime
import XCTest

/// A right-to-left layout plays every transition's mirror image. The oracle mirrors what the
/// original program renders (frames, anchors, positions, transforms conjugated by the reflection,
/// masks, shades), never the program: the mirrored program, run where every view it reads stands
/// mirrored, must show exactly that at every sampled time.
final class RightToLeftTests: XCTestCase {
    static let container = Size(width: 390, height: 844)

    func testEveryCorpusProgramPlaysItsMirrorImageInRightToLeft() throws {
        var compared = 0
        for source in try Corpus.all() {
            guard let checked = FrontEnd.check(source).checked else { continue }
            for program in Lowering.lower(checked) where program.followsLayoutDirection {
                // The screens full size, then placed off-centre so that a mirror of the wrong span shows.
                for (from, to) in [(nil, nil), (Rect(x: 10, y: 40, width: 300, height: 700), Rect(x: 60, y: 100, width: 320, height: 600))] as [(Rect?, Rect?)] {
                    let inputs = Corpus.sampleInputs(for: program)
                    let leftToRight = try PreparedScene(program, environment: SceneEnvironment(
                        container: Self.container, fromFrame: from, toFrame: to, inputs: inputs))
                    let rightToLeft = try PreparedScene(program, environment: SceneEnvironment(
                        container: Self.container, fromFrame: from.map(Self.mirrored), toFrame: to.map(Self.mirrored),
                        inputs: inputs.mapValues(Self.mirrored), layoutDirection: .rightToLeft))
                    for step in 0...12 {
                        let time = program.duration * Double(step) / 10 - program.duration * 0.05
                        let original = leftToRight.state(at: time), mirrored = rightToLeft.state(at: time)
                        XCTAssertEqual(mirrored.sublayerTransform, original.sublayerTransform)
                        for (expected, actual) in zip(original.layers.map(Self.mirrored), mirrored.layers) {
                            let place = "\(source.path) \(program.name) \(program.operation.rawValue) \(expected.id) at \(time)"
                            Self.assertClose(actual, expected, place)
                        }
                        compared += 1
                    }
                }
                for (interaction, mirrored) in zip(program.interactions, program.laidOut(.rightToLeft).interactions) {
                    // The finger moves the mirrored way.
                    XCTAssertEqual(mirrored.forward.x, -interaction.forward.x)
                    XCTAssertEqual(mirrored.forward.y, interaction.forward.y)
                }
            }
        }
        XCTAssertGreaterThan(compared, 100)
    }

    func testSlidePushComesFromTheLeftAndItsPopFromTheRightEdge() throws {
        let source = SourceFile(path: "slide.trans", text: """
            transition Slide for push {
                duration 0.35s
                animate to { translate-x container.width -> 0 }
                reverse auto
                interactive pop { gesture edge-pan(left) }
            }
            """)
        let programs = Lowering.lower(try XCTUnwrap(FrontEnd.check(source).checked))
        let push = try XCTUnwrap(programs.first { $0.operation == .push })
        let scene = try PreparedScene(push, environment: SceneEnvironment(container: Self.container, layoutDirection: .rightToLeft))
        // At the start the new screen stands a whole width to the left of the container.
        XCTAssertEqual(scene.state(at: 0).layers.first { $0.id == "to" }?.transform.m41, -390)
        let pop = try XCTUnwrap(programs.first { $0.operation == .pop })
        XCTAssertEqual(pop.laidOut(.rightToLeft).interactions.map(\.direction), [.right])
        XCTAssertEqual(pop.laidOut(.leftToRight).interactions.map(\.direction), [.left])
        XCTAssertTrue(push.differsInRightToLeft)
    }

    func testFixedLayoutDirectionPlaysAsWritten() throws {
        let source = SourceFile(path: "curl.trans", text: """
            transition Curl for present {
                duration 0.5s
                layout-direction fixed
                animate to { translate-x container.width -> 0 }
            }
            """)
        let program = try XCTUnwrap(Lowering.lower(try XCTUnwrap(FrontEnd.check(source).checked)).first)
        XCTAssertFalse(program.followsLayoutDirection)
        XCTAssertFalse(program.differsInRightToLeft)
        let scene = try PreparedScene(program, environment: SceneEnvironment(container: Self.container, layoutDirection: .rightToLeft))
        XCTAssertEqual(scene.state(at: 0).layers.first { $0.id == "to" }?.transform.m41, 390)
    }

    func testACrossFadeIsItsOwnMirror() throws {
        let source = SourceFile(path: "fade.trans", text: """
            transition Fade for push {
                duration 0.3s
                animate to { opacity 0 -> 1 }
            }
            """)
        let program = try XCTUnwrap(Lowering.lower(try XCTUnwrap(FrontEnd.check(source).checked)).first)
        XCTAssertFalse(program.differsInRightToLeft)
        XCTAssertTrue(program.followsLayoutDirection)
    }

    // MARK: The oracle: mirroring what is rendered

    static func mirroredX(_ x: Double) -> Double { container.width - x }

    static func mirrored(_ rect: Rect) -> Rect {
        Rect(x: mirroredX(rect.origin.x + rect.size.width), y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }

    static func mirrored(_ input: InputValue) -> InputValue {
        switch input {
        case .view(let frame): .view(frame: mirrored(frame))
        case .rect(let rect): .rect(mirrored(rect))
        case .point(let point): .point(Point(x: mirroredX(point.x), y: point.y))
        case .size, .number, .color: input
        }
    }

    /// A layer's rendered state seen in a mirror about the container's centre line: the transform
    /// conjugated by the reflection diag(−1, 1, 1, 1), which negates the fields that mix x with another axis.
    static func mirrored(_ layer: LayerState) -> LayerState {
        var mirrored = layer
        mirrored.frame = self.mirrored(layer.frame)
        mirrored.anchor = Point(x: 1 - layer.anchor.x, y: layer.anchor.y)
        mirrored.position = Point(x: mirroredX(layer.position.x), y: layer.position.y)
        let t = layer.transform
        mirrored.transform = Transform3D(m11: t.m11, m12: -t.m12, m13: -t.m13, m14: -t.m14, m21: -t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
                                         m31: -t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: -t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
        // A shadow falls the mirrored way.
        mirrored.style.shadowOffset.x = -layer.style.shadowOffset.x
        if let mask = layer.mask {
            // In the layer's own coordinates: mirrored within the layer's width.
            var rect = mask.rect
            rect.origin.x = layer.frame.size.width - mask.rect.origin.x - mask.rect.size.width
            mirrored.mask = MaskShape(rect: rect, cornerWidth: mask.cornerWidth, cornerHeight: mask.cornerHeight)
        }
        if var shade = layer.shade {
            shade.start.x = 1 - shade.start.x
            shade.end.x = 1 - shade.end.x
            mirrored.shade = shade
        }
        return mirrored
    }

    static func assertClose(_ actual: LayerState, _ expected: LayerState, _ place: String, file: StaticString = #filePath, line: UInt = #line) {
        func close(_ a: [Double], _ b: [Double]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { $0 == $1 || abs($0 - $1) <= 1e-9 * max(844, abs($1)) }
        }
        func rect(_ r: Rect) -> [Double] { [r.origin.x, r.origin.y, r.size.width, r.size.height] }
        XCTAssertEqual(actual.id, expected.id, place, file: file, line: line)
        XCTAssert(close(rect(actual.frame), rect(expected.frame)), "\(place): frame \(actual.frame) ≠ \(expected.frame)", file: file, line: line)
        XCTAssert(close([actual.anchor.x, actual.anchor.y, actual.position.x, actual.position.y],
                        [expected.anchor.x, expected.anchor.y, expected.position.x, expected.position.y]),
                  "\(place): anchor/position \(actual.anchor) \(actual.position) ≠ \(expected.anchor) \(expected.position)", file: file, line: line)
        XCTAssert(close(actual.transform.fields, expected.transform.fields),
                  "\(place): transform \(actual.transform.fields) ≠ \(expected.transform.fields)", file: file, line: line)
        XCTAssertEqual(actual.style, expected.style, place, file: file, line: line)
        XCTAssertEqual(actual.mask == nil, expected.mask == nil, place, file: file, line: line)
        if let a = actual.mask, let b = expected.mask {
            XCTAssert(close(rect(a.rect) + [a.cornerWidth, a.cornerHeight], rect(b.rect) + [b.cornerWidth, b.cornerHeight]),
                      "\(place): mask \(a) ≠ \(b)", file: file, line: line)
        }
        XCTAssertEqual(actual.shade?.colors, expected.shade?.colors, place, file: file, line: line)
        XCTAssert(close([actual.shade?.start.x, actual.shade?.start.y, actual.shade?.end.x, actual.shade?.end.y, actual.shade?.opacity].compactMap { $0 },
                        [expected.shade?.start.x, expected.shade?.start.y, expected.shade?.end.x, expected.shade?.end.y, expected.shade?.opacity].compactMap { $0 }),
                  "\(place): shade", file: file, line: line)
    }
}
