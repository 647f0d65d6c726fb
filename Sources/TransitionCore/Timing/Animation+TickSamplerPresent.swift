extension Animation.TickSampler {
    /// The progress ``sample(ticks:alpha:)`` gives for a curve `alpha` (0...1) of a tick after
    /// `ticks`, read in place from `sampler` without copying it: nil for a spring or a decay,
    /// where ``sample(ticks:alpha:)`` gives nil, and where the cycle position cannot vouch for
    /// the fraction (the caller then asks ``sample(ticks:alpha:)``, which replays the animation's
    /// operations). For reading one transition between ticks at the cost of its arithmetic.
    @inlinable @inline(__always)
    public static func curveProgress(of sampler: UnsafePointer<Self>, ticks: UInt64, alpha: Double) -> Float?
    {
        guard ticks >= 1, ticks < sampler.pointee.count, sampler.pointee.spring == nil,
            sampler.pointee.decay == nil
        else { return nil }
        // Below 2⁵³, so converted exactly; rounding keeps the sum within the tick.
        let time = Double(Int64(truncatingIfNeeded: ticks)) + alpha
        // As in `fastCurveSample(time:)`.
        let position = time * sampler.pointee.scale
        let error = position * Animation.TickSampler.positionError
        // In the first cycle (all of an animation that does not repeat) the whole cycles are
        // none: `fastCurveSample(time:)` rounds `position` into the cycle 0 and takes nothing
        // off it, so the fraction is `position` itself, forwards.
        if position < 1 {
            let (low, high) = (position - error, position + error)
            let fraction = Float(low)
            guard low > 0, high < 1, fraction == Float(high) else { return nil }
            return sampler.pointee.shape(fraction, sampler.pointee.code)
        }
        guard position < 0x1p51 else { return nil }
        let rounded = position + 0x1p52
        let biased = rounded - 0x1p52 > position ? rounded - 1 : rounded
        let within = position - (biased - 0x1p52)
        let (low, high) = (within - error, within + error)
        let fraction = Float(low)
        guard low > 0, high < 1, fraction == Float(high) else { return nil }
        let backwards = biased.bitPattern & sampler.pointee.cycles.reverseBit != 0
        return sampler.pointee.shape(backwards ? 1 - fraction : fraction, sampler.pointee.code)
    }
}
