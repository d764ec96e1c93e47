import Foundation
import TransChecker
import TransCorpus
import TransDiagnostics
import TransIR
import TransLowering
import TransRuntime
import TransSwiftGen

/// The interpreter equals the portable target: a batch of accepted files is generated as
/// portable Swift, compiled with one `swiftc` invocation against the TransRuntime module the
/// package built, run in several environments at sampled times, and every field of every state
/// (`SceneState.fields`) compared with the interpreter's within `bound`.
public struct PortableAgreement {
    /// The largest difference allowed between a number the interpreter computes and the same
    /// number computed by compiled code: both evaluate the same formulas in the same order, so
    /// they differ only where the compiler reassociates (it does not at -Onone) or folds constants.
    public static let bound = 1e-9

    /// A file whose compiled code and interpreter disagree (or whose code does not compile).
    public struct Mismatch: Sendable {
        /// The file's index in the batch.
        public var index: Int
        /// The file's text.
        public var input: String
        /// What differed, first instance.
        public var detail: String
        /// The file made smaller while it still disagrees (`MismatchReduction`), when a campaign reduced it.
        public var reduced: String?
    }

    /// What comparing a batch found.
    public struct Outcome: Sendable {
        /// Files compiled and compared (those `check` accepts and the portable target builds).
        public var files = 0
        /// Programs (one per transition and operation) compared.
        public var programs = 0
        /// States compared field by field.
        public var states = 0
        /// Fields compared.
        public var fields = 0
        public var mismatches: [Mismatch] = []
    }

    /// The batch could not be compared at all (no built runtime, no `swiftc`).
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// The environments each program runs in: two screens, a sheet-like destination frame, and
    /// two sets of input values.
    static func environments(for program: TransitionProgram) -> [SceneEnvironment] {
        let fuzzInputs = Dictionary(uniqueKeysWithValues: program.inputs.map { ($0.name, Invariant.sampleValue($0.type)) })
        return [
            SceneEnvironment(container: Size(width: 390, height: 844), inputs: fuzzInputs),
            SceneEnvironment(container: Size(width: 1024, height: 768), inputs: Corpus.sampleInputs(for: program)),
            SceneEnvironment(container: Size(width: 390, height: 844), fromFrame: Rect(x: 0, y: 0, width: 390, height: 844),
                             toFrame: Rect(x: 0, y: 300, width: 390, height: 544), inputs: Corpus.sampleInputs(for: program)),
        ]
    }

    /// The times sampled: 17 across the timeline, its ends, and just inside them.
    static func times(duration: Double) -> [Double] {
        (0...16).map { duration * Double($0) / 16 } + [duration * 1e-4, duration * (1 - 1e-4)]
    }

    /// One program's run in one environment: what the driver is told and what the interpreter says.
    struct Job {
        var file: Int
        var typeName: String
        var environment: SceneEnvironment
        var times: [Double]
        /// The interpreter's states, or its error.
        var expected: Result<[SceneState], RuntimeError>
    }

    /// Compares a batch of files (those `check` refuses or the portable target cannot build are
    /// left out), in a fresh temporary directory removed afterwards. `runtime` is an executable
    /// the package built, beside which its TransRuntime module is.
    public static func compare(_ texts: [String], runtime: URL? = Bundle.main.executableURL) throws(Unavailable) -> Outcome {
        try compare(texts, runtime: runtime, editingGenerated: { $0 })
    }

    /// `compare`, with the generated Swift passed through `edit` before it is compiled: how a test
    /// shows that a wrong compiled program is caught.
    static func compare(_ texts: [String], runtime: URL?, editingGenerated edit: (String) -> String) throws(Unavailable) -> Outcome {
        let build: RuntimeModuleBuild
        do { build = try RuntimeModuleBuild.beside(runtime) } catch { throw Unavailable(description: error.description) }
        var outcome = Outcome()
        var sources: [(name: String, text: String)] = []
        var jobs: [Job] = []
        for (index, text) in texts.enumerated() {
            let source = SourceFile(path: "fuzz-\(index).trans", text: text)
            guard let checked = FrontEnd.check(source).checked else { continue }
            // Each file's types get a prefix so that one module holds the whole batch.
            let programs = Lowering.lower(checked).map { program in
                var renamed = program
                renamed.name = "Fuzz\(index)-" + program.name
                return renamed
            }
            let swift: String
            do throws(GenerationFailure) { swift = try PortableGenerator.generate(programs, source: source) } catch { continue }
            sources.append(("Fuzz\(index).swift", edit(swift)))
            outcome.files += 1
            for program in programs {
                outcome.programs += 1
                for environment in environments(for: program) {
                    let expected: Result<[SceneState], RuntimeError>
                    var times: [Double] = []
                    do throws(RuntimeError) {
                        let scene = try PreparedScene(program, environment: environment)
                        times = Self.times(duration: scene.duration)
                        expected = .success(times.map(scene.state(at:)))
                    } catch {
                        expected = .failure(error)
                    }
                    jobs.append(Job(file: index, typeName: PortableGenerator.typeName(program), environment: environment,
                                    times: times, expected: expected))
                }
            }
        }
        guard !jobs.isEmpty else { return outcome }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("transc-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        sources.append(("Jobs.swift", jobsFile(jobs)))
        sources.append(("main.swift", driver))
        let run: (status: Int32, text: String)
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            for (name, text) in sources { try text.write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        } catch {
            throw Unavailable(description: "cannot write the batch to \(work.path): \(error)")
        }
        let compiled = Self.run(["swiftc", "-swift-version", "6", "-module-name", "FuzzBatch", "-I", build.modules.path]
                                + sources.map { work.appendingPathComponent($0.name).path } + build.objects.map(\.path)
                                + ["-o", work.appendingPathComponent("driver").path], in: work)
        guard compiled.status == 0 else {
            // Name the files the compiler rejected; an error elsewhere is the harness's, not a finding.
            var rejected: [Int: String] = [:]
            for line in compiled.text.split(separator: "\n") where line.contains(": error: ") {
                let file = line.split(separator: ":").first.map { URL(fileURLWithPath: String($0)).lastPathComponent } ?? ""
                guard file.hasPrefix("Fuzz"), let index = Int(file.dropFirst(4).dropLast(6)) else {
                    throw Unavailable(description: "the batch's driver does not compile:\n\(compiled.text.prefix(3000))")
                }
                if rejected[index] == nil { rejected[index] = "the portable Swift does not compile: \(line)" }
            }
            guard !rejected.isEmpty else { throw Unavailable(description: "swiftc failed:\n\(compiled.text.prefix(3000))") }
            outcome.mismatches = rejected.sorted { $0.key < $1.key }.map { Mismatch(index: $0.key, input: texts[$0.key], detail: $0.value) }
            return outcome
        }
        run = Self.run([work.appendingPathComponent("driver").path], in: work)
        guard run.status == 0 else {
            throw Unavailable(description: "the compiled batch failed (status \(run.status)):\n\(run.text.suffix(3000))")
        }
        var lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        var reported: Set<Int> = []
        for (jobIndex, job) in jobs.enumerated() {
            let place = "\(job.typeName) in \(describe(job.environment))"
            func mismatch(_ detail: String) {
                guard reported.insert(job.file).inserted else { return }
                outcome.mismatches.append(Mismatch(index: job.file, input: texts[job.file], detail: "\(place): \(detail)"))
            }
            guard let header = lines.next() else { throw Unavailable(description: "the compiled batch stopped before job \(jobIndex)") }
            switch job.expected {
            case .failure(let error):
                if header != "error \(error.description)" { mismatch("the interpreter refuses with '\(error.description)', the compiled code says '\(header)'") }
            case .success(let states):
                guard header == "ready" else {
                    mismatch("the interpreter runs it, the compiled code says '\(header)'")
                    for _ in states { _ = lines.next() }
                    continue
                }
                for (time, state) in zip(job.times, states) {
                    guard let line = lines.next(), let compiledFields = SceneState.fields(fromRecord: line) else {
                        throw Unavailable(description: "the compiled batch wrote no state for \(place) at \(time)")
                    }
                    outcome.states += 1
                    outcome.fields += compiledFields.count
                    if let difference = Self.difference(state.fields, compiledFields) {
                        mismatch("at t = \(time): \(difference)")
                    }
                }
            }
        }
        return outcome
    }

    /// The first field where the interpreter's and the compiled code's states differ, if any.
    public static func difference(_ interpreted: [SceneField], _ compiled: [SceneField]) -> String? {
        for (a, b) in zip(interpreted, compiled) {
            guard a.name == b.name else { return "the interpreter has '\(a.name)' where the compiled code has '\(b.name)'" }
            switch (a.value, b.value) {
            case let (.number(x), .number(y)):
                if !(x == y || abs(x - y) <= bound || (x.isNaN && y.isNaN)) {
                    return "\(a.name) is \(x) interpreted, \(y) compiled"
                }
            case let (.word(x), .word(y)):
                if x != y { return "\(a.name) is '\(x)' interpreted, '\(y)' compiled" }
            default:
                return "\(a.name) is \(a.value) interpreted, \(b.value) compiled"
            }
        }
        if interpreted.count != compiled.count {
            return "the interpreter has \(interpreted.count) fields, the compiled code \(compiled.count)"
        }
        return nil
    }

    static func describe(_ environment: SceneEnvironment) -> String {
        var text = "a \(formatDouble(environment.container.width))×\(formatDouble(environment.container.height)) container"
        if let to = environment.toFrame {
            text += ", to-frame (\([to.origin.x, to.origin.y, to.size.width, to.size.height].map(formatDouble).joined(separator: ", ")))"
        }
        return text
    }

    /// `Jobs.swift`: every job's compiled type, environment and times, as Swift.
    static func jobsFile(_ jobs: [Job]) -> String {
        func rect(_ r: Rect) -> SwiftExpression {
            .call(.id("Rect"), [arg("x", .number(r.origin.x)), arg("y", .number(r.origin.y)),
                                arg("width", .number(r.size.width)), arg("height", .number(r.size.height))])
        }
        func point(_ p: Point) -> SwiftExpression { .call(.id("Point"), [arg("x", .number(p.x)), arg("y", .number(p.y))]) }
        func input(_ value: InputValue) -> SwiftExpression {
            switch value {
            case .view(let frame): .call(.member(nil, "view"), [arg("frame", rect(frame))])
            case .rect(let r): .call(.member(nil, "rect"), [arg(rect(r))])
            case .point(let p): .call(.member(nil, "point"), [arg(point(p))])
            case .size(let s): .call(.member(nil, "size"), [arg(.call(.id("Size"), [arg("width", .number(s.width)), arg("height", .number(s.height))]))])
            case .number(let x): .call(.member(nil, "number"), [arg(.number(x))])
            case .color(let c):
                .call(.member(nil, "color"), [arg(.call(.id("RGBA"), [arg("red", .number(c.red)), arg("green", .number(c.green)),
                                                                       arg("blue", .number(c.blue)), arg("alpha", .number(c.alpha))]))])
            }
        }
        let elements: [SwiftExpression] = jobs.map { job in
            let environment = job.environment
            var arguments = [arg("container", .call(.id("Size"), [arg("width", .number(environment.container.width)),
                                                                   arg("height", .number(environment.container.height))]))]
            if let from = environment.fromFrame { arguments.append(arg("fromFrame", rect(from))) }
            if let to = environment.toFrame { arguments.append(arg("toFrame", rect(to))) }
            let inputs = environment.inputs.sorted { $0.key < $1.key }.map { (key: SwiftExpression.string($0.key), value: input($0.value)) }
            arguments.append(arg("inputs", .dictionary(inputs)))
            return .call(.id("Job"), [arg("type", .id(job.typeName).dot("self")), arg("environment", .call(.id("SceneEnvironment"), arguments)),
                                      arg("times", .array(job.times.map { .number($0) }))])
        }
        return SwiftWriter.write([
            .import("TransRuntime"), .blank,
            .stored(modifiers: [], .let, "jobs", type: "[Job]", value: .array(elements, multiline: true)),
        ])
    }

    /// The batch's `main.swift`: for each job a line `ready` or `error …`, then one
    /// `SceneState.fieldRecord` line per time.
    static let driver = """
        import TransRuntime

        struct Job {
            var type: any CompiledTransition.Type
            var environment: SceneEnvironment
            var times: [Double]
        }

        var output = ""
        for job in jobs {
            do throws(RuntimeError) {
                let compiled = try job.type.init(environment: job.environment)
                output += "ready\\n"
                for time in job.times { output += compiled.state(at: time).fieldRecord + "\\n" }
            } catch {
                output += "error \\(error.description)\\n"
            }
            if output.utf8.count > 1 << 16 {
                print(output, terminator: "")
                output = ""
            }
        }
        print(output, terminator: "")

        """

    static func run(_ arguments: [String], in directory: URL) -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot run \(arguments[0]): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
