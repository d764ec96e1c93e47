import Foundation

/// A source file held as the bytes it was read as, with an index of line starts made when a line is
/// first asked for.
///
/// Every later stage refers to text by byte offsets into `bytes`; lines and
/// columns are computed only when a location is shown to a person.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics, as the user wrote it.
    public let path: String
    /// The file's bytes, not necessarily valid UTF-8.
    public let bytes: [UInt8]
    /// Where each line starts, indexed on first use (shared by the file's copies).
    private let lines = LineStarts()

    /// Makes a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// How many lines the file has: one more than its line breaks (those in its first 4 GiB).
    public var lineCount: Int { lines.offsets(in: bytes).count }

    /// The byte offset at which a line starts, by its 0-based index (`lineStart(0) == 0`).
    public func lineStart(_ index: Int) -> Int { Int(lines.offsets(in: bytes)[index]) }

    /// Whether the lines have been indexed: not until a line or a location is asked for.
    var hasIndexedLines: Bool { lines.isIndexed }

    /// Makes a source file from text (tests and the embedding API use this).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset; the column counts characters.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let lineIndex = lineIndex(containing: clamped)
        let lineStart = lineStart(lineIndex)
        let column = characterCount(from: lineStart, to: clamped) + 1
        return SourceLocation(path: path, line: lineIndex + 1, column: column)
    }

    /// The bytes of the 1-based line `line`, without its line break.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        let starts = lines.offsets(in: bytes)
        let start = Int(starts[line - 1])
        var end = line < starts.count ? Int(starts[line]) - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<max(start, end)]
    }

    /// The text of a range, decoded leniently (invalid bytes become U+FFFD).
    public func text(_ range: SourceRange) -> String {
        let lower = max(0, min(range.start, bytes.count))
        let upper = max(lower, min(range.end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The 0-based index of the line holding an offset: the last line starting at or before it
    /// (binary search).
    public func lineIndex(containing offset: Int) -> Int {
        let starts = lines.offsets(in: bytes)
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Characters (grapheme clusters) between two offsets on one line.
    func characterCount(from start: Int, to end: Int) -> Int {
        guard end > start else { return 0 }
        return String(decoding: bytes[start..<end], as: UTF8.self).count
    }
}

/// The byte offsets at which a file's lines start, the first 0, found the first time a line is asked
/// for: a file that checks clean shows no location, and indexing its lines up front was a sixth of its
/// size again in memory (4 bytes a line) and a pass over its bytes. Four bytes each, as a source
/// range's offsets are. Copies of a `SourceFile` share one index; the lock lets them be read from
/// any thread.
private final class LineStarts: @unchecked Sendable {
    private let lock = NSLock()
    private var offsets: [UInt32]?

    var isIndexed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return offsets != nil
    }

    /// The index of `bytes`, made on the first call.
    func offsets(in bytes: [UInt8]) -> [UInt32] {
        lock.lock()
        defer { lock.unlock() }
        if let offsets { return offsets }
        let made = Self.index(bytes)
        offsets = made
        return made
    }

    private static func index(_ bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        // `memchr` finds each line break with the C library's vector loop: a byte at a time in
        // Swift this was about 7 % of checking a large file.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            // Offsets past 4 GiB name no place (`SourceRange`), and the lexer rejects such a file before
            // anything reads its lines: lines are indexed up to there.
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                guard let start = UInt32(exactly: offset) else { break }
                starts.append(start)
            }
        }
        return starts
    }
}

/// A half-open range of byte offsets into a `SourceFile`.
///
/// The offsets are kept in 32 bits: every node of the syntax tree and every checked value holds
/// a range, and eight bytes rather than sixteen shrink them all (a file's size is limited to
/// 4 GiB at most, `FrontEndLimits.maxFileBytes`).
public struct SourceRange: Hashable, Sendable {
    private let storedStart: UInt32
    private let storedEnd: UInt32

    /// Offset of the first byte.
    public var start: Int { Int(storedStart) }
    /// Offset one past the last byte.
    public var end: Int { Int(storedEnd) }

    /// Makes a range; `end` is clamped so that it is never before `start` (and both to 0…4 GiB).
    public init(start: Int, end: Int) {
        storedStart = UInt32(clamping: start)
        storedEnd = UInt32(clamping: max(start, end))
    }

    /// An empty range at an offset, for things that are missing.
    public static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// The number of bytes covered.
    public var length: Int { end - start }
}

/// A place in a file as a person reads it: `path:line:column`, all 1-based.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given.
    public let path: String
    /// 1-based line.
    public let line: Int
    /// 1-based column, counted in characters.
    public let column: Int

    /// Makes a location.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form editors and Xcode parse.
    public var description: String { "\(path):\(line):\(column)" }
}
