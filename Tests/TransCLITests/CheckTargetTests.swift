import Foundation
import TransChecker
import TransCLI
import TransCorpus
import TransDiagnostics
import TransLowering
import TransSwiftGen
import XCTest

/// `check --target` reports what the target's generator refuses, where the generator says,
/// rendered as the check renders its own diagnostics.
final class CheckTargetTests: XCTestCase {
    func run(_ files: [String: String], _ arguments: String...) -> CommandLineTool.Outcome {
        let environment = CommandLineTool.Environment(
            useColor: false, readFile: { files[$0].map { Array($0.utf8) } }, writeFile: { _, _ in "no writes expected" },
            isDirectory: { _ in false })
        return CommandLineTool.run(arguments, environment: environment)
    }

    /// The files of the corpus and the docs blocks that check, each with what the generator of
    /// `target` refuses in it (empty when it builds them).
    static func refusals(_ target: String) throws -> [(source: SourceFile, diagnostics: [Diagnostic])] {
        try (Corpus.all() + Corpus.documentationBlocks()).compactMap { source in
            guard let checked = FrontEnd.check(source).checked else { return nil }
            let programs = Lowering.lower(checked)
            do throws(GenerationFailure) {
                _ = target == "uikit" ? try UIKitGenerator.generate(programs, source: source) : try PortableGenerator.generate(programs, source: source)
                return (source, [])
            } catch {
                return (source, error.diagnostics)
            }
        }
    }

    func testCheckTargetReportsTheGeneratorsRefusalsAtTheConstruct() throws {
        let all = try Self.refusals("uikit")
        XCTAssertGreaterThan(all.count, 20)
        guard let (source, refused) = all.first(where: { !$0.diagnostics.isEmpty }) else {
            // The UIKit target refuses nothing the corpus and the docs hold: check --target says so for each.
            for (source, _) in all {
                let outcome = run([source.path: String(decoding: source.bytes, as: UTF8.self)], "check", "--target", "uikit", source.path)
                XCTAssertEqual(outcome.status, 0, source.path)
                XCTAssertFalse(outcome.standardError.contains("error:"), outcome.standardError)
            }
            return
        }
        let files = [source.path: String(decoding: source.bytes, as: UTF8.self)]
        XCTAssertEqual(run(files, "check", source.path).status, 0, "the front end accepts \(source.path)")
        XCTAssertEqual(run(files, "check", "--target", "portable", source.path).status, 0)

        let text = run(files, "check", "--target", "uikit", source.path)
        XCTAssertEqual(text.status, 1)
        for diagnostic in refused {
            let location = source.location(of: diagnostic.range.start)
            XCTAssert(text.standardError.contains("\(source.path):\(location.line):\(location.column): error: \(diagnostic.message)"),
                      "\(diagnostic.message) at \(location.line):\(location.column) is missing from:\n\(text.standardError)")
        }
        XCTAssertEqual(text.standardError.components(separatedBy: ": error: ").count - 1, refused.count, text.standardError)

        let json = run(files, "check", "--target", "uikit", "--diagnostics", "json", source.path)
        XCTAssertEqual(json.status, 1)
        XCTAssertEqual(json.standardError, "")
        XCTAssertEqual(json.standardOutput.components(separatedBy: "\"code\":\"unsupported-by-target\"").count - 1, refused.count, json.standardOutput)
        let firstLine = source.location(of: refused[0].range.start).line
        XCTAssert(json.standardOutput.contains("\"line\":\(firstLine),"), json.standardOutput)
    }

    /// The Verify files the checker accepts (their expected diagnostics are warnings or none).
    static func acceptedVerifyFiles() throws -> [SourceFile] {
        let verify = Corpus.repository.appendingPathComponent("Tests/TransCheckerTests/Verify")
        var sources: [SourceFile] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: verify.path).sorted() {
            let directory = verify.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for name in names.filter({ $0.hasSuffix(".trans") }).sorted() {
                let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
                let source = SourceFile(path: "Tests/TransCheckerTests/Verify/\(folder)/\(name)", bytes: bytes)
                if FrontEnd.check(source).checked != nil { sources.append(source) }
            }
        }
        return sources
    }

    /// What the UIKit target may still refuse in a file `check` accepts, each a message fragment of
    /// `unsupported-by-target`: nothing now. A line added here would let the test accept that refusal.
    static let refusalsStillAllowed: [String] = []

    /// `check --target uikit` over every example, coverage file, docs block and accepted Verify file
    /// refuses nothing but what `refusalsStillAllowed` names, as the command line reports it.
    func testCheckTargetUIKitRefusesNothingCheckAcceptsButTheAllowedList() throws {
        let sources = try Corpus.all() + Corpus.documentationBlocks() + Self.acceptedVerifyFiles()
        var checked = 0
        for source in sources where FrontEnd.check(source).checked != nil {
            checked += 1
            let outcome = run([source.path: String(decoding: source.bytes, as: UTF8.self)], "check", "--target", "uikit", source.path)
            let errors = outcome.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
            let unexpected = errors.filter { line in !Self.refusalsStillAllowed.contains { line.contains($0) } }
            XCTAssertEqual(unexpected, [], "\(source.path): the uikit target refuses what check accepts")
            XCTAssertEqual(outcome.status, errors.isEmpty ? 0 : 1, "\(source.path):\n\(outcome.standardError)")
        }
        XCTAssertGreaterThan(checked, 60)
    }

    func testCheckTargetKeepsTheFrontEndsErrorsAndDocumentsItself() {
        let files = ["bad.trans": "transition T for push { duration 1 }\n", "fade.trans": "transition Fade for push { duration 0.5s animate to { opacity 0 -> 1 } }\n"]
        let bad = run(files, "check", "--target", "portable", "bad.trans")
        XCTAssertEqual(bad.status, 1)
        XCTAssert(bad.standardError.hasPrefix("bad.trans:1:"), bad.standardError)
        XCTAssertEqual(run(files, "check", "--target", "portable", "fade.trans").status, 0)
        XCTAssertEqual(run(files, "check", "--target", "watchos", "fade.trans").status, 2)
        let help = run(files, "help", "check")
        XCTAssert(help.standardOutput.contains("--target TARGET"), help.standardOutput)
    }
}
