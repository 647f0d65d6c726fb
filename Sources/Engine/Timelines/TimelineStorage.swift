import TransitionCore

/// The timelines playing on entities for one value type, owned by that type's
/// ``AnimatedStorage``: each tick moves their playheads and shows the values in the components.
/// Every other write of a component (set, animate, remove, despawn, another play) goes through
/// the component storage, which ends the timeline first. The tracks of choreographies play here
/// too, each on its copy of its choreography's playhead; their cycles and finish are the
/// choreography's to report, their markers their own.
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
            // A track's markers and the end of its last part are its own; its cycles and the
            // run's finish are the choreography's.
            let isTrack = values[slot].conductor != nil
            // A track runs on its conductor's clock domain.
            let steps = clocks.lastSteps[Int(values[slot].domain)]
            guard steps > 0 else { continue }
            let done = values[slot].playhead.advance(steps: steps, markers: values[slot].markers) { kind in
                if kind == .markerReached(name: TimelineMark.trackEndName) {
                    raise(entity, .timeline, .finished)
                } else if !isTrack || kind.isMarker {
                    raise(entity, .timeline, kind)
                }
            }
            components.store(values[slot].value, for: entity)
            if done { removeSlot(slot) }
        }
    }

    /// The player of the timeline playing alone on `entity` (not a choreography's track).
    func soloPlayer(of entity: Entity) -> TimelinePlayer<Value>? {
        guard let player = value(of: entity), player.conductor == nil else { return nil }
        return player
    }

    /// Stops `entity`'s timeline where it is; returns whether one played alone.
    func stop(_ entity: Entity) -> Bool {
        guard soloPlayer(of: entity) != nil else { return false }
        remove(entity)
        raise(entity, .timeline, .interrupted(.stopped))
        return true
    }

    /// Changes the playhead of `entity`'s player if it belongs to `conductor` (nil: plays
    /// alone), and shows the value there; returns whether it did.
    @discardableResult
    func update(_ entity: Entity, conductor: Entity?, _ change: (inout Playhead) -> Void) -> Bool {
        guard let slot = slot(of: entity), values[slot].conductor == conductor else { return false }
        change(&values[slot].playhead)
        components.store(values[slot].value, for: entity)
        return true
    }

    /// The value presented `alpha` of a tick after the last tick.
    func presented(_ entity: Entity, alpha: Double) -> Value? {
        guard let slot = slot(of: entity) else { return nil }
        let player = values[slot]
        return player.value(
            at: player.playhead.units(ahead: alpha, steps: clocks.nextSteps[Int(player.domain)]))
    }

    override func moveClockDomain(of entity: Entity, from old: UInt32, to new: UInt32, tickRate: UInt64) {
        // A track follows its conductor, moved by the choreography.
        guard let slot = slot(of: entity), values[slot].conductor == nil else { return }
        values[slot].domain = new
    }
}

extension TimelineStorage: ChoreographyTrackHost {
    func steerTrack(of entity: Entity, conductor: Entity, _ change: (inout Playhead) -> Void) {
        update(entity, conductor: conductor, change)
    }

    func moveTrack(of entity: Entity, conductor: Entity, to domain: UInt32) {
        guard let slot = slot(of: entity), values[slot].conductor == conductor else { return }
        values[slot].domain = domain
    }

    func endTrack(of entity: Entity, conductor: Entity) {
        guard let player = value(of: entity), player.conductor == conductor else { return }
        remove(entity)
    }
}
