import Engine
import RollbackNetwork
import Testing

/// Random damage to valid packets: decoding never traps, and a packet it takes has every field
/// in range.
struct PacketFuzzTests {
    @Test func mutatedPacketsNeverYieldOutOfRangeFields() throws {
        let expectations = NetworkPacketTests.expectations
        let originals = try [true, false].map {
            try #require(NetworkPacketTests.packet(hashes: $0).encoded())
        }
        var random = SeededRandom(seed: 0x5eed)
        var drops = DropCounts()
        var accepted = 0
        for _ in 0..<100_000 {
            var bytes = originals[Int(random.next() % 2)]
            for _ in 0...(random.next() % 4) {
                switch random.next() % 8 {
                case 0: bytes.removeLast(Int(random.next() % UInt64(bytes.count + 1)))
                case 1: bytes.append(UInt8(truncatingIfNeeded: random.next()))
                default:
                    guard !bytes.isEmpty else { break }
                    // Mostly the header, where the counts and ticks are.
                    let limit = random.next() % 2 == 0 ? min(bytes.count, 62) : bytes.count
                    bytes[Int(random.next() % UInt64(limit))] ^= UInt8(truncatingIfNeeded: random.next() | 1)
                }
            }
            let reference = 1_000 + random.next() % 40
            switch NetworkPacket<TestInput>.decode(bytes, expecting: expectations, referenceTick: reference) {
            case .failure(let reason): drops.record(reason)
            case .success(let packet):
                accepted += 1
                let window = expectations.tickWindow
                #expect(packet.sessionToken == expectations.sessionToken)
                #expect((0..<4).contains(packet.sender) && packet.sender != 2 && packet.destination == 2)
                #expect(packet.inputs.count <= expectations.maximumInputCount)
                #expect(packet.currentTick + window >= reference && packet.currentTick <= reference + window)
                #expect(
                    packet.confirmedTick <= packet.currentTick)
                #expect(packet.acknowledgedTick <= reference + window)
                if !packet.inputs.isEmpty {
                    #expect(packet.firstInputTick + window >= reference)
                    #expect(packet.firstInputTick + UInt64(packet.inputs.count) - 1 <= packet.currentTick)
                }
            }
        }
        #expect(accepted > 0 && drops.total > 50_000, "both outcomes happen")
        #expect(PacketDropReason.allCases.filter { drops[$0] > 0 }.count >= 9, "most reasons are reached")
    }
}
