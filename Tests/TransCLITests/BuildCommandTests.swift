import Foundation
import TransCLI
import XCTest

final class BuildCommandTests: XCTestCase {
    /// An in-memory file system, so tests see exactly what would be written.
    final class Files: @unchecked Sendable {
        var contents: [String: String] = [
            "fade.trans": "transition Fade for push, pop {\n    duration 0.5s\n    animate to { opacity 0 -> 1 }\n}\n",
            "slide.trans": "transition Slide for push {\n    duration 0.3s\n    animate to { translate-x 390 -> 0 }\n}\n",
            "bad.trans": "transition T for push { duration 1 }\n",
            "keeper.trans": "input cell: view\ntransition Keeper for push { duration 1s keep cell animate cell { opacity 1 -> 0 } reverse auto }\n",
            "follower.trans": "transition Follower for push {\n    duration 0.4s\n    reverse auto\n    interactive pop { gesture pan(down) follow from { scale 1 -> 0.6 over 300pt } }\n}\n",
            "flicked.trans": "transition Flicked for push {\n    duration 0.4s\n    reverse auto\n    interactive pop { gesture pinch(in) flick 500pt/s }\n}\n",
        ]
        var directories: Set<String> = ["out"]
        var writes = 0
    }

    func run(_ files: Files, _ arguments: String...) -> CommandLineTool.Outcome {
        let environment = CommandLineTool.Environment(
            useColor: false,
            readFile: { files.contents[$0].map { Array($0.utf8) } },
            writeFile: { path, bytes in
                files.contents[path] = String(decoding: bytes, as: UTF8.self)
                files.writes += 1
                return nil
            },
            isDirectory: { files.directories.contains($0) })
        return CommandLineTool.run(arguments, environment: environment)
    }

    /// An error in a file `build` is given is reported as `check` reports it: once (not once per
    /// operation of `reverse auto`), at its place, and as JSON when asked; nothing is written. (The UIKit
    /// target refuses nothing `check` accepts; its refusals of hand-built IR are `UIKitGeneratorTests`'.)
    func testBuildDiagnosticsAreTheChecksOnceEachAndHonourJSON() {
        let files = Files()
        let text = run(files, "build", "flicked.trans", "-o", "Flicked.swift")
        XCTAssertEqual(text.status, 1)
        XCTAssertEqual(text.standardError.components(separatedBy: "error: 'flick' needs a pan").count - 1, 1, text.standardError)
        XCTAssert(text.standardError.hasPrefix("flicked.trans:4:41: error: "), text.standardError)
        let json = run(files, "build", "--diagnostics", "json", "flicked.trans", "-o", "Flicked.swift")
        XCTAssertEqual(json.status, 1)
        XCTAssertEqual(json.standardError, "")
        XCTAssert(json.standardOutput.hasPrefix("[{\"file\":\"flicked.trans\",\"line\":4,"), json.standardOutput)
        XCTAssertEqual(json.standardOutput.components(separatedBy: "\"code\":\"flick-needs-pan\"").count - 1, 1)
        XCTAssertEqual(files.writes, 0)
        // A transition whose views only follow the finger on the way back builds.
        let follower = run(files, "build", "follower.trans", "-o", "Follower.swift")
        XCTAssertEqual(follower.status, 0, follower.standardError)
        XCTAssert(files.contents["Follower.swift"]?.contains("private func runPopFollowing(") == true)
    }

    func testBuildPrintsSwiftOrWritesFiles() {
        let files = Files()
        let printed = run(files, "build", "fade.trans")
        XCTAssertEqual(printed.status, 0, printed.standardError)
        XCTAssert(printed.standardOutput.contains("final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning"))
        XCTAssert(printed.standardOutput.contains("context.completeTransition(completed)"))
        XCTAssertEqual(files.writes, 0)

        XCTAssertEqual(run(files, "build", "fade.trans", "-o", "Fade.swift").status, 0)
        XCTAssertEqual(files.contents["Fade.swift"], printed.standardOutput)
        XCTAssertEqual(run(files, "build", "fade.trans", "slide.trans", "-o", "out").status, 0)
        XCTAssertNotNil(files.contents["out/fade.swift"])
        XCTAssert(files.contents["out/slide.swift"]?.contains("SlideAnimator") == true)
    }

    /// A kept view the app supplies is taken over by the backward operation: the pop binds the kept view in its `inputs`.
    func testAKeptInputViewBuildsAndItsPopTakesTheKeptViewOver() {
        let files = Files()
        let built = run(files, "build", "keeper.trans", "-o", "Keeper.swift")
        XCTAssertEqual(built.status, 0, built.standardError)
        let swift = files.contents["Keeper.swift"] ?? ""
        XCTAssert(swift.contains("guard let cellKept = kept.entries[\"cell\"] else"), swift)
        XCTAssert(swift.contains("takenOverInputs.cell = cellKept.view"), swift)
        XCTAssert(swift.contains("self?.kept.keep(\"cell\", inputs.cell, saved: cellSaved)"), swift)
    }

    func testFailuresWriteNothing() {
        let files = Files()
        let bad = run(files, "build", "fade.trans", "bad.trans", "-o", "out")
        XCTAssertEqual(bad.status, 1)
        XCTAssert(bad.standardError.contains("bad.trans:1:34: error:"))
        let refused = run(files, "build", "flicked.trans", "-o", "Flicked.swift")
        XCTAssertEqual(refused.status, 1)
        XCTAssert(refused.standardError.contains("flicked.trans:4:41: error: 'flick' needs a pan or an edge pan"), refused.standardError)
        XCTAssertEqual(files.writes, 0, "no file, not even a partial one")
        XCTAssertEqual(run(files, "build", "fade.trans", "slide.trans").status, 2, "several inputs need a directory")
        XCTAssertEqual(run(files, "build", "fade.trans", "--target", "android").status, 2)
    }
}

final class PreviewCommandTests: XCTestCase {
    func testPreviewWritesEachFormat() {
        let files = BuildCommandTests.Files()
        files.contents["ping.trans"] = "input touch: point\ntransition Ping for push { duration 0.2s animate to { mask circle(touch, 5) -> circle(touch, 500) } }\n"
        let environment = CommandLineTool.Environment(
            useColor: false, readFile: { files.contents[$0].map { Array($0.utf8) } },
            writeFile: { path, bytes in files.contents[path] = String(decoding: bytes.prefix(16), as: UTF8.self); files.writes += 1; return nil })
        func run(_ arguments: String...) -> CommandLineTool.Outcome { CommandLineTool.run(arguments, environment: environment) }
        for format in ["gif", "png", "svg", "html"] {
            let outcome = run("preview", "fade.trans", "-o", "out.\(format)", "--size", "60,80", "--fps", "10")
            XCTAssertEqual(outcome.status, 0, outcome.standardError)
        }
        XCTAssert(files.contents["out.gif"]?.hasPrefix("GIF89a") == true)
        XCTAssert(files.contents["out.png"]?.contains("PNG") == true)
        XCTAssert(files.contents["out.svg"]?.hasPrefix("<svg") == true)
        XCTAssert(files.contents["out.html"]?.hasPrefix("<!doctype html>") == true)
        XCTAssertEqual(run("preview", "ping.trans", "-o", "p.png", "--progress", "0.5", "--input", "touch=10,10").status, 0)
        XCTAssertEqual(run("preview", "ping.trans", "-o", "p.png").status, 2, "a missing input")
        XCTAssertEqual(run("preview", "fade.trans", "-o", "out.jpg").status, 2)
        XCTAssertEqual(run("preview", "fade.trans", "-o", "out.png", "--progress", "2").status, 2)
        XCTAssertEqual(run("preview", "bad.trans", "-o", "out.png").status, 1)
    }
}
