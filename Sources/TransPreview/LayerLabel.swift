import Foundation

/// A layer's name drawn in a 3×5 pixel font at the layer's centre, in the layer's own
/// coordinates, so it turns and recedes with the layer. The HTML page shows the same bitmap,
/// so both renderers draw the same label.
struct LayerLabel {
    /// The text, uppercased.
    let text: [Character]
    /// Top-left corner in layer points.
    let origin: (u: Double, v: Double)
    /// Points per font pixel.
    let pixel: Double
    /// Font pixels across: four per character, less the last one's spacing.
    let columns: Int

    /// The label of a layer of a size.
    init(_ id: String, width: Double, height: Double) {
        text = Array(id.uppercased())
        columns = max(1, text.count * 4 - 1)
        pixel = max(0.5, min(4, width * 0.8 / Double(columns), height * 0.5 / 5))
        origin = ((width - Double(columns) * pixel) / 2, (height - 5 * pixel) / 2)
    }

    /// Whether the label covers a point of the layer.
    func covers(_ u: Double, _ v: Double) -> Bool {
        let column = Int(((u - origin.u) / pixel).rounded(.down))
        let row = Int(((v - origin.v) / pixel).rounded(.down))
        guard u >= origin.u, v >= origin.v, row < 5, column < text.count * 4, column % 4 != 3 else { return false }
        guard let glyph = Self.glyphs[text[column / 4]] else { return false }
        return Array(glyph[row])[column % 4] == "#"
    }

    /// The label as an image (white on transparent), one pixel per font pixel.
    var bitmap: Raster {
        var image = Raster(width: columns, height: 5, fill: (255, 255, 255, 0))
        for row in 0..<5 {
            for column in 0..<image.width where covers(origin.u + (Double(column) + 0.5) * pixel, origin.v + (Double(row) + 0.5) * pixel) {
                image.pixels[(row * image.width + column) * 4 + 3] = 255
            }
        }
        return image
    }

    /// 3×5 glyphs, rows top first.
    static let glyphs: [Character: [String]] = [
        "A": [".#.", "#.#", "###", "#.#", "#.#"], "B": ["##.", "#.#", "##.", "#.#", "##."], "C": [".##", "#..", "#..", "#..", ".##"],
        "D": ["##.", "#.#", "#.#", "#.#", "##."], "E": ["###", "#..", "##.", "#..", "###"], "F": ["###", "#..", "##.", "#..", "#.."],
        "G": [".##", "#..", "#.#", "#.#", ".##"], "H": ["#.#", "#.#", "###", "#.#", "#.#"], "I": ["###", ".#.", ".#.", ".#.", "###"],
        "J": ["..#", "..#", "..#", "#.#", ".#."], "K": ["#.#", "#.#", "##.", "#.#", "#.#"], "L": ["#..", "#..", "#..", "#..", "###"],
        "M": ["#.#", "###", "###", "#.#", "#.#"], "N": ["##.", "#.#", "#.#", "#.#", "#.#"], "O": [".#.", "#.#", "#.#", "#.#", ".#."],
        "P": ["##.", "#.#", "##.", "#..", "#.."], "Q": [".#.", "#.#", "#.#", "##.", ".##"], "R": ["##.", "#.#", "##.", "#.#", "#.#"],
        "S": [".##", "#..", ".#.", "..#", "##."], "T": ["###", ".#.", ".#.", ".#.", ".#."], "U": ["#.#", "#.#", "#.#", "#.#", "###"],
        "V": ["#.#", "#.#", "#.#", "#.#", ".#."], "W": ["#.#", "#.#", "###", "###", "#.#"], "X": ["#.#", "#.#", ".#.", "#.#", "#.#"],
        "Y": ["#.#", "#.#", ".#.", ".#.", ".#."], "Z": ["###", "..#", ".#.", "#..", "###"],
        "0": ["###", "#.#", "#.#", "#.#", "###"], "1": [".#.", "##.", ".#.", ".#.", "###"], "2": ["##.", "..#", ".#.", "#..", "###"],
        "3": ["##.", "..#", ".#.", "..#", "##."], "4": ["#.#", "#.#", "###", "..#", "..#"], "5": ["###", "#..", "##.", "..#", "##."],
        "6": [".##", "#..", "###", "#.#", "###"], "7": ["###", "..#", ".#.", ".#.", ".#."], "8": ["###", "#.#", "###", "#.#", "###"],
        "9": ["###", "#.#", "###", "..#", "##."], "(": [".#.", "#..", "#..", "#..", ".#."], ")": [".#.", "..#", "..#", "..#", ".#."],
        "-": ["...", "...", "###", "...", "..."], "_": ["...", "...", "...", "...", "###"],
    ]
}
