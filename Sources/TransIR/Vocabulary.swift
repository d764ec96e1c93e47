/// The words the language, the compiler and the runtime share. They live here, at the
/// bottom of the pipeline, so that the runtime depends on nothing and the front end
/// speaks the runtime's terms.

/// The operations a transition can run.
public enum TransitionOperation: String, CaseIterable, Sendable, Hashable {
    case push, pop, present, dismiss, tab

    /// The operation that undoes this one, if any (`tab` has none: it runs both ways).
    public var backward: TransitionOperation? {
        switch self {
        case .push: .pop
        case .pop: .push
        case .present: .dismiss
        case .dismiss: .present
        case .tab: nil
        }
    }
}

/// The gesture recognizers.
public enum GestureKind: String, CaseIterable, Sendable {
    case pan
    case edgePan = "edge-pan"
    case pinch

    /// The directions (or edges) this gesture takes.
    public var directions: [GestureDirection] {
        switch self {
        case .pan: [.left, .right, .up, .down, .horizontal]
        case .edgePan: [.left, .right, .top, .bottom]
        case .pinch: [.in, .out]
        }
    }
}

/// Directions of a pan, edges of an edge pan, and ways of a pinch. `horizontal` is a pan
/// either way along x, whose sign picks what happens (a tab switch toward one neighbour or the other).
public enum GestureDirection: String, CaseIterable, Sendable {
    case left, right, up, down, top, bottom, `in`, out, horizontal
}

/// The arithmetic operators.
public enum BinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
}

/// A view a transition works on.
public enum Actor: Hashable, Sendable, CustomStringConvertible {
    case from, to, container
    /// A solid layer filling the container, below `to` and above `from`: what a presentation
    /// controller's dimming view is. Made at setup; its background colour is black unless a track
    /// says otherwise.
    case dimming
    /// A `view` input, by name.
    case input(String)
    /// A snapshot of another view, taken when the transition starts.
    indirect case snapshot(Actor)
    /// One piece of a snapshot of another view cut into a grid (`animate pieces(from, rows 6, columns 4)`).
    indirect case piece(Actor, PieceCell)

    /// The actor as written in source: `from`, `snapshot(cell)`.
    public var description: String {
        switch self {
        case .from: "from"
        case .to: "to"
        case .container: "container"
        case .dimming: "dimming"
        case .input(let name): name
        case .snapshot(let inner): "snapshot(\(inner))"
        case .piece(let inner, let cell): "piece(\(inner), \(cell.row), \(cell.column) of \(cell.rows)x\(cell.columns))"
        }
    }

    /// The same actor in the backward transition, where `from` and `to` trade places.
    public var swappingFromAndTo: Actor {
        switch self {
        case .from: .to
        case .to: .from
        case .container, .dimming, .input: self
        case .snapshot(let inner): .snapshot(inner.swappingFromAndTo)
        case .piece(let inner, let cell): .piece(inner.swappingFromAndTo, cell)
        }
    }
}

extension Actor {
    /// The view a layer's picture is taken of when the transition starts, for a snapshot or a piece
    /// of one (which stand in for that view above it); nil for a view that is itself.
    public var pictured: Actor? {
        switch self {
        case .snapshot(let inner), .piece(let inner, _): inner
        case .from, .to, .container, .dimming, .input: nil
        }
    }

    /// The cell of a piece; nil for any other view.
    public var pieceCell: PieceCell? {
        switch self {
        case .piece(_, let cell): cell
        case .from, .to, .container, .dimming, .input, .snapshot: nil
        }
    }
}

/// Members of geometric values.
public enum Member: String, CaseIterable, Sendable {
    case x, y, z, width, height
    case minX, midX, maxX, minY, midY, maxY
    case origin, size, center, frame, bounds
}

/// The built-in functions.
public enum Builtin: String, CaseIterable, Sendable {
    case min, max, abs, sqrt, hypot, clamp
    /// Distance from a point to the container's farthest corner.
    case farthestCorner = "farthest-corner"
    /// Shapes.
    case rect, roundedRect = "rounded-rect", oval, circle
    /// `rgb(r, g, b[, a])` with components in 0…1.
    case rgb
    /// `linear(color, color, …)`: a gradient with evenly spaced stops.
    case linear
    /// `black(50%)`: a named color with another alpha.
    case withAlpha = "with-alpha"
    /// The functions of a transform list (see `TransformList`).
    case translate
    case translateX = "translate-x", translateY = "translate-y", translateZ = "translate-z"
    case scale
    case scaleX = "scale-x", scaleY = "scale-y"
    case rotate
    case rotateX = "rotate-x", rotateY = "rotate-y", rotateZ = "rotate-z"
    /// `[f, g, …]`: a transform list, its items' functions in order (written with brackets, not by this name).
    case transformList = "transform-list"
}
