import TransitionCore

extension World {
    /// Plays `timeline` on `entity`'s `Value` component from its start, replacing any timeline
    /// or transition of it; `repeatCount` cycles (nil: forever), every other one backwards with
    /// `autoreverses`. The component takes the timeline's value at once. Setting, animating or
    /// removing the component, or despawning the entity, ends the timeline. Returns false for
    /// a stale entity or a timeline laid out at another tick rate than this world's.
    /// Inlinable, so that the first call, compiled where `Value` is known, installs the tick of
    /// `Value`'s timelines specialised for it.
    /// - Complexity: O(1) amortised, plus the timeline's first sample.
    @discardableResult @inlinable
    public func play<Value: Transitionable>(
        _ timeline: Timeline<Value>, on entity: Entity, repeatCount: Int? = 1, autoreverses: Bool = false
    ) -> Bool {
        playTimeline(
            timeline, on: entity, repeatCount: repeatCount, autoreverses: autoreverses,
            specializing: { $0.specializeTick() })
    }

    /// ``play(_:on:repeatCount:autoreverses:)``'s work, calling `specializing` with the storage
    /// it plays in.
    @usableFromInline @discardableResult
    func playTimeline<Value: Transitionable>(
        _ timeline: Timeline<Value>, on entity: Entity, repeatCount: Int?, autoreverses: Bool,
        specializing: @escaping (TimelineStorage<Value>) -> Void
    ) -> Bool {
        guard isAlive(entity), timeline.tickRate == tickRate else { return false }
        if commands.isDeferring {
            commands.append {
                $0.playTimeline(
                    timeline, on: entity, repeatCount: repeatCount, autoreverses: autoreverses,
                    specializing: specializing)
            }
            return true
        }
        var playhead = Playhead(
            cycleTicks: timeline.durationTicks, repeatCount: repeatCount.map { max($0, 1) },
            autoreverses: autoreverses)
        playsStarted += 1
        playhead.play = playsStarted
        let components = animatedStorage(for: Value.self)
        specializing(timelines(of: components))
        components.play(
            timeline, playhead: playhead, conductor: nil, domain: domainIndex(of: entity), on: entity)
        return true
    }

    /// The timeline playing on `entity`'s `Value` component, to steer or inspect; nil when none
    /// plays (never played, finished, stopped, replaced by a set or an animation, or removed). A
    /// track of a choreography is steered through ``choreography(of:)``, not here: nil for it.
    /// - Complexity: O(1).
    public func timeline<Value: Transitionable>(_ type: Value.Type, of entity: Entity) -> PlaybackController?
    {
        guard let timelines = timelineStorage(type), let player = timelines.soloPlayer(of: entity) else {
            return nil
        }
        return PlaybackController(world: self, entity: entity, storage: timelines, play: player.playhead.play)
    }

    /// Number of timelines and choreographies playing, of every value type; each track of a
    /// choreography counts as a timeline.
    /// - Complexity: O(number of component types).
    public var activeTimelineCount: Int {
        registry.reduce(0) { $0 + $1.storage.activeTimelineCount }
    }

    /// The timelines of `components`, made and registered on first use.
    func timelines<Value: Transitionable>(of components: AnimatedStorage<Value>) -> TimelineStorage<Value> {
        if let existing = components.timelines { return existing }
        let made = TimelineStorage(components: components, tickRate: tickRate)
        components.timelines = made
        register(
            storage: made, key: StorageKey(.timeline, of: Value.self),
            valueType: ValueTypes.id(of: Value.self))
        return made
    }

    /// The timelines of `Value`, if one was ever played.
    func timelineStorage<Value: Transitionable>(_ type: Value.Type) -> TimelineStorage<Value>? {
        existingStorage(for: type).flatMap { unsafeDowncast($0, to: AnimatedStorage<Value>.self).timelines }
    }
}
