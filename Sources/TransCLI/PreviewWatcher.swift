import Foundation
import TransPreview

/// `transc preview --watch FILE -o OUT`: draws the picture, then again each time the file's
/// contents change, until stopped (or `--watch-seconds` pass). It polls the file's bytes rather
/// than asking the system for change events: one small read five times a second costs nothing,
/// works the same on Linux and macOS and through editors that save by replacing the file,
/// and works with any `Environment`, so a test can drive it. A file with errors, or an option
/// the new file no longer fits (an input it lost), is reported and the last picture kept.
struct PreviewWatcher {
    var request: PreviewRequest
    var arguments: ParsedArguments
    var environment: CommandLineTool.Environment

    /// Seconds between looks at the file; an HTML page checks for a new version as often.
    static let interval = 0.2

    init(request: PreviewRequest, arguments: ParsedArguments, environment: CommandLineTool.Environment) throws(UsageError) {
        (self.request, self.arguments, self.environment) = (request, arguments, environment)
    }

    /// The version script's path, beside the page (for an HTML page).
    var versionScript: String { request.output + ".version.js" }

    func run() throws(UsageError) -> CommandLineTool.Outcome {
        var limit: Double?
        if let text = arguments.values["--watch-seconds"] {
            guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                throw UsageError("'--watch-seconds' needs a positive number, found '\(text)'")
            }
            limit = seconds
        }
        let path = arguments.positionals[0]
        let start = Date()
        var drawn = false
        var seen: [UInt8]?
        var pages = 0
        var failing = false
        environment.report("transc: watching '\(path)'; writing '\(request.output)' on each change\n")
        while true {
            let source = environment.readFile(path)
            if !drawn || source != seen {
                (drawn, seen) = (true, source)
                failing = !draw(source, version: pages + 1)
                if !failing { pages += 1 }
            }
            if let limit, Date().timeIntervalSince(start) >= limit { break }
            Thread.sleep(forTimeInterval: Self.interval)
        }
        return CommandLineTool.Outcome(status: failing ? 1 : 0, standardOutput: "", standardError: "")
    }

    /// Draws the picture of the file as it is; whether it was written.
    func draw(_ source: [UInt8]?, version: Int) -> Bool {
        guard source != nil else {
            environment.report("transc: error: cannot read '\(arguments.positionals[0])'\n")
            return false
        }
        let scriptName = URL(fileURLWithPath: versionScript).lastPathComponent
        let pageVersion = "\(version)-\(String(Checksums.crc32(source ?? []), radix: 16))"
        let reload = request.format == .html ? HTMLWriter.Reload(script: scriptName, version: pageVersion, interval: Self.interval) : nil
        do throws(UsageError) {
            let picture = try request.picture(arguments, environment, reload: reload)
            environment.report(picture.diagnosticsOutput + picture.diagnosticsError)
            guard let bytes = picture.bytes else { return false }
            if let problem = environment.writeFile(request.output, bytes) {
                environment.report("transc: error: \(problem)\n")
                return false
            }
            // The page first, then its version: a page that sees the new version finds the new page.
            if reload != nil, let problem = environment.writeFile(versionScript, Array(HTMLWriter.Reload.scriptText(version: pageVersion).utf8)) {
                environment.report("transc: error: \(problem)\n")
                return false
            }
            environment.report("transc: wrote '\(request.output)'\n")
            return true
        } catch {
            environment.report("transc: error: \(error.message)\n")
            return false
        }
    }
}
