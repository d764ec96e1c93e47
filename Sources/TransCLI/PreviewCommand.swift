import Foundation
import TransDiagnostics
import TransPreview
import TransRuntime
import TransIR

extension Command {
    /// `transc preview FILE -o OUT.gif|OUT.png|OUT.svg|OUT.html …`.
    static let preview = Command(
        name: "preview",
        summary: "Draw a transition as an animated GIF, a PNG, an SVG filmstrip or a scrubbable HTML page",
        usage: "FILE -o OUT.gif|OUT.png|OUT.svg|OUT.html [--transition NAME] [--operation OP] [--fps N] [--size W,H] [--scale S] [--progress P] [--input NAME=VALUE…] [--image VIEW=FILE.png…] [--rtl] [--reduce-motion] [--max-frames N] [--watch [--watch-seconds S]]",
        options: diagnosticsOptions + [
            OptionSpec(name: "-o", valueName: "OUT", choices: nil, help: "The picture: .gif, .png, .svg or .html"),
            OptionSpec(name: "--transition", valueName: "NAME", choices: nil, help: "The transition (default: the first)"),
            OptionSpec(name: "--operation", valueName: "OP", choices: TransitionOperation.allCases.map(\.rawValue),
                       help: "push, pop, present, dismiss or tab (default: its first)"),
            OptionSpec(name: "--fps", valueName: "N", choices: nil, help: "GIF frames per second (default 30)"),
            OptionSpec(name: "--size", valueName: "W,H", choices: nil, help: "Container size in points (default 390,844)"),
            OptionSpec(name: "--scale", valueName: "S", choices: nil, help: "Pixels per point for .gif and .png (default 0.5)"),
            OptionSpec(name: "--progress", valueName: "P", choices: nil, help: "For .png: one frame at this progress instead of a filmstrip"),
            OptionSpec(name: "--input", valueName: "NAME=VALUE", choices: nil,
                       help: "An input's value (default: its sample in the file); repeat for each input"),
            OptionSpec(name: "--image", valueName: "VIEW=FILE.png", choices: nil,
                       help: "A screenshot drawn as from, to or a view input, scaled to it (not in .svg)"),
            ProgramSelection.rightToLeftOption, ProgramSelection.reduceMotionOption,
            OptionSpec(name: "--watch", valueName: nil, choices: nil,
                       help: "Rewrite the picture whenever FILE is saved; an .html page reloads itself"),
            OptionSpec(name: "--watch-seconds", valueName: "S", choices: nil, help: "With --watch: stop after S seconds (default: never)"),
            OptionSpec(name: "--max-frames", valueName: "N", choices: nil,
                       help: "Refuse a GIF of more than N frames (default \(PreviewFrames.standardFrameLimit))"),
        ]
    ) { arguments, environment throws(UsageError) in
        guard arguments.positionals.count == 1 else { throw UsageError("'preview' takes exactly one .trans file") }
        let request = try PreviewRequest(arguments)
        if arguments.flags.contains("--watch") {
            return try PreviewWatcher(request: request, arguments: arguments, environment: environment).run()
        }
        let picture = try request.picture(arguments, environment, reload: nil)
        guard let bytes = picture.bytes else {
            return CommandLineTool.Outcome(status: 1, standardOutput: picture.diagnosticsOutput, standardError: picture.diagnosticsError)
        }
        if let problem = environment.writeFile(request.output, bytes) {
            return CommandLineTool.Outcome(status: 1, standardOutput: "", standardError: picture.diagnosticsError + "transc: error: \(problem)\n")
        }
        return CommandLineTool.Outcome(status: 0, standardOutput: "", standardError: picture.diagnosticsError)
    }
}

/// What `preview` was asked to draw, from its options; `picture` draws it from the file as it is now.
struct PreviewRequest {
    enum Format: String, CaseIterable { case gif, png, svg, html }

    var output: String
    var format: Format
    var fps: Double
    /// The most frames a GIF may have, so that a transition of hours is refused, not drawn.
    var maxFrames: Double
    var scale: Double
    var progress: Double?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let output = arguments.values["-o"] else { throw UsageError("'preview' needs '-o OUT.gif', '.png', '.svg' or '.html'") }
        guard let format = Format.allCases.first(where: { output.hasSuffix("." + $0.rawValue) }) else {
            throw UsageError("'-o' must end in .gif, .png, .svg or .html, found '\(output)'")
        }
        func positive(_ name: String, _ fallback: Double) throws(UsageError) -> Double {
            guard let text = arguments.values[name] else { return fallback }
            guard let value = Double(text), value > 0, value.isFinite else { throw UsageError("'\(name)' needs a positive number, found '\(text)'") }
            return value
        }
        (self.output, self.format) = (output, format)
        fps = try positive("--fps", 30)
        maxFrames = try positive("--max-frames", Double(PreviewFrames.standardFrameLimit))
        scale = try positive("--scale", 0.5)
        if let text = arguments.values["--progress"] {
            guard let value = Double(text), (0...1).contains(value) else { throw UsageError("'--progress' needs a number from 0 to 1, found '\(text)'") }
            progress = value
        }
    }

    /// The picture's bytes, or nil when the file has errors; the diagnostics either way.
    struct Picture {
        var bytes: [UInt8]?
        var diagnosticsOutput: String
        var diagnosticsError: String
    }

    func picture(_ arguments: ParsedArguments, _ environment: CommandLineTool.Environment,
                 reload: HTMLWriter.Reload?) throws(UsageError) -> Picture {
        let selection = try ProgramSelection(path: arguments.positionals[0], arguments: arguments, environment: environment)
        let (diagnosticsOutput, diagnosticsError) = try selection.run.render(arguments, environment)
        guard !selection.run.hasErrors else { return Picture(bytes: nil, diagnosticsOutput: diagnosticsOutput, diagnosticsError: diagnosticsError) }
        let scene = try selection.scene(arguments, containerOption: "--size")
        let images = try PreviewImages.parse(arguments.allValues["--image"] ?? [], for: scene.program, environment: environment)
        let rasterizer = Rasterizer(scale: scale, images: images)
        let filmstrip = [0, 0.25, 0.5, 0.75, 1.0]
        let bytes: [UInt8]
        switch format {
        case .gif:
            let frames = PreviewFrames.frameCount(scene, fps: fps)
            guard frames <= maxFrames else {
                let message = "transc: error: '\(scene.program.name)' runs for \(formatSeconds(scene.duration)): at \(formatNumber(fps)) fps the GIF would have "
                    + "\(formatNumber(frames)) frames, over the limit of \(formatNumber(maxFrames)); pass '--max-frames \(formatNumber(frames))' to draw them all, or a lower '--fps'\n"
                return Picture(bytes: nil, diagnosticsOutput: diagnosticsOutput, diagnosticsError: diagnosticsError + message)
            }
            bytes = GIFEncoder.encode(PreviewFrames.pictures(scene, fps: fps, rasterizer: rasterizer), delay: max(1, Int((100 / fps).rounded())))
        case .png:
            let image = progress.map { rasterizer.render(scene.state(progress: $0)) }
                ?? PreviewFrames.filmstrip(scene, progresses: filmstrip, rasterizer: rasterizer)
            bytes = PNGEncoder.encode(image)
        case .svg:
            bytes = Array(SVGWriter.filmstrip(filmstrip.map(scene.state(progress:)), frameWidth: scene.environment.container.width * scale).utf8)
        case .html:
            bytes = Array(HTMLWriter.page(scene, images: images, reload: reload).utf8)
        }
        return Picture(bytes: bytes, diagnosticsOutput: diagnosticsOutput, diagnosticsError: diagnosticsError)
    }
}
