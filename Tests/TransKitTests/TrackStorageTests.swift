import TransCorpus
import TransKit
@testable import TransRuntime
import XCTest

/// A scene keeps every track's keyframes and timings in one `TrackStorage`, and tracks paced
/// alike share one timing there. Each track read from the storage must give the value its own
/// keyframes paced by its own timing give, computed the other way: from arrays
/// (`PreparedKeyframes`) and a `PreparedTiming` made for that track alone.
final class TrackStorageTests: XCTestCase {
    func testEveryTrackAndShadeOfTheCorpusReadFromTheStorageGivesItsOwnTimingsValue() throws {
        var (tracks, timings, samples, shadeSamples) = (0, 0, 0, 0)
        for source in try Corpus.all() {
            let effect = try TransitionEffect(source: String(decoding: source.bytes, as: UTF8.self), path: source.path)
            for program in effect.programs {
                let scene = try PreparedScene(program, environment: SceneEnvironment(inputs: Corpus.sampleInputs(for: program)))
                XCTAssertEqual(scene.tracks.count, scene.program.tracks.count)
                tracks += scene.tracks.count
                timings += scene.storage.timings.count
                let times = (-2...22).map { scene.duration * Double($0) / 20 }
                // The keyframes' values evaluated here, apart from the storage, which holds them by kind.
                let evaluator = ExpressionEvaluator(environment: scene.environment)
                scene.storage.withContents { storage in
                    for (track, spec) in zip(scene.tracks, scene.program.tracks) {
                        let own = PreparedTiming(spec.timing)
                        let range = track.keyframes.start ..< track.keyframes.start + track.keyframes.count
                        XCTAssertEqual(Array(storage.offsets[range]), spec.keyframes.map(\.offset))
                        let values = spec.keyframes.map { PreparedTrack.held(evaluator.evaluate($0.value), as: spec.property.traits.type) }
                        let keyframes = PreparedKeyframes(offsets: spec.keyframes.map(\.offset), values: values,
                                                          interpolation: spec.property.traits.interpolation,
                                                          segmentCurves: spec.timing.segmentCurves(spec.keyframes))
                        for time in times {
                            let progress = storage.timings[track.timing].progress(at: time)
                            XCTAssertEqual(progress, own.progress(at: time), "\(source.path) \(spec.property) at \(time)")
                            let value = storage.value(track.keyframes, timing: track.timing, progress: progress, at: time)
                            XCTAssertEqual(value, keyframes.value(at: time, timing: own), "\(source.path) \(spec.property) at \(time)")
                            samples += 1
                        }
                    }
                    // A shade's opacity is kept in the storage too.
                    for (shade, spec) in zip(scene.shades, scene.program.shades) {
                        let own = PreparedTiming(spec.timing)
                        let keyframes = PreparedKeyframes(offsets: spec.opacity.map(\.offset), values: spec.opacity.map { evaluator.evaluate($0.value) },
                                                          interpolation: .componentwise, segmentCurves: spec.timing.segmentCurves(spec.opacity))
                        for time in times {
                            let progress = storage.timings[shade.timing].progress(at: time)
                            let value = storage.value(shade.opacity, timing: shade.timing, progress: progress, at: time)
                            XCTAssertEqual(value, keyframes.value(at: time, timing: own), "\(source.path) shade at \(time)")
                            shadeSamples += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(samples, 5_000)
        XCTAssertGreaterThan(shadeSamples, 0)
        // Tracks of one block share their timing: fewer timings are stored than there are tracks.
        XCTAssertLessThan(timings, tracks * 2 / 3, "\(timings) timings for \(tracks) tracks")
    }

    /// A track reads its property's clamp once (`NumberRange`) rather than the table at each
    /// write: for every style property and numbers in and out of 0…1 (infinities, signed zeros and
    /// NaN among them) it must show what the table's `clamped` shows, bit for bit.
    func testTheClampReadOnceShowsWhatTheTableClampsToForEveryStyleProperty() {
        let numbers: [Double] = [-.infinity, -2, -1e-300, -0.0, 0, 0.25, 1, 1.5, 1e300, .infinity, .nan]
        var clamped = 0
        for style in StyleProperty.allCases {
            let range = NumberRange(.style(style))
            for number in numbers {
                let expected = style.property.traits.clamped(number)
                XCTAssertEqual(range.clamped(number).bitPattern, expected.bitPattern, "\(style) \(number)")
                if expected.bitPattern != number.bitPattern { clamped += 1 }
            }
        }
        // Opacities are clamped: the check compared some numbers the clamp changes.
        XCTAssertGreaterThan(clamped, 0)
    }
}

/// A track's values at their offsets, in arrays of `Value`s: the oracle the storage is compared
/// with, evaluated as the interpreter did before it held keyframes by kind.
private struct PreparedKeyframes {
    let offsets: [Double]
    let values: [Value]
    let interpolation: Interpolation
    let segmentCurves: [PreparedCurve]?

    init(offsets: [Double], values: [Value], interpolation: Interpolation, segmentCurves: [TimingCurve]?) {
        (self.offsets, self.values, self.interpolation) = (offsets, values, interpolation)
        self.segmentCurves = segmentCurves?.map(PreparedCurve.init)
    }

    /// The value at a time of the transition, located among all the offsets (`KeyframeSegment.locate`).
    func value(at time: Double, timing: PreparedTiming) -> Value {
        let (index, weight) = KeyframeSegment.locate(offsets: offsets, segmentCurves: segmentCurves, timing: timing, at: time)
        return weight == 0 ? values[index] : values[index].interpolated(to: values[index + 1], weight, by: interpolation)
    }
}
