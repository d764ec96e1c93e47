import Foundation
import TransCLI
import XCTest

/// `transc fmt`, as gofmt: print, `-w` rewrite in place only when changed, `--check` for CI.
final class FormatCommandTests: XCTestCase {
    /// An in-memory file system that counts writes.
    final class Files: @unchecked Sendable {
        var contents: [String: String] = [
            "tidy.trans": "transition T for push {\n    duration 0.5s\n}\n",
            "messy.trans": "transition   M for push{\n  duration 0.5s;curve ease-out\n}",
            "bad.trans": "transition T for push {\n    duration 1s +\n}\n",
        ]
        var written: [String] = []
    }

    func run(_ files: Files, _ arguments: String...) -> CommandLineTool.Outcome {
        let environment = CommandLineTool.Environment(
            useColor: false,
            readFile: { files.contents[$0].map { Array($0.utf8) } },
            writeFile: { path, bytes in
                files.contents[path] = String(decoding: bytes, as: UTF8.self)
                files.written.append(path)
                return nil
            })
        return CommandLineTool.run(arguments, environment: environment)
    }

    let messyFormatted = "transition M for push {\n    duration 0.5s\n    curve ease-out\n}\n"

    func testPrintsTheFormattedFilesAndWritesNothing() {
        let files = Files()
        let outcome = run(files, "fmt", "messy.trans", "tidy.trans")
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.standardOutput, messyFormatted + files.contents["tidy.trans"]!)
        XCTAssertEqual(outcome.standardError, "")
        XCTAssertEqual(files.written, [])
    }

    func testWriteRewritesOnlyTheFilesThatChange() {
        let files = Files()
        let outcome = run(files, "fmt", "-w", "messy.trans", "tidy.trans")
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.standardOutput, "")
        XCTAssertEqual(files.written, ["messy.trans"])
        XCTAssertEqual(files.contents["messy.trans"], messyFormatted)
        XCTAssertEqual(run(files, "fmt", "-w", "messy.trans").status, 0)
        XCTAssertEqual(files.written, ["messy.trans"], "a formatted file is not written again")
    }

    func testCheckListsTheUnformattedFilesAndExitsOne() {
        let files = Files()
        let unformatted = run(files, "fmt", "--check", "tidy.trans", "messy.trans")
        XCTAssertEqual(unformatted.status, 1)
        XCTAssertEqual(unformatted.standardOutput, "messy.trans\n")
        XCTAssertEqual(files.written, [])
        let formatted = run(files, "fmt", "--check", "tidy.trans")
        XCTAssertEqual(formatted.status, 0)
        XCTAssertEqual(formatted.standardOutput, "")
    }

    func testAFileWithSyntaxErrorsIsReportedAsCheckDoesAndLeftAlone() {
        let files = Files()
        let original = files.contents["bad.trans"]
        for arguments in [["fmt", "bad.trans"], ["fmt", "-w", "bad.trans", "messy.trans"], ["fmt", "--check", "bad.trans"]] {
            let outcome = CommandLineTool.run(arguments, environment: .init(
                useColor: false, readFile: { files.contents[$0].map { Array($0.utf8) } },
                writeFile: { path, bytes in files.contents[path] = String(decoding: bytes, as: UTF8.self); files.written.append(path); return nil }))
            XCTAssertEqual(outcome.status, 1, "\(arguments)")
            XCTAssertEqual(outcome.standardError, """
                bad.trans:2:18: error: expected a value, found the end of the line
                 2 |     duration 1s +
                   |                  ^

                """)
            XCTAssertFalse(outcome.standardOutput.contains("duration 1s +"))
        }
        XCTAssertEqual(files.contents["bad.trans"], original)
        XCTAssertEqual(files.written, ["messy.trans"], "the other files are still formatted")
        let missing = run(files, "fmt", "nowhere.trans")
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.standardError, "transc: error: cannot read 'nowhere.trans'\n")
    }

    func testHelpAndUsageErrors() {
        let help = run(Files(), "fmt", "--help")
        XCTAssertEqual(help.status, 0)
        XCTAssert(help.standardOutput.contains("USAGE: transc fmt [-w | --check] FILE… (- for standard input)"))
        XCTAssert(help.standardOutput.contains("--check"))
        XCTAssert(run(Files(), "--help").standardOutput.contains("  fmt "))
        XCTAssertEqual(run(Files(), "fmt").status, 2)
        let both = run(Files(), "fmt", "-w", "--check", "tidy.trans")
        XCTAssertEqual(both.status, 2)
        XCTAssertEqual(both.standardError, "transc: error: '-w' and '--check' cannot be used together\nSee 'transc help fmt'.\n")
        XCTAssertEqual(run(Files(), "fmt", "-w", "-").status, 2)
    }

    func testWritesThroughTheRealFileSystemAtomically() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fmt-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("m.trans").path
        try Files().contents["messy.trans"]!.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(CommandLineTool.run(["fmt", "--check", path]).status, 1)
        XCTAssertEqual(CommandLineTool.run(["fmt", "-w", path]).status, 0)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), messyFormatted)
        XCTAssertEqual(CommandLineTool.run(["fmt", "--check", path]).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["m.trans"], "no temporary file is left")
    }
}
