import TransDiagnostics
import TransSyntax
import Foundation

/// Builds benchmark inputs: the examples repeated with renamed transitions and inputs
/// (so the result checks clean), and a JSON document of the same size.
enum FrontEndCorpus {
    static func make(from examples: [[UInt8]], bytes target: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(target + 4096)
        var copy = 0
        while out.count < target {
            // Names are unique per example and copy: two examples may declare the same input.
            for (index, example) in examples.enumerated() where out.count < target {
                out += renamed(example, suffix: "_\(copy)_\(index)")
                out.append(UInt8(ascii: "\n"))
            }
            copy += 1
        }
        return out
    }

    /// The example with every declared transition and input name given a suffix.
    static func renamed(_ bytes: [UInt8], suffix: String) -> [UInt8] {
        let file = SourceFile(path: "example", bytes: bytes)
        var diagnostics = DiagnosticList()
        let tokens = Lexer.tokenize(file, diagnostics: &diagnostics)
        var declared: Set<String> = []
        for (index, token) in tokens.enumerated().dropLast()
        where token.keyword == .transition || token.keyword == .input {
            declared.insert(file.text(tokens[index + 1].range))
        }
        var out: [UInt8] = []
        var copied = 0
        for token in tokens where token.kind == .identifier && declared.contains(file.text(token.range)) {
            out += bytes[copied..<Int(token.end)]
            out += Array(suffix.utf8)
            copied = Int(token.end)
        }
        out += bytes[copied...]
        return out
    }

    /// A JSON document of about `bytes` bytes describing transitions (objects, arrays,
    /// strings, numbers, booleans), as a configuration format would.
    static func json(bytes target: Int) -> Data {
        var out = "["
        var index = 0
        while out.utf8.count < target - 400 {
            if index > 0 { out += ",\n" }
            out += """
                {"name":"PageFlip_\(index)","operations":["push","pop"],"duration":0.6,"curve":"ease-out",\
                "perspective":500,"reverse":true,"tracks":[{"actor":"from","property":"anchor","value":[0,0.5]},\
                {"actor":"from","property":"rotate-y","from":0,"to":-90.0,"unit":"deg"},\
                {"actor":"to","property":"opacity","keyframes":[[0,0],[0.4,1],[1,0.5]]}],\
                "interactive":{"operation":"pop","gesture":"edge-pan","edge":"left","threshold":0.5,"flick":null}}
                """
            index += 1
        }
        return Data((out + "]").utf8)
    }
}
