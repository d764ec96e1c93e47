extension Builtin {
    /// How many arguments a call takes. The checker reports a call outside it; the interpreter
    /// refuses a hand-built program that has one, since it reads the arguments by position.
    public var argumentCount: ClosedRange<Int> {
        switch self {
        case .min, .max, .hypot: 2...Int.max
        case .abs, .sqrt, .farthestCorner, .rect, .oval: 1...1
        case .clamp: 3...3
        case .roundedRect, .circle: 2...2
        case .rgb: 3...4
        case .linear: 2...Int.max
        // A named color and an alpha (`black(50%)`).
        case .withAlpha: 2...2
        case .translate: 2...3
        case .scale: 1...2
        case .translateX, .translateY, .translateZ, .scaleX, .scaleY, .rotate, .rotateX, .rotateY, .rotateZ: 1...1
        case .transformList: 0...Int.max
        }
    }
}
