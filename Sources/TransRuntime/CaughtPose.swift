import Foundation
import TransIR

/// A followed view a touch caught while it sprang, read as the generated UIKit code reads its
/// presentation layer: its matrix kept whole, its scale read as the lengths of the matrix's first
/// two rows and its turn about z as the angle of the first row in the screen's plane
/// (`atan2(m12, m11)`, within half a turn). A drag then changes those two readings, and the change
/// goes on top of the caught matrix in the order the parts compose: the scale first, the turn about
/// z after every other turn, so a view caught tilted about x turns about the screen's z axis.
struct CaughtPose: Sendable {
    /// The first two rows' lengths.
    let scale: Point
    /// The first row's angle about z, in radians.
    let rotation: Double
    /// The caught linear part taken apart: a scale along x and y (negative along x for a mirror)
    /// then this turn. A caught view's parts compose no shear and no depth scale, so that is all of it.
    let turn: (angle: Double, axis: Vector3)
    /// Whether the caught matrix mirrors.
    let mirrored: Bool

    /// Reads a caught transform; nil where the matrix has no scale on an axis to change from (a view
    /// caught at zero size on an axis: `isFlat`) or no depth.
    init?(_ matrix: Transform3D) {
        let linear = Transform3D(m11: matrix.m11, m12: matrix.m12, m13: matrix.m13, m14: 0, m21: matrix.m21, m22: matrix.m22, m23: matrix.m23,
                                 m24: 0, m31: matrix.m31, m32: matrix.m32, m33: matrix.m33, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        guard !Self.isFlat(matrix), let decomposed = DecomposedTransform(linearPartOf: linear) else { return nil }
        // A mirror comes apart as a negative scale on every axis: flipped along x first, it is a scale and a turn.
        mirrored = decomposed.scale.z < 0
        guard let unmirrored = mirrored ? DecomposedTransform(linearPartOf: Transform3D.scale(-1, 1, 1).concatenating(linear)) : decomposed
        else { return nil }
        (scale, rotation, turn) = (Self.rowLengths(matrix), atan2(matrix.m12, matrix.m11), unmirrored.rotation.angleAndAxis)
    }

    /// Whether a matrix has no length along x or y: a view caught at zero size on an axis.
    static func isFlat(_ matrix: Transform3D) -> Bool {
        let scale = rowLengths(matrix)
        return !(scale.x > 1e-12 && scale.y > 1e-12)
    }

    /// What a touch reads off `layer`: its caught pose; nil for a transform list, whose parts stay as
    /// they are, and for a view at no size on an axis, whose parts become the readings (`parts(reading:)`).
    static func catching(_ layer: inout LayerState) -> CaughtPose? {
        guard layer.parts.list == nil else { return nil }
        if let caught = CaughtPose(layer.transform) { return caught }
        if isFlat(layer.transform) { layer.parts = parts(reading: layer.transform) }
        return nil
    }

    /// The lengths of a matrix's first two rows: a scale applied first, whatever turns follow.
    static func rowLengths(_ m: Transform3D) -> Point {
        Point(x: (m.m11 * m.m11 + m.m12 * m.m12 + m.m13 * m.m13).squareRoot(), y: (m.m21 * m.m21 + m.m22 * m.m22 + m.m23 * m.m23).squareRoot())
    }

    /// A view caught at zero size on an axis has no matrix to change: it is read as the parts the
    /// readings give (its scale, its turn about z, its translation), as the generated code composes them.
    static func parts(reading matrix: Transform3D) -> TransformParts {
        var parts = TransformParts()
        parts.scale = rowLengths(matrix)
        parts.rotation.z = atan2(matrix.m12, matrix.m11)
        parts.translation = Vector3(x: matrix.m41, y: matrix.m42, z: 0)
        return parts
    }

    /// `layer` with the readings in place of its scale and turn about z: what a followed track reads
    /// and writes.
    func reading(_ layer: LayerState) -> LayerState {
        var read = layer
        (read.parts.scale, read.parts.rotation.z) = (scale, rotation)
        return read
    }

    /// `parts`, as caught, unchanged where the drag changed neither reading (so the view shows exactly
    /// what it showed); otherwise the parts that show the caught matrix with the drag's `scale` and
    /// `rotation` (about z) in place of the readings: `S·L·Rz`, which is the new scale (its sign
    /// the mirror's) then the caught turn followed by the change about z, with the translation and
    /// perspective the parts hold. Nothing singular is taken apart, so a drag to no size shows flat.
    func apply(scale newScale: Point, rotation newRotation: Double, to parts: inout TransformParts) {
        guard newScale != scale || newRotation != rotation else { return }
        parts.scale = Point(x: mirrored ? -newScale.x : newScale.x, y: newScale.y)
        parts.rotation = Vector3(x: 0, y: 0, z: 0)
        parts.axisRotation = turn
        guard newRotation != rotation else { return }
        let turned = Transform3D.rotation(turn.angle, turn.axis.x, turn.axis.y, turn.axis.z).concatenating(.rotation(newRotation - rotation, 0, 0, 1))
        if let decomposed = DecomposedTransform(linearPartOf: turned) { parts.axisRotation = decomposed.rotation.angleAndAxis }
    }
}
