import Foundation
import TransRuntime
import TransIR
import XCTest

final class GeometryTests: XCTestCase {
    func testRotationsMatchCoreAnimation() {
        let a = 0.3
        let y = Transform3D.rotation(a, 0, 1, 0)
        XCTAssertEqual(y.m11, cos(a), accuracy: 1e-15)
        XCTAssertEqual(y.m13, -sin(a), accuracy: 1e-15)
        XCTAssertEqual(y.m31, sin(a), accuracy: 1e-15)
        XCTAssertEqual(y.m33, cos(a), accuracy: 1e-15)
        let z = Transform3D.rotation(.pi / 2, 0, 0, 1)
        let image = z.apply(1, 0, 0)
        // With y down, +90° about z turns +x to +y: clockwise on screen.
        XCTAssertEqual(image.x, 0, accuracy: 1e-15)
        XCTAssertEqual(image.y, 1, accuracy: 1e-15)
        XCTAssertEqual(Transform3D.rotation(1, 0, 0, 0), .identity)
    }

    func testConcatenationAppliesLeftFirst() {
        let scaleThenMove = Transform3D.scale(2, 2, 1).concatenating(.translation(10, 0, 0))
        XCTAssertEqual(scaleThenMove.apply(1, 1, 0).x, 12)
        let moveThenScale = Transform3D.translation(10, 0, 0).concatenating(.scale(2, 2, 1))
        XCTAssertEqual(moveThenScale.apply(1, 1, 0).x, 22)
    }

    /// A layer's parts are multiplied in column by column; the product must be the one the full
    /// 4×4 matrices of Core Animation's functions give, part by part, in the documented order.
    func testALayersPartsComposeAsTheProductOfTheirMatrices() {
        let cases: [(translation: Vector3, rotation: Vector3, axis: (angle: Double, axis: Vector3)?, scale: Point, perspective: Double?)] = [
            (Vector3(x: 12, y: -7, z: 30), Vector3(x: 0.4, y: -1.1, z: 2.5), (0.7, Vector3(x: 1, y: 2, z: -0.5)), Point(x: 0.8, y: 1.3), 500),
            (Vector3(x: 0, y: 40, z: 0), Vector3(x: 0, y: .pi, z: 0), nil, Point(x: 1, y: 1), nil),
            (Vector3(x: -3, y: 0, z: 0), Vector3(x: -2 * .pi / 3, y: 0, z: 0.05), nil, Point(x: -1, y: 0.5), 80),
            (Vector3(x: 0, y: 0, z: 0), Vector3(x: 0, y: 0, z: 0), nil, Point(x: 1, y: 1), 300),
        ]
        for part in cases {
            var expected = Transform3D.scale(part.scale.x, part.scale.y, 1)
            expected = expected.concatenating(.rotation(part.rotation.x, 1, 0, 0))
            expected = expected.concatenating(.rotation(part.rotation.y, 0, 1, 0))
            expected = expected.concatenating(.rotation(part.rotation.z, 0, 0, 1))
            if let (angle, axis) = part.axis { expected = expected.concatenating(.rotation(angle, axis.x, axis.y, axis.z)) }
            expected = expected.concatenating(.translation(part.translation.x, part.translation.y, part.translation.z))
            if let distance = part.perspective { expected = expected.concatenating(.perspective(distance)) }
            let composed = Transform3D.composed(translation: part.translation, rotation: part.rotation, axisRotation: part.axis,
                                                scale: part.scale, perspective: part.perspective)
            for (field, (got, want)) in zip(composed.fields, expected.fields).enumerated() {
                XCTAssertEqual(got, want, accuracy: 1e-12, "field \(field) of \(part)")
            }
        }
    }

    func testPerspectiveProjectionOracle() throws {
        let expected = [(61.9544, 46.1954), (133.0204, 53.3020), (133.0204, 146.6980), (61.9544, 153.8046)]
        let corners = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        for (corner, (x, y)) in zip(corners, expected) {
            let p = try XCTUnwrap(Projection.project(corner, bounds: Size(width: 100, height: 100), anchor: Point(x: 0.5, y: 0.5),
                                       position: Point(x: 100, y: 100), transform: .rotation(.pi / 4, 0, 1, 0),
                                       container: Size(width: 200, height: 200), sublayerTransform: .perspective(500)))
            XCTAssertEqual(p.x, x, accuracy: 1e-4)
            XCTAssertEqual(p.y, y, accuracy: 1e-4)
        }
    }

    func testShapesInterpolateIntoEachOther() {
        let oval = MaskShape.oval(Rect(x: 0, y: 0, width: 100, height: 50))
        let circle = MaskShape.circle(center: Point(x: 200, y: 200), radius: 100)
        XCTAssertEqual(oval.cornerWidth, 50)
        XCTAssertEqual(oval.cornerHeight, 25)
        XCTAssertEqual(circle.rect, Rect(x: 100, y: 100, width: 200, height: 200))
        let middle = oval.interpolated(to: circle, 0.5)
        XCTAssertEqual(middle.rect, Rect(x: 50, y: 50, width: 150, height: 125))
        XCTAssertEqual(middle.cornerWidth, 75)
        XCTAssertEqual(oval.interpolated(to: circle, 0), oval)
        XCTAssertEqual(oval.interpolated(to: circle, 1), circle)
        XCTAssertEqual(MaskShape.roundedRectangle(Rect(x: 0, y: 0, width: 10, height: 40), radius: 99).cornerWidth, 5)
    }
}

final class ProjectionTests: XCTestCase {
    func testAPointAtOrBehindTheEyeIsNotProjected() {
        // Perspective 100: a point 100 pt toward the viewer is at the eye.
        let atEye = Projection.project(Point(x: 50, y: 50), bounds: Size(width: 100, height: 100), anchor: Point(x: 0.5, y: 0.5),
                                       position: Point(x: 100, y: 100), transform: .translation(0, 0, 100),
                                       container: Size(width: 200, height: 200), sublayerTransform: .perspective(100))
        XCTAssertNil(atEye)
        let inFront = Projection.project(Point(x: 50, y: 50), bounds: Size(width: 100, height: 100), anchor: Point(x: 0.5, y: 0.5),
                                         position: Point(x: 100, y: 100), transform: .translation(0, 0, 50),
                                         container: Size(width: 200, height: 200), sublayerTransform: .perspective(100))
        XCTAssertEqual(inFront, Point(x: 100, y: 100))
    }
}
