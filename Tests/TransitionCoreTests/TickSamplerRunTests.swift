import Testing
import TransitionCore

@Suite struct TickSamplerRunTests {
    /// Sampling a run gives, transition by transition, exactly what ``sample(ticks:)`` gives:
    /// the same progress bits (and impulse, for a spring), NaN where it gives nil: before the
    /// start, past the end (or a spring's first cycle), for a start after `now`, and for every kind of sampler;
    /// with `now` near the base the offsets count from and at the top of the offsets' range.
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
                for now in [UInt64(5_000), UInt64(UInt16.max)] {
                    runAgrees(sampler, animation, now: now, tickRate: tickRate)
                }
            }
        }
    }

    /// ``runsAgreeWithSamplingOneByOne(tickRate:)`` for one sampler at `now`.
    func runAgrees(_ sampler: Animation.TickSampler, _ animation: Animation, now: UInt64, tickRate: UInt64) {
        let last = UInt64((animation.totalDuration * Double(tickRate)).rounded(.up)) + 3
        // Started 0...last ticks ago, then after `now` and at the far ends of the range.
        var starts = (0...min(last, now)).map { UInt16(now - $0) }
        starts += [UInt16(truncatingIfNeeded: now &+ 1), UInt16(truncatingIfNeeded: now &+ 1_000)]
        starts += [.max, 0, 1]
        var progress = [Float](repeating: 7, count: starts.count)
        var impulse = [Float](repeating: 7, count: starts.count)
        starts.withUnsafeBufferPointer { starts in
            progress.withUnsafeMutableBufferPointer { progress in
                impulse.withUnsafeMutableBufferPointer { impulse in
                    sampler.sample(
                        run: starts.count, startOffsets: starts.baseAddress!, at: now,
                        progress: progress.baseAddress!, impulse: impulse.baseAddress!)
                }
            }
        }
        var answered = 0
        // Ticks where the run differs; described only if some do.
        var differing: [UInt64] = []
        for (k, start) in starts.enumerated() {
            let ticks = now &- UInt64(start)
            guard let single = sampler.sample(ticks: ticks) else {
                if !progress[k].isNaN { differing.append(ticks) }
                continue
            }
            answered += 1
            if progress[k].bitPattern != single.progress.bitPattern
                || (sampler.isSpring && impulse[k].bitPattern != single.impulse.bitPattern)
            {
                differing.append(ticks)
            }
        }
        #expect(differing.isEmpty, "\(animation) at \(tickRate) Hz differs at ticks \(differing.prefix(8))")
        if animation.delay == 0, !isCustom(animation) {
            #expect(answered > 0, "\(animation) answers in its first cycle")
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
        let starts: [UInt16] = [90, 0]
        starts.withUnsafeBufferPointer { starts in
            progress.withUnsafeMutableBufferPointer { progress in
                impulse.withUnsafeMutableBufferPointer { impulse in
                    sampler.sample(
                        run: 0, startOffsets: starts.baseAddress!, at: 120, progress: progress.baseAddress!,
                        impulse: impulse.baseAddress!)
                    sampler.sample(
                        run: 1, startOffsets: starts.baseAddress!, at: 120, progress: progress.baseAddress!,
                        impulse: impulse.baseAddress!)
                }
            }
        }
        #expect(progress[0] == sampler.sample(ticks: 30)?.progress)
        #expect(progress[1] == 7)
        #expect(impulse[1] == 7)
    }
}
