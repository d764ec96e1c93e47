import Foundation
import TransChecker
import TransDiagnostics
import XCTest

/// Every `trans` code block in the docs and the README is checked, so the docs cannot drift:
/// a block with `expected-…` comments must produce exactly those diagnostics, any other block none.
final class DocumentationTests: XCTestCase {
    static func blocks(in markdown: String) -> [(line: Int, code: String)] {
        var blocks: [(Int, String)] = []
        var current: (Int, [Substring])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = current {
                if trimmed == "```" {
                    blocks.append((open.0, open.1.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    open.1.append(line)
                    current = open
                }
            } else if trimmed == "```trans" {
                current = (index + 2, [])
            }
        }
        return blocks
    }

    func testEveryTransBlockInTheDocsChecksAsWritten() throws {
        let documents = Repository.files(in: "docs", withExtension: "md") + [Repository.root.appendingPathComponent("README.md")]
        var count = 0
        for document in documents {
            let markdown = try String(contentsOf: document, encoding: .utf8)
            for (line, code) in Self.blocks(in: markdown) {
                count += 1
                let source = SourceFile(path: "\(document.lastPathComponent):\(line)", text: code)
                let outcome = VerifyRunner.verify(source)
                XCTAssert(outcome.failures.isEmpty, outcome.failures.joined(separator: "\n"))
            }
        }
        XCTAssertGreaterThanOrEqual(count, 16, "the language reference should show the language")
    }

    func testBlockExtraction() {
        let blocks = Self.blocks(in: "a\n```trans\nx\ny\n```\n```swift\nz\n```\n")
        XCTAssertEqual(blocks.map(\.code), ["x\ny\n"])
        XCTAssertEqual(blocks.map(\.line), [3])
    }

    func testEveryExampleChecksCleanly() throws {
        let examples = Repository.files(in: "examples", withExtension: "trans")
        XCTAssert(examples.contains { $0.lastPathComponent == "flip.trans" })
        for example in examples {
            let result = FrontEnd.check(try Repository.source(example))
            XCTAssertEqual(result.diagnostics.all.map(\.message), [], example.lastPathComponent)
        }
    }
}
