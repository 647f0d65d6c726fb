import Testing
import TransitionCore

@Suite struct TickSamplerTests {
    /// Whenever the sampler answers, its answer is bit for bit `sample(at:)`'s; it answers for
    /// almost every tick of a plain first cycle and for none once the cycle is over.
    @Test(arguments: [UInt64(60), 120, 144, 1000])
    func agreesWithSamplingBySeconds(tickRate: UInt64) {
        let animations: [Animation] = [
            .linear(duration: 0.35), .timingCurve(.easeInOutCubic, duration: 10), .easeOut(duration: 1.7),
            .timingCurve(.easeOutBounce, duration: 0.8).speed(1.5),
            .timingCurve(.steps(7, jump: .both), duration: 2),
            .spring(response: 0.4, dampingFraction: 0.6),
            .timingCurve(.easeInOutElastic, duration: 3).repeatCount(2),
        ]
        for animation in animations {
            let sampler = Animation.TickSampler(animation, tickRate: tickRate)
            var answered = 0
            let ticks = UInt64((animation.totalDuration * Double(tickRate)).rounded(.up)) + 5
            for tick in 0...ticks {
                guard let fast = sampler.sample(ticks: tick) else { continue }
                answered += 1
                let reference = animation.sample(at: Double(tick) / Double(tickRate))
                #expect(fast == reference, "tick \(tick) at \(tickRate) Hz")
            }
            #expect(answered > 0)
        }
    }

    @Test func delayedAndCustomAnimationsAreLeftToTheAnimation() {
        let delayed = Animation.TickSampler(.linear(duration: 1).delay(0.5), tickRate: 60)
        #expect(delayed.sample(ticks: 40) == nil)
        let custom = Animation.TickSampler(.timingCurve(.custom { $0 * $0 }, duration: 1), tickRate: 60)
        #expect(custom.sample(ticks: 30) == nil)
        let instant = Animation.TickSampler(.linear(duration: 0), tickRate: 60)
        #expect(instant.sample(ticks: 1) == nil)
    }
}
