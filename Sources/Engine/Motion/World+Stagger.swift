import TransitionCore

extension World {
    /// Moves the `Value` component of each of `entities` to `target(index, entity)` under
    /// `animation`, the starts spread by `stagger` in whole ticks (GSAP's `stagger`). Each move
    /// starts on its own tick from the value presented then; until then a running transition
    /// goes on and a resting component stays where it is. The animation's delay is added to
    /// every start. Entities without the component get their target at once, as
    /// `animate(_:to:_:)` gives it; stale ones are skipped, and so are those `target` despawns.
    /// Returns the number of entities moved (0 for an empty list); during a query, where a
    /// despawn waits for the query's end, those alive when called.
    /// - Complexity: O(n log n) for n entities, plus the delayed retargets already waiting.
    @discardableResult @inlinable
    public func animate<Value: Transitionable>(
        _ entities: [Entity], to target: (_ index: Int, _ entity: Entity) -> Value,
        _ animation: Animation = .default, stagger: Stagger
    ) -> Int {
        let offsets = stagger.startTicks(count: entities.count, tickRate: tickRate)
        let delay = Animation.ticks(covering: animation.delay, tickRate: tickRate)
        let undelayed = animation.delay(0)
        var starts: [AnimatedStorage<Value>.ScheduledStart] = []
        starts.reserveCapacity(entities.count)
        for (index, entity) in entities.enumerated() where isAlive(entity) {
            let (offset, overflow) = offsets[index].addingReportingOverflow(delay)
            starts.append(
                .init(entity: entity, target: target(index, entity), offset: overflow ? .max : offset))
        }
        // `target` may have despawned entities already listed.
        starts.removeAll { !isAlive($0.entity) }
        guard !starts.isEmpty else { return 0 }
        if commands.isDeferring {
            commands.append { $0.schedule(starts, undelayed) }
        } else {
            schedule(starts, undelayed)
        }
        return starts.count
    }

    /// Moves the `Value` component of each of `entities` to `target` under `animation`, the
    /// starts spread by `stagger`, as ``animate(_:to:_:stagger:)`` does.
    @discardableResult @inlinable
    public func animate<Value: Transitionable>(
        _ entities: [Entity], to target: Value, _ animation: Animation = .default, stagger: Stagger
    ) -> Int {
        animate(entities, to: { _, _ in target }, animation, stagger: stagger)
    }

    /// Starts `starts`, made for living entities when asked; those despawned since are skipped.
    @inlinable
    func schedule<Value: Transitionable>(
        _ starts: [AnimatedStorage<Value>.ScheduledStart], _ animation: Animation
    ) {
        let living = starts.filter { isAlive($0.entity) }
        animatingStorage(for: Value.self).schedule(living, animation: animation, tickRate: tickRate) {
            domainIndex(of: $0)
        }
    }
}
