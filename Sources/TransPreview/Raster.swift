/// An image of 8-bit RGBA pixels, row by row from the top.
public struct Raster: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public var pixels: [UInt8]

    /// An image filled with one color.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3]) = fill
        }
    }

    /// The pixel at (x, y).
    public func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// Blends a color over the pixel at (x, y) with `alpha` in 0…1.
    mutating func blend(_ x: Int, _ y: Int, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
        let index = (y * width + x) * 4
        let a = min(max(alpha, 0), 1)
        pixels[index] = UInt8((Double(pixels[index]) * (1 - a) + red * 255 * a).rounded())
        pixels[index + 1] = UInt8((Double(pixels[index + 1]) * (1 - a) + green * 255 * a).rounded())
        pixels[index + 2] = UInt8((Double(pixels[index + 2]) * (1 - a) + blue * 255 * a).rounded())
        pixels[index + 3] = 255
    }

    /// Copies another image into this one at an offset (for filmstrips).
    mutating func paste(_ other: Raster, at x: Int, _ y: Int) {
        for row in 0..<other.height where y + row < height {
            for column in 0..<other.width where x + column < width {
                let from = (row * other.width + column) * 4
                let to = ((y + row) * width + x + column) * 4
                for channel in 0..<4 { pixels[to + channel] = other.pixels[from + channel] }
            }
        }
    }
}
