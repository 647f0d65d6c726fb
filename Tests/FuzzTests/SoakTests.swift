import EngineFuzzing
import Testing

/// The soak, short: two simulated minutes of 1,000 entities at 120 Hz, twice with different
/// frame sizes. The full day runs from `swift run -c release engine-fuzz --soak-day`.
@Suite struct SoakTests {
    @Test func twoMinutesOfRetargetingAndRespawningStayExactBoundedAndReproducible() {
        var soak = Soak(simulatedSeconds: 120)
        let first = soak.run()
        soak.frameSeed = 2
        let second = soak.run()
        for report in [first, second] {
            #expect(report.ticks == 14_400)
            #expect(report.ticks == report.expectedTicks)
            #expect(report.largestBytesAfterFirstMinute <= report.bytesAfterFirstMinute)
            #expect(report.nonFiniteValues == 0)
            #expect(report.respawns == 7_200)
            #expect(report.completions > 10_000)
        }
        #expect(first.frames != second.frames, "the runs split the ticks into different frames")
        #expect(first.stateHash == second.stateHash)
    }
}
