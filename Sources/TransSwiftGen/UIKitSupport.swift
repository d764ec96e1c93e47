/// Helpers generated UIKit files use, each `fileprivate` so that files never clash.
enum UIKitSupport {
    /// The helpers that `body` (the rest of a generated file) names, under a mark.
    static func helpers(usedBy body: String) -> [SwiftCode] {
        let used = helpers.filter { body.contains($0.name) }
        return [.mark("Support"), .blank] + used.enumerated().flatMap { index, helper in (index > 0 ? [.blank] : []) + helper.code }
    }

    /// Every helper, by the name the generated code calls it by.
    static let helpers: [(name: String, code: [SwiftCode])] = [
        ("TranscTransform", [
            .documentation(["A view's translation, rotations and scale, composed as CSS composes them: scale, then rotate, then translate."]),
            .block("fileprivate struct TranscTransform {", [
                .line("var translation = CGPoint.zero"),
                .line("var translationZ: CGFloat = 0"),
                .line("var rotation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)"),
                .line("var axisRotation: (angle: CGFloat, axis: (CGFloat, CGFloat, CGFloat))?"),
                .line("var scale = CGPoint(x: 1, y: 1)"), .blank,
                .braces("var matrix: CATransform3D", [
                    .line("var matrix = CATransform3DMakeTranslation(translation.x, translation.y, translationZ)"),
                    .braces("if let (angle, axis) = axisRotation", [.line("matrix = CATransform3DRotate(matrix, angle, axis.0, axis.1, axis.2)")]),
                    .line("matrix = CATransform3DRotate(matrix, rotation.z, 0, 0, 1)"),
                    .line("matrix = CATransform3DRotate(matrix, rotation.y, 0, 1, 0)"),
                    .line("matrix = CATransform3DRotate(matrix, rotation.x, 1, 0, 0)"),
                    .line("return CATransform3DScale(matrix, scale.x, scale.y, 1)"),
                ]),
            ]),
        ]),
        ("TranscSavedState", [
            .documentation(["Everything a transition may change on a view, to put back when it ends or is cancelled."]),
            .block("@MainActor fileprivate struct TranscSavedState {", [
                .line("let view: UIView"),
                .line("let anchorPoint: CGPoint"),
                .line("let position: CGPoint"),
                .line("let bounds: CGRect"),
                .line("let transform: CATransform3D"),
                .line("let alpha: CGFloat"),
                .line("let isHidden: Bool"),
                .line("let cornerRadius: CGFloat"),
                .line("let clipsToBounds: Bool"),
                .line("let zPosition: CGFloat"),
                .line("let mask: CALayer?"), .blank,
                .braces("init(_ view: UIView)", [
                    .line("self.view = view"),
                    .line("anchorPoint = view.layer.anchorPoint"),
                    .line("position = view.layer.position"),
                    .line("bounds = view.layer.bounds"),
                    .line("transform = view.layer.transform"),
                    .line("alpha = view.alpha"),
                    .line("isHidden = view.isHidden"),
                    .line("cornerRadius = view.layer.cornerRadius"),
                    .line("clipsToBounds = view.clipsToBounds"),
                    .line("zPosition = view.layer.zPosition"),
                    .line("mask = view.layer.mask"),
                ]), .blank,
                .braces("func restore()", [
                    .line("view.layer.transform = transform"),
                    .line("view.layer.anchorPoint = anchorPoint"),
                    .line("view.layer.position = position"),
                    .line("view.layer.bounds = bounds"),
                    .line("view.alpha = alpha"),
                    .line("view.isHidden = isHidden"),
                    .line("view.layer.cornerRadius = cornerRadius"),
                    .line("view.clipsToBounds = clipsToBounds"),
                    .line("view.layer.zPosition = zPosition"),
                    .line("view.layer.mask = mask"),
                ]),
            ]),
        ]),
        ("TranscKeptViews", [
            .documentation(["Views one transition keeps for the transition that reverses it."]),
            .block("@MainActor fileprivate final class TranscKeptViews {", [.line("var views: [String: UIView] = [:]")]),
        ]),
        ("TranscMask", [
            .documentation(["A mask shape in container coordinates: a rounded rect with elliptical corners, which covers rects, ovals and circles alike."]),
            .block("@MainActor fileprivate struct TranscMask {", [
                .line("var rect: CGRect"),
                .line("var cornerWidth: CGFloat"),
                .line("var cornerHeight: CGFloat"), .blank,
                .braces("init(rect: CGRect, cornerRadius: CGFloat = 0)", [
                    .line("self.rect = rect"), .line("cornerWidth = min(max(cornerRadius, 0), rect.width / 2)"),
                    .line("cornerHeight = min(max(cornerRadius, 0), rect.height / 2)"),
                ]), .blank,
                .braces("init(oval rect: CGRect)", [.line("self.rect = rect"), .line("cornerWidth = rect.width / 2"), .line("cornerHeight = rect.height / 2")]), .blank,
                .braces("init(center: CGPoint, radius: CGFloat)", [
                    .line("rect = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)"),
                    .line("cornerWidth = radius"), .line("cornerHeight = radius"),
                ]), .blank,
                .documentation(["The outline in `view`'s coordinates, always of the same elements so that any two interpolate."]),
                .braces("func path(in view: UIView) -> CGPath", [
                    .line("let r = rect.offsetBy(dx: -view.frame.minX, dy: -view.frame.minY)"),
                    .line("let (w, h) = (cornerWidth, cornerHeight)"),
                    .line("let k: CGFloat = 0.5522847498"),
                    .line("let path = CGMutablePath()"),
                    .line("path.move(to: CGPoint(x: r.minX + w, y: r.minY))"),
                    .line("path.addLine(to: CGPoint(x: r.maxX - w, y: r.minY))"),
                    .line("path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + h - k * h))"),
                    .line("path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - h))"),
                    .line("path.addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h), control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY))"),
                    .line("path.addLine(to: CGPoint(x: r.minX + w, y: r.maxY))"),
                    .line("path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - h + k * h))"),
                    .line("path.addLine(to: CGPoint(x: r.minX, y: r.minY + h))"),
                    .line("path.addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h), control2: CGPoint(x: r.minX + w - k * w, y: r.minY))"),
                    .line("path.closeSubpath()"),
                    .line("return path"),
                ]),
            ]),
        ]),
        ("TranscShadeView", [
            .documentation(["A gradient overlay whose opacity UIView animations can change."]),
            .block("@MainActor fileprivate final class TranscShadeView: UIView {", [
                .line("override class var layerClass: AnyClass { CAGradientLayer.self }"), .blank,
                .braces("init(colors: [UIColor], start: CGPoint, end: CGPoint)", [
                    .line("super.init(frame: .zero)"),
                    .line("isUserInteractionEnabled = false"),
                    .line("autoresizingMask = [.flexibleWidth, .flexibleHeight]"),
                    .braces("if let gradient = layer as? CAGradientLayer", [
                        .line("gradient.colors = colors.map(\\.cgColor)"),
                        .line("gradient.startPoint = start"),
                        .line("gradient.endPoint = end"),
                    ]),
                ]), .blank,
                .line("required init?(coder: NSCoder) { nil }"),
            ]),
        ]),
        ("transcSetAnchorPoint", [
            .documentation(["Changes a view's anchor point without moving its frame."]),
            .braces("@MainActor fileprivate func transcSetAnchorPoint(_ anchor: CGPoint, of view: UIView)", [
                .line("let bounds = view.layer.bounds"),
                .line("let old = view.layer.anchorPoint"),
                .line("view.layer.anchorPoint = anchor"),
                .line("view.layer.position.x += (anchor.x - old.x) * bounds.width"),
                .line("view.layer.position.y += (anchor.y - old.y) * bounds.height"),
            ]),
        ]),
        ("transcSetFrame", [
            .documentation(["Sets a view's untransformed frame whatever its transform and anchor point."]),
            .braces("@MainActor fileprivate func transcSetFrame(_ frame: CGRect, of view: UIView)", [
                .line("let anchor = view.layer.anchorPoint"),
                .line("view.layer.bounds.size = frame.size"),
                .line("view.layer.position = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)"),
            ]),
        ]),
        ("transcFarthestCorner", [
            .documentation(["The distance from a point to the farthest corner of a container of `size`."]),
            .braces("fileprivate func transcFarthestCorner(from point: CGPoint, in size: CGSize) -> CGFloat", [
                .line("let dx = max(point.x, size.width - point.x)"),
                .line("let dy = max(point.y, size.height - point.y)"),
                .line("return (dx * dx + dy * dy).squareRoot()"),
            ]),
        ]),
    ]
}
