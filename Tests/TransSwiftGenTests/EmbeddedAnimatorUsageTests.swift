import Foundation
import XCTest

/// The embedded iOS animator as an app uses it (the example of docs/embedding.md), type-checked
/// with the adapter's sources against the UIKit model's SDK (Tests/UIKitModel).
final class EmbeddedAnimatorUsageTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testBothDirectionsShareOneKeptStore() throws {
        try SwiftTypeChecker.runtimeModules.get()
        let adapter = Self.root.appendingPathComponent("Sources/TransUIKitAdapter")
        let files = try FileManager.default.contentsOfDirectory(atPath: adapter.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { adapter.appendingPathComponent($0) }
        let usage = FileManager.default.temporaryDirectory.appendingPathComponent("transc-usage-\(ProcessInfo.processInfo.processIdentifier).swift")
        try """
            import UIKit
            import TransRuntime

            @MainActor func animators(presentProgram: TransitionProgram, dismissProgram: TransitionProgram)
                -> (present: InterpretedTransitionAnimator, dismiss: InterpretedTransitionAnimator, kept: [String]) {
                let kept = KeptViews()
                let present = InterpretedTransitionAnimator(program: presentProgram, kept: kept)
                let dismiss = InterpretedTransitionAnimator(program: dismissProgram, kept: kept)
                let failure: RuntimeError? = dismiss.error
                _ = failure
                return (present, dismiss, kept.ids)
            }
            """.write(to: usage, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: usage) }
        let result = try SwiftTypeChecker.check(files + [usage], moduleName: "TransUIKitAdapter")
        XCTAssertEqual(result.problems, [])

        // A misuse is caught: the store is not a dictionary.
        try """
            import UIKit
            import TransRuntime
            @MainActor func misuse(program: TransitionProgram) {
                _ = InterpretedTransitionAnimator(program: program, kept: [:])
            }
            """.write(to: usage, atomically: true, encoding: .utf8)
        let wrong = try SwiftTypeChecker.check(files + [usage], moduleName: "TransUIKitAdapter")
        XCTAssertEqual(wrong.problems.count, 1, "\(wrong.problems)")
    }
}
