import TransDiagnostics
import TransPreview
import TransRuntime
import TransIR

extension Command {
    /// `transc preview FILE -o OUT.gif|OUT.png|OUT.svg|OUT.html …`.
    static let preview = Command(
        name: "preview",
        summary: "Draw a transition as an animated GIF, a PNG, an SVG filmstrip or a scrubbable HTML page",
        usage: "FILE -o OUT.gif|OUT.png|OUT.svg|OUT.html [--transition NAME] [--operation OP] [--fps N] [--size W,H] [--scale S] [--progress P] [--input NAME=VALUE…] [--max-frames N]",
        options: diagnosticsOptions + [
            OptionSpec(name: "-o", valueName: "OUT", choices: nil, help: "The picture: .gif, .png, .svg or .html"),
            OptionSpec(name: "--transition", valueName: "NAME", choices: nil, help: "The transition (default: the first)"),
            OptionSpec(name: "--operation", valueName: "OP", choices: TransitionOperation.allCases.map(\.rawValue),
                       help: "push, pop, present, dismiss or tab (default: its first)"),
            OptionSpec(name: "--fps", valueName: "N", choices: nil, help: "GIF frames per second (default 30)"),
            OptionSpec(name: "--size", valueName: "W,H", choices: nil, help: "Container size in points (default 390,844)"),
            OptionSpec(name: "--scale", valueName: "S", choices: nil, help: "Pixels per point for .gif and .png (default 0.5)"),
            OptionSpec(name: "--progress", valueName: "P", choices: nil, help: "For .png: one frame at this progress instead of a filmstrip"),
            OptionSpec(name: "--input", valueName: "NAME=VALUE", choices: nil, help: "An input's value; repeat for each input"),
            OptionSpec(name: "--max-frames", valueName: "N", choices: nil,
                       help: "Refuse a GIF of more than N frames (default \(PreviewFrames.standardFrameLimit))"),
        ]
    ) { arguments, environment throws(UsageError) in
        guard arguments.positionals.count == 1 else { throw UsageError("'preview' takes exactly one .trans file") }
        guard let output = arguments.values["-o"] else { throw UsageError("'preview' needs '-o OUT.gif', '.png', '.svg' or '.html'") }
        guard let format = ["gif", "png", "svg", "html"].first(where: { output.hasSuffix("." + $0) }) else {
            throw UsageError("'-o' must end in .gif, .png, .svg or .html, found '\(output)'")
        }
        func positive(_ name: String, _ fallback: Double) throws(UsageError) -> Double {
            guard let text = arguments.values[name] else { return fallback }
            guard let value = Double(text), value > 0, value.isFinite else { throw UsageError("'\(name)' needs a positive number, found '\(text)'") }
            return value
        }
        let fps = try positive("--fps", 30)
        let maxFrames = try positive("--max-frames", Double(PreviewFrames.standardFrameLimit))
        let scale = try positive("--scale", 0.5)
        var progress: Double?
        if let text = arguments.values["--progress"] {
            guard let value = Double(text), (0...1).contains(value) else { throw UsageError("'--progress' needs a number from 0 to 1, found '\(text)'") }
            progress = value
        }
        let selection = try ProgramSelection(path: arguments.positionals[0], arguments: arguments, environment: environment)
        let (diagnosticsOutput, diagnosticsError) = try selection.run.render(arguments, environment)
        guard !selection.run.hasErrors else {
            return CommandLineTool.Outcome(status: 1, standardOutput: diagnosticsOutput, standardError: diagnosticsError)
        }
        let scene = try selection.scene(arguments, containerOption: "--size")
        let filmstrip = [0, 0.25, 0.5, 0.75, 1.0]
        let bytes: [UInt8]
        switch format {
        case "gif":
            let frames = PreviewFrames.frameCount(scene, fps: fps)
            guard frames <= maxFrames else {
                let message = "transc: error: '\(scene.program.name)' runs for \(formatSeconds(scene.duration)): at \(formatNumber(fps)) fps the GIF would have "
                    + "\(formatNumber(frames)) frames, over the limit of \(formatNumber(maxFrames)); pass '--max-frames \(formatNumber(frames))' to draw them all, or a lower '--fps'\n"
                return CommandLineTool.Outcome(status: 1, standardOutput: diagnosticsOutput, standardError: diagnosticsError + message)
            }
            let rasterizer = Rasterizer(scale: scale)
            bytes = GIFEncoder.encode(PreviewFrames.states(scene, fps: fps).map(rasterizer.render), delay: max(1, Int((100 / fps).rounded())))
        case "png":
            let image = progress.map { Rasterizer(scale: scale).render(scene.state(progress: $0)) }
                ?? PreviewFrames.filmstrip(scene, progresses: filmstrip, scale: scale)
            bytes = PNGEncoder.encode(image)
        case "svg":
            bytes = Array(SVGWriter.filmstrip(filmstrip.map(scene.state(progress:)), frameWidth: scene.environment.container.width * scale).utf8)
        default:
            bytes = Array(HTMLWriter.page(scene).utf8)
        }
        if let problem = environment.writeFile(output, bytes) {
            return CommandLineTool.Outcome(status: 1, standardOutput: "", standardError: diagnosticsError + "transc: error: \(problem)\n")
        }
        return CommandLineTool.Outcome(status: 0, standardOutput: "", standardError: diagnosticsError)
    }
}
