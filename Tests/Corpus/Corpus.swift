import Foundation
import TransDiagnostics
import TransRuntime

/// The `.trans` files that tests run the compiler, the interpreter and the generators over,
/// listed in one place so that every test target (and `transc-regenerate`) reads the same set.
///
/// - `examples`: the effects the documentation shows (`examples/*.trans`).
/// - `coverage`: small files (`Tests/Corpus/coverage/*.trans`) that together use every
///   property, built-in, curve kind, spring form, gesture and direction, and operation;
///   `CorpusCoverageTests` holds them to the vocabulary. Every target builds every file; what a
///   target cannot express yet would be kept in files of its own, so the others go through
///   every target (`*.unsupported` goldens list them).
public enum Corpus {
    /// The repository's root, found from this file's place in it.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The examples, each with its repository-relative path (`examples/flip.trans`), sorted by name.
    public static func examples() throws -> [SourceFile] { try files(in: "examples") }

    /// The coverage files, each with its repository-relative path, sorted by name.
    public static func coverage() throws -> [SourceFile] { try files(in: "Tests/Corpus/coverage") }

    /// The examples, then the coverage files.
    public static func all() throws -> [SourceFile] { try examples() + coverage() }

    /// Every `trans` block of docs/ without expected diagnostics, as a source named by its place
    /// (`docs/language.md:15`, the line its code starts on).
    public static func documentationBlocks() throws -> [SourceFile] {
        let docs = repository.appendingPathComponent("docs")
        return try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted().flatMap { name in
            transBlocks(in: try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8))
                .filter { !$0.code.contains("expected-") }
                .map { SourceFile(path: "docs/\(name):\($0.line)", text: $0.code) }
        }
    }

    /// The ```trans blocks of a Markdown text, with the line their code starts on. A fence
    /// indented inside a list item has its code indented as much; as in Markdown, that much
    /// indentation is not part of the code.
    public static func transBlocks(in markdown: String) -> [(line: Int, code: String)] {
        var blocks: [(line: Int, code: String)] = []
        var open: (language: String, line: Int, indent: Int, code: String)?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let block = open {
                if trimmed == "```" {
                    if block.language == "trans" { blocks.append((block.line, block.code)) }
                    open = nil
                } else {
                    let indent = min(block.indent, line.prefix { $0 == " " }.count)
                    open?.code += line.dropFirst(indent) + "\n"
                }
            } else if trimmed.hasPrefix("```") {
                open = (String(trimmed.dropFirst(3)), index + 2, line.prefix { $0 == " " }.count, "")
            }
        }
        return blocks
    }

    /// The docs blocks that are not an example shown verbatim (the cookbook's, which run as the
    /// examples), each transition renamed after the block's place (`Fade` at docs/language.md:15
    /// becomes `FadeLanguage15`), so that they run beside the corpus, whose names some of them share.
    public static func documentationEffects() throws -> [SourceFile] {
        let examples = try self.examples().map { String(decoding: $0.bytes, as: UTF8.self) }
        return try documentationBlocks().compactMap { block in
            let text = String(decoding: block.bytes, as: UTF8.self)
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !examples.contains(where: { $0.contains(trimmed) }) else { return nil }
            // "docs/language.md:15" → "Language15".
            let place = block.path.dropFirst("docs/".count).split(separator: ".").first.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
            let suffix = place.replacingOccurrences(of: "-", with: "") + (block.path.split(separator: ":").last.map(String.init) ?? "")
            let renamed = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                // `transition Name …` at the start of a line, whatever the spacing: the suffix goes after the name.
                let words = line.drop { $0.isWhitespace }
                guard words.hasPrefix("transition"), let gap = words.dropFirst("transition".count).first, gap.isWhitespace,
                      let name = words.dropFirst("transition".count).firstIndex(where: { !$0.isWhitespace }) else { return String(line) }
                let end = line[name...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") } ?? line.endIndex
                return String(line[..<end]) + suffix + String(line[end...])
            }.joined(separator: "\n")
            return SourceFile(path: block.path, text: renamed)
        }
    }

    /// The `.trans` files of a repository folder.
    static func files(in folder: String) throws -> [SourceFile] {
        let directory = repository.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".trans") }.sorted().map {
            SourceFile(path: folder + "/" + $0, bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent($0))))
        }
    }

    /// A value of each input's type, for running a program of the corpus: views and rects get
    /// a cell-sized frame, points a touch, numbers 1, colours red.
    public static func sampleInputs(for program: TransitionProgram) -> [String: InputValue] {
        var inputs: [String: InputValue] = [:]
        for input in program.inputs {
            switch input.type {
            case .view: inputs[input.name] = .view(frame: Rect(x: 40, y: 200, width: 120, height: 90))
            case .rect: inputs[input.name] = .rect(Rect(x: 300, y: 700, width: 60, height: 60))
            case .point: inputs[input.name] = .point(Point(x: 100, y: 200))
            case .size: inputs[input.name] = .size(Size(width: 100, height: 100))
            case .length, .number, .angle, .time: inputs[input.name] = .number(1)
            case .color: inputs[input.name] = .color(RGBA(red: 1, green: 0, blue: 0, alpha: 1))
            }
        }
        return inputs
    }
}
