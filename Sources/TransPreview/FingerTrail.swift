import TransIR

/// The scripted finger in a preview's frames: a translucent white disc where it touches, and a
/// trail of its last positions, each fainter and smaller the older it is, which fades out over
/// the frames after it lets go.
enum FingerTrail {
    /// How many past positions the trail shows.
    static let length = 8
    /// The disc's radius in points: about a fingertip's.
    static let radius = 22.0
    /// The disc's opacity where the finger is now.
    static let opacity = 0.55

    /// Draws, on the picture of frame `index`, the finger at `fingers[index]` and its trail.
    static func draw(_ fingers: [Point?], at index: Int, on picture: inout Raster, scale: Double) {
        guard fingers.indices.contains(index) else { return }
        // Oldest first, so the newer discs lie over the older ones.
        for age in stride(from: length - 1, through: 0, by: -1) where index - age >= 0 {
            guard let point = fingers[index - age] else { continue }
            let fade = 1 - Double(age) / Double(length)
            disc(at: point, radius: radius * (0.4 + 0.6 * fade), opacity: opacity * fade * (age == 0 ? 1 : 0.6), on: &picture, scale: scale)
        }
    }

    /// A white disc with a soft one-pixel edge and a thin dark rim, so that it shows on light and dark views.
    static func disc(at centre: Point, radius: Double, opacity: Double, on picture: inout Raster, scale: Double) {
        let (cx, cy, r) = (centre.x * scale, centre.y * scale, radius * scale)
        let rim = max(1, 1.5 * scale)
        guard r > 0, cx + r >= 0, cy + r >= 0, cx - r < Double(picture.width), cy - r < Double(picture.height) else { return }
        for y in max(0, Int(cy - r - 1))...min(picture.height - 1, Int(cy + r + 1)) {
            for x in max(0, Int(cx - r - 1))...min(picture.width - 1, Int(cx + r + 1)) {
                let distance = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                let coverage = min(max(r + 0.5 - distance, 0), 1)
                guard coverage > 0 else { continue }
                let shade = distance > r - rim ? 0.25 : 1.0
                picture.blend(x, y, shade, shade, shade, opacity * coverage)
            }
        }
    }
}
