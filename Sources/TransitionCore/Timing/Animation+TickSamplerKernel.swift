extension Animation.TickSampler {
    /// What a vector kernel needs to compute this sampler's runs exactly as
    /// ``sample(run:startOffsets:at:progress:impulse:)`` does, for a linear or polynomial
    /// Penner curve: the curve's code (0 linear; 1 to 12 quad, cubic, quart and quint, each in,
    /// out and in-out), the time fraction one tick adds, and the ticks it answers (`1...tickCount`).
    /// Nil for every other sampler, and for an animation of more than one cycle, whose later
    /// cycles only ``sample(run:startOffsets:at:progress:impulse:)`` computes.
    @inlinable
    public var polynomialCurve: (curve: UInt8, fractionPerTick: Double, tickCount: UInt64)? {
        guard spring == nil, decay == nil, code.rawValue < Curve.Shape.Code.other.rawValue, cycles.limit == 1
        else { return nil }
        return (code.rawValue, scale, count)
    }
}
