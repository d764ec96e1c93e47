import TransDiagnostics
import TransIR

/// A parsed `.trans` file: inputs, named values and transitions in source order.
///
/// A node written inside another, or listed with others, is held by the table of its kind and
/// named by index (`NodeID`, or `NodeList` for a run of them), so a tree costs no allocation per
/// node: a statement's body, a block's items, an expression's operands are places in these tables.
public struct FileSyntax: Sendable {
    /// The declarations as written, in chunks as the nodes inside them are: a file's thousands would
    /// otherwise grow one array by doubling, and be copied to its size, while the whole tree is held;
    /// and the checker frees them behind it with the rest (`SyntaxReleasePoint`).
    public var declarationTable = NodeTable<Declaration>()
    /// The names written in the file, each once; identifiers name them by index.
    public var names = NameTable()
    /// The expressions nested in other expressions or listed together.
    public var expressions = ExpressionTable()
    /// The statements of transition bodies and `reverse { … }` bodies.
    public var statements = NodeTable<TransitionStatement>()
    /// The animate blocks.
    public var animateBlocks = NodeTable<AnimateBlock>()
    /// The named values of transitions.
    public var transitionValues = NodeTable<ValueDecl>()
    /// The items of animate blocks.
    public var animateItems = NodeTable<AnimateItem>()
    /// The tracks of animate blocks.
    public var tracks = NodeTable<Track>()
    /// The shades of animate blocks.
    public var shades = NodeTable<ShadeTrack>()
    /// Every timing statement: of transitions, blocks, tracks, shades and `reverse auto { … }`.
    public var timingStatements = NodeTable<TimingStatement>()
    /// The keyframes of `keyframes { … }`.
    public var keyframes = NodeTable<Keyframe>()
    /// The stops of `linear(…)` curves.
    public var linearStops = NodeTable<LinearStop>()
    /// The parameters of springs.
    public var springParameters = NodeTable<SpringParameter>()
    /// The views of `keep`, `hide` and `above` or `below`, and those inside `snapshot(…)`.
    public var actors = NodeTable<ActorRef>()
    /// The operations listed after `for` and `interactive`.
    public var operations = NodeTable<OperationName>()
    /// The settings of interactive blocks.
    public var interactiveItems = NodeTable<InteractiveItem>()
    /// The tracks of `follow … { … }`.
    public var followTracks = NodeTable<FollowTrackSyntax>()
    /// Places between declarations before which the nodes can be freed once checked, in order: one
    /// after each declaration whose expressions fill a chunk of their table, so that each frees some.
    public var releasePoints: [SyntaxReleasePoint] = []

    /// An empty file.
    public init() {}

    /// The declarations as written, in order.
    public var declarations: NodeTable<Declaration>.Elements { declarationTable[declarationTable.list(since: 0)] }
}

/// A top-level declaration.
public enum Declaration: Sendable {
    /// `input name: type [= sample] ["summary"]`
    case input(InputDecl)
    /// `transition Name for ops { … }`
    case transition(TransitionDecl)
    /// `let lift = 24pt`, a named value for the whole file.
    case value(ValueDecl)
}

/// A name as written, with where it was written.
public struct Identifier: Sendable, Equatable {
    /// The name, in the file's `NameTable`.
    public var name: Name
    /// Where it is in the file.
    public var range: SourceRange
}

/// `input cell: view = (40, 200, 120, 90) "the tapped cell"`: a value the app supplies when the
/// transition starts, with a sample value for the tools that run the transition without an app.
public struct InputDecl: Sendable {
    /// The input's name.
    public var name: Identifier
    /// Its type, or `nil` if the type name was not known (already reported).
    public var type: InputType?
    /// Where the type was written.
    public var typeRange: SourceRange
    /// The sample value after `=`, if any: what `eval` and `preview` use when no value is given.
    public var sample: Expr?
    /// An optional description for generated documentation.
    public var summary: String?
    /// The whole declaration.
    public var range: SourceRange
}

/// `let lift = 24pt`: a name for a constant value, written once and used wherever an
/// expression is.
public struct ValueDecl: Sendable {
    /// The value's name.
    public var name: Identifier
    /// The expression it names.
    public var value: Expr
    /// The whole definition.
    public var range: SourceRange
}

/// An operation named in source.
public struct OperationName: Sendable {
    /// Which operation.
    public var operation: TransitionOperation
    /// Where it was named.
    public var range: SourceRange
}

/// `transition PageFlip for push, present { … }`
public struct TransitionDecl: Sendable {
    /// The transition's name.
    public var name: Identifier
    /// The operations listed after `for`.
    public var operations: NodeList<OperationName>
    /// The statements of the body.
    public var body: NodeList<TransitionStatement>
    /// The whole declaration.
    public var range: SourceRange
}

/// A statement in a transition's body.
public struct TransitionStatement: Sendable {
    /// What it says.
    public var kind: Kind
    /// The whole statement.
    public var range: SourceRange

    /// The statements a transition body can hold. A large one is held by its table, so that a
    /// statement stays small to copy and to store.
    public enum Kind: Sendable {
        /// `duration`, `delay`, `curve` or `spring` for the whole transition.
        case timing(NodeID<TimingStatement>)
        /// `perspective 500pt`: the container's sublayer perspective distance.
        case perspective(Expr)
        /// `to below from`
        case order(upper: NodeID<ActorRef>, relation: OrderRelation, lower: NodeID<ActorRef>)
        /// `keep from, snapshot(from)`: the views stay as the transition leaves them until the backward one.
        case keep(NodeList<ActorRef>)
        /// `hide cell, detail`: hidden while the transition runs, shown again after.
        case hide(NodeList<ActorRef>)
        /// `animate from { … }`
        case animate(NodeID<AnimateBlock>)
        /// `reverse auto { … }` or `reverse { … }`
        case reverse(ReverseClause)
        /// `interactive pop { … }`
        case interactive(InteractiveBlock)
        /// `let lift = 24pt`, a named value for this transition.
        case value(NodeID<ValueDecl>)
        /// `layout-direction fixed`: the word after the keyword, checked against `LayoutDirectionRule`.
        case layoutDirection(Identifier)
        /// `reduce-motion full`: the word after the keyword, checked against `ReduceMotionRule`.
        case reduceMotion(Identifier)
    }
}

/// Whether the first view goes above or below the second.
public enum OrderRelation: String, Sendable {
    case above, below
}

/// `duration 0.6s`, `delay 100ms`, `curve ease-out`, `spring damping 0.5 velocity 2`.
public struct TimingStatement: Sendable {
    /// What it sets.
    public var kind: Kind
    /// The keyword alone, for "given twice" notes.
    public var keywordRange: SourceRange
    /// The whole statement.
    public var range: SourceRange

    /// The timing settings.
    public enum Kind: Sendable {
        case duration(Expr)
        case delay(Expr)
        case curve(CurveSyntax)
        case spring(NodeList<SpringParameter>)
    }
}

/// A pacing curve as written.
public struct CurveSyntax: Sendable {
    /// Which form.
    public var kind: Kind
    /// Where it is.
    public var range: SourceRange

    /// The curve forms.
    public enum Kind: Sendable {
        /// `ease-out`, `linear`, …
        case named(Identifier)
        /// `cubic-bezier(x1, y1, x2, y2)`
        case cubicBezier(ExprList)
        /// `steps(4, jump-end)`; the count in the file's expressions (held in place it would make
        /// every timing statement half as large again).
        case steps(count: ExprID, position: Identifier?)
        /// `linear(0, 0.25 75%, 1)`
        case linearPoints(NodeList<LinearStop>)
    }
}

/// A stop of `linear(…)`: an output value and up to two input positions.
public struct LinearStop: Sendable {
    /// The output value.
    public var value: Expr
    /// Zero, one or two positions (fractions of the input).
    public var positions: ExprList
    /// The stop in source.
    public var range: SourceRange
}

/// `damping 0.55` after `spring`.
public struct SpringParameter: Sendable {
    /// Which parameter.
    public var name: SpringParameterName
    /// Where the name is.
    public var nameRange: SourceRange
    /// Its value.
    public var value: Expr

    /// The parameter in source.
    public var range: SourceRange { nameRange.union(value.range) }
}

/// A view a statement acts on.
public struct ActorRef: Sendable {
    /// Which view.
    public var kind: Kind
    /// Where it is named.
    public var range: SourceRange

    /// The views of a transition.
    public enum Kind: Sendable {
        /// The view being left.
        case from
        /// The view arriving.
        case to
        /// The transition's container view.
        case container
        /// The dimming layer between the presenter and the presented view.
        case dimming
        /// A snapshot of another view, made when the transition starts.
        case snapshot(NodeID<ActorRef>)
        /// A `view` input.
        case input(Identifier)
    }
}

/// `animate from { … }`, or `animate pieces(from, rows 6, columns 4) { … }`
public struct AnimateBlock: Sendable {
    /// The view animated, or the view whose snapshot is cut into pieces.
    public var actor: ActorRef
    /// The grid the view's snapshot is cut into, for `animate pieces(…)`: each piece runs the block.
    public var pieces: PieceGridSyntax? = nil
    /// Its timing settings and tracks, in order.
    public var items: NodeList<AnimateItem>
    /// The whole block.
    public var range: SourceRange
}

/// `pieces(from, rows 6, columns 4)`: `rows` and `columns` each 1 unless written.
public struct PieceGridSyntax: Sendable {
    /// `rows N`, if written, in the file's expressions.
    public var rows: ExprID?
    /// `columns N`, if written, in the file's expressions.
    public var columns: ExprID?
    /// From `pieces` to its `)`.
    public var range: SourceRange
}

/// What an animate block holds, each in its table.
public enum AnimateItem: Sendable {
    /// Timing for every track of the block.
    case timing(NodeID<TimingStatement>)
    /// A property's change.
    case track(NodeID<Track>)
    /// A gradient overlay.
    case shade(NodeID<ShadeTrack>)
}

/// `rotate-y 0deg -> -90deg { delay 0.1s }`
public struct Track: Sendable {
    /// The property's name (resolved by the checker).
    public var property: Identifier
    /// Its value or values.
    public var value: TrackValue
    /// `about (x, y, z)`, the axis of a `rotate`, in the file's expressions (few tracks have one).
    public var axis: ExprID?
    /// Timing for this track alone.
    public var timing: NodeList<TimingStatement>
    /// The whole track.
    public var range: SourceRange
}

/// How a track's value changes.
public enum TrackValue: Sendable {
    /// One value, set when the transition starts.
    case set(Expr)
    /// Values reached one after another at even spacing: `a -> b -> c`.
    case ramp(ExprList)
    /// Values at explicit percentages: `keyframes { 0%: a, 40%: b, 100%: c }`.
    case keyframes(NodeList<Keyframe>)
}

/// `40%: 1`, or `40%: 1 ease-in` with the curve of the segment that starts there.
public struct Keyframe: Sendable {
    /// Where in the track (a fraction).
    public var offset: Expr
    /// The value there.
    public var value: Expr
    /// The curve pacing the segment from this keyframe to the next, if written.
    public var curve: CurveSyntax?
    /// The whole keyframe.
    public var range: SourceRange
}

/// `shade linear(black(50%), clear) from (0, 0.5) to (0.8, 0.5) opacity 0 -> 1`
public struct ShadeTrack: Sendable {
    /// The gradient.
    public var gradient: Expr
    /// Start point in unit coordinates (default: CAGradientLayer's (0.5, 0)).
    public var start: Expr?
    /// End point in unit coordinates (default: CAGradientLayer's (0.5, 1)).
    public var end: Expr?
    /// The overlay's opacity over time (default 1 throughout).
    public var opacity: TrackValue?
    /// Timing for the shade alone.
    public var timing: NodeList<TimingStatement>
    /// The whole shade.
    public var range: SourceRange
}

/// `reverse auto { duration 0.25s }`, or `reverse { … }`: a backward motion of its own.
public struct ReverseClause: Sendable {
    /// Timing overrides for the backward transition (`reverse auto { … }`); empty for a body.
    public var timing: NodeList<TimingStatement>
    /// The statements of `reverse { … }`, in the backward operation's terms; nil for `reverse auto`.
    public var body: NodeList<TransitionStatement>? = nil
    /// The whole clause.
    public var range: SourceRange
}

/// `interactive pop { gesture edge-pan(left) complete-at 50% }`
public struct InteractiveBlock: Sendable {
    /// The operations the gesture starts.
    public var operations: NodeList<OperationName>
    /// The block's settings.
    public var items: NodeList<InteractiveItem>
    /// The whole block.
    public var range: SourceRange
}

/// A setting of an interactive block.
public struct InteractiveItem: Sendable {
    /// Which setting.
    public var kind: Kind
    /// The whole setting.
    public var range: SourceRange

    /// The settings.
    public enum Kind: Sendable {
        /// The recognizer; `nil` when it was written wrong (already reported).
        case gesture(GestureSyntax?)
        /// The progress past which a release finishes the transition.
        case completeAt(Expr)
        /// The release speed past which a flick finishes (or, against the gesture, cancels).
        case flick(Expr)
        /// The travel that counts as 100 % (default: the container's extent along the gesture).
        case distance(Expr)
        /// A view that follows the finger while the gesture is active.
        case follow(FollowSyntax)
        /// The spring a followed view moves by after the release.
        case release(ReleaseSyntax)
    }
}

/// `follow from { scale 1 -> 0.6 over 300pt }`: the view moves with the finger, and each track
/// is a function of the distance dragged.
public struct FollowSyntax: Sendable {
    /// The view that follows.
    public var actor: ActorRef
    /// Its tracks over the distance dragged; empty without a block.
    public var tracks: NodeList<FollowTrackSyntax>
}

/// `scale 1 -> 0.6 over 300pt`: from the first value at no distance to the second at `over`.
public struct FollowTrackSyntax: Sendable {
    /// The property's name (resolved by the checker).
    public var property: Identifier
    /// The value before any drag.
    public var start: Expr
    /// The value once the finger has dragged `over`.
    public var end: Expr
    /// The distance over which it changes.
    public var over: Expr
    /// The whole track.
    public var range: SourceRange
}

/// `release spring damping 0.85 duration 0.4s`: the spring a followed view moves by on release.
public struct ReleaseSyntax: Sendable {
    /// The spring's parameters as written (the checker accepts `damping`).
    public var parameters: NodeList<SpringParameter>
    /// The spring's duration, if written.
    public var duration: Expr?
}

/// `pan(right)`, `edge-pan(left)`, `pinch(in)`
public struct GestureSyntax: Sendable {
    /// The recognizer.
    public var kind: GestureKind
    /// Its direction or edge.
    public var direction: GestureDirection
    /// Where it is.
    public var range: SourceRange
}

/// An expression. One written where a statement wants a value is held by the statement; the
/// expressions inside it, and those listed together, are held by the file's `ExpressionTable`
/// and named by index, so a tree of expressions costs no allocation of its own.
public struct Expr: Sendable {
    /// What it is.
    public var kind: Kind
    /// Where it is.
    public var range: SourceRange

    /// The expression forms.
    public enum Kind: Sendable {
        /// `0.6s`, `50%`, `12`
        case number(NumberLiteral)
        /// `#1e90ff` as 0xRRGGBBAA.
        case color(UInt32)
        /// `container`, `cell`, `black`
        case name(Name)
        /// `button.maxX`: the member's name is the expression's last bytes (`Expr.member(_:in:)`).
        case member(ExprID, Name)
        /// `max(a, b)`, `black(50%)`, `circle(p, r)`: the function's name is the expression's first
        /// bytes (`Expr.callee(_:in:)`).
        case call(Name, ExprList)
        /// `(x, y)`, `(x, y, w, h)`, `(x, y, z)`
        case tuple(ExprList)
        /// `[rotate(1turn), translate(120, 0)]`, a transform list.
        case list(ExprList)
        /// `-x`
        case negate(ExprID)
        /// `a + b` and the like.
        case binary(BinaryOperator, ExprID, ExprID)
        /// Something that did not parse (already reported).
        case error
    }
}

extension Expr {
    /// The function a call names, with its place: the call's first bytes. A call holds the name
    /// alone, and a member access likewise: with the names' places an expression was 32 bytes, not 24.
    public func callee(_ name: Name, in names: NameTable) -> Identifier {
        let start = range.start
        return Identifier(name: name, range: SourceRange(start: start, end: start + names[name].utf8.count))
    }

    /// The member a member access names, with its place: the expression's last bytes.
    public func member(_ name: Name, in names: NameTable) -> Identifier {
        let end = range.end
        return Identifier(name: name, range: SourceRange(start: end - names[name].utf8.count, end: end))
    }
}

/// An expression inside another: its place in the file's `ExpressionTable`.
public typealias ExprID = NodeID<Expr>
/// Expressions written one after another (a call's arguments, a tuple's elements, a ramp's
/// values): a run of consecutive nodes of the file's `ExpressionTable`.
public typealias ExprList = NodeList<Expr>
/// The expressions of a file that other syntax refers to by `ExprID` or `ExprList`.
public typealias ExpressionTable = NodeTable<Expr>
