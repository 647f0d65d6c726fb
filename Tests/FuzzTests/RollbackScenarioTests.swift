import EngineFuzzing
import Testing

/// Rollback against a straight run, in a game that reacts to events, over a network that
/// delays, reorders and duplicates (see ``RollbackScenario``).
@Suite("Rollback scenarios agree with a straight run")
struct RollbackScenarioTests {
    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func everyPeerConfirmsTheStraightRunsHashes(seed: UInt64) {
        let report = RollbackScenario.run(seed: seed, ticks: 150)
        #expect(report.failure == nil, "\(report.failure ?? "")")
        #expect(report.ticks == 150)
        #expect(report.rollbacks > 10)
        #expect(report.reactions > 5)
        #expect(report.comparedHashes == 150 * report.peers)
    }
}
