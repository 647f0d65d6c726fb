import BenchSupport

/// Every figure of one run, printed as tables or as JSON.
struct Report {
    /// The build, the machine, the runs per figure and the allocation counter's check.
    let runDescription: RunDescription
    /// Whether the engine's fast path agreed with `Animation.sample(at:)` bit for bit.
    let samplerCheck: SamplerCheckResult
    /// Sections 1 to 3, one per entity count.
    let advance: [AdvanceResult]
    /// Section 4, one per entity count.
    let mixed: [MixedLoadResult]
    /// Section 5, unless left out.
    let environment: EnvironmentResult?
    /// Section 7, unless left out.
    let scaling: ScalingResult?
    /// Section 8, one per entity count.
    let reads: [ReadResult]
    /// Section 9, one per entity count.
    let snapshots: [SnapshotResult]
    /// Section 10, unless left out.
    let motion: MotionResult?
    /// Section 11, one per entity count.
    let cInterface: [CInterfaceResult]
    /// Section 12, unless left out.
    let determinism: DeterminismResult?
    /// Section 13, one per entity count.
    let kinds: [KindsResult]

    /// The performance targets against these figures.
    var targets: [Target] {
        Target.all(
            advance: advance, mixed: mixed, read: reads, snapshots: snapshots, motion: motion)
            + Target.kinds(kinds)
    }

    /// The human-readable tables.
    func text() -> String {
        var lines = runDescription.lines
        lines.append(
            "tick sampler vs Animation.sample(at:): \(grouped(samplerCheck.mismatches)) of "
                + "\(grouped(samplerCheck.answered)) fast samples differ "
                + "(\(grouped(samplerCheck.checked)) checked)")
        lines.append("")

        if !advance.isEmpty {
            lines.append(
                "1-3. Advance: world.advance(), 8-float component, easeInOutCubic over 600 ticks,")
            lines.append(
                "     staggered starts; ns per transition per tick; C loops over the same data and math,")
            lines.append(
                "     and the limit: C structure of arrays, float time from 32-bit start ticks, vectorised"
                    + (advance.first?.limitUsesAVX2 == true ? " (AVX2)" : ""))
            lines.append(
                right("N", 10) + right("ticks/run", 10) + right("engine", 22)
                    + right("C array of structs", 22)
                    + right("C struct of arrays", 22) + right("C limit", 20) + right("/AoS", 7)
                    + right("/SoA", 7) + right("/limit", 7)
                    + right("alloc/tick", 11)
                    + right("bytes/entity", 13))
            for run in advance {
                lines.append(
                    right(grouped(run.count), 10) + right(String(run.ticksPerRun), 10)
                        + right(describe(run.engine), 22)
                        + right(describe(run.cArrayOfStructs), 22)
                        + right(describe(run.cStructureOfArrays), 22) + right(describe(run.cLimit), 20)
                        + right(fixed(run.ratioToArrayOfStructs, 2), 7)
                        + right(fixed(run.ratioToStructureOfArrays, 2), 7)
                        + right(fixed(run.ratioToLimit, 2), 7)
                        + right(fixed(run.allocationsPerTick, 1), 11)
                        + right(fixed(run.bytesPerEntity, 1), 13))
            }
            let difference = advance.map(\.maximumDifference).max() ?? 0
            let unfinished = advance.allSatisfy { $0.activeAfterRuns == $0.count }
            lines.append(
                "     engine and C values agree within \(difference) at the same tick; "
                    + (unfinished ? "no transition finished while measured" : "SOME TRANSITIONS FINISHED"))
            lines.append(
                "     the same world on two threads, TickParallelism(threads: 2) (one below 65,536 running):")
            lines.append(
                right("N", 10) + right("one thread", 22) + right("two threads", 22) + right("/one", 7)
                    + right("alloc/tick", 11) + right("C limit, two threads", 22) + right("/one", 7))
            for run in advance {
                lines.append(
                    right(grouped(run.count), 10) + right(describe(run.engine), 22)
                        + right(describe(run.engineTwoThreads), 22)
                        + right(fixed(run.twoThreadsOverOne, 2), 7)
                        + right(fixed(run.allocationsPerTickTwoThreads, 1), 11)
                        + right(describe(run.cLimitTwoThreads), 22)
                        + right(fixed(run.limitTwoThreadsOverOne, 2), 7))
            }
            lines.append(
                "     bytes per entity once world.reserveEntityCapacity(N) and reserveCapacity(N, for:) ran: "
                    + advance.map { fixed($0.bytesPerEntityReserved, 1) }.joined(separator: " / "))
            lines.append("")

        }
        if !mixed.isEmpty {
            lines.append(
                "4. Mixed load: per tick 10 % retargeted, 1 % despawned and spawned, a quarter on springs")
            lines.append(
                right("N", 10) + right("ticks/run", 10) + right("ns per entity per tick", 26)
                    + right("alloc/tick", 11))
            for run in mixed {
                lines.append(
                    right(grouped(run.count), 10) + right(String(run.ticksPerRun), 10)
                        + right(describe(run.perEntity), 26)
                        + right(fixed(run.allocationsPerTick, 1), 11))
            }
            lines.append("")

        }
        if let environment {
            lines.append(
                "5. Environment: world.environment(\\.key, of: leaf) for \(grouped(environment.leaves)) leaves, "
                    + "\(environment.depth) levels, animating at the root")
            lines.append(right("ns per lookup", 26) + right("alloc/lookup", 14))
            lines.append(
                right(describe(environment.perLookup, 1), 26)
                    + right(fixed(environment.allocationsPerLookup, 2), 14))
            lines += environmentSiblingRows(environment, reads: reads)
            lines.append("")

        }
        if let scaling {
            lines.append(
                "7. Scaling: ns per item at sizes doubling; ratio: ns per item over the size before "
                    + "(1.00 linear, 2.00 quadratic)")
            lines += scalingRows("hierarchy, one parent's children", scaling.hierarchy)
            lines += scalingRows("timeline building, SIMD2<Float>", scaling.timeline)
            lines += scalingRows("environment, a chain, the root animating", [scaling.environment])
            let read = scaling.environmentPerRead
            lines.append(
                "   one read at depth \(grouped(scaling.environment.sizes.last ?? 0)): "
                    + "\(fixed(read.median / 1_000, 1)) µs (\(fixed(read.min / 1_000, 1))–\(fixed(read.max / 1_000, 1)))"
            )
            lines += scalingRows("motion paths built, SIMD2<Float>", scaling.paths)
            lines.append(
                "   (path sizes grow tenfold or a hundredfold, not doubling: a ratio of 1.00 is linear)")
            let additive = scaling.additive
            lines.append(
                "   additive, one animate(_:by:) per entity per tick (0.5 s easeOutCubic, ~30 running), "
                    + "\(grouped(additive.entities)) entities, ns per entity per tick:")
            lines.append(
                "   after \(AdditiveScalingBenchmark.moveTicks + 2) ticks \(describe(additive.fresh, 1)), "
                    + "after \(grouped(AdditiveScalingBenchmark.history)) ticks \(describe(additive.aged, 1)); "
                    + "ratio \(fixed(additive.ratio, 2)) (1.00: finished moves cost nothing)")
            lines.append("")

        }
        if !reads.isEmpty {
            lines += readRows(reads)
            lines.append("")

        }
        if !snapshots.isEmpty {
            lines += snapshotRows(snapshots)
            lines.append("")
        }
        if let motion {
            lines += motionRows(motion, advance: advance)
            lines.append("")
        }
        if !cInterface.isEmpty {
            lines += cInterfaceRows(cInterface)
            lines.append("")
        }
        if let determinism {
            lines += determinismRows(determinism)
            lines.append("")
        }
        if !kinds.isEmpty {
            lines += kindsRows(kinds)
            lines.append("")
        }
        lines.append("Targets")
        lines += targets.map(\.row)
        return lines.joined(separator: "\n")
    }

    /// The same figures as one JSON object.
    func json() -> JSON {
        .object(
            runDescription.json + [
                (
                    "samplerCheck",
                    .object([
                        ("checked", .integer(samplerCheck.checked)),
                        ("answered", .integer(samplerCheck.answered)),
                        ("mismatches", .integer(samplerCheck.mismatches)),
                    ])
                ),
                ("unit", .string("ns; summaries are median, min and max over the runs")),
                (
                    "advance",
                    .array(
                        advance.map { run in
                            .object([
                                ("entities", .integer(run.count)), ("ticksPerRun", .integer(run.ticksPerRun)),
                                ("engineNsPerTransitionTick", .summary(run.engine)),
                                ("cArrayOfStructsNsPerTransitionTick", .summary(run.cArrayOfStructs)),
                                ("cStructureOfArraysNsPerTransitionTick", .summary(run.cStructureOfArrays)),
                                ("engineOverArrayOfStructs", .number(run.ratioToArrayOfStructs, digits: 3)),
                                (
                                    "engineOverStructureOfArrays",
                                    .number(run.ratioToStructureOfArrays, digits: 3)
                                ),
                                ("cLimitNsPerTransitionTick", .summary(run.cLimit)),
                                ("limitUsesAVX2", .bool(run.limitUsesAVX2)),
                                ("engineOverLimit", .number(run.ratioToLimit, digits: 3)),
                                ("engineTwoThreadsNsPerTransitionTick", .summary(run.engineTwoThreads)),
                                ("twoThreadsOverOne", .number(run.twoThreadsOverOne, digits: 3)),
                                ("cLimitTwoThreadsNsPerTransitionTick", .summary(run.cLimitTwoThreads)),
                                ("limitTwoThreadsOverOne", .number(run.limitTwoThreadsOverOne, digits: 3)),
                                (
                                    "allocationsPerTickTwoThreads",
                                    .number(run.allocationsPerTickTwoThreads, digits: 2)
                                ),
                                ("allocationsPerTick", .number(run.allocationsPerTick, digits: 2)),
                                ("bytesPerEntity", .number(run.bytesPerEntity, digits: 2)),
                                ("bytesPerEntityReserved", .number(run.bytesPerEntityReserved, digits: 2)),
                                ("maximumDifferenceFromC", .number(Double(run.maximumDifference), digits: 6)),
                                ("activeAfterRuns", .integer(run.activeAfterRuns)),
                            ])
                        })
                ),
                (
                    "mixedLoad",
                    .array(
                        mixed.map { run in
                            .object([
                                ("entities", .integer(run.count)), ("ticksPerRun", .integer(run.ticksPerRun)),
                                ("nsPerEntityTick", .summary(run.perEntity)),
                                ("allocationsPerTick", .number(run.allocationsPerTick, digits: 2)),
                                ("activeAfterRuns", .integer(run.activeAfterRuns)),
                            ])
                        })
                ),
                (
                    "environment",
                    environment.map { environment in
                        .object([
                            ("leaves", .integer(environment.leaves)), ("depth", .integer(environment.depth)),
                            ("nsPerLookup", .summary(environment.perLookup)),
                            ("allocationsPerLookup", .number(environment.allocationsPerLookup, digits: 3)),
                            ("siblings", .integer(environment.siblings)),
                            ("nsPerSiblingRead", .summary(environment.perSiblingRead)),
                            (
                                "nsPerSiblingReadAfterSetParent",
                                .summary(environment.perSiblingReadAfterChange)
                            ),
                            (
                                "allocationsPerSiblingRead",
                                .number(environment.allocationsPerSiblingRead, digits: 3)
                            ),
                        ])
                    } ?? .null
                ),
                (
                    "scaling",
                    scaling.map { scaling in
                        .object([
                            ("hierarchy", .array(scaling.hierarchy.map(\.json))),
                            ("timeline", .array(scaling.timeline.map(\.json))),
                            ("environment", scaling.environment.json),
                            ("environmentNsPerReadAtDeepest", .summary(scaling.environmentPerRead)),
                            ("paths", .array(scaling.paths.map(\.json))),
                            (
                                "additive",
                                .object([
                                    ("entities", .integer(scaling.additive.entities)),
                                    ("nsPerEntityTickFresh", .summary(scaling.additive.fresh)),
                                    ("nsPerEntityTickAfter12000", .summary(scaling.additive.aged)),
                                ])
                            ),
                        ])
                    } ?? .null
                ),
                ("read", .array(reads.map(\.json))),
                ("snapshots", .array(snapshots.map(\.json))),
                ("motion", motion?.json ?? .null),
                ("cInterface", .array(cInterface.map(\.json))),
                ("determinism", determinism?.json ?? .null),
                ("kinds", .array(kinds.map(\.json))),
                ("targets", .array(targets.map(\.json))),
            ])
    }
}

/// Section 8's lines: a header, then per entity count one row per measure.
/// Section 5's rows for many children of one parent, with their ratio to the 8-float tick of
/// section 8 at its smallest N.
private func environmentSiblingRows(_ environment: EnvironmentResult, reads: [ReadResult]) -> [String] {
    let tick = reads.first?.figures.first { $0.measure == .tick }?.perEntity.median
    func ratio(_ summary: Summary) -> String { tick.map { fixed(summary.median / $0, 2) } ?? "-" }
    return [
        "   \(grouped(environment.siblings)) children of one parent, each \(environment.depth) levels under the "
            + "animating root, read in turn; /tick: over section 8's 8-float tick at N = "
            + (reads.first.map { grouped($0.count) } ?? "-"),
        left("", 48) + right("ns per read", 24) + right("/tick", 7) + right("alloc/read", 11),
        left("   every child, read again", 48) + right(describe(environment.perSiblingRead, 1), 24)
            + right(ratio(environment.perSiblingRead), 7)
            + right(fixed(environment.allocationsPerSiblingRead, 2), 11),
        left("   every child, after a parent moves elsewhere", 48)
            + right(describe(environment.perSiblingReadAfterChange, 1), 24)
            + right(ratio(environment.perSiblingReadAfterChange), 7)
            + right(fixed(environment.allocationsPerSiblingRead, 2), 11),
    ]
}

private func readRows(_ read: [ReadResult]) -> [String] {
    var lines = [
        "8. Read: the worlds read through the public API, every entity animating; ns per entity, and",
        "   its ratio to the 8-float tick (world.advance() as in 1-3, timed again in this run at this N);",
        "   alloc/call: per advance() or query(), else per read of one entity; samples interleaved",
        "   environment: each leaf's parent ends a chain of \(ReadScene.intermediateLevels) entities under the "
            + "animating root, \(ReadScene.leavesPerChain) leaves a chain",
        right("N", 10) + "  " + left("call on the world", 60) + right("ns per entity", 24) + right("/tick", 7)
            + right("alloc/call", 11),
    ]
    for run in read {
        for (index, figure) in run.figures.enumerated() {
            lines.append(
                right(index == 0 ? grouped(run.count) : "", 10) + "  " + left(figure.measure.call, 60)
                    + right(describe(figure.perEntity), 24) + right(fixed(figure.ratioToTick, 2), 7)
                    + right(fixed(figure.allocationsPerCall, 2), 11))
        }
    }
    let unfinished = read.allSatisfy(\.noneFinished)
    for run in read {
        lines.append(
            "   a sample at N = \(grouped(run.count)): \(run.ticksPerSample) ticks (after \(run.warmUpTicks) untimed) "
                + "or \(run.passesPerSample) \(run.passesPerSample == 1 ? "pass" : "passes")")
    }
    lines.append(
        "   "
            + (unfinished ? "no transition finished while measured" : "SOME TRANSITIONS FINISHED"))
    return lines
}

extension ReadResult {
    /// The figures at this entity count as JSON.
    var json: JSON {
        .object([
            ("entities", .integer(count)), ("ticksPerRun", .integer(ticksPerSample)),
            ("passesPerRun", .integer(passesPerSample)),
            ("untimedTicksBeforeTickRuns", .integer(warmUpTicks)),
            ("activeAfterRuns", .integer(activeAfterRuns.rects)),
            ("colorActiveAfterRuns", .integer(activeAfterRuns.colors)),
            (
                "figures",
                .array(
                    figures.map { figure in
                        .object([
                            ("read", .string(figure.measure.name)), ("call", .string(figure.measure.call)),
                            ("nsPerEntity", .summary(figure.perEntity)),
                            ("ratioToTick", .number(figure.ratioToTick, digits: 3)),
                            ("allocationsPerCall", .number(figure.allocationsPerCall, digits: 3)),
                        ])
                    })
            ),
        ])
    }
}

/// Section 7's table rows for `series`, under a header naming the sizes.
private func scalingRows(_ title: String, _ series: [ScalingSeries]) -> [String] {
    guard let sizes = series.first?.sizes else { return [] }
    var lines = [
        "   " + left(title, 44) + right("ns per", 16) + sizes.map { right("N = " + grouped($0), 26) }.joined()
            + right("ratios", 12)
    ]
    for run in series {
        lines.append(
            "   " + left(run.name, 44) + right(run.unit, 16)
                + run.perItem.map { right(describe($0, 1), 26) }.joined()
                + right(run.ratios.map { fixed($0, 2) }.joined(separator: " "), 12))
    }
    return lines
}

extension ScalingSeries {
    /// The series as JSON: its name, unit, and per size the ns per item.
    var json: JSON {
        .object([
            ("operation", .string(name)), ("unit", .string(unit)),
            (
                "sizes",
                .array(
                    zip(sizes, perItem).map { size, summary in
                        .object([("items", .integer(size)), ("nsPerItem", .summary(summary))])
                    })
            ),
            ("ratios", .array(ratios.map { .number($0, digits: 3) })),
        ])
    }
}
