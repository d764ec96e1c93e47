import Foundation
import TransChecker
import TransDiagnostics
import TransIR
import TransLowering
import TransPreview
import TransRuntime

/// `transc.preview`: the scrubbable HTML page of the transition under the cursor, written as
/// `transc preview FILE -o OUT.html --transition NAME` writes it.
enum TransitionPreview {
    /// The command's name, as the server advertises it.
    static let command = "transc.preview"

    /// Writes the page for the transition around `offset` (the first one when the cursor is in none),
    /// running its first operation, with `inputs` as values for the inputs it reads (each a list
    /// of numbers or a `#rrggbb` color). Returns the path written.
    static func write(document: OpenDocument, offset: Int, inputs: [String: Any], output: String?) throws(JSONRPC.Failure) -> String {
        guard let checked = document.frontEnd.checked else {
            let errors = document.frontEnd.diagnostics.errorCount
            throw JSONRPC.Failure(.requestFailed, "the file has \(errors) error\(errors == 1 ? "" : "s"); fix \(errors == 1 ? "it" : "them") to preview")
        }
        guard let transition = checked.transitions.first(where: { $0.range.contains(offset) }) ?? checked.transitions.first,
              let operation = transition.operations.first else {
            throw JSONRPC.Failure(.requestFailed, "the file declares no transition")
        }
        let program = Lowering.program(for: transition, operation: operation, in: checked)
        // The file's samples, where it gives them, unless the command gives a value.
        var values = program.sampleInputs
        for declaration in program.inputs {
            guard let given = inputs[declaration.name] else {
                if values[declaration.name] != nil { continue }
                throw JSONRPC.Failure(.requestFailed, RuntimeError.missingInput(name: declaration.name, type: declaration.type).description
                                      + "; pass it in the command's third argument, e.g. {\"\(declaration.name)\": \(example(declaration.type))}")
            }
            values[declaration.name] = try value(given, as: declaration.type, name: declaration.name)
        }
        let scene: PreparedScene
        do throws(RuntimeError) {
            scene = try PreparedScene(program, environment: SceneEnvironment(inputs: values))
        } catch {
            throw JSONRPC.Failure(.requestFailed, error.description)
        }
        let path = output ?? defaultOutput(for: document.source.path, transition: transition.name)
        do {
            try Data(HTMLWriter.page(scene).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw JSONRPC.Failure(.requestFailed, "cannot write '\(path)': \(error.localizedDescription)")
        }
        return path
    }

    /// `flip.trans` → `flip.PageFlip.html`, beside the file.
    static func defaultOutput(for path: String, transition: String) -> String {
        let base = path.hasSuffix(".trans") ? String(path.dropLast(".trans".count)) : path
        return base + "." + transition + ".html"
    }

    /// An example value of a type, in the form `value(_:as:name:)` reads.
    static func example(_ type: InputType) -> String {
        switch type {
        case .view, .rect: "[20, 100, 80, 80]"
        case .point: "[200, 300]"
        case .size: "[80, 80]"
        case .length, .number, .angle, .time: "[0.5]"
        case .color: "\"#ff8800\""
        }
    }

    /// An input's value from JSON: numbers in canonical units (points, radians, seconds), or a color.
    static func value(_ json: Any, as type: InputType, name: String) throws(JSONRPC.Failure) -> InputValue {
        let numbers: [Double] = ((json as? [Any]) ?? [json]).compactMap { ($0 as? NSNumber)?.doubleValue }
        func need(_ count: Int) throws(JSONRPC.Failure) -> [Double] {
            guard numbers.count == count else {
                throw JSONRPC.Failure(.invalidParams, "input '\(name)' needs \(count) number\(count == 1 ? "" : "s"), e.g. \(example(type))")
            }
            return numbers
        }
        switch type {
        case .view:
            let n = try need(4)
            return .view(frame: Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case .rect:
            let n = try need(4)
            return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case .point:
            let n = try need(2)
            return .point(Point(x: n[0], y: n[1]))
        case .size:
            let n = try need(2)
            return .size(Size(width: n[0], height: n[1]))
        case .length, .number, .angle, .time:
            return .number(try need(1)[0])
        case .color:
            guard let text = json as? String, text.hasPrefix("#"), text.count == 7, let bits = UInt32(text.dropFirst(), radix: 16) else {
                throw JSONRPC.Failure(.invalidParams, "input '\(name)' needs a color such as \"#ff8800\"")
            }
            return .color(RGBA(packed: bits << 8 | 0xFF))
        }
    }
}
