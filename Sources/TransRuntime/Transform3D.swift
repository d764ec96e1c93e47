import Foundation
import TransIR

/// A 4×4 transform in Core Animation's layout: `CATransform3D`, row vectors (p′ = p·M),
/// translation in m41…m43, fields in the order m11 m12 m13 m14 m21 … m44 (as CSS `matrix3d()`).
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// The identity.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// Makes a transform from its sixteen fields.
    public init(m11: Double, m12: Double, m13: Double, m14: Double, m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double, m41: Double, m42: Double, m43: Double, m44: Double) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The sixteen fields in `CATransform3D` order.
    public var fields: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// `CATransform3DMakeTranslation`.
    public static func translation(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        var t = identity
        (t.m41, t.m42, t.m43) = (x, y, z)
        return t
    }

    /// `CATransform3DMakeScale`.
    public static func scale(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        var t = identity
        (t.m11, t.m22, t.m33) = (x, y, z)
        return t
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: about the axis, which need not be unit length.
    /// About y, +x goes to (cos a, 0, −sin a); about z, with y down, it turns clockwise on screen.
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return identity }
        let (kx, ky, kz) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let d = 1 - c
        // The transpose of the column-vector rotation matrix, as Core Animation stores it.
        return Transform3D(
            m11: c + d * kx * kx, m12: d * kx * ky + s * kz, m13: d * kx * kz - s * ky, m14: 0,
            m21: d * ky * kx - s * kz, m22: c + d * ky * ky, m23: d * ky * kz + s * kx, m24: 0,
            m31: d * kz * kx + s * ky, m32: d * kz * ky - s * kx, m33: c + d * kz * kz, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective of eye distance `d`: m34 = −1/d, as UIKit code sets on a container's `sublayerTransform`.
    public static func perspective(_ distance: Double) -> Transform3D {
        var t = identity
        t.m34 = -1 / distance
        return t
    }

    /// A transform list's matrix: its functions compose left to right as matrices (CSS's
    /// `transform` lists), so a point meets the rightmost function first. On row vectors that is
    /// the product of the functions in reverse order, as `CATransform3DTranslate`,
    /// `CATransform3DRotate` and `CATransform3DScale` build it from the identity function by function.
    public init(_ list: TransformList) {
        var m = Transform3D.identity
        for function in list.functions {
            let f: Transform3D = switch function {
            case .translate(let v): .translation(v.x, v.y, v.z)
            case .scale(let factors): .scale(factors.x, factors.y, 1)
            case .rotate(let angle, let axis): .rotation(angle, axis.x, axis.y, axis.z)
            }
            m = f.concatenating(m)
        }
        self = m
    }

    /// `CATransform3DConcat(self, other)`: apply `self`, then `other`.
    public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// `concatenating(.rotation(angle, 1, 0, 0))`, mixing only the two columns it changes.
    mutating func rotateAboutX(_ angle: Double) {
        let (c, s) = (cos(angle), sin(angle))
        ((m12, m13), (m22, m23)) = (Self.turned(m12, m13, c, s), Self.turned(m22, m23, c, s))
        ((m32, m33), (m42, m43)) = (Self.turned(m32, m33, c, s), Self.turned(m42, m43, c, s))
    }

    /// `concatenating(.rotation(angle, 0, 1, 0))`, mixing only the two columns it changes (z towards
    /// x, so the sine's sign is the other way).
    mutating func rotateAboutY(_ angle: Double) {
        let (c, s) = (cos(angle), -sin(angle))
        ((m11, m13), (m21, m23)) = (Self.turned(m11, m13, c, s), Self.turned(m21, m23, c, s))
        ((m31, m33), (m41, m43)) = (Self.turned(m31, m33, c, s), Self.turned(m41, m43, c, s))
    }

    /// `concatenating(.rotation(angle, 0, 0, 1))`, mixing only the two columns it changes.
    mutating func rotateAboutZ(_ angle: Double) {
        let (c, s) = (cos(angle), sin(angle))
        ((m11, m12), (m21, m22)) = (Self.turned(m11, m12, c, s), Self.turned(m21, m22, c, s))
        ((m31, m32), (m41, m42)) = (Self.turned(m31, m32, c, s), Self.turned(m41, m42, c, s))
    }

    /// A row's entries in two columns, a and b, after a rotation in their plane by the angle of
    /// cosine c and sine s: the terms of the full product that are not products with 0.
    @inline(__always)
    private static func turned(_ a: Double, _ b: Double, _ c: Double, _ s: Double) -> (Double, Double) {
        (a * c + b * -s, a * s + b * c)
    }

    /// `concatenating(.translation(t.x, t.y, t.z))`: each row's w carries the translation into its x, y and z.
    mutating func translate(_ t: Vector3) {
        (m11, m12, m13) = (m11 + m14 * t.x, m12 + m14 * t.y, m13 + m14 * t.z)
        (m21, m22, m23) = (m21 + m24 * t.x, m22 + m24 * t.y, m23 + m24 * t.z)
        (m31, m32, m33) = (m31 + m34 * t.x, m32 + m34 * t.y, m33 + m34 * t.z)
        (m41, m42, m43) = (m41 + m44 * t.x, m42 + m44 * t.y, m43 + m44 * t.z)
    }

    /// `concatenating(.perspective(distance))`: each row's z feeds its w.
    mutating func addPerspective(_ distance: Double) {
        let p = -1 / distance
        (m14, m24, m34, m44) = (m13 * p + m14, m23 * p + m24, m33 * p + m34, m43 * p + m44)
    }

    /// The homogeneous image of a point (x, y, z, 1): (x′, y′, z′, w).
    public func apply(_ x: Double, _ y: Double, _ z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44)
    }

    /// The image of a homogeneous point (x, y, z, w): (x′, y′, z′, w′).
    public func apply(_ x: Double, _ y: Double, _ z: Double, _ w: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (x * m11 + y * m21 + z * m31 + w * m41, x * m12 + y * m22 + z * m32 + w * m42,
         x * m13 + y * m23 + z * m33 + w * m43, x * m14 + y * m24 + z * m34 + w * m44)
    }
}

/// Where Core Animation draws a point of a layer inside its superlayer.
public enum Projection {
    /// Projects `point` (in the layer's bounds, origin top-left) of a layer with this
    /// geometry into its container, through the layer's transform about its anchor and the
    /// container's `sublayerTransform` about the container's centre, then the perspective divide.
    /// Nil for a point at or behind the eye, which Core Animation does not draw.
    public static func project(
        _ point: Point, bounds: Size, anchor: Point, position: Point, transform: Transform3D,
        container: Size, sublayerTransform: Transform3D
    ) -> Point? {
        let local = transform.apply(point.x - anchor.x * bounds.width, point.y - anchor.y * bounds.height, 0)
        guard local.w > 1e-9 else { return nil }
        // Into the container, relative to its centre, where the sublayer transform applies.
        let x = local.x / local.w + position.x - container.width / 2
        let y = local.y / local.w + position.y - container.height / 2
        let z = local.z / local.w
        let projected = sublayerTransform.apply(x, y, z)
        guard projected.w > 1e-9 else { return nil }
        return Point(x: projected.x / projected.w + container.width / 2, y: projected.y / projected.w + container.height / 2)
    }

    /// A point of a layer's bounds as the layer stands in a state, in the container's homogeneous
    /// coordinates carried through the stage (an animated container, Stage.swift), before the perspective divide: the point drawn is (x/w, y/w), and w ≤ 0 lies at or
    /// behind the viewer's eye. The map from the layer's plane is projective, so a renderer can clip
    /// at the eye plane (w > 0) as Core Animation does. The layer's own transform (with its own
    /// perspective, if any) and the container's are concatenated before any divide, as Core
    /// Animation concatenates them, so three corners fix the whole plane. Nil only for a
    /// transform whose numbers are not finite.
    public static func homogeneous(_ point: Point, of layer: LayerState, in state: SceneState) -> (x: Double, y: Double, w: Double)? {
        let (bounds, anchor, container) = (layer.frame.size, layer.anchor, state.container)
        let local = layer.transform.apply(point.x - anchor.x * bounds.width, point.y - anchor.y * bounds.height, 0)
        guard local.w.isFinite else { return nil }
        // Moved to the container's centre, where the sublayer transform applies: a translation, times w.
        let x = local.x + (layer.position.x - container.width / 2) * local.w
        let y = local.y + (layer.position.y - container.height / 2) * local.w
        let projected = state.sublayerTransform.apply(x, y, local.z, local.w)
        // The stage (an animated container) carries everything drawn in it; it is not drawn itself.
        let inContainer = (x: projected.x + container.width / 2 * projected.w, y: projected.y + container.height / 2 * projected.w,
                           z: projected.z, w: projected.w)
        let onScreen = SceneState.isStage(layer) ? inContainer : state.throughStage(inContainer)
        return (onScreen.x, onScreen.y, onScreen.w)
    }

    /// Projects a point of a layer's bounds as the layer stands in a state (through the stage,
    /// when the container is animated).
    public static func project(_ point: Point, of layer: LayerState, in state: SceneState) -> Point? {
        guard let p = homogeneous(point, of: layer, in: state), p.w > 1e-9 else { return nil }
        return Point(x: p.x / p.w, y: p.y / p.w)
    }
}
