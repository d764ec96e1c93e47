import TransIR

/// Everything a layer shows at one instant, in Core Animation's terms.
public struct LayerState: Sendable, Equatable {
    /// The layer's name: `from`, `to`, `snapshot(cell)`.
    public var id: String
    /// Its place in the container, bottom 0.
    public var z: Int
    /// The untransformed frame in container coordinates.
    public var frame: Rect
    /// The anchor point in unit coordinates.
    public var anchor: Point
    /// The anchor's place in the container: frame.origin + anchor ⊙ frame.size.
    public var position: Point
    /// Its style properties (opacity, hidden, z position, corner radius, background colour, …),
    /// each read and written by name; see `StyleProperty`.
    public var style: LayerStyle
    /// The layer's transform about its anchor, applied to points as scale, rotate x → y → z, about-axis, translate, then its own perspective.
    public var transform: Transform3D
    /// The mask in the layer's own coordinates (written in the container's), if any.
    public var mask: MaskShape?
    /// The gradient overlay, if any.
    public var shade: ShadeState?
    /// For a piece, the part of which view's picture it shows; nil for a layer that shows its own.
    public var contents: LayerContents?

    /// The parts `transform` is made of, accumulated while tracks apply.
    var parts = TransformParts()
    /// A position set by a `position` track, which then decides the frame's origin.
    var positionOverride: Point?

    /// Makes a layer's state.
    public init(id: String, z: Int, frame: Rect, anchor: Point, position: Point, style: LayerStyle, transform: Transform3D,
                mask: MaskShape?, shade: ShadeState?, contents: LayerContents? = nil) {
        (self.id, self.z, self.frame, self.anchor, self.position) = (id, z, frame, anchor, position)
        (self.style, self.transform, self.mask, self.shade, self.contents) = (style, transform, mask, shade, contents)
    }

    /// Sets `transform` from its parts as the interpreter composes them (`Transform3D.composed`)
    /// and keeps the parts, as the interpreter does: compiled code sets a transform so, and a
    /// driver that moves a followed view on from its parts (`FingerFollowing`) finds them.
    public mutating func setTransform(translation: Vector3, rotation: Vector3, axisRotation: (angle: Double, axis: Vector3)?,
                                      scale: Point, perspective: Double? = nil, list: TransformList? = nil) {
        parts = TransformParts(translation: translation, rotation: rotation, axisRotation: axisRotation, scale: scale,
                               perspective: perspective, list: list)
        parts.compose(into: &transform)
    }

    /// Makes a layer's state with the other style properties at their defaults (the form
    /// generated portable code writes).
    public init(id: String, z: Int, frame: Rect, anchor: Point, position: Point, opacity: Double, hidden: Bool, zPosition: Double,
                cornerRadius: Double, transform: Transform3D, mask: MaskShape?, shade: ShadeState?, contents: LayerContents? = nil) {
        var style = LayerStyle.initial
        (style.opacity, style.hidden, style.zPosition, style.cornerRadius) = (opacity, hidden, zPosition, cornerRadius)
        self.init(id: id, z: z, frame: frame, anchor: anchor, position: position, style: style, transform: transform, mask: mask,
                  shade: shade, contents: contents)
    }

    /// `style.opacity`: opacity, clamped to 0…1 as Core Animation does.
    public var opacity: Double {
        get { style.opacity }
        set { style.opacity = newValue }
    }
    /// `style.hidden`.
    public var hidden: Bool {
        get { style.hidden }
        set { style.hidden = newValue }
    }
    /// `style.zPosition`: `layer.zPosition`.
    public var zPosition: Double {
        get { style.zPosition }
        set { style.zPosition = newValue }
    }
    /// `style.cornerRadius`.
    public var cornerRadius: Double {
        get { style.cornerRadius }
        set { style.cornerRadius = newValue }
    }
}

/// The part of another view's picture a layer shows, as `CALayer.contents` shared with `contentsRect`:
/// a piece shows its cell of the snapshot it was cut from.
public struct LayerContents: Sendable, Equatable {
    /// The layer id of the view pictured: `from`, `to`, an input.
    public var view: String
    /// The part shown, in the view's unit coordinates.
    public var rect: Rect

    /// Makes contents.
    public init(view: String, rect: Rect) { (self.view, self.rect) = (view, rect) }
}

/// A gradient overlay's state.
public struct ShadeState: Sendable, Equatable {
    /// Colors, evenly spaced.
    public var colors: [RGBA]
    /// Start point in unit coordinates.
    public var start: Point
    /// End point in unit coordinates.
    public var end: Point
    /// Opacity of the overlay.
    public var opacity: Double

    /// Makes a shade's state.
    public init(colors: [RGBA], start: Point, end: Point, opacity: Double) {
        (self.colors, self.start, self.end, self.opacity) = (colors, start, end, opacity)
    }
}

/// Translation, rotations, scale and the view's own perspective, composed into one transform at the end of a frame.
struct TransformParts: Sendable, Equatable {
    var translation = Vector3(x: 0, y: 0, z: 0)
    var rotation = Vector3(x: 0, y: 0, z: 0)
    var axisRotation: (angle: Double, axis: Vector3)?
    var scale = Point(x: 1, y: 1)
    /// The view's own perspective distance; nil for none.
    var perspective: Double?
    /// An ordered transform list, which then is the whole transform but the perspective (the
    /// checker admits no other transform track beside it).
    var list: TransformList?

    static func == (a: TransformParts, b: TransformParts) -> Bool {
        a.translation == b.translation && a.rotation == b.rotation && a.scale == b.scale && a.perspective == b.perspective
            && a.axisRotation?.angle == b.axisRotation?.angle && a.axisRotation?.axis == b.axisRotation?.axis && a.list == b.list
    }

    /// Puts back a layer's base parts, field by field: the transform list, which holds an
    /// array, is copied only when either has one (copying it every frame would retain and release it).
    mutating func reset(to base: UnsafePointer<LayerState>) {
        (translation, rotation, scale, perspective) =
            (base.pointee.parts.translation, base.pointee.parts.rotation, base.pointee.parts.scale, base.pointee.parts.perspective)
        axisRotation = base.pointee.parts.axisRotation
        if list != nil || base.pointee.parts.list != nil { list = base.pointee.parts.list }
    }

    var transform: Transform3D {
        var m = Transform3D.identity
        compose(into: &m)
        return m
    }

    /// Writes the transform the parts make into `m` (`Transform3D.composed`), in place: a frame
    /// finishes each layer so, rather than copying a returned product into it (16 numbers a layer).
    func compose(into m: inout Transform3D) {
        if let list {
            m = Transform3D.composed(list: list, perspective: perspective)
            return
        }
        // Each part is multiplied in as the columns it changes: a rotation about x, y or z mixes
        // two columns, a translation adds to three and the perspective to one. The full 4×4
        // products (64 multiplications each) were a fifth of a frame; these give the same numbers,
        // since the terms they leave out are products with 0 and 1, save that a rotation's
        // untouched axis stays exactly 1 rather than cos + (1 − cos).
        m = Transform3D.identity
        (m.m11, m.m22) = (scale.x, scale.y)
        if rotation.x != 0 { m.rotateAboutX(rotation.x) }
        if rotation.y != 0 { m.rotateAboutY(rotation.y) }
        if rotation.z != 0 { m.rotateAboutZ(rotation.z) }
        if let (angle, axis) = axisRotation, angle != 0 { m = m.concatenating(.rotation(angle, axis.x, axis.y, axis.z)) }
        if translation != Vector3(x: 0, y: 0, z: 0) { m.translate(translation) }
        if let perspective, perspective > 0 { m.addPerspective(perspective) }
    }
}

extension Transform3D {
    /// A layer's transform from its parts, in row-vector order p·S·Rx·Ry·Rz·R(axis)·T·P: scale
    /// first, then rotate, then translate, as CSS composes `scale`, `rotate` and `translate`, and
    /// last the view's own perspective P (m34 = −1/d, as CSS's `perspective(d)` at the head of a
    /// transform list), so the view's eye looks at its anchor from d in front of it. A distance
    /// that is not positive sets no perspective (the checker admits none). A transform list, if
    /// any, is the whole transform instead of the parts (the checker admits no part beside one).
    public static func composed(translation: Vector3, rotation: Vector3, axisRotation: (angle: Double, axis: Vector3)?,
                                scale: Point, perspective: Double? = nil, list: TransformList? = nil) -> Transform3D {
        TransformParts(translation: translation, rotation: rotation, axisRotation: axisRotation, scale: scale,
                       perspective: perspective, list: list).transform
    }

    /// A layer's transform from a transform list, then its own perspective (as `composed` adds it).
    public static func composed(list: TransformList, perspective: Double? = nil) -> Transform3D {
        let m = Transform3D(list)
        guard let perspective, perspective > 0 else { return m }
        return m.concatenating(.perspective(perspective))
    }
}

/// Every layer's state at one instant of a transition.
public struct SceneState: Sendable, Equatable {
    /// The transition's name.
    public var transition: String
    /// The operation.
    public var operation: TransitionOperation
    /// Seconds since the transition started.
    public var time: Double
    /// time ÷ duration.
    public var progress: Double
    /// The timeline's length.
    public var duration: Double
    /// The container's size.
    public var container: Size
    /// The container's `sublayerTransform` (its perspective).
    public var sublayerTransform: Transform3D
    /// The layers, bottom first.
    public var layers: [LayerState]

    /// The layer with an id.
    public func layer(_ id: String) -> LayerState? { layers.first { $0.id == id } }

    /// Makes a state.
    public init(transition: String, operation: TransitionOperation, time: Double, progress: Double, duration: Double, container: Size,
                sublayerTransform: Transform3D, layers: [LayerState]) {
        (self.transition, self.operation, self.time, self.progress, self.duration) = (transition, operation, time, progress, duration)
        (self.container, self.sublayerTransform, self.layers) = (container, sublayerTransform, layers)
    }
}
