import TransitionCore

extension StateHasher {
    /// Mixes `string`'s length and UTF-8 bytes.
    mutating func combine(string: String) {
        combine(UInt64(string.utf8.count))
        for byte in string.utf8 { combine(byte: byte) }
    }
}
