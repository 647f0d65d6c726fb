import BenchSupport
import Engine
import TransitionCore

/// Section 12's figures: what checking a game for determinism costs, and what a rollback
/// session's tick costs while a remote peer stays silent.
struct DeterminismResult {
    /// Animated entities in the sync test's world.
    let entities: Int
    /// ns per tick of the world alone (systems none): the unit the check is measured in.
    let tick: Summary
    /// ns per ``World/stateHashes()`` of the same world: what each tick run, and each tick run
    /// again, also costs.
    let hashes: Summary
    /// ns per tick of ``SyncTest/advance(_:)`` at each check distance of ``distances``.
    let syncTest: [Summary]
    /// Entities in the rollback session's world.
    let sessionEntities: Int
    /// ns per ``RollbackSession/advance(localInput:)`` over the ticks before each tick of
    /// ``silentTicks``, the remote peer silent since the start.
    let silentPeerTick: [Summary]

    /// The check distances measured.
    static let distances = [1, 8]
    /// The ticks at which the session's tick is measured.
    static let silentTicks = [1_000, 8_000]
}

/// Runs section 12.
enum DeterminismBenchmark {
    /// Measures a check of 10,000 animated entities and a session of 1,000 whose remote peer
    /// never sends anything; `runs` timed samples of each figure.
    static func run(runs: Int) -> DeterminismResult {
        let entities = 10_000
        let world = animatedWorld(count: entities)
        let ticks = 4
        let tick = sampleRuns(runs, operations: ticks) {
            for _ in 0..<ticks { world.advance() }
        }
        var kept = world.stateHashes()
        let hashes = sampleRuns(runs, operations: ticks) {
            for _ in 0..<ticks { kept = world.stateHashes() }
        }
        if kept.parts.isEmpty { fatalError("no parts") }
        var syncTest: [Summary] = []
        for distance in DeterminismResult.distances {
            let check = SyncTest(world: world, checkDistance: distance) { (_: World, _: Int) in }
            for _ in 0..<distance { check.advance(0) }  // a full window first
            syncTest.append(
                sampleRuns(runs, operations: ticks) {
                    for _ in 0..<ticks { check.advance(0) }
                })
            if !check.mismatches.isEmpty { fatalError("the benchmark's world is not deterministic") }
        }
        let sessionEntities = 1_000
        return DeterminismResult(
            entities: entities, tick: tick, hashes: hashes, syncTest: syncTest,
            sessionEntities: sessionEntities,
            silentPeerTick: silentPeer(entities: sessionEntities, runs: runs))
    }

    /// `count` entities, each animating an ``AnimatedRect`` back and forth forever.
    private static func animatedWorld(count: Int) -> World {
        let world = World(tickRate: 60)
        let animation = Animation.timingCurve(.easeInOutCubic, duration: 1).repeatForever(autoreverses: true)
        for index in 0..<count {
            let entity = world.spawn()
            world.set(AnimatedRect.sample(index), for: entity)
            world.animate(entity, to: AnimatedRect.sample(index, variant: 1), animation)
        }
        world.advance()
        return world
    }

    /// The per-tick cost of a two-peer session whose remote peer is silent, measured over the
    /// last ticks before each of ``DeterminismResult/silentTicks``: one session per sample. The
    /// local peer does nothing either, so the world's own work stays the same from tick to
    /// tick and what changes is the session's.
    private static func silentPeer(entities: Int, runs: Int) -> [Summary] {
        let window = 100
        var samples = Array(repeating: [Double](), count: DeterminismResult.silentTicks.count)
        for _ in 0..<max(runs / 3, 3) {
            let world = animatedWorld(count: entities)
            let boxes = world.entities(with: AnimatedRect.self)
            guard
                let session = RollbackSession(
                    world: world, peerCount: 2, localPeer: 0, initialInput: 0,
                    step: {
                        world, inputs, _ in
                        for input in inputs where input != 0 {
                            world.animate(
                                boxes[input % boxes.count], to: AnimatedRect.sample(input),
                                .spring(response: 0.3, dampingFraction: 0.7))
                        }
                    })
            else { fatalError("a two-peer session") }
            var tick = 0
            for (index, mark) in DeterminismResult.silentTicks.enumerated() {
                while tick < mark - window {
                    tick += 1
                    session.advance(localInput: 0)
                }
                let elapsed = nanoseconds {
                    while tick < mark {
                        tick += 1
                        session.advance(localInput: 0)
                    }
                }
                samples[index].append(Double(elapsed) / Double(window))
            }
        }
        return samples.map(Summary.init)
    }
}
