extension Animation.TickSampler {
    /// What a vector kernel needs to compute this sampler's runs exactly as
    /// ``sample(run:startOffsets:at:progress:impulse:)``'s pass over the cycle positions does,
    /// for a linear or polynomial Penner curve: the curve's code (0 linear; 1 to 12 quad, cubic,
    /// quart and quint, each in, out and in-out), the cycles one tick adds, the ticks it answers
    /// (`1...tickCount`) and whether every other cycle runs backwards. The kernel leaves NaN
    /// where the pass does, for the ticks the animation is asked. Nil for every other sampler.
    @inlinable
    public var polynomialCurve: (curve: UInt8, fractionPerTick: Double, tickCount: UInt64, reverses: Bool)? {
        guard spring == nil, decay == nil, code.rawValue < Curve.Shape.Code.other.rawValue else { return nil }
        return (code.rawValue, scale, count, cycles.reverseBit != 0)
    }
}
