import TransitionCore

extension AnimatedStorage {
    /// Moves `entity`'s running transition and delayed retarget from clock domain `old` to
    /// `new`: their ticks are shifted by the difference of the two domains' ticks, so that they
    /// have run as far as before and go on at the new domain's pace.
    func moveMotions(of entity: Entity, from old: UInt32, to new: UInt32, tickRate: UInt64) {
        let shift = clocks.ticks[Int(new)] &- clocks.ticks[Int(old)]
        if let slot = slot(of: entity), slot < activeCount {
            let start = startTick(ofSlot: slot) &+ shift
            let index = animationIndices[slot]
            animationIndices[slot] = palette.retain(
                palette.entries[Int(index)].animation, velocity: palette.velocities[Int(index)],
                tickRate: tickRate, like: index, domain: new, startTick: start)
            palette.release(index)
            setStartTick(start, ofSlot: slot)
        }
        guard delaysRetargets, delayed.move(entity, to: new, shift: shift) else { return }
        refreshNextDelayedStart()
    }
}
