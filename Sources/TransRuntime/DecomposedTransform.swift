import Foundation
import TransIR

/// The linear part of a transform (its upper 3×3: what it does about the anchor, without its
/// translation or perspective) as Core Animation interpolates it when it animates `transform`
/// (`CABasicAnimation`, `CASpringAnimation` of the key path `transform`): taken apart into scale,
/// shear and a rotation, the scale and shear mixed linearly and the rotation along the shorter arc
/// between its two unit quaternions, then put together again. It is the decomposition CSS
/// Transforms (Level 2, "Interpolation of Matrices": unmatrix, slerp, recompose) describes for the
/// same purpose, so a turn of more than half a turn springs back the short way, and a tilted
/// rotation does not pass through the angles of its parts.
struct DecomposedTransform: Equatable {
    /// The length of each row once the shear is taken out: x, y, z.
    var scale: Vector3
    /// The shear of y along x, z along x, z along y, each over the scale of the sheared row.
    var shear: Vector3
    /// The rotation, a unit quaternion (x, y, z, w) in the convention of `Transform3D.rotation`.
    var rotation: Quaternion

    /// A unit quaternion: the rotation by `2·acos(w)` about (x, y, z).
    struct Quaternion: Equatable {
        var x: Double, y: Double, z: Double, w: Double

        /// The rotation `Transform3D.rotation(angle, axis…)` makes.
        init(angle: Double, axis: Vector3) {
            let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
            let s = length > 0 ? sin(angle / 2) / length : 0
            (x, y, z, w) = (axis.x * s, axis.y * s, axis.z * s, length > 0 ? cos(angle / 2) : 1)
        }

        init(x: Double, y: Double, z: Double, w: Double) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }

        func dot(_ o: Quaternion) -> Double { x * o.x + y * o.y + z * o.z + w * o.w }

        /// The angle (0…2π) and axis of the rotation; the axis is x for no rotation.
        var angleAndAxis: (angle: Double, axis: Vector3) {
            let sine = (x * x + y * y + z * z).squareRoot()
            guard sine > 0 else { return (0, Vector3(x: 1, y: 0, z: 0)) }
            return (2 * atan2(sine, w), Vector3(x: x / sine, y: y / sine, z: z / sine))
        }

        /// Spherical interpolation from `self` to `o` along the shorter of the two arcs (q and −q are
        /// the same rotation), at any fraction: a spring's overshoot carries on along the same arc.
        func slerp(to o: Quaternion, _ fraction: Double) -> Quaternion {
            var (target, cosine) = (o, dot(o))
            if cosine < 0 { (target, cosine) = (Quaternion(x: -o.x, y: -o.y, z: -o.z, w: -o.w), -cosine) }
            let (a, b): (Double, Double)
            if cosine > 1 - 1e-12 {
                // The same rotation, or nearly: the arc is a straight line to within rounding.
                (a, b) = (1 - fraction, fraction)
            } else {
                let theta = acos(cosine)
                (a, b) = (sin((1 - fraction) * theta) / sin(theta), sin(fraction * theta) / sin(theta))
            }
            let mixed = Quaternion(x: a * x + b * target.x, y: a * y + b * target.y, z: a * z + b * target.z, w: a * w + b * target.w)
            let norm = mixed.dot(mixed).squareRoot()
            return Quaternion(x: mixed.x / norm, y: mixed.y / norm, z: mixed.z / norm, w: mixed.w / norm)
        }
    }

    /// Takes apart the linear part of `m`; nil when it is singular (a zero scale), which has no rotation.
    init?(linearPartOf m: Transform3D) {
        typealias Row = (x: Double, y: Double, z: Double)
        func dot(_ a: Row, _ b: Row) -> Double { a.x * b.x + a.y * b.y + a.z * b.z }
        func minus(_ a: Row, _ k: Double, _ b: Row) -> Row { (a.x - k * b.x, a.y - k * b.y, a.z - k * b.z) }
        func over(_ a: Row, _ k: Double) -> Row { (a.x / k, a.y / k, a.z / k) }
        // Row vectors (p′ = p·M): row i is where the unit vector along axis i goes, so a scale applied first
        // lengthens row i, and Gram–Schmidt on the rows, in order, leaves the rotation's rows.
        var r0: Row = (m.m11, m.m12, m.m13), r1: Row = (m.m21, m.m22, m.m23), r2: Row = (m.m31, m.m32, m.m33)
        var scale = Vector3(x: dot(r0, r0).squareRoot(), y: 0, z: 0)
        guard scale.x > 1e-12 else { return nil }
        r0 = over(r0, scale.x)
        var xy = dot(r0, r1)
        r1 = minus(r1, xy, r0)
        scale.y = dot(r1, r1).squareRoot()
        guard scale.y > 1e-12 else { return nil }
        r1 = over(r1, scale.y)
        xy /= scale.y
        var xz = dot(r0, r2)
        r2 = minus(r2, xz, r0)
        var yz = dot(r1, r2)
        r2 = minus(r2, yz, r1)
        scale.z = dot(r2, r2).squareRoot()
        guard scale.z > 1e-12 else { return nil }
        r2 = over(r2, scale.z)
        (xz, yz) = (xz / scale.z, yz / scale.z)
        // A mirror (negative determinant) is a negative scale on every axis and a rotation.
        let cross: Row = (r1.y * r2.z - r1.z * r2.y, r1.z * r2.x - r1.x * r2.z, r1.x * r2.y - r1.y * r2.x)
        if dot(r0, cross) < 0 {
            scale = Vector3(x: -scale.x, y: -scale.y, z: -scale.z)
            (r0, r1, r2) = (over(r0, -1), over(r1, -1), over(r2, -1))
        }
        self.scale = scale
        shear = Vector3(x: xy, y: xz, z: yz)
        // The rotation's rows are the transpose of the column-vector rotation matrix R (R[i][j] = row j's i-th
        // field); its quaternion from the largest of w, x, y, z, which keeps the division away from zero.
        let trace = r0.x + r1.y + r2.z
        if trace > 0 {
            let s = 2 * (1 + trace).squareRoot()
            rotation = Quaternion(x: (r1.z - r2.y) / s, y: (r2.x - r0.z) / s, z: (r0.y - r1.x) / s, w: s / 4)
        } else if r0.x > r1.y && r0.x > r2.z {
            let s = 2 * (1 + r0.x - r1.y - r2.z).squareRoot()
            rotation = Quaternion(x: s / 4, y: (r1.x + r0.y) / s, z: (r2.x + r0.z) / s, w: (r1.z - r2.y) / s)
        } else if r1.y > r2.z {
            let s = 2 * (1 + r1.y - r0.x - r2.z).squareRoot()
            rotation = Quaternion(x: (r1.x + r0.y) / s, y: s / 4, z: (r2.y + r1.z) / s, w: (r2.x - r0.z) / s)
        } else {
            let s = 2 * (1 + r2.z - r0.x - r1.y).squareRoot()
            rotation = Quaternion(x: (r2.x + r0.z) / s, y: (r2.y + r1.z) / s, z: s / 4, w: (r0.y - r1.x) / s)
        }
    }

    /// On the way from `self` to `other` at `fraction` (any real: a spring overshoots).
    func interpolated(to other: DecomposedTransform, _ fraction: Double) -> DecomposedTransform {
        func lerp(_ a: Vector3, _ b: Vector3) -> Vector3 {
            Vector3(x: mix(a.x, b.x, fraction), y: mix(a.y, b.y, fraction), z: mix(a.z, b.z, fraction))
        }
        var result = self
        result.scale = lerp(scale, other.scale)
        result.shear = lerp(shear, other.shear)
        result.rotation = rotation.slerp(to: other.rotation, fraction)
        return result
    }

    /// The linear part put together again, in the order it was taken apart: scale, shear, then rotation.
    var matrix: Transform3D {
        let (angle, axis) = rotation.angleAndAxis
        var sheared = Transform3D.scale(scale.x, scale.y, scale.z)
        // Row y gains x's row times its shear, row z x's and y's: the inverse of the Gram–Schmidt steps.
        sheared.m21 = shear.x * scale.y
        (sheared.m31, sheared.m32) = (shear.y * scale.z, shear.z * scale.z)
        return sheared.concatenating(.rotation(angle, axis.x, axis.y, axis.z))
    }
}
