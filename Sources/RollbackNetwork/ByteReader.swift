/// Reads little-endian integers and raw bytes from a buffer without ever reading past its end:
/// every read returns nil when too few bytes remain (and then consumes nothing).
public struct ByteReader: Sendable {
    private let bytes: [UInt8]
    /// Where the next read starts.
    public private(set) var offset = 0

    /// A reader at the start of `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// How many bytes are left to read.
    public var remainingCount: Int { bytes.count - offset }

    /// The next `T`, least significant byte first; nil when too few bytes remain.
    public mutating func read<T: FixedWidthInteger>(_: T.Type = T.self) -> T? {
        let size = T.bitWidth / 8
        guard remainingCount >= size else { return nil }
        var value: T = 0
        for index in 0..<size {
            value |= T(truncatingIfNeeded: bytes[offset + index]) << (8 * index)
        }
        offset += size
        return value
    }

    /// The next `count` bytes; nil when `count` is negative or too few bytes remain.
    public mutating func read(count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, remainingCount >= count else { return nil }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }
}
