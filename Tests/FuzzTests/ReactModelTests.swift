import Engine
import Testing

@testable import EngineFuzzing

/// A system that reacts to events, in the fuzzer: a finish read before a snapshot and again
/// after restoring it starts the same move both times, as the model says, and a model that
/// forgets the last tick's events is caught at the reaction.
@Suite struct ReactModelTests {
    /// A move that finishes on tick 3, a snapshot then, a reaction, a restore, a reaction again
    /// (computed: no global holds heap objects).
    static var operations: [FuzzOperation] {
        [
            .spawn,
            .setFloat(.spawned(0), 0),
            .animateFloat(.spawned(0), 10, animation: 2),  // .easeIn(duration: 0.05): 3 ticks at 60 Hz
            .advance(ticks: 3),
            .snapshot(slot: 0),
            .react(ticks: 1, animation: 0),
            .advance(ticks: 5),
            .restore(slot: 0),
            .react(ticks: 2, animation: 2),
        ]
    }

    @Test func aRestoredFinishIsReactedToAgain() throws {
        let session = FuzzSession(tickRate: 60)
        for operation in ReactModelTests.operations {
            try session.run(operation)
        }
        #expect(session.reactions == 2)
        #expect(
            session.world.tick == 5 && session.world.isAnimating(Float.self, of: session.model.spawned[0]))
    }

    @Test func aModelThatForgetsTheLastTicksEventsIsCaught() throws {
        let divergence = try #require(
            Fuzzer.replay(ReactModelTests.operations, tickRate: 60) { session in
                guard session.step == 8 else { return }
                session.model.lastTickEvents = ([], [])
            })
        #expect(divergence.step == 9)
        #expect(divergence.message.contains("a system saw the last tick's finishes"), "\(divergence)")
    }
}
