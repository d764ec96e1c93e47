import Foundation

/// The base protocol's framing: each JSON-RPC message is preceded by headers, of which only
/// `Content-Length` (the body's length in bytes) matters, ended by an empty line.
///
///     Content-Length: 52\r\n
///     \r\n
///     {"jsonrpc":"2.0","id":1,"method":"shutdown"}
public struct MessageReader {
    /// What the next read gave.
    public enum Frame: Equatable, Sendable {
        /// A message's body (not yet parsed as JSON).
        case message([UInt8])
        /// Headers that name no usable length; the reader skipped them and goes on with what follows.
        case malformedHeader(String)
        /// The input ended.
        case end
    }

    /// Bodies larger than this are refused, so a wrong length cannot make the server hold gigabytes.
    public static let maximumBodyLength = 64 << 20

    /// Reads more bytes, or returns an empty array at the end of the input.
    private let readChunk: () -> [UInt8]
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false

    /// A reader over a source of byte chunks (a file descriptor, a pipe, a test's array).
    public init(readChunk: @escaping () -> [UInt8]) { self.readChunk = readChunk }

    /// The next frame.
    public mutating func next() -> Frame {
        while true {
            if let headerEnd = find([13, 10, 13, 10]) {
                let header = String(decoding: buffer[position..<headerEnd], as: UTF8.self)
                let bodyStart = headerEnd + 4
                guard let length = Self.contentLength(header) else {
                    position = bodyStart
                    return .malformedHeader("no valid Content-Length in header '\(header)'")
                }
                guard length <= Self.maximumBodyLength else {
                    position = bodyStart
                    return .malformedHeader("Content-Length \(length) is larger than \(Self.maximumBodyLength)")
                }
                while buffer.count - bodyStart < length {
                    guard fill() else {
                        position = buffer.count
                        return .end
                    }
                }
                let body = Array(buffer[bodyStart..<bodyStart + length])
                position = bodyStart + length
                compact()
                return .message(body)
            }
            guard fill() else { return .end }
        }
    }

    /// Reads another chunk into the buffer; false at the end of the input.
    private mutating func fill() -> Bool {
        guard !atEnd else { return false }
        let chunk = readChunk()
        if chunk.isEmpty {
            atEnd = true
            return false
        }
        buffer += chunk
        return true
    }

    /// Drops the bytes already consumed once they are most of the buffer.
    private mutating func compact() {
        if position > 4096 && position * 2 > buffer.count {
            buffer.removeFirst(position)
            position = 0
        }
    }

    /// The offset where `pattern` starts at or after `position`, if it is in the buffer.
    private func find(_ pattern: [UInt8]) -> Int? {
        guard buffer.count - position >= pattern.count else { return nil }
        var index = position
        while index + pattern.count <= buffer.count {
            if buffer[index] == pattern[0] && buffer[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The value of the `Content-Length` header (names are case-insensitive, as in HTTP). Bytes
    /// before the name on its line are ignored, so that the stream finds its footing again after a
    /// client wrote something unframed.
    static func contentLength(_ header: String) -> Int? {
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let name = line.range(of: "content-length:", options: .caseInsensitive) else { continue }
            guard let length = Int(line[name.upperBound...].trimmingCharacters(in: .whitespaces)), length >= 0 else { return nil }
            return length
        }
        return nil
    }
}

/// Frames a message body for writing.
public enum MessageWriter {
    /// `Content-Length: N\r\n\r\n` followed by the body.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
