import Foundation
import TransRuntime
import TransIR

/// Writes one self-contained page that plays a transition with CSS 3D from the interpreter's
/// sampled states: a slider scrubs its progress as a finger would, and buttons finish or
/// cancel it over the remaining time with an ease-in-out curve. `page.html#0.5` opens at 50 %.
/// Where a drag can begin one of the operation's gestures, the stage can be dragged (`FollowScript`).
public enum HTMLWriter {
    /// How many samples the page holds (progress k / samples, k = 0…samples).
    public static let samples = 100

    /// How a page written by `transc preview --watch` knows it was rewritten. A page opened from
    /// a file may not read files, but it may load a script: every `interval` seconds it loads
    /// `script` (written beside it, `transcPageVersion("…")`) and reloads, at the same
    /// progress, when the version there is not its own.
    public struct Reload: Sendable {
        /// The script's file name, relative to the page.
        public var script: String
        /// This page's version.
        public var version: String
        /// Seconds between checks.
        public var interval: Double

        public init(script: String, version: String, interval: Double) { (self.script, self.version, self.interval) = (script, version, interval) }

        /// The script's text for a version.
        public static func scriptText(version: String) -> String { "transcPageVersion(\"\(escape(version))\");\n" }
    }

    /// The page of a prepared scene, drawing `images` in place of placeholders; with `reload`,
    /// a page that reloads itself when rewritten.
    public static func page(_ scene: PreparedScene, images: LayerImages = LayerImages(), reload: Reload? = nil) -> String {
        // A pan either way moved against its direction plays the other neighbour's switch, the program's mirror image.
        let other = scene.gestures.contains { $0.interaction.eitherWay }
            ? try? PreparedScene(scene.program.towardOtherNeighbour(), environment: scene.environment) : nil
        let size = scene.environment.container
        let m34 = scene.state(at: 0).sublayerTransform.m34
        let perspective = m34 < 0 ? "\(formatDouble(-1 / m34))px" : "none"
        let looks = scene.state(at: 0).layers.enumerated().map { look($0, $1, image: images.image(for: $1.contents?.view ?? $1.id)) }
            .joined(separator: ",\n")
        let title = escape("\(scene.program.name) (\(scene.program.operation.rawValue))")
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>\(title) — transc preview</title>
            <style>
            html, body { margin: 0; background: #18181c; color: #ddd; font: 14px -apple-system, sans-serif; }
            #stage { position: relative; width: \(formatDouble(size.width))px; height: \(formatDouble(size.height))px; overflow: hidden;
                     background: #18181c; }
            #scene { position: absolute; left: 0; top: 0; width: 100%; height: 100%; perspective: \(perspective); perspective-origin: 50% 50%; }
            .layer { position: absolute; box-sizing: border-box; border-style: solid; border-width: 3px; }
            .shade { position: absolute; left: -3px; top: -3px; right: -3px; bottom: -3px; }
            .label { position: absolute; image-rendering: pixelated; background-size: 100% 100%; }
            #controls { padding: 12px; display: flex; gap: 12px; align-items: center; }
            #progress { width: \(formatDouble(max(120, size.width - 200)))px; }
            </style></head>
            <body>
            <div id="stage"><div id="scene"></div></div>
            <div id="controls"><input id="progress" type="range" min="0" max="\(samples)" value="0">
            <button id="finish">Finish</button><button id="cancel">Cancel</button><span id="label"></span></div>
            <script>
            const duration = \(formatDouble(scene.duration));
            const looks = {\(looks)};
            // The sampled frames and the gestures (FollowScript) of the program, and of the other neighbour's.
            const lanes = [\(lane(scene))\(other.map { ",\n" + lane($0) } ?? "")];
            let shownIndex = 0;
            const scene = document.getElementById("scene");
            const slider = document.getElementById("progress");
            const views = {};
            function show(index) {
              shownIndex = index;
              const frames = lanes[run.lane].frames, frame = frames[Math.max(0, Math.min(frames.length - 1, Math.round(index)))];
              // The animated container carries every layer, after their perspective, as a flat group.
              const c = frame.stage, cs = scene.style;
              cs.display = c && c.hidden ? "none" : "block";
              cs.left = (c ? c.x : 0) + "px"; cs.top = (c ? c.y : 0) + "px";
              cs.width = c ? c.w + "px" : "100%"; cs.height = c ? c.h + "px" : "100%";
              cs.transformOrigin = c ? (c.ax * 100) + "% " + (c.ay * 100) + "%" : "50% 50%";
              cs.transform = c ? "matrix3d(" + c.m.join(",") + ")" : "none";
              cs.opacity = c ? c.opacity : 1;
              const clock = performance.now() / 1000;
              frame.layers.forEach((sampled, order) => {
                // A view that follows the finger shows its pose instead of the sampled one.
                const layer = followed(sampled, clock);
                let view = views[layer.id];
                if (!view) {
                  const look = looks[layer.id];
                  view = document.createElement("div");
                  view.className = "layer";
                  // A plain view (the dimming layer) is its colour alone: no grid, border or label.
                  if (look.flat) view.style.borderWidth = "0";
                  else view.style.backgroundImage = look.image ? "url(" + look.image + ")" : "repeating-linear-gradient(to right, rgba(0,0,0,0.2) 0 1.5px, transparent 1.5px 40px), repeating-linear-gradient(to bottom, rgba(0,0,0,0.2) 0 1.5px, transparent 1.5px 40px)";
                  view.style.backgroundOrigin = "border-box";
                  if (look.image) {
                    view.style.backgroundSize = look.size || "100% 100%"; view.style.backgroundPosition = look.position || "0 0";
                    view.style.borderWidth = "0";
                  }
                  view.label = document.createElement("div");
                  view.label.className = "label";
                  if (!look.image && !look.flat) view.label.style.backgroundImage = "url(" + look.label + ")";
                  view.appendChild(view.label);
                  view.shade = document.createElement("div");
                  view.shade.className = "shade";
                  view.appendChild(view.shade);
                  scene.appendChild(view);
                  views[layer.id] = view;
                }
                const s = view.style;
                s.display = layer.hidden ? "none" : "block";
                s.zIndex = layer.order;
                s.width = layer.w + "px"; s.height = layer.h + "px";
                s.left = layer.x + "px"; s.top = layer.y + "px";
                s.transformOrigin = (layer.ax * 100) + "% " + (layer.ay * 100) + "%";
                s.transform = "matrix3d(" + layer.m.join(",") + ")";
                s.opacity = layer.opacity;
                s.clipPath = layer.clip || "none";
                s.borderRadius = layer.radius ? layer.radius + "px" : "0";
                s.boxShadow = layer.shadow || "none";
                s.backgroundColor = layer.fill || looks[layer.id].color;
                s.borderColor = layer.border || looks[layer.id].border;
                // A piece clips its view's label and grid to its own part.
                if (layer.gx !== undefined) {
                  s.overflow = "hidden";
                  if (!looks[layer.id].image) s.backgroundPosition = layer.gx + "px " + layer.gy + "px";
                }
                const l = view.label.style;
                l.left = (layer.lx - 3) + "px"; l.top = (layer.ly - 3) + "px";
                l.width = layer.lw + "px"; l.height = layer.lh + "px";
                view.shade.style.background = layer.shade || "none";
                view.shade.style.opacity = layer.shadeOpacity;
              });
              slider.value = Math.round(index);
              document.getElementById("label").textContent = Math.round(index) + "% of " + duration + " s";
            }
            let animation = null;
            function settle(target) {
              cancelAnimationFrame(animation);
              const from = Number(slider.value), start = performance.now();
              const length = Math.abs(target - from) / \(samples) * duration * 1000;
              const tick = now => {
                const t = length > 0 ? Math.min(1, (now - start) / length) : 1;
                show(from + (target - from) * easeInOut(t));
                if (t < 1) animation = requestAnimationFrame(tick);
              };
              animation = requestAnimationFrame(tick);
            }
            \(FollowScript.script)
            slider.addEventListener("input", () => {
              cancelAnimationFrame(animation);
              transcDrive.reset();
              show(Number(slider.value));
            });
            document.getElementById("finish").onclick = () => { transcDrive.stop(); settle(\(samples)); };
            document.getElementById("cancel").onclick = () => { transcDrive.stop(); settle(0); };
            show(location.hash ? Number(location.hash.slice(1)) * \(samples) : 0);
            \(reload.map(reloadScript) ?? "")</script>
            </body></html>

            """
    }

    /// A program's sampled frames and its gestures, as the page's `lanes` hold them.
    static func lane(_ scene: PreparedScene) -> String {
        let frames = (0...samples).map { frame(scene.state(progress: Double($0) / Double(samples))) }
        return "{\"frames\":[" + frames.joined(separator: ",\n") + "],\n\"gestures\":\(FollowScript.gestures(scene))}"
    }

    /// The script that checks the version file and reloads at the slider's progress.
    static func reloadScript(_ reload: Reload) -> String {
        """
        const pageVersion = "\(escape(reload.version))";
        function transcPageVersion(version) {
          if (version === pageVersion) return;
          location.hash = "#" + Number(slider.value) / \(samples);
          location.reload();
        }
        setInterval(() => {
          const check = document.createElement("script");
          check.src = "\(escape(reload.script))?" + Date.now();
          check.onload = check.onerror = () => check.remove();
          document.head.appendChild(check);
        }, \(Int((reload.interval * 1000).rounded())));

        """
    }

    /// What does not change over the run, as a JSON member keyed by the layer's id: its
    /// colours and its label's bitmap (the rasterizer's own, so both renderers draw the same one).
    /// A piece is coloured as its view and shows its part of the view's screenshot (the image scaled to
    /// the whole view and moved so that the part lies over the piece).
    static func look(_ index: Int, _ layer: LayerState, image: LayerImages.Image?) -> String {
        // A plain view's colour is its background's, which every frame carries (`frame`).
        if LayerLook(layer, index: index).isFlat { return "\"\(escape(layer.id))\":{\"flat\":true}" }
        let picture = LayerPicture(layer)
        let (r, g, b) = Rasterizer.color(of: layer.contents?.view ?? layer.id, index: index)
        let label = LayerLabel(picture.view, width: picture.whole.width, height: picture.whole.height).bitmap
        var screenshot = image.map { ",\"image\":\"data:image/png;base64,\(Data($0.png).base64EncodedString())\"" } ?? ""
        if image != nil, let part = layer.contents?.rect {
            // CSS places a background at (box − image) × p: p = offset / (1 − part) puts the part's corner at the box's.
            func place(_ offset: Double, _ span: Double) -> Double { span < 1 ? offset / (1 - span) * 100 : 0 }
            screenshot += ",\"size\":\"\(n(100 / part.size.width))% \(n(100 / part.size.height))%\""
                + ",\"position\":\"\(n(place(part.minX, part.size.width)))% \(n(place(part.minY, part.size.height)))%\""
        }
        return "\"\(escape(layer.id))\":{\"color\":\"\(css(r, g, b, 1))\",\"border\":\"\(css(r * 0.55, g * 0.55, b * 0.55, 1))\","
            + "\"label\":\"data:image/png;base64,\(Data(PNGEncoder.encode(label)).base64EncodedString())\"\(screenshot)}"
    }

    /// One sample as JSON for the page: what moves.
    static func frame(_ state: SceneState) -> String {
        var layers: [String] = []
        for (rank, (index, layer)) in LayerLook.drawingOrder(state).enumerated() {
            let look = LayerLook(layer, index: index)
            let size = layer.frame.size
            var fields = [
                "\"id\":\"\(escape(layer.id))\"", "\"order\":\(rank)", "\"hidden\":\(layer.hidden)",
                "\"w\":\(n(size.width))", "\"h\":\(n(size.height))",
                "\"x\":\(n(layer.position.x - layer.anchor.x * size.width))", "\"y\":\(n(layer.position.y - layer.anchor.y * size.height))",
                "\"ax\":\(n(layer.anchor.x))", "\"ay\":\(n(layer.anchor.y))", "\"opacity\":\(n(layer.opacity))",
                "\"m\":[\(matrix(layer.transform))]",
                "\"radius\":\(n(look.cornerRadius))",
            ]
            // The placeholder's colours are in `looks`; a frame carries them only when the style changes them.
            if look.isTinted {
                let (fill, border) = (look.fill, look.shaded(LayerLook.borderShade))
                fields += ["\"fill\":\"\(css(fill.red, fill.green, fill.blue, look.coverage))\"", "\"border\":\"\(css(border.red, border.green, border.blue, 1))\""]
            }
            // CSS blurs by a Gaussian of half the blur length; Core Animation's radius is that deviation.
            if let shadow = look.shadow {
                let color = css(shadow.color.red, shadow.color.green, shadow.color.blue, shadow.strength)
                fields.append("\"shadow\":\"\(n(shadow.offset.x))px \(n(shadow.offset.y))px \(n(2 * shadow.radius))px \(color)\"")
            }
            // The label's bitmap is fixed (see `look`); where it sits and how big follows the layer's size. A piece
            // shows its part of its view's label and grid, laid out over the whole view (the piece clips the rest).
            let picture = LayerPicture(layer)
            let label = picture.label
            fields += ["\"lx\":\(n(picture.origin.u + label.origin.u))", "\"ly\":\(n(picture.origin.v + label.origin.v))",
                       "\"lw\":\(n(Double(label.columns) * label.pixel))", "\"lh\":\(n(5 * label.pixel))"]
            if layer.contents != nil { fields += ["\"gx\":\(n(picture.origin.u))", "\"gy\":\(n(picture.origin.v))"] }
            if let mask = layer.mask {
                let points = (0..<64).map { step -> String in
                    let p = SVGWriter.maskPoint(mask, Double(step) / 64 * 2 * Double.pi)
                    return "\(n(p.x))px \(n(p.y))px"
                }
                fields.append("\"clip\":\"polygon(\(points.joined(separator: ", ")))\"")
            }
            if let shade = layer.shade {
                fields.append("\"shade\":\"\(gradient(shade, size))\"")
                fields.append("\"shadeOpacity\":\(n(shade.opacity))")
            } else {
                fields.append("\"shadeOpacity\":0")
            }
            layers.append("{" + fields.joined(separator: ",") + "}")
        }
        // The stage (an animated container) is no layer: the page moves, fades or hides the whole scene with it.
        var stage = ""
        if let container = state.stage {
            let size = container.frame.size
            stage = ",\"stage\":{\"hidden\":\(container.hidden),\"w\":\(n(size.width)),\"h\":\(n(size.height)),"
                + "\"x\":\(n(container.position.x - container.anchor.x * size.width)),\"y\":\(n(container.position.y - container.anchor.y * size.height)),"
                + "\"ax\":\(n(container.anchor.x)),\"ay\":\(n(container.anchor.y)),\"opacity\":\(n(container.opacity)),"
                + "\"m\":[\(matrix(container.transform))]}"
        }
        return "{\"layers\":[" + layers.joined(separator: ",") + "]\(stage)}"
    }

    /// A CSS gradient drawing what CAGradientLayer draws between its start and end points.
    static func gradient(_ shade: ShadeState, _ size: Size) -> String {
        let (sx, sy) = (shade.start.x * size.width, shade.start.y * size.height)
        let (ex, ey) = (shade.end.x * size.width, shade.end.y * size.height)
        let length = ((ex - sx) * (ex - sx) + (ey - sy) * (ey - sy)).squareRoot()
        guard length > 0, shade.colors.count > 1 else { return shade.colors.first.map { css($0.red, $0.green, $0.blue, $0.alpha) } ?? "none" }
        let (dx, dy) = ((ex - sx) / length, (ey - sy) / length)
        // CSS measures along a line through the centre at this angle (0deg up, clockwise).
        let angle = atan2(dx, -dy)
        let line = abs(size.width * sin(angle)) + abs(size.height * cos(angle))
        let centre = ((size.width / 2 - sx) * dx + (size.height / 2 - sy) * dy)
        let stops = shade.colors.enumerated().map { index, color -> String in
            let f = Double(index) / Double(shade.colors.count - 1)
            let position = (f * length - centre) / line + 0.5
            return "\(css(color.red, color.green, color.blue, color.alpha)) \(n(position * 100))%"
        }
        return "linear-gradient(\(n(angle * 180 / Double.pi))deg, \(stops.joined(separator: ", ")))"
    }

    static func css(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        let channel = { (v: Double) in Int((min(max(v, 0), 1) * 255).rounded()) }
        return "rgba(\(channel(r)),\(channel(g)),\(channel(b)),\(n(a)))"
    }

    static func n(_ value: Double) -> String { value.isFinite ? formatDouble((value * 10000).rounded() / 10000) : "0" }

    /// A transform's sixteen fields for `matrix3d()`: to 1e-4, but the perspective column (m14, m24,
    /// m34, about −1/d for a view's own perspective d) to 1e-9, where 1e-4 would move the eye by percents.
    static func matrix(_ t: Transform3D) -> String {
        let fine = { (value: Double) in value.isFinite ? formatDouble((value * 1e9).rounded() / 1e9) : "0" }
        return t.fields.enumerated().map { index, value in index % 4 == 3 && index < 15 ? fine(value) : n(value) }.joined(separator: ",")
    }

    static func escape(_ text: String) -> String {
        text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\"": "\\\""
            case "\\": "\\\\"
            default: scalar.value < 0x20 ? "" : String(scalar)
            }
        }.joined()
    }
}
