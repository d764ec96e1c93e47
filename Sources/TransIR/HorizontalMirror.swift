/// Right-to-left layouts. UINavigationController mirrors its push in a right-to-left layout
/// (the new screen comes from the left, the back swipe starts at the right edge), so a
/// transition written for left-to-right plays mirrored there, unless its file says
/// `layout-direction fixed`. The mirror is one definition, a program → program function every
/// engine runs: the interpreter and the portable code prepare the mirrored program, the UIKit
/// code has it as a second run function chosen by the container's layout direction.

/// What `layout-direction` says a transition does in a right-to-left layout.
public enum LayoutDirectionRule: String, CaseIterable, Sendable {
    /// Mirrored there, as UIKit's own navigation push is: the default.
    case auto
    /// Played as written whatever the layout direction (a page curl that must turn from the right).
    case fixed
}

/// Which way the screen reads, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, CaseIterable, Sendable {
    case leftToRight = "left-to-right"
    case rightToLeft = "right-to-left"

    /// The other direction.
    public var mirrored: LayoutDirection {
        switch self {
        case .leftToRight: .rightToLeft
        case .rightToLeft: .leftToRight
        }
    }
}

extension TransitionProgram {
    /// The program to run in a layout direction: the mirrored one in right-to-left, unless the
    /// transition keeps its direction (`layout-direction fixed`).
    public func laidOut(_ direction: LayoutDirection) -> TransitionProgram {
        followsLayoutDirection && direction != layoutDirection ? mirroredHorizontally() : self
    }

    /// The switch toward the other neighbour, which a pan either way starts by moving against its
    /// direction: a tab transition is written for the switch to the next tab (the one on the
    /// trailing side), and the switch to a previous tab plays its mirror image, as a page-based
    /// app moves the other way. Its layout direction is kept, so that `laidOut` mirrors it again
    /// in a right-to-left layout, where the next tab is on the left.
    public func towardOtherNeighbour() -> TransitionProgram {
        var other = mirroredHorizontally()
        other.layoutDirection = layoutDirection
        return other
    }

    /// Whether the program plays differently in right-to-left: it follows the layout direction
    /// and its mirror is not the program itself (a cross-fade is its own mirror).
    public var differsInRightToLeft: Bool { followsLayoutDirection && differsFromItsMirror }

    /// Whether the program's mirror image is not the program itself, whatever its layout direction
    /// rule: a tab switch by a pan either way plays it toward the previous tab even when the
    /// transition keeps its direction in right-to-left (`towardOtherNeighbour`).
    public var differsFromItsMirror: Bool {
        let mirrored = mirroredHorizontally()
        return mirrored.tracks != tracks || mirrored.shades != shades || mirrored.interactions != interactions || mirrored.layers != layers
    }

    /// The program mirrored about the container's vertical centre line. Run where every view the
    /// program reads (`from`, `to`, view, rect and point inputs) stands mirrored, it shows at every
    /// moment the mirror image of this program: x translations and positions, rotations about y
    /// and z, anchors' x, frames and masks (in the container), shades' start and end, and the
    /// gesture's left and right all trade sides, and a piece is cut from the mirrored place of its view
    /// (its column counts from the other edge). Lifecycle, timing, stacking and layer ids are unchanged.
    public func mirroredHorizontally() -> TransitionProgram {
        let mirror = HorizontalMirror(inputs: inputs)
        var mirrored = self
        mirrored.layoutDirection = layoutDirection.mirrored
        mirrored.layers = layers.map { layer in
            guard case .piece(let inner, var cell) = layer.actor else { return layer }
            cell.column = cell.columns - 1 - cell.column
            var layer = layer
            layer.actor = .piece(inner, cell)
            return layer
        }
        mirrored.tracks = tracks.map { track in
            var track = track
            for index in track.keyframes.indices { track.keyframes[index].value = mirror.value(of: track.keyframes[index].value, as: track.property) }
            if let axis = track.axis { track.axis = mirror.rotationAxis(axis) }
            return track
        }
        mirrored.shades = shades.map { shade in
            var shade = shade
            shade.gradient = mirror.reading(shade.gradient)
            shade.start = shade.start.map { mirror.unitPoint(mirror.reading($0)) }
            shade.end = shade.end.map { mirror.unitPoint(mirror.reading($0)) }
            for index in shade.opacity.indices { shade.opacity[index].value = mirror.reading(shade.opacity[index].value) }
            return shade
        }
        mirrored.interactions = interactions.map { interaction in
            var interaction = interaction
            interaction.direction = interaction.direction.mirroredHorizontally
            interaction.distance = interaction.distance.map(mirror.reading)
            // A followed view's tracks mirror as the same properties' keyframes do (a rotation turns the other way);
            // the finger's translation is the mirrored world's own.
            for follow in interaction.follows.indices {
                for index in interaction.follows[follow].tracks.indices {
                    var track = interaction.follows[follow].tracks[index]
                    track.start = mirror.value(of: track.start, as: track.property)
                    track.end = mirror.value(of: track.end, as: track.property)
                    track.over = mirror.reading(track.over)
                    interaction.follows[follow].tracks[index] = track
                }
            }
            return interaction
        }
        return mirrored
    }
}

extension GestureDirection {
    /// The direction in a mirrored layout: left and right trade places.
    public var mirroredHorizontally: GestureDirection {
        switch self {
        case .left: .right
        case .right: .left
        case .up, .down, .top, .bottom, .in, .out, .horizontal: self
        }
    }
}

/// How the mirror changes a value of one meaning, and the rewriting of expressions behind it.
///
/// For a property value `E` the mirrored expression `E′` must give, in the mirrored world, the
/// mirror of what `E` gives in this one. It is built in two steps: every read of the world (a
/// view's frame, a geometric input) is mirrored back, so the original arithmetic sees the
/// original world; then the result is mirrored as its property's meaning says (a position
/// about the centre line, a translation by sign, an anchor within its view).
struct HorizontalMirror {
    /// The input types by name, to know which inputs are positions in the container.
    let inputTypes: [String: InputType]

    init(inputs: [InputDeclaration]) {
        var types: [String: InputType] = [:]
        for input in inputs { types[input.name] = input.type }
        inputTypes = types
    }

    /// The container's width, the mirror's span.
    static let width = ValueExpression.member(.frame(.container), .width)

    /// A property's keyframe value, mirrored as the property's meaning says.
    func value(of expression: ValueExpression, as property: Property) -> ValueExpression {
        let read = reading(expression)
        switch property {
        case .frame: return rect(read)
        case .position: return position(read)
        case .anchor: return unitPoint(read)
        // A shadow falls the mirror image's way: its offset is a displacement like a translation.
        case .translate, .shadowOffset: return displacement(read)
        case .translateX, .rotate, .rotateY, .rotateZ: return negated(read)
        case .mask: return shape(read)
        case .transform: return transformList(read)
        case .size, .opacity, .hidden, .zPosition, .cornerRadius, .backgroundColor, .shadowOpacity, .shadowRadius,
             .shadowColor, .translateY, .translateZ, .scale, .scaleX,
             .scaleY, .rotateX, .perspective:
            return read
        }
    }

    /// A rotation axis: reflecting a rotation about (x, y, z) by θ gives one about (−x, y, z) by −θ
    /// (the angle is negated with the `rotate` track's keyframes).
    func rotationAxis(_ axis: ValueExpression) -> ValueExpression {
        let read = reading(axis)
        if case .vector(let x, let y, let z) = read { return .vector(negated(x), y, z) }
        return .vector(negated(.member(read, .x)), .member(read, .y), .member(read, .z))
    }

    // MARK: Reading the mirrored world

    /// The expression with every read of the world mirrored back: evaluated where the world is
    /// mirrored, it gives what `expression` gives here.
    func reading(_ expression: ValueExpression) -> ValueExpression {
        switch expression {
        case .scalar, .bool, .color: return expression
        case .frame(.container): return expression
        case .frame: return rect(expression)
        case .input(let name):
            switch inputTypes[name] {
            case .view?, .rect?: return rect(expression)
            case .point?: return position(expression)
            case .size?, .length?, .number?, .angle?, .time?, .color?, nil: return expression
            }
        case .member(let base, let member):
            if let mirrored = mirroredMember(base, member) { return mirrored }
            return .member(reading(base), member)
        case .call(let builtin, let arguments): return .call(builtin, arguments.map(reading))
        case .point(let x, let y): return .point(reading(x), reading(y))
        case .size(let width, let height): return .size(reading(width), reading(height))
        case .rect(let x, let y, let width, let height): return .rect(reading(x), reading(y), reading(width), reading(height))
        case .vector(let x, let y, let z): return .vector(reading(x), reading(y), reading(z))
        case .negate(let operand): return .negate(reading(operand))
        case .binary(let op, let lhs, let rhs): return .binary(op, reading(lhs), reading(rhs))
        }
    }

    /// A member of a mirrored world read, said directly in terms of the read (so that
    /// `cell.frame.midX` reads `W − cell.midX` rather than the member of a rewritten rect).
    private func mirroredMember(_ base: ValueExpression, _ member: Member) -> ValueExpression? {
        let isRect: Bool
        switch base {
        case .frame(.container): return nil
        case .frame: isRect = true
        case .input(let name):
            switch inputTypes[name] {
            case .view?, .rect?: isRect = true
            case .point?: isRect = false
            case .size?, .length?, .number?, .angle?, .time?, .color?, nil: return nil
            }
        default: return nil
        }
        func of(_ member: Member) -> ValueExpression { .member(base, member) }
        if !isRect {
            switch member {
            case .x: return flipped(of(.x))
            case .y: return of(.y)
            default: return nil
            }
        }
        switch member {
        case .x, .minX: return flipped(of(.maxX))
        case .maxX: return flipped(of(.minX))
        case .midX: return flipped(of(.midX))
        case .origin: return .point(flipped(of(.maxX)), of(.minY))
        case .center: return .point(flipped(of(.midX)), of(.midY))
        case .frame: return rect(base)
        case .y, .z, .width, .height, .minY, .midY, .maxY, .size, .bounds: return of(member)
        }
    }

    // MARK: Mirroring values of each meaning

    /// An x coordinate in the container: `W − x`, and `W − (W − x)` is `x` again.
    func flipped(_ x: ValueExpression) -> ValueExpression {
        if case .binary(.subtract, Self.width, let inner) = x { return inner }
        return .binary(.subtract, Self.width, x)
    }

    /// `−x`, and `−(−x)` is `x` again; a constant is folded, and the sign goes into a product's
    /// negated or constant factor (`−(−w / 3)` is `w / 3`), which IEEE negation keeps exact.
    func negated(_ x: ValueExpression) -> ValueExpression {
        switch x {
        case .negate(let inner): return inner
        case .scalar(let number): return .scalar(-number)
        case .binary(let op, let lhs, let rhs) where op == .multiply || op == .divide:
            switch lhs {
            case .negate, .scalar: return .binary(op, negated(lhs), rhs)
            default: return .negate(x)
            }
        default: return .negate(x)
        }
    }

    /// A point in the container.
    func position(_ point: ValueExpression) -> ValueExpression {
        if case .point(let x, let y) = point { return .point(flipped(x), y) }
        return .point(flipped(.member(point, .x)), .member(point, .y))
    }

    /// A displacement: its x changes sign.
    func displacement(_ point: ValueExpression) -> ValueExpression {
        if case .point(let x, let y) = point { return .point(negated(x), y) }
        return .point(negated(.member(point, .x)), .member(point, .y))
    }

    /// A point in unit coordinates of a view (an anchor, a shade's ends): `1 − x`.
    func unitPoint(_ point: ValueExpression) -> ValueExpression {
        func unitFlipped(_ x: ValueExpression) -> ValueExpression {
            if case .scalar(let number) = x { return .scalar(1 - number) }
            if case .binary(.subtract, .scalar(1), let inner) = x { return inner }
            return .binary(.subtract, .scalar(1), x)
        }
        if case .point(let x, let y) = point { return .point(unitFlipped(x), y) }
        return .point(unitFlipped(.member(point, .x)), .member(point, .y))
    }

    /// A rect in the container, its width kept as written (a negative width stays negative and
    /// covers the mirrored span).
    func rect(_ rect: ValueExpression) -> ValueExpression {
        // The mirror of a mirrored read is the read.
        if case .rect(.binary(.subtract, Self.width, .member(let base, .maxX)), .member(let y, .minY), .member(let width, .width),
                      .member(let height, .height)) = rect, base == y, base == width, base == height {
            return base
        }
        if case .rect(let x, let y, let width, let height) = rect {
            return .rect(flipped(.binary(.add, x, width)), y, width, height)
        }
        return .rect(flipped(.member(rect, .maxX)), .member(rect, .minY), .member(rect, .width), .member(rect, .height))
    }

    /// A mask shape in the container: its bounding rect or centre mirrored, its corners kept.
    func shape(_ shape: ValueExpression) -> ValueExpression {
        guard case .call(let builtin, var arguments) = shape, !arguments.isEmpty else { return shape }
        switch builtin {
        case .rect, .roundedRect, .oval: arguments[0] = rect(arguments[0])
        case .circle: arguments[0] = position(arguments[0])
        case .min, .max, .abs, .sqrt, .hypot, .clamp, .farthestCorner, .rgb, .linear, .withAlpha, .translate, .translateX,
             .translateY, .translateZ, .scale, .scaleX, .scaleY, .rotate, .rotateX, .rotateY, .rotateZ, .transformList:
            return shape
        }
        return .call(builtin, arguments)
    }

    /// A transform list, function by function: the mirror M of each (M·F·M, M reflecting x), so
    /// the list's product is mirrored too. A translation's x and a turn about y or z change sign.
    func transformList(_ list: ValueExpression) -> ValueExpression {
        guard let functions = list.transformFunctions else { return list }
        return .call(.transformList, functions.map { builtin, arguments in
            var arguments = arguments
            switch builtin {
            case .translate, .translateX, .rotate, .rotateY, .rotateZ: if !arguments.isEmpty { arguments[0] = negated(arguments[0]) }
            case .translateY, .translateZ, .scale, .scaleX, .scaleY, .rotateX, .min, .max, .abs, .sqrt, .hypot, .clamp,
                 .farthestCorner, .rect, .roundedRect, .oval, .circle, .rgb, .linear, .withAlpha, .transformList:
                break
            }
            return .call(builtin, arguments)
        })
    }
}
