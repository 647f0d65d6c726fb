import TransitionCore

/// A running transition handed to a motion that goes on with it (an additive motion's first
/// move): where it goes, the tick it started on, its animation and its start velocity.
@usableFromInline
typealias HandedOverTransition<Value: Transitionable> = (
    record: TransitionRecord<Value>, startTick: UInt64, animation: Animation, velocity: Value?
)

extension AnimatedStorage {
    /// Ends the transition running in `slot`, raising no event, and returns it for the motion
    /// that goes on with it; nil, changing nothing, when the component in `slot` is at rest.
    @inlinable
    func handOverTransition(inSlot slot: Int) -> HandedOverTransition<Value>? {
        guard slot < activeCount else { return nil }
        let index = Int(animationIndices[slot])
        let handed: HandedOverTransition<Value> = (
            record: records[slot], startTick: startTick(ofSlot: slot),
            animation: palette.entries[index].animation,
            velocity: palette.velocities[index]
        )
        cancel(slot: slot)
        return handed
    }
}
