import Foundation
import TransCorpus

/// A seeded run: generated programs and mutants (of generated programs and of the corpus),
/// each checked against every `Invariant`, counted per invariant. A crash or a hang stops the
/// run; a watchdog and signal handlers first write the input that caused it to `crashFile`.
public struct Campaign {
    /// The seed every input follows from.
    public var seed: UInt64
    /// Generated programs to check.
    public var programs: Int
    /// Mutants to check.
    public var mutants: Int
    /// Seconds one input may take before the run counts it as a hang.
    public var timeLimit: Double
    /// Where a crashing or hanging input is written.
    public var crashFile: String
    /// Accepted inputs (generated programs first) whose portable code is compiled and compared
    /// with the interpreter (`PortableAgreement`); 0 compiles nothing.
    public var compile = 0
    /// Files per `swiftc` invocation.
    public var compileBatch = 80

    /// Makes a campaign.
    public init(seed: UInt64, programs: Int, mutants: Int, timeLimit: Double = 10, crashFile: String = "fuzz-crash.trans") {
        (self.seed, self.programs, self.mutants, self.timeLimit, self.crashFile) = (seed, programs, mutants, timeLimit, crashFile)
    }

    /// What a run found.
    public struct Report: Sendable {
        /// Inputs checked, programs and mutants.
        public var inputs = 0
        /// Of those, generated programs.
        public var generated = 0
        /// Files `check` accepted.
        public var accepted = 0
        /// Generated programs `check` accepted.
        public var generatedAccepted = 0
        /// Accepted files the UIKit target refused with `unsupported-by-target` only.
        public var unsupportedByUIKit = 0
        /// Of those, how many files each refusal's message stood in.
        public var unsupportedReasons: [String: Int] = [:]
        /// Inputs that broke each invariant.
        public var violations: [Invariant: Int] = [:]
        /// The first few failures: the input and what broke.
        public var failures: [(input: String, invariant: Invariant, detail: String)] = []
        /// Large files made of accepted programs, checked against their parts (`LargeFileAgreement`).
        public var joined = 0
        /// The slowest input, in seconds.
        public var slowest = 0.0
        /// What comparing compiled portable code with the interpreter covered.
        public var compared = PortableAgreement.Outcome()
        /// Why the comparison could not run, if it could not (no built runtime, no `swiftc`).
        public var compareUnavailable: String?
    }

    /// The inputs in order: programs first, then mutants; the same seed always gives the same list.
    public func input(_ index: Int, corpus: [String]) -> String {
        if index < programs {
            var generator = ProgramGenerator(seed: seed &+ UInt64(index))
            return generator.file()
        }
        var random = SeededRandom(seed: seed ^ (UInt64(index) &* 0x2545_F491_4F6C_DD1D))
        let base: String
        if !corpus.isEmpty, random.chance(0.5) {
            base = random.pick(corpus)
        } else {
            var generator = ProgramGenerator(seed: random.next())
            base = generator.file()
        }
        var mutator = Mutator(seed: random.next())
        return mutator.mutate(base)
    }

    /// Runs it, calling `progress` every 1,000 inputs.
    public func run(progress: (Report) -> Void = { _ in }) -> Report {
        let corpus = ((try? Corpus.all()) ?? []).map { String(decoding: $0.bytes, as: UTF8.self) }
        var report = Report()
        var toCompile: [String] = []
        var toJoin: [String] = []
        let guardian = CrashGuard(path: crashFile, timeLimit: timeLimit)
        for index in 0..<(programs + mutants) {
            let text = input(index, corpus: corpus)
            guardian.begin(text, index: index, seed: seed)
            let started = Date()
            let outcome = Invariant.check(text)
            report.slowest = max(report.slowest, Date().timeIntervalSince(started))
            guardian.end()
            report.inputs += 1
            if index < programs { report.generated += 1 }
            if outcome.accepted {
                report.accepted += 1
                if index < programs { report.generatedAccepted += 1 }
            }
            if outcome.accepted, toCompile.count < compile { toCompile.append(text) }
            // Generated programs declare no file-wide values, so renaming their transitions and inputs
            // keeps them apart in one file.
            if outcome.accepted, index < programs {
                toJoin.append(text)
                if toJoin.count == LargeFileAgreement.parts {
                    let (file, parts) = LargeFileAgreement.joined(toJoin)
                    guardian.begin(file, index: index, seed: seed)
                    join(file, parts: parts, into: &report)
                    guardian.end()
                    toJoin = []
                }
            }
            if outcome.unsupportedByUIKit { report.unsupportedByUIKit += 1 }
            for reason in outcome.unsupportedReasons { report.unsupportedReasons[reason, default: 0] += 1 }
            for (invariant, detail) in outcome.violations {
                report.violations[invariant, default: 0] += 1
                if report.failures.count < 50 { report.failures.append((text, invariant, detail)) }
            }
            if report.inputs % 1000 == 0 { progress(report) }
        }
        compare(toCompile, into: &report, progress: progress)
        return report
    }

    /// Checks a large file made of accepted programs against each alone.
    func join(_ file: String, parts: [String], into report: inout Report) {
        report.joined += 1
        guard let detail = LargeFileAgreement.disagreement(file: file, parts: parts) else { return }
        report.violations[.largeFileAgreesWithParts, default: 0] += 1
        if report.failures.count < 50 { report.failures.append((file, .largeFileAgreesWithParts, detail)) }
    }

    /// Compiles the inputs' portable code in batches and compares it with the interpreter,
    /// calling `progress` after each batch.
    func compare(_ texts: [String], into report: inout Report, progress: (Report) -> Void) {
        for start in stride(from: 0, to: texts.count, by: max(1, compileBatch)) {
            let batch = Array(texts[start..<min(texts.count, start + max(1, compileBatch))])
            do throws(PortableAgreement.Unavailable) {
                let outcome = try PortableAgreement.compare(batch)
                report.compared.files += outcome.files
                report.compared.programs += outcome.programs
                report.compared.states += outcome.states
                report.compared.fields += outcome.fields
                for var mismatch in outcome.mismatches {
                    // Reducing costs a compiled batch a round: the first few only.
                    if report.compared.mismatches.count < 3 { mismatch.reduced = MismatchReduction.reduce(mismatch.input).text }
                    report.compared.mismatches.append(mismatch)
                    report.violations[.interpreterEqualsPortable, default: 0] += 1
                    if report.failures.count < 50 { report.failures.append((mismatch.input, .interpreterEqualsPortable, mismatch.detail)) }
                }
            } catch {
                report.compareUnavailable = error.description
                return
            }
            progress(report)
        }
    }
}
