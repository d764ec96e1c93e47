/// A unit written after a number: `0.5s`, `90deg`, `40pt`, `50%`.
///
/// Named `NumberUnit`, not `Unit`, because every embedder imports Foundation too, whose
/// `Unit` class would make a bare `Unit` ambiguous in their code.
public enum NumberUnit: String, CaseIterable, Sendable {
    case seconds = "s"
    case milliseconds = "ms"
    case degrees = "deg"
    case radians = "rad"
    case turns = "turn"
    case points = "pt"
    case pointsPerSecond = "pt/s"
    case percent = "%"
}
