import Testing
import TransitionCore

@Suite struct TickSamplerRunTests {
    /// Sampling a run gives, transition by transition, exactly what ``sample(ticks:)`` gives:
    /// the same progress bits (and impulse, for a spring), NaN where it gives nil: before the
    /// start, past the first cycle, for a start after `now`, and for every kind of sampler.
    @Test(arguments: [UInt64(60), 144, 1000])
    func runsAgreeWithSamplingOneByOne(tickRate: UInt64) {
        var animations: [Animation] = [
            .linear(duration: 0.35), .timingCurve(.steps(7, jump: .both), duration: 2),
            .timingCurve(.cubicBezier(0.3, 0.1, 0.2, 1.4), duration: 0.9),
            .timingCurve(.easeOutBounce, duration: 0.8).speed(1.5),
            .timingCurve(.easeInOutElastic, duration: 3).repeatCount(2),
            .easeInOut(duration: 0.5).delay(0.2), .timingCurve(.custom { $0 * $0 }, duration: 1),
            .spring(response: 0.4, dampingFraction: 0.6), .decay(Decay(timeConstant: 0.3)),
        ]
        for family in [PennerFamily.quad, .cubic, .quart, .quint] {
            for direction in [EasingDirection.easeIn, .easeOut, .easeInOut] {
                animations.append(.timingCurve(.penner(family, direction), duration: 0.75).speed(1.25))
            }
        }
        for animation in animations {
            for sampler in [
                Animation.TickSampler(animation, tickRate: tickRate),
                Animation.TickSampler(animation, tickRate: tickRate).withSampleTable(),
            ] {
                let now: UInt64 = 5_000
                let last = UInt64((animation.totalDuration * Double(tickRate)).rounded(.up)) + 3
                // Started 0...last ticks ago, then after `now` and at the far ends of the range.
                var starts = (0...min(last, now)).map { now - $0 }
                starts += [now + 1, now + 1_000, .max, 0, 1]
                var progress = [Float](repeating: 7, count: starts.count)
                var impulse = [Float](repeating: 7, count: starts.count)
                starts.withUnsafeBufferPointer { starts in
                    progress.withUnsafeMutableBufferPointer { progress in
                        impulse.withUnsafeMutableBufferPointer { impulse in
                            sampler.sample(
                                run: starts.count, startTicks: starts.baseAddress!, at: now,
                                progress: progress.baseAddress!, impulse: impulse.baseAddress!)
                        }
                    }
                }
                var answered = 0
                for (k, start) in starts.enumerated() {
                    let label = "\(animation) at \(tickRate) Hz, \(now &- start) ticks in"
                    guard let single = sampler.sample(ticks: now &- start) else {
                        #expect(progress[k].isNaN, "\(label)")
                        continue
                    }
                    answered += 1
                    #expect(progress[k].bitPattern == single.progress.bitPattern, "\(label)")
                    if sampler.isSpring {
                        #expect(impulse[k].bitPattern == single.impulse.bitPattern, "\(label)")
                    }
                }
                if animation.delay == 0, !isCustom(animation) {
                    #expect(answered > 0, "\(animation) answers in its first cycle")
                }
            }
        }
    }

    /// Whether `animation` runs a custom curve, which only the animation itself evaluates.
    func isCustom(_ animation: Animation) -> Bool {
        Animation.TickSampler(animation, tickRate: 60).sample(ticks: 1) == nil
    }

    /// A run of one transition, and an empty run, write nothing they should not.
    @Test func shortRunsWriteOnlyTheirOwnSlots() {
        let sampler = Animation.TickSampler(.easeInOut(duration: 1), tickRate: 60)
        var progress: [Float] = [7, 7]
        var impulse: [Float] = [7, 7]
        let starts: [UInt64] = [90, 0]
        starts.withUnsafeBufferPointer { starts in
            progress.withUnsafeMutableBufferPointer { progress in
                impulse.withUnsafeMutableBufferPointer { impulse in
                    sampler.sample(
                        run: 0, startTicks: starts.baseAddress!, at: 120, progress: progress.baseAddress!,
                        impulse: impulse.baseAddress!)
                    sampler.sample(
                        run: 1, startTicks: starts.baseAddress!, at: 120, progress: progress.baseAddress!,
                        impulse: impulse.baseAddress!)
                }
            }
        }
        #expect(progress[0] == sampler.sample(ticks: 30)?.progress)
        #expect(progress[1] == 7)
        #expect(impulse[1] == 7)
    }
}
