/// A command's options as declared, for parsing and for its help text.
struct OptionSpec: Sendable {
    /// `--diagnostics`
    var name: String
    /// The value's placeholder (`FORMAT`), or nil for a flag.
    var valueName: String?
    /// The values allowed, or nil for any.
    var choices: [String]?
    /// One line of help.
    var help: String
}

/// The result of parsing one command's arguments.
struct ParsedArguments {
    /// Every value given for each option, in order.
    var allValues: [String: [String]] = [:]
    /// Options with values, by name (the last one given wins).
    var values: [String: String] { allValues.compactMapValues(\.last) }
    /// Flags given.
    var flags: Set<String> = []
    /// Everything else, in order.
    var positionals: [String] = []

    /// Parses `arguments` against `options`; throws a usage error with a clear message.
    ///
    /// Accepts `--name value`, `--name=value`, and `--` to end options.
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '\(name)'")
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("option '\(name)' needs a value (\(valueName))")
            }
            if let choices = spec.choices, !choices.contains(value) {
                throw UsageError("'\(value)' is not a value of '\(name)'; expected \(choices.joined(separator: " or "))")
            }
            parsed.allValues[name, default: []].append(value)
        }
        return parsed
    }
}

/// A wrong command line: exit status 2 and a message with a pointer to help.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
