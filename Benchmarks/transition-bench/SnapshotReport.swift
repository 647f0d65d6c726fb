import BenchSupport

/// Section 9's table: snapshot, the tick after one, and a rollback of eight ticks.
func snapshotRows(_ results: [SnapshotResult]) -> [String] {
    var lines = [
        "9. Snapshots: the advance world (every entity animating), saved and put back as a rollback session does;",
        "   snapshot: ns per world.snapshot(); bytes kept: the world's arrays a snapshot keeps once the world moves on;",
        "   tick: ns per advance(), alone and right after a snapshot (it copies what it writes);",
        "   rollback: restore(_:) and \(SnapshotResult.resimulatedTicks) ticks run again, ms",
        right("N", 10) + right("snapshot ns", 24) + right("bytes kept", 14) + right("tick µs", 28)
            + right("tick after snapshot µs", 28) + right("rollback ms", 24) + right("alloc/rollback", 16),
    ]
    for result in results {
        let rollback = scaled(result.rollback, by: 1e-6)
        lines.append(
            right(grouped(result.count), 10) + right(describe(result.take, 1), 24)
                + right(grouped(result.bytesKept), 14) + right(describe(scaled(result.tick, by: 1e-3), 1), 28)
                + right(describe(scaled(result.tickAfterSnapshot, by: 1e-3), 1), 28)
                + right(describe(rollback, 3), 24)
                + right(fixed(result.allocationsPerRollback, 0), 16))
    }
    return lines
}

/// `summary` with every figure multiplied by `factor`.
func scaled(_ summary: Summary, by factor: Double) -> Summary {
    Summary([summary.median * factor, summary.min * factor, summary.max * factor])
}

extension SnapshotResult {
    /// The figures as JSON (times in ns).
    var json: JSON {
        .object([
            ("count", .integer(count)), ("snapshotNanoseconds", .summary(take)),
            ("bytesKept", .integer(bytesKept)),
            ("tickNanoseconds", .summary(tick)),
            ("tickAfterSnapshotNanoseconds", .summary(tickAfterSnapshot)),
            ("rollbackNanoseconds", .summary(rollback)),
            ("resimulatedTicks", .integer(Self.resimulatedTicks)),
            ("allocationsPerRollback", .number(allocationsPerRollback, digits: 1)),
        ])
    }
}
