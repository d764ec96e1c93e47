import Foundation
import TransChecker
import TransCorpus
import TransDiagnostics
import TransKit
import TransLowering
import TransSwiftGen
import XCTest

/// The portable Swift of every example is compiled into this test target (`Generated/`) and
/// sampled beside the interpreter: equal within 1e-9 at 50 times and at gesture progresses.
/// `swift run transc-regenerate` rewrites `Generated/` from library code alone, so it works
/// even when these files no longer compile against a changed runtime.
final class PortableTests: XCTestCase {
    /// The files whose portable Swift is in `Generated/`: the examples and the coverage corpus.
    static func sources() throws -> [SourceFile] { try Corpus.all() }

    func testCompiledAndInterpretedAgreeWithinABillionth() throws {
        var compared = 0
        for source in try Self.sources() {
            let effect = try TransitionEffect(source: String(decoding: source.bytes, as: UTF8.self), path: source.path)
            for program in effect.programs {
                let compiledType = try XCTUnwrap(compiledExamples.first { $0.transitionName == program.name && $0.operation == program.operation },
                                                 "no compiled \(program.name) \(program.operation)")
                // Both layout directions (a right-to-left one runs the mirrored program in each engine), and
                // Reduce Motion on (the cross-fade) with each.
                for container in [Size(width: 390, height: 844), Size(width: 1024, height: 768)] {
                    for (layoutDirection, reduceMotion) in [(LayoutDirection.leftToRight, false), (.rightToLeft, false), (.leftToRight, true), (.rightToLeft, true)] {
                        let environment = SceneEnvironment(container: container, inputs: Corpus.sampleInputs(for: program),
                                                           layoutDirection: layoutDirection, reduceMotion: reduceMotion)
                        let scene = try PreparedScene(program, environment: environment)
                        let compiled = try compiledType.init(environment: environment)
                        XCTAssertEqual(compiled.duration, scene.duration)
                        let times = (0..<50).map { scene.duration * Double($0) / 49 } + (0...10).map { scene.duration * Double($0) / 10 }
                        for time in times {
                            try Self.assertEqual(compiled.state(at: time), scene.state(at: time),
                                                 "\(program.name) \(program.operation) \(layoutDirection.rawValue)\(reduceMotion ? " reduced" : "") at \(time)")
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 2_000)
    }

    func testCompiledInputsFailAsTheInterpretersDo() throws {
        let ping = try XCTUnwrap(compiledExamples.first { $0.transitionName == "Ping" })
        XCTAssertThrowsError(try ping.init(environment: SceneEnvironment())) {
            XCTAssertEqual($0 as? RuntimeError, .missingInput(name: "touch", type: .point))
        }
        XCTAssertThrowsError(try ping.init(environment: SceneEnvironment(inputs: ["touch": .number(1)]))) {
            XCTAssertEqual($0 as? RuntimeError, .mismatchedInput(name: "touch", expected: .point, found: "a number"))
        }
    }


    static func assertEqual(_ a: SceneState, _ b: SceneState, _ message: String) throws {
        func close(_ x: Double, _ y: Double) -> Bool { x == y || abs(x - y) <= 1e-9 }
        XCTAssert(close(a.time, b.time) && close(a.progress, b.progress), message)
        XCTAssertEqual(a.layers.count, b.layers.count, message)
        XCTAssert(zip(a.sublayerTransform.fields, b.sublayerTransform.fields).allSatisfy(close), message)
        for (x, y) in zip(a.layers, b.layers) {
            let numbers: (LayerState) -> [Double] = { layer in
                [layer.frame.origin.x, layer.frame.origin.y, layer.frame.size.width, layer.frame.size.height,
                 layer.anchor.x, layer.anchor.y, layer.position.x, layer.position.y, layer.opacity, layer.zPosition, layer.cornerRadius]
                    + layer.transform.fields
                    + (layer.mask.map { [$0.rect.origin.x, $0.rect.origin.y, $0.rect.size.width, $0.rect.size.height, $0.cornerWidth, $0.cornerHeight] } ?? [])
                    + (layer.shade.map { [$0.opacity, $0.start.x, $0.start.y, $0.end.x, $0.end.y] } ?? [])
            }
            XCTAssertEqual(x.id, y.id, message)
            XCTAssertEqual(x.hidden, y.hidden, message)
            XCTAssertEqual(x.mask == nil, y.mask == nil, message)
            XCTAssertEqual(x.shade?.colors, y.shade?.colors, message)
            let (nx, ny) = (numbers(x), numbers(y))
            XCTAssertEqual(nx.count, ny.count, message)
            XCTAssert(zip(nx, ny).allSatisfy(close), "\(message): \(x.id) differs")
        }
    }
}
