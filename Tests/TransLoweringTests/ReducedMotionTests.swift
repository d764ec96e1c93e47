import TransChecker
import TransCorpus
import TransDiagnostics
import TransIR
import TransLowering
import TransRuntime
import XCTest

/// With Reduce Motion on a transition cross-fades: nothing moves (each screen holds its place, the
/// arriving one where the transition ends, the others where it starts), the view on top of the
/// rendered stacking fades (in if it is the arriving one, out if it is the leaving one), over the
/// transition's own duration, and its lifecycle is the one written.
final class ReducedMotionTests: XCTestCase {
    func testEveryCorpusProgramCrossFadesWithReduceMotion() throws {
        var compared = 0
        for source in try Corpus.all() {
            guard let checked = FrontEnd.check(source).checked else { continue }
            for program in Lowering.lower(checked) where program.reduceMotion == .crossFade {
                let environment = SceneEnvironment(inputs: Corpus.sampleInputs(for: program), reduceMotion: true)
                let scene = try PreparedScene(program, environment: environment)
                let place = "\(source.path) \(program.name) \(program.operation.rawValue)"
                XCTAssertEqual(scene.duration, program.duration, place)
                XCTAssertEqual(scene.program.setup, program.setup, place)
                XCTAssertEqual(scene.program.completion, program.completion, place)
                XCTAssertEqual(scene.program.cancellation, program.cancellation, place)
                XCTAssertEqual(scene.program.interactions, program.interactions, place)
                let start = scene.state(at: 0)
                // Which screen fades is read from what is drawn: the arriving one if it is above the leaving one.
                let to = try XCTUnwrap(start.layers.first { $0.id == "to" }, place)
                let from = start.layers.first { $0.id == "from" }
                let fading = from.map { to.z > $0.z } ?? true ? "to" : "from"
                let fadesIn = fading == "to"
                // Nothing moves, but every screen keeps its place: the arriving view holds where the
                // transition as written ends, every other layer where it starts.
                let written = try PreparedScene(program, environment: SceneEnvironment(inputs: Corpus.sampleInputs(for: program)))
                let (writtenStart, writtenEnd) = (written.state(at: 0), written.state(at: program.duration))
                for (fraction, level) in [(0.0, 0.0), (0.5, 0.5), (1.0, 1.0)] {
                    let state = scene.state(at: fraction * program.duration)
                    for layer in state.layers {
                        let held = try XCTUnwrap((layer.id == "to" ? writtenEnd : writtenStart).layers.first { $0.id == layer.id }, place)
                        XCTAssertEqual(layer.transform, held.transform, "\(place) \(layer.id) moves")
                        XCTAssertEqual(layer.mask, held.mask, "\(place) \(layer.id) moves")
                        XCTAssertNil(layer.shade, "\(place) \(layer.id)")
                        XCTAssertEqual(layer.frame, held.frame, "\(place) \(layer.id) moves")
                        let expected: Double
                        if layer.id == fading {
                            expected = fadesIn ? level : 1 - level
                        } else if program.layers.first(where: { $0.id == layer.id })?.actor.pictured != nil {
                            // Snapshots and pieces stand in for their views, which the cross-fade replaces.
                            expected = 1 - level
                        } else {
                            expected = held.opacity
                        }
                        XCTAssertEqual(layer.opacity, expected, accuracy: 1e-12, "\(place) \(layer.id) at \(fraction)")
                    }
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 60)
    }

    func testFullKeepsTheTransitionAsWritten() throws {
        let source = SourceFile(path: "dim.trans", text: """
            transition Dim for present {
                duration 0.3s
                reduce-motion full
                animate to { translate-x container.width -> 0 }
            }
            """)
        let program = try XCTUnwrap(Lowering.lower(try XCTUnwrap(FrontEnd.check(source).checked)).first)
        XCTAssertFalse(program.reducesMotion)
        let scene = try PreparedScene(program, environment: SceneEnvironment(reduceMotion: true))
        XCTAssertEqual(scene.state(at: 0).layers.first { $0.id == "to" }?.transform.m41, 390)
    }

    func testAPopThatUncoversTheArrivingScreenFadesTheLeavingOneOut() throws {
        let source = SourceFile(path: "slide.trans", text: """
            transition Back for pop {
                duration 0.4s
                to below from
                animate from { translate-x 0 -> container.width }
            }
            """)
        let pop = try XCTUnwrap(Lowering.lower(try XCTUnwrap(FrontEnd.check(source).checked)).first)
        let state = try PreparedScene(pop, environment: SceneEnvironment(reduceMotion: true)).state(at: 0.1)
        let from = try XCTUnwrap(state.layers.first { $0.id == "from" }), to = try XCTUnwrap(state.layers.first { $0.id == "to" })
        XCTAssertGreaterThan(from.z, to.z, "the pop keeps the arriving screen below")
        XCTAssertLessThan(from.opacity, 1)
        XCTAssertGreaterThan(from.opacity, 0)
        XCTAssertEqual(to.opacity, 1)
    }
}
