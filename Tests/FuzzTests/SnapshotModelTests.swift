import Engine
import Testing

@testable import EngineFuzzing

/// Snapshots and restores in the fuzzer: a fixed scenario that agrees with the model (stale
/// handles after a restore, a handle issued again, a restore asked for inside a query, a
/// snapshot taken inside one, a timeline brought back), and a restore the world skips behind
/// the model's back is caught.
@Suite struct SnapshotModelTests {
    /// A scenario of snapshots and restores (computed: no global holds heap objects).
    static var operations: [FuzzOperation] {
        [
            .spawn, .spawn,
            .animateFloat(.spawned(0), 10, animation: 0),
            .setVector(.spawned(1), SIMD2(1, 2)),
            .setParent(.spawned(1), .spawned(0)),
            .environmentLevel(.spawned(0), 3, animation: 11),
            .advance(ticks: 3),
            .snapshot(slot: 0),
            .spawn,  // e2: stale once snapshot 0 is restored
            .setLabel(.spawned(2), FuzzLabel(tag: 7)),
            .despawn(.spawned(0), recursive: true),
            .advance(ticks: 4),
            .restore(slot: 0),
            .spawn,  // e3: the handle e2 had, issued again
            .play(
                .float, .spawned(3),
                TimelineRecipe(
                    initialValue: SIMD2(0, 0),
                    parts: [.init(part: .move(to: SIMD2(1, 1), animation: 0), position: .next)]
                ), repeatCount: 2, autoreverses: true),
            .advance(ticks: 2),
            .query(
                .float,
                actions: [
                    QueryAction(visit: 0, operation: .snapshot(slot: 1)),
                    QueryAction(visit: 0, operation: .mutateVisited(42)),
                    QueryAction(visit: 1, operation: .restore(slot: 0)),
                ]),
            .advance(ticks: 5),
            .restore(slot: 1),
            .steer(.float, .spawned(3), .seekProgress(0.5)),
            .advance(ticks: 40),
            .restore(slot: 1),
            .restore(slot: 3),  // an empty slot: nothing
            .restoreForeign,
            .advance(ticks: 3),
        ]
    }

    @Test func theScenarioAgreesWithTheModel() throws {
        let session = FuzzSession(tickRate: 60)
        for operation in SnapshotModelTests.operations {
            try session.run(operation)
        }
        #expect(session.snapshotsTaken == 2 && session.restores == 4)
        // e2 and e3 are the same handle, alive again.
        let handles = session.model.spawned
        #expect(handles[2] == handles[3] && session.world.isAlive(handles[3]))
    }

    @Test func aRestoreTheWorldSkipsIsCaught() throws {
        // Before the thirteenth operation (the restore), the world is given another snapshot
        // of itself to restore: the model goes back, the world stays.
        let divergence = try #require(
            Fuzzer.replay(SnapshotModelTests.operations, tickRate: 60) { session in
                guard session.step == 12 else { return }
                session.snapshots[0] = session.world.snapshot()
            })
        #expect(divergence.step == 13)
        #expect(divergence.message.contains("after restore, stateHash()"), "\(divergence)")
    }
}
