import EngineFuzzing
import Testing

/// The world against the reference model: random operations in lockstep, compared bit for bit
/// after every one. Twelve seeds of 2,000 operations with about a dozen living entities
/// (24,000 in all, a fifth of them playing or steering timelines, one in fifty taking a
/// snapshot and about as many restoring one, one in twenty making, pausing or scaling a clock
/// domain or moving an entity to one; every tick rate of ``Fuzzer/tickRates`` twice). The same
/// seeds six times as long, in release, are part of `scripts/test --long`; more with
/// `swift run -c release engine-fuzz --ops N --seed S`.
@Suite struct ModelFuzzTests {
    static let seeds: [UInt64] = Array(1...12)

    @Test(arguments: seeds)
    func theWorldAgreesWithTheModel(seed: UInt64) {
        let report = Fuzzer.run(seed: seed, operations: 2_000, population: 12)
        #expect(report.operations == 2_000)
        if let failure = report.failure {
            Issue.record("\(failure)")
        }
        #expect(report.ticks > 1_500, "the run exercised the transition system")
        #expect(report.spawned > 50, "the run spawned and despawned entities")
        #expect(report.timelineOperations > 200, "the run played and steered timelines")
        #expect(report.timelineTicks > 1_500 && report.timelineEvents > 5, "the timelines ran")
        #expect(report.snapshots > 10 && report.restores > 10, "the run took and restored snapshots")
        let domains = report.domains
        #expect(domains.made >= 2 && domains.moves > 5, "the run made domains and moved entities to them")
        #expect(
            domains.pauses > 2 && domains.resumes > 2 && domains.scaleChanges > 3,
            "the run paused, resumed and scaled domains")
        #expect(domains.refused > 2, "the run asked for what the world must refuse")
        #expect(
            domains.heldHashChecks > 100 && domains.motionTicks > 500,
            "moves and timelines ran on domains, and held domains' hashes were compared")
    }

    @Test func aSeedReplaysToTheSameState() {
        let first = Fuzzer.run(seed: 77, operations: 2_000)
        let second = Fuzzer.run(seed: 77, operations: 2_000)
        #expect(first.failure == nil && second.failure == nil)
        #expect(first.stateHash == second.stateHash)
        #expect(first.ticks == second.ticks)
        let other = Fuzzer.run(seed: 78, operations: 2_000)
        #expect(other.stateHash != first.stateHash)
    }
}
