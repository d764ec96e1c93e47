import Foundation

extension LanguageServer {
    /// Serves the protocol over two file descriptors (standard input and output for `transc lsp`)
    /// until `exit` or the end of the input; returns the process's exit status.
    public static func serve(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Int32 {
        var reader = MessageReader {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = read(input, &chunk, chunk.count)
                if count < 0 && errno == EINTR { continue }
                return count > 0 ? Array(chunk[..<count]) : []
            }
        }
        var server = LanguageServer()
        while true {
            switch reader.next() {
            case .message(let body):
                for reply in server.handle(body) { send(reply, to: output) }
                if let status = server.exitStatus { return status }
            case .malformedHeader(let problem):
                let failure = JSONRPC.Failure(.parseError, problem)
                send(JSONRPC.encode(JSONRPC.response(id: NSNull(), failure: failure)), to: output)
            case .end:
                // The client went away without `exit`: as an `exit` without `shutdown`.
                return 1
            }
        }
    }

    /// Writes a framed message in full.
    private static func send(_ body: [UInt8], to output: Int32) {
        let bytes = MessageWriter.frame(body)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }
}
