import Foundation
import TransRuntime
import TransIR

/// Reads `--container W,H` and `--input NAME=VALUE` against a program's declared inputs.
enum InputParsing {
    /// `390,844`.
    static func container(_ text: String?) throws(UsageError) -> Size {
        guard let text else { return Size(width: 390, height: 844) }
        let numbers = try numbers(text, count: 2, what: "--container", form: "W,H")
        guard numbers.allSatisfy({ $0 > 0 }) else { throw UsageError("'--container' needs a positive width and height") }
        return Size(width: numbers[0], height: numbers[1])
    }

    /// `cell=20,100,80,80`, `touch=200,300`, `tint=#ff8800`, `tilt=30deg`; an input not given
    /// takes the sample its declaration gives (`input cell: view = (40, 200, 120, 90)`).
    static func inputs(_ texts: [String], for program: TransitionProgram) throws(UsageError) -> [String: InputValue] {
        var values = program.sampleInputs
        for text in texts {
            guard let equals = text.firstIndex(of: "=") else { throw UsageError("'--input' takes NAME=VALUE, found '\(text)'") }
            let name = String(text[..<equals])
            let value = String(text[text.index(after: equals)...])
            guard let declaration = program.inputs.first(where: { $0.name == name }) else {
                let known = program.inputs.map { "'\($0.name)'" }.joined(separator: ", ")
                throw UsageError("transition '\(program.name)' has no input '\(name)'" + (known.isEmpty ? "" : "; its inputs are \(known)"))
            }
            values[name] = try parse(value, as: declaration.type, name: name)
        }
        for declaration in program.inputs where values[declaration.name] == nil {
            throw UsageError("\(RuntimeError.missingInput(name: declaration.name, type: declaration.type)); pass --input \(declaration.name)=\(example(declaration.type)), or give it a sample in the file: 'input \(declaration.name): \(declaration.type.rawValue) = \(sampleExample(declaration.type))'")
        }
        return values
    }

    static func example(_ type: InputType) -> String {
        switch type {
        case .view, .rect: "X,Y,W,H"
        case .point: "X,Y"
        case .size: "W,H"
        case .length: "120"
        case .number: "0.5"
        case .angle: "30deg"
        case .time: "0.2s"
        case .color: "#ff8800"
        }
    }

    /// A sample as the file writes one, for the message that suggests it.
    static func sampleExample(_ type: InputType) -> String {
        switch type {
        case .view, .rect: "(40, 200, 120, 90)"
        case .point: "(195, 422)"
        case .size: "(120, 90)"
        case .length: "120"
        case .number: "0.5"
        case .angle: "30deg"
        case .time: "0.2s"
        case .color: "#ff8800"
        }
    }

    static func parse(_ text: String, as type: InputType, name: String) throws(UsageError) -> InputValue {
        let what = "input '\(name)'"
        switch type {
        case .view:
            let n = try numbers(text, count: 4, what: what, form: example(type))
            return .view(frame: Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case .rect:
            let n = try numbers(text, count: 4, what: what, form: example(type))
            return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case .point:
            let n = try numbers(text, count: 2, what: what, form: example(type))
            return .point(Point(x: n[0], y: n[1]))
        case .size:
            let n = try numbers(text, count: 2, what: what, form: example(type))
            return .size(Size(width: n[0], height: n[1]))
        case .length, .number:
            return .number(try numbers(text.hasSuffix("pt") ? String(text.dropLast(2)) : text, count: 1, what: what, form: example(type))[0])
        case .angle:
            for (suffix, factor) in [("deg", Double.pi / 180), ("rad", 1), ("turn", 2 * Double.pi)] where text.hasSuffix(suffix) {
                return .number(try numbers(String(text.dropLast(suffix.count)), count: 1, what: what, form: "30deg")[0] * factor)
            }
            throw UsageError("\(what) is an angle: write it with a unit, like 30deg")
        case .time:
            for (suffix, factor) in [("ms", 0.001), ("s", 1.0)] where text.hasSuffix(suffix) {
                return .number(try numbers(String(text.dropLast(suffix.count)), count: 1, what: what, form: "0.2s")[0] * factor)
            }
            throw UsageError("\(what) is a time: write it with a unit, like 0.2s")
        case .color:
            let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
            guard [6, 8].contains(digits.count), let packed = UInt32(digits, radix: 16) else {
                throw UsageError("\(what) is a color: write it as #RRGGBB or #RRGGBBAA")
            }
            return .color(RGBA(packed: digits.count == 6 ? packed << 8 | 0xFF : packed))
        }
    }

    static func numbers(_ text: String, count: Int, what: String, form: String) throws(UsageError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
        guard parts.count == count, numbers.count == count else {
            throw UsageError("\(what) takes \(form), found '\(text)'")
        }
        return numbers
    }
}
