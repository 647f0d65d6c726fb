import BenchSupport

/// Section 10's lines: the clock-domain rows, the feature rows and the scheduling rows; the
/// world's-ticks row is also set against section 1's figure at the same N, when it ran.
func motionRows(_ motion: MotionResult, advance: [AdvanceResult]) -> [String] {
    var lines = [
        "10. Motion features; every figure the median (min–max) of interleaved rounds, one sample of each",
        "    row in turn; alloc: per advance() or presented call",
        "    clock domains: section 1's world (8-float AnimatedRect, easeInOutCubic, starts over 240 ticks),",
        "    every entity on the world's ticks, or moved mid-flight onto a second domain; /world: median over the",
        "    first row's median; mins: fastest sample over the first row's fastest (the samples other work on a",
        "    loaded machine disturbed least)",
        right("N", 10) + "  " + left("the 8-float transitions run", 44)
            + right("ns per transition per tick", 28)
            + right("/world", 8) + right("mins", 6) + right("alloc/tick", 11),
    ]
    for run in motion.domains {
        for (index, variant) in DomainVariant.allCases.enumerated() {
            lines.append(
                right(index == 0 ? grouped(run.count) : "", 10) + "  " + left(variant.label, 44)
                    + right(describe(run.perTick[index]), 28) + right(fixed(run.ratio(variant), 2), 8)
                    + right(fixed(run.minimumRatio(variant), 2), 6)
                    + right(fixed(run.allocationsPerTick[index], 1), 11))
        }
    }
    for run in motion.domains {
        lines.append(
            "    a sample at N = \(grouped(run.count)): \(run.ticksPerSample) ticks after \(run.warmUpTicks) untimed, "
                + "the domain's setting made before them")
    }
    for run in motion.domains {
        guard let section1 = advance.first(where: { $0.count == run.count }) else { continue }
        let world = run.figure(.worldTicks)
        lines.append(
            "    N = \(grouped(run.count)), no domain made: \(describe(world)) here, section 1's "
                + "\(describe(section1.engine)); medians \(fixed(world.median / section1.engine.median, 2)), "
                + "fastest \(fixed(world.min / section1.engine.min, 2))")
    }
    lines.append(
        "    "
            + (motion.domains.allSatisfy(\.noneFinished)
                ? "no transition finished while measured"
                : "SOME TRANSITIONS FINISHED"))
    lines.append("")

    lines += [
        "    decay, additive, path: N entities moving a SIMD2<Float> (a path: a PathPosition<SIMD2<Float>> along a",
        "    13-point Catmull-Rom route), starts over \(MotionScene.startTicks) ticks, all as long as the decay "
            + "(\(fixed(MotionScene.decay.settlingDuration, 1)) s); /ref: median over the",
        "    median of the easeOutCubic row of the same kind (tick or read); mins: fastest over fastest;",
        "    additive: each layer sampled through its animation's tick sampler, as a transition is, two layers per entity",
        right("N", 10) + "  " + left("call on the world", 60) + right("ns per entity", 30) + right("/ref", 8)
            + right("mins", 8) + right("alloc/call", 12),
    ]
    for run in motion.features {
        for (index, figure) in run.figures.enumerated() {
            lines.append(
                right(index == 0 ? grouped(run.count) : "", 10) + "  " + left(figure.measure.call, 60)
                    + right(describe(figure.perEntity), 30) + right(fixed(figure.ratio, 2), 8)
                    + right(fixed(figure.minimumRatio, 2), 8) + right(fixed(figure.allocationsPerCall, 2), 12)
            )
        }
    }
    for run in motion.features {
        let slow = run.figures.filter { $0.untimed == 0 }
        lines.append(
            "    a sample at N = \(grouped(run.count)): \(run.ticksPerSample) ticks after \(run.warmUpTicks) untimed, "
                + "or \(run.passesPerSample) \(run.passesPerSample == 1 ? "pass" : "passes") after 1 untimed"
                + (slow.isEmpty
                    ? ""
                    : "; 1 alone for \(slow.map(\.measure.name).joined(separator: ", ")) (over "
                        + "\(MotionFeatureBenchmark.slowPass / 1_000_000) ms a pass)"))
    }
    lines.append(
        "    "
            + (motion.features.allSatisfy(\.noneFinished)
                ? "no move finished while measured"
                : "SOME MOVES FINISHED"))
    lines.append("")

    let scheduling = motion.scheduling
    lines += [
        "    staggered scheduling on resting SIMD2<Float>s, a new world each round, only the call or the ticks",
        "    timed; ratio: each size's figure over the size before (1.00 linear, 2.00 quadratic)",
        "    call: .each(1 tick, grid of \(SchedulingResult.rows) rows, axis .y), easeOutCubic 1 s delayed 1 tick; "
            + "row 1 starts on the first tick;",
        "    a queue tick: .each(1 tick) over the list, timed \(SchedulingResult.queueTicks) ticks in; then a retarget",
        "    of one of the entities that started, the others waiting",
    ]
    lines.append(
        "    " + left("", 40) + left("figure", 24)
            + scheduling.sizes.map { right("N = " + grouped($0), 30) }.joined() + right("ratios", 12))
    // A queue tick and a retarget take microseconds or more: printed in µs.
    let rows = [
        (scheduling.call, 1.0, "ns"), (scheduling.batchTick, 1, "ns"), (scheduling.queueTick, 1e-3, "µs"),
        (scheduling.retarget, 1e-3, "µs"),
    ]
    for (series, scale, unit) in rows {
        lines.append(
            "    " + left(series.name, 40) + left("\(unit) per \(series.unit)", 24)
                + series.perItem.map { right(describe(scaled($0, by: scale), 1), 30) }.joined()
                + right(series.ratios.map { fixed($0, 2) }.joined(separator: " "), 12))
    }
    lines.append(
        "    alloc at N = \(grouped(scheduling.sizes.last ?? 0)): \(fixed(scheduling.allocationsPerCall, 0)) per call, "
            + "\(fixed(scheduling.allocationsPerBatchTick, 1)) on the batch's tick (the type's first starts in its world), "
            + "\(fixed(scheduling.allocationsPerNextRowTick, 1)) on the next row's, "
            + "\(fixed(scheduling.allocationsPerQueueTick, 1)) per queue tick, "
            + "\(fixed(scheduling.allocationsPerRetarget, 1)) per retarget")
    return lines
}

extension MotionResult {
    /// Section 10's figures as JSON (ns).
    var json: JSON {
        .object([
            (
                "clockDomains",
                .array(
                    domains.map { run in
                        .object([
                            ("entities", .integer(run.count)), ("ticksPerRun", .integer(run.ticksPerSample)),
                            ("untimedTicksBeforeRuns", .integer(run.warmUpTicks)),
                            (
                                "rows",
                                .array(
                                    DomainVariant.allCases.enumerated().map { index, variant in
                                        .object([
                                            ("variant", .string(variant.name)),
                                            ("nsPerTransitionTick", .summary(run.perTick[index])),
                                            ("ratioToWorldTicks", .number(run.ratio(variant), digits: 3)),
                                            (
                                                "fastestRatioToWorldTicks",
                                                .number(run.minimumRatio(variant), digits: 3)
                                            ),
                                            (
                                                "allocationsPerTick",
                                                .number(run.allocationsPerTick[index], digits: 2)
                                            ),
                                        ])
                                    })
                            ),
                            ("noneFinished", .bool(run.noneFinished)),
                        ])
                    })
            ),
            (
                "features",
                .array(
                    features.map { run in
                        .object([
                            ("entities", .integer(run.count)), ("ticksPerRun", .integer(run.ticksPerSample)),
                            ("passesPerRun", .integer(run.passesPerSample)),
                            ("untimedTicksBeforeTickRuns", .integer(run.warmUpTicks)),
                            (
                                "figures",
                                .array(
                                    run.figures.map { figure in
                                        .object([
                                            ("measure", .string(figure.measure.name)),
                                            ("call", .string(figure.measure.call)),
                                            ("nsPerEntity", .summary(figure.perEntity)),
                                            ("ratioToYardstick", .number(figure.ratio, digits: 3)),
                                            (
                                                "fastestRatioToYardstick",
                                                .number(figure.minimumRatio, digits: 3)
                                            ),
                                            (
                                                "allocationsPerCall",
                                                .number(figure.allocationsPerCall, digits: 3)
                                            ),
                                        ])
                                    })
                            ),
                            ("noneFinished", .bool(run.noneFinished)),
                        ])
                    })
            ),
            (
                "staggeredScheduling",
                .object([
                    ("call", scheduling.call.json), ("batchTick", scheduling.batchTick.json),
                    ("queueTick", scheduling.queueTick.json), ("retarget", scheduling.retarget.json),
                    ("allocationsPerCall", .number(scheduling.allocationsPerCall, digits: 1)),
                    ("allocationsOnBatchTick", .number(scheduling.allocationsPerBatchTick, digits: 1)),
                    ("allocationsOnNextRowTick", .number(scheduling.allocationsPerNextRowTick, digits: 1)),
                    ("allocationsPerQueueTick", .number(scheduling.allocationsPerQueueTick, digits: 2)),
                    ("allocationsPerRetarget", .number(scheduling.allocationsPerRetarget, digits: 2)),
                ])
            ),
        ])
    }
}
