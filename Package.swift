// swift-tools-version:6.0
import PackageDescription

// One target per pipeline stage; data flows one way. At the bottom, TransIR holds the
// vocabulary, the values and the IR, and nothing else: no parser, no interpreter.
//   TransIR → TransDiagnostics → TransSyntax → TransChecker → TransLowering
//   TransIR → TransRuntime (the interpreter) → TransUIKitAdapter (the embedded iOS animator)
//   TransRuntime → TransAnimationPlan (how UIKit and Core Animation play a program) → TransSwiftGen, TransUIKitAdapter
//   TransSyntax → TransFormat (the canonical layout, for `transc fmt`)
//   TransLowering + TransRuntime → TransSwiftGen, TransPreview, TransKit → TransCLI → transc
// TransCorpus lists the .trans files tests run everything over (examples/ and Tests/Corpus/);
// TransGeneratedFiles makes every generated file the repository keeps from library APIs only,
// and `swift run transc-regenerate` writes them (see README.md).
let package = Package(
    name: "transc",
    products: [
        .executable(name: "transc", targets: ["transc"]),
        .executable(name: "transc-bench", targets: ["transc-bench"]),
        .executable(name: "transc-fuzz", targets: ["transc-fuzz"]),
        .library(name: "TransSyntax", targets: ["TransSyntax"]),
        .library(name: "TransChecker", targets: ["TransChecker"]),
        .library(name: "TransIR", targets: ["TransIR"]),
        .library(name: "TransRuntime", targets: ["TransRuntime"]),
        .library(name: "TransUIKitAdapter", targets: ["TransUIKitAdapter"]),
        .library(name: "TransKit", targets: ["TransKit"]),
        // Compiles a target's .trans files at build time (README: "Use it in your app").
        .plugin(name: "TransPlugin", targets: ["TransPlugin"]),
    ],
    targets: [
        .target(name: "TransIR"),
        .target(name: "TransRuntime", dependencies: ["TransIR"]),
        .target(name: "TransAnimationPlan", dependencies: ["TransIR", "TransRuntime"]),
        .target(name: "TransUIKitAdapter", dependencies: ["TransIR", "TransRuntime", "TransAnimationPlan"]),
        .target(name: "TransDiagnostics", dependencies: ["TransIR"]),
        .target(name: "TransSyntax", dependencies: ["TransDiagnostics", "TransIR"]),
        .target(name: "TransChecker", dependencies: ["TransDiagnostics", "TransSyntax", "TransIR"]),
        .target(name: "TransFormat", dependencies: ["TransDiagnostics", "TransSyntax"]),
        .target(name: "TransLowering", dependencies: ["TransChecker", "TransSyntax", "TransIR", "TransRuntime", "TransDiagnostics"]),
        .target(name: "TransSwiftGen", dependencies: ["TransIR", "TransRuntime", "TransDiagnostics", "TransAnimationPlan"]),
        .target(name: "TransPreview", dependencies: ["TransIR", "TransRuntime"]),
        .target(name: "TransKit", dependencies: ["TransIR", "TransRuntime", "TransChecker", "TransDiagnostics", "TransLowering", "TransSyntax"]),
        // `transc lsp`: the Language Server Protocol over standard input and output.
        .target(name: "TransLanguageServer",
                dependencies: ["TransDiagnostics", "TransSyntax", "TransChecker", "TransLowering", "TransIR", "TransRuntime", "TransPreview", "TransFormat"]),
        .target(name: "TransCLI", dependencies: ["TransDiagnostics", "TransSyntax", "TransChecker", "TransLowering", "TransIR", "TransRuntime", "TransSwiftGen", "TransPreview", "TransFormat", "TransLanguageServer"]),
        .executableTarget(name: "transc", dependencies: ["TransCLI"]),
        .plugin(name: "TransPlugin", capability: .buildTool(), dependencies: ["transc"]),
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "transc-bench",
            dependencies: ["TransDiagnostics", "TransIR", "TransSyntax", "TransChecker", "TransKit", "TransSwiftGen", "AllocationCounter", "TransLanguageServer", "TransCorpus"],
            exclude: ["grid.trans"],
            // The counter's allocation functions must be visible to the shared libraries.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        .target(name: "TransCorpus", dependencies: ["TransDiagnostics", "TransRuntime", "TransSyntax"], path: "Tests/Corpus", exclude: ["coverage"]),
        .target(name: "TransGeneratedFiles",
                dependencies: ["TransCorpus", "TransChecker", "TransDiagnostics", "TransIR", "TransLowering", "TransSwiftGen"]),
        .executableTarget(name: "transc-regenerate", dependencies: ["TransGeneratedFiles", "TransCorpus"]),
        // Generates and mutates programs and checks every invariant of the pipeline over them (README: Fuzzing).
        .target(name: "TransFuzz", dependencies: ["TransCorpus", "TransDiagnostics", "TransSyntax", "TransChecker", "TransLowering",
                                                  "TransIR", "TransRuntime", "TransSwiftGen", "TransFormat"]),
        .executableTarget(name: "transc-fuzz", dependencies: ["TransFuzz"]),
        .testTarget(name: "TransDiagnosticsTests", dependencies: ["TransDiagnostics", "TransIR"]),
        .testTarget(name: "TransSyntaxTests", dependencies: ["TransDiagnostics", "TransSyntax", "TransIR"]),
        .testTarget(
            name: "TransCheckerTests", dependencies: ["TransDiagnostics", "TransSyntax", "TransChecker", "TransIR", "TransCorpus", "TransLowering"],
            exclude: ["Verify"]),
        .testTarget(name: "TransRuntimeTests", dependencies: ["TransIR", "TransRuntime"]),
        .testTarget(name: "TransPreviewTests", dependencies: ["TransPreview", "TransKit"], exclude: ["Fixtures"]),
        .testTarget(name: "TransLoweringTests", dependencies: ["TransLowering", "TransChecker", "TransDiagnostics", "TransIR", "TransRuntime", "TransCorpus"],
                    exclude: ["Golden"]),
        .testTarget(name: "TransKitTests", dependencies: ["TransKit", "TransCorpus", "TransSyntax"]),
        // Compiles the portable Swift generated for every example (Generated/) and runs it beside the interpreter.
        .testTarget(name: "TransPortableTests", dependencies: ["TransKit", "TransSwiftGen", "TransLowering", "TransChecker", "TransDiagnostics", "TransCorpus"]),
        .testTarget(
            name: "TransSwiftGenTests",
            dependencies: ["TransSwiftGen", "TransLowering", "TransChecker", "TransDiagnostics", "TransIR", "TransRuntime", "TransCorpus", "TransAnimationPlan"],
            exclude: ["Golden"]),
        .testTarget(name: "TransCLITests", dependencies: ["TransCLI", "TransCorpus", "TransChecker", "TransLowering", "TransSwiftGen", "TransDiagnostics"]),
        // Runs the generated UIKit code against an executable model of UIKit (Tests/UIKitModel) beside the interpreter.
        .testTarget(name: "TransUIKitRunTests", dependencies: ["TransKit", "TransSwiftGen", "TransLowering", "TransChecker", "TransDiagnostics", "TransCorpus", "TransAnimationPlan"],
                    exclude: ["Driver", "EmbeddedAdapter", "EmbeddedDriver"]),
        // Builds examples/ConsumerApp, which compiles its .trans files with TransPlugin, and runs its tests.
        .testTarget(name: "TransPluginTests"),
        .testTarget(name: "TransFuzzTests", dependencies: ["TransFuzz", "TransIR", "TransRuntime", "TransCorpus"], exclude: ["Regressions"]),
        // Fails when a generated file differs from what `swift run transc-regenerate` writes.
        .testTarget(name: "TransGeneratedFilesTests", dependencies: ["TransGeneratedFiles"]),
        // Speaks the protocol to the built `transc lsp`, as an editor would.
        .testTarget(name: "TransLanguageServerTests", dependencies: ["TransLanguageServer", "TransDiagnostics"]),
        .testTarget(
            name: "TransFormatTests",
            dependencies: ["TransFormat", "TransSyntax", "TransChecker", "TransLowering", "TransDiagnostics", "TransIR", "TransCorpus"]),
    ],
    swiftLanguageModes: [.v6]
)
