import Foundation
import TransChecker
import TransDiagnostics
import TransSyntax
import XCTest

/// Runs every `.trans` file under `Verify/` and checks that, together, they exercise
/// every diagnostic in the catalog.
final class VerifyTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Verify")

    static func verifyFiles() throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "trans" }
        return files.sorted { $0.path < $1.path }
    }

    func testEveryVerifyFileMeetsItsExpectations() throws {
        let files = try Self.verifyFiles()
        XCTAssertGreaterThan(files.count, 40)
        for file in files {
            let source = SourceFile(path: file.lastPathComponent, bytes: [UInt8](try Data(contentsOf: file)))
            let outcome = VerifyRunner.verify(source)
            XCTAssert(outcome.failures.isEmpty, outcome.failures.joined(separator: "\n"))
            XCTAssertFalse(VerifyRunner.parseExpectations(source).isEmpty, "\(file.lastPathComponent) expects nothing")
        }
    }

    func testTheVerifyFilesCoverTheWholeCatalog() throws {
        var verified: Set<DiagnosticCode> = []
        for file in try Self.verifyFiles() {
            let source = SourceFile(path: file.lastPathComponent, bytes: [UInt8](try Data(contentsOf: file)))
            verified.formUnion(VerifyRunner.verify(source).verifiedCodes)
        }
        // A 32 MiB file has no place in the repository; RobustnessTests lowers the limit instead.
        // Code generation is tested by TransSwiftGenTests.
        let exercisedElsewhere: Set<DiagnosticCode> = [.fileTooLarge, .unsupportedByTarget, .nameCollision]
        let missing = Set(DiagnosticCode.allCases).subtracting(verified).subtracting(exercisedElsewhere)
        XCTAssert(missing.isEmpty, "no verify file exercises: \(missing.map(\.rawValue).sorted())")
        XCTAssertGreaterThanOrEqual(verified.count, 40)
    }

    func testTheRunnerCatchesMissingAndUnexpectedDiagnostics() {
        let unexpected = VerifyRunner.verify(SourceFile(path: "u.trans", text: "transition A for push { duration 1 }\n"))
        XCTAssertEqual(unexpected.failures.count, 1)
        XCTAssert(unexpected.failures[0].contains("unexpected error"))
        let missing = VerifyRunner.verify(SourceFile(
            path: "m.trans", text: "transition A for push { duration 1s } // expected-error {{nothing}}\n"))
        XCTAssertEqual(missing.failures.count, 1)
        XCTAssert(missing.failures[0].contains("not reported"))
        let shifted = VerifyRunner.parseExpectations(SourceFile(path: "s", text: "// expected-warning@+2 {{a}} expected-note@1 {{b}}\n"))
        XCTAssertEqual(shifted.map(\.line), [3, 1])
        XCTAssertEqual(shifted.map(\.severity), [.warning, .note])
    }
}
