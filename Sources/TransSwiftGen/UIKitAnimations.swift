import TransDiagnostics
import TransRuntime
import TransIR

extension UIKitGenerator {
    /// The statements that give a track's property a value.
    mutating func assign(_ track: TrackSpec, _ value: ValueExpression, program: TransitionProgram,
                         expressions: SwiftExpressions) -> [SwiftCode] {
        let actor = program.layers[track.layer].actor
        let view = Self.viewName(actor)
        let transform = Self.local(actor, "Transform")
        let (text, type) = expressions.swift(value)
        switch track.property {
        case .frame: return [.line("transcSetFrame(\(text), of: \(view))")]
        case .position: return [.line("\(view).layer.position = \(text)")]
        case .size: return [.line("transcSetFrame(CGRect(origin: \(view).frame.origin, size: \(text)), of: \(view))")]
        case .anchor: return [.line("transcSetAnchorPoint(\(text), of: \(view))")]
        case .opacity: return [.line("\(view).alpha = \(text)")]
        case .hidden: return [.line("\(view).isHidden = \(text)")]
        case .zPosition: return [.line("\(view).layer.zPosition = \(text)")]
        case .cornerRadius: return [.line("\(view).layer.cornerRadius = \(text)"), .line("\(view).clipsToBounds = true")]
        case .backgroundColor:
            // Not generated until the saved state puts it back (docs/adding-a-property.md).
            unsupported("background-color", at: track.origin)
            return []
        case .translate: return [.line("\(transform).translation = \(text)")]
        case .translateX: return [.line("\(transform).translation.x = \(text)")]
        case .translateY: return [.line("\(transform).translation.y = \(text)")]
        case .translateZ: return [.line("\(transform).translationZ = \(text)")]
        case .scale:
            return [.line(type == .scalar ? "\(transform).scale = CGPoint(x: \(text), y: \(text))"
                                          : "\(transform).scale = CGPoint(x: \(text).width, y: \(text).height)")]
        case .scaleX: return [.line("\(transform).scale.x = \(text)")]
        case .scaleY: return [.line("\(transform).scale.y = \(text)")]
        case .rotate:
            if let axis = track.axis { return [.line("\(transform).axisRotation = (\(text), \(expressions.swift(axis).text))")] }
            return [.line("\(transform).rotation.z = \(text)")]
        case .rotateX: return [.line("\(transform).rotation.x = \(text)")]
        case .rotateY: return [.line("\(transform).rotation.y = \(text)")]
        case .rotateZ: return [.line("\(transform).rotation.z = \(text)")]
        case .mask:
            return [.line("\(Self.local(actor, "Mask")).path = \(text).path(in: \(view))")]
        }
    }

    /// One timing group: a UIView or property-animator animation for view properties and a
    /// Core Animation animation per mask, all finishing through `finish`.
    mutating func animation(_ timing: TrackTiming, tracks: [TrackSpec], shades: [(Int, ShadeSpec)], number: Int,
                            program: TransitionProgram, expressions: SwiftExpressions) -> [SwiftCode] {
        let layers = program.layers
        let duration = formatDouble(timing.activeDuration)
        let delay = formatDouble(timing.delay)
        let viewTracks = tracks.filter { $0.property != .mask }
        let maskTracks = tracks.filter { $0.property == .mask }
        let keyframed = viewTracks.contains { $0.keyframes.count > 2 } || shades.contains { $0.1.opacity.count > 2 }
        var code: [SwiftCode] = [.comment("Timing \(number + 1): " + describe(timing))]

        // The view properties' end values (or keyframes), inside one animations closure.
        var changes: [SwiftCode] = []
        var transformed: Set<Int> = []
        for track in viewTracks {
            changes.append(.comment("\(track.property.rawValue) (\(place(track.origin)))"))
            if Self.isTransform(track.property) { transformed.insert(track.layer) }
            if keyframed {
                for index in 1..<track.keyframes.count {
                    let start = track.keyframes[index - 1].offset
                    let span = track.keyframes[index].offset - start
                    var step = assign(track, track.keyframes[index].value, program: program, expressions: expressions)
                    if Self.isTransform(track.property) {
                        step.append(.line("\(Self.viewName(layers[track.layer].actor)).layer.transform = \(Self.local(layers[track.layer].actor, "Transform")).matrix"))
                    }
                    changes.append(.braces("UIView.addKeyframe(withRelativeStartTime: \(formatDouble(start)), relativeDuration: \(formatDouble(span)))", step))
                }
            } else {
                changes += assign(track, track.keyframes[track.keyframes.count - 1].value, program: program, expressions: expressions)
            }
        }
        if !keyframed {
            for index in transformed.sorted() {
                changes.append(.line("\(Self.viewName(layers[index].actor)).layer.transform = \(Self.local(layers[index].actor, "Transform")).matrix"))
            }
        }
        for (index, shade) in shades {
            changes.append(.comment("shade (\(place(shade.origin)))"))
            if keyframed {
                for step in 1..<shade.opacity.count {
                    let start = shade.opacity[step - 1].offset
                    changes.append(.braces("UIView.addKeyframe(withRelativeStartTime: \(formatDouble(start)), relativeDuration: \(formatDouble(shade.opacity[step].offset - start)))",
                                           [.line("shade\(index).alpha = \(expressions.swift(shade.opacity[step].value).text)")]))
                }
            } else {
                changes.append(.line("shade\(index).alpha = \(expressions.swift(shade.opacity[shade.opacity.count - 1].value).text)"))
            }
        }

        let completion = changes.isEmpty ? "" : "finish()"
        if !changes.isEmpty {
            code += viewAnimation(timing, duration: duration, delay: delay, keyframed: keyframed, changes: changes, number: number,
                                  origin: viewTracks.first?.origin ?? shades.first?.1.origin)
        }
        for (index, track) in maskTracks.enumerated() {
            code += maskAnimation(track, timing, program: program, expressions: expressions, name: "maskAnimation\(number + 1)_\(index + 1)",
                                  finishes: completion.isEmpty && index == 0)
        }
        return code
    }

    func describe(_ timing: TrackTiming) -> String {
        var text = "\(formatDouble(timing.activeDuration)) s"
        if timing.delay > 0 { text += " after \(formatDouble(timing.delay)) s" }
        switch timing.pacing {
        case .curve(.cubicBezier(let a, let b, let c, let d)): text += ", cubic-bezier(\([a, b, c, d].map(formatDouble).joined(separator: ", ")))"
        case .curve(.steps(let count, let position)): text += ", steps(\(count), \(position.rawValue))"
        case .curve(.piecewiseLinear): text += ", linear(…)"
        case .spring(.dampingRatio(let damping, let velocity)): text += ", spring damping \(formatDouble(damping)) velocity \(formatDouble(velocity))"
        case .spring(.physical(let m, let k, let c, let v)): text += ", spring mass \(formatDouble(m)) stiffness \(formatDouble(k)) damping \(formatDouble(c)) velocity \(formatDouble(v))"
        case .spring(.bounce(let bounce, let velocity)): text += ", spring bounce \(formatDouble(bounce)) velocity \(formatDouble(velocity))"
        }
        return text
    }

    /// The UIView option for a named curve, if the control points are one.
    static func curveOption(_ curve: TimingCurve) -> String? {
        switch curve {
        case .cubicBezier(0.42, 0, 0.58, 1): ".curveEaseInOut"
        case .cubicBezier(0.42, 0, 1, 1): ".curveEaseIn"
        case .cubicBezier(0, 0, 0.58, 1): ".curveEaseOut"
        case .cubicBezier(0, 0, 1, 1): ".curveLinear"
        default: nil
        }
    }

    mutating func viewAnimation(_ timing: TrackTiming, duration: String, delay: String, keyframed: Bool, changes: [SwiftCode],
                                number: Int, origin: Int?) -> [SwiftCode] {
        switch timing.pacing {
        case .curve(let curve):
            if let option = Self.curveOption(curve) {
                if keyframed {
                    return [.block("UIView.animateKeyframes(withDuration: \(duration), delay: \(delay), options: [.calculationModeLinear, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions\(option).rawValue)], animations: {",
                                   changes, closing: "}, completion: { _ in finish() })")]
                }
                return [.block("UIView.animate(withDuration: \(duration), delay: \(delay), options: [\(option)], animations: {", changes,
                               closing: "}, completion: { _ in finish() })")]
            }
            guard case .cubicBezier(let x1, let y1, let x2, let y2) = curve, !keyframed else {
                unsupported(keyframed ? "keyframes paced by this curve" : "a steps() or linear() curve", at: origin)
                return []
            }
            return propertyAnimator(
                "UIViewPropertyAnimator(duration: \(duration), controlPoint1: CGPoint(x: \(formatDouble(x1)), y: \(formatDouble(y1))), controlPoint2: CGPoint(x: \(formatDouble(x2)), y: \(formatDouble(y2))))",
                delay: delay, changes: changes, number: number)
        case .spring(let spring):
            if keyframed {
                unsupported("keyframes paced by a spring", at: origin)
                return []
            }
            switch spring {
            case .dampingRatio(let damping, let velocity):
                return [.block("UIView.animate(withDuration: \(duration), delay: \(delay), usingSpringWithDamping: \(formatDouble(damping)), initialSpringVelocity: \(formatDouble(velocity)), options: [], animations: {",
                               changes, closing: "}, completion: { _ in finish() })")]
            case .physical, .bounce:
                let model = Self.springModel(spring, duration: timing.activeDuration)
                return propertyAnimator(
                    "UIViewPropertyAnimator(duration: \(duration), timingParameters: UISpringTimingParameters(mass: \(formatDouble(model.mass)), stiffness: \(formatDouble(model.stiffness)), damping: \(formatDouble(model.damping)), initialVelocity: CGVector(dx: \(formatDouble(model.velocity)), dy: \(formatDouble(model.velocity)))))",
                    delay: delay, changes: changes, number: number)
            }
        }
    }

    /// A property animator with a timing's curve or spring.
    static func propertyAnimator(_ timing: TrackTiming) -> String {
        let duration = formatDouble(timing.activeDuration)
        switch timing.pacing {
        case .curve(.cubicBezier(let x1, let y1, let x2, let y2)):
            return "UIViewPropertyAnimator(duration: \(duration), timingParameters: UICubicTimingParameters(controlPoint1: CGPoint(x: \(formatDouble(x1)), y: \(formatDouble(y1))), controlPoint2: CGPoint(x: \(formatDouble(x2)), y: \(formatDouble(y2)))))"
        case .spring(.dampingRatio(let damping, let velocity)):
            return "UIViewPropertyAnimator(duration: \(duration), timingParameters: UISpringTimingParameters(dampingRatio: \(formatDouble(damping)), initialVelocity: CGVector(dx: \(formatDouble(velocity)), dy: \(formatDouble(velocity)))))"
        case .spring(let spring):
            let model = springModel(spring, duration: timing.activeDuration)
            return "UIViewPropertyAnimator(duration: \(duration), timingParameters: UISpringTimingParameters(mass: \(formatDouble(model.mass)), stiffness: \(formatDouble(model.stiffness)), damping: \(formatDouble(model.damping)), initialVelocity: CGVector(dx: \(formatDouble(model.velocity)), dy: \(formatDouble(model.velocity)))))"
        case .curve:
            return "UIViewPropertyAnimator(duration: \(duration), curve: .linear)"
        }
    }

    func propertyAnimator(_ make: String, delay: String, changes: [SwiftCode], number: Int) -> [SwiftCode] {
        let name = "animator\(number + 1)"
        return [.line("let \(name) = \(make)"), .braces("\(name).addAnimations", changes),
                .line("\(name).addCompletion { _ in finish() }"), .line("\(name).startAnimation(afterDelay: \(delay))")]
    }

    /// The spring the runtime runs, as mass, stiffness, damping and velocity.
    static func springModel(_ spring: SpringTiming, duration: Double) -> DampedSpring {
        switch spring {
        case .dampingRatio(let damping, let velocity): DampedSpring.uiKit(duration: duration, dampingRatio: damping, velocity: velocity)
        case .physical(let m, let k, let c, let v): DampedSpring(mass: m, stiffness: k, damping: c, velocity: v)
        case .bounce(let bounce, let velocity): DampedSpring.bounce(duration: duration, bounce: bounce, velocity: velocity)
        }
    }

    /// A mask's path animated by Core Animation, which UIView animations cannot do.
    mutating func maskAnimation(_ track: TrackSpec, _ timing: TrackTiming, program: TransitionProgram, expressions: SwiftExpressions,
                                name: String, finishes: Bool) -> [SwiftCode] {
        guard track.keyframes.count == 2 else {
            unsupported("a mask with more than two keyframes", at: track.origin)
            return []
        }
        let actor = program.layers[track.layer].actor
        let view = Self.viewName(actor)
        let mask = Self.local(actor, "Mask")
        let from = "\(expressions.swift(track.keyframes[0].value).text).path(in: \(view))"
        let to = "\(expressions.swift(track.keyframes[1].value).text).path(in: \(view))"
        var code: [SwiftCode] = [.comment("mask (\(place(track.origin)))")]
        switch timing.pacing {
        case .curve(.cubicBezier(let x1, let y1, let x2, let y2)):
            code += [.line("let \(name) = CABasicAnimation(keyPath: \"path\")"),
                     .line("\(name).timingFunction = CAMediaTimingFunction(controlPoints: \([x1, y1, x2, y2].map { formatDouble($0) }.joined(separator: ", ")))")]
        case .spring(let spring):
            let model = Self.springModel(spring, duration: timing.activeDuration)
            code += [.line("let \(name) = CASpringAnimation(keyPath: \"path\")"),
                     .line("\(name).mass = \(formatDouble(model.mass))"), .line("\(name).stiffness = \(formatDouble(model.stiffness))"),
                     .line("\(name).damping = \(formatDouble(model.damping))"), .line("\(name).initialVelocity = \(formatDouble(model.velocity))")]
        case .curve:
            unsupported("a mask paced by a steps() or linear() curve", at: track.origin)
            return []
        }
        code += [.line("\(name).fromValue = \(from)"), .line("\(name).toValue = \(to)"),
                 .line("\(name).duration = \(formatDouble(timing.activeDuration))")]
        if timing.delay > 0 {
            code += [.line("\(name).beginTime = \(mask).convertTime(CACurrentMediaTime(), from: nil) + \(formatDouble(timing.delay))"),
                     .line("\(name).fillMode = .backwards")]
        }
        if finishes { code += [.line("CATransaction.begin()"), .line("CATransaction.setCompletionBlock { finish() }")] }
        code += [.line("\(mask).path = \(to)"), .line("\(mask).add(\(name), forKey: \"path\")")]
        if finishes { code.append(.line("CATransaction.commit()")) }
        return code
    }
}
