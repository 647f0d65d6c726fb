import BenchSupport

/// Section 12's table: the sync test's tick and a rollback session's tick with a silent peer.
func determinismRows(_ result: DeterminismResult) -> [String] {
    let tick = result.tick.median
    var lines = [
        "12. Determinism checks: SyncTest.advance at \(grouped(result.entities)) animated entities (every tick run",
        "    again N ticks later, state hashes compared), against world.advance() alone in the same world;",
        "    RollbackSession.advance at \(grouped(result.sessionEntities)) animated entities, the remote peer silent from the start",
        right("", 34) + right("ms per tick", 24) + right("× the tick", 12),
        right("world.advance()", 34) + right(describe(scaled(result.tick, by: 1e-6), 3), 24)
            + right("1.0", 12),
        right("world.stateHashes()", 34) + right(describe(scaled(result.hashes, by: 1e-6), 3), 24)
            + right(fixed(result.hashes.median / tick, 1), 12),
    ]
    for (distance, summary) in zip(DeterminismResult.distances, result.syncTest) {
        lines.append(
            right("sync test, N = \(distance)", 34) + right(describe(scaled(summary, by: 1e-6), 3), 24)
                + right(fixed(summary.median / tick, 1), 12))
    }
    let first = result.silentPeerTick.first?.median ?? 1
    for (mark, summary) in zip(DeterminismResult.silentTicks, result.silentPeerTick) {
        lines.append(
            right("session, ticks before \(grouped(mark))", 34)
                + right(describe(scaled(summary, by: 1e-6), 3), 24)
                + right(fixed(summary.median / first, 2) + "*", 12))
    }
    lines.append("    * the session's tick against its own at the first mark: flat is 1.0")
    return lines
}

extension DeterminismResult {
    /// The figures as JSON (times in ns).
    var json: JSON {
        .object([
            ("entities", .integer(entities)), ("tickNanoseconds", .summary(tick)),
            ("stateHashesNanoseconds", .summary(hashes)),
            (
                "syncTest",
                .array(
                    zip(Self.distances, syncTest).map { distance, summary in
                        .object([
                            ("checkDistance", .integer(distance)), ("nanosecondsPerTick", .summary(summary)),
                        ])
                    })
            ),
            ("sessionEntities", .integer(sessionEntities)),
            (
                "silentPeer",
                .array(
                    zip(Self.silentTicks, silentPeerTick).map { mark, summary in
                        .object([("beforeTick", .integer(mark)), ("nanosecondsPerTick", .summary(summary))])
                    })
            ),
        ])
    }
}
