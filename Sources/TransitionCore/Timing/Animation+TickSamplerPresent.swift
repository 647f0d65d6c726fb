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
        guard
            let fraction = cycleFraction(
                atPosition: time * sampler.pointee.scale, reverseBit: sampler.pointee.cycles.reverseBit)
        else { return nil }
        return sampler.pointee.shape(fraction, sampler.pointee.code)
    }
}
