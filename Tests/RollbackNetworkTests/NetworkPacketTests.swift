import Engine
import RollbackNetwork
import Testing

/// The packet format: round trips, and every malformed datagram dropped with its reason.
struct NetworkPacketTests {
    static let expectations = PacketExpectations(
        sessionToken: 0xfeed_beef_0123_4567, peerCount: 4, localPeer: 2, tickWindow: 100,
        maximumInputCount: 64)

    static func packet(hashes: Bool = true, sequence: UInt32 = 7) -> NetworkPacket<TestInput> {
        NetworkPacket(
            sessionToken: expectations.sessionToken, sender: 1, destination: 2, sequence: sequence,
            acknowledgedTick: 995, currentTick: 1_003, confirmedTick: 990,
            confirmedHash: 0x1234_5678_9abc_def0,
            stateHashes: hashes
                ? StateHashes(parts: [.init(name: "world", hash: 11), .init(name: "Game.Card", hash: 12)])
                : nil,
            firstInputTick: 996,
            inputs: (0..<8).map { TestInput(buttons: UInt16($0) * 300, stick: Int8($0) - 4) })
    }

    static func decode(_ bytes: [UInt8], at tick: UInt64 = 1_000) -> Result<
        NetworkPacket<TestInput>, PacketDropReason
    > {
        NetworkPacket<TestInput>.decode(bytes, expecting: expectations, referenceTick: tick)
    }

    @Test(arguments: [false, true])
    func roundTrip(hashes: Bool) throws {
        let packet = Self.packet(hashes: hashes)
        let bytes = try #require(packet.encoded())
        #expect(bytes.count > NetworkPacket<TestInput>.headerByteCount + 8 * 4 - (hashes ? 0 : 1))
        #expect(try Self.decode(bytes).get() == packet)
        #expect(try Self.decode(bytes).get().stateHashes?.combined == packet.stateHashes?.combined)
    }

    @Test func littleEndianHeader() throws {
        let bytes = try #require(Self.packet(hashes: false).encoded())
        #expect(Array(bytes[0..<4]) == Array("TRNP".utf8))
        #expect(
            bytes[4] == NetworkPacket<TestInput>.version && bytes[5] == 0 && bytes[6] == 1 && bytes[7] == 2)
        #expect(Array(bytes[8..<16]) == [0x67, 0x45, 0x23, 0x01, 0xef, 0xbe, 0xed, 0xfe])
        #expect(bytes.count == NetworkPacket<TestInput>.headerByteCount + 8 * 4)
    }

    @Test(arguments: [false, true])
    func everyTruncationIsDropped(hashes: Bool) throws {
        let bytes = try #require(Self.packet(hashes: hashes).encoded())
        for count in 0..<bytes.count {
            #expect(Self.decode(Array(bytes.prefix(count))) == .failure(.truncated), "\(count) bytes")
        }
        #expect(Self.decode(bytes + [0]) == .failure(.trailingBytes))
    }

    @Test func eachReasonIsNamed() throws {
        let bytes = try #require(Self.packet().encoded())
        func changed(_ offset: Int, _ value: UInt8) -> [UInt8] {
            var copy = bytes
            copy[offset] = value
            return copy
        }
        #expect(Self.decode(changed(0, 0)) == .failure(.wrongMagic))
        #expect(Self.decode(changed(4, 2)) == .failure(.wrongVersion))
        #expect(Self.decode(changed(5, 3)) == .failure(.unknownFlags))
        #expect(Self.decode(changed(6, 2)) == .failure(.wrongPeer), "from the receiver itself")
        #expect(Self.decode(changed(6, 4)) == .failure(.wrongPeer), "from no peer")
        #expect(Self.decode(changed(7, 3)) == .failure(.wrongPeer), "for another peer")
        #expect(Self.decode(changed(8, 0)) == .failure(.wrongSession))
        #expect(Self.decode(changed(60, 65)) == .failure(.absurdCount))
        #expect(Self.decode(changed(65, 1)) == .failure(.malformedContent), "an input's reserved byte")
        #expect(Self.decode(bytes, at: 1_200) == .failure(.tickOutOfWindow), "from the far past")
        #expect(Self.decode(bytes, at: 800) == .failure(.tickOutOfWindow), "from the far future")
    }

    @Test func contradictoryTicksAreDropped() throws {
        var packet = Self.packet()
        packet.confirmedTick = packet.currentTick + 1
        #expect(Self.decode(try #require(packet.encoded())) == .failure(.tickOutOfWindow))
        packet = Self.packet()
        packet.firstInputTick = packet.currentTick - 6  // the last input after the current tick
        #expect(Self.decode(try #require(packet.encoded())) == .failure(.tickOutOfWindow))
        packet.firstInputTick = .max - 3  // overflows
        #expect(Self.decode(try #require(packet.encoded())) == .failure(.tickOutOfWindow))
        packet = Self.packet()
        packet.acknowledgedTick = 1_101
        #expect(Self.decode(try #require(packet.encoded())) == .failure(.tickOutOfWindow))
    }

    @Test func fieldsTheFormatCannotHoldAreNotEncoded() {
        var packet = Self.packet()
        packet.sender = 256
        #expect(packet.encoded() == nil)
        packet = Self.packet()
        packet.inputs = Array(repeating: .none, count: NetworkPacket<TestInput>.maximumInputCount + 1)
        #expect(packet.encoded() == nil)
        packet = Self.packet()
        packet.stateHashes = StateHashes(parts: [.init(name: String(repeating: "x", count: 1_025), hash: 1)])
        #expect(packet.encoded() == nil)
    }

    @Test func receiverDropsReplaysAndCountsReasons() throws {
        var receiver = PacketReceiver<TestInput>(expectations: Self.expectations)
        let seven = try #require(Self.packet(sequence: 7).encoded())
        let eight = try #require(Self.packet(sequence: 8).encoded())
        #expect(receiver.receive(seven, referenceTick: 1_000) != nil)
        #expect(receiver.receive(seven, referenceTick: 1_000) == nil)
        #expect(receiver.receive(eight, referenceTick: 1_000)?.sequence == 8)
        #expect(receiver.receive(seven, referenceTick: 1_000) == nil)
        #expect(receiver.receive(Array(eight.prefix(10)), referenceTick: 1_000) == nil)
        receiver.recordDrop(.unexpectedSource)
        #expect(receiver.drops[.replayed] == 2 && receiver.drops[.truncated] == 1)
        #expect(receiver.drops[.unexpectedSource] == 1 && receiver.drops.total == 4)
    }
}
