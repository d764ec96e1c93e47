import TransIR

/// The pieces a layer's transform is composed of (`Transform3D.composed`) with its place, for a
/// renderer that recomposes them itself while a finger moves the layer: the HTML preview redoes
/// `FingerFollowing`'s pose and spring in the page, from these.
public struct LayerPose: Sendable, Equatable {
    public var position: Point
    public var size: Size
    public var anchor: Point
    public var opacity: Double
    public var cornerRadius: Double
    public var translation: Vector3
    public var rotation: Vector3
    /// A rotation about an axis of its own, if any.
    public var axisAngle: Double?
    public var axis: Vector3?
    public var scale: Point
    /// The view's own perspective distance; nil for none.
    public var perspective: Double?
    /// The whole transform, when a transform list makes it (then the parts above are not used).
    public var listTransform: Transform3D?

    /// The pose of a layer as a state shows it.
    public init(_ layer: LayerState) {
        (position, size, anchor) = (layer.position, layer.frame.size, layer.anchor)
        (opacity, cornerRadius) = (layer.opacity, layer.cornerRadius)
        let parts = layer.parts
        (translation, rotation, scale, perspective) = (parts.translation, parts.rotation, parts.scale, parts.perspective)
        (axisAngle, axis) = (parts.axisRotation?.angle, parts.axisRotation?.axis)
        listTransform = parts.list.map { Transform3D.composed(list: $0, perspective: parts.perspective) }
    }
}
