import EngineFuzzing
import Testing

/// The world against the reference model: random operations in lockstep, compared bit for bit
/// after every one. Twelve seeds of 12,000 operations with about a dozen living entities
/// (144,000 in all, a fifth of them playing or steering timelines, one in fifty taking a
/// snapshot and about as many restoring one, one in twenty making, pausing or scaling a clock
/// domain or moving an entity to one; every tick rate of ``Fuzzer/tickRates`` twice); more with
/// `swift run -c release engine-fuzz --ops N --seed S`.
@Suite struct ModelFuzzTests {
    static let seeds: [UInt64] = Array(1...12)

    @Test(arguments: seeds)
    func theWorldAgreesWithTheModel(seed: UInt64) {
        let report = Fuzzer.run(seed: seed, operations: 12_000, population: 12)
        #expect(report.operations == 12_000)
        if let failure = report.failure {
            Issue.record("\(failure)")
        }
        #expect(report.ticks > 8_000, "the run exercised the transition system")
        #expect(report.spawned > 400, "the run spawned and despawned entities")
        #expect(report.timelineOperations > 1_500, "the run played and steered timelines")
        #expect(report.timelineTicks > 10_000 && report.timelineEvents > 50, "the timelines ran")
        #expect(report.snapshots > 100 && report.restores > 100, "the run took and restored snapshots")
        let domains = report.domains
        #expect(domains.made >= 3 && domains.moves > 100, "the run made domains and moved entities to them")
        #expect(
            domains.pauses > 20 && domains.resumes > 20 && domains.scaleChanges > 50,
            "the run paused, resumed and scaled domains")
        #expect(domains.refused > 20, "the run asked for what the world must refuse")
        #expect(
            domains.heldHashChecks > 1_000 && domains.motionTicks > 2_000,
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
