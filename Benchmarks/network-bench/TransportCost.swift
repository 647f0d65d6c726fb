import BenchSupport
import Engine
import RollbackNetwork

/// The CPU a peer's transport takes for one packet: encoding it, decoding and checking it, and
/// sending and receiving it through a real UDP socket on 127.0.0.1.
enum TransportCost {
    /// Nanoseconds per packet of each step, for a packet carrying `inputCount` inputs.
    struct Result {
        var inputCount: Int
        var byteCount: Int
        var encode: Summary
        var decode: Summary
        /// One `sendto` and one `recvfrom` of the packet; nil where there are no UDP sockets.
        var udp: Summary?
    }

    static func run(inputCount: Int, runs: Int, packetsPerRun: Int) -> Result {
        let packet = NetworkPacket(
            sessionToken: 0x5EED, sender: 1, destination: 0, sequence: 4_000, acknowledgedTick: 3_990,
            currentTick: 4_000, confirmedTick: 3_992, confirmedHash: 0x1234_5678_9ABC_DEF0,
            firstInputTick: UInt64(4_001 - inputCount),
            inputs: (0..<inputCount).map { BenchInput(sequence: UInt32($0), x: Int16($0), y: -Int16($0)) })
        let bytes = packet.encoded()!
        let expectations = PacketExpectations(sessionToken: 0x5EED, peerCount: 2, localPeer: 0)
        var kept = 0
        var encode: [Double] = []
        var decode: [Double] = []
        var udp: [Double] = []
        for _ in 0..<runs {
            let encoding = nanoseconds {
                for _ in 0..<packetsPerRun { kept &+= packet.encoded()?.count ?? 0 }
            }
            encode.append(Double(encoding) / Double(packetsPerRun))
            let decoding = nanoseconds {
                for _ in 0..<packetsPerRun {
                    if case .success(let decoded) = NetworkPacket<BenchInput>.decode(
                        bytes, expecting: expectations, referenceTick: 4_000)
                    {
                        kept &+= decoded.inputs.count
                    }
                }
            }
            decode.append(Double(decoding) / Double(packetsPerRun))
            #if canImport(Glibc)
                if let sockets = try? (
                    UDPSocket(bindingTo: .loopback(port: 0)), UDPSocket(bindingTo: .loopback(port: 0))
                ) {
                    let (from, to) = sockets
                    let time = nanoseconds {
                        for _ in 0..<packetsPerRun {
                            from.send(bytes, to: to.localEndpoint)
                            kept &+= to.receive()?.bytes.count ?? 0
                        }
                    }
                    udp.append(Double(time) / Double(packetsPerRun))
                }
            #endif
        }
        withUnsafePointer(to: kept) { cbaselineKeep($0) }
        return Result(
            inputCount: inputCount, byteCount: bytes.count, encode: Summary(encode), decode: Summary(decode),
            udp: udp.isEmpty ? nil : Summary(udp))
    }
}
