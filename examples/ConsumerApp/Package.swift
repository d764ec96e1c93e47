// swift-tools-version:6.0
import PackageDescription

// An app's transitions, compiled by transc's build plugin: the `.trans` files in
// Sources/Transitions become Swift when the target builds. The UIKit code is there on iOS;
// the portable types (the target depends on TransRuntime) run everywhere, and the tests
// sample them on Linux. transc is found by relative path, so nothing is downloaded.
let package = Package(
    name: "ConsumerApp",
    platforms: [.iOS(.v13), .macOS(.v13)],
    products: [.library(name: "Transitions", targets: ["Transitions"])],
    dependencies: [.package(name: "transc", path: "../..")],
    targets: [
        .target(
            name: "Transitions",
            dependencies: [.product(name: "TransRuntime", package: "transc")],
            plugins: [.plugin(name: "TransPlugin", package: "transc")]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions"]),
    ],
    swiftLanguageModes: [.v6]
)
