import TransIR

/// A unit cubic Bézier timing curve from (0, 0) to (1, 1), solved as WebKit's `UnitBezier`
/// and Chromium's `cubic_bezier.cc` do, so its numbers match the browsers' and Core Animation's.
public struct CubicBezier: Hashable, Sendable {
    private let ax, bx, cx, ay, by, cy: Double
    private let startGradient, endGradient: Double

    /// The number of samples of x(t) used to seed Newton's method.
    static let sampleCount = 11
    /// The precision at which a solution is accepted.
    static let epsilon = 1e-7

    /// Makes the curve with control points (x1, y1) and (x2, y2).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        // End tangents for extrapolating outside [0, 1].
        if x1 > 0 { startGradient = y1 / x1 } else if y1 == 0 && x2 > 0 { startGradient = y2 / x2 } else { startGradient = 0 }
        if x2 < 1 { endGradient = (y2 - 1) / (x2 - 1) } else if y2 == 1 && x1 < 1 { endGradient = (y1 - 1) / (x1 - 1) } else { endGradient = 0 }
    }

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// x(t) at the i-th of `sampleCount` evenly spaced t. Computed where it is read rather than
    /// kept in an array: a few multiplications cost less than the retain and release an array
    /// would add each time a curve is copied, and keep the curve plain data.
    @inline(__always) private func sample(_ i: Int) -> Double { sampleX(Double(i) / Double(Self.sampleCount - 1)) }

    /// The curve's parameter t at which x(t) = x.
    func solveX(_ x: Double) -> Double {
        // A first guess from the samples, refined by at most four Newton steps.
        var t = 0.0
        let step = 1 / Double(Self.sampleCount - 1)
        var previous = sample(0)
        for i in 1..<Self.sampleCount {
            let current = sample(i)
            if current >= x {
                let span = current - previous
                t = step * (Double(i - 1) + (span > 0 ? (x - previous) / span : 0))
                break
            }
            previous = current
        }
        if x > sample(Self.sampleCount - 1) { t = 1 }
        for _ in 0..<4 {
            let error = sampleX(t) - x
            if abs(error) < Self.epsilon { return t }
            let derivative = sampleDerivativeX(t)
            if abs(derivative) < Self.epsilon { break }
            t -= error / derivative
        }
        // Bisection, which always converges on [0, 1].
        var low = 0.0
        var high = 1.0
        t = min(max(t, 0), 1)
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < Self.epsilon { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// y for a given x; outside [0, 1] the curve continues along its end tangents.
    public func value(at x: Double) -> Double {
        if x < 0 { return startGradient * x }
        if x > 1 { return 1 + endGradient * (x - 1) }
        if x == 0 || x == 1 { return x }
        return sampleY(solveX(x))
    }
}
