import TransPreview
import TransIR

/// Reads `--image VIEW=FILE.png`: the app's screenshots for `from`, `to` and view inputs.
enum PreviewImages {
    static func parse(_ texts: [String], for program: TransitionProgram,
                      environment: CommandLineTool.Environment) throws(UsageError) -> LayerImages {
        let views = [Actor.from.description, Actor.to.description] + program.inputs.filter { $0.type == .view }.map(\.name)
        var images = LayerImages()
        for text in texts {
            guard let equals = text.firstIndex(of: "=") else { throw UsageError("'--image' takes VIEW=FILE.png, found '\(text)'") }
            let (view, path) = (String(text[..<equals]), String(text[text.index(after: equals)...]))
            guard views.contains(view) else {
                throw UsageError("'--image \(text)': transition '\(program.name)' shows no view '\(view)'; its views are "
                                 + views.map { "'\($0)'" }.joined(separator: ", "))
            }
            guard let bytes = environment.readFile(path) else { throw UsageError("cannot read '\(path)'") }
            do {
                images.byView[view] = try LayerImages.Image(png: bytes)
            } catch {
                throw UsageError("'\(path)' is not a PNG transc can read: \(error.reason)")
            }
        }
        return images
    }
}
