import TransitionCore

extension AnimatedStorage {
    /// `entity`'s value, in `slot`, as ``World/presented(_:of:alpha:)`` returns it `alpha` of a
    /// tick after `tick`: a running curve on the world's clock, no timeline playing, read from
    /// the few arrays it needs; everything else as a ``Presentation`` gives it.
    @inlinable @inline(__always)
    func presentedValue(of entity: Entity, at slot: Int, tick: UInt64, tickRate: UInt64, alpha: Double)
        -> Value
    {
        // A presentation looks at timelines only while some play: so does this.
        if playsTimelines, hasPlayingTimelines {
            return presentedThroughPresentation(
                of: entity, at: slot, tick: tick, tickRate: tickRate, alpha: alpha)
        }
        guard slot < records.count else { return values[slot] }
        let index = Int(animationIndices[slot])
        if palette.domainEntryCount == 0 || palette.entryDomains[index] == 0 {
            let ticks = tick &- (palette.entryBases[index] &+ UInt64(startOffsets[slot]))
            let samplerIndex = Int(palette.samplerIndices[index])
            let clamped = Self.presentationAlpha(alpha)
            // Read in place, as a presentation reads it: no copy, no reference counting.
            let samplers = palette.samplers.withUnsafeBufferPointer { $0.baseAddress }.unsafelyUnwrapped
            if let progress = Animation.TickSampler.curveProgress(
                of: samplers + samplerIndex, ticks: ticks, alpha: clamped)
            {
                // A curve: no spring, so no velocity.
                return records[slot].from.transition(to: records[slot].to, progress: progress)
            }
        }
        return presentedThroughPresentation(
            of: entity, at: slot, tick: tick, tickRate: tickRate, alpha: alpha)
    }

    /// ``presentedValue(of:at:tick:tickRate:alpha:)`` by a whole ``Presentation``: for
    /// timelines, clock domains, springs, decays and the ticks a curve's fast path does not
    /// answer, out of line so that the fast path stays small.
    @inlinable @inline(never)
    func presentedThroughPresentation(
        of entity: Entity, at slot: Int, tick: UInt64, tickRate: UInt64, alpha: Double
    ) -> Value {
        Presentation(self, tick: tick, tickRate: tickRate, alpha: alpha).value(of: entity, at: slot)
    }
}
