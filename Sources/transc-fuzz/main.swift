import Foundation
import TransFuzz

// `swift run transc-fuzz [--seed N] [--programs N] [--mutants N] [--compile N] [--time-limit S] [--crash-file PATH]`:
// a seeded campaign (the same seed checks the same inputs), counts per invariant, exit 1 on any failure.
// `--compile N` compiles the portable Swift of the first N accepted inputs (in batches, one `swiftc`
// each, against the TransRuntime this package built) and compares it with the interpreter.
var given: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let name = arguments.next() {
    guard name.hasPrefix("--"), let value = arguments.next() else {
        FileHandle.standardError.write(Data("usage: transc-fuzz [--seed N] [--programs N] [--mutants N] [--compile N] [--time-limit S] [--crash-file PATH]\n".utf8))
        exit(2)
    }
    given[name] = value
}
let options = given
let programs = options["--programs"].flatMap { Int($0) } ?? 2000
let mutants = options["--mutants"].flatMap { Int($0) } ?? 3000
let seed = options["--seed"].flatMap { UInt64($0) } ?? 1
var campaign = Campaign(seed: seed, programs: programs, mutants: mutants,
                        timeLimit: options["--time-limit"].flatMap { Double($0) } ?? 10,
                        crashFile: options["--crash-file"] ?? "fuzz-crash.trans")
campaign.compile = options["--compile"].flatMap { Int($0) } ?? 0
let started = Date()
let report = campaign.run { report in
    let compiled = report.compared.files > 0 ? ", \(report.compared.files) files compiled and compared" : ""
    FileHandle.standardError.write(Data("… \(report.inputs) inputs\(compiled), \(report.violations.values.reduce(0, +)) violations\n".utf8))
}
print("transc-fuzz: seed \(campaign.seed): \(report.inputs) inputs (\(report.generated) generated programs, \(report.inputs - report.generated) mutants) in \(Int(Date().timeIntervalSince(started))) s")
print("  no crash, no hang (\(campaign.timeLimit) s per input; slowest \(String(format: "%.3f", report.slowest)) s): \(report.inputs) of \(report.inputs)")
print("  check accepted: \(report.accepted) (generated programs: \(report.generatedAccepted) of \(report.generated))")
print("  UIKit refused with unsupported-by-target only: \(report.unsupportedByUIKit)")
for (reason, count) in report.unsupportedReasons.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
    print("    \(count): \(reason)")
}
let compared = report.compared
if let why = report.compareUnavailable {
    print("  interpreter against compiled portable code: not compared: \(why)")
} else if campaign.compile > 0 {
    print("  interpreter against compiled portable code (within \(PortableAgreement.bound)): \(compared.files) files, \(compared.programs) programs, \(compared.states) states, \(compared.fields) fields compared")
} else {
    print("  interpreter against compiled portable code: not compared (--compile N)")
}
print("  accepted generated programs joined into large files of \(LargeFileAgreement.parts): \(report.joined) files")
for invariant in Invariant.allCases {
    print("  \(invariant.rawValue): \(report.violations[invariant] ?? 0) violations")
}
for failure in report.failures.prefix(10) {
    print("--- \(failure.invariant.rawValue): \(failure.detail)\n\(failure.input)")
}
for mismatch in report.compared.mismatches.prefix(3) {
    if let reduced = mismatch.reduced { print("--- reduced, still disagreeing: \(mismatch.detail.prefix(200))\n\(reduced)") }
}
exit(report.violations.isEmpty && report.compareUnavailable == nil ? 0 : 1)
