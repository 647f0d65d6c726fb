import DemoScenes
import Engine
import Foundation
import RollbackNetwork
import Testing

/// Two `sdl-demo` processes playing the rollback scene over UDP on 127.0.0.1: they agree on
/// the confirmed hash under a bad link and a flood of hostile datagrams, and a peer that never
/// comes or dies is reported with exit status 1. Real time: the tests wait with bounds and
/// assert outcomes, never speed.
@Suite(.serialized) struct PeerProcessTests {
    static let badLink = "loss=10,delay=60,jitter=20,dup=5,reorder=5"

    /// The listener's and the connecting peer's arguments for `ticks` ticks at 120 Hz.
    static func arguments(port: UInt16, ticks: Int, link: String? = badLink) -> [[String]] {
        let common = [
            "--headless", "--scene", "rollback", "--frames", "\(ticks)", "--hz", "120", "--seed", "7",
        ]
        let linkFlags = link.map { ["--link", $0] } ?? []
        return [
            common + ["--listen", "\(port)"] + linkFlags,
            common + ["--connect", "127.0.0.1:\(port)"] + linkFlags,
        ]
    }

    /// Runs both peers, `during` running while they play; both must exit 0 with the same last
    /// line.
    @discardableResult
    func playAndAgree(ticks: Int, during: (UInt16) throws -> Void = { _ in }) throws -> [PeerProcess] {
        let port = try PeerProcess.freePort()
        let arguments = Self.arguments(port: port, ticks: ticks)
        let listener = try PeerProcess(arguments[0])
        usleep(100_000)
        let connecting = try PeerProcess(arguments[1])
        try during(port)
        let bound = Double(ticks) / 120 + 20
        #expect(listener.wait(upTo: bound) && connecting.wait(upTo: bound), "both finish")
        for peer in [listener, connecting] {
            #expect(peer.status == 0, "\(peer.standardError)")
            #expect(
                peer.lastLine?.hasPrefix("confirmed tick \(ticks) hash ") == true, "\(peer.standardOutput)")
        }
        #expect(listener.lastLine == connecting.lastLine)
        return [listener, connecting]
    }

    @Test func twoProcessesAgreeOverABadLink() throws {
        try playAndAgree(ticks: 600)
    }

    @Test func fourProcessesAgreeOverABadLink() throws {
        let base = try PeerProcess.freePorts(count: 4)
        let peers = try (0..<4).map { index in
            try PeerProcess([
                "--headless", "--scene", "rollback", "--frames", "600", "--hz", "120", "--seed", "7",
                "--peers", "4", "--peer", "\(index)", "--base-port", "\(base)", "--link", Self.badLink,
            ])
        }
        #expect(peers.allSatisfy { $0.wait(upTo: 25) }, "every peer finishes")
        for (index, peer) in peers.enumerated() {
            #expect(peer.status == 0, "peer \(index): \(peer.standardError)")
            #expect(peer.lastLine?.hasPrefix("confirmed tick 600 hash ") == true, "\(peer.standardOutput)")
        }
        #expect(Set(peers.map(\.lastLine)).count == 1)
    }

    @Test(arguments: [0, 1])
    func aPeerAloneGivesUp(peer: Int) throws {
        let port = try PeerProcess.freePort()
        let alone = try PeerProcess(Self.arguments(port: port, ticks: 600)[peer])
        #expect(alone.wait(upTo: 12), "gives up after 5 s of silence")
        #expect(alone.status == 1)
        #expect(alone.standardError.hasPrefix("sdl-demo: no packet from"), "\(alone.standardError)")
        #expect(alone.standardOutput.isEmpty)
    }

    @Test(arguments: [0, 1])
    func aKilledPeerIsReportedGone(killed: Int) throws {
        let port = try PeerProcess.freePort()
        let arguments = Self.arguments(port: port, ticks: 6_000)
        let listener = try PeerProcess(arguments[0])
        usleep(100_000)
        let connecting = try PeerProcess(arguments[1])
        let peers = [listener, connecting]
        usleep(1_000_000)
        let victim = peers[killed]
        let survivor = peers[1 - killed]
        #expect(victim.standardOutput.isEmpty && victim.process.isRunning, "killed mid-run")
        victim.kill()
        #expect(survivor.wait(upTo: 10), "the survivor stops")
        #expect(survivor.status == 1)
        let message = survivor.standardError
        #expect(message.contains("peer \(killed) disconnected"), "\(message)")
        // "… declared gone at tick T, M ms since its last packet; …": M is measured by the
        // survivor on its own clock.
        let silence = message.split(separator: ",").dropFirst().first?
            .split(separator: " ").first.flatMap { Int($0) }
        #expect(silence.map { $0 <= 2_000 } == true, "\(message)")
        #expect(survivor.standardOutput.isEmpty)
    }

    @Test func aFloodOfHostileDatagramsChangesNothing() throws {
        let peers = try playAndAgree(ticks: 600) { port in
            let socket = try UDPSocket(bindingTo: .loopback(port: 0))
            let target = IPv4Endpoint.loopback(port: port)
            var random = SeededRandom(seed: 99)
            for batch in 0..<20 {
                for index in 0..<100 {
                    socket.send(Self.hostile(index, batch: batch, random: &random), to: target)
                }
                usleep(100_000)
            }
        }
        // "… datagrams dropped D (U from unknown sources)": most of the flood reached the
        // listener and was dropped.
        let report = peers[0].standardError
        let unknown = report.split(separator: "(").last?.split(separator: " ").first.flatMap { Int($0) }
        #expect(unknown.map { $0 >= 1_000 } == true, "\(report)")
        #expect(report.contains("desyncs 0"), "\(report)")
    }

    /// A datagram meant to be dropped: random bytes, a valid-looking header cut short, a packet
    /// with the wrong magic, or (after the peers have met) a whole packet of another session.
    static func hostile(_ index: Int, batch: Int, random: inout SeededRandom) -> [UInt8] {
        let packet = NetworkPacket<PeerInput>(
            sessionToken: random.next(), sender: 1, destination: 0, sequence: UInt32(batch * 100 + index),
            acknowledgedTick: 0, currentTick: 10, confirmedTick: 0, confirmedHash: random.next(),
            firstInputTick: 1, inputs: Array(repeating: .start, count: 5))
        var bytes = packet.encoded()!
        switch index % 4 {
        case 0:
            return (0..<Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        case 1:
            return Array(bytes.prefix(Int(random.next() % UInt64(NetworkPacket<PeerInput>.headerByteCount))))
        case 2:
            bytes[0] ^= 0xff
            return bytes
        default:
            return batch >= 5 ? bytes : [0]
        }
    }
}
