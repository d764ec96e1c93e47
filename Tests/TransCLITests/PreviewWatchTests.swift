import Foundation
import TransCLI
import XCTest

/// `transc preview --image VIEW=FILE.png` and `transc preview --watch`.
final class PreviewWatchTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TransPreviewTests/Fixtures")

    /// Files in memory; `source` switches to `saved` once the first page is written, as an editor saving would.
    final class Disk: @unchecked Sendable {
        let lock = NSLock()
        var written: [(path: String, text: String)] = []
        var saved: String?
        var original: String

        init(_ original: String) { self.original = original }

        var environment: CommandLineTool.Environment {
            CommandLineTool.Environment(
                useColor: false,
                readFile: { path in
                    self.lock.lock()
                    defer { self.lock.unlock() }
                    if path == "t.trans" {
                        let pages = self.written.filter { $0.path == "page.html" }.count
                        return Array((pages >= 1 ? self.saved ?? self.original : self.original).utf8)
                    }
                    return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
                },
                writeFile: { path, bytes in
                    self.lock.lock()
                    defer { self.lock.unlock() }
                    self.written.append((path, String(decoding: bytes, as: UTF8.self)))
                    return nil
                },
                report: { _ in })
        }
    }

    static let fade = "transition Fade for push { duration 0.25s animate to { opacity 0 -> 1 } }\n"

    func testTheWatcherRewritesThePageWhenTheFileChangesAndStopsOnItsOwn() throws {
        let disk = Disk(Self.fade)
        disk.saved = Self.fade.replacingOccurrences(of: "0.25s", with: "0.75s")
        let outcome = CommandLineTool.run(["preview", "--watch", "t.trans", "-o", "page.html", "--watch-seconds", "1"], environment: disk.environment)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        let pages = disk.written.filter { $0.path == "page.html" }.map(\.text)
        let versions = disk.written.filter { $0.path == "page.html.version.js" }.map(\.text)
        XCTAssertEqual(pages.count, 2, "one page at the start and one after the save, none while nothing changed")
        XCTAssertEqual(versions.count, 2)
        XCTAssert(pages[0].contains("const duration = 0.25"), String(pages[0].prefix(200)))
        XCTAssert(pages[1].contains("const duration = 0.75"))
        // Each page names the version its script announces, and checks the script for a newer one.
        for (page, version) in zip(pages, versions) {
            let announced = try XCTUnwrap(version.split(separator: "\"").dropFirst().first)
            XCTAssert(page.contains("const pageVersion = \"\(announced)\""), version)
            XCTAssert(page.contains("check.src = \"page.html.version.js?\""))
        }
        XCTAssertNotEqual(versions[0], versions[1])
    }

    func testAFileSavedWithErrorsKeepsTheLastPageAndTheWatcherGoesOn() {
        let disk = Disk(Self.fade)
        disk.saved = "transition Fade for push { duration 0.25 }\n"
        let reports = Reports()
        var environment = disk.environment
        environment.report = { text in reports.lock.lock(); reports.texts.append(text); reports.lock.unlock() }
        let outcome = CommandLineTool.run(["preview", "--watch", "t.trans", "-o", "page.html", "--watch-seconds", "0.6"], environment: environment)
        XCTAssertEqual(outcome.status, 1, "the file ends with errors")
        XCTAssertEqual(disk.written.filter { $0.path == "page.html" }.count, 1)
        XCTAssert(reports.texts.joined().contains("t.trans:1:37: error:"), reports.texts.joined())
    }

    func testAPageNotWatchedDoesNotReloadItself() {
        let disk = Disk(Self.fade)
        XCTAssertEqual(CommandLineTool.run(["preview", "t.trans", "-o", "page.html"], environment: disk.environment).status, 0)
        XCTAssertEqual(disk.written.map(\.path), ["page.html"])
        XCTAssertFalse(disk.written[0].text.contains("pageVersion"))
    }

    func testTheWatcherOnRealFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transc-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("t.trans"), page = directory.appendingPathComponent("page.html")
        try Self.fade.write(to: source, atomically: true, encoding: .utf8)
        let finished = DispatchSemaphore(value: 0)
        let status = Status()
        Thread.detachNewThread {
            var environment = CommandLineTool.Environment.process
            environment.report = { _ in }
            status.value = CommandLineTool.run(["preview", "--watch", source.path, "-o", page.path, "--watch-seconds", "5"],
                                               environment: environment).status
            finished.signal()
        }
        // Wait for the first page (bounded), then save a change.
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: page.path) { Thread.sleep(forTimeInterval: 0.02) }
        XCTAssert(try String(contentsOf: page, encoding: .utf8).contains("const duration = 0.25"))
        try Self.fade.replacingOccurrences(of: "0.25s", with: "0.5s").write(to: source, atomically: true, encoding: .utf8)
        XCTAssertEqual(finished.wait(timeout: .now() + 60), .success, "the watcher stops after --watch-seconds")
        XCTAssertEqual(status.value, 0)
        XCTAssert(try String(contentsOf: page, encoding: .utf8).contains("const duration = 0.5"), "the page was rewritten")
    }

    final class Status: @unchecked Sendable { var value: Int32 = -1 }
    final class Reports: @unchecked Sendable {
        let lock = NSLock()
        var texts: [String] = []
    }

    func testImagesMustNameAViewAndBeReadablePNGs() throws {
        let disk = Disk("input cell: view = (0, 0, 10, 10)\ntransition T for push { duration 1s animate cell { opacity 0 -> 1 } }\n")
        let png = Self.fixtures.appendingPathComponent("rgb8-fast.png").path
        func run(_ arguments: String...) -> CommandLineTool.Outcome {
            CommandLineTool.run(["preview", "t.trans", "-o", "x.png", "--progress", "1"] + arguments, environment: disk.environment)
        }
        XCTAssertEqual(run("--image", "to=\(png)", "--image", "cell=\(png)").status, 0)
        let plain = run()
        XCTAssertEqual(plain.status, 0)
        let drawn = disk.written.map(\.text)
        XCTAssertNotEqual(drawn[0], drawn[1], "the screenshots change the picture")
        XCTAssert(run("--image", "tapped=\(png)").standardError.contains("shows no view 'tapped'; its views are 'from', 'to', 'cell'"))
        XCTAssert(run("--image", "to").standardError.contains("'--image' takes VIEW=FILE.png"))
        XCTAssert(run("--image", "to=/nonexistent.png").standardError.contains("cannot read '/nonexistent.png'"))
        let notPNG = Self.fixtures.appendingPathComponent("make-fixtures.py").path
        XCTAssert(run("--image", "to=\(notPNG)").standardError.contains("is not a PNG transc can read: not a PNG file"))
    }
}
