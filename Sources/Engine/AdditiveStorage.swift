import TransitionCore

/// The additive motions of one value type's components, beside that type's
/// ``AnimatedStorage``: each tick shows their values in the components and reports the ones
/// that end. Any other write of a component (set, animate, remove, play, despawn) goes through
/// the component storage, which ends the additive motion first, leaving the value shown.
final class AdditiveStorage<Value: VectorTransitionable>: ComponentStorage<AdditiveMotion<Value>> {
    unowned let components: AnimatedStorage<Value>
    let tickRate: UInt64

    init(components: AnimatedStorage<Value>, tickRate: UInt64) {
        self.components = components
        self.tickRate = tickRate
    }

    override var activeTransitionCount: Int { values.count }

    override func advanceTick(to tick: UInt64, tickRate: UInt64, finished: (Entity) -> Void) {
        var slot = values.count
        while slot > 0 {
            slot -= 1
            let entity = entities[slot]
            let domain = Int(values[slot].domain)
            guard domain == 0 || clocks.lastSteps[domain] > 0 else { continue }
            let (value, isFinished) = values[slot].value(
                at: clocks.ticks[domain], alpha: 0, tickRate: tickRate)
            components.store(value, for: entity)
            if isFinished {
                removeSlot(slot)
                finished(entity)
            }
        }
    }

    /// `entity`'s value presented `alpha` (0...1) of a world tick after the last; nil when no
    /// additive motion moves it.
    func presented(_ entity: Entity, alpha: Double) -> Value? {
        guard let slot = slot(of: entity) else { return nil }
        let domain = Int(values[slot].domain)
        let alpha = AnimatedStorage<Value>.presentationAlpha(alpha)
        let (tick, ahead) =
            domain == 0 ? (clocks.ticks[0], alpha) : clocks.presentation(of: domain, alpha: alpha)
        return values[slot].value(at: tick, alpha: ahead, tickRate: tickRate).value
    }

    override func moveClockDomain(of entity: Entity, from old: UInt32, to new: UInt32, tickRate: UInt64) {
        guard let slot = slot(of: entity) else { return }
        values[slot].shiftStarts(by: clocks.ticks[Int(new)] &- clocks.ticks[Int(old)])
        values[slot].domain = new
    }
}
