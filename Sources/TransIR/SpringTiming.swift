/// The three ways to describe a spring.
public enum SpringTiming: Sendable, Equatable {
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` within the track's duration.
    case dampingRatio(damping: Double, velocity: Double)
    /// Core Animation's physical spring; it runs for its own settling time.
    case physical(mass: Double, stiffness: Double, damping: Double, velocity: Double)
    /// SwiftUI's duration + bounce, the duration being the track's.
    case bounce(bounce: Double, velocity: Double)
}
