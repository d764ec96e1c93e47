import TransChecker
import TransCorpus
import TransDiagnostics
import TransLowering
import TransRuntime
import XCTest

/// The corpus (the examples and `Tests/Corpus/coverage/`) uses every word of the vocabulary
/// that reaches the IR, so every test that runs over the corpus runs over all of them. What
/// is counted is what the lowered programs use, not what the text mentions.
final class CorpusCoverageTests: XCTestCase {
    static func allSources() throws -> [SourceFile] { try Corpus.all() }

    /// Curve kinds and spring forms, by exhaustive switches: a new kind of `TimingCurve` or
    /// `SpringTiming` does not compile here until the corpus is asked to use it.
    enum PacingKind: Hashable, CaseIterable {
        static var allCases: [PacingKind] {
            [.cubicBezier] + NamedCurve.allCases.map(PacingKind.named) + StepPosition.allCases.map(PacingKind.steps)
                + [.piecewiseLinear, .dampingRatio, .physical, .bounce]
        }
        case cubicBezier, named(NamedCurve), steps(StepPosition), piecewiseLinear
        case dampingRatio, physical, bounce

        init(_ pacing: Pacing) {
            switch pacing {
            case .curve(let curve):
                switch curve {
                case .cubicBezier:
                    self = NamedCurve.allCases.first { $0.curve == curve }.map(PacingKind.named) ?? .cubicBezier
                case .steps(_, let position): self = .steps(position)
                case .piecewiseLinear: self = .piecewiseLinear
                }
            case .spring(let spring):
                switch spring {
                case .dampingRatio: self = .dampingRatio
                case .physical: self = .physical
                case .bounce: self = .bounce
                }
            }
        }
    }

    struct GesturePair: Hashable {
        var gesture: GestureKind
        var direction: GestureDirection
    }

    /// What a set of programs uses.
    struct Usage {
        var properties: Set<Property> = []
        var builtins: Set<Builtin> = []
        var pacings: Set<PacingKind> = []
        var gestures: Set<GesturePair> = []
        var operations: Set<TransitionOperation> = []
        var inputTypes: Set<InputType> = []

        mutating func collect(_ program: TransitionProgram) {
            operations.insert(program.operation)
            inputTypes.formUnion(program.inputs.map(\.type))
            for track in program.tracks {
                properties.insert(track.property)
                pacings.insert(PacingKind(track.timing.pacing))
                track.keyframes.forEach { collect($0.value) }
                track.axis.map { collect($0) }
            }
            for shade in program.shades {
                pacings.insert(PacingKind(shade.timing.pacing))
                ([shade.gradient] + [shade.start, shade.end].compactMap { $0 } + shade.opacity.map(\.value)).forEach { collect($0) }
            }
            for interaction in program.interactions {
                // A pan either way is lowered to the direction that moves to the next neighbour.
                gestures.insert(GesturePair(gesture: interaction.gesture, direction: interaction.eitherWay ? .horizontal : interaction.direction))
                interaction.distance.map { collect($0) }
            }
        }

        mutating func collect(_ expression: ValueExpression) {
            switch expression {
            case .scalar, .bool, .color, .input, .frame: break
            case .member(let base, _), .negate(let base): collect(base)
            case .call(let builtin, let arguments):
                builtins.insert(builtin)
                arguments.forEach { collect($0) }
            case .point(let a, let b), .size(let a, let b), .binary(_, let a, let b): [a, b].forEach { collect($0) }
            case .rect(let a, let b, let c, let d): [a, b, c, d].forEach { collect($0) }
            case .vector(let a, let b, let c): [a, b, c].forEach { collect($0) }
            }
        }
    }

    func usage(of files: [SourceFile]) throws -> Usage {
        var usage = Usage()
        for file in files {
            let result = FrontEnd.check(file)
            XCTAssertEqual(result.diagnostics.all.map(\.message), [], "\(file.path) must check without a diagnostic")
            for program in try XCTUnwrap(result.checked.map(Lowering.lower), file.path) { usage.collect(program) }
        }
        return usage
    }

    func testTheCorpusUsesTheWholeVocabulary() throws {
        let files = try Self.allSources()
        XCTAssertGreaterThan(try Corpus.coverage().count, 0)
        let usage = try usage(of: files)
        func missing<T: Hashable>(_ all: [T], _ used: Set<T>) -> [T] { all.filter { !used.contains($0) } }
        XCTAssertEqual(missing(Property.allCases, usage.properties), [], "properties no corpus file animates")
        XCTAssertEqual(missing(Builtin.allCases, usage.builtins), [], "built-ins no lowered program calls")
        XCTAssertEqual(missing(PacingKind.allCases, usage.pacings), [], "curves and springs no track uses")
        let pairs = GestureKind.allCases.flatMap { kind in kind.directions.map { GesturePair(gesture: kind, direction: $0) } }
        XCTAssertEqual(missing(pairs, usage.gestures), [], "gestures no interaction uses")
        XCTAssertEqual(missing(TransitionOperation.allCases, usage.operations), [], "operations no program runs")
        XCTAssertEqual(missing(InputType.allCases, usage.inputTypes), [], "input types no program declares")
    }

    func testEveryCorpusProgramRunsInTheInterpreter() throws {
        for file in try Corpus.coverage() {
            for program in try XCTUnwrap(FrontEnd.check(file).checked.map(Lowering.lower), file.path) {
                let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Corpus.sampleInputs(for: program)))
                for step in 0...10 {
                    let state = scene.state(at: scene.duration * Double(step) / 10)
                    for layer in state.layers {
                        XCTAssert(layer.transform.fields.allSatisfy(\.isFinite) && layer.opacity.isFinite,
                                  "\(file.path): \(program.name) \(program.operation) \(layer.id) at step \(step)")
                    }
                }
            }
        }
    }

}
