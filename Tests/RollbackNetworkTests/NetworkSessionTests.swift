import Engine
import RollbackNetwork
import Testing

/// Network sessions in one process over lossy, late, duplicating and reordering links, on a
/// simulated clock.
struct NetworkSessionTests {
    static let badLink = LinkConditions(
        lossRate: 0.1, delay: 60, jitter: 20, duplicationRate: 0.05, reorderRate: 0.05, reorderHold: 30)

    @Test(arguments: [2, 4])
    func peersAgreeOnEveryConfirmedTick(peerCount: Int) {
        let mesh = NetworkMesh(
            peerCount: peerCount, conditions: Self.badLink, seed: 0xabc + UInt64(peerCount))
        mesh.run(ticks: 3_600, limit: 90_000)
        for (peer, network) in mesh.sessions.enumerated() {
            let session = network.session
            #expect(session.world.tick == 3_600 && session.confirmedTick == 3_600, "peer \(peer)")
            #expect(network.desyncs.isEmpty && network.disconnectedPeers.isEmpty, "peer \(peer)")
            #expect(network.comparedHashCount > 1_000, "peer \(peer) compared \(network.comparedHashCount)")
            #expect(session.rollbackCount > 0 && network.refusedInputCount == 0, "peer \(peer)")
            #expect(network.drops[.replayed] > 0, "duplicated and overtaken packets are dropped")
            #expect(network.unsentPacketCount == 0)
        }
        for tick in UInt64(1)...3_600 {
            let hashes = Set(mesh.logs.map { $0.hashes[tick] })
            guard hashes.count == 1, hashes.first! != nil else {
                Issue.record("hashes differ or are missing at tick \(tick): \(hashes)")
                break
            }
        }
        let maximumRollback = UInt64(mesh.sessions[0].session.maximumRollback)
        #expect(mesh.largestSpread <= maximumRollback, "spread \(mesh.largestSpread)")
        #expect(mesh.sessions.map(\.timeSyncWaitCount).reduce(0, +) > 0, "drifting clocks make peers wait")
        #expect(Set(mesh.sessions.map { $0.session.world.stateHash() }).count == 1)
    }

    @Test func aFastClockWaitsForTheSlowerPeer() {
        let mesh = NetworkMesh(peerCount: 2, conditions: Self.badLink, seed: 21)
        mesh.periods[1] = 15_800  // 5 % fast
        mesh.run(ticks: 3_600, limit: 90_000)
        let fast = mesh.sessions[1]
        #expect(mesh.sessions.allSatisfy { $0.session.confirmedTick == 3_600 })
        #expect(
            (120...260).contains(fast.timeSyncWaitCount), "about 5 % of its ticks: \(fast.timeSyncWaitCount)")
        #expect(mesh.sessions[0].timeSyncWaitCount < 40)
        #expect(mesh.sessions.allSatisfy { $0.peerWaitCount == 0 }, "never held up at the rollback window")
        #expect(mesh.largestSpread <= 4, "spread \(mesh.largestSpread)")
    }

    @Test func peersOnEqualClocksEstimateNoAdvantage() {
        // Clocks of one rate, a fixed 40 ms each way, frames 13 ms apart: neither runs ahead,
        // and the two estimates of each other's lead are opposite.
        let delay = LinkConditions(delay: 40)
        let mesh = NetworkMesh(peerCount: 2, conditions: delay, seed: 5)
        mesh.periods = [16_667, 16_667]
        mesh.nextFrames = [0, 13_000]
        var sums: [Double] = []
        mesh.everyMillisecond = { [unowned mesh] in
            let ticks = mesh.sessions.map(\.session.world.tick)
            if ticks.allSatisfy({ (120...560).contains($0) }) {
                sums.append(mesh.sessions[0].advantage + mesh.sessions[1].advantage)
            }
        }
        mesh.run(ticks: 600, limit: 20_000)
        let mean = sums.reduce(0, +) / Double(sums.count)
        #expect(sums.count > 5_000)
        #expect(abs(mean) <= 0.25, "the two estimates sum to \(mean) on average")
        #expect(
            mesh.sessions.allSatisfy { $0.timeSyncWaitCount <= 2 },
            "\(mesh.sessions.map(\.timeSyncWaitCount))")
    }

    @Test func aSilentPeerIsDetectedAsDisconnected() {
        let mesh = NetworkMesh(peerCount: 3, conditions: Self.badLink, seed: 77)
        mesh.run(ticks: 1_200, limit: 30_000, silenceAt: (peer: 2, tick: 300))
        for peer in 0..<2 {
            let network = mesh.sessions[peer]
            #expect(network.disconnectedPeers == [2], "peer \(peer)")
            #expect(network.peerWaitCount > 0, "peer \(peer) waited for the silent one first")
            #expect(network.session.world.tick == 1_200, "peer \(peer) plays on without it")
            #expect(network.session.confirmedTick <= 300, "nothing is confirmed after it left")
        }
    }

    @Test func aDesyncNamesTheTickAndTheComponentType() throws {
        let mesh = NetworkMesh(peerCount: 2, conditions: .perfect, seed: 5, divergingPeer: 1)
        mesh.run(ticks: 400, limit: 10_000)
        for (peer, other) in [(0, 1), (1, 0)] {
            let desync = try #require(mesh.sessions[peer].desyncs[other], "peer \(peer)")
            #expect(desync.tick >= 100 && desync.tick < 140 && desync.localHash != desync.remoteHash)
            let parts = try #require(desync.differingParts, "peer \(peer)")
            #expect(parts.count == 1 && parts[0].contains("Float"), "\(parts)")
        }
        #expect(
            mesh.logs[0].hashes[99] == mesh.logs[1].hashes[99]
                && mesh.logs[0].hashes[100] != mesh.logs[1].hashes[100])
    }
}
