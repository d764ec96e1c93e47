import TransKit
import XCTest

/// The lifecycle executor on a recording stage: the exact calls each list makes, and what the
/// container shows after them, through a presentation that keeps views and its dismissal.
final class LifecycleTests: XCTestCase {
    typealias Call = RecordingStage.Call
    let snapshot = "snapshot 1 of presenter"

    func programs(_ example: String, _ transition: String, _ forward: TransitionOperation, _ backward: TransitionOperation) throws
        -> (TransitionProgram, TransitionProgram) {
        let effect = try TransitionEffect(source: ExampleTests.source(example))
        return (try effect.program(transition, operation: forward), try effect.program(transition, operation: backward))
    }

    /// A presenter alone in the container, as UIKit starts a presentation.
    func presenting() -> RecordingStage {
        RecordingStage(roles: [.from: "presenter", .to: "sheet", .container: "container"], subviews: ["presenter"])
    }

    /// The same container and kept store, with `from` and `to` traded as a dismissal sees them.
    func dismissing(_ stage: RecordingStage) -> RecordingStage {
        var stage = stage
        stage.roles = [.from: "sheet", .to: "presenter", .container: "container"]
        stage.calls = []
        return stage
    }

    /// ModalSheet presented: what is kept, and how it stands when the presentation completes.
    func present(_ present: TransitionProgram, on stage: inout RecordingStage) throws {
        var run = LifecycleExecutor<RecordingStage>(program: present)
        try run.run(.setup, on: &stage)
        // The frames shrink the snapshot and move the sheet.
        stage.looks[snapshot, default: .init()].scale = 0.9
        stage.looks["sheet", default: .init()].scale = 0.5
        stage.calls = []
        try run.run(.completion, on: &stage)
    }

    func testAPresentationKeepsItsSnapshotAndHiddenPresenterAndTheDismissalTakesThemOver() throws {
        let (present, dismiss) = try programs("modal-sheet", "ModalSheet", .present, .dismiss)
        var stage = presenting()
        var forward = LifecycleExecutor<RecordingStage>(program: present)
        try forward.run(.setup, on: &stage)
        XCTAssertEqual(stage.calls, [
            .save("sheet"),
            .snapshot(of: "presenter", made: snapshot),
            .add(snapshot, .above("presenter")),
            .add("sheet", .above(snapshot)),
            .setHidden(true, "presenter"),
        ])
        XCTAssertEqual(stage.subviews, ["presenter", snapshot, "sheet"])
        stage.looks[snapshot, default: .init()].scale = 0.9
        stage.looks["sheet", default: .init()].scale = 0.5
        stage.calls = []
        try forward.run(.completion, on: &stage)
        XCTAssertEqual(stage.calls, [.restore("sheet", id: "to")], "the snapshot and the hidden presenter stay as they are")
        XCTAssertEqual(forward.progress, .ended(completed: true))
        XCTAssertEqual(stage.subviews, ["presenter", snapshot, "sheet"])
        XCTAssertEqual(stage.look("presenter"), .init(hidden: true, scale: 1))
        XCTAssertEqual(stage.look(snapshot), .init(hidden: false, scale: 0.9))
        XCTAssertEqual(stage.look("sheet"), .init(hidden: false, scale: 1), "the sheet is put back as it was saved")
        XCTAssertEqual(stage.kept.ids, ["from", "snapshot(from)"])

        stage = dismissing(stage)
        var backward = LifecycleExecutor<RecordingStage>(program: dismiss)
        try backward.run(.setup, on: &stage)
        XCTAssertEqual(stage.calls, [.save("sheet")], "nothing is made, added or hidden anew")
        XCTAssertEqual(backward.views["snapshot(to)"], snapshot, "the forward run's snapshot is taken over")
        XCTAssertEqual(backward.views["to"], "presenter")
        XCTAssertEqual(stage.kept.ids, [], "taken out of the store")
        // The frames grow the snapshot back and move the sheet away.
        stage.looks[snapshot, default: .init()].scale = 1
        stage.looks["sheet", default: .init()].scale = 0.5
        try backward.run(.completion, on: &stage)
        XCTAssertEqual(stage.calls, [
            .save("sheet"),
            .remove(snapshot),
            .restore("sheet", id: "from"),
            .setHidden(false, "presenter"),
            .remove("sheet"),
        ])
        XCTAssertEqual(stage.subviews, ["presenter"])
        XCTAssertEqual(stage.look("presenter"), .init(hidden: false, scale: 1),
                       "shown means shown, although the presenter was hidden when the dismissal began")
        XCTAssertEqual(stage.kept.ids, [])
    }

    func testADismissalSnapshotsAKeptViewAndPutsTheSnapshotDirectlyAboveIt() throws {
        // Elastic keeps the hidden presenter but not its snapshot: the dismissal makes a new one,
        // of the view it took over, and places it over the presenter, under the sheet.
        let (present, dismiss) = try programs("elastic", "Elastic", .present, .dismiss)
        var stage = presenting()
        var forward = LifecycleExecutor<RecordingStage>(program: present)
        try forward.run(.setup, on: &stage)
        try forward.run(.completion, on: &stage)
        XCTAssertEqual(stage.subviews, ["presenter", "sheet"], "the snapshot is not kept")
        XCTAssertEqual(stage.kept.ids, ["from"])

        stage = dismissing(stage)
        var backward = LifecycleExecutor<RecordingStage>(program: dismiss)
        try backward.run(.setup, on: &stage)
        let fresh = "snapshot 2 of presenter"
        XCTAssertEqual(stage.calls, [.save("sheet"), .snapshot(of: "presenter", made: fresh), .add(fresh, .above("presenter"))])
        XCTAssertEqual(stage.subviews, ["presenter", fresh, "sheet"])
        try backward.run(.completion, on: &stage)
        XCTAssertEqual(stage.subviews, ["presenter"])
        XCTAssertEqual(stage.look("presenter").hidden, false)
        XCTAssertEqual(stage.kept.ids, [])
    }

    func testADismissalPutsBackAKeptViewAsItWasBeforeThePresentation() throws {
        // Cards keeps the presenter shrunk under the card; the dismissal must restore what the
        // presentation saved, not the shrunk state the dismissal starts from.
        let (present, dismiss) = try programs("cards", "Cards", .present, .dismiss)
        var stage = presenting()
        var forward = LifecycleExecutor<RecordingStage>(program: present)
        try forward.run(.setup, on: &stage)
        XCTAssertEqual(stage.calls, [.save("sheet"), .save("presenter"), .add("sheet", .above("presenter"))])
        stage.looks["presenter", default: .init()].scale = 0.92
        stage.looks["sheet", default: .init()].scale = 0.5
        try forward.run(.completion, on: &stage)
        XCTAssertEqual(stage.look("presenter").scale, 0.92, "kept as the presentation left it")
        XCTAssertEqual(stage.kept.ids, ["from"])

        stage = dismissing(stage)
        var backward = LifecycleExecutor<RecordingStage>(program: dismiss)
        try backward.run(.setup, on: &stage)
        XCTAssertEqual(stage.calls, [.save("sheet")], "the presenter's saved state comes from the presentation")
        stage.looks["presenter", default: .init()].scale = 0.96
        try backward.run(.completion, on: &stage)
        // Restored bottom first: the dismissal keeps the presentation's stacking, the sheet on top.
        XCTAssertEqual(stage.calls.dropFirst(), [.restore("presenter", id: "to"), .restore("sheet", id: "from"), .remove("sheet")])
        XCTAssertEqual(stage.look("presenter").scale, 1)
        XCTAssertEqual(stage.subviews, ["presenter"])
        XCTAssertEqual(stage.kept.ids, [])
    }

    func testACancelledPresentationPutsEverythingBack() throws {
        let (present, _) = try programs("modal-sheet", "ModalSheet", .present, .dismiss)
        var stage = presenting()
        var run = LifecycleExecutor<RecordingStage>(program: present)
        try run.run(.setup, on: &stage)
        stage.looks[snapshot, default: .init()].scale = 0.95
        stage.looks["sheet", default: .init()].scale = 0.7
        stage.calls = []
        try run.run(.cancellation, on: &stage)
        XCTAssertEqual(stage.calls, [.remove(snapshot), .restore("sheet", id: "to"), .setHidden(false, "presenter"), .remove("sheet")])
        XCTAssertEqual(run.progress, .ended(completed: false))
        XCTAssertEqual(stage.subviews, ["presenter"])
        XCTAssertEqual(stage.look("presenter"), .init())
        XCTAssertEqual(stage.look("sheet"), .init())
        XCTAssertEqual(stage.kept.ids, [], "a cancelled presentation keeps nothing")
    }

    func testACancelledDismissalHandsBackWhatItTookOverForTheNextTry() throws {
        let (present, dismiss) = try programs("modal-sheet", "ModalSheet", .present, .dismiss)
        var stage = presenting()
        try self.present(present, on: &stage)
        stage = dismissing(stage)
        var first = LifecycleExecutor<RecordingStage>(program: dismiss)
        try first.run(.setup, on: &stage)
        stage.looks["sheet", default: .init()].scale = 0.8
        try first.run(.cancellation, on: &stage)
        XCTAssertEqual(stage.calls, [.save("sheet"), .restore("sheet", id: "from")])
        XCTAssertEqual(stage.subviews, ["presenter", snapshot, "sheet"], "still presented")
        XCTAssertEqual(stage.look("presenter").hidden, true)
        XCTAssertEqual(stage.kept.ids, ["from", "snapshot(from)"], "back in the store under the presentation's names")

        var second = LifecycleExecutor<RecordingStage>(program: dismiss)
        try second.run(.setup, on: &stage)
        XCTAssertEqual(second.views["snapshot(to)"], snapshot)
        try second.run(.completion, on: &stage)
        XCTAssertEqual(stage.subviews, ["presenter"])
        XCTAssertEqual(stage.kept.ids, [])
    }

    func testTakingOverWhatNoPresentationKeptFailsBeforeChangingAnything() throws {
        let (_, dismiss) = try programs("modal-sheet", "ModalSheet", .present, .dismiss)
        var stage = dismissing(RecordingStage(roles: [:], subviews: ["presenter", "sheet"]))
        var run = LifecycleExecutor<RecordingStage>(program: dismiss)
        XCTAssertThrowsError(try run.run(.setup, on: &stage)) { error in
            XCTAssertEqual(error as? RuntimeError, .notKept(layer: "from", transition: "ModalSheet", operation: .dismiss))
            XCTAssert("\(error)".contains("no forward transition kept it"), "\(error)")
        }
        XCTAssertEqual(stage.calls, [])
        XCTAssertEqual(stage.subviews, ["presenter", "sheet"])
        XCTAssertEqual(run.progress, .ready)
        XCTAssertThrowsError(try run.run(.completion, on: &stage)) {
            XCTAssertEqual($0 as? RuntimeError, .lifecycleOutOfOrder(transition: "ModalSheet", list: "completion"))
        }
    }

    func testToBelowFromGoesUnderFromAndThePerspectiveIsPutBack() throws {
        let (push, _) = try programs("flip", "PageFlip", .push, .pop)
        var stage = RecordingStage(roles: [.from: "page", .to: "next", .container: "container"], subviews: ["page"])
        stage.perspective = 1000
        var run = LifecycleExecutor<RecordingStage>(program: push)
        try run.run(.setup, on: &stage)
        XCTAssertEqual(stage.calls, [.save("next"), .save("page"), .add("next", .below("page")), .setPerspective(500)])
        XCTAssertEqual(stage.subviews, ["next", "page"])
        XCTAssertThrowsError(try run.run(.setup, on: &stage), "setup runs once")
        stage.calls = []
        try run.run(.completion, on: &stage)
        XCTAssertEqual(stage.calls, [.restore("next", id: "to"), .restore("page", id: "from"), .clearPerspective, .remove("page")])
        XCTAssertEqual(stage.subviews, ["next"])
        XCTAssertEqual(stage.perspective, 1000)
    }

    func testInputViewsAreHiddenAndShownWhereTheyAreAndTheirSnapshotJoinsTheContainer() throws {
        let (push, _) = try programs("magic-move", "MagicMove", .push, .pop)
        var stage = RecordingStage(roles: [.from: "list", .to: "detailScreen", .container: "container",
                                           .input("cell"): "cellImage", .input("detail"): "detailImage"], subviews: ["list"])
        var run = LifecycleExecutor<RecordingStage>(program: push)
        try run.run(.setup, on: &stage)
        let snapshot = "snapshot 1 of cellImage"
        XCTAssertEqual(stage.calls, [
            .save("detailScreen"),
            .snapshot(of: "cellImage", made: snapshot),
            .add("detailScreen", .above("list")),
            .add(snapshot, .above("detailScreen")),
            .setHidden(true, "cellImage"),
            .setHidden(true, "detailImage"),
        ])
        XCTAssertEqual(stage.subviews, ["list", "detailScreen", snapshot], "input views stay in their own hierarchies")
        stage.calls = []
        try run.run(.completion, on: &stage)
        XCTAssertEqual(stage.calls, [.remove(snapshot), .restore("detailScreen", id: "to"), .setHidden(false, "cellImage"),
                                     .setHidden(false, "detailImage"), .remove("list")])
        XCTAssertEqual(stage.subviews, ["detailScreen"])
        XCTAssertEqual(stage.look("cellImage").hidden, false)
    }

    func testAnActionNamingNoLayerIsAnError() throws {
        var (present, _) = try programs("modal-sheet", "ModalSheet", .present, .dismiss)
        present.completion.append(.show("ghost"))
        var stage = presenting()
        var run = LifecycleExecutor<RecordingStage>(program: present)
        XCTAssertThrowsError(try run.run(.setup, on: &stage)) {
            XCTAssertEqual($0 as? RuntimeError, .unknownLayer("ghost", transition: "ModalSheet"))
        }
        XCTAssertEqual(stage.calls, [])
    }

    func testTheDriverNamesTheListToRunWhenARunEnds() throws {
        let effect = try TransitionEffect(source: ExampleTests.source("elastic"))
        let scene = try effect.scene("Elastic", operation: .present)
        var driver = try TransitionDriver(scene: scene, start: .gesture, at: 0)
        var stage = presenting()
        var run = LifecycleExecutor<RecordingStage>(program: scene.program)
        try run.run(.setup, on: &stage)
        driver.handle(driver.event(.began, atProgress: 0, time: 0))
        driver.handle(driver.event(.changed, atProgress: 0.2, time: 0.1))
        stage.looks["sheet", default: .init()].scale = 0.2
        XCTAssertNil(driver.endingLifecycle, "nothing to run while the finger is down")
        driver.handle(driver.event(.ended, atProgress: 0.2, time: 0.2))
        driver.advance(to: 5)
        XCTAssertEqual(driver.endingLifecycle, .cancellation, "released short of the threshold")
        stage.calls = []
        try run.run(try XCTUnwrap(driver.endingLifecycle), on: &stage)
        XCTAssertEqual(stage.subviews, ["presenter"])
        XCTAssertEqual(stage.look("presenter"), .init())
        XCTAssertEqual(stage.look("sheet"), .init())
        XCTAssertEqual(stage.kept.ids, [])

        var tapped = try TransitionDriver(scene: scene, start: .tap, at: 0)
        tapped.advance(to: scene.duration + 1)
        XCTAssertEqual(tapped.endingLifecycle, .completion)
    }
}
