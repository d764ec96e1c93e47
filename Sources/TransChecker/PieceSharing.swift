import TransIR
import TransSyntax

/// How many checked values are stored (expressions with their colors and pieces' numbers,
/// keyframes, segment curves), to forget those stored after.
struct StoredValuesMark {
    let expressions: TypedExpressionTable.Mark
    let keyframes: Int
    let segmentCurves: Int
}

/// The pieces of a block check one after another, and each stores its values. Where a piece's differ
/// from the first piece's only by the pieces' own numbers (`.piece` expressions computing alike, each
/// giving its own piece its own value), it keeps the first piece's and its own are forgotten: a block
/// of 24 pieces then stores its values once, not 24 times. What a piece folds into a plain number
/// (a colour's alpha, a keyframe's position) is compared as it is, so a piece whose numbers end up
/// there keeps its own.
extension Checker {
    var storedValues: StoredValuesMark {
        StoredValuesMark(expressions: typedExpressions.mark, keyframes: checkedKeyframes.count, segmentCurves: segmentCurves.count)
    }

    /// Forgets the values stored after `mark`, which nothing refers to any more.
    mutating func forgetValues(storedSince mark: StoredValuesMark) {
        typedExpressions.truncate(to: mark.expressions)
        checkedKeyframes.truncate(to: mark.keyframes)
        segmentCurves.truncate(to: mark.segmentCurves)
    }

    // Lists are compared place by place through their ids: a pair of `Elements` views would retain
    // and release the tables' chunks for each list.
    fileprivate func sameForEveryPiece(_ a: NodeList<CheckedKeyframe>, _ b: NodeList<CheckedKeyframe>) -> Bool {
        guard a.count == b.count else { return false }
        for position in 0..<Int(a.count) {
            let (x, y) = (checkedKeyframes[a.id(at: position)], checkedKeyframes[b.id(at: position)])
            guard x.offset.bitPattern == y.offset.bitPattern, sameForEveryPiece(x.value, y.value) else { return false }
            switch (x.curve, y.curve) {
            case (nil, nil): continue
            case (let p?, let q?): if !Self.identical(segmentCurves[p], segmentCurves[q]) { return false }
            case (_?, nil), (nil, _?): return false
            }
        }
        return true
    }

    fileprivate func sameForEveryPiece(_ a: TypedExprID?, _ b: TypedExprID?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return sameForEveryPiece(a, b)
    }

    fileprivate func sameForEveryPiece(_ a: TypedExprID, _ b: TypedExprID) -> Bool {
        a == b || sameForEveryPiece(typedExpressions[a], typedExpressions[b])
    }

    fileprivate func sameForEveryPiece(_ a: TypedExpr?, _ b: TypedExpr?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return sameForEveryPiece(a, b)
    }

    fileprivate func sameForEveryPiece(_ a: TypedExprList, _ b: TypedExprList) -> Bool {
        guard a.count == b.count else { return false }
        for position in 0..<Int(a.count) where !sameForEveryPiece(a.id(at: position), b.id(at: position)) { return false }
        return true
    }

    /// Numbers are compared bit for bit: `-0` is written otherwise than `0` in what is generated.
    fileprivate func sameForEveryPiece(_ a: TypedExpr, _ b: TypedExpr) -> Bool {
        guard a.type == b.type, a.range == b.range else { return false }
        switch a.kind {
        case .constant(let x):
            if case .constant(let y) = b.kind { return x.bitPattern == y.bitPattern }
        case .piece(let x):
            if case .piece(let y) = b.kind { return typedExpressions[x].leaf.isIdentical(to: typedExpressions[y].leaf) }
        case .bool(let x):
            if case .bool(let y) = b.kind { return x == y }
        case .color(let x):
            if case .color(let y) = b.kind { return Self.identical(typedExpressions[x], typedExpressions[y]) }
        case .input(let x):
            if case .input(let y) = b.kind { return x == y }
        case .view(let x):
            if case .view(let y) = b.kind { return x == y }
        case .member(let x, let m):
            if case .member(let y, let n) = b.kind { return m == n && sameForEveryPiece(x, y) }
        case .call(let x, let f):
            if case .call(let y, let g) = b.kind { return f == g && sameForEveryPiece(x, y) }
        case .tuple(let x):
            if case .tuple(let y) = b.kind { return sameForEveryPiece(x, y) }
        case .negate(let x):
            if case .negate(let y) = b.kind { return sameForEveryPiece(x, y) }
        case .binary(let x, let u, let p):
            if case .binary(let y, let v, let q) = b.kind { return p == q && sameForEveryPiece(x, y) && sameForEveryPiece(u, v) }
        case .named(let m, let x):
            if case .named(let n, let y) = b.kind { return m == n && sameForEveryPiece(x, y) }
        case .error:
            if case .error = b.kind { return true }
        }
        return false
    }

    private static func identical(_ a: RGBA, _ b: RGBA) -> Bool {
        a.red.bitPattern == b.red.bitPattern && a.green.bitPattern == b.green.bitPattern && a.blue.bitPattern == b.blue.bitPattern
            && a.alpha.bitPattern == b.alpha.bitPattern
    }

    private static func identical(_ a: TimingCurve, _ b: TimingCurve) -> Bool {
        func same(_ x: Double, _ y: Double) -> Bool { x.bitPattern == y.bitPattern }
        switch (a, b) {
        case (.cubicBezier(let a1, let a2, let a3, let a4), .cubicBezier(let b1, let b2, let b3, let b4)):
            return same(a1, b1) && same(a2, b2) && same(a3, b3) && same(a4, b4)
        case (.steps(let m, let p), .steps(let n, let q)): return m == n && p == q
        case (.piecewiseLinear(let p), .piecewiseLinear(let q)):
            return p.count == q.count && zip(p, q).allSatisfy { p, q in
                same(p.output, q.output) && (p.input == nil) == (q.input == nil) && same(p.input ?? 0, q.input ?? 0)
            }
        case (.cubicBezier, _), (.steps, _), (.piecewiseLinear, _): return false
        }
    }
}

extension CheckedTrack: PieceBlockItem {
    var pieceValues: (keyframes: NodeList<CheckedKeyframe>, axis: TypedExprID?) {
        get { (keyframes, axis) }
        set { (keyframes, axis) = newValue }
    }

    func hasValues(of first: PieceValues, in checker: Checker) -> Bool {
        checker.sameForEveryPiece(keyframes, first.keyframes) && checker.sameForEveryPiece(axis, first.axis)
    }
}

extension CheckedShade: PieceBlockItem {
    var pieceValues: (gradient: TypedExpr, start: TypedExpr?, end: TypedExpr?, opacity: NodeList<CheckedKeyframe>) {
        get { (gradient, start, end, opacity) }
        set { (gradient, start, end, opacity) = newValue }
    }

    func hasValues(of first: PieceValues, in checker: Checker) -> Bool {
        checker.sameForEveryPiece(gradient, first.gradient) && checker.sameForEveryPiece(start, first.start)
            && checker.sameForEveryPiece(end, first.end) && checker.sameForEveryPiece(opacity, first.opacity)
    }
}
