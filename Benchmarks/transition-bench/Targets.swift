/// One of the performance targets and whether the run met it.
struct Target {
    /// What is measured, with its limit, as the table prints it.
    let name: String
    /// The measured figure.
    let value: Double
    /// The largest acceptable figure.
    let limit: Double
    /// Decimals to print the figure with.
    let digits: Int

    /// Whether the figure is within the limit.
    var isMet: Bool { value <= limit }

    /// The targets of the issue, checked against a run's figures.
    static func all(
        advance: [AdvanceResult], mixed: [MixedLoadResult], read: [ReadResult], frame: FrameOutcome?,
        snapshots: [SnapshotResult]
    ) -> [Target] {
        var targets: [Target] = []
        if let run = advance.first(where: { $0.count == 100_000 }) {
            targets.append(
                Target(
                    name: "advance, N = 100,000: ns per transition per tick ≤ 2.5", value: run.engine.median,
                    limit: 2.5, digits: 2))
            targets.append(
                Target(
                    name: "advance, N = 100,000: engine / C structure of arrays ≤ 2",
                    value: run.ratioToStructureOfArrays, limit: 2, digits: 2))
        }
        if let run = advance.first(where: { $0.count == 1_000_000 }) {
            targets.append(
                Target(
                    name: "advance, N = 1,000,000: engine / C structure of arrays ≤ 1.25",
                    value: run.ratioToStructureOfArrays, limit: 1.25, digits: 2))
        }
        for run in advance {
            targets.append(
                Target(
                    name: "advance, N = \(grouped(run.count)): allocations per tick = 0",
                    value: run.allocationsPerTick, limit: 0, digits: 1))
        }
        for run in mixed {
            targets.append(
                Target(
                    name: "mixed load, N = \(grouped(run.count)): allocations per tick = 0",
                    value: run.allocationsPerTick, limit: 0, digits: 1))
        }
        for run in advance {
            targets.append(
                Target(
                    name: "advance, N = \(grouped(run.count)): bytes per animated entity ≤ 120",
                    value: run.bytesPerEntity, limit: 120, digits: 1))
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
        if case .measured(let run) = frame {
            targets.append(
                Target(
                    name: "frame, \(grouped(run.rectangles)) boxes: ms per frame ≤ 16.7",
                    value: run.total.median,
                    limit: 16.7, digits: 2))
        }
        for result in snapshots where result.count == 10_000 {
            targets.append(
                Target(
                    name: "rollback, N = 10,000: restore + \(SnapshotResult.resimulatedTicks) ticks, ms ≤ 4",
                    value: result.rollback.median / 1e6, limit: 4, digits: 3))
        }
        return targets
    }
}

/// `value` with one decimal, or none when it is whole: the targets' limits as the issue gives them.
private func shortest(_ value: Double) -> String {
    value == value.rounded() ? fixed(value, 0) : fixed(value, 1)
}
