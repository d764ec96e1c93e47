import TransRuntime
import Transitions
import XCTest

/// The types the build plugin generated from the target's `.trans` files, used as an app
/// would: prepared in a container and sampled. On Linux only the portable types exist; the
/// UIKit code compiles to nothing.
final class TransitionsTests: XCTestCase {
    let phone = Size(width: 390, height: 844)

    func testTheSettingsScreenSlidesInAndTheListDims() throws {
        let slide = try TransitionCatalog.openSettings.init(environment: SceneEnvironment(container: phone))
        XCTAssertEqual(type(of: slide).transitionName, "SettingsSlide")
        XCTAssertEqual(type(of: slide).operation, .push)
        XCTAssertEqual(slide.duration, 0.4, accuracy: 1e-12)
        let start = slide.state(at: 0), end = slide.state(at: slide.duration)
        XCTAssertEqual(try XCTUnwrap(start.layer("to")).transform.m41, 390, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(end.layer("to")).transform.m41, 0, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(end.layer("from")).transform.m41, -130, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(start.layer("from")).style.opacity, 1, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(end.layer("from")).style.opacity, 0.5, accuracy: 1e-12)
        // Eased: past the linear halfway point at half time.
        XCTAssertLessThan(try XCTUnwrap(slide.state(at: 0.2).layer("to")).transform.m41, 195)
    }

    func testThePhotoGrowsOutOfItsThumbnail() throws {
        let thumbnail = Rect(x: 40, y: 200, width: 120, height: 90)
        let zoom = try TransitionCatalog.showPhoto.init(
            environment: SceneEnvironment(container: phone, inputs: ["thumbnail": .view(frame: thumbnail)]))
        XCTAssertEqual(type(of: zoom).operation, .present)
        let start = zoom.state(at: 0), end = zoom.state(at: zoom.duration)
        XCTAssertEqual(try XCTUnwrap(start.layer("to")?.mask), MaskShape(rect: thumbnail, cornerWidth: 8, cornerHeight: 8))
        XCTAssertEqual(try XCTUnwrap(end.layer("to")?.mask), MaskShape(rect: Rect(x: 0, y: 0, width: 390, height: 844), cornerWidth: 0, cornerHeight: 0))
        XCTAssertEqual(try XCTUnwrap(end.layer("from")).style.opacity, 0.4, accuracy: 1e-12)
    }

    func testAMissingInputIsNamed() {
        XCTAssertThrowsError(try TransitionCatalog.showPhoto.init(environment: SceneEnvironment(container: phone))) {
            XCTAssertEqual($0 as? RuntimeError, .missingInput(name: "thumbnail", type: .view))
        }
    }
}
