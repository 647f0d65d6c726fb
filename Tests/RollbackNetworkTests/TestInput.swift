import RollbackNetwork

/// A game's input for the tests: buttons held and a stick, in four bytes; the last byte must be
/// zero, so that some bytes encode no input.
struct TestInput: NetworkInput, Hashable {
    var buttons: UInt16
    var stick: Int8

    static let none = TestInput(buttons: 0, stick: 0)
    static var byteCount: Int { 4 }

    init(buttons: UInt16, stick: Int8) {
        self.buttons = buttons
        self.stick = stick
    }

    init?(decoding bytes: ArraySlice<UInt8>) {
        guard bytes.count == 4, bytes[bytes.startIndex + 3] == 0 else { return nil }
        let start = bytes.startIndex
        buttons = UInt16(bytes[start]) | UInt16(bytes[start + 1]) << 8
        stick = Int8(bitPattern: bytes[start + 2])
    }

    func encode(into bytes: inout [UInt8]) {
        bytes += [UInt8(buttons & 0xff), UInt8(buttons >> 8), UInt8(bitPattern: stick), 0]
    }
}
