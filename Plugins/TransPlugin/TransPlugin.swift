import Foundation
import PackagePlugin

/// Compiles every `.trans` file of a target into Swift at build time, into the plugin's work
/// directory, one build command per file and output so that the build system reruns only
/// what a changed file (or a changed `transc`) affects.
///
/// Each file gives the UIKit code (animators, interaction controllers, delegates), which
/// compiles to nothing where UIKit is missing; a target that depends on `TransRuntime` gets
/// the portable types as well, which run anywhere (Linux included).
@main
struct TransPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // The generated files are Swift: only a Swift target can hold them.
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "trans").map(\.url)
        let portable = target.recursiveTargetDependencies.contains { $0.name == TransSources.runtimeModule }
        return TransSources(
            transc: try context.tool(named: "transc").url, workDirectory: context.pluginWorkDirectoryURL,
            packageDirectory: context.package.directoryURL, targetDirectory: target.directoryURL
        ).commands(for: sources, portable: portable)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TransPlugin: XcodeBuildToolPlugin {
    /// The UIKit code for the `.trans` files of an Xcode project's target, named from the
    /// project's directory. An Xcode target's dependencies are not visible to plugins (the
    /// list comes back empty), so the portable code is for package targets only.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.url.pathExtension == "trans" }.map(\.url)
        let projectDirectory = context.xcodeProject.directoryURL
        return TransSources(
            transc: try context.tool(named: "transc").url, workDirectory: context.pluginWorkDirectoryURL,
            packageDirectory: projectDirectory, targetDirectory: projectDirectory
        ).commands(for: sources, portable: false)
    }
}
#endif
