import BenchSupport

/// Section 13's lines: a header, then per entity count one row per kind of motion.
func kindsRows(_ kinds: [KindsResult]) -> [String] {
    var lines = [
        "13. Kinds of motion: N entities each moving an AnimatedRect under easeInOutCubic, one world per",
        "   kind; ns per entity per tick (per track for the choreography), and its ratio to the one-shot",
        "   tick of the same run at the same N; met/missed against the kind's limit; samples interleaved",
        right("N", 10) + "  " + left("tick of the world", 62) + right("ns per entity", 30) + right("/tick", 7)
            + right("limit", 7) + right("", 8) + right("alloc/tick", 11),
    ]
    for run in kinds {
        for (index, figure) in run.figures.enumerated() {
            let limit = figure.measure.ratioLimit
            lines.append(
                right(index == 0 ? grouped(run.count) : "", 10) + "  " + left(figure.measure.call, 62)
                    + right(describe(figure.perEntity), 30) + right(fixed(figure.ratioToTick, 2), 7)
                    + right(limit.map { "≤ " + fixed($0, 2) } ?? "", 7)
                    + right(limit.map { figure.ratioToTick <= $0 ? "met" : "MISSED" } ?? "", 8)
                    + right(fixed(figure.allocationsPerTick, 1), 11))
        }
    }
    for run in kinds {
        lines.append(
            "   a sample at N = \(grouped(run.count)): \(run.ticksPerSample) ticks after \(run.warmUpTicks) untimed"
        )
    }
    lines.append(
        "   "
            + (kinds.allSatisfy(\.noneFinished)
                ? "no transition, timeline or track finished while measured" : "SOME MOTIONS FINISHED"))
    return lines
}

extension KindsResult {
    /// The figures at this entity count as JSON.
    var json: JSON {
        .object([
            ("entities", .integer(count)), ("ticksPerRun", .integer(ticksPerSample)),
            ("untimedTicksBeforeRuns", .integer(warmUpTicks)),
            (
                "figures",
                .array(
                    figures.map { figure in
                        .object([
                            ("kind", .string(figure.measure.name)), ("call", .string(figure.measure.call)),
                            ("nsPerEntityTick", .summary(figure.perEntity)),
                            ("ratioToTick", .number(figure.ratioToTick, digits: 3)),
                            ("ratioLimit", figure.measure.ratioLimit.map { .number($0, digits: 2) } ?? .null),
                            ("allocationsPerTick", .number(figure.allocationsPerTick, digits: 2)),
                            ("runningAfterRuns", .integer(figure.runningAfterRuns)),
                        ])
                    })
            ),
        ])
    }
}

extension Target {
    /// Section 13's targets: each kind within its ratio to the one-shot tick, none allocating
    /// per tick but the mixed load's spawns, which section 4 checks once its tables have grown.
    static func kinds(_ kinds: [KindsResult]) -> [Target] {
        var targets: [Target] = []
        for run in kinds {
            for figure in run.figures {
                guard let limit = figure.measure.ratioLimit else { continue }
                targets.append(
                    Target(
                        name: "kinds, N = \(grouped(run.count)): \(figure.measure.name) / one-shot ≤ "
                            + fixed(limit, 2),
                        value: figure.ratioToTick, limit: limit, digits: 2))
            }
        }
        for run in kinds {
            targets.append(
                Target(
                    name: "kinds, N = \(grouped(run.count)): allocations per tick, largest = 0",
                    value: run.figures.filter { $0.measure != .mixed }.map(\.allocationsPerTick).max() ?? 0,
                    limit: 0, digits: 1))
        }
        return targets
    }
}
