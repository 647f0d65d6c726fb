import TransitionCore

extension World {
    /// Plays `timeline` on `entity`'s `Value` component from its start, replacing any timeline
    /// or transition of it; `repeatCount` cycles (nil: forever), every other one backwards with
    /// `autoreverses`. The component takes the timeline's value at once. Setting or animating
    /// the component later stops the timeline. Returns false for a stale entity or a timeline
    /// laid out at another tick rate than this world's.
    @discardableResult
    public func play<Value: Transitionable>(
        _ timeline: Timeline<Value>, on entity: Entity, repeatCount: Int? = 1, autoreverses: Bool = false
    ) -> Bool {
        guard isAlive(entity), timeline.tickRate == tickRate else { return false }
        if deferIfIterating({ [unowned self] in
            self.play(timeline, on: entity, repeatCount: repeatCount, autoreverses: autoreverses)
        }) {
            return true
        }
        let player = TimelinePlayer(
            timeline: timeline, repeatCount: repeatCount.map { max($0, 1) }, autoreverses: autoreverses)
        let components = animatedStorage(for: Value.self)
        components.set(player.value(at: 0), for: entity)
        timelineStorage(for: Value.self).set(player, for: entity)
        return true
    }

    /// Number of timelines playing, of every value type.
    public var activeTimelineCount: Int {
        timelineStorages.values.reduce(0) { $0 + $1.count }
    }

    /// How the timeline on `entity`'s `Value` component is playing; nil when none is.
    public func timelinePlayback<Value: Transitionable>(_ type: Value.Type, of entity: Entity)
        -> TimelinePlayback?
    {
        guard let player = timelinePlayer(type, of: entity) else { return nil }
        let units = Double(TimelinePlayer<Value>.unitsPerTick)
        let end = player.endUnits
        return TimelinePlayback(
            position: Double(player.playhead) / units / Double(tickRate),
            progress: end.map { $0 == 0 ? 1 : Double(player.playhead) / Double($0) } ?? 0,
            cycle: player.cycle(at: player.playhead), isPaused: player.isPaused,
            isReversed: player.isReversed,
            timeScale: player.timeScale)
    }

    /// Holds or releases the playhead of the timeline on `entity`'s `Value` component.
    @discardableResult
    public func setTimelinePaused<Value: Transitionable>(
        _ type: Value.Type, of entity: Entity, _ paused: Bool
    ) -> Bool {
        updateTimeline(type, of: entity) { $0.isPaused = paused }
    }

    /// Makes the playhead run backwards (true) or forwards (false) from where it is: the value
    /// does not jump. Running backwards, the timeline finishes at its start.
    @discardableResult
    public func setTimelineReversed<Value: Transitionable>(
        _ type: Value.Type, of entity: Entity, _ reversed: Bool
    )
        -> Bool
    {
        updateTimeline(type, of: entity) { $0.isReversed = reversed }
    }

    /// Sets the playhead's rate (see ``TimeScale``; a scale of 0 holds it).
    @discardableResult
    public func setTimelineTimeScale<Value: Transitionable>(
        _ type: Value.Type, of entity: Entity, _ scale: TimeScale
    ) -> Bool {
        updateTimeline(type, of: entity) { $0.timeScale = scale }
    }

    /// Moves the playhead to `seconds` into the whole run (clamped to it) and shows the value
    /// there at once: the same value as playing to that point.
    @discardableResult
    public func seekTimeline<Value: Transitionable>(
        _ type: Value.Type, of entity: Entity, toSeconds seconds: Double
    )
        -> Bool
    {
        let units =
            seconds.isFinite
            ? max(seconds, 0) * Double(tickRate) * Double(TimelinePlayer<Value>.unitsPerTick) : 0
        return updateTimeline(type, of: entity) { player in
            let limit = player.endUnits ?? .max
            player.playhead = units >= Double(limit) ? limit : UInt64(units.rounded())
        }
    }

    /// Moves the playhead to `progress` (0...1) of the whole run; a run that never ends is
    /// sought within its first cycle.
    @discardableResult
    public func seekTimeline<Value: Transitionable>(
        _ type: Value.Type, of entity: Entity, toProgress progress: Double
    )
        -> Bool
    {
        guard let player = timelinePlayer(type, of: entity) else { return false }
        let span = Double(player.endUnits ?? player.cycleUnits)
        let fraction = progress.isFinite ? min(max(progress, 0), 1) : 0
        let units = Double(TimelinePlayer<Value>.unitsPerTick) * Double(tickRate)
        return seekTimeline(type, of: entity, toSeconds: span * fraction / units)
    }

    /// Stops the timeline on `entity`'s `Value` component where it is.
    @discardableResult
    public func stopTimeline<Value: Transitionable>(_ type: Value.Type, of entity: Entity) -> Bool {
        guard let storage = timelineStorages[ObjectIdentifier(type)], storage.contains(entity) else {
            return false
        }
        if deferIfIterating({ storage.remove(entity) }) { return true }
        return storage.remove(entity)
    }

    /// `entity`'s `Value` as a timeline presents it `alpha` of a tick after the last tick, or
    /// nil when no timeline plays on it.
    public func timelinePresented<Value: Transitionable>(_ type: Value.Type, of entity: Entity, alpha: Double)
        -> Value?
    {
        guard let storage = timelineStorages[ObjectIdentifier(type)] else { return nil }
        return unsafeDowncast(storage, to: TimelineStorage<Value>.self).presented(entity, alpha: alpha)
    }

    private func timelinePlayer<Value: Transitionable>(_ type: Value.Type, of entity: Entity)
        -> TimelinePlayer<Value>?
    {
        guard let storage = timelineStorages[ObjectIdentifier(type)] else { return nil }
        return unsafeDowncast(storage, to: TimelineStorage<Value>.self).value(of: entity)
    }

    private func updateTimeline<Value: Transitionable>(
        _ type: Value.Type, of entity: Entity, _ change: @escaping (inout TimelinePlayer<Value>) -> Void
    ) -> Bool {
        guard let storage = timelineStorages[ObjectIdentifier(type)], storage.contains(entity) else {
            return false
        }
        if deferIfIterating({ [unowned self] in _ = self.updateTimeline(type, of: entity, change) }) {
            return true
        }
        let timelines = unsafeDowncast(storage, to: TimelineStorage<Value>.self)
        guard var player = timelines.value(of: entity) else { return false }
        change(&player)
        timelines.set(player, for: entity)
        timelines.components.set(player.value(at: player.playhead), for: entity)
        return true
    }

    private func timelineStorage<Value: Transitionable>(for type: Value.Type) -> TimelineStorage<Value> {
        if let existing = timelineStorages[ObjectIdentifier(type)] {
            return unsafeDowncast(existing, to: TimelineStorage<Value>.self)
        }
        let made = TimelineStorage(components: animatedStorage(for: type))
        made.report = { [unowned self] event in self.timelineEvents.append(event) }
        timelineStorages[ObjectIdentifier(type)] = made
        register(storage: made, valueType: ObjectIdentifier(type), keyPath: nil)
        return made
    }
}
