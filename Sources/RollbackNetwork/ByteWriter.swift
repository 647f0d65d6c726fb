/// Appends little-endian integers and raw bytes to a buffer: how packets are written.
public struct ByteWriter: Sendable {
    /// What has been written so far.
    public private(set) var bytes: [UInt8]

    /// An empty writer with room for `capacity` bytes.
    public init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(max(capacity, 0))
    }

    /// Appends `value`'s bytes, least significant first.
    public mutating func write<T: FixedWidthInteger>(_ value: T) {
        var remaining = value
        for _ in 0..<(T.bitWidth / 8) {
            bytes.append(UInt8(truncatingIfNeeded: remaining))
            remaining >>= 8
        }
    }

    /// Appends `raw` as it is.
    public mutating func write<C: Collection>(bytes raw: C) where C.Element == UInt8 {
        bytes.append(contentsOf: raw)
    }
}
