import RollbackNetwork

/// A game's input of eight bytes: how many moves the player has asked for and where the last
/// one goes, as a game would send a stick and buttons.
struct BenchInput: NetworkInput, Hashable {
    var sequence: UInt32
    var x: Int16
    var y: Int16

    static let start = BenchInput(sequence: 0, x: 0, y: 0)
    static var byteCount: Int { 8 }

    init(sequence: UInt32, x: Int16, y: Int16) {
        (self.sequence, self.x, self.y) = (sequence, x, y)
    }

    init?(decoding bytes: ArraySlice<UInt8>) {
        guard bytes.count == 8 else { return nil }
        let b = Array(bytes)
        sequence = UInt32(b[0]) | UInt32(b[1]) << 8 | UInt32(b[2]) << 16 | UInt32(b[3]) << 24
        x = Int16(bitPattern: UInt16(b[4]) | UInt16(b[5]) << 8)
        y = Int16(bitPattern: UInt16(b[6]) | UInt16(b[7]) << 8)
    }

    func encode(into bytes: inout [UInt8]) {
        let (ux, uy) = (UInt16(bitPattern: x), UInt16(bitPattern: y))
        bytes += [
            UInt8(truncatingIfNeeded: sequence), UInt8(truncatingIfNeeded: sequence >> 8),
            UInt8(truncatingIfNeeded: sequence >> 16), UInt8(truncatingIfNeeded: sequence >> 24),
            UInt8(truncatingIfNeeded: ux), UInt8(truncatingIfNeeded: ux >> 8),
            UInt8(truncatingIfNeeded: uy), UInt8(truncatingIfNeeded: uy >> 8),
        ]
    }
}
