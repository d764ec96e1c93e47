import TransIR

/// The views a gesture has follow the finger (`follow from { … }`), for `TransitionDriver`.
///
/// While the gesture is active each view shows its base pose (its state at the operation's start,
/// or where a touch caught it) moved by the finger's translation, each of its tracks at the
/// distance dragged. On release it springs from that pose to the finish or the start state, the
/// finger's velocity handed over per axis as UIKit's `UISpringTimingParameters.initialVelocity`
/// takes it: the velocity divided by the distance left along that axis.
struct FingerFollowing: Sendable {
    /// A followed view's track, evaluated.
    struct Track: Sendable {
        let part: LayerPart
        let start: Value
        let end: Value
        let over: Double
    }

    /// One followed view: its layer and tracks, and where it follows from.
    struct View: Sendable {
        let layer: Int
        let tracks: [Track]
        /// The pose the finger moves.
        var base: LayerState
        /// For each track, the value it shows at no drag and the fraction of its change that value
        /// stands at: a drag moves the track on from there.
        var resume: [(shown: Value, fraction: Double)]
        /// What a touch caught, if one did: the drag's change goes on top of its matrix.
        var caught: CaughtPose?
    }

    /// The release's spring on each axis, from where the view showed to where it goes.
    struct Flight: Sendable {
        let from: LayerState
        let to: LayerState
        let x: DampedSpring
        let y: DampedSpring
        let rest: DampedSpring
    }

    private(set) var views: [View]
    let release: ReleaseSpring
    private var translation = Point.zero
    private var dragged = 0.0
    private var flights: [Flight] = []
    /// When the spring started, while it flies.
    private(set) var releasedAt: Double?
    /// Seconds from the release until every spring of every view has settled.
    private var settling = 0.0

    /// Prepares the views a gesture follows, from where they show in `start`; nil if it follows none.
    init?(_ gesture: PreparedGesture, start: SceneState) {
        guard !gesture.follows.isEmpty else { return nil }
        views = gesture.follows.map { follow in
            let tracks = follow.tracks.map { track in
                let row = track.property.traits
                return Track(part: row.part, start: PreparedTrack.held(track.start, as: row.type),
                             end: PreparedTrack.held(track.end, as: row.type), over: track.over)
            }
            return View(layer: follow.layer, tracks: tracks, base: start.layers[follow.layer],
                        resume: tracks.map { ($0.start, 0) }, caught: nil)
        }
        release = gesture.interaction.release
    }

    /// The springs' end, once released: each view's centre springs along x and y at the finger's
    /// velocity and its other values from rest, each until it has settled, as the language defines
    /// settling (`DampedSpring.settlingDuration`).
    var settlesAt: Double? { releasedAt.map { $0 + settling } }

    /// A new gesture: each view follows from where it shows in `shown` (a touch caught it).
    mutating func catchViews(shown: SceneState) {
        for index in views.indices {
            var layer = shown.layers[views[index].layer]
            // The view is read as UIKit reads its presentation layer: a matrix, its scale and turn about z read off it.
            let caught = CaughtPose.catching(&layer)
            views[index].base = layer
            views[index].caught = caught
            let read = caught?.reading(layer) ?? layer
            views[index].resume = views[index].tracks.map { track in
                let value = Self.value(of: track.part, in: read) ?? track.start
                return (value, Self.fraction(of: value, from: track.start, to: track.end))
            }
        }
        (translation, dragged, flights, releasedAt) = (.zero, 0, [], nil)
    }

    /// The finger moved: `translation` in container coordinates, `dragged` along the gesture.
    mutating func drag(translation: Point, dragged: Double) {
        (self.translation, self.dragged) = (translation, dragged)
    }

    /// The finger let go at `clock` moving at `velocity`: each view springs from where it shows
    /// to its layer in `target`.
    mutating func release(at clock: Double, velocity: Point, toward target: SceneState) {
        flights = views.map { view in
            let to = target.layers[view.layer]
            let from = Self.takingAnchor(of: to, pose(of: view))
            // The distance left per axis, between where the anchor shows (position + translation) and where it goes.
            let remainingX = (to.position.x + to.parts.translation.x) - (from.position.x + from.parts.translation.x)
            let remainingY = (to.position.y + to.parts.translation.y) - (from.position.y + from.parts.translation.y)
            return Flight(from: from, to: to,
                          x: release.spring(initialVelocity: ReleaseSpring.initialVelocity(fingerVelocity: velocity.x, remaining: remainingX)),
                          y: release.spring(initialVelocity: ReleaseSpring.initialVelocity(fingerVelocity: velocity.y, remaining: remainingY)),
                          rest: release.spring(initialVelocity: 0))
        }
        releasedAt = clock
        settling = flights.map { max($0.x.settlingDuration, $0.y.settlingDuration, $0.rest.settlingDuration) }.max() ?? 0
    }

    /// A view about to spring to `target` takes its anchor at once, its place moved by the anchor's
    /// offset through its transform's x and y rows, so that it shows where it did (exactly, unless
    /// turned out of the screen's plane): UIKit animates no anchor point, so the spring moves the view
    /// about the anchor it ends with.
    static func takingAnchor(of target: LayerState, _ layer: LayerState) -> LayerState {
        guard layer.anchor != target.anchor else { return layer }
        var moved = layer
        let size = layer.frame.size, m = layer.transform
        let (dx, dy) = ((target.anchor.x - layer.anchor.x) * size.width, (target.anchor.y - layer.anchor.y) * size.height)
        moved.anchor = target.anchor
        moved.position = Point(x: layer.position.x + dx * m.m11 + dy * m.m21, y: layer.position.y + dx * m.m12 + dy * m.m22)
        moved.frame = Rect(x: moved.position.x - moved.anchor.x * size.width, y: moved.position.y - moved.anchor.y * size.height,
                           width: size.width, height: size.height)
        return moved
    }

    /// Each released view's flight, with its layer, while the springs fly.
    var flying: [(layer: Int, flight: Flight)] {
        releasedAt == nil ? [] : zip(views, flights).map { ($0.layer, $1) }
    }

    /// Writes each followed view's pose at `clock` into `state`.
    func apply(to state: inout SceneState, at clock: Double) {
        if let releasedAt {
            let elapsed = max(0, clock - releasedAt)
            for (view, flight) in zip(views, flights) {
                state.layers[view.layer] = Self.blend(flight.from, flight.to, x: flight.x.progress(at: elapsed),
                                                      y: flight.y.progress(at: elapsed), rest: flight.rest.progress(at: elapsed))
            }
        } else {
            for view in views { state.layers[view.layer] = pose(of: view) }
        }
    }

    /// A view moved by the finger, its tracks at the distance dragged.
    private func pose(of view: View) -> LayerState {
        var layer = view.caught?.reading(view.base) ?? view.base
        layer.parts.translation.x += translation.x
        layer.parts.translation.y += translation.y
        for (track, resume) in zip(view.tracks, view.resume) {
            let fraction = FollowTrack.fraction(dragged: dragged, over: track.over, from: resume.fraction)
            // The change the drag makes from where the track resumed, added to what it showed there.
            let change = Value.combining(track.start.interpolated(to: track.end, fraction), .subtract,
                                         track.start.interpolated(to: track.end, resume.fraction))
            PreparedTrack.apply(Value.combining(resume.shown, .add, change), part: track.part, axis: nil, to: &layer)
        }
        if let caught = view.caught {
            let (scale, rotation) = (layer.parts.scale, layer.parts.rotation.z)
            (layer.parts.scale, layer.parts.rotation) = (view.base.parts.scale, view.base.parts.rotation)
            caught.apply(scale: scale, rotation: rotation, to: &layer.parts)
        }
        layer.transform = layer.parts.transform
        return layer
    }

    /// The value a layer shows for a part a followed track may write.
    static func value(of part: LayerPart, in layer: LayerState) -> Value? {
        switch part {
        case .style(let style): return layer.style[style]
        case .transform(let transform):
            switch transform {
            case .scale: return .size(Size(width: layer.parts.scale.x, height: layer.parts.scale.y))
            case .scaleX: return .scalar(layer.parts.scale.x)
            case .scaleY: return .scalar(layer.parts.scale.y)
            case .rotation, .rotationZ: return .scalar(layer.parts.rotation.z)
            case .translation, .translationX, .translationY, .translationZ, .rotationX, .rotationY, .perspective, .list: return nil
            }
        case .geometry, .mask: return nil
        }
    }

    /// Where `value` stands on the way from `start` to `end`, clamped to 0…1 (0 for no way).
    static func fraction(of value: Value, from start: Value, to end: Value) -> Double {
        func along(_ v: Double, _ a: Double, _ b: Double) -> Double? { b != a ? min(max((v - a) / (b - a), 0), 1) : nil }
        switch (value, start, end) {
        case let (.scalar(v), .scalar(a), .scalar(b)): return along(v, a, b) ?? 0
        case let (.size(v), .size(a), .size(b)): return along(v.width, a.width, b.width) ?? along(v.height, a.height, b.height) ?? 0
        default: return 0
        }
    }

    /// A layer on its way from `a` to `b`: where it shows along x at fraction `x`, along y at `y`,
    /// everything else at `rest`; the transform composed again from its parts. As UIKit springs a
    /// view's `center` and its `bounds`: the anchor's place (position and translation) goes at the
    /// finger's velocity, the size from rest about it, and the frame's origin is where that leaves it.
    /// The rotation goes as Core Animation interpolates the matrix (`DecomposedTransform`) where
    /// mixing the parts' angles would take another path.
    static func blend(_ a: LayerState, _ b: LayerState, x: Double, y: Double, rest: Double) -> LayerState {
        var layer = b
        layer.position = Point(x: mix(a.position.x, b.position.x, x), y: mix(a.position.y, b.position.y, y))
        layer.anchor = a.anchor.interpolated(to: b.anchor, rest)
        let size = Size(width: mix(a.frame.size.width, b.frame.size.width, rest), height: mix(a.frame.size.height, b.frame.size.height, rest))
        layer.frame = Rect(x: layer.position.x - layer.anchor.x * size.width, y: layer.position.y - layer.anchor.y * size.height,
                           width: size.width, height: size.height)
        for property in StyleProperty.allCases {
            layer.style.set(property, to: a.style[property].interpolated(to: b.style[property], rest,
                                                                          by: property.property.traits.interpolation))
        }
        layer.parts.translation = Vector3(x: mix(a.parts.translation.x, b.parts.translation.x, x),
                                          y: mix(a.parts.translation.y, b.parts.translation.y, y),
                                          z: mix(a.parts.translation.z, b.parts.translation.z, rest))
        if let turned = turnedAsTheMatrix(a.parts, b.parts, rest) {
            (layer.parts.scale, layer.parts.rotation, layer.parts.axisRotation) = (turned.scale, Vector3(x: 0, y: 0, z: 0), turned.axisRotation)
        } else {
            layer.parts.rotation = Vector3(x: mix(a.parts.rotation.x, b.parts.rotation.x, rest),
                                           y: mix(a.parts.rotation.y, b.parts.rotation.y, rest),
                                           z: mix(a.parts.rotation.z, b.parts.rotation.z, rest))
            layer.parts.scale = a.parts.scale.interpolated(to: b.parts.scale, rest)
            layer.parts.axisRotation = mixedAxisRotation(a.parts.axisRotation, b.parts.axisRotation, rest)
        }
        if let from = a.parts.perspective, let to = b.parts.perspective { layer.parts.perspective = mix(from, to, rest) }
        if let from = a.mask, let to = b.mask { layer.mask = from.interpolated(to: to, rest) }
        layer.transform = layer.parts.transform
        return layer
    }

    /// The scale and rotation on the way from `a`'s to `b`'s at `fraction`, as Core Animation
    /// interpolates their matrix (decomposed, the rotation along the shorter arc); nil where mixing the
    /// parts one by one takes the same path, so a view turned about one axis by less than half a turn
    /// keeps exactly the parts it had. The view's own perspective and translation stay parts: they
    /// come after the rotation (`Transform3D.composed`), and the translation goes at the finger's velocity.
    /// A mirror (a negative scale on one axis) or a transform list also stays parts: their
    /// decomposition has no scale and rotation `TransformParts` can hold.
    static func turnedAsTheMatrix(_ a: TransformParts, _ b: TransformParts, _ fraction: Double)
        -> (scale: Point, axisRotation: (angle: Double, axis: Vector3))? {
        guard a.list == nil, b.list == nil, a.scale.x > 0, a.scale.y > 0, b.scale.x > 0, b.scale.y > 0,
              !anglesMixAsTheMatrix(a, b) else { return nil }
        func linear(_ parts: TransformParts) -> DecomposedTransform? {
            DecomposedTransform(linearPartOf: Transform3D.composed(translation: Vector3(x: 0, y: 0, z: 0), rotation: parts.rotation,
                                                                   axisRotation: parts.axisRotation, scale: parts.scale))
        }
        guard let from = linear(a), let to = linear(b) else { return nil }
        // Both ends are a scale then a rotation, whose rows are orthogonal: no shear, a z scale of 1, so
        // the mix is a scale in x and y then one rotation, which the parts hold exactly.
        let mixed = from.interpolated(to: to, fraction)
        return (Point(x: mixed.scale.x, y: mixed.scale.y), mixed.rotation.angleAndAxis)
    }

    /// A rotation about an axis of its own mixed by its angle: an end without one (or at no angle) is
    /// no turn about the other's axis. Two turns about different axes take the end's (the matrix's way,
    /// `turnedAsTheMatrix`, is taken wherever it can be).
    static func mixedAxisRotation(_ a: (angle: Double, axis: Vector3)?, _ b: (angle: Double, axis: Vector3)?,
                                  _ fraction: Double) -> (angle: Double, axis: Vector3)? {
        switch (a, b) {
        case (nil, nil): return nil
        case let (from?, nil): return (mix(from.angle, 0, fraction), from.axis)
        case let (nil, to?): return (mix(0, to.angle, fraction), to.axis)
        case let (from?, to?):
            if from.axis == to.axis || from.angle == 0 { return (mix(from.angle, to.angle, fraction), to.axis) }
            if to.angle == 0 { return (mix(from.angle, 0, fraction), from.axis) }
            let along = from.axis.x * to.axis.x + from.axis.y * to.axis.y + from.axis.z * to.axis.z
            let lengths = ((from.axis.x * from.axis.x + from.axis.y * from.axis.y + from.axis.z * from.axis.z)
                * (to.axis.x * to.axis.x + to.axis.y * to.axis.y + to.axis.z * to.axis.z)).squareRoot()
            // The opposite axis is the same axis turned the other way.
            if lengths > 0, abs(abs(along) / lengths - 1) < 1e-12 { return (mix(along > 0 ? from.angle : -from.angle, to.angle, fraction), to.axis) }
            return to
        }
    }

    /// Whether the parts' rotations mix as the matrix does: every turn of both ends is about one
    /// axis (rotations about one axis add up), and the two ends' totals are less than half a turn apart,
    /// so the shorter arc is the one the angles take.
    static func anglesMixAsTheMatrix(_ a: TransformParts, _ b: TransformParts) -> Bool {
        func turns(_ parts: TransformParts) -> [(angle: Double, axis: Vector3)] {
            var turns: [(angle: Double, axis: Vector3)] = [(parts.rotation.x, Vector3(x: 1, y: 0, z: 0)), (parts.rotation.y, Vector3(x: 0, y: 1, z: 0)),
                                                           (parts.rotation.z, Vector3(x: 0, y: 0, z: 1))]
            if let (angle, axis) = parts.axisRotation {
                let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
                if length > 0 { turns.append((angle, Vector3(x: axis.x / length, y: axis.y / length, z: axis.z / length))) }
            }
            return turns.filter { $0.angle != 0 }
        }
        let all = turns(a).map { ($0, 1.0) } + turns(b).map { ($0, -1.0) }
        guard let axis = all.first?.0.axis else { return true }
        var apart = 0.0
        for ((angle, other), side) in all {
            // The same axis or its opposite, which turns the other way.
            let along = other.x * axis.x + other.y * axis.y + other.z * axis.z
            guard abs(abs(along) - 1) < 1e-12 else { return false }
            apart += side * angle * (along > 0 ? 1 : -1)
        }
        return abs(apart) < Double.pi
    }
}
