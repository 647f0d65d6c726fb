extension Animation.TickSampler {
    /// What ``Animation/sample(at:)`` reads of a curve's animation besides the curve: the
    /// cycle's length, how many cycles there are and whether every other one plays backwards.
    @usableFromInline
    struct Cycles: Sendable {
        /// Seconds one cycle lasts, before the speed.
        @usableFromInline let duration: Double
        /// The number of cycles, as `sample(at:)` compares a cycle with it; infinite for ever.
        @usableFromInline let limit: Double
        /// The last cycle, as `sample(at:)` holds a cycle past the end at it.
        @usableFromInline let last: Double
        /// 1 when every other cycle plays backwards, else 0: the bit an odd cycle number has.
        @usableFromInline let reverseBit: UInt64

        /// Those of no animation: one cycle that never ends, forwards.
        init() {
            (duration, limit, last, reverseBit) = (.infinity, .infinity, 0, 0)
        }

        /// Those of `animation`.
        init(_ animation: Animation) {
            duration = animation.cycleDuration
            if let count = animation.repeatCount {
                (limit, last) = (Double(count), Double(count - 1))
            } else {
                (limit, last) = (.infinity, .infinity)
            }
            reverseBit = animation.autoreverses ? 1 : 0
        }
    }

    /// Bound on how far the fast cycle position `time * scale`, less its whole cycles, lies from
    /// the fraction ``Animation/sample(at:)`` rounds to a float, relative to the position: 10
    /// units of 2⁻⁵³.
    ///
    /// With `X` the exact position `time × speed / (rate × duration)`, the fast position
    /// carries three roundings (`scale`'s two and the product), so lies within 3.01·2⁻⁵³·X of
    /// `X`. `sample(at:)` divides by the rate, multiplies by the speed (together within
    /// 2.01·2⁻⁵³·X of `X` in cycles), subtracts the whole cycles' seconds, rounded once (2⁻⁵³
    /// times the cycle number, at most `X`) and exactly (the two lie within a factor of two),
    /// and divides by the duration (2⁻⁵³ of a fraction below 1): within (3.01·X + 1.01)·2⁻⁵³ of
    /// `X` less its cycles, and within `X`·2.01·2⁻⁵³ of the first cycle's fraction. The two
    /// differ by at most (6.02·X + 1.01)·2⁻⁵³; 10·X·2⁻⁵³ leaves room for that and for the
    /// rounding of the interval's ends, when `X` ≥ 1 as much as in the first cycle.
    @usableFromInline static let positionError = 0x1.4p-50

    /// The sample `time` ticks after the start, `time` no later than the last tick before the
    /// animation finishes, exactly as `sample(at: time / rate)` computes it: from the cycle
    /// position `time * scale` when that vouches for it, else by `sample(at:)`'s own operations.
    @inlinable @inline(__always)
    func curveSample(time: Double) -> Animation.Sample {
        if let sample = fastCurveSample(time: time) { return sample }
        return replayedCurveSample(time: time)
    }

    /// The sample `time` ticks after the start from the cycle position `time * scale`, or nil
    /// when the position cannot vouch for `sample(at:)`'s: the cycle is ambiguous (the position
    /// lies near a whole number of cycles, as on the last tick of a cycle a whole number of
    /// ticks long) or the fraction lies too near the midpoint between two floats. The interval
    /// ``positionError`` wide around the fraction holds `sample(at:)`'s; where both its ends
    /// round to one float, so does that fraction.
    @inlinable @inline(__always)
    func fastCurveSample(time: Double) -> Animation.Sample? {
        guard let fraction = Self.cycleFraction(atPosition: time * scale, reverseBit: cycles.reverseBit)
        else {
            return nil
        }
        return Animation.Sample(progress: shape(fraction, code), isFinished: false)
    }

    /// The fraction of its cycle that the fast cycle position `position` (cycles since the
    /// start) falls at, counted from the cycle's end on a backward cycle (an odd one when
    /// `reverseBit` is 1), or nil when the position cannot vouch for ``Animation/sample(at:)``'s
    /// fraction: see ``fastCurveSample(time:)``.
    @inlinable @inline(__always)
    static func cycleFraction(atPosition position: Double, reverseBit: UInt64) -> Float? {
        let error = position * positionError
        // In the first cycle (all of an animation that does not repeat) there are no whole
        // cycles to take off and the cycle runs forwards: the fraction is the position itself,
        // as the rounding below would find.
        if position < 1 {
            let (low, high) = (position - error, position + error)
            let fraction = Float(low)
            guard low > 0, high < 1, fraction == Float(high) else { return nil }
            return fraction
        }
        // Below 2⁵¹, adding 2⁵² leaves the whole cycles in the low bits, rounded to nearest.
        guard position < 0x1p51 else { return nil }
        let rounded = position + 0x1p52
        let biased = rounded - 0x1p52 > position ? rounded - 1 : rounded
        let within = position - (biased - 0x1p52)
        let (low, high) = (within - error, within + error)
        let fraction = Float(low)
        guard low > 0, high < 1, fraction == Float(high) else { return nil }
        return biased.bitPattern & reverseBit != 0 ? 1 - fraction : fraction
    }

    /// The sample `time` ticks after the start by the operations of ``Animation/sample(at:)``
    /// for a curve without delay, before it finishes: for the ticks the cycle position cannot
    /// vouch for, out of line.
    @usableFromInline @inline(never)
    func replayedCurveSample(time: Double) -> Animation.Sample {
        let elapsed = time / rate
        // `sample(at:)` subtracts a zero delay first, which changes no elapsed time.
        let time = elapsed * speed
        guard time > 0 else { return Animation.Sample(progress: 0, isFinished: false) }
        let duration = cycles.duration
        var cycle = 0.0
        var within = time
        if time >= duration {
            cycle = (time / duration).rounded(.down)
            if cycle >= cycles.limit { cycle = cycles.last }
            within = min(time - cycle * duration, duration)
        }
        let backwards = cycles.reverseBit != 0 && cycle.truncatingRemainder(dividingBy: 2) == 1
        let fraction = Float(within / duration)
        return Animation.Sample(progress: shape(backwards ? 1 - fraction : fraction, code), isFinished: false)
    }
}
