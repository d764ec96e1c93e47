// swift-tools-version:6.0
import PackageDescription

// One target per pipeline stage; data flows one way:
// diagnostics → syntax → checker → CLI → the `transc` executable.
let package = Package(
    name: "transc",
    products: [
        .executable(name: "transc", targets: ["transc"]),
        .executable(name: "transc-bench", targets: ["transc-bench"]),
        .library(name: "TransSyntax", targets: ["TransSyntax"]),
        .library(name: "TransChecker", targets: ["TransChecker"]),
        .library(name: "TransRuntime", targets: ["TransRuntime"]),
        .library(name: "TransKit", targets: ["TransKit"]),
    ],
    targets: [
        .target(name: "TransRuntime"),
        .target(name: "TransDiagnostics"),
        .target(name: "TransSyntax", dependencies: ["TransDiagnostics", "TransRuntime"]),
        .target(name: "TransChecker", dependencies: ["TransDiagnostics", "TransSyntax", "TransRuntime"]),
        .target(name: "TransLowering", dependencies: ["TransChecker", "TransSyntax", "TransRuntime"]),
        .target(name: "TransSwiftGen", dependencies: ["TransRuntime", "TransDiagnostics"]),
        .target(name: "TransPreview", dependencies: ["TransRuntime"]),
        .target(name: "TransKit", dependencies: ["TransRuntime", "TransChecker", "TransDiagnostics", "TransLowering"]),
        .target(name: "TransCLI", dependencies: ["TransDiagnostics", "TransSyntax", "TransChecker", "TransLowering", "TransRuntime", "TransSwiftGen", "TransPreview"]),
        .executableTarget(name: "transc", dependencies: ["TransCLI"]),
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "transc-bench",
            dependencies: ["TransDiagnostics", "TransSyntax", "TransChecker", "TransKit", "TransSwiftGen", "AllocationCounter"],
            exclude: ["grid.trans"],
            // The counter's allocation functions must be visible to the shared libraries.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        .testTarget(name: "TransDiagnosticsTests", dependencies: ["TransDiagnostics"]),
        .testTarget(name: "TransSyntaxTests", dependencies: ["TransDiagnostics", "TransSyntax", "TransRuntime"]),
        .testTarget(
            name: "TransCheckerTests", dependencies: ["TransDiagnostics", "TransSyntax", "TransChecker", "TransRuntime"],
            exclude: ["Verify"]),
        .testTarget(name: "TransRuntimeTests", dependencies: ["TransRuntime"]),
        .testTarget(name: "TransPreviewTests", dependencies: ["TransPreview", "TransKit"]),
        .testTarget(name: "TransLoweringTests", dependencies: ["TransLowering", "TransChecker", "TransDiagnostics", "TransRuntime"],
                    exclude: ["Golden"]),
        .testTarget(name: "TransKitTests", dependencies: ["TransKit"]),
        // Compiles the portable Swift generated for every example (Generated/) and runs it beside the interpreter.
        .testTarget(name: "TransPortableTests", dependencies: ["TransKit", "TransSwiftGen", "TransLowering", "TransChecker", "TransDiagnostics"]),
        .testTarget(
            name: "TransSwiftGenTests",
            dependencies: ["TransSwiftGen", "TransLowering", "TransChecker", "TransDiagnostics", "TransRuntime"],
            exclude: ["Golden", "StandIns"]),
        .testTarget(name: "TransCLITests", dependencies: ["TransCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
