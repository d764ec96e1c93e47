import TransChecker
import TransDiagnostics
import TransFormat
import TransIR
import TransLowering
import TransRuntime
import TransSwiftGen
import TransSyntax

/// What must hold for every input, however hostile. (No crash and no hang are held by the
/// campaign around these checks: a crash or a hang ends it, naming the input.)
public enum Invariant: String, CaseIterable, Sendable {
    /// Every diagnostic and note points inside the file.
    case diagnosticsLocated = "every diagnostic located"
    /// A file `check` accepts, the UIKit target builds (or refuses with `unsupported-by-target` only).
    case uikitBuilds = "check accepting ⇒ UIKit builds"
    /// A file `check` accepts, the portable target builds.
    case portableBuilds = "check accepting ⇒ portable builds"
    /// Generated Swift carries no source text that would change its meaning: no bidirectional
    /// controls, and no string of the source holding a quote, backslash or `*/` copied verbatim.
    case noUnescapedSourceText = "generated Swift never carries unescaped source text"
    /// The interpreter prepares every accepted program and samples it to finite times.
    case interpreterRuns = "interpreter runs what check accepts"
    /// `transc fmt` of a file that parses is idempotent, and of an accepted file keeps its IR.
    case formatKeepsMeaning = "fmt idempotent and meaning-preserving"
    /// The interpreter and the compiled portable code agree on every field of every state
    /// within `PortableAgreement.bound`, in several environments at sampled times (checked per
    /// batch by `PortableAgreement`, not per input by `check`).
    case interpreterEqualsPortable = "interpreter equals compiled portable code"
    /// Accepted generated programs joined into one large file check as each does alone (checked per
    /// `LargeFileAgreement.parts` of them, not per input by `check`).
    case largeFileAgreesWithParts = "a large file checks as its parts do"
}

/// What checking one input found.
public struct InputOutcome: Sendable {
    /// Whether `check` accepted it.
    public var accepted = false
    /// Whether the UIKit target refused it with `unsupported-by-target` only.
    public var unsupportedByUIKit = false
    /// Why, one message per construct the UIKit target refused, each once.
    public var unsupportedReasons: Set<String> = []
    /// The invariants it broke, each with what was seen.
    public var violations: [(Invariant, String)] = []
}

extension Invariant {
    /// Runs the front end, both generators and the interpreter over one input.
    public static func check(_ text: String, path: String = "fuzz.trans") -> InputOutcome {
        var outcome = InputOutcome()
        let source = SourceFile(path: path, text: text)
        var result = FrontEnd.check(source)
        EyePlaneCheck.warn(&result)
        let size = source.bytes.count
        func located(_ diagnostics: [Diagnostic], _ what: String) {
            for diagnostic in diagnostics {
                let ranges = [diagnostic.range] + diagnostic.notes.compactMap(\.range)
                for range in ranges where !(0 <= range.start && range.start <= range.end && range.end <= size) {
                    outcome.violations.append((.diagnosticsLocated, "\(what) '\(diagnostic.message)' at \(range.start)..<\(range.end) in \(size) bytes"))
                }
            }
        }
        located(result.diagnostics.all, "front end")
        let programs = result.checked.map(Lowering.lower)
        checkFormatting(source, programs: programs, into: &outcome)
        guard let programs else { return outcome }
        outcome.accepted = true
        do throws(GenerationFailure) {
            let swift = try UIKitGenerator.generate(programs, source: source)
            if let problem = unescaped(swift, from: text) { outcome.violations.append((.noUnescapedSourceText, "UIKit: \(problem)")) }
        } catch {
            located(error.diagnostics, "UIKit")
            if error.diagnostics.allSatisfy({ $0.code == .unsupportedByTarget }) {
                outcome.unsupportedByUIKit = true
                outcome.unsupportedReasons = Set(error.diagnostics.map(\.message))
            } else {
                outcome.violations.append((.uikitBuilds, error.diagnostics.map(\.message).joined(separator: "; ")))
            }
        }
        do throws(GenerationFailure) {
            let swift = try PortableGenerator.generate(programs, source: source)
            if let problem = unescaped(swift, from: text) { outcome.violations.append((.noUnescapedSourceText, "portable: \(problem)")) }
        } catch {
            located(error.diagnostics, "portable")
            outcome.violations.append((.portableBuilds, error.diagnostics.map(\.message).joined(separator: "; ")))
        }
        for program in programs {
            let inputs = Dictionary(uniqueKeysWithValues: program.inputs.map { ($0.name, sampleValue($0.type)) })
            do throws(RuntimeError) {
                let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: inputs))
                for progress in [0, 0.37, 1.0] {
                    let state = scene.state(progress: progress)
                    if !state.time.isFinite { outcome.violations.append((.interpreterRuns, "'\(program.name)' at progress \(progress): time \(state.time)")) }
                }
            } catch {
                outcome.violations.append((.interpreterRuns, "'\(program.name)' (\(program.operation.rawValue)): \(error.description)"))
            }
        }
        return outcome
    }

    /// Formats the input (when it parses) twice: the second pass changes nothing, and an accepted
    /// file lowers to the same IR once formatted. A formatter that refuses its own output
    /// (`unsafeLayout`) is a violation too.
    static func checkFormatting(_ source: SourceFile, programs: [TransitionProgram]?, into outcome: inout InputOutcome) {
        switch SourceFormatter.format(source) {
        case .syntaxErrors: return
        case .unsafeLayout(let why): outcome.violations.append((.formatKeepsMeaning, "refused its layout: \(why)"))
        case .formatted(let once):
            let formatted = SourceFile(path: source.path, text: once)
            guard case .formatted(let twice) = SourceFormatter.format(formatted), twice == once else {
                outcome.violations.append((.formatKeepsMeaning, "formatting twice differs from once"))
                return
            }
            guard let programs else { return }
            let after = FrontEnd.check(formatted).checked.map(Lowering.lower)
            if after?.map(\.dump) != programs.map(\.dump) {
                // Offsets differ after formatting; the dump names none, so any difference is one of meaning.
                outcome.violations.append((.formatKeepsMeaning, "the formatted file lowers to other IR"))
            }
        }
    }

    /// A value an app could supply for an input of a type.
    static func sampleValue(_ type: InputType) -> InputValue {
        switch type {
        case .view: .view(frame: Rect(x: 20, y: 100, width: 120, height: 80))
        case .rect: .rect(Rect(x: 10, y: 10, width: 60, height: 40))
        case .point: .point(Point(x: 100, y: 200))
        case .size: .size(Size(width: 200, height: 100))
        case .length: .number(42)
        case .number: .number(0.5)
        case .angle: .number(0.3)
        case .time: .number(0.2)
        case .color: .color(RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        }
    }

    /// Why `swift` carries source text unescaped, if it does.
    public static func unescaped(_ swift: String, from source: String) -> String? {
        if let control = swift.unicodeScalars.first(where: { BidirectionalControls.scalars.contains($0.value) || $0.value == 0 }) {
            return "a raw U+\(String(control.value, radix: 16, uppercase: true))"
        }
        for literal in stringLiterals(source) where literal.contains("\"") || literal.contains("\\") || literal.contains("*/") || literal.contains("\n") {
            // In a line comment a quote, a backslash or `*/` is harmless; a line break is not.
            let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
            let harmful = literal.contains("\n") ? swift.contains(literal)
                : lines.contains { $0.contains(literal) && !$0.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") }
            if harmful { return "the source string \(literal.debugDescription) verbatim" }
        }
        return nil
    }

    /// The source's string literals, decoded (`\\"` is a quote), at least two characters long.
    static func stringLiterals(_ source: String) -> [String] {
        var literals: [String] = []
        var current: String?
        var characters = source.makeIterator()
        while let character = characters.next() {
            guard var literal = current else {
                if character == "\"" { current = "" }
                continue
            }
            switch character {
            case "\n": current = nil
            case "\"":
                literals.append(literal)
                current = nil
            case "\\":
                switch characters.next() {
                case "n": literal.append("\n")
                case "t": literal.append("\t")
                case "\"": literal.append("\"")
                case "\\": literal.append("\\")
                case let other?: literal.append("\\"); literal.append(other)
                case nil: break
                }
                current = literal
            default:
                literal.append(character)
                current = literal
            }
        }
        return literals.filter { $0.count >= 2 }
    }
}
