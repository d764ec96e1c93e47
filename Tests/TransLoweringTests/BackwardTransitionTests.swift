import Foundation
import TransChecker
import TransCorpus
import TransDiagnostics
import TransLowering
import TransRuntime
import TransIR
import XCTest

final class ReverseTests: XCTestCase {
    func lower(_ text: String) throws -> [TransitionProgram] {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: text))
        XCTAssertEqual(result.diagnostics.all.map(\.message), [])
        return try XCTUnwrap(result.checked.map(Lowering.lower))
    }

    /// A pop or dismissal derived by `reverse auto` stacks its views as the forward transition
    /// did, renamed: the page that arrived on top leaves on top, as UIKit's pop puts the
    /// arriving view below the leaving one (and a sheet stays above its presenter).
    func testTheBackwardTransitionKeepsTheForwardStacking() throws {
        let programs = try lower("""
            transition Sheet for present {
                duration 0.5s
                animate snapshot(from) { scale 1 -> 0.9 }
                animate to { translate-y container.height -> 0 }
                hide from
                reverse auto
            }
            """)
        let (present, dismiss) = (programs[0], programs[1])
        XCTAssertEqual(present.layers.map(\.id), ["from", "snapshot(from)", "to"])
        XCTAssertEqual(dismiss.layers.map(\.id), ["to", "snapshot(to)", "from"], "the sheet leaves on top of its presenter")
        for source in try Corpus.all() {
            let lowered = try XCTUnwrap(FrontEnd.check(source).checked.map(Lowering.lower), source.path)
            for backward in lowered where backward.isDerivedBackward && !backward.hasOwnBackwardMotion {
                let forward = try XCTUnwrap(lowered.first { $0.name == backward.name && !$0.isDerivedBackward })
                XCTAssertEqual(backward.layers.map(\.actor), forward.layers.map(\.actor.swappingFromAndTo), "\(source.path) \(backward.name)")
            }
        }
    }

    func testReverseSwapsViewsReversesValuesAndMirrorsTheTimeline() throws {
        let programs = try lower("""
            transition T for push {
                duration 1s
                to below from
                animate from { opacity 1 -> 0 { duration 0.25s } }
                animate to { translate-x 100 -> 0 -> 50 { delay 0.5s duration 0.5s } }
                reverse auto
            }
            """)
        XCTAssertEqual(programs.map(\.operation), [.push, .pop])
        let (push, pop) = (programs[0], programs[1])
        XCTAssertEqual(push.layers.map(\.id), ["to", "from"])
        XCTAssertEqual(pop.layers.map(\.id), ["from", "to"], "the page that was below is below again")
        XCTAssertTrue(pop.isDerivedBackward)
        let fade = try XCTUnwrap(pop.tracks.first)
        XCTAssertEqual(pop.layers[fade.layer].id, "to")
        XCTAssertEqual(fade.keyframes.map(\.value), [.scalar(0), .scalar(1)])
        XCTAssertEqual(fade.timing.delay, 0.75, "what ran first forward runs last backward")
        let slide = pop.tracks[1]
        XCTAssertEqual(pop.layers[slide.layer].id, "from")
        XCTAssertEqual(slide.keyframes.map(\.offset), [0, 0.5, 1])
        XCTAssertEqual(slide.keyframes.map(\.value), [.scalar(50), .scalar(0), .scalar(100)])
        XCTAssertEqual(slide.timing.delay, 0)
    }

    func testReverseTimingScalesTheTimelineAndReplacesThePacing() throws {
        let pop = try lower("""
            transition T for present {
                duration 0.5s
                spring damping 0.5 velocity 2
                animate to { translate-y 350 -> 0 }
                animate from { scale 1 -> 0.9 { delay 0.25s duration 0.25s } }
                reverse auto { duration 0.25s curve ease-in-out }
            }
            """)[1]
        XCTAssertEqual(pop.operation, .dismiss)
        XCTAssertEqual(pop.duration, 0.25)
        XCTAssertEqual(pop.tracks.map(\.timing), [
            TrackTiming(delay: 0, duration: 0.25, pacing: .curve(.easeInOut)),
            TrackTiming(delay: 0, duration: 0.125, pacing: .curve(.easeInOut)),
        ])
    }

    func testLifecycleUndoesEverything() throws {
        let push = try lower("""
            input cell: view
            transition T for push {
                duration 0.5s
                perspective 500pt
                hide cell
                animate snapshot(cell) { frame cell.frame -> to.frame }
                animate from { anchor (0, 0.5) }
            }
            """)[0]
        XCTAssertEqual(push.inputs.map(\.name), ["cell"])
        XCTAssertEqual(push.setup, [.takeSnapshot(layer: "snapshot(cell)", of: "cell"), .addToContainer(layer: "to"),
                                    .addToContainer(layer: "snapshot(cell)"), .hide("cell"), .setPerspective(500)])
        XCTAssertEqual(push.cancellation, [.removeFromContainer(layer: "snapshot(cell)"), .restore(layer: "from"),
                                           .show("cell"), .clearPerspective, .removeFromContainer(layer: "to")])
        XCTAssertEqual(push.completion, [.removeFromContainer(layer: "snapshot(cell)"), .restore(layer: "from"),
                                         .show("cell"), .clearPerspective, .removeFromContainer(layer: "from")])
    }
}

final class KeepTests: XCTestCase {
    func testKeptViewsStayUntilTheBackwardTransitionTakesThemOver() throws {
        let result = FrontEnd.check(SourceFile(path: "t.trans", text: """
            transition Sheet for present {
                duration 0.5s
                keep from, snapshot(from)
                hide from
                animate snapshot(from) { scale 1 -> 0.9 }
                animate to { translate-y 350 -> 0 }
                reverse auto
            }
            """))
        let programs = try XCTUnwrap(result.checked.map(Lowering.lower))
        let (present, dismiss) = (programs[0], programs[1])
        XCTAssertEqual(present.completion, [.restore(layer: "to")], "the snapshot and the hidden presenter stay")
        XCTAssertEqual(present.kept, ["from", "snapshot(from)"], "handed to the dismissal, bottom first")
        XCTAssertEqual(dismiss.kept, [], "a backward transition keeps nothing for a later one")
        XCTAssertEqual(dismiss.setup, [.takeOver(layer: "to"), .takeOver(layer: "snapshot(to)")], "nothing is made anew")
        XCTAssertEqual(dismiss.completion, [.removeFromContainer(layer: "snapshot(to)"), .restore(layer: "from"), .show("to"),
                                            .removeFromContainer(layer: "from")])
        XCTAssertEqual(dismiss.cancellation, [.restore(layer: "from")], "a cancelled dismissal leaves the sheet presented")
    }
}
