import Foundation

/// Keeps the input being checked where a signal handler and a watchdog thread can reach it, so
/// that a crash (a trap is SIGILL or SIGTRAP) or a hang leaves that input in a file and a line
/// naming it on standard error before the process ends. The handler only calls `open`, `write`
/// and `_exit`, which are safe in a signal handler.
final class CrashGuard: @unchecked Sendable {
    /// The bytes of the input in progress: the crash report written as is.
    nonisolated(unsafe) static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 20)
    nonisolated(unsafe) static var length = 0
    nonisolated(unsafe) static var path = UnsafeMutablePointer<CChar>.allocate(capacity: 4096)

    private let lock = NSLock()
    private var started: Date?

    init(path: String, timeLimit: Double) {
        let bytes = Array(path.utf8.prefix(4095)) + [0]
        bytes.withUnsafeBufferPointer { Self.path.update(from: $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { $0 }, count: bytes.count) }
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            Foundation.signal(signal) { number in
                CrashGuard.dump()
                let message = "transc-fuzz: crashed (signal \(number)); the input is in the crash file\n"
                _ = message.withCString { write(2, $0, strlen($0)) }
                _exit(70)
            }
        }
        let watchdog = Thread { [weak self] in
            while let self {
                Thread.sleep(forTimeInterval: 0.5)
                self.lock.lock()
                let started = self.started
                self.lock.unlock()
                if let started, Date().timeIntervalSince(started) > timeLimit {
                    CrashGuard.dump()
                    FileHandle.standardError.write(Data("transc-fuzz: an input took over \(timeLimit) s (a hang); it is in the crash file\n".utf8))
                    _exit(71)
                }
            }
        }
        watchdog.start()
    }

    /// Notes the input about to be checked.
    func begin(_ text: String, index: Int, seed: UInt64) {
        let header = "// transc-fuzz seed \(seed) input \(index)\n"
        let bytes = Array((header + text).utf8.prefix(1 << 20))
        bytes.withUnsafeBufferPointer { Self.buffer.update(from: $0.baseAddress!, count: bytes.count) }
        Self.length = bytes.count
        lock.lock()
        started = Date()
        lock.unlock()
    }

    /// Notes that the input finished.
    func end() {
        lock.lock()
        started = nil
        lock.unlock()
    }

    /// Writes the input in progress to the crash file.
    static func dump() {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else { return }
        _ = write(file, buffer, length)
        close(file)
    }
}
