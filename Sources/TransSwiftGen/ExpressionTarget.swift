import TransIR

/// The kind of value a generated expression has, as the language's `Value` has.
enum GeneratedType: Equatable {
    case scalar, bool, point, size, rect, vector, color, gradient, shape
    /// A transform list: UIKit's is its functions' parameters in order (`Builtin.transformParameters`),
    /// which key frames mix number by number; the portable one a `TransformList`.
    case transforms
}

/// The Swift library a target writes values with: UIKit's `CGPoint`, `UIColor`, … or
/// TransRuntime's `Point`, `RGBA`, …. Everything else about an expression is the same for both.
enum TargetLibrary {
    case uikit, portable

    /// The target's name in diagnostics.
    var name: String {
        switch self {
        case .uikit: "uikit"
        case .portable: "portable"
        }
    }

    /// The Swift type of a kind of value, for typed temporaries.
    func swiftType(_ type: GeneratedType) -> String {
        switch (self, type) {
        case (.uikit, .scalar): "CGFloat"
        case (.portable, .scalar): "Double"
        case (_, .bool): "Bool"
        case (.uikit, .point): "CGPoint"
        case (.portable, .point): "Point"
        case (.uikit, .size): "CGSize"
        case (.portable, .size): "Size"
        case (.uikit, .rect): "CGRect"
        case (.portable, .rect): "Rect"
        case (.uikit, .vector): "(x: CGFloat, y: CGFloat, z: CGFloat)"
        case (.portable, .vector): "Vector3"
        case (.uikit, .color): "UIColor"
        case (.portable, .color): "RGBA"
        case (.uikit, .gradient): "[UIColor]"
        case (.portable, .gradient): "[RGBA]"
        case (.uikit, .shape): "TranscMask"
        case (.portable, .shape): "MaskShape"
        case (.uikit, .transforms): "[CGFloat]"
        case (.portable, .transforms): "TransformList"
        }
    }

    func point(_ x: SwiftExpression, _ y: SwiftExpression) -> SwiftExpression {
        .call(.id(swiftType(.point)), [arg("x", x), arg("y", y)])
    }

    func size(_ width: SwiftExpression, _ height: SwiftExpression) -> SwiftExpression {
        .call(.id(swiftType(.size)), [arg("width", width), arg("height", height)])
    }

    func rect(_ x: SwiftExpression, _ y: SwiftExpression, _ width: SwiftExpression, _ height: SwiftExpression) -> SwiftExpression {
        .call(.id(swiftType(.rect)), [arg("x", x), arg("y", y), arg("width", width), arg("height", height)])
    }

    /// UIKit has no vector type: a labelled tuple reads as `.x`, `.y`, `.z` just as `Vector3` does.
    func vector(_ x: SwiftExpression, _ y: SwiftExpression, _ z: SwiftExpression) -> SwiftExpression {
        switch self {
        case .uikit: .tuple([arg("x", x), arg("y", y), arg("z", z)])
        case .portable: .call(.id("Vector3"), [arg("x", x), arg("y", y), arg("z", z)])
        }
    }

    func color(_ red: SwiftExpression, _ green: SwiftExpression, _ blue: SwiftExpression, _ alpha: SwiftExpression) -> SwiftExpression {
        .call(.id(swiftType(.color)), [arg("red", red), arg("green", green), arg("blue", blue), arg("alpha", alpha)])
    }

    /// A color with another alpha; `color` is evaluated once.
    func color(_ color: SwiftExpression, alpha: SwiftExpression) -> SwiftExpression {
        switch self {
        case .uikit: color.call("withAlphaComponent", arg(alpha))
        case .portable: self.color(color.dot("red"), color.dot("green"), color.dot("blue"), alpha)
        }
    }

    /// Whether `color(_:alpha:)` reads its color more than once, so it must be a temporary.
    var colorWithAlphaRepeats: Bool {
        switch self {
        case .uikit: false
        case .portable: true
        }
    }

    func rectangle(_ rect: SwiftExpression) -> SwiftExpression {
        switch self {
        case .uikit: .call(.id("TranscMask"), [arg("rect", rect)])
        case .portable: .call(.id("MaskShape").dot("rectangle"), [arg(rect)])
        }
    }

    func roundedRectangle(_ rect: SwiftExpression, radius: SwiftExpression) -> SwiftExpression {
        switch self {
        case .uikit: .call(.id("TranscMask"), [arg("rect", rect), arg("cornerRadius", radius)])
        case .portable: .call(.id("MaskShape").dot("roundedRectangle"), [arg(rect), arg("radius", radius)])
        }
    }

    func oval(_ rect: SwiftExpression) -> SwiftExpression {
        switch self {
        case .uikit: .call(.id("TranscMask"), [arg("oval", rect)])
        case .portable: .call(.id("MaskShape").dot("oval"), [arg(rect)])
        }
    }

    func circle(center: SwiftExpression, radius: SwiftExpression) -> SwiftExpression {
        switch self {
        case .uikit: .call(.id("TranscMask"), [arg("center", center), arg("radius", radius)])
        case .portable: .call(.id("MaskShape").dot("circle"), [arg("center", center), arg("radius", radius)])
        }
    }

    /// A number; Swift has no literal for infinities and NaN, so those are the scalar type's members.
    func number(_ value: Double) -> SwiftExpression {
        if value.isNaN { return .id(swiftType(.scalar)).dot("nan") }
        if value.isInfinite { return value > 0 ? .id(swiftType(.scalar)).dot("infinity") : -.id(swiftType(.scalar)).dot("infinity") }
        return .number(value)
    }
}

/// Where an expression is evaluated: how the target reads the views' frames, the inputs and the
/// container's size there. A name missing here cannot be read at that place.
struct ExpressionScope {
    var library: TargetLibrary
    /// Each view's frame in container coordinates.
    var frames: [Actor: SwiftExpression]
    /// Each input's value and type.
    var inputs: [String: (value: SwiftExpression, type: InputType)]
    /// The container's size, for `farthest-corner`.
    var containerSize: SwiftExpression
}
