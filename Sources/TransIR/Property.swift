/// The animatable properties of a view, and everything each one means: the kind of value it
/// takes, its default, how it moves between keyframes, what it drives on a layer, its Core
/// Animation key path and its name in JSON. The checker types values from this table, the
/// interpreter applies it, and every consumer of a layer's state reads it from here; adding
/// a property starts in this file (see docs/adding-a-property.md).
public enum Property: String, CaseIterable, Sendable {
    case frame, position, size, anchor, opacity, hidden
    case zPosition = "z-position"
    case cornerRadius = "corner-radius"
    case backgroundColor = "background-color"
    case shadowOpacity = "shadow-opacity", shadowRadius = "shadow-radius"
    case shadowOffset = "shadow-offset", shadowColor = "shadow-color"
    case translate
    case translateX = "translate-x", translateY = "translate-y", translateZ = "translate-z"
    case scale
    case scaleX = "scale-x", scaleY = "scale-y"
    case rotate
    case rotateX = "rotate-x", rotateY = "rotate-y", rotateZ = "rotate-z"
    /// An ordered transform list, in place of the separate transform properties above.
    case transform
    /// The view's own depth: its transform's m34 = −1/distance, applied after its other parts.
    case perspective
    case mask

    /// The property's row of the table.
    public var traits: PropertyTraits {
        switch self {
        case .frame:
            PropertyTraits(.rect, default: .viewFrame, .componentwise, .geometry(.frame), keyPath: "frame", json: "frame")
        case .position:
            PropertyTraits(.point, default: .viewFrame, .componentwise, .geometry(.position), keyPath: "position", json: "position")
        case .size:
            PropertyTraits(.size, default: .viewFrame, .componentwise, .geometry(.size), keyPath: "bounds.size", json: "frame")
        case .anchor:
            PropertyTraits(.point, default: .value(.point(Point(x: 0.5, y: 0.5))), .componentwise, .geometry(.anchor),
                                keyPath: "anchorPoint", json: "anchor", advice: .unitFractions)
        case .opacity:
            PropertyTraits(.number, default: .value(.scalar(1)), .componentwise, .style(.opacity), keyPath: "opacity",
                                json: "opacity", advice: .clampedToUnit)
        case .hidden:
            PropertyTraits(.bool, default: .value(.bool(false)), .discrete, .style(.hidden), keyPath: "hidden", json: "hidden")
        case .zPosition:
            PropertyTraits(.length, default: .value(.scalar(0)), .componentwise, .style(.zPosition), keyPath: "zPosition",
                                json: "zPosition")
        case .cornerRadius:
            PropertyTraits(.length, default: .value(.scalar(0)), .componentwise, .style(.cornerRadius), keyPath: "cornerRadius",
                                json: "cornerRadius")
        case .backgroundColor:
            PropertyTraits(.color, default: .value(.color(.clear)), .componentwise, .style(.backgroundColor),
                                keyPath: "backgroundColor", json: "backgroundColor")
        // The shadow's defaults are Core Animation's: none shown (opacity 0), and once shown a
        // 3 pt blur cast 3 pt upwards in opaque black, as `CALayer` starts.
        case .shadowOpacity:
            PropertyTraits(.number, default: .value(.scalar(0)), .componentwise, .style(.shadowOpacity), keyPath: "shadowOpacity",
                                json: "shadowOpacity", advice: .clampedToUnit)
        case .shadowRadius:
            PropertyTraits(.length, default: .value(.scalar(3)), .componentwise, .style(.shadowRadius), keyPath: "shadowRadius",
                                json: "shadowRadius", advice: .nonNegative)
        case .shadowOffset:
            PropertyTraits(.point, default: .value(.point(Point(x: 0, y: -3))), .componentwise, .style(.shadowOffset),
                                keyPath: "shadowOffset", json: "shadowOffset")
        case .shadowColor:
            PropertyTraits(.color, default: .value(.color(RGBA(red: 0, green: 0, blue: 0, alpha: 1))), .componentwise,
                                .style(.shadowColor), keyPath: "shadowColor", json: "shadowColor")
        case .translate:
            PropertyTraits(.point, default: .value(.point(.zero)), .componentwise, .transform(.translation),
                                keyPath: "transform.translation", json: "transform")
        case .translateX:
            PropertyTraits(.length, default: .value(.scalar(0)), .componentwise, .transform(.translationX),
                                keyPath: "transform.translation.x", json: "transform")
        case .translateY:
            PropertyTraits(.length, default: .value(.scalar(0)), .componentwise, .transform(.translationY),
                                keyPath: "transform.translation.y", json: "transform")
        case .translateZ:
            PropertyTraits(.length, default: .value(.scalar(0)), .componentwise, .transform(.translationZ),
                                keyPath: "transform.translation.z", json: "transform")
        case .scale:
            PropertyTraits(.factors, default: .value(.size(Size(width: 1, height: 1))), .componentwise, .transform(.scale),
                                keyPath: "transform.scale", json: "transform")
        case .scaleX:
            PropertyTraits(.number, default: .value(.scalar(1)), .componentwise, .transform(.scaleX),
                                keyPath: "transform.scale.x", json: "transform")
        case .scaleY:
            PropertyTraits(.number, default: .value(.scalar(1)), .componentwise, .transform(.scaleY),
                                keyPath: "transform.scale.y", json: "transform")
        case .rotate:
            // About z, or about the track's axis (`rotate … about (x, y, z)`).
            PropertyTraits(.angle, default: .value(.scalar(0)), .componentwise, .transform(.rotation),
                                keyPath: "transform.rotation", json: "transform")
        case .rotateX:
            PropertyTraits(.angle, default: .value(.scalar(0)), .componentwise, .transform(.rotationX),
                                keyPath: "transform.rotation.x", json: "transform")
        case .rotateY:
            PropertyTraits(.angle, default: .value(.scalar(0)), .componentwise, .transform(.rotationY),
                                keyPath: "transform.rotation.y", json: "transform")
        case .rotateZ:
            PropertyTraits(.angle, default: .value(.scalar(0)), .componentwise, .transform(.rotationZ),
                                keyPath: "transform.rotation.z", json: "transform")
        case .transform:
            // The whole transform, in the list's order; no separate part of it is animated alone.
            PropertyTraits(.transformList, default: .value(.transforms(TransformList([]))), .componentwise, .transform(.list),
                                keyPath: "transform", json: "transform")
        case .perspective:
            // A distance, so it interpolates as every length does; absent is no perspective (an eye at infinity).
            // No Core Animation key path reaches m34 alone: the view's whole transform carries it.
            PropertyTraits(.length, default: .absent, .componentwise, .transform(.perspective),
                                keyPath: "transform", json: "transform", advice: .positiveDistance)
        case .mask:
            // The mask layer's path, written in container coordinates.
            PropertyTraits(.shape, default: .absent, .componentwise, .mask, keyPath: "mask.path", json: "mask")
        }
    }
}

/// One row of the property table.
public struct PropertyTraits: Sendable, Equatable {
    /// The kind of value the property takes, with its unit.
    public let type: PropertyType
    /// Its value before any track writes it.
    public let initial: PropertyDefault
    /// How it moves between keyframes.
    public let interpolation: Interpolation
    /// What it drives on a layer.
    public let part: LayerPart
    /// Its Core Animation key path (`UIView`'s frame for `frame`, which Core Animation does not animate).
    public let keyPath: String
    /// The field of `transc eval --json`'s layer object that shows it.
    public let jsonName: String
    /// Values the language accepts but a view would not show as written, if any.
    public let advice: ValueAdvice?

    init(_ type: PropertyType, default initial: PropertyDefault, _ interpolation: Interpolation, _ part: LayerPart,
         keyPath: String, json jsonName: String, advice: ValueAdvice? = nil) {
        (self.type, self.initial, self.interpolation, self.part) = (type, initial, interpolation, part)
        (self.keyPath, self.jsonName, self.advice) = (keyPath, jsonName, advice)
    }
}

/// The kind of value a property takes, with its unit.
public enum PropertyType: Sendable, Hashable {
    /// A plain number.
    case number
    /// Points.
    case length
    /// Radians (written in deg, rad or turn).
    case angle
    case point, size, rect, bool, color
    /// A mask shape.
    case shape
    /// A scale: one number for both axes, or a pair (x, y); the interpreter holds it as a size.
    case factors
    /// An ordered transform list: `[rotate(1turn), translate(120, 0)]`.
    case transformList
}

/// A property's value before any track writes it.
public enum PropertyDefault: Sendable, Equatable {
    /// This value.
    case value(Value)
    /// Read from the view's frame when the transition starts.
    case viewFrame
    /// Nothing: no mask.
    case absent
}

/// How a property's value moves from one keyframe to the next.
public enum Interpolation: Sendable, Hashable {
    /// Component by component, linear in the track's progress (a colour channel by channel).
    case componentwise
    /// The earlier value holds until the segment ends.
    case discrete
}

/// What a property drives on a layer.
public enum LayerPart: Sendable, Hashable {
    /// Where the layer is and how big: its frame, position, bounds' size or anchor point.
    case geometry(GeometryPart)
    /// One component of the layer's transform.
    case transform(TransformPart)
    /// A scalar, flag or colour of the layer's own, held in its `LayerStyle`.
    case style(StyleProperty)
    /// The layer's mask.
    case mask
}

/// The parts of a layer's geometry a property can drive.
public enum GeometryPart: Sendable, Hashable {
    case frame, position, size, anchor
}

/// The components the transform is composed from (see `Transform3D.composed`).
public enum TransformPart: Sendable, Hashable {
    case translation, translationX, translationY, translationZ
    case scale, scaleX, scaleY
    /// About z, or about the track's axis.
    case rotation
    case rotationX, rotationY, rotationZ
    /// An ordered transform list: the whole transform but the view's own perspective.
    case list
    /// The view's own perspective distance: m34 = −1/d, after every other part.
    case perspective
}

/// Values the language accepts but a view would not show as written: the checker warns of
/// constant ones, and the interpreter does what Core Animation does.
public enum ValueAdvice: Sendable, Hashable {
    /// Each component is a fraction of the view's size, meaningful in 0…1 (an anchor).
    case unitFractions
    /// Core Animation clamps the value to 0…1 (an opacity).
    case clampedToUnit
    /// A negative value means nothing (a blur radius): a constant one is an error.
    case nonNegative
    /// A distance from the viewer's eye, meaningful only above zero (a perspective): the checker
    /// refuses a constant that is not, and a value computed at run time that is not sets none.
    case positiveDistance
}

/// The properties a layer holds as its own style: each a scalar, flag or colour stored in
/// `LayerStyle` and read by name, so that a new one needs no new field in any consumer.
public enum StyleProperty: CaseIterable, Sendable, Hashable {
    case opacity, hidden, zPosition, cornerRadius, backgroundColor
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor

    /// The property it is.
    public var property: Property {
        switch self {
        case .opacity: .opacity
        case .hidden: .hidden
        case .zPosition: .zPosition
        case .cornerRadius: .cornerRadius
        case .backgroundColor: .backgroundColor
        case .shadowOpacity: .shadowOpacity
        case .shadowRadius: .shadowRadius
        case .shadowOffset: .shadowOffset
        case .shadowColor: .shadowColor
        }
    }

    /// Whether it shapes the layer's drop shadow. A view that casts a shadow is never clipped
    /// to its bounds (a clipping layer hides its own shadow), so its corner radius rounds its
    /// background and shadow but not its subviews, in every engine.
    public var isShadow: Bool {
        switch self {
        case .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor: true
        case .opacity, .hidden, .zPosition, .cornerRadius, .backgroundColor: false
        }
    }

    /// The stored field of `LayerStyle` that holds it, for code generated over the runtime.
    public var fieldName: String {
        switch self {
        case .opacity: "opacity"
        case .hidden: "hidden"
        case .zPosition: "zPosition"
        case .cornerRadius: "cornerRadius"
        case .backgroundColor: "backgroundColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowRadius: "shadowRadius"
        case .shadowOffset: "shadowOffset"
        case .shadowColor: "shadowColor"
        }
    }
}

/// A layer's style properties, each held in the type the table gives it.
public struct LayerStyle: Sendable, Equatable {
    /// `opacity`, 0…1 as Core Animation clamps it.
    public var opacity: Double
    /// `isHidden`.
    public var hidden: Bool
    /// `layer.zPosition`.
    public var zPosition: Double
    /// `layer.cornerRadius`.
    public var cornerRadius: Double
    /// `layer.backgroundColor`.
    public var backgroundColor: RGBA
    /// `layer.shadowOpacity`, 0…1 as Core Animation clamps it.
    public var shadowOpacity: Double
    /// `layer.shadowRadius`: the blur, in points.
    public var shadowRadius: Double
    /// `layer.shadowOffset`, in points (y downwards).
    public var shadowOffset: Point
    /// `layer.shadowColor`.
    public var shadowColor: RGBA

    /// Makes a style; the shadow, unless given, is Core Animation's default (not shown).
    public init(opacity: Double, hidden: Bool, zPosition: Double, cornerRadius: Double, backgroundColor: RGBA,
                shadowOpacity: Double = 0, shadowRadius: Double = 3, shadowOffset: Point = Point(x: 0, y: -3),
                shadowColor: RGBA = RGBA(red: 0, green: 0, blue: 0, alpha: 1)) {
        (self.opacity, self.hidden, self.zPosition, self.cornerRadius, self.backgroundColor) =
            (opacity, hidden, zPosition, cornerRadius, backgroundColor)
        (self.shadowOpacity, self.shadowRadius, self.shadowOffset, self.shadowColor) =
            (shadowOpacity, shadowRadius, shadowOffset, shadowColor)
    }

    /// Every style property at the table's default.
    public static let initial: LayerStyle = {
        var style = LayerStyle(opacity: 0, hidden: false, zPosition: 0, cornerRadius: 0, backgroundColor: .clear,
                               shadowOpacity: 0, shadowRadius: 0, shadowOffset: .zero, shadowColor: .clear)
        for property in StyleProperty.allCases {
            if case .value(let value) = property.property.traits.initial { _ = style.set(property, to: value) }
        }
        return style
    }()

    /// A style property's value.
    public subscript(_ property: StyleProperty) -> Value {
        switch property {
        case .opacity: .scalar(opacity)
        case .hidden: .bool(hidden)
        case .zPosition: .scalar(zPosition)
        case .cornerRadius: .scalar(cornerRadius)
        case .backgroundColor: .color(backgroundColor)
        case .shadowOpacity: .scalar(shadowOpacity)
        case .shadowRadius: .scalar(shadowRadius)
        case .shadowOffset: .point(shadowOffset)
        case .shadowColor: .color(shadowColor)
        }
    }

    /// Sets a style property from a value of its type, as Core Animation would show it (an
    /// opacity clamped). A value of another kind changes nothing and returns false; checked
    /// and prepared programs never hold one (`Value.fits`).
    @discardableResult
    public mutating func set(_ property: StyleProperty, to value: Value) -> Bool {
        switch (property, value) {
        case (.opacity, .scalar(let number)), (.zPosition, .scalar(let number)), (.cornerRadius, .scalar(let number)),
             (.shadowOpacity, .scalar(let number)), (.shadowRadius, .scalar(let number)):
            return set(property, clampedNumber: property.property.traits.clamped(number))
        case (.hidden, .bool(let flag)): hidden = flag
        case (.backgroundColor, .color(let color)): backgroundColor = color
        case (.shadowOffset, .point(let offset)): shadowOffset = offset
        case (.shadowColor, .color(let color)): shadowColor = color
        case (.opacity, _), (.hidden, _), (.zPosition, _), (.cornerRadius, _), (.backgroundColor, _), (.shadowOpacity, _),
             (.shadowRadius, _), (.shadowOffset, _), (.shadowColor, _): return false
        }
        return true
    }

    /// Sets a style property that takes a number to one already clamped as its row of the
    /// table says (`PropertyTraits.clamped`): what an interpreter that reads the clamp once per
    /// track writes with. A property that takes no number changes nothing and returns false.
    @discardableResult
    public mutating func set(_ property: StyleProperty, clampedNumber number: Double) -> Bool {
        switch property {
        case .opacity: opacity = number
        case .zPosition: zPosition = number
        case .cornerRadius: cornerRadius = number
        case .shadowOpacity: shadowOpacity = number
        case .shadowRadius: shadowRadius = number
        case .hidden, .backgroundColor, .shadowOffset, .shadowColor: return false
        }
        return true
    }
}

extension PropertyTraits {
    /// A scalar of this property as a view shows it: clamped where Core Animation clamps, so
    /// that a spring's overshoot never shows an opacity above 1.
    public func clamped(_ number: Double) -> Double {
        switch advice {
        case .clampedToUnit?: min(max(number, 0), 1)
        case .unitFractions?, .nonNegative?, .positiveDistance?, nil: number
        }
    }
}

extension Value {
    /// Whether the value is of a kind a property of this type takes.
    public func fits(_ type: PropertyType) -> Bool {
        switch (type, self) {
        case (.number, .scalar), (.length, .scalar), (.angle, .scalar), (.point, .point), (.size, .size), (.rect, .rect),
             (.bool, .bool), (.color, .color), (.shape, .shape), (.factors, .scalar), (.factors, .size), (.factors, .point),
             (.transformList, .transforms):
            true
        case (.number, _), (.length, _), (.angle, _), (.point, _), (.size, _), (.rect, _), (.bool, _), (.color, _), (.shape, _),
             (.factors, _), (.transformList, _):
            false
        }
    }

}

/// A value that moves between keyframes: a `Value`, or one kind of it held apart (an
/// interpreter keeps each track's keyframes in an array of their kind).
public protocol Interpolable {
    /// The value between `self` (t = 0) and `other` (t = 1), component by component.
    func interpolated(to other: Self, _ t: Double) -> Self
}

extension Interpolable {
    /// The value at `t` between `self` and `other` as a property of this interpolation moves.
    @inlinable
    public func interpolated(to other: Self, _ t: Double, by interpolation: Interpolation) -> Self {
        switch interpolation {
        case .componentwise: interpolated(to: other, t)
        case .discrete: t >= 1 ? other : self
        }
    }
}

extension Value: Interpolable {}
extension Point: Interpolable {}
extension Size: Interpolable {}
extension Rect: Interpolable {}
extension RGBA: Interpolable {}
extension MaskShape: Interpolable {}

extension Double: Interpolable {
    /// A number's interpolation, as `Value.scalar`'s.
    @inlinable
    public func interpolated(to other: Double, _ t: Double) -> Double { mix(self, other, t) }
}

extension TransitionProgram {
    /// The layers a track gives a shadow: their views are not clipped to their bounds (see
    /// `StyleProperty.isShadow`).
    public var layersCastingShadows: Set<Int> {
        Set(tracks.compactMap { track in
            if case .style(let style) = track.property.traits.part, style.isShadow { track.layer } else { nil }
        })
    }
}
