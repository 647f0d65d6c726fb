import Engine
import RollbackNetwork

/// The confirmed hashes one peer logged, by tick.
final class HashLog {
    var hashes: [UInt64: UInt64] = [:]
}

/// Peers of one game in this process, each its own world, rollback session and network session,
/// joined by a loopback network whose links are conditioned; driven on a simulated clock.
final class NetworkMesh {
    let sessions: [NetworkSession<TestInput>]
    let links: [ConditionedTransport]
    let logs: [HashLog]
    let seed: UInt64
    /// Each peer's frame period in microseconds, and when its next frame is due.
    var periods: [UInt64]
    var nextFrames: [UInt64]
    /// Peers that stopped calling their session.
    var silent: Set<Int> = []
    /// Called at the end of every simulated millisecond of ``run(ticks:limit:silenceAt:)``.
    var everyMillisecond: (() -> Void)?
    /// The most ticks any peer ran ahead of another still playing, at any millisecond.
    private(set) var largestSpread: UInt64 = 0
    private(set) var now: UInt64 = 0

    /// A game of `peerCount` peers over links under `conditions`; `divergingPeer` runs a step that
    /// differs from tick 100 on.
    init(peerCount: Int, conditions: LinkConditions, seed: UInt64, divergingPeer: Int? = nil) {
        self.seed = seed
        let network = LoopbackNetwork(peerCount: peerCount)
        var sessions: [NetworkSession<TestInput>] = []
        var links: [ConditionedTransport] = []
        var logs: [HashLog] = []
        for peer in 0..<peerCount {
            let log = HashLog()
            let diverges = peer == divergingPeer
            let rollback = RollbackSession(
                world: NetworkMesh.makeWorld(), peerCount: peerCount, localPeer: peer, initialInput: .none
            ) { world, inputs, _ in NetworkMesh.play(world, inputs, diverges: diverges) }!
            rollback.onConfirm = { tick, hash in log.hashes[tick] = hash }
            let link = ConditionedTransport(
                base: network.transport(for: peer)!, conditions: conditions, seed: seed &+ UInt64(peer))
            sessions.append(NetworkSession(session: rollback, transport: link, sessionToken: seed, now: 0)!)
            links.append(link)
            logs.append(log)
        }
        self.sessions = sessions
        self.links = links
        self.logs = logs
        // Clocks that drift apart (up to 1 %) and start up to 111 ms apart.
        periods = (0..<peerCount).map { 16_667 + UInt64($0) * 55 }
        nextFrames = (0..<peerCount).map { UInt64($0) * 37_000 }
    }

    /// A rollback session of two peers on ``makeWorld()`` for `peer`.
    static func makeSession(peer: Int) -> RollbackSession<TestInput> {
        RollbackSession(world: makeWorld(), peerCount: 2, localPeer: peer, initialInput: .none) {
            world, inputs, _ in
            play(world, inputs, diverges: false)
        }!
    }

    static func makeWorld() -> World {
        let world = World(tickRate: 60)
        for index in 0..<16 {
            let entity = world.spawn()
            world.set(SIMD2<Float>(Float(index), 0), for: entity)
            world.set(Float(index), for: entity)
        }
        return world
    }

    static func play(_ world: World, _ inputs: [TestInput], diverges: Bool) {
        let boxes = world.entities(with: SIMD2<Float>.self).sorted()
        for (peer, input) in inputs.enumerated() where input.buttons != 0 {
            let target = SIMD2(Float(input.buttons % 97), Float(input.stick) + Float(peer))
            world.animate(
                boxes[Int(input.buttons % 16)], to: target, .spring(response: 0.35, dampingFraction: 0.6))
        }
        if diverges, world.tick + 1 >= 100 { world.set(Float(-1), for: boxes[3]) }
    }

    /// What `peer` does on `tick`: now and then a move, the same whenever asked.
    func input(of peer: Int, at tick: UInt64) -> TestInput {
        var random = SeededRandom(seed: seed ^ UInt64(peer) << 40 ^ tick)
        guard random.next() % 8 == 0 else { return .none }
        return TestInput(
            buttons: UInt16(truncatingIfNeeded: random.next()) | 1,
            stick: Int8(truncatingIfNeeded: random.next()))
    }

    /// Runs the clock millisecond by millisecond until every playing peer has run `ticks` ticks
    /// and confirmed them, or `limit` milliseconds pass; peers that have run `ticks` keep
    /// updating so that the others can confirm.
    func run(ticks: UInt64, limit: UInt64, silenceAt silentTick: (peer: Int, tick: UInt64)? = nil) {
        while now < limit {
            now += 1
            for link in links { link.advance(to: now) }
            for (peer, session) in sessions.enumerated()
            where !silent.contains(peer) && now * 1_000 >= nextFrames[peer] {
                nextFrames[peer] += periods[peer]
                let tick = session.session.world.tick
                if let silentTick, silentTick.peer == peer, tick >= silentTick.tick {
                    silent.insert(peer)
                } else if tick < ticks {
                    session.advance(localInput: input(of: peer, at: tick + 1), at: now)
                } else {
                    session.update(at: now)
                }
            }
            let playing = sessions.indices.filter { !silent.contains($0) }.map { sessions[$0].session }
            let ticksRun = playing.map(\.world.tick)
            largestSpread = max(largestSpread, ticksRun.max()! - ticksRun.min()!)
            everyMillisecond?()
            if playing.allSatisfy({ $0.world.tick == ticks && $0.confirmedTick == ticks }) { return }
        }
    }
}
