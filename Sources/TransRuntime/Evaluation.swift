import Foundation
import TransIR

/// What a transition runs in: the container's size, the views' frames, the inputs.
public struct SceneEnvironment: Sendable {
    /// The container's size (its bounds start at the origin).
    public var container: Size
    /// The from-view's frame as the transition starts; the container's bounds by default.
    public var fromFrame: Rect?
    /// The to-view's final frame; the container's bounds by default.
    public var toFrame: Rect?
    /// Input values by name.
    public var inputs: [String: InputValue]
    /// Which way the screen reads: in right-to-left a transition that follows the layout
    /// direction runs its mirror (`TransitionProgram.laidOut`). The frames and inputs are the
    /// views where they stand in that layout.
    public var layoutDirection: LayoutDirection
    /// Whether Reduce Motion is on: a transition then runs `motion(reduced: true)`, a cross-fade
    /// unless it says `reduce-motion full`.
    public var reduceMotion: Bool

    /// Makes an environment; 390×844 is an iPhone's portrait screen in points.
    public init(container: Size = Size(width: 390, height: 844), fromFrame: Rect? = nil, toFrame: Rect? = nil,
                inputs: [String: InputValue] = [:], layoutDirection: LayoutDirection = .leftToRight, reduceMotion: Bool = false) {
        (self.container, self.fromFrame, self.toFrame, self.inputs) = (container, fromFrame, toFrame, inputs)
        (self.layoutDirection, self.reduceMotion) = (layoutDirection, reduceMotion)
    }

    /// The container's bounds.
    public var bounds: Rect { Rect(x: 0, y: 0, width: container.width, height: container.height) }
}

/// A value the app hands over for an input.
public enum InputValue: Sendable, Equatable {
    /// A view, by its frame in container coordinates.
    case view(frame: Rect)
    case rect(Rect)
    case point(Point)
    case size(Size)
    /// A length in points, a number, an angle in radians or a time in seconds.
    case number(Double)
    case color(RGBA)

    /// The input types this value can stand for.
    func fits(_ type: InputType) -> Bool {
        switch (self, type) {
        case (.view, .view), (.rect, .rect), (.point, .point), (.size, .size), (.color, .color): true
        case (.number, .length), (.number, .number), (.number, .angle), (.number, .time): true
        default: false
        }
    }

    /// How an error message names the value's kind (compiled transitions name it so too).
    public var kind: String {
        switch self {
        case .view: "a view"
        case .rect: "a rect"
        case .point: "a point"
        case .size: "a size"
        case .number: "a number"
        case .color: "a color"
        }
    }
}

/// Why a transition cannot run. Every failure is one of these, never a trap.
public enum RuntimeError: Error, Equatable, CustomStringConvertible {
    /// An input the transition needs was not supplied.
    case missingInput(name: String, type: InputType)
    /// An input was supplied with a value of the wrong type.
    case mismatchedInput(name: String, expected: InputType, found: String)
    /// No transition of that name.
    case unknownTransition(String, available: [String])
    /// The transition does not run that operation.
    case unsupportedOperation(transition: String, operation: TransitionOperation, available: [TransitionOperation])
    /// The source did not compile; the text holds the rendered diagnostics.
    case compilation(String)
    /// A gesture event arrived for a transition that no gesture drives.
    case notInteractive(transition: String, operation: TransitionOperation)
    /// A program that cannot run, built by hand rather than by lowering: what is wrong with it.
    case invalidProgram(transition: String, operation: TransitionOperation, problem: String)
    /// A backward transition takes over a layer (forward name) that no forward run kept for it.
    case notKept(layer: String, transition: String, operation: TransitionOperation)
    /// A lifecycle action names something that is not a layer of its program.
    case unknownLayer(String, transition: String)
    /// The platform has no view for a layer (or for the view a snapshot is taken of).
    case missingView(layer: String, transition: String)
    /// A lifecycle list ran out of turn: setup twice, or completion before setup or after an end.
    case lifecycleOutOfOrder(transition: String, list: String)
    /// A track's keyframe holds a value of a kind its property does not take (hand-built IR).
    case mismatchedTrackValue(layer: String, property: Property, expected: PropertyType)
    /// An untrusted file or program went past one of the interpreter's limits (`EffectLimit`); the detail says where.
    case limitExceeded(EffectLimit, detail: String)

    /// A sentence for the person reading the log.
    public var description: String {
        switch self {
        case .missingInput(let name, let type): "missing input '\(name)' (\(type.rawValue))"
        case .mismatchedInput(let name, let expected, let found): "input '\(name)' must be a \(expected.rawValue), found \(found)"
        case .unknownTransition(_, let available) where available.isEmpty: "the file declares no transition"
        case .unknownTransition(let name, let available):
            "no transition named '\(name)'; the file has \(available.map { "'\($0)'" }.joined(separator: ", "))"
        case .unsupportedOperation(let transition, let operation, let available):
            "transition '\(transition)' does not run '\(operation.rawValue)'; it runs \(available.map(\.rawValue).joined(separator: ", "))"
        case .compilation(let diagnostics): diagnostics
        case .notInteractive(let transition, let operation): "no gesture drives '\(operation.rawValue)' of '\(transition)'"
        case .invalidProgram(let transition, let operation, let problem):
            "the program of '\(transition)' for '\(operation.rawValue)' cannot run: \(problem)"
        case .notKept(let layer, let transition, let operation):
            "'\(operation.rawValue)' of '\(transition)' takes over '\(layer)', but no forward transition kept it; "
                + "give both directions' animators the same kept store"
        case .unknownLayer(let layer, let transition): "a lifecycle action of '\(transition)' names '\(layer)', which is not one of its layers"
        case .missingView(let layer, let transition): "'\(transition)' has no view for '\(layer)'"
        case .lifecycleOutOfOrder(let transition, let list): "the \(list) of '\(transition)' ran out of turn"
        case .mismatchedTrackValue(let layer, let property, let expected):
            "track '\(layer).\(property.rawValue)' has a keyframe that is not of its property's type (\(expected))"
        case .limitExceeded(let limit, let detail): "over the limit on \(limit.rawValue): \(detail)"
        }
    }
}

/// Evaluates IR expressions in an environment (once per transition start), with the
/// language's one definition of operators, members and built-ins (`ValueOperations`).
struct ExpressionEvaluator: ExpressionContext {
    let environment: SceneEnvironment

    func frame(of actor: Actor) -> Rect {
        switch actor {
        case .from: environment.fromFrame ?? environment.bounds
        case .to: environment.toFrame ?? environment.bounds
        case .container, .dimming: environment.bounds
        case .snapshot(let inner): frame(of: inner)
        case .piece(let inner, let cell): cell.frame(in: frame(of: inner))
        case .input(let name):
            switch environment.inputs[name] {
            case .view(let frame)?, .rect(let frame)?: frame
            default: environment.bounds
            }
        }
    }

    func actorFrame(_ actor: Actor) -> Rect? { frame(of: actor) }

    func inputValue(_ name: String) -> Value? {
        switch environment.inputs[name] {
        case .view(let frame)?, .rect(let frame)?: .rect(frame)
        case .point(let point)?: .point(point)
        case .size(let size)?: .size(size)
        case .number(let number)?: .scalar(number)
        case .color(let color)?: .color(color)
        case nil: nil
        }
    }

    var containerSize: Size? { environment.container }

    /// The value; every input was checked present when the scene was prepared, so nothing is unknown.
    func evaluate(_ expression: ValueExpression) -> Value {
        expression.value(in: self) ?? .scalar(0)
    }
}
