import Foundation
import TransCLI
import XCTest

final class CommandLineToolTests: XCTestCase {
    let files: [String: String] = [
        "good.trans": "transition T for push { duration 0.5s }\n",
        "warn.trans": "input cell: view\ntransition T for push { duration 0.5s }\n",
        "bad.trans": "transition T for push {\n    duration 0.5\n}\n",
        "junk.trans": String(repeating: "@\n", count: 30),
    ]

    func run(_ arguments: String...) -> CommandLineTool.Outcome {
        let files = self.files
        let environment = CommandLineTool.Environment(useColor: false) { path in files[path].map { Array($0.utf8) } }
        return CommandLineTool.run(arguments, environment: environment)
    }

    func testCheckExitsZeroWhenCleanOrOnlyWarnings() {
        let clean = run("check", "good.trans")
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.standardError, "")
        let warned = run("check", "warn.trans", "good.trans")
        XCTAssertEqual(warned.status, 0)
        XCTAssert(warned.standardError.hasPrefix("warn.trans:1:7: warning: input 'cell' is never used\n"))
    }

    func testTheErrorLimitStopsTheWorkAndSaysSo() {
        func errors(_ outcome: CommandLineTool.Outcome) -> Int { outcome.standardError.components(separatedBy: ": error: ").count - 1 }
        let stopped = run("check", "--error-limit", "3", "junk.trans")
        XCTAssertEqual(stopped.status, 1)
        // Three errors, then the one saying the work stopped, at the third.
        XCTAssertEqual(errors(stopped), 4)
        XCTAssert(stopped.standardError.contains("junk.trans:3:1: error: too many errors (3); stopping now"), stopped.standardError)
        XCTAssertFalse(stopped.standardError.contains("junk.trans:4:1"))
        let all = run("check", "--error-limit", "0", "--max-diagnostics", "100", "junk.trans")
        XCTAssertEqual(errors(all), 30)
        XCTAssertEqual(errors(run("check", "junk.trans")), 21)
        let wrong = run("check", "--error-limit", "-1", "junk.trans")
        XCTAssertEqual(wrong.status, 2)
        XCTAssert(wrong.standardError.contains("'--error-limit' needs a whole number, 0 or more, found '-1'"), wrong.standardError)
    }

    func testCheckExitsOneWithXcodeStyleErrors() {
        let bad = run("check", "good.trans", "bad.trans")
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.standardError, """
            bad.trans:2:14: error: '0.5' is a time and needs a unit: write '0.5s' or '0.5ms'
             2 |     duration 0.5
               |              ^~~

            """)
        let missing = run("check", "nowhere.trans")
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.standardError, "transc: error: cannot read 'nowhere.trans'\n")
    }

    func testJSONDiagnosticsGoToStandardOutput() throws {
        let outcome = run("check", "--diagnostics", "json", "bad.trans", "warn.trans")
        XCTAssertEqual(outcome.status, 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]]
        XCTAssertEqual(parsed?.map { $0["code"] as? String }, ["missing-time-unit", "unused-input"])
        XCTAssertEqual(parsed?.first?["line"] as? Int, 2)
        XCTAssertEqual(run("check", "--diagnostics=json", "good.trans").standardOutput, "[]\n")
    }

    func testABadCommandLineExitsTwoWithUsage() {
        for arguments in [[], ["frobnicate"], ["check"], ["check", "--diagnostics", "xml", "a"], ["check", "--bogus", "a"],
                          ["check", "--diagnostics"], ["help", "nothing"], ["check", "--max-diagnostics", "0", "good.trans"]] {
            let outcome = CommandLineTool.run(arguments, environment: .init(useColor: false) { _ in nil })
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertFalse(outcome.standardError.isEmpty)
            XCTAssertEqual(outcome.standardOutput, "")
        }
        XCTAssertEqual(run("check", "--bogus", "a").standardError, "transc: error: unknown option '--bogus'\nSee 'transc help check'.\n")
    }

    func testHelpAndVersion() {
        XCTAssertEqual(run("--version").standardOutput, "transc \(CommandLineTool.version)\n")
        let help = run("--help")
        XCTAssertEqual(help.status, 0)
        XCTAssert(help.standardOutput.contains("check"))
        let checkHelp = run("help", "check")
        XCTAssertEqual(checkHelp.status, 0)
        XCTAssert(checkHelp.standardOutput.contains("USAGE: transc check"))
        XCTAssertEqual(run("check", "--help").standardOutput, checkHelp.standardOutput)
    }

    func testTheDiagnosticCapIsAnOption() {
        let outcome = run("check", "--max-diagnostics", "1", "warn.trans", "bad.trans")
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.standardError.components(separatedBy: ": error:").count, 2)
    }
}

/// Files that check but cannot be previewed as asked, and files with nothing to preview.
final class PreviewLimitTests: XCTestCase {
    let files: [String: String] = [
        "comment.trans": "// nothing but a comment\n",
        "long.trans": "transition Long for push { duration 25s animate to { opacity 0 -> 1 } }\n",
    ]

    func run(_ arguments: String...) -> CommandLineTool.Outcome {
        let files = self.files
        let environment = CommandLineTool.Environment(useColor: false, readFile: { path in files[path].map { Array($0.utf8) } },
                                                      writeFile: { _, _ in nil })
        return CommandLineTool.run(arguments, environment: environment)
    }

    func testACommentOnlyFileWarnsAndPreviewSaysItDeclaresNoTransition() {
        let checked = run("check", "comment.trans")
        XCTAssertEqual(checked.status, 0)
        XCTAssert(checked.standardError.hasPrefix("comment.trans:1:1: warning: the file declares no transition\n"), checked.standardError)
        let previewed = run("preview", "comment.trans", "-o", "x.png")
        XCTAssertNotEqual(previewed.status, 0)
        XCTAssert(previewed.standardError.contains("error: the file declares no transition"), previewed.standardError)
    }

    func testAPreviewPastTheFrameLimitIsRefusedNamingTheFlag() {
        let refused = run("preview", "long.trans", "-o", "x.gif", "--fps", "100")
        XCTAssertEqual(refused.status, 1)
        XCTAssert(refused.standardError.contains("the GIF would have 2525 frames, over the limit of 1800; pass '--max-frames 2525'"),
                  refused.standardError)
        let allowed = run("preview", "long.trans", "-o", "x.gif", "--fps", "1", "--scale", "0.05")
        XCTAssertEqual(allowed.status, 0, allowed.standardError)
    }
}
