import TransSyntax

// Whether a pieces block's syntax may read the piece it is checked for. An item that cannot
// (no piece word, no `stagger` or `random`) checks to the same values and the same diagnostics
// for every piece; the first reading of a block, which only numbers its `random` calls, skips it.
// (Whether an item is checked once for all the pieces is decided by its check itself: one that
// folded none of the piece's numbers, `Checker.piecesRead`, is reused.) The answer may say "may
// read" of something that does not (a piece word used as a member's name, say): that item is only
// read once more.

extension Expr {
    /// Whether the expression names a piece's number or calls a piece's function anywhere in it.
    func mayReadPiece(in file: FileSyntax) -> Bool {
        switch kind {
        case .number, .color, .error: false
        case .name(let name): PieceNumber(rawValue: file.names[name]) != nil
        case .member(let base, _): file.expressions[base].mayReadPiece(in: file)
        case .call(let callee, let arguments):
            PieceFunction(rawValue: file.names[callee]) != nil || PieceNumber(rawValue: file.names[callee]) != nil
                || file.expressions[arguments].contains { $0.mayReadPiece(in: file) }
        case .tuple(let elements), .list(let elements): file.expressions[elements].contains { $0.mayReadPiece(in: file) }
        case .negate(let operand): file.expressions[operand].mayReadPiece(in: file)
        case .binary(_, let left, let right): file.expressions[left].mayReadPiece(in: file) || file.expressions[right].mayReadPiece(in: file)
        }
    }
}

extension CurveSyntax {
    /// Whether any of the curve's values may read the piece.
    func mayReadPiece(in file: FileSyntax) -> Bool {
        switch kind {
        case .named: false
        case .cubicBezier(let values): file.expressions[values].contains { $0.mayReadPiece(in: file) }
        case .steps(let count, _): file.expressions[count].mayReadPiece(in: file)
        case .linearPoints(let stops):
            file.linearStops[stops].contains {
                $0.value.mayReadPiece(in: file) || file.expressions[$0.positions].contains { $0.mayReadPiece(in: file) }
            }
        }
    }
}

extension TimingStatement {
    /// Whether the statement's values may read the piece.
    func mayReadPiece(in file: FileSyntax) -> Bool {
        switch kind {
        case .duration(let expr), .delay(let expr): expr.mayReadPiece(in: file)
        case .curve(let curve): curve.mayReadPiece(in: file)
        case .spring(let parameters): file.springParameters[parameters].contains { $0.value.mayReadPiece(in: file) }
        }
    }
}

extension TrackValue {
    /// Whether any value, keyframe position or segment curve may read the piece.
    func mayReadPiece(in file: FileSyntax) -> Bool {
        switch self {
        case .set(let expr): expr.mayReadPiece(in: file)
        case .ramp(let values): file.expressions[values].contains { $0.mayReadPiece(in: file) }
        case .keyframes(let frames):
            file.keyframes[frames].contains {
                $0.offset.mayReadPiece(in: file) || $0.value.mayReadPiece(in: file)
                    || ($0.curve?.mayReadPiece(in: file) ?? false)
            }
        }
    }
}

extension Track {
    /// Whether the track's value, axis or own timing may read the piece.
    func mayReadPiece(in file: FileSyntax) -> Bool {
        value.mayReadPiece(in: file) || (axis.map { file.expressions[$0].mayReadPiece(in: file) } ?? false)
            || file.timingStatements[timing].contains { $0.mayReadPiece(in: file) }
    }
}

extension ShadeTrack {
    /// Whether the shade's gradient, points, opacity or own timing may read the piece.
    func mayReadPiece(in file: FileSyntax) -> Bool {
        gradient.mayReadPiece(in: file) || (start?.mayReadPiece(in: file) ?? false)
            || (end?.mayReadPiece(in: file) ?? false) || (opacity?.mayReadPiece(in: file) ?? false)
            || file.timingStatements[timing].contains { $0.mayReadPiece(in: file) }
    }
}
