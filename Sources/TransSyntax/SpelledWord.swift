extension StaticString {
    /// Whether `bytes` spell this word, compared byte by byte where they are: no `String` is made.
    func isSpelled(by bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8CodeUnitCount == bytes.count && (0..<bytes.count).allSatisfy { utf8Start[$0] == bytes[$0] }
    }
}
