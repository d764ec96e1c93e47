import TransGeneratedFiles
import XCTest

/// Every generated file the repository keeps is what the generators write today.
final class GeneratedFilesTests: XCTestCase {
    func testNoGeneratedFileIsStale() throws {
        let files = try GeneratedFiles.all()
        // IR, UIKit and portable files for each of the 15 examples, the registry and the benchmark's.
        XCTAssertGreaterThanOrEqual(files.count, 15 * 3 + 2)
        XCTAssertEqual(Set(files.map(\.path)).count, files.count, "two generated files share a path")
        XCTAssertEqual(try GeneratedFiles.all(), files, "generation is deterministic")
        for file in GeneratedFiles.stale(files) {
            XCTFail("\(file.path) is stale; run `\(GeneratedFiles.command)` and review the diff")
        }
        for path in GeneratedFiles.orphans(files) {
            XCTFail("\(path) is no longer generated; run `\(GeneratedFiles.command)` to remove it")
        }
    }

    /// A file in a generated folder that nothing generates (here: one left out of the list) is found.
    func testAFileNothingGeneratesIsFound() throws {
        let files = try GeneratedFiles.all()
        let golden = try XCTUnwrap(files.first { $0.path.hasSuffix(".unsupported") } ?? files.first { $0.path.hasPrefix("Tests/TransSwiftGenTests/Golden/") })
        XCTAssertEqual(GeneratedFiles.orphans(files.filter { $0 != golden }), [golden.path])
        XCTAssertEqual(GeneratedFiles.orphans(files), [])
    }

    func testAChangedFileIsFoundStale() throws {
        let files = try GeneratedFiles.all()
        var changed = try XCTUnwrap(files.first)
        changed.text += "\n// edited by hand\n"
        XCTAssertEqual(GeneratedFiles.stale([changed]).map(\.path), [changed.path])
    }
}
