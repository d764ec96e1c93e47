import Foundation

/// Enough of a TextMate engine to test `grammar/trans.tmLanguage.json`: `match` and `begin`/`end`
/// rules, `include` of the repository, captures, one line at a time, and at each position the
/// rule whose match starts first (the earlier rule on a tie), as VS Code's vscode-textmate does.
///
/// The patterns run on ICU (`NSRegularExpression`) instead of Oniguruma. The grammar keeps to the
/// syntax both read alike (see docs/editors.md); lookbehind sees the text before the current
/// position, as in TextMate, through `withTransparentBounds`.
struct TextMateScanner {
    indirect enum Rule {
        case match(NSRegularExpression, name: String?, captures: [Int: String])
        case span(begin: NSRegularExpression, end: NSRegularExpression, name: String?, patterns: [Rule],
                  beginCaptures: [Int: String], endCaptures: [Int: String])
    }

    let patterns: [Rule]

    init(grammar url: URL) throws {
        let json = try jsonObject(try JSONSerialization.jsonObject(with: Data(contentsOf: url)))
        let repository = json["repository"] as? [String: [String: Any]] ?? [:]
        func rules(_ list: [[String: Any]]) throws -> [Rule] {
            try list.flatMap { try rule($0) }
        }
        func rule(_ object: [String: Any]) throws -> [Rule] {
            if let include = object["include"] as? String {
                guard include.hasPrefix("#"), let target = repository[String(include.dropFirst())] else {
                    throw ScannerError("unknown include \(include)")
                }
                return try rule(target)
            }
            let name = object["name"] as? String
            func captures(_ key: String) -> [Int: String] {
                (object[key] as? [String: [String: String]] ?? [:]).reduce(into: [Int: String]()) { $0[Int($1.key) ?? 0] = $1.value["name"] }
            }
            if let match = object["match"] as? String {
                return [.match(try NSRegularExpression(pattern: match), name: name, captures: captures("captures"))]
            }
            if let begin = object["begin"] as? String, let end = object["end"] as? String {
                return [.span(begin: try NSRegularExpression(pattern: begin), end: try NSRegularExpression(pattern: end),
                              name: name, patterns: try rules(object["patterns"] as? [[String: Any]] ?? []),
                              beginCaptures: captures("beginCaptures"), endCaptures: captures("endCaptures"))]
            }
            return try rules(object["patterns"] as? [[String: Any]] ?? [])
        }
        patterns = try rules(json["patterns"] as? [[String: Any]] ?? [])
    }

    /// The innermost scope of every UTF-16 unit of every line; nil where no rule matched.
    func scopes(of text: String) -> [[String?]] {
        var open: [(end: NSRegularExpression, name: String?, patterns: [Rule], endCaptures: [Int: String])] = []
        return text.components(separatedBy: "\n").map { line in
            let string = line as NSString
            var scopes = [String?](repeating: nil, count: string.length)
            var position = 0
            while position <= string.length {
                let inside = open.last
                // Candidates: the open span's end first, then its patterns, or the grammar's.
                var best: (match: NSTextCheckingResult, rule: Rule?, order: Int)?
                let candidates: [Rule?] = inside.map { [nil] + $0.patterns.map(Optional.some) } ?? patterns.map(Optional.some)
                for (order, candidate) in candidates.enumerated() {
                    let regex: NSRegularExpression
                    switch candidate {
                    case nil: regex = inside!.end
                    case .match(let expression, _, _)?: regex = expression
                    case .span(let begin, _, _, _, _, _)?: regex = begin
                    }
                    guard let found = regex.firstMatch(in: line, options: [.withTransparentBounds, .withoutAnchoringBounds],
                                                       range: NSRange(location: position, length: string.length - position))
                    else { continue }
                    if best == nil || found.range.location < best!.match.range.location {
                        best = (found, candidate, order)
                    }
                }
                guard let (match, rule, _) = best else {
                    if let inside { for index in position..<string.length { scopes[index] = inside.name } }
                    break
                }
                if let inside {
                    for index in position..<match.range.location { scopes[index] = inside.name }
                }
                func paint(_ name: String?, _ captures: [Int: String]) {
                    for index in match.range.location..<NSMaxRange(match.range) { scopes[index] = name }
                    for (group, captureName) in captures where group < match.numberOfRanges {
                        let range = match.range(at: group)
                        guard range.location != NSNotFound else { continue }
                        for index in range.location..<NSMaxRange(range) { scopes[index] = captureName }
                    }
                }
                switch rule {
                case nil:
                    paint(inside?.name, inside?.endCaptures ?? [:])
                    open.removeLast()
                case .match(_, let name, let captures)?:
                    paint(name ?? inside?.name, captures)
                case .span(_, let end, let name, let inner, let beginCaptures, let endCaptures)?:
                    paint(name, beginCaptures)
                    open.append((end, name, inner, endCaptures))
                }
                if match.range.length > 0 {
                    position = NSMaxRange(match.range)
                } else if rule == nil {
                    // An empty end (`$`) closes its span where it is.
                    position = match.range.location
                    if position >= string.length && open.isEmpty { break }
                } else {
                    // A rule that matched nothing still moves the scan on.
                    position = match.range.location + 1
                }
            }
            return scopes
        }
    }

    struct ScannerError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

private func jsonObject(_ value: Any) throws -> [String: Any] {
    guard let object = value as? [String: Any] else { throw TextMateScanner.ScannerError("the grammar is not a JSON object") }
    return object
}
