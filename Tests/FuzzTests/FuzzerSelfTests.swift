import Engine
import Testing

@testable import EngineFuzzing

/// The fuzzer can fail: a world changed behind the model's back is caught, and the failure is
/// shrunk to the few operations that matter.
@Suite struct FuzzerSelfTests {
    /// Fourteen operations that agree (computed, not stored: no global holds heap objects,
    /// which LeakSanitizer would report).
    static var operations: [FuzzOperation] {
        [
            .spawn, .spawn, .spawn,
            .setFloat(.spawned(1), 5),
            .animateFloat(.spawned(1), 10, animation: 0),
            .setVector(.spawned(0), SIMD2(1, 2)),
            .setParent(.spawned(2), .spawned(0)),
            .environmentLevel(.spawned(0), 3, animation: 11),
            .advance(ticks: 3),
            .frame(.forward(20_000_000)),
            .spawn,
            .advance(ticks: 5),
            .query(.float, actions: [QueryAction(visit: 0, operation: .despawn(.visited, recursive: false))]),
            .advance(ticks: 5),
        ]
    }

    @Test func theOperationsAgreeWhenNothingIsPlanted() {
        #expect(Fuzzer.replay(FuzzerSelfTests.operations, tickRate: 60) == nil)
    }

    @Test func aValueChangedBehindTheModelsBackIsCaught() throws {
        // From the ninth operation on, entity 0's vector is nudged by one ulp.
        let divergence = try #require(
            Fuzzer.replay(FuzzerSelfTests.operations, tickRate: 60) { session in
                guard session.step == 8, let entity = session.model.spawned.first,
                    let value = session.world.get(SIMD2<Float>.self, of: entity)
                else { return }
                session.world.set(SIMD2(value.x.nextUp, value.y), for: entity)
            })
        #expect(divergence.step == 9)
        #expect(divergence.message.contains("SIMD2<Float>"))
    }

    @Test func aFailureIsShrunkToTheOperationsThatMatter() throws {
        // A planted bug: once entity 1 has a Float, each tick the world loses its transition.
        let fault: (FuzzSession) -> Void = { session in
            guard session.model.spawned.count > 1, session.world.tick > 0 else { return }
            let entity = session.model.spawned[1]
            if session.world.isAnimating(Float.self, of: entity),
                let value = session.world.get(Float.self, of: entity)
            {
                session.world.set(value, for: entity)
            }
        }
        let shrunk = Fuzzer.shrink(FuzzerSelfTests.operations, tickRate: 60, budget: 10_000, fault: fault)
        let divergence = try #require(shrunk.divergence)
        #expect(divergence.message.contains("activeTransitionCount 0, expected 1"))
        // Two spawns, a set and an animation of entity 1, a tick, and one more operation before
        // which the fault strikes: of the fourteen, these six are all it takes.
        #expect(shrunk.operations.count == 6, "\(shrunk.operations)")
        #expect(shrunk.operations.contains { if case .animateFloat = $0 { true } else { false } })
    }

    @Test func aFailureReportNamesTheSeedAndTheCommandThatReproducesIt() {
        let failure = FuzzFailure(
            seed: 42, tickRate: 120,
            divergence: Divergence(step: 7, operation: "spawn()", message: "isAlive"),
            prefixLength: 7, shrunk: [.spawn], shrunkDivergence: nil)
        #expect(failure.description.contains("seed 42"))
        #expect(failure.description.contains("engine-fuzz --seed 42 --ops 7"))
        #expect(failure.description.contains("1. spawn()"))
    }
}
