import TransIR

/// What a name means in the language itself, before any declaration: a view, a truth value, a
/// piece's number or function, or a color. Worked out once per name of the file (`WordsByName`).
enum FixedMeaning {
    /// `from`, `to`, `container`.
    case view(TypedExpr.View)
    /// `true`, `false`.
    case bool(Bool)
    /// `row`, `index`, …: a number of the piece inside a pieces block, an error outside one.
    case pieceNumber(PieceNumber)
    /// `stagger`, `random`: a function of the piece inside a pieces block, an error outside one.
    case pieceFunction(PieceFunction)
    /// `black`, `white`, …
    case color(NamedColor)

    /// The meaning of a name spelled `spelling`, if it has one.
    init?(spelling: String) {
        switch spelling {
        case "from": self = .view(.from)
        case "to": self = .view(.to)
        case "container": self = .view(.container)
        case "true": self = .bool(true)
        case "false": self = .bool(false)
        default:
            if let number = PieceNumber(rawValue: spelling) {
                self = .pieceNumber(number)
            } else if let function = PieceFunction(rawValue: spelling) {
                self = .pieceFunction(function)
            } else if let color = NamedColor.named(spelling) {
                self = .color(color)
            } else {
                return nil
            }
        }
    }
}
