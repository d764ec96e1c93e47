import Foundation
import TransChecker
import TransDiagnostics
import XCTest

/// Every code block in the docs is tested, so the docs cannot drift: a `trans` block with
/// `expected-…` comments must produce exactly those diagnostics and any other `trans` block none;
/// a `trans-diagnostics` block must be exactly what the renderer prints for the `trans` block
/// before it (as `example.trans`). The README's `trans` blocks are checked the same way.
final class DocumentationTests: XCTestCase {
    struct Block {
        var language: String
        var line: Int
        var code: String
    }

    static func blocks(in markdown: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = current {
                if trimmed == "```" {
                    blocks.append(open)
                    current = nil
                } else {
                    open.code += line + "\n"
                    current = open
                }
            } else if trimmed.hasPrefix("```") {
                current = Block(language: String(trimmed.dropFirst(3)), line: index + 2, code: "")
            }
        }
        return blocks
    }

    func testEveryCodeBlockInTheDocsChecksAsWritten() throws {
        var checked = 0
        for document in Repository.files(in: "docs", withExtension: "md") {
            var previous: Block?
            for block in Self.blocks(in: try String(contentsOf: document, encoding: .utf8)) {
                let place = "\(document.lastPathComponent):\(block.line)"
                switch block.language {
                case "trans":
                    verify(block, at: place)
                case "swift":
                    // Swift examples must be compiled and run by a test: every line appears in one.
                    let tested = try testSourceLines()
                    for line in block.code.split(separator: "\n") where !tested.contains(line.trimmingCharacters(in: .whitespaces)) {
                        XCTFail("\(place): no test compiles this line of the example: \(line)")
                    }
                case "trans-diagnostics":
                    let source = try XCTUnwrap(previous.map { SourceFile(path: "example.trans", text: $0.code) }, place)
                    let rendered = DiagnosticRenderer().render(FrontEnd.check(source).diagnostics.all, in: source)
                    XCTAssertEqual(rendered, block.code, place)
                default:
                    XCTFail("\(place): a code block in docs/ must be 'trans', 'trans-diagnostics' or 'swift', found '\(block.language)'")
                }
                checked += 1
                previous = block
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 17, "the language reference should show the language")
    }

    func testTheReadmeExampleChecks() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.blocks(in: readme).filter { $0.language == "trans" }
        XCTAssertFalse(blocks.isEmpty)
        for block in blocks { verify(block, at: "README.md:\(block.line)") }
    }

    /// Every line of the Swift tests, trimmed.
    func testSourceLines() throws -> Set<String> {
        let tests = Repository.root.appendingPathComponent("Tests")
        let enumerator = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        var lines: Set<String> = []
        for case let url as URL in enumerator?.allObjects ?? [] where url.pathExtension == "swift" {
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                lines.insert(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return lines
    }

    func verify(_ block: Block, at place: String) {
        let outcome = VerifyRunner.verify(SourceFile(path: place, text: block.code))
        XCTAssert(outcome.failures.isEmpty, outcome.failures.joined(separator: "\n"))
    }

    func testBlockExtraction() {
        let blocks = Self.blocks(in: "a\n```trans\nx\ny\n```\n```swift\nz\n```\n")
        XCTAssertEqual(blocks.map(\.code), ["x\ny\n", "z\n"])
        XCTAssertEqual(blocks.map(\.language), ["trans", "swift"])
        XCTAssertEqual(blocks.map(\.line), [3, 7])
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

final class CookbookTests: XCTestCase {
    func testTheCookbookShowsEveryExampleVerbatim() throws {
        let cookbook = try String(contentsOf: Repository.root.appendingPathComponent("docs/cookbook.md"), encoding: .utf8)
        let blocks = Set(DocumentationTests.blocks(in: cookbook).filter { $0.language == "trans" }.map(\.code))
        let examples = Repository.files(in: "examples", withExtension: "trans")
        XCTAssertGreaterThanOrEqual(examples.count, 15)
        for example in examples {
            let text = try String(contentsOf: example, encoding: .utf8)
            XCTAssert(blocks.contains(text), "docs/cookbook.md does not show \(example.lastPathComponent) as it is")
            // And its picture: referenced, present, and a GIF.
            let name = example.deletingPathExtension().lastPathComponent
            XCTAssert(cookbook.contains("](images/\(name).gif)"), "docs/cookbook.md shows no GIF of \(name)")
            let gif = [UInt8]((try? Data(contentsOf: Repository.root.appendingPathComponent("docs/images/\(name).gif"))) ?? Data())
            XCTAssert(gif.starts(with: Array("GIF89a".utf8)) && gif.last == 0x3B, "docs/images/\(name).gif is missing or not a GIF")
        }
    }
}

/// docs/timing.md gives the values curves and springs are held to; each is one a test holds them to.
final class TimingReferenceTests: XCTestCase {
    func testEveryValueOfTheTimingPageIsTested() throws {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/timing.md"), encoding: .utf8)
        let tests = try String(contentsOf: Repository.root.appendingPathComponent("Tests/TransRuntimeTests/TimingTests.swift"),
                               encoding: .utf8)
        // The measured values: numbers with four or more decimals.
        let values = page.split(whereSeparator: { !($0.isNumber || $0 == ".") }).map {
            $0.hasSuffix(".") ? $0.dropLast() : $0   // a sentence's full stop
        }.filter {
            guard let dot = $0.firstIndex(of: ".") else { return false }
            return $0.distance(from: dot, to: $0.endIndex) > 4
        }
        XCTAssertGreaterThan(values.count, 40)
        for value in values { XCTAssert(tests.contains(value), "docs/timing.md gives \(value), which no timing test checks") }
    }
}
