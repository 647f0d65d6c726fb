import Testing
import TransitionCore

@Suite struct TickSamplerTests {
    /// Whenever the sampler answers, its answer is bit for bit `sample(at:)`'s; it answers for
    /// every tick of a curve before it finishes and for none from then on.
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

    /// Between ticks, as a presentation samples, the sampler's answers are `sample(at:)`'s bit
    /// for bit too, and it answers for most of the first cycle.
    @Test(arguments: [UInt64(60), 144])
    func agreesBetweenTicks(tickRate: UInt64) {
        let animations: [Animation] = [
            .linear(duration: 0.35), .timingCurve(.easeInOutCubic, duration: 10), .easeOut(duration: 1.7),
            .timingCurve(.easeOutBounce, duration: 0.8).speed(1.5),
            .timingCurve(.steps(7, jump: .both), duration: 2), .spring(response: 0.4, dampingFraction: 0.6),
        ]
        let alphas: [Double] = [0, 0.25, 0.5, 0.999, 1, 1.0 / 3]
        for animation in animations {
            let sampler = Animation.TickSampler(animation, tickRate: tickRate)
            var answered = 0
            let ticks = UInt64((animation.totalDuration * Double(tickRate)).rounded(.up)) + 5
            for tick in 0...ticks {
                for alpha in alphas {
                    let time = Double(tick) + alpha
                    let withinTick = sampler.sample(ticks: tick, alpha: alpha)
                    #expect(
                        withinTick == sampler.sample(tickTime: time, after: tick), "tick \(tick) + \(alpha)")
                    guard let fast = sampler.sample(tickTime: time, after: tick) else { continue }
                    answered += 1
                    let reference = animation.sample(at: time / Double(tickRate))
                    #expect(fast == reference, "tick \(tick) + \(alpha) at \(tickRate) Hz")
                }
            }
            #expect(answered > Int(ticks) * alphas.count / 2)
        }
        let sampler = Animation.TickSampler(.linear(duration: 1), tickRate: 60)
        #expect(sampler.sample(tickTime: 12.5, after: 11) == nil, "a time outside its tick")
        #expect(sampler.sample(tickTime: 0.5, after: 0) == nil, "before the first tick")
        #expect(sampler.sample(tickTime: 59.5, after: 59) == nil, "the last tick's interval ends the cycle")
    }

    /// A spring's samples come from a table made with the sampler for its first ticks and are
    /// computed past it: `sample(at:)`'s bits on both sides of the table's end; copies of the
    /// sampler share one table.
    @Test func aSpringReadsItsTableAndComputesPastIt() throws {
        let slow = Animation.spring(response: 40, dampingFraction: 0.9)
        #expect(Animation.TickSampler(slow, tickRate: 60).sampleTable == nil, "made on demand")
        let sampler = Animation.TickSampler(slow, tickRate: 60).withSampleTable()
        let table = try #require(sampler.sampleTable)
        let tableTicks = table.byteCount / MemoryLayout<SIMD2<Float>>.stride
        #expect(tableTicks > 100)
        for tick in UInt64(1)...UInt64(tableTicks + 200) {
            let fast = try #require(sampler.sample(ticks: tick), "tick \(tick)")
            #expect(fast == slow.sample(at: Double(tick) / 60), "tick \(tick)")
        }
        let copy = sampler
        #expect(copy.sampleTable?.identity == table.identity)
        #expect(copy.withSampleTable().sampleTable?.identity == table.identity, "made once")
        #expect(
            Animation.TickSampler(.easeIn(duration: 1), tickRate: 60).withSampleTable().sampleTable == nil)
    }

    /// A decay's samples come from its table too, with `sample(at:)`'s bits on both sides of
    /// the table's end and until the move settles.
    @Test func aDecayReadsItsTableAndComputesPastIt() throws {
        let slow = Animation.decay(Decay(timeConstant: 8))
        let sampler = Animation.TickSampler(slow, tickRate: 60).withSampleTable()
        let table = try #require(sampler.sampleTable)
        let tableTicks = table.byteCount / MemoryLayout<SIMD2<Float>>.stride
        #expect(tableTicks == 1_024)
        var ticks: UInt64 = 1
        while let fast = sampler.sample(ticks: ticks) {
            #expect(fast == slow.sample(at: Double(ticks) / 60), "tick \(ticks)")
            ticks += 1
        }
        #expect(ticks > UInt64(tableTicks) + 100, "computed past the table")
        #expect(slow.sample(at: Double(ticks) / 60).isFinished)
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
