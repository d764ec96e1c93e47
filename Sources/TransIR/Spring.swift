import Foundation

/// A damped spring m·x″ + c·x′ + k·x = 0 moving progress q = 1 − x from 0 to 1, with
/// initial velocity q′(0) = v in total distance per second, solved in closed form.
public struct DampedSpring: Sendable, Equatable {
    /// Mass.
    public let mass: Double
    /// Stiffness k.
    public let stiffness: Double
    /// Damping coefficient c.
    public let damping: Double
    /// Initial velocity of q.
    public let velocity: Double

    /// Makes a spring.
    public init(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        (self.mass, self.stiffness, self.damping, self.velocity) = (mass, stiffness, damping, velocity)
    }

    /// Undamped angular frequency ω₀ = √(k/m).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Progress q at time t (seconds), in all three damping regimes.
    public func progress(at t: Double) -> Double { Solution(self).progress(at: t) }

    /// The closed-form solution's constants, which do not depend on the time: what a caller
    /// that evaluates one spring every frame keeps, rather than taking three square roots a call.
    public struct Solution: Sendable, Equatable {
        private let regime: Regime

        private enum Regime: Sendable, Equatable {
            /// x = e^(decay·t)·(cos(ω_d·t) + w·sin(ω_d·t)), held as e^(decay·t)·amplitude·cos(ω_d·t − phase)
            /// (amplitude √(1 + w²), phase atan2(w, 1)): one cosine a frame rather than a cosine and a sine.
            case underdamped(decay: Double, frequency: Double, amplitude: Double, phase: Double)
            /// x = e^(−ω₀t)·(1 + (ω₀ − v)·t).
            case critical(naturalFrequency: Double, velocity: Double)
            /// x = a·e^(r₁t) + b·e^(r₂t).
            case overdamped(r1: Double, r2: Double, a: Double, b: Double)
        }

        /// Solves a spring.
        public init(_ spring: DampedSpring) {
            let w0 = spring.naturalFrequency
            let zeta = spring.dampingRatio
            let v = spring.velocity
            if zeta < 1 {
                let wd = w0 * (1 - zeta * zeta).squareRoot()
                let sineWeight = (zeta * w0 - v) / wd
                regime = .underdamped(decay: -zeta * w0, frequency: wd, amplitude: (1 + sineWeight * sineWeight).squareRoot(),
                                      phase: atan2(sineWeight, 1))
            } else if zeta == 1 {
                regime = .critical(naturalFrequency: w0, velocity: v)
            } else {
                let root = w0 * (zeta * zeta - 1).squareRoot()
                let r1 = -zeta * w0 + root
                let r2 = -zeta * w0 - root
                regime = .overdamped(r1: r1, r2: r2, a: (-v - r2) / (r1 - r2), b: (v + r1) / (r1 - r2))
            }
        }

        /// For a spring at or above critical damping, when x = 1 − q last turns (0 if it never does
        /// after the start) and when it crosses its end (nil if it never does); (0, nil) below.
        var turningAndCrossing: (turning: Double, crossing: Double?) {
            switch regime {
            case .underdamped: return (0, nil)
            case .critical(let w0, let v):
                // x = e^(−ω₀t)·(1 + a·t), a = ω₀ − v: x′ = 0 at −v / (ω₀·a), x = 0 at −1 / a.
                let a = w0 - v
                guard a != 0 else { return (0, nil) }
                return (max(0, -v / (w0 * a)), a < 0 ? -1 / a : nil)
            case .overdamped(let r1, let r2, let a, let b):
                // x = a·e^(r₁t) + b·e^(r₂t): x′ = 0 where e^((r₁ − r₂)t) = −b·r₂ / (a·r₁), x = 0 where it is −b / a.
                guard a != 0 else { return (0, nil) }
                let turn = -b * r2 / (a * r1), cross = -b / a
                return (turn > 0 ? max(0, log(turn) / (r1 - r2)) : 0, cross > 1 ? log(cross) / (r1 - r2) : nil)
            }
        }

        /// Progress q at time t (seconds).
        public func progress(at t: Double) -> Double {
            if t <= 0 { return 0 }
            let x: Double
            switch regime {
            case .underdamped(let decay, let wd, let amplitude, let phase): x = exp(decay * t) * amplitude * cos(wd * t - phase)
            case .critical(let w0, let v): x = exp(-w0 * t) * (1 + (w0 - v) * t)
            case .overdamped(let r1, let r2, let a, let b): x = a * exp(r1 * t) + b * exp(r2 * t)
            }
            return 1 - x
        }
    }

    /// `CASpringAnimation.settlingDuration`: when |x| stays within ε = 0.001.
    public var settlingDuration: Double {
        let epsilon = 0.001
        let w0 = naturalFrequency
        let zeta = dampingRatio
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return (-log(epsilon) + log(1 + abs((zeta * w0 - velocity) / wd))) / (zeta * w0)
        }
        // Critically and over-damped springs cross their end at most once and, after their last
        // turning point, approach it without turning back: the last time they are ε away is found by
        // bisection where the distance only shrinks. That is after the turning point, or, where the
        // overshoot past the crossing stays within ε, before the crossing.
        let solution = Solution(self)
        func away(_ t: Double) -> Double { abs(1 - solution.progress(at: t)) }
        let (turning, crossing) = solution.turningAndCrossing
        var (low, high) = (turning, max(1, turning))
        if away(turning) > epsilon {
            while away(high) > epsilon && high < 1e6 { high *= 2 }
        } else if let crossing {
            (low, high) = (0, crossing)
        }
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if away(mid) > epsilon { low = mid } else { high = mid }
        }
        return high
    }

    /// UIKit's spring for `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
    /// mass 1, damping ratio and duration clamped, ω₀ found by 12 Newton steps from 5/T on the
    /// envelope equation ε(ω₀) = 0.001, so that the spring is within 0.1 % at the end of T.
    public static func uiKit(duration: Double, dampingRatio: Double, velocity: Double) -> DampedSpring {
        let zeta = min(max(dampingRatio, 1.1920929e-7), 1)
        let t = min(max(duration, 0.01), 10)
        // ε(ω) − 0.001 and its derivative.
        func envelope(_ w: Double) -> (f: Double, derivative: Double) {
            if zeta < 1 {
                let root = (1 - zeta * zeta).squareRoot()
                let amplitude = (zeta * w - velocity) / (w * root)
                let decay = exp(-zeta * w * t)
                let amplitudeDerivative = velocity / (w * w * root) * (amplitude < 0 ? -1 : 1)
                return (abs(amplitude) * decay - 0.001, amplitudeDerivative * decay - abs(amplitude) * zeta * t * decay)
            }
            return (exp(-w * t) * (1 + (w - velocity) * t) - 0.001, -t * t * (w - velocity) * exp(-w * t))
        }
        var w = 5 / t
        for _ in 0..<12 {
            let (f, derivative) = envelope(w)
            // At critical damping the derivative vanishes where ω₀ = v: stop rather than divide by it.
            if abs(derivative) < 1e-12 { break }
            w -= f / derivative
        }
        // With an initial velocity the envelope is not monotone and Newton can leave (0, ∞);
        // then take the largest root, the stiffest spring that is settled by the end of T.
        if !(w.isFinite && w > 0 && abs(envelope(w).f) < 1e-9) { w = largestRoot(of: { envelope($0).f }, near: 5 / t) }
        return DampedSpring(mass: 1, stiffness: w * w, damping: 2 * zeta * w, velocity: velocity)
    }

    /// The largest ω where `f` changes sign from positive to negative, found by walking down
    /// from far above `guess` and bisecting; `guess` if `f` is never positive.
    static func largestRoot(of f: (Double) -> Double, near guess: Double) -> Double {
        var high = guess * 1e4
        var low = high
        while low > guess * 1e-6 {
            low = high / 1.25
            if f(low) >= 0 { break }
            high = low
        }
        guard f(low) >= 0 else { return guess }
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if f(mid) >= 0 { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// SwiftUI's `Spring(duration:bounce:)`: response = duration, ζ = 1 − b for b ≥ 0 and
    /// 1/(1 + b) below; k = (2π/response)², c = 4πζ/response.
    public static func bounce(duration: Double, bounce: Double, velocity: Double) -> DampedSpring {
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let omega = 2 * Double.pi / duration
        return DampedSpring(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * zeta / duration, velocity: velocity)
    }
}
