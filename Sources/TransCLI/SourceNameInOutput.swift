import Foundation

/// How generated code names the `.trans` file it came from: by its path from a root (the
/// package, under the build plugin; else the current directory), or by its file name alone
/// when it lies outside the root. Never an absolute path and never `..`, so two checkouts at
/// different places generate the same bytes. Diagnostics keep the path as given, which is
/// what editors need to jump to the line.
enum SourceNameInOutput {
    /// The name for `path`, relative to `root` when inside it; both may be relative to
    /// `currentDirectory`.
    static func name(of path: String, root: String, currentDirectory: String) -> String {
        let file = components(path, from: currentDirectory)
        let base = components(root, from: currentDirectory)
        if file.count > base.count && Array(file.prefix(base.count)) == base {
            return file.dropFirst(base.count).joined(separator: "/")
        }
        return file.last ?? path
    }

    /// An absolute path's components after resolving `.` and `..` (no file system access:
    /// symbolic links are taken as written, as the build system writes both paths).
    static func components(_ path: String, from currentDirectory: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var result: [String] = []
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = result.popLast()
            default: result.append(String(component))
            }
        }
        return result
    }
}
