import Foundation

/// Writes files so that a reader never sees half of one: the text goes to a temporary file
/// beside the target, which then replaces it in one rename.
enum AtomicFile {
    /// Writes `bytes` to `path`; returns an error message, or nil on success.
    @Sendable static func write(_ path: String, _ bytes: [UInt8]) -> String? {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            return "cannot write '\(path)'"
        }
        guard rename(temporary.path, target.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            return "cannot write '\(path)'"
        }
        return nil
    }
}
