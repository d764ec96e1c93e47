import TransIR

/// A gesture event, as a recognizer reports it.
public struct GestureEvent: Sendable, Equatable {
    /// The recognizer's state.
    public enum Phase: Sendable, Equatable {
        case began, changed, ended, cancelled
    }

    public var phase: Phase
    /// Seconds, on any clock that also drives `advance(to:)`.
    public var time: Double
    /// Translation since the gesture began, in points.
    public var translation: Point
    /// Velocity in points per second.
    public var velocity: Point
    /// A pinch's scale (1 at the start).
    public var scale: Double
    /// A pinch's velocity, in scale per second (`UIPinchGestureRecognizer.velocity`).
    public var scaleVelocity: Double
    /// Where the finger is, in the container.
    public var location: Point

    /// Makes an event.
    public init(phase: Phase, time: Double, translation: Point = .zero, velocity: Point = .zero, scale: Double = 1,
                scaleVelocity: Double = 0, location: Point = .zero) {
        (self.phase, self.time, self.translation, self.velocity, self.scale, self.scaleVelocity, self.location) =
            (phase, time, translation, velocity, scale, scaleVelocity, location)
    }
}

/// Runs a transition the way UIKit does: started by a tap it plays through on its own;
/// started by a gesture, `UIPercentDrivenInteractiveTransition` scrubs its timeline by the
/// gesture's progress and, on release, finishes or cancels it as `TimelineRelease` decides, the
/// rest playing as a spring that leaves at the finger's speed (a gesture the system cancels
/// goes back with UIKit's ease-in-out completion curve). A touch while it finishes or cancels catches it where it
/// shows, and the new gesture drives it on from there. Cancelling returns every layer exactly
/// to its start. Views the gesture's block has follow the finger (`follow`) leave the timeline while
/// it is active and spring to the finish or the start on release (`FingerFollowing`); the run ends
/// once, when both the timeline and the spring are done. It drives any `InteractiveTimeline`: the
/// interpreter's `PreparedScene` or a transition compiled for the portable target, alike.
public struct TransitionDriver: Sendable {
    /// How the transition was started.
    public enum Start: Sendable, Equatable {
        /// By a tap or code: not interactive.
        case tap
        /// By one of the program's declared gestures (the driver's `gesture`, an index into `interactions`).
        case gesture
    }

    /// Where the run is.
    public enum Phase: Sendable, Equatable {
        /// Following the gesture.
        case interacting
        /// Playing on its own to the end (a tap start, or a gesture released to finish).
        case finishing
        /// Playing back to the start after a release that cancels.
        case cancelling
        /// Over: `true` if it completed, `false` if it was cancelled.
        case ended(completed: Bool)
    }

    /// The timeline it drives.
    public let timeline: any InteractiveTimeline
    /// How it started.
    public let start: Start
    /// Where it is.
    public private(set) var phase: Phase
    /// The timeline time now shown.
    public private(set) var time: Double

    private let interaction: InteractionSpec?
    private let duration: Double
    private let distance: Double
    /// The timeline playing on its own: from `fromTime` at clock `startTime` to `toTime`, over
    /// `length` seconds, paced linearly (a tap start), by a release's spring, or else by the
    /// ease-in-out completion curve.
    private var segment: (startTime: Double, fromTime: Double, toTime: Double, length: Double, pacing: Pacing)?
    private enum Pacing { case linear, easeInOut, spring(DampedSpring, DampedSpring.Solution) }

    /// How a released run plays the rest of its timeline, for a host that plays it itself (in a
    /// property animator): from timeline time `from` to `to` over `length` seconds, its progress
    /// the release's `spring` (clamped to 0…1 of the way), or the ease-in-out completion curve where
    /// the system cancelled the gesture (nil).
    public struct Rest: Sendable, Equatable {
        public let from: Double
        public let to: Double
        public let length: Double
        public let spring: DampedSpring?
    }

    /// A followed view's flight after the release, for a host that springs it itself: from the
    /// pose it showed (`from`, its end's anchor taken) to its end (`to`), the anchor's place moving
    /// by `x` and `y` (each leaving at the finger's velocity), everything else by `rest`.
    public struct FollowedFlight: Sendable {
        public let layer: Int
        public let from: LayerState
        public let to: LayerState
        public let x: DampedSpring
        public let y: DampedSpring
        public let rest: DampedSpring
    }

    /// The followed views' flights while they spring after a release; empty otherwise.
    public var followedFlights: [FollowedFlight] {
        (following?.flying ?? []).map { FollowedFlight(layer: $0.layer, from: $0.flight.from, to: $0.flight.to, x: $0.flight.x, y: $0.flight.y, rest: $0.flight.rest) }
    }

    /// The rest the run plays now, while it finishes or cancels after a release; nil otherwise.
    public var rest: Rest? {
        guard phase == .finishing || phase == .cancelling, let segment else { return nil }
        switch segment.pacing {
        case .linear: return nil
        case .easeInOut: return Rest(from: segment.fromTime, to: segment.toTime, length: segment.length, spring: nil)
        case .spring(let spring, _): return Rest(from: segment.fromTime, to: segment.toTime, length: segment.length, spring: spring)
        }
    }
    /// The progress a touch caught the finishing or cancelling run at (0 for the first gesture):
    /// the gesture that caught it moves on from there, as the generated UIKit code does.
    private var caught = 0.0
    /// The views that follow the finger; nil when the gesture's block has none, or the run ended.
    private var following: FingerFollowing?
    /// The last clock reading, for the followed views' spring.
    private var clock = 0.0
    private static let completionCurve = PreparedCurve(.easeInOut)

    /// Starts a run at `time` (a clock reading). A gesture start needs the program to declare that
    /// gesture: `gesture` indexes its `interactions`. A pan either way that moves against its
    /// direction starts the other neighbour's program (`TransitionProgram.towardOtherNeighbour`),
    /// whose same gesture then moves forwards.
    public init(scene: PreparedScene, start: Start, gesture: Int = 0, at clock: Double = 0) throws(RuntimeError) {
        try self.init(timeline: scene, start: start, gesture: gesture, at: clock)
    }

    /// Starts a run of any timeline, as `init(scene:start:gesture:at:)` does; `gesture` indexes its `gestures`.
    public init(timeline: any InteractiveTimeline, start: Start, gesture: Int = 0, at clock: Double = 0) throws(RuntimeError) {
        // Decide everything before initializing any stored property, so a throw leaves nothing half-made.
        let gestures = timeline.gestures
        let prepared = gestures.indices.contains(gesture) ? gestures[gesture] : nil
        if start == .gesture && prepared == nil {
            let named = timeline.state(at: 0)
            throw RuntimeError.notInteractive(transition: named.transition, operation: named.operation)
        }
        self.timeline = timeline
        self.start = start
        interaction = prepared?.interaction
        duration = timeline.duration
        time = 0
        self.clock = clock
        if let prepared, start == .gesture {
            distance = prepared.distance
            phase = .interacting
            segment = nil
            following = FingerFollowing(prepared, start: timeline.state(at: 0))
        } else {
            distance = 1
            phase = .finishing
            segment = (clock, 0, duration, duration, .linear)
        }
    }

    /// The gesture's progress for an event, clamped to 0…1.
    public func gestureProgress(_ event: GestureEvent) -> Double {
        min(max(signedTravel(event.translation, scale: event.scale) / distance, 0), 1)
    }

    /// Travel along the gesture's direction (positive the way it goes), or a pinch's scale change.
    private func signedTravel(_ translation: Point, scale: Double) -> Double {
        guard let interaction else { return 0 }
        if interaction.gesture == .pinch {
            return interaction.direction == .in ? (1 - scale) * distance : (scale - 1) * distance
        }
        // `forward` has one non-zero component of ±1, so this is exactly ±x or ±y.
        return translation.x * interaction.forward.x + translation.y * interaction.forward.y
    }

    /// The event that puts the gesture at `progress`: a pan travelled that far along its
    /// direction, a pinch scaled that far. Scripted runs (previews, tests) drive the driver with it.
    public func event(_ phase: GestureEvent.Phase, atProgress progress: Double, time: Double) -> GestureEvent {
        guard let interaction else { return GestureEvent(phase: phase, time: time) }
        if interaction.gesture == .pinch {
            return GestureEvent(phase: phase, time: time, scale: interaction.direction == .in ? 1 - progress : 1 + progress)
        }
        let travel = progress * distance
        return GestureEvent(phase: phase, time: time, translation: Point(x: interaction.forward.x * travel, y: interaction.forward.y * travel))
    }

    /// The finger's speed along the gesture, in the unit of `travelledDistance`: points per second
    /// the way a pan goes, or a pinch's scale per second the way it goes.
    private func signedSpeed(_ event: GestureEvent) -> Double {
        guard let interaction else { return 0 }
        if interaction.gesture == .pinch { return interaction.direction == .in ? -event.scaleVelocity : event.scaleVelocity }
        return signedTravel(event.velocity, scale: 1)
    }

    /// The travel that counts as 100 %, in the unit of `signedSpeed`: a pinch's is a scale change of 1.
    private var travelledDistance: Double { interaction?.gesture == .pinch ? 1 : distance }

    /// The run's progress for an event of the gesture driving it: the caught progress plus the
    /// gesture's travel, clamped to 0…1.
    private func progress(_ event: GestureEvent) -> Double {
        min(max(caught + signedTravel(event.translation, scale: event.scale) / distance, 0), 1)
    }

    /// Feeds a gesture event. A tap-started run ignores gestures; a gesture that begins while the
    /// run finishes or cancels catches it at the time it shows at the event's time.
    public mutating func handle(_ event: GestureEvent) {
        guard start == .gesture else { return }
        if event.phase == .began, phase == .finishing || phase == .cancelling {
            advance(to: event.time)
            guard phase == .finishing || phase == .cancelling else { return }
            if following != nil {
                var shown = timeline.state(at: time)
                state(into: &shown)
                following?.catchViews(shown: shown)
            }
            caught = duration > 0 ? time / duration : 0
            segment = nil
            phase = .interacting
        }
        guard phase == .interacting else { return }
        clock = event.time
        let dragged = signedTravel(event.translation, scale: event.scale)
        switch event.phase {
        case .began, .changed:
            time = progress(event) * duration
            following?.drag(translation: event.translation, dragged: dragged)
        case .ended:
            time = progress(event) * duration
            following?.drag(translation: event.translation, dragged: dragged)
            release(releasing(event), at: event.time, velocity: event.velocity)
        case .cancelled:
            release(nil, at: event.time, velocity: .zero)
        }
    }

    /// What letting go decides for an event that ends the gesture (`TimelineRelease`).
    func releasing(_ event: GestureEvent) -> TimelineRelease? {
        guard let interaction else { return nil }
        return TimelineRelease(interaction, progress: progress(event), velocity: signedSpeed(event), distance: travelledDistance, duration: duration)
    }

    /// Plays the rest: as `release` decides, or, for a gesture the system cancelled (nil), back to
    /// the start at the file's pace with the ease-in-out completion curve.
    private mutating func release(_ release: TimelineRelease?, at clock: Double, velocity: Point) {
        let finishing = release?.finishes ?? false
        let target = finishing ? duration : 0
        let length = abs(target - time) / (release?.completionSpeed ?? 1)
        phase = finishing ? .finishing : .cancelling
        let spring = release?.completion(over: length)
        segment = (clock, time, target, length, spring.map { .spring($0, DampedSpring.Solution($0)) } ?? .easeInOut)
        // Followed views spring to where the timeline goes, with the finger's velocity.
        if following != nil {
            let toward = timeline.state(at: target)
            following?.release(at: clock, velocity: velocity, toward: toward)
        }
        if length == 0 && following == nil { end(finishing) }
    }

    private mutating func end(_ completed: Bool) {
        time = completed ? duration : 0
        phase = .ended(completed: completed)
        segment = nil
        following = nil
    }

    /// Moves the clock on; while finishing or cancelling the timeline follows the completion curve,
    /// and followed views their spring. The run ends when both are done.
    public mutating func advance(to clock: Double) {
        guard let segment else { return }
        self.clock = clock
        let springing = following?.settlesAt.map { clock < $0 } ?? false
        guard clock < segment.startTime + segment.length else {
            if springing { time = segment.toTime } else { end(phase == .finishing) }
            return
        }
        let elapsed = max(0, clock - segment.startTime)
        let paced = switch segment.pacing {
        case .linear: elapsed / segment.length
        case .easeInOut: Self.completionCurve.value(at: elapsed / segment.length)
        case .spring(_, let spring): spring.progress(at: elapsed)
        }
        // A spring handed a fast finger may overshoot its end; the timeline has no time beyond it.
        time = min(max(segment.fromTime + (segment.toTime - segment.fromTime) * paced, 0), duration)
    }

    /// The state shown now.
    public func state(into state: inout SceneState) {
        timeline.state(at: time, into: &state)
        following?.apply(to: &state, at: clock)
    }

    /// Whether views follow the finger in this run (its gesture's block has `follow`), until it ends.
    public var isFollowing: Bool { following != nil }

    /// Whether the run ended, and how.
    public var completed: Bool? {
        if case .ended(let completed) = phase { return completed }
        return nil
    }

    /// The lifecycle list to run now that the run is over: completion if it completed,
    /// cancellation if it was cancelled; nil while it runs. Setup runs before the first frame.
    public var endingLifecycle: LifecycleList? {
        completed.map { LifecycleList.ending(completed: $0) }
    }
}
