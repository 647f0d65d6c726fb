import TransitionCore

/// The timelines playing on entities for one value type, owned by that type's
/// ``AnimatedStorage``: each tick moves their playheads and shows the values in the components.
/// Every other write of a component (set, animate, remove, despawn, another play) goes through
/// the component storage, which ends the timeline first.
final class TimelineStorage<Value: Transitionable>: ComponentStorage<TimelinePlayer<Value>> {
    unowned let components: AnimatedStorage<Value>
    init(components: AnimatedStorage<Value>) {
        self.components = components
    }

    override var activeTimelineCount: Int { values.count }

    override func advanceTick(to tick: UInt64, tickRate: UInt64, finished: (Entity) -> Void) {
        var slot = values.count
        while slot > 0 {
            slot -= 1
            let entity = entities[slot]
            let done = values[slot].advance { kind in raise(entity, .timeline, kind) }
            components.store(values[slot].value(at: values[slot].playhead), for: entity)
            if done { removeSlot(slot) }
        }
    }

    /// Stops `entity`'s timeline where it is; returns whether one played.
    func stop(_ entity: Entity) -> Bool {
        guard remove(entity) else { return false }
        raise(entity, .timeline, .interrupted(.stopped))
        return true
    }

    /// Changes `entity`'s player and shows the value at its new playhead.
    func update(_ entity: Entity, _ change: (inout TimelinePlayer<Value>) -> Void) {
        guard let slot = slot(of: entity) else { return }
        change(&values[slot])
        components.store(values[slot].value(at: values[slot].playhead), for: entity)
    }

    /// The value presented `alpha` of a tick after the last tick.
    func presented(_ entity: Entity, alpha: Double) -> Value? {
        guard let slot = slot(of: entity) else { return nil }
        let player = values[slot]
        guard !player.isPaused, alpha > 0, alpha.isFinite else { return player.value(at: player.playhead) }
        var ahead = player
        let delta = UInt64((Double(player.stepUnits) * min(alpha, 1)).rounded(.down))
        if player.isReversed {
            // Running backwards forever past the start: on an earlier lap, as the tick will be.
            if player.endUnits == nil, player.playhead < delta, player.cycleUnits > 0 {
                let lap = 2 * player.cycleUnits
                ahead.playhead += (delta - player.playhead + lap - 1) / lap * lap
            }
            ahead.playhead -= min(ahead.playhead, delta)
        } else {
            let limit = player.endUnits ?? .max
            ahead.playhead += min(limit - player.playhead, delta)
        }
        return ahead.value(at: ahead.playhead)
    }
}
