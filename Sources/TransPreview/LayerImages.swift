/// The app's own screenshots, drawn in place of the placeholder content of the views they
/// show (`--image from=a.png --image to=b.png --image cell=c.png`), each scaled to the view.
public struct LayerImages: Sendable {
    /// A screenshot: the decoded pixels for the rasterizer, the file for the HTML page.
    public struct Image: Sendable {
        public var raster: Raster
        public var png: [UInt8]

        /// Decodes a PNG file.
        public init(png: [UInt8]) throws(PNGDecoder.Failure) {
            raster = try PNGDecoder.decode(png)
            self.png = png
        }
    }

    /// The screenshots by the name of the view they show: `from`, `to`, or a view input.
    public var byView: [String: Image]

    /// No screenshots: every layer shows its placeholder.
    public init(_ byView: [String: Image] = [:]) { self.byView = byView }

    /// The screenshot a layer shows: its view's, or for a snapshot the one of the view it copies.
    public func image(for layerID: String) -> Image? {
        if let image = byView[layerID] { return image }
        let prefix = "snapshot("
        guard layerID.hasPrefix(prefix), layerID.hasSuffix(")") else { return nil }
        return image(for: String(layerID.dropFirst(prefix.count).dropLast()))
    }

    /// The colour at unit coordinates (s, t) of an image stretched over a view, interpolated
    /// between the four nearest pixels; channels in 0…1.
    static func sample(_ image: Raster, _ s: Double, _ t: Double) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let x = min(max(s * Double(image.width) - 0.5, 0), Double(image.width - 1))
        let y = min(max(t * Double(image.height) - 0.5, 0), Double(image.height - 1))
        let (x0, y0) = (Int(x), Int(y))
        let (x1, y1) = (min(x0 + 1, image.width - 1), min(y0 + 1, image.height - 1))
        let (fx, fy) = (x - Double(x0), y - Double(y0))
        func channel(_ c: Int) -> Double {
            func at(_ px: Int, _ py: Int) -> Double { Double(image.pixels[(py * image.width + px) * 4 + c]) }
            let top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx
            let bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx
            return (top * (1 - fy) + bottom * fy) / 255
        }
        return (channel(0), channel(1), channel(2), channel(3))
    }
}
