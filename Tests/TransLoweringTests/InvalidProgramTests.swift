import TransChecker
import TransDiagnostics
import TransLowering
import TransRuntime
import XCTest

/// A program built by hand can be wrong in ways lowering never is; preparing it throws a
/// `RuntimeError.invalidProgram` that says what is wrong, instead of trapping while sampling.
final class InvalidProgramTests: XCTestCase {
    func program() throws -> TransitionProgram {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: """
            input cell: view
            transition T for push {
                duration 0.5s
                animate to { opacity 0 -> 1 }
                animate snapshot(cell) { frame cell.frame -> to.frame }
                animate from { shade linear(black, clear) opacity 0 -> 1 }
            }
            """))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        return try XCTUnwrap(result.checked.map(Lowering.lower)?.first)
    }

    let environment = SceneEnvironment(inputs: ["cell": .view(frame: Rect(x: 10, y: 10, width: 50, height: 50))])

    /// The problem `PreparedScene` names for a program, or nil when it prepares.
    func problem(_ change: (inout TransitionProgram) -> Void) throws -> String? {
        var program = try program()
        change(&program)
        do {
            _ = try PreparedScene(program, environment: environment)
            return nil
        } catch {
            guard case .invalidProgram(let transition, let operation, let problem) = error else {
                XCTFail("expected invalidProgram, found \(error)")
                return nil
            }
            XCTAssertEqual(transition, "T")
            XCTAssertEqual(operation, .push)
            return problem
        }
    }

    func testTheLoweredProgramPrepares() throws {
        XCTAssertNil(try problem { _ in })
    }

    func testEveryExampleAndCorpusProgramPrepares() throws {
        for file in try CorpusCoverageTests.allSources() {
            for program in try XCTUnwrap(FrontEnd.check(file).checked.map(Lowering.lower), file.path) {
                XCTAssertNil(program.problem, "\(file.path): \(program.name) \(program.operation)")
            }
        }
    }

    func testATrackOnALayerThatIsNotThere() throws {
        XCTAssertEqual(try problem { $0.tracks[0].layer = 7 }, "track 0 (opacity) is on layer 7, but there are 3 layers")
        XCTAssertEqual(try problem { $0.tracks[1].layer = -1 }, "track 1 (frame) is on layer -1, but there are 3 layers")
    }

    func testAShadeOnALayerThatIsNotThere() throws {
        XCTAssertEqual(try problem { $0.shades[0].layer = 3 }, "shade 0 is on layer 3, but there are 3 layers")
    }

    func testKeyframesMissingOrOutOfOrder() throws {
        XCTAssertEqual(try problem { $0.tracks[0].keyframes = [] }, "track 0 (opacity): it has no keyframes")
        XCTAssertEqual(try problem { $0.shades[0].opacity = [] }, "shade 0: it has no keyframes")
        XCTAssertEqual(try problem { $0.tracks[0].keyframes.reverse() },
                       "track 0 (opacity): keyframe offsets must increase within 0…1, found [1.0, 0.0]")
    }

    func testTimingThatCannotRun() throws {
        XCTAssertEqual(try problem { $0.tracks[0].timing.pacing = .curve(.steps(1, .jumpNone)) },
                       "track 0 (opacity): steps(1, jump-none) needs at least 2 steps")
        XCTAssertEqual(try problem { $0.tracks[0].timing.duration = nil },
                       "track 0 (opacity): duration nil is not a positive time (only a physical spring times itself)")
        XCTAssertEqual(try problem { $0.tracks[0].timing.delay = -1 }, "track 0 (opacity): delay -1.0 is not a time of zero or more")
    }

    func testACallWithTheWrongNumberOfArguments() throws {
        XCTAssertEqual(try problem { $0.tracks[0].keyframes[0].value = .call(.abs, []) },
                       "track 0 (opacity): a keyframe calls 'abs' with 0 arguments")
        XCTAssertEqual(try problem { $0.shades[0].gradient = .call(.linear, [.color(RGBA(red: 0, green: 0, blue: 0, alpha: 1))]) },
                       "shade 0 calls 'linear' with 1 arguments")
    }

    func testAnInputTheProgramDoesNotDeclare() throws {
        XCTAssertEqual(try problem { $0.inputs = [] }, "track 1 (frame): a keyframe reads 'cell', which is not an input of the program")
        XCTAssertEqual(try problem {
            $0.interactions = [InteractionSpec(gesture: .pan, direction: .left, threshold: 0.5, flickVelocity: nil, distance: .input("gap"))]
        }, "the interaction's distance reads 'gap', which is not an input of the program")
        XCTAssertEqual(try problem { $0.tracks.removeAll { $0.property == .frame }; $0.inputs = [] },
                       "layer 'snapshot(cell)' shows 'cell', which is not an input of the program")
    }
}
