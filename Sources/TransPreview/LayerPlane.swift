import TransRuntime
import TransIR

/// A layer's plane as the container's camera sees it: the projective map from unit coordinates
/// (s, t) on the layer to homogeneous container points (x, y, w), before the perspective divide.
/// Keeping w lets a renderer clip at the eye plane (w = 0) the way Core Animation does, rather
/// than drop a layer one of whose corners has passed behind the viewer.
struct LayerPlane {
    /// Points nearer the eye than this (in w) are not drawn, as `Projection.project` does not project them.
    static let eyePlane = 1e-9
    /// (s, t, 1) ↦ (x, y, w), row major.
    let map: Homography

    /// The plane of a layer in a state; nil when any number in it is not finite.
    init?(_ layer: LayerState, in state: SceneState) {
        let size = layer.frame.size
        guard let origin = Projection.homogeneous(Point(x: 0, y: 0), of: layer, in: state),
              let right = Projection.homogeneous(Point(x: size.width, y: 0), of: layer, in: state),
              let down = Projection.homogeneous(Point(x: 0, y: size.height), of: layer, in: state)
        else { return nil }
        // The layer's transform (its own perspective included) and the camera's are linear in
        // homogeneous coordinates, so the plane maps linearly there: three corners fix it.
        let m = [right.x - origin.x, down.x - origin.x, origin.x,
                 right.y - origin.y, down.y - origin.y, origin.y,
                 right.w - origin.w, down.w - origin.w, origin.w]
        guard m.allSatisfy(\.isFinite) else { return nil }
        map = Homography(matrix: m)
    }

    /// The homogeneous container point of unit coordinates (s, t).
    func homogeneous(_ s: Double, _ t: Double) -> (x: Double, y: Double, w: Double) {
        let m = map.m
        return (m[0] * s + m[1] * t + m[2], m[3] * s + m[4] * t + m[5], depth(s, t))
    }

    /// w at unit coordinates (s, t): positive in front of the eye.
    func depth(_ s: Double, _ t: Double) -> Double { map.m[6] * s + map.m[7] * t + map.m[8] }

    /// A polygon of the layer (points in its bounds, origin top-left) as drawn: clipped where it
    /// passes the eye (Sutherland–Hodgman against w = `near`, in homogeneous coordinates), then
    /// divided. `near` keeps the cut edge's coordinates finite for a vector picture. Empty when
    /// the whole polygon is behind the eye.
    func projected(_ polygon: [(Double, Double)], width: Double, height: Double, near: Double = 1e-4) -> [(Double, Double)] {
        let points = polygon.map { homogeneous($0.0 / width, $0.1 / height) }
        var kept: [(x: Double, y: Double, w: Double)] = []
        for (index, a) in points.enumerated() {
            let b = points[(index + 1) % points.count]
            if a.w >= near { kept.append(a) }
            if (a.w >= near) != (b.w >= near) {
                let t = (near - a.w) / (b.w - a.w)
                kept.append((a.x + t * (b.x - a.x), a.y + t * (b.y - a.y), near))
            }
        }
        return kept.map { ($0.x / $0.w, $0.y / $0.w) }
    }
}
