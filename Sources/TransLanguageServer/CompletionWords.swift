import Foundation
import TransChecker
import TransDiagnostics
import TransIR
import TransSyntax

/// The words completion offers, each list taken from the vocabulary's `allCases` so that a new
/// property, curve or gesture is offered without touching this file.
enum CompletionWords {
    /// LSP's `CompletionItemKind`s used here.
    enum Kind: Int {
        case function = 3, variable = 6, property = 10, keyword = 14, enumMember = 20, constant = 21
    }

    struct Item: Equatable {
        var label: String
        var kind: Kind
        var detail: String

        var json: [String: Any] { ["label": label, "kind": kind.rawValue, "detail": detail] }
    }

    /// What may follow the word before the cursor.
    enum Context: Equatable {
        /// After `curve`: the named curves and curve functions.
        case curve
        /// After `gesture`: the recognizers with their directions.
        case gesture
        /// After `for` or `interactive`: the operations.
        case operation
        /// After `spring` or one of its parameters' values: the spring parameters.
        case spring
        /// After `layout-direction`: its rules.
        case layoutDirection
        /// After `reduce-motion`: its rules.
        case reduceMotion
        /// After `follow`: the views that can follow the finger.
        case followedView
        /// After `release`: the spring it takes.
        case release
        /// After `name.`: the members.
        case member
        /// After `input name:`: the input types.
        case inputType
        /// Anywhere else: everything that can start a statement or a value.
        case anywhere
    }

    /// The context at an offset, from the text of the line before it.
    static func context(at offset: Int, in source: SourceFile) -> Context {
        let position = source.position(of: offset)
        let lineStart = source.lineStart(position.line)
        var before = String(decoding: source.bytes[lineStart..<offset], as: UTF8.self)
        // Drop the word being typed.
        while let last = before.last, last.isLetter || last.isNumber || last == "-" || last == "_" { before.removeLast() }
        if before.hasSuffix(".") { return .member }
        let words = before.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == ";" || $0 == "," })
        let trimmed = before.trimmingCharacters(in: [" ", "\t"])
        if trimmed.hasPrefix("input"), trimmed.hasSuffix(":") { return .inputType }
        guard let previous = words.last.map(String.init) else { return .anywhere }
        switch Keyword(rawValue: previous) {
        case .curve?: return .curve
        case .gesture?: return .gesture
        case .for?, .interactive?: return .operation
        case .spring?: return .spring
        case .layoutDirection?: return .layoutDirection
        case .reduceMotion?: return .reduceMotion
        case .follow?: return .followedView
        case .release?: return .release
        default: break
        }
        if words.count >= 2, words.contains("spring"), Double(previous) != nil { return .spring }
        if previous.hasSuffix(","), words.contains("for") { return .operation }
        return .anywhere
    }

    /// The items for a context, with the inputs and named values declared in the file (whose names are in
    /// `names`) as names in scope.
    static func items(for context: Context, inputs: [InputDecl], values: [ValueDecl] = [], names: NameTable) -> [Item] {
        let curves = NamedCurve.allCases.map { Item(label: $0.rawValue, kind: .enumMember, detail: "curve") }
            + CurveFunction.allCases.map { Item(label: $0.rawValue + "(", kind: .function, detail: "curve function") }
        let gestures = GestureKind.allCases.flatMap { kind in
            kind.directions.map { Item(label: "\(kind.rawValue)(\($0.rawValue))", kind: .enumMember, detail: "gesture") }
        }
        let operations = TransitionOperation.allCases.map { Item(label: $0.rawValue, kind: .enumMember, detail: "operation") }
        let springParameters = SpringParameterName.allCases.map { Item(label: $0.rawValue, kind: .property, detail: "spring parameter") }
        let declared = inputs.map { Item(label: names[$0.name.name], kind: .variable, detail: "input: " + ($0.type?.rawValue ?? "?")) }
            + values.map { Item(label: names[$0.name.name], kind: .constant, detail: "named value") }
        switch context {
        case .curve: return curves
        case .gesture: return gestures
        case .operation: return operations
        case .spring: return springParameters
        case .layoutDirection: return LayoutDirectionRule.allCases.map { Item(label: $0.rawValue, kind: .enumMember, detail: "layout direction") }
        case .reduceMotion: return ReduceMotionRule.allCases.map { Item(label: $0.rawValue, kind: .enumMember, detail: "reduce motion") }
        // The views UIKit hands the transition, the only ones the checker lets follow the finger.
        case .followedView: return [Actor.from, .to].map { Item(label: $0.description, kind: .enumMember, detail: "followed view") }
        case .release: return [Item(label: Keyword.spring.rawValue, kind: .keyword, detail: "the release's spring")]
        case .member: return Member.allCases.map { Item(label: $0.rawValue, kind: .property, detail: "member") }
        case .inputType: return InputType.allCases.map { Item(label: $0.rawValue, kind: .enumMember, detail: "input type") }
        case .anywhere:
            let properties = Property.allCases.map {
                Item(label: $0.rawValue, kind: .property, detail: HoverContent.typeDescription($0.traits.type))
            }
            let keywords = Keyword.allCases.filter { Property(rawValue: $0.rawValue) == nil && TransitionOperation(rawValue: $0.rawValue) == nil }
                .map { Item(label: $0.rawValue, kind: .keyword, detail: "keyword") }
            // A transform list is written in brackets, never by its built-in's name.
            let functions = Builtin.allCases.filter { $0 != .transformList }.map { Item(label: $0.rawValue + "(", kind: .function, detail: "function") }
            // `animate pieces(…)` and what its block may use.
            let pieces = [Item(label: "pieces(", kind: .function, detail: "a view cut into pieces")]
                + PieceVocabulary.functions.map { Item(label: $0 + "(", kind: .function, detail: "function of a piece") }
                + PieceVocabulary.numbers.map { Item(label: $0, kind: .variable, detail: "number of a piece") }
            return declared + properties + keywords + curves + gestures + operations + springParameters + functions + pieces
        }
    }
}
