import TransitionCore

extension AnimatedStorage where Value: VectorTransitionable {
    /// The velocity per second of the component in `slot` at world tick `tick` (per second of
    /// its clock domain): a spring's or a decay's exactly (what a spring taking over now would
    /// carry), a curve's as the change over the last tick (over the first, on the tick it
    /// started) times the tick rate, zero at rest. Timelines are not looked at.
    @usableFromInline
    func velocity(at slot: Int, tick: UInt64, tickRate: UInt64) -> Value {
        let zero = values[slot] - values[slot]
        guard slot < activeCount else { return zero }
        let index = Int(animationIndices[slot])
        let animation = palette.entries[index].animation
        let domain = Int(palette.entryDomains[index])
        let ticks = (domain == 0 ? tick : clocks.ticks[domain]) &- startTick(ofSlot: slot)
        if case .curve = animation.timing {
            let earlier = ticks > 0 ? ticks - 1 : ticks
            let before = sampledValue(at: slot, ticks: earlier, alpha: 0, tickRate: tickRate)
            let after = sampledValue(at: slot, ticks: earlier + 1, alpha: 0, tickRate: tickRate)
            return (after - before).scaled(by: Float(tickRate))
        }
        let rates = animation.springRates(at: Double(ticks) / Double(tickRate))
        return Value.springVelocity(
            from: records[slot].from, to: records[slot].to, velocity: palette.velocities[index],
            stepRate: rates.step, impulseRate: rates.impulse) ?? zero
    }
}
