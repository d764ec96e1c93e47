import TransIR
import TransAnimationPlan

/// What each property is on a UIKit view: the statements that set it inside an animation,
/// and the fields of the view's saved state that put it back when a transition ends or is
/// cancelled. Every `switch` here lists every property, so a new one is named by the compiler
/// in this file and nowhere else in the UIKit target.
extension UIKitGenerator {
    /// The statements that give a track's property a value, after the temporaries the value needs.
    mutating func assign(_ track: TrackSpec, _ value: ValueExpression, program: TransitionProgram) -> [SwiftStatement] {
        var code: [SwiftStatement] = []
        let (v, type) = expression(value, at: track.origin, prelude: &code)
        return code + assign(track, translated: v, type, program: program)
    }

    /// The statements that give a track's property a value already in Swift (of the kind `type`).
    mutating func assign(_ track: TrackSpec, translated v: SwiftExpression, _ type: GeneratedType,
                         program: TransitionProgram) -> [SwiftStatement] {
        let actor = program.layers[track.layer].actor
        let view = Self.viewName(actor)
        let transform = SwiftExpression.id(Self.local(actor, Self.transformSuffix))
        // A view casting a shadow is never clipped (a clipping layer hides its own shadow), and its
        // `shadowPath` follows its bounds and corner radius, so the shadow needs no offscreen pass.
        let castsShadow = program.layersCastingShadows.contains(track.layer)
        let layer = view.dot("layer")
        let shadowPath = SwiftStatement.set(layer.dot("shadowPath"), .call("UIBezierPath", [
            arg("roundedRect", layer.dot("bounds")), arg("cornerRadius", layer.dot("cornerRadius")),
        ]).dot("cgPath"))
        var code: [SwiftStatement] = []
        switch track.property {
        case .frame:
            usage.insert(.setFrame)
            code.append(.run(.call(.id(UIKitSupport.setFrame.name), [arg(v), arg("of", view)])))
            if castsShadow { code.append(shadowPath) }
        case .position: code.append(.set(view.dot("layer").dot("position"), v))
        case .size:
            // As the interpreter sizes a layer: about its position where a `position` track places it,
            // otherwise keeping its untransformed frame's origin (`frame` is a transformed view's bounding box).
            if program.tracks.contains(where: { $0.layer == track.layer && $0.property == .position }) {
                code.append(.set(layer.dot("bounds").dot("size"), v))
            } else {
                usage.insert(.setSize)
                code.append(.run(.call(.id(UIKitSupport.setSize.name), [arg(v), arg("of", view)])))
            }
            if castsShadow { code.append(shadowPath) }
        case .anchor:
            usage.insert(.setAnchorPoint)
            code.append(.run(.call(.id(UIKitSupport.setAnchorPoint.name), [arg(v), arg("of", view)])))
        case .opacity: code.append(.set(view.dot("alpha"), v))
        case .hidden:
            if runPlan?.hiddenOverOpacity.contains(track.layer) == true {
                // After the opacity in the same key frame: hidden, the view shows nothing; otherwise the opacity it was given.
                code += [.set(view.dot("isHidden"), .boolean(false)), .set(view.dot("alpha"), .ternary(v, .number(0), view.dot("alpha")))]
            } else if runPlan?.hiddenByAlpha.contains(track.layer) == true {
                // No UIView animation changes `isHidden`: in the one property animator's key frames the view is hidden by its alpha.
                code += [.set(view.dot("isHidden"), .boolean(false)), .set(view.dot("alpha"), .ternary(v, .number(0), .id(Self.local(actor, "ShownAlpha"))))]
            } else {
                code.append(.set(view.dot("isHidden"), v))
            }
        case .zPosition: code.append(.set(view.dot("layer").dot("zPosition"), v))
        case .cornerRadius:
            code += castsShadow ? [.set(layer.dot("cornerRadius"), v), shadowPath]
                : [.set(layer.dot("cornerRadius"), v), .set(view.dot("clipsToBounds"), .boolean(true))]
        // The layer's own colour, so that a view's backgroundColor (which UIKit may reset) is left alone.
        case .backgroundColor: code.append(.set(view.dot("layer").dot("backgroundColor"), v.dot("cgColor")))
        case .shadowOpacity:
            // The path once: with the opacity, unless a track that changes it sets it already.
            let shaped = program.tracks.contains { [.frame, .size, .cornerRadius].contains($0.property) && $0.layer == track.layer }
            code += [.set(layer.dot("shadowOpacity"), .call("Float", [arg(v)]))] + (shaped ? [] : [shadowPath])
        case .shadowRadius: code.append(.set(layer.dot("shadowRadius"), v))
        case .shadowOffset:
            let offset = translator.reusable(v, .point)
            code += translator.takePrelude()
            code.append(.set(layer.dot("shadowOffset"), .call("CGSize", [arg("width", offset.dot("x")), arg("height", offset.dot("y"))])))
        case .shadowColor: code.append(.set(layer.dot("shadowColor"), v.dot("cgColor")))
        case .translate: code.append(.set(transform.dot("translation"), v))
        case .translateX: code.append(.set(transform.dot("translation").dot("x"), v))
        case .translateY: code.append(.set(transform.dot("translation").dot("y"), v))
        case .translateZ: code.append(.set(transform.dot("translationZ"), v))
        case .scale:
            // `scale 0.5` scales both ways.
            if type == .scalar {
                let scale = translator.reusable(v, .scalar)
                code += translator.takePrelude()
                code.append(.set(transform.dot("scale"), TargetLibrary.uikit.point(scale, scale)))
            } else {
                let size = translator.reusable(v, .size)
                code += translator.takePrelude()
                code.append(.set(transform.dot("scale"), TargetLibrary.uikit.point(size.dot("width"), size.dot("height"))))
            }
        case .scaleX: code.append(.set(transform.dot("scale").dot("x"), v))
        case .scaleY: code.append(.set(transform.dot("scale").dot("y"), v))
        case .rotate:
            if let axis = track.axis {
                let (vector, _) = expression(axis, at: track.origin, prelude: &code)
                code.append(.set(transform.dot("axisRotation"), .tuple([arg(v), arg(vector)])))
            } else {
                code.append(.set(transform.dot("rotation").dot("z"), v))
            }
        case .rotateX: code.append(.set(transform.dot("rotation").dot("x"), v))
        case .rotateY: code.append(.set(transform.dot("rotation").dot("y"), v))
        case .rotateZ: code.append(.set(transform.dot("rotation").dot("z"), v))
        case .perspective:
            usage.insert(.perspectiveTransform)
            code.append(.set(transform.dot("perspective"), v))
        case .transform:
            usage.insert(.listTransform)
            let parameters = translator.reusable(v, .transforms)
            code += translator.takePrelude()
            code.append(.set(transform.dot("list"), Self.listMatrix(parameters, track.keyframes.first?.value)))
        case .mask:
            usage.insert(.mask)
            if runPlan?.masksByView == true {
                // Inside the one property animator: a mask view, whose geometry UIView animations change.
                usage.insert(.showMask)
                code.append(.run(.call(.id(UIKitSupport.showMask.name), [arg(v), arg("on", .id(Self.local(actor, "Mask"))), arg("in", view)])))
            } else {
                code.append(.set(.id(Self.local(actor, "Mask")).dot("path"), v.call("path", arg("in", view))))
            }
        }
        return code
    }
}

extension UIKitGenerator {
    /// A transform list's matrix from its parameters (`Builtin.transformParameters`' layout), in
    /// the order of the functions `list` states (every keyframe of a view's lists states the same,
    /// padded by lowering): from the identity, each function's `CATransform3DTranslate`,
    /// `CATransform3DScale` or `CATransform3DRotate` in turn, each of which applies its function
    /// to points before the matrix so far, as CSS composes a list.
    static func listMatrix(_ parameters: SwiftExpression, _ list: ValueExpression?) -> SwiftExpression {
        var matrix: SwiftExpression = "CATransform3DIdentity"
        var index = 0
        for kind in (list?.transformFunctions ?? []).compactMap({ $0.builtin.transformKind }) {
            func parameter(_ offset: Int) -> SwiftArgument { arg(.subscripted(parameters, .integer(index + offset))) }
            switch kind {
            case .translate: matrix = .call("CATransform3DTranslate", [arg(matrix), parameter(0), parameter(1), parameter(2)])
            case .scale: matrix = .call("CATransform3DScale", [arg(matrix), parameter(0), parameter(1), arg(.number(1))])
            case .rotate(let axis):
                matrix = .call("CATransform3DRotate", [arg(matrix), parameter(0), arg(.number(axis.x)), arg(.number(axis.y)), arg(.number(axis.z))])
            }
            index += kind.parameterCount
        }
        return matrix
    }
}

/// A field of the generated `TranscSavedState`: something on a view that a property changes,
/// read when a transition starts and written back when it ends. Restored in declaration order:
/// the transform first, since bounds and position are untransformed values.
enum SavedViewField: CaseIterable {
    case transform, anchorPoint, position, bounds, alpha, isHidden, cornerRadius, clipsToBounds, zPosition, backgroundColor, mask
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor, shadowPath

    /// The fields a property's changes need put back.
    static func putting(back property: Property) -> [SavedViewField] {
        switch property {
        case .frame, .size: [.position, .bounds]
        case .position: [.position]
        case .anchor: [.anchorPoint, .position]
        case .opacity: [.alpha]
        // Inside the one property animator a view is hidden by its alpha, which is put back too.
        case .hidden: [.isHidden, .alpha]
        case .zPosition: [.zPosition]
        case .cornerRadius: [.cornerRadius, .clipsToBounds]
        case .backgroundColor: [.backgroundColor]
        // A view with any shadow track has its `shadowPath` set (with the opacity, the size or the
        // corner radius), so each shadow property puts the path back too.
        case .shadowOpacity: [.shadowOpacity, .shadowPath]
        case .shadowRadius: [.shadowRadius, .shadowPath]
        case .shadowOffset: [.shadowOffset, .shadowPath]
        case .shadowColor: [.shadowColor, .shadowPath]
        case .translate, .translateX, .translateY, .translateZ, .scale, .scaleX, .scaleY, .rotate, .rotateX, .rotateY, .rotateZ,
             .perspective, .transform: [.transform]
        case .mask: [.mask]
        }
    }

    /// Its name in the saved state, its Swift type, and how it is read from `view`.
    var declaration: (name: String, type: String, read: SwiftExpression) {
        let view = SwiftExpression.id("view")
        let layer = view.dot("layer")
        return switch self {
        case .transform: ("transform", "CATransform3D", layer.dot("transform"))
        case .anchorPoint: ("anchorPoint", "CGPoint", layer.dot("anchorPoint"))
        case .position: ("position", "CGPoint", layer.dot("position"))
        case .bounds: ("bounds", "CGRect", layer.dot("bounds"))
        case .alpha: ("alpha", "CGFloat", view.dot("alpha"))
        case .isHidden: ("isHidden", "Bool", view.dot("isHidden"))
        case .cornerRadius: ("cornerRadius", "CGFloat", layer.dot("cornerRadius"))
        case .clipsToBounds: ("clipsToBounds", "Bool", view.dot("clipsToBounds"))
        case .zPosition: ("zPosition", "CGFloat", layer.dot("zPosition"))
        case .backgroundColor: ("backgroundColor", "CGColor?", layer.dot("backgroundColor"))
        case .mask: ("mask", "CALayer?", layer.dot("mask"))
        case .shadowOpacity: ("shadowOpacity", "Float", layer.dot("shadowOpacity"))
        case .shadowRadius: ("shadowRadius", "CGFloat", layer.dot("shadowRadius"))
        case .shadowOffset: ("shadowOffset", "CGSize", layer.dot("shadowOffset"))
        case .shadowColor: ("shadowColor", "CGColor?", layer.dot("shadowColor"))
        case .shadowPath: ("shadowPath", "CGPath?", layer.dot("shadowPath"))
        }
    }

    /// The fields a lifecycle action's changes need put back: `restore` puts a view back as it was
    /// before setup, `hide` and `show` included.
    static func putting(back action: LifecycleAction) -> [SavedViewField] {
        switch action {
        case .hide, .show: [.isHidden]
        // A snapshot's source is shown for the snapshot and hidden again at once; the others touch
        // the container, or the saved state itself.
        case .takeOver, .takeSnapshot, .addToContainer, .removeFromContainer, .setPerspective, .clearPerspective, .restore: []
        }
    }

    /// The fields a file's saved state holds: those its programs' tracks and lifecycle actions change,
    /// in restore order. One struct serves every program of the file, since a view kept by one
    /// transition is put back by another with what the first saved.
    static func saved(by programs: [TransitionProgram]) -> [SavedViewField] {
        let needed = Set(programs.flatMap { program in
            program.tracks.flatMap { putting(back: $0.property) }
                + (program.setup + program.completion + program.cancellation).flatMap { putting(back: $0) }
        })
        return allCases.filter(needed.contains)
    }
}
