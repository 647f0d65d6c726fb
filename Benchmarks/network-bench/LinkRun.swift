import BenchSupport
import Engine
import RollbackNetwork

/// Two peers of ``BenchGame`` in this process, each with its own world, rollback session and
/// network session, over a loopback network whose links are conditioned; a simulated clock
/// moves a millisecond at a time and each peer runs a tick every 1/60 s of it.
struct LinkRun {
    /// What one run measured, per peer (the figures of the two peers averaged).
    struct Result {
        var name: String
        var ticks: Int
        /// Simulated seconds the run took, from the first tick to both peers confirming the last.
        var seconds: Double
        var bytesPerSecond: Double
        var datagramsPerSecond: Double
        var rollbacksPerSecond: Double
        var resimulatedTicksPerSecond: Double
        /// Ticks waited, for the other peer's inputs or for time synchronisation, per second.
        var waitsPerSecond: Double
        /// Wall-clock nanoseconds a peer's calls to its network session took, per tick run.
        var nanosecondsPerTick: Double
        /// Whether both peers confirmed every tick with the same hash.
        var agrees: Bool
    }

    static let tickRate: UInt64 = 60

    /// Runs `ticks` ticks of two peers under `conditions`.
    static func run(_ name: String, _ conditions: LinkConditions, ticks: Int, seed: UInt64) -> Result {
        let network = LoopbackNetwork(peerCount: 2)
        var sessions: [NetworkSession<BenchInput>] = []
        var links: [ConditionedTransport] = []
        var counters: [CountingTransport] = []
        var logs: [[UInt64: UInt64]] = [[:], [:]]
        let scripts = (0..<2).map { BenchGame.script(of: $0, ticks: ticks, seed: seed) }
        for peer in 0..<2 {
            let game = BenchGame.makeWorld()
            let rollback = RollbackSession(
                world: game.world, peerCount: 2, localPeer: peer, initialInput: .start
            ) { world, inputs, _ in BenchGame.step(world, inputs, boxes: game.boxes, applied: game.applied) }!
            rollback.onConfirm = { tick, hash in logs[peer][tick] = hash }
            let link = ConditionedTransport(
                base: network.transport(for: peer)!, conditions: conditions, seed: seed &+ UInt64(peer))
            let counter = CountingTransport(base: link)
            sessions.append(
                NetworkSession(session: rollback, transport: counter, sessionToken: seed, now: 0)!)
            links.append(link)
            counters.append(counter)
        }
        // Frames 1/60 s apart on the simulated clock, in microseconds; peer 1 starts 7 ms later.
        var nextFrames: [UInt64] = [0, 7_000]
        var spent: [UInt64] = [0, 0]
        var now: UInt64 = 0
        let limit = UInt64(ticks) * 1_000 / tickRate * 4 + 10_000
        while now < limit {
            now += 1
            for link in links { link.advance(to: now) }
            for (peer, session) in sessions.enumerated() where now * 1_000 >= nextFrames[peer] {
                nextFrames[peer] += 1_000_000 / tickRate
                let tick = Int(session.session.world.tick)
                spent[peer] += nanoseconds {
                    if tick < ticks {
                        session.advance(localInput: scripts[peer][tick + 1], at: now)
                    } else {
                        session.update(at: now)
                    }
                }
            }
            if sessions.allSatisfy({ $0.session.confirmedTick == UInt64(ticks) }) { break }
        }
        let seconds = Double(now) / 1_000
        func perPeer(_ figure: (Int) -> Double) -> Double { (figure(0) + figure(1)) / 2 }
        let agrees =
            logs[0].count >= ticks && logs[1].count >= ticks
            && (1...ticks).allSatisfy {
                logs[0][UInt64($0)] != nil && logs[0][UInt64($0)] == logs[1][UInt64($0)]
            }
        return Result(
            name: name, ticks: ticks, seconds: seconds,
            bytesPerSecond: perPeer { Double(counters[$0].sentBytes) / seconds },
            datagramsPerSecond: perPeer { Double(counters[$0].sentDatagrams) / seconds },
            rollbacksPerSecond: perPeer { Double(sessions[$0].session.rollbackCount) / seconds },
            resimulatedTicksPerSecond: perPeer {
                Double(sessions[$0].session.resimulatedTickCount) / seconds
            },
            waitsPerSecond: perPeer {
                Double(sessions[$0].peerWaitCount + sessions[$0].timeSyncWaitCount) / seconds
            },
            nanosecondsPerTick: perPeer { Double(spent[$0]) / Double(ticks) },
            agrees: agrees)
    }

    /// Wall-clock nanoseconds per tick of the same game without a network: each tick's step on
    /// both peers' inputs and the world's advance, alone (`rollback` false) or in a rollback
    /// session that knows the other peer's input before each tick (`rollback` true: a snapshot
    /// and the hashes a tick, no rollback).
    static func localNanosecondsPerTick(ticks: Int, seed: UInt64, rollback: Bool) -> Double {
        let scripts = (0..<2).map { BenchGame.script(of: $0, ticks: ticks, seed: seed) }
        let game = BenchGame.makeWorld()
        if !rollback {
            let time = nanoseconds {
                for tick in 1...ticks {
                    BenchGame.step(
                        game.world, [scripts[0][tick], scripts[1][tick]], boxes: game.boxes,
                        applied: game.applied)
                    game.world.advance()
                }
            }
            return Double(time) / Double(ticks)
        }
        let session = RollbackSession(
            world: game.world, peerCount: 2, localPeer: 0, initialInput: .start
        ) { world, inputs, _ in BenchGame.step(world, inputs, boxes: game.boxes, applied: game.applied) }!
        let time = nanoseconds {
            for tick in 1...ticks {
                try? session.receive(scripts[1][tick], from: 1, forTick: UInt64(tick))
                session.advance(localInput: scripts[0][tick])
            }
        }
        return Double(time) / Double(ticks)
    }
}
