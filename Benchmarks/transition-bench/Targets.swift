import BenchSupport

extension Target {
    /// The performance targets, checked against a run's figures.
    static func all(
        advance: [AdvanceResult], mixed: [MixedLoadResult], read: [ReadResult], snapshots: [SnapshotResult],
        motion: MotionResult?
    ) -> [Target] {
        var targets: [Target] = []
        if let run = advance.first(where: { $0.count == 1_000 }) {
            targets.append(
                Target(
                    name: "advance, N = 1,000: engine / vectorised C limit ≤ 2 (in cache)",
                    value: run.ratioToLimit, limit: 2, digits: 2))
        }
        if let run = advance.first(where: { $0.count == 100_000 }) {
            targets.append(
                Target(
                    name: "advance, N = 100,000: ns per transition per tick ≤ 2.5", value: run.engine.median,
                    limit: 2.5, digits: 2))
            targets.append(
                Target(
                    name: "advance, N = 100,000: engine / C structure of arrays ≤ 2",
                    value: run.ratioToStructureOfArrays, limit: 2, digits: 2))
            targets.append(
                Target(
                    name: "advance, N = 100,000: engine / vectorised C limit ≤ 1.25",
                    value: run.ratioToLimit, limit: 1.25, digits: 2))
        }
        if let run = advance.first(where: { $0.count == 1_000_000 }) {
            targets.append(
                Target(
                    name: "advance, N = 1,000,000: engine / C structure of arrays ≤ 1.25",
                    value: run.ratioToStructureOfArrays, limit: 1.25, digits: 2))
            targets.append(
                Target(
                    name: "advance, N = 1,000,000: engine / vectorised C limit ≤ 1.1",
                    value: run.ratioToLimit, limit: 1.1, digits: 2))
            targets.append(
                Target(
                    name: "advance, N = 1,000,000: two threads / one thread ≤ 0.6",
                    value: run.twoThreadsOverOne, limit: 0.6, digits: 2))
        }
        for run in advance {
            targets.append(
                Target(
                    name: "advance, N = \(grouped(run.count)): allocations per tick = 0",
                    value: run.allocationsPerTick, limit: 0, digits: 1))
            targets.append(
                Target(
                    name: "advance, N = \(grouped(run.count)): allocations per tick on two threads = 0",
                    value: run.allocationsPerTickTwoThreads, limit: 0, digits: 1))
        }
        for run in mixed {
            targets.append(
                Target(
                    name: "mixed load, N = \(grouped(run.count)): allocations per tick = 0",
                    value: run.allocationsPerTick, limit: 0, digits: 1))
        }
        // The memory target: at 100,000 and 1,000,000, the world sized for them first
        // (the table's bytes/entity column is the world left to grow as it fills).
        for run in advance where run.count >= 100_000 {
            targets.append(
                Target(
                    name:
                        "advance, N = \(grouped(run.count)): bytes per entity, room reserved ≤ 120",
                    value: run.bytesPerEntityReserved, limit: 120, digits: 1))
        }
        for run in read {
            for figure in run.figures {
                guard let limit = figure.measure.ratioLimit else { continue }
                targets.append(
                    Target(
                        name:
                            "read, N = \(grouped(run.count)): \(figure.measure.name) / tick ≤ \(shortest(limit))",
                        value: figure.ratioToTick, limit: limit, digits: 2))
            }
        }
        for run in read {
            targets.append(
                Target(
                    name: "read, N = \(grouped(run.count)): allocations per call, largest = 0",
                    value: run.figures.map(\.allocationsPerCall).max() ?? 0, limit: 0, digits: 2))
        }
        for result in snapshots where result.count == 10_000 {
            targets.append(
                Target(
                    name: "rollback, N = 10,000: restore + \(SnapshotResult.resimulatedTicks) ticks, ms ≤ 4",
                    value: result.rollback.median / 1e6, limit: 4, digits: 3))
        }
        if let motion { targets += Target.motion(motion, advance: advance) }
        return targets
    }

    /// Section 10's targets: clock domains leave a world without them as fast as section 1
    /// measures it in the same run (within ``noDomainNoise``, fastest sample against fastest
    /// sample, which a loaded machine disturbs least), and no motion feature allocates per tick
    /// or read.
    static func motion(_ motion: MotionResult, advance: [AdvanceResult]) -> [Target] {
        var targets: [Target] = []
        for run in motion.domains {
            guard let section1 = advance.first(where: { $0.count == run.count }) else { continue }
            targets.append(
                Target(
                    name: "motion, N = \(grouped(run.count)): no domain / section 1's tick, fastest ≤ "
                        + fixed(noDomainNoise, 2),
                    value: run.figure(.worldTicks).min / section1.engine.min, limit: noDomainNoise, digits: 2)
            )
        }
        for run in motion.domains {
            targets.append(
                Target(
                    name: "motion, N = \(grouped(run.count)): clock domains, alloc per tick, largest = 0",
                    value: run.allocationsPerTick.max() ?? 0, limit: 0, digits: 1))
        }
        for run in motion.features {
            targets.append(
                Target(
                    name: "motion, N = \(grouped(run.count)): decay/additive/path alloc/call, largest = 0",
                    value: run.figures.map(\.allocationsPerCall).max() ?? 0, limit: 0, digits: 1))
        }
        let scheduling = motion.scheduling
        targets.append(
            Target(
                name: "motion, N = \(grouped(scheduling.sizes.last ?? 0)): stagger, alloc per tick after the "
                    + "first, largest = 0",
                value: max(scheduling.allocationsPerNextRowTick, scheduling.allocationsPerQueueTick),
                limit: 0,
                digits: 1))
        return targets
    }

    /// How much slower than section 1's tick the same world may tick in section 10 and still count
    /// as unaffected: the two are timed minutes apart on a shared machine.
    static let noDomainNoise = 1.1
}

/// `value` with one decimal, or none when it is whole: a target's limit as its name prints it.
private func shortest(_ value: Double) -> String {
    value == value.rounded() ? fixed(value, 0) : fixed(value, 1)
}
