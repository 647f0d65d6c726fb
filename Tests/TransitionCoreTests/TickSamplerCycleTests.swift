import Testing

@testable import TransitionCore

@Suite struct TickSamplerCycleTests {
    /// Seeded random curve animations of every kind the sampler computes itself, repeated 2,
    /// 3, 7 times or for ever, with and without reversing, at several speeds and tick rates,
    /// over cycles a whole number of ticks long and not: wherever `sample(ticks:)`,
    /// `sample(ticks:alpha:)` and a run answer, they give `sample(at:)`'s bits, on every tick
    /// before the animation finishes, from its first cycle to millions of cycles in; the tick it
    /// finishes on is left to the animation. The cycle position alone (one multiplication)
    /// vouches for about 97 ticks in 100 of the first thousand cycles of these animations, many
    /// of whose cycles last a few ticks or less than one, so that a cycle's end, replayed by
    /// `sample(at:)`'s operations, comes often; millions of cycles in, for about 4 in 5.
    @Test(arguments: 0..<4)
    func sweepAgreesBitForBit(part: Int) {
        var random = SeededRandom(seed: 0x5EED_0000 + UInt64(part))
        var (ends, anywhere, far) = (Tally(), Tally(), Tally())
        for _ in 0..<60 {
            let (animation, tickRate) = Self.randomAnimation(&random)
            let sampler = Animation.TickSampler(animation, tickRate: tickRate)
            let cycle = Self.ticksPerCycle(animation, tickRate)
            for window in Self.windows(of: animation, tickRate: tickRate, &random) {
                let tally = check(sampler, animation, tickRate: tickRate, ticks: window, &random)
                if window.lowerBound < cycle * 1_000 { ends.add(tally) } else { far.add(tally) }
            }
            // Single ticks anywhere in the first thousand cycles.
            let last = min(animation.lengthInTicks(tickRate: tickRate) ?? .max, cycle * 1_000)
            for _ in 0..<2_000 {
                let tick = 1 + random.next() % last
                anywhere.add(check(sampler, animation, tickRate: tickRate, ticks: tick...tick, &random))
            }
        }
        #expect(ends.ticks > 30_000 && anywhere.ticks > 100_000 && far.ticks > 5_000)
        // Most replayed ticks around the ends of cycles are the last of a cycle a whole number
        // of ticks long, or of cycles shorter than a tick.
        #expect(ends.replayed * 25 < ends.ticks, "\(ends.replayed) of \(ends.ticks) replayed")
        #expect(anywhere.replayed * 25 < anywhere.ticks, "\(anywhere.replayed) of \(anywhere.ticks) replayed")
        // The position's error grows with the cycle number: millions of cycles in, a fraction
        // near the midpoint between two floats is no longer rare.
        #expect(far.replayed * 4 < far.ticks, "\(far.replayed) of \(far.ticks) replayed")
    }

    /// Ticks checked and those the cycle position could not vouch for.
    struct Tally {
        var ticks = 0
        var replayed = 0

        mutating func add(_ other: Tally) {
            ticks += other.ticks
            replayed += other.replayed
        }
    }

    /// Checks `sampler` against `animation` on `ticks`, one by one, between ticks and as one run.
    func check(
        _ sampler: Animation.TickSampler, _ animation: Animation, tickRate: UInt64,
        ticks: ClosedRange<UInt64>,
        _ random: inout SeededRandom
    ) -> Tally {
        let rate = Double(tickRate)
        var tally = Tally()
        var differing: [String] = []
        for tick in ticks {
            let reference = animation.sample(at: Double(tick) / rate)
            let fast = sampler.sample(ticks: tick)
            if reference.isFinished || tick == 0 {
                if fast != nil { differing.append("tick \(tick) answered") }
                continue
            }
            tally.ticks += 1
            if sampler.fastCurveSample(time: Double(tick)) == nil { tally.replayed += 1 }
            if fast?.progress.bitPattern != reference.progress.bitPattern { differing.append("tick \(tick)") }
            let alpha = random.unit()
            let between = sampler.sample(ticks: tick, alpha: alpha)
            let next = animation.sample(at: Double(tick + 1) / rate)
            if next.isFinished {
                if between != nil { differing.append("tick \(tick) + \(alpha) answered") }
            } else {
                let expected = animation.sample(at: (Double(tick) + alpha) / rate)
                if between?.progress.bitPattern != expected.progress.bitPattern {
                    differing.append("tick \(tick) + \(alpha)")
                }
            }
        }
        differing += runDiffers(sampler, animation, tickRate: tickRate, ticks: ticks)
        #expect(differing.isEmpty, "\(animation) at \(tickRate) Hz: \(differing.prefix(6))")
        return tally
    }

    /// The ticks where a run over `ticks` (at most 65,536 of them) differs from `sample(at:)`,
    /// or answers where the animation has finished.
    func runDiffers(
        _ sampler: Animation.TickSampler, _ animation: Animation, tickRate: UInt64, ticks: ClosedRange<UInt64>
    ) -> [String] {
        let now = ticks.upperBound
        let offsets = ticks.map { UInt16(now - $0) }
        var progress = [Float](repeating: 7, count: offsets.count)
        var impulse = [Float](repeating: 7, count: offsets.count)
        offsets.withUnsafeBufferPointer { offsets in
            progress.withUnsafeMutableBufferPointer { progress in
                impulse.withUnsafeMutableBufferPointer { impulse in
                    sampler.sample(
                        run: offsets.count, startOffsets: offsets.baseAddress!, at: now,
                        progress: progress.baseAddress!, impulse: impulse.baseAddress!)
                }
            }
        }
        var differing: [String] = []
        for (k, tick) in ticks.enumerated() {
            let reference = animation.sample(at: Double(tick) / Double(tickRate))
            if reference.isFinished || tick == 0 {
                if !progress[k].isNaN { differing.append("run at tick \(tick) answered") }
            } else if progress[k].bitPattern != reference.progress.bitPattern {
                differing.append("run at tick \(tick)")
            }
        }
        return differing
    }

    /// Ticks one cycle lasts, rounded up.
    static func ticksPerCycle(_ animation: Animation, _ tickRate: UInt64) -> UInt64 {
        UInt64((animation.cycleDuration / animation.speed * Double(tickRate)).rounded(.up))
    }

    /// A random animation of the sweep, as a world runs it, and its tick rate.
    static func randomAnimation(_ random: inout SeededRandom) -> (Animation, UInt64) {
        let tickRate = [UInt64(30), 60, 120, 240, 1000][random.below(5)]
        let speed = [0.37, 1, 2.5, 10][random.below(4)]
        let rate = Double(tickRate)
        // A whole number of ticks before the speed, at the speed, or any length.
        let ticks = Double(1 + random.below(90))
        let duration = [ticks / rate, ticks * speed / rate, 0.05 + 2 * random.unit()][random.below(3)]
        let curve: Curve
        switch random.below(12) {
        case 0: curve = .linear
        case 1:
            curve = .cubicBezier(
                random.unit(), 2 * random.unit() - 0.5, random.unit(), 2 * random.unit() - 0.5)
        default:
            let family = PennerFamily.allCases[random.below(PennerFamily.allCases.count)]
            curve = .penner(family, EasingDirection.allCases[random.below(3)])
        }
        let base = Animation.timingCurve(curve, duration: duration).speed(speed)
        let reverses = random.below(2) == 0
        let animation: Animation
        switch random.below(4) {
        case 0: animation = base.repeatCount(2, autoreverses: reverses)
        case 1: animation = base.repeatCount(3, autoreverses: reverses)
        case 2: animation = base.repeatCount(7, autoreverses: reverses)
        default: animation = base.repeatForever(autoreverses: reverses)
        }
        return (animation.alignedToTicks(tickRate: tickRate), tickRate)
    }

    /// The ticks checked: the first ones, those around the end of each of the first cycles and
    /// of the last, and, for ever, windows thousands to millions of cycles in.
    static func windows(of animation: Animation, tickRate: UInt64, _ random: inout SeededRandom)
        -> [ClosedRange<UInt64>]
    {
        let cycle = animation.cycleDuration / animation.speed * Double(tickRate)
        let length = animation.lengthInTicks(tickRate: tickRate)
        var windows: [ClosedRange<UInt64>] = [0...min(400, (length ?? 400) + 2)]
        var cycles: [Double] = (1...8).map(Double.init)
        if let repeatCount = animation.repeatCount {
            cycles.append(Double(repeatCount))
        } else {
            for magnitude in [1e3, 1e4, 1e5, 1e6, 4e6] {
                cycles.append((magnitude * (1 + random.unit())).rounded())
            }
        }
        for count in cycles {
            let end = UInt64((count * cycle).rounded())
            let window = max(end, 40) - 40...end + 40
            if let length, window.lowerBound > length + 2 { continue }
            windows.append(window)
        }
        return windows
    }
}

extension SeededRandom {
    /// A double in 0...1.
    fileprivate mutating func unit() -> Double { double(in: 0...1) }

    /// An integer in 0..<bound.
    fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
