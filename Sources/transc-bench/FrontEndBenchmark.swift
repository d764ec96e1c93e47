import AllocationCounter
import Foundation
import TransChecker
import TransCorpus
import TransDiagnostics
import TransIR
import TransSyntax

/// Throughput of lex, parse and check on ~10 MB of repeated examples, next to Foundation's
/// `JSONSerialization` on a JSON document of the same size, each the median of `--runs` runs
/// (9 by default) in the thread's CPU time, allocations not counted; then the heap allocations per
/// kilobyte of source and the peak of heap bytes while checking, and the same stage by stage. `--stage parse` (lex, parse, check, json) times one
/// stage alone and skips the validation and the memory figures, for profiling.
enum FrontEndBenchmark {
    static func run() {
        let targetBytes = option("--megabytes", default: 10) << 20
        let runs = option("--runs", default: 9)
        let stage = arguments.firstIndex(of: "--stage").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        let examples = exampleBytes()

        let corpus = Corpus.repeated(examples, bytes: targetBytes)
        let json = FrontEndCorpus.json(bytes: corpus.count)
        // The inputs must be valid, or the benchmark would measure error recovery.
        var transitionCount = 0
        if stage == nil {
            let check = FrontEnd.check(SourceFile(path: "corpus.trans", bytes: corpus))
            guard check.diagnostics.all.isEmpty, let checked = check.checked else {
                fail("the corpus does not check clean\n" + DiagnosticRenderer(limit: 5).render(check.diagnostics.all, in: check.source))
            }
            transitionCount = checked.transitions.count
            guard (try? JSONSerialization.jsonObject(with: json)) != nil else { fail("the JSON corpus does not parse") }
        }

        func median(_ name: String, _ body: () -> Int) -> Double {
            if let stage, stage != name { return .nan }
            var times: [Double] = []
            var sink = 0
            // Timed without counting: the counter's atomic operations would add to every allocation
            // (and `JSONSerialization` makes many more) what an app does not pay.
            transc_counting_pause(1)
            defer { transc_counting_pause(0) }
            for _ in 0..<runs {
                let start = BenchmarkClock.threadSeconds()
                sink &+= body()
                times.append(BenchmarkClock.threadSeconds() - start)
            }
            if sink == -1 { print(sink) }
            return BenchmarkClock.median(times)
        }
        let source = SourceFile(path: "corpus.trans", bytes: corpus)
        let lex = median("lex") {
            var diagnostics = DiagnosticList()
            return Lexer.tokenize(source, diagnostics: &diagnostics).count
        }
        let parse = median("parse") {
            var diagnostics = DiagnosticList()
            return Parser.parse(source, diagnostics: &diagnostics).declarations.count
        }
        let check = median("check") { FrontEnd.check(SourceFile(path: "corpus.trans", bytes: corpus)).checked?.transitions.count ?? 0 }
        let jsonSeconds = median("json") { (try? JSONSerialization.jsonObject(with: json)) == nil ? 0 : 1 }

        let megabytes = Double(corpus.count) / 1e6
        let jsonMegabytes = Double(json.count) / 1e6
        func rate(_ mb: Double, _ seconds: Double) -> String { String(format: "%7.1f MB/s  (%.3f s)", mb / seconds, seconds) }
        print("corpus: \(String(format: "%.2f", megabytes)) MB of .trans, \(transitionCount) transitions; "
              + "JSON: \(String(format: "%.2f", jsonMegabytes)) MB; median of \(runs) runs (thread CPU time)")
        print("lex                 \(rate(megabytes, lex))")
        print("lex+parse           \(rate(megabytes, parse))")
        print("lex+parse+check     \(rate(megabytes, check))")
        print("JSONSerialization   \(rate(jsonMegabytes, jsonSeconds))")
        print("front end / JSON    \(String(format: "%.2f", (megabytes / check) / (jsonMegabytes / jsonSeconds)))×")
        guard stage == nil else { return }
        // Memory, from one more check of the corpus: every allocation it makes, and the most heap
        // bytes live at once above what was live before it (the source's own bytes not counted).
        let allocationsBefore = transc_allocation_count()
        transc_heap_peak_reset()
        let liveBefore = transc_heap_live_bytes()
        let checked = FrontEnd.check(SourceFile(path: "corpus.trans", bytes: corpus)).checked?.transitions.count ?? 0
        let peak = transc_heap_peak_bytes() - liveBefore
        let allocations = transc_allocation_count() - allocationsBefore
        print(String(format: "lex+parse+check     %.1f heap allocations per KB of source (%lu in all); peak heap %.1f MB, %.2f× the source",
                     Double(allocations) / (Double(corpus.count) / 1024), allocations, Double(peak) / 1e6,
                     Double(peak) / Double(corpus.count)))
        if checked == -1 { print(checked) }
        stageMemory(source)
    }

    /// Where the memory goes, stage by stage: the peak of heap bytes while the tokens are made, while
    /// the syntax tree is made (the parser frees the tokens behind it) and what the tree keeps, and
    /// the peak above the tree while it is checked, with the allocations each stage makes; then the peak
    /// of checking as `FrontEnd.check` does, freeing the tree behind it.
    static func stageMemory(_ source: SourceFile) {
        let kilobytes = Double(source.bytes.count) / 1024
        func measure<T>(_ body: () -> T) -> (result: T, peak: Double, kept: Double, allocations: Double) {
            let (allocationsBefore, liveBefore) = (transc_allocation_count(), transc_heap_live_bytes())
            transc_heap_peak_reset()
            let result = body()
            return (result, Double(transc_heap_peak_bytes() - liveBefore) / 1e6, Double(transc_heap_live_bytes() - liveBefore) / 1e6,
                    Double(transc_allocation_count() - allocationsBefore) / kilobytes)
        }
        var diagnostics = DiagnosticList()
        let lex = measure { Lexer.tokenize(source, diagnostics: &diagnostics).count }
        print(String(format: "lex                 peak %.1f MB for %d tokens of %d bytes, in one array (as tools take them)", lex.peak, lex.result, MemoryLayout<Token>.stride))
        let parse = measure { Parser.parse(source, diagnostics: &diagnostics) }
        print(String(format: "parse               peak %.1f MB, the tokens not yet read included; the syntax tree keeps %.1f MB (%d expressions in its table); %.1f allocations per KB",
                     parse.peak, parse.kept, parse.result.expressions.count, parse.allocations))
        print("  its tables, largest first: " + Self.tableSizes(parse.result).map { name, count, stride in
            String(format: "%@ %d × %d B", name, count, stride)
        }.joined(separator: ", "))
        let check = withExtendedLifetime(parse.result) {
            measure { Checker.check(parse.result, diagnostics: &diagnostics) }
        }
        let transitions = check.result.transitions
        let held = transitions.reduce(0) { $0 + $1.storedTracks.count + $1.pieceTracks.reduce(0) { $0 + $1.first.count } }
        print(String(format: "check               peak %.1f MB above the syntax tree; the checked file keeps %.1f MB (%d tracks of %d bytes, "
                     + "read back as %d, %d keyframes of %d, %d timings of %d, %d expressions of %d in its table); %.1f allocations per KB",
                     check.peak, check.kept, held, MemoryLayout<CheckedTrack>.stride, transitions.reduce(0) { $0 + $1.tracks.count },
                     check.result.keyframes.count, MemoryLayout<CheckedKeyframe>.stride,
                     check.result.timings.count, MemoryLayout<TrackTiming>.stride,
                     check.result.expressions.count, MemoryLayout<TypedExpr>.stride, check.allocations))
        // As `FrontEnd.check` checks: the tree is freed behind the declarations checked.
        var tree: FileSyntax? = Parser.parse(source, diagnostics: &diagnostics)
        let freeing = measure {
            let syntax = tree!
            tree = nil
            return Checker.check(consuming: consume syntax, diagnostics: &diagnostics)
        }
        print(String(format: "check, freeing      peak %.1f MB with the syntax tree it starts from, which it frees as it goes",
                     freeing.peak + parse.kept))
    }

    /// The syntax tree's tables (and its declarations), each's nodes and their size, the largest first.
    static func tableSizes(_ syntax: FileSyntax) -> [(name: String, count: Int, stride: Int)] {
        func entry<Node>(_ name: String, _ table: NodeTable<Node>) -> (name: String, count: Int, stride: Int) {
            (name, table.count, MemoryLayout<Node>.stride)
        }
        let tables: [(name: String, count: Int, stride: Int)] = [
            ("declarations", syntax.declarations.count, MemoryLayout<Declaration>.stride),
            entry("expressions", syntax.expressions), entry("statements", syntax.statements),
            entry("animate blocks", syntax.animateBlocks), entry("values", syntax.transitionValues),
            entry("animate items", syntax.animateItems), entry("tracks", syntax.tracks), entry("shades", syntax.shades),
            entry("timing statements", syntax.timingStatements), entry("keyframes", syntax.keyframes),
            entry("linear stops", syntax.linearStops), entry("spring parameters", syntax.springParameters),
            entry("views", syntax.actors), entry("operations", syntax.operations),
            entry("interactive settings", syntax.interactiveItems), entry("followed tracks", syntax.followTracks),
        ]
        return Array(tables.filter { $0.count > 0 }.sorted { $0.count * $0.stride > $1.count * $1.stride }.prefix(6))
    }
}
