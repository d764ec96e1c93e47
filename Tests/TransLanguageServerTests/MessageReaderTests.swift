import TransLanguageServer
import XCTest

/// The `Content-Length` framing, read from chunks that split messages anywhere.
final class MessageReaderTests: XCTestCase {
    /// A reader over fixed chunks.
    private func reader(_ chunks: [[UInt8]]) -> MessageReader {
        var remaining = chunks
        return MessageReader { remaining.isEmpty ? [] : remaining.removeFirst() }
    }

    func testMessagesSplitAcrossChunksAndHeadersInAnyCase() {
        let first = Array(#"{"a":1}"#.utf8)
        let second = Array(#"{"é":"😀"}"#.utf8)
        let stream = MessageWriter.frame(first)
            + Array("content-length: \(second.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8) + second
        // Every split point, including inside the header and inside a multi-byte character.
        for split in 1..<stream.count {
            var messages = reader([Array(stream[..<split]), Array(stream[split...])])
            XCTAssertEqual(messages.next(), .message(first), "split at \(split)")
            XCTAssertEqual(messages.next(), .message(second), "split at \(split)")
            XCTAssertEqual(messages.next(), .end)
        }
    }

    func testAHeaderWithoutALengthIsReportedAndTheNextMessageIsRead() {
        let body = Array("{}".utf8)
        var messages = reader([Array("Content-Length: lots\r\n\r\n".utf8) + Array("junk".utf8) + MessageWriter.frame(body)])
        guard case .malformedHeader(let problem) = messages.next() else { return XCTFail("the bad header is reported") }
        XCTAssertTrue(problem.contains("lots"), problem)
        XCTAssertEqual(messages.next(), .message(body), "the junk before the next header is skipped")
        XCTAssertEqual(messages.next(), .end)
    }

    func testATruncatedBodyIsTheEnd() {
        var messages = reader([Array("Content-Length: 10\r\n\r\n{\"a\"".utf8)])
        XCTAssertEqual(messages.next(), .end)
    }

    func testALengthPastTheLimitIsRefusedWithoutReadingIt() {
        var messages = reader([Array("Content-Length: \(MessageReader.maximumBodyLength + 1)\r\n\r\n".utf8)])
        guard case .malformedHeader = messages.next() else { return XCTFail("an oversized length is refused") }
    }
}
