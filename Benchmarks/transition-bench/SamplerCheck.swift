import Engine
import TransitionCore

/// What ``SamplerCheck`` found.
struct SamplerCheckResult {
    /// Samples compared.
    let checked: Int
    /// Samples the tick sampler answered itself (the rest it handed back to the animation).
    let answered: Int
    /// Samples where the two disagreed in any bit: must be 0.
    let mismatches: Int
}

/// Checks the engine's fast path, `Animation.TickSampler`, against `Animation.sample(at:)`
/// bit for bit, over random curves, springs, durations, speeds, repeats, delays and tick rates
/// (seeded, so every run checks the same samples): the advance figures are only worth having
/// if the shortcut they measure changes nothing.
enum SamplerCheck {
    /// Compares the samples of `animations` random animations at about 200 ticks each.
    static func run(animations: Int) -> SamplerCheckResult {
        var random = SeededRandom(seed: 2024)
        let curves: [Curve] =
            Curve.allPenner.map(\.curve) + [
                .linear, .ease, .easeInOut, .steps(4), .cubicBezier(0.1, 0.7, 0.3, 1.4),
            ]
        let rates: [UInt64] = [1, 24, 30, 60, 90, 120, 144, 240, 1000, 44_100, 1_000_000]
        var checked = 0
        var answered = 0
        var mismatches = 0
        for _ in 0..<animations {
            var animation: Animation
            if random.next() % 4 == 0 {
                animation = .spring(response: 0.05 + 2 * random.unit(), dampingFraction: 1.6 * random.unit())
            } else {
                let durations = [0.35, 10, 1, 1e-3, 123.456, 20 * random.unit(), 1e5]
                animation = .timingCurve(
                    curves[random.below(curves.count)], duration: durations[random.below(durations.count)])
            }
            switch random.next() % 5 {
            case 0: animation = animation.speed(0.1 + 4 * random.unit())
            case 1:
                animation = animation.repeatCount(1 + random.below(3), autoreverses: random.next() % 2 == 0)
            case 2: animation = animation.delay(random.unit())
            default: break
            }
            let tickRate = rates[random.below(rates.count)]
            let sampler = Animation.TickSampler(animation, tickRate: tickRate)
            let cycleTicks = min(animation.cycleDuration / animation.speed, 1e6) * Double(tickRate)
            for index in 0..<200 {
                // Half anywhere in the first cycle and a little beyond, half near its end.
                let ticks =
                    index % 2 == 0
                    ? UInt64(random.unit() * (cycleTicks * 1.2 + 3))
                    : UInt64(max(cycleTicks + Double(random.below(7)) - 3, 0))
                let exact = animation.sample(at: Double(ticks) / Double(tickRate))
                checked += 1
                guard let fast = sampler.sample(ticks: ticks) else { continue }
                answered += 1
                if fast.progress.bitPattern != exact.progress.bitPattern
                    || fast.impulse.bitPattern != exact.impulse.bitPattern
                    || fast.isFinished != exact.isFinished
                {
                    mismatches += 1
                }
            }
        }
        return SamplerCheckResult(checked: checked, answered: answered, mismatches: mismatches)
    }
}
