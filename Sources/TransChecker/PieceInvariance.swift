import TransSyntax

// Whether a pieces block's syntax may read the piece it is checked for. An item that cannot
// (no piece word, no `stagger` or `random`) checks to the same values and the same diagnostics
// for every piece, so the checker checks it for the first piece and reuses that for the others.
// The answer may say "may read" of something that does not (a piece word used as a member's
// name, say): that item is only checked once per piece, as every item once was.

extension Expr {
    /// Whether the expression names a piece's number or calls a piece's function anywhere in it.
    var mayReadPiece: Bool {
        switch kind {
        case .number, .color, .error: false
        case .name(let name): PieceScope.words.contains(name)
        case .member(let base, _): base.mayReadPiece
        case .call(let callee, let arguments):
            PieceScope.functions.contains(callee.name) || PieceScope.words.contains(callee.name)
                || arguments.contains { $0.mayReadPiece }
        case .tuple(let elements), .list(let elements): elements.contains { $0.mayReadPiece }
        case .negate(let operand): operand.mayReadPiece
        case .binary(_, let left, let right): left.mayReadPiece || right.mayReadPiece
        }
    }
}

extension CurveSyntax {
    /// Whether any of the curve's values may read the piece.
    var mayReadPiece: Bool {
        switch kind {
        case .named: false
        case .cubicBezier(let values): values.contains { $0.mayReadPiece }
        case .steps(let count, _): count.mayReadPiece
        case .linearPoints(let stops): stops.contains { $0.value.mayReadPiece || $0.positions.contains { $0.mayReadPiece } }
        }
    }
}

extension TimingStatement {
    /// Whether the statement's values may read the piece.
    var mayReadPiece: Bool {
        switch kind {
        case .duration(let expr), .delay(let expr): expr.mayReadPiece
        case .curve(let curve): curve.mayReadPiece
        case .spring(let parameters): parameters.contains { $0.value.mayReadPiece }
        }
    }
}

extension TrackValue {
    /// Whether any value, keyframe position or segment curve may read the piece.
    var mayReadPiece: Bool {
        switch self {
        case .set(let expr): expr.mayReadPiece
        case .ramp(let values): values.contains { $0.mayReadPiece }
        case .keyframes(let frames):
            frames.contains { $0.offset.mayReadPiece || $0.value.mayReadPiece || ($0.curve?.mayReadPiece ?? false) }
        }
    }
}

extension Track {
    /// Whether the track's value, axis or own timing may read the piece.
    var mayReadPiece: Bool {
        value.mayReadPiece || (axis?.mayReadPiece ?? false) || timing.contains { $0.mayReadPiece }
    }
}

extension ShadeTrack {
    /// Whether the shade's gradient, points, opacity or own timing may read the piece.
    var mayReadPiece: Bool {
        gradient.mayReadPiece || (start?.mayReadPiece ?? false) || (end?.mayReadPiece ?? false)
            || (opacity?.mayReadPiece ?? false) || timing.contains { $0.mayReadPiece }
    }
}
