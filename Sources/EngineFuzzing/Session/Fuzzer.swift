import Engine

/// Model-based fuzzing of ``World`` and ``Simulation``: random operations applied in lockstep to the
/// real engine and to a plain reference model, compared bit for bit after every one.
public enum Fuzzer {
    /// The tick rates runs choose from by seed: common ones, a prime, a slow and a fast one.
    public static let tickRates: [UInt64] = [60, 120, 144, 7, 1000, 240]

    /// The tick rate a run with `seed` uses.
    public static func tickRate(seed: UInt64) -> UInt64 {
        tickRates[Int(seed % UInt64(tickRates.count))]
    }

    /// Runs `operations` random operations drawn from `seed`, keeping about `population` living
    /// entities, the world ticking with `parallelism`; `willPerform` hears each operation first
    /// (to find one that crashes). On a divergence the report carries the failing prefix, shrunk.
    public static func run(
        seed: UInt64, operations: Int, population: Int = 16,
        parallelism: TickParallelism = .singleThreaded,
        willPerform: ((Int, FuzzOperation) -> Void)? = nil
    ) -> FuzzReport {
        let tickRate = tickRate(seed: seed)
        var generator = OperationGenerator(seed: seed, targetAlive: max(population, 2))
        let session = FuzzSession(tickRate: tickRate, parallelism: parallelism)
        var performed: [FuzzOperation] = []
        performed.reserveCapacity(min(operations, 1 << 20))
        for _ in 0..<max(operations, 0) {
            let operation = generator.next(session.model)
            performed.append(operation)
            willPerform?(performed.count, operation)
            do throws(Divergence) {
                try session.run(operation)
            } catch {
                let shrunk = shrink(
                    performed, tickRate: tickRate, budget: 300_000, parallelism: parallelism, fault: nil)
                return FuzzReport(
                    seed: seed, tickRate: tickRate, operations: performed.count,
                    ticks: UInt64(session.model.ticksRun), spawned: session.model.spawned.count,
                    timelineOperations: session.timelineOperations,
                    timelineTicks: session.model.timelineTicks,
                    timelineEvents: session.timelineEventCount, snapshots: session.snapshotsTaken,
                    restores: session.restores, reactions: session.reactions, domains: session.domainReport,
                    stateHash: session.world.stateHash(),
                    failure: FuzzFailure(
                        seed: seed, tickRate: tickRate, divergence: error, prefixLength: performed.count,
                        shrunk: shrunk.operations, shrunkDivergence: shrunk.divergence))
            }
        }
        return FuzzReport(
            seed: seed, tickRate: tickRate, operations: performed.count,
            ticks: UInt64(session.model.ticksRun),
            spawned: session.model.spawned.count, timelineOperations: session.timelineOperations,
            timelineTicks: session.model.timelineTicks, timelineEvents: session.timelineEventCount,
            snapshots: session.snapshotsTaken, restores: session.restores, reactions: session.reactions,
            domains: session.domainReport,
            stateHash: session.world.stateHash(),
            failure: nil)
    }

    /// Replays `operations` against a fresh world and model; the first divergence, if any.
    public static func replay(_ operations: [FuzzOperation], tickRate: UInt64) -> Divergence? {
        replay(operations, tickRate: tickRate, fault: nil)
    }

    /// ``replay(_:tickRate:)`` with `fault` called on the session before every operation: how
    /// tests plant a bug to see it caught.
    static func replay(
        _ operations: [FuzzOperation], tickRate: UInt64, parallelism: TickParallelism = .singleThreaded,
        fault: ((FuzzSession) -> Void)?
    ) -> Divergence? {
        let session = FuzzSession(tickRate: tickRate, parallelism: parallelism)
        for operation in operations {
            fault?(session)
            do throws(Divergence) {
                try session.run(operation)
            } catch {
                return error
            }
        }
        return nil
    }

    /// The shortest failing prefix of `operations` (each prefix replayed), then with chunks of
    /// operations removed while a replay still diverges, within a budget of operations replayed.
    public static func shrink(_ operations: [FuzzOperation], tickRate: UInt64, budget: Int = 300_000)
        -> (operations: [FuzzOperation], divergence: Divergence?)
    {
        shrink(operations, tickRate: tickRate, budget: budget, fault: nil)
    }

    /// ``shrink(_:tickRate:budget:)`` with the world ticking with `parallelism` and a planted
    /// `fault` (see ``replay(_:tickRate:fault:)``).
    static func shrink(
        _ operations: [FuzzOperation], tickRate: UInt64, budget: Int,
        parallelism: TickParallelism = .singleThreaded, fault: ((FuzzSession) -> Void)?
    ) -> (operations: [FuzzOperation], divergence: Divergence?) {
        let replay = { (operations: [FuzzOperation]) in
            Fuzzer.replay(operations, tickRate: tickRate, parallelism: parallelism, fault: fault)
        }
        guard var divergence = replay(operations) else { return (operations, nil) }
        var current = Array(operations.prefix(divergence.step))
        var replayed = operations.count
        var chunk = max(current.count / 2, 1)
        while chunk >= 1, replayed < budget {
            var start = 0
            var removedAny = false
            while start < current.count, replayed < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                replayed += candidate.count
                if let failure = replay(candidate) {
                    current = Array(candidate.prefix(failure.step))
                    divergence = failure
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return (current, divergence)
    }
}
