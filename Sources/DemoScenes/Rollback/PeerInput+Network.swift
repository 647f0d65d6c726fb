import RollbackNetwork

extension PeerInput: NetworkInput {
    /// The move count and the target's two coordinates, four bytes each, little-endian.
    public static var byteCount: Int { 12 }

    /// Appends the move count and the target's coordinates.
    public func encode(into bytes: inout [UInt8]) {
        for word in [sequence, target.x.bitPattern, target.y.bitPattern] {
            for shift in stride(from: 0, to: 32, by: 8) {
                bytes.append(UInt8(truncatingIfNeeded: word >> shift))
            }
        }
    }

    /// The input of these 12 bytes; nil for too few bytes or a target outside the arena (a
    /// NaN or infinite coordinate included).
    public init?(decoding bytes: ArraySlice<UInt8>) {
        guard bytes.count >= Self.byteCount else { return nil }
        var words: [UInt32] = []
        var index = bytes.startIndex
        for _ in 0..<3 {
            var word: UInt32 = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                word |= UInt32(bytes[index]) << shift
                index += 1
            }
            words.append(word)
        }
        let target = SIMD2(Float(bitPattern: words[1]), Float(bitPattern: words[2]))
        guard (0...RollbackScene.arena.x).contains(target.x), (0...RollbackScene.arena.y).contains(target.y)
        else { return nil }
        self.init(sequence: words[0], target: target)
    }
}
