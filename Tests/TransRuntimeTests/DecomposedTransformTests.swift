import Foundation
import TransIR
@testable import TransRuntime
import XCTest

/// `DecomposedTransform`: a transform's linear part taken apart into scale, shear and rotation, and
/// mixed as Core Animation mixes a `transform` (the rotation along the shorter arc). The oracles are
/// rotations built directly (`Transform3D.rotation`, Rodrigues' formula) at angles worked out by hand.
final class DecomposedTransformTests: XCTestCase {
    func assertLinearPart(_ m: Transform3D, _ expected: Transform3D, accuracy: Double = 1e-12, _ message: String = "",
                          file: StaticString = #filePath, line: UInt = #line) {
        let a = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33]
        let b = [expected.m11, expected.m12, expected.m13, expected.m21, expected.m22, expected.m23, expected.m31, expected.m32, expected.m33]
        for (index, (x, y)) in zip(a, b).enumerated() {
            XCTAssertEqual(x, y, accuracy: accuracy, "field \(index): \(a) vs \(b) \(message)", file: file, line: line)
        }
    }

    func decomposed(_ m: Transform3D) throws -> DecomposedTransform { try XCTUnwrap(DecomposedTransform(linearPartOf: m)) }

    /// From no turn to a turn about a tilted axis, the mix at any fraction (a spring's overshoot past 1
    /// too) is that fraction of the turn about the same axis.
    func testATurnAboutATiltedAxisMixesItsAngleAboutThatAxis() throws {
        let (angle, axis) = (1.2, Vector3(x: 0.3, y: 1, z: 0.5))
        let start = try decomposed(.identity), end = try decomposed(.rotation(angle, axis.x, axis.y, axis.z))
        for fraction in [0, 0.25, 0.5, 0.9, 1, 1.3, -0.2] {
            assertLinearPart(start.interpolated(to: end, fraction).matrix, .rotation(angle * fraction, axis.x, axis.y, axis.z), "at \(fraction)")
        }
    }

    /// More than half a turn apart, the shorter arc is the other way round: 0.6 turn back to none goes on
    /// through 0.8 turn (−0.2 turn) halfway, where mixing the angle would show 0.3 turn.
    func testMoreThanHalfATurnApartItTurnsTheShorterWay() throws {
        let axis = Vector3(x: 0.039, y: 1, z: 0.826)
        let turned = try decomposed(.rotation(0.6 * 2 * .pi, axis.x, axis.y, axis.z)), none = try decomposed(.identity)
        assertLinearPart(turned.interpolated(to: none, 0.5).matrix, .rotation(-0.2 * 2 * .pi, axis.x, axis.y, axis.z))
        assertLinearPart(turned.interpolated(to: none, 0.25).matrix, .rotation(0.7 * 2 * .pi, axis.x, axis.y, axis.z))
    }

    /// A quarter turn about x and one about y meet halfway about their bisector (1, 1, 0): the quaternions
    /// (sin 45°, 0, 0, cos 45°) and (0, sin 45°, 0, cos 45°) are 60° apart, so the midpoint is their sum over
    /// 2·cos 30°, whose w is cos 45° / cos 30° = √(2/3): a turn of 2·acos(√(2/3)) ≈ 70.5°.
    func testQuarterTurnsAboutXAndYMeetHalfwayAboutTheirBisector() throws {
        let x = try decomposed(.rotation(.pi / 2, 1, 0, 0)), y = try decomposed(.rotation(.pi / 2, 0, 1, 0))
        assertLinearPart(x.interpolated(to: y, 0.5).matrix, .rotation(2 * acos((2.0 / 3).squareRoot()), 1, 1, 0))
    }

    /// Scale, shear and rotation come back as they were put in (scale first, then shear, then rotation, row
    /// vectors), and together again make the same matrix; a mirror comes back as a negative scale and a rotation.
    func testScaleShearAndRotationAreTakenApartAsTheyWereMade() throws {
        var sheared = Transform3D.scale(2, 0.5, 1.5)
        // Row y gains 0.3 of row x (times its scale), row z 0.2 of x and −0.4 of y.
        sheared.m21 = 0.3 * 0.5
        (sheared.m31, sheared.m32) = (0.2 * 1.5, -0.4 * 1.5)
        let rotation = Transform3D.rotation(2.5, -0.2, 0.7, 0.4)
        let made = sheared.concatenating(rotation)
        let parts = try decomposed(made)
        for (found, expected) in [(parts.scale.x, 2.0), (parts.scale.y, 0.5), (parts.scale.z, 1.5),
                                  (parts.shear.x, 0.3), (parts.shear.y, 0.2), (parts.shear.z, -0.4)] {
            XCTAssertEqual(found, expected, accuracy: 1e-12)
        }
        let (angle, axis) = parts.rotation.angleAndAxis
        assertLinearPart(.rotation(angle, axis.x, axis.y, axis.z), rotation)
        assertLinearPart(parts.matrix, made)
        let mirrored = Transform3D.scale(-1, 1, 1).concatenating(rotation)
        let mirror = try decomposed(mirrored)
        XCTAssertLessThan(mirror.scale.x * mirror.scale.y * mirror.scale.z, 0)
        assertLinearPart(mirror.matrix, mirrored)
    }

    /// A scale of zero flattens the layer: no rotation can be read back.
    func testAFlatTransformHasNoDecomposition() {
        XCTAssertNil(DecomposedTransform(linearPartOf: .scale(0, 1, 1)))
        XCTAssertNil(DecomposedTransform(linearPartOf: .scale(1, 1, 0)))
    }
}
