import TransDiagnostics
import TransIR
import TransSyntax

/// A checked expression: names resolved, type known, literals in canonical units
/// (seconds, radians, points, fractions). As in the syntax tree, one where a value is wanted is
/// held there, and the expressions inside it are kept in the checked file's `TypedExpressionTable`.
/// Names are the file's `Name`s, so it is plain data: copying one retains nothing.
public struct TypedExpr: Sendable {
    /// What it computes.
    public var kind: Kind
    /// Its type.
    public var type: ValueType
    /// Where it is in source.
    public var range: SourceRange

    /// The checked expression forms.
    public enum Kind: Sendable {
        /// A scalar in canonical units.
        case constant(Double)
        /// A piece's number or function inside a pieces block, in the table's `pieceValues`: the value
        /// it gives the piece checked, a constant to every check, and what computes it for any piece,
        /// which lowering computes for the piece of the track or shade that holds it.
        case piece(NodeID<PieceValue>)
        /// `true` / `false`.
        case bool(Bool)
        /// A color, in the table's `colors` (held in place, its four numbers would make every
        /// checked expression half as large again).
        case color(NodeID<RGBA>)
        /// An input's value, read when the transition starts.
        case input(Name)
        /// A view: where a rect is wanted, its frame in container coordinates
        /// (`from` as it starts, `to` as it ends, `container` its bounds).
        case view(View)
        /// A member of a value.
        case member(TypedExprID, Member)
        /// A built-in function: its arguments, then which. The one-byte word is held after the
        /// four-byte places, where it needs no padding: so a checked expression is 24 bytes, not 32.
        case call(TypedExprList, Builtin)
        /// A point, size, rect or vector made of scalars (the type says which).
        case tuple(TypedExprList)
        /// Negation.
        case negate(TypedExprID)
        /// Arithmetic: the operands, then the operator (after them, as a call's function is).
        case binary(TypedExprID, TypedExprID, BinaryOperator)
        /// A use of a named value (`let lift = 24pt`): the name and the checked constant it names.
        case named(Name, TypedExprID)
        /// Something already reported as wrong.
        case error
    }

    /// A view an expression can name: the views that are values (not a snapshot, a piece or the
    /// dimming layer, which only tracks and statements name).
    public enum View: Sendable, Equatable {
        case from, to, container
        /// A `view` input.
        case input(Name)

        /// The view as the IR names it.
        public func actor(in names: NameTable) -> Actor {
            switch self {
            case .from: .from
            case .to: .to
            case .container: .container
            case .input(let name): .input(names[name])
            }
        }
    }

    static func error(_ range: SourceRange) -> TypedExpr { TypedExpr(kind: .error, type: .error, range: range) }
}

/// A checked expression inside another: its place in the checked file's `TypedExpressionTable`.
public typealias TypedExprID = NodeID<TypedExpr>
/// Checked expressions listed together (a call's arguments, a tuple's elements).
public typealias TypedExprList = NodeList<TypedExpr>
/// The checked expressions of a file that others refer to by `TypedExprID` or `TypedExprList`, and
/// the colors they hold.
public struct TypedExpressionTable: Sendable {
    /// The expressions.
    public private(set) var nodes = NodeTable<TypedExpr>()
    /// The colors of `.color` expressions.
    public private(set) var colors = NodeTable<RGBA>()
    /// The pieces' numbers of `.piece` expressions.
    public private(set) var pieceValues = NodeTable<PieceValue>()

    /// An empty table.
    public init() {}

    /// The number of expressions.
    public var count: Int { nodes.count }
    /// An expression.
    public subscript(id: TypedExprID) -> TypedExpr { nodes[id] }
    /// Expressions listed together.
    public subscript(list: TypedExprList) -> NodeTable<TypedExpr>.Elements { nodes[list] }
    /// A color expression's color.
    public subscript(color: NodeID<RGBA>) -> RGBA { colors[color] }
    /// A `.piece` expression's number.
    public subscript(piece: NodeID<PieceValue>) -> PieceValue { pieceValues[piece] }

    /// Stores an expression.
    public mutating func add(_ expression: TypedExpr) -> TypedExprID { nodes.add(expression) }
    /// Stores expressions as a list.
    public mutating func add<Expressions: Collection<TypedExpr>>(_ list: Expressions) -> TypedExprList { nodes.add(list) }
    /// Stores the expressions on a stack from `mark` up as a list, and pops them.
    public mutating func add(popping stack: inout [TypedExpr], from mark: Int) -> TypedExprList {
        nodes.add(popping: &stack, from: mark)
    }
    /// Stores a color for a `.color` expression.
    public mutating func add(_ color: RGBA) -> NodeID<RGBA> { colors.add(color) }
    /// Stores a piece's number for a `.piece` expression.
    public mutating func add(_ piece: PieceValue) -> NodeID<PieceValue> { pieceValues.add(piece) }
    /// How many expressions, colors and pieces' numbers are stored, to `truncate` back to.
    public var mark: Mark { Mark(expressions: nodes.count, colors: colors.count, pieceValues: pieceValues.count) }
    /// Forgets the expressions, colors and pieces' numbers stored after `mark`, as when what stored
    /// them is undone.
    public mutating func truncate(to mark: Mark) {
        nodes.truncate(to: mark.expressions)
        colors.truncate(to: mark.colors)
        pieceValues.truncate(to: mark.pieceValues)
    }

    /// A count of expressions, of colors and of pieces' numbers.
    public struct Mark: Sendable {
        let expressions: Int
        let colors: Int
        let pieceValues: Int
    }
}

extension Member {
    /// The member's type on a value of `base`'s type, or nil if it has no such member.
    func type(on base: ValueType) -> ValueType? {
        switch base {
        case .view:
            switch self {
            case .frame, .bounds: return .rect
            default: return type(on: .rect)
            }
        case .rect:
            switch self {
            case .x, .y, .width, .height, .minX, .midX, .maxX, .minY, .midY, .maxY: return .length
            case .origin, .center: return .point
            case .size: return .size
            case .z, .frame, .bounds: return nil
            }
        case .point: return self == .x || self == .y ? .length : nil
        case .size: return self == .width || self == .height ? .length : nil
        case .vector: return self == .x || self == .y || self == .z ? .number : nil
        default: return nil
        }
    }

    /// The members a type has, for "did you mean" notes.
    static func names(on base: ValueType) -> [String] {
        allCases.filter { $0.type(on: base) != nil }.map(\.rawValue)
    }
}

/// The named colors. One byte, not the color's four numbers: what each of a file's names means is
/// kept for every name (`WordsByName`), and a color in place made that table 40 bytes a name.
enum NamedColor: String, CaseIterable {
    case black, white, clear, gray, red, green, blue, yellow, orange, purple, cyan, magenta

    /// The color a name spells, if any: compared with each name, which for twelve short names costs
    /// less than `init(rawValue:)`'s general search (every name of a file is looked up once).
    static func named(_ spelling: String) -> NamedColor? { allCases.first { $0.rawValue == spelling } }

    /// Its color.
    var rgba: RGBA {
        switch self {
        case .black: RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        case .white: RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        case .clear: RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        case .gray: RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        case .red: RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        case .green: RGBA(red: 0, green: 1, blue: 0, alpha: 1)
        case .blue: RGBA(red: 0, green: 0, blue: 1, alpha: 1)
        case .yellow: RGBA(red: 1, green: 1, blue: 0, alpha: 1)
        case .orange: RGBA(red: 1, green: 0.5, blue: 0, alpha: 1)
        case .purple: RGBA(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        case .cyan: RGBA(red: 0, green: 1, blue: 1, alpha: 1)
        case .magenta: RGBA(red: 1, green: 0, blue: 1, alpha: 1)
        }
    }
}

/// The color names, for suggestions.
let namedColorNames = NamedColor.allCases.map(\.rawValue)
