/// What one peer does in one tick, in a fixed number of bytes: how a game's input crosses the
/// network.
public protocol NetworkInput: Equatable, Sendable {
    /// The bytes every input takes, the same for every value (0...``maximumByteCount``).
    static var byteCount: Int { get }

    /// Appends the input's ``byteCount`` bytes to `bytes`.
    func encode(into bytes: inout [UInt8])

    /// The input these ``byteCount`` bytes encode; nil when they encode none.
    init?(decoding bytes: ArraySlice<UInt8>)
}

extension NetworkInput {
    /// The most bytes an input may take.
    public static var maximumByteCount: Int { 1_024 }

    /// ``byteCount`` held in 0...``maximumByteCount``: what a packet holds of each input.
    static var packetByteCount: Int { min(max(byteCount, 0), maximumByteCount) }

    /// The input's bytes, exactly ``packetByteCount`` of them: those an `encode(into:)` writes
    /// beyond are cut, those it leaves out are zeros.
    func packetBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.packetByteCount)
        encode(into: &bytes)
        let count = Self.packetByteCount
        if bytes.count > count { bytes.removeLast(bytes.count - count) }
        if bytes.count < count { bytes.append(contentsOf: repeatElement(0, count: count - bytes.count)) }
        return bytes
    }
}
