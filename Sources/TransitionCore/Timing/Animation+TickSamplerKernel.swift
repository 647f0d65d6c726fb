extension Animation.TickSampler {
    /// A linear or polynomial Penner curve's sampler as the tick kernels take it: the curve's
    /// code, the cycles one tick adds, the ticks it answers (`1...tickCount`) and whether every
    /// other cycle runs backwards.
    public typealias PolynomialCurve = (
        curve: UInt8, fractionPerTick: Double, tickCount: UInt64, reverses: Bool
    )

    /// This sampler as the tick kernels take it, for a linear or polynomial Penner curve: with
    /// it a vector kernel computes the sampler's runs exactly as
    /// ``sample(run:startOffsets:at:progress:impulse:)``'s pass over the cycle positions does,
    /// leaving NaN where the pass does, for the ticks the animation is asked. Nil for every other
    /// sampler.
    @inlinable
    public var polynomialCurve: PolynomialCurve? {
        guard spring == nil, decay == nil, code.rawValue < Curve.Shape.Code.other.rawValue else { return nil }
        return (code.rawValue, scale, count, cycles.reverseBit != 0)
    }
}
