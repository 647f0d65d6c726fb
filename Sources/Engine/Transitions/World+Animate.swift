import TransitionCore

extension World {
    /// Moves `entity`'s `Value` component to `target` under `animation`, starting now; a running
    /// transition is retargeted from its presented value (springs keep their velocity). An
    /// entity without the component gets `target` at once. Returns false for a stale entity.
    /// Inlinable so that the first call, compiled where `Value` is known, installs the tick loop
    /// specialised for `Value`.
    /// - Complexity: O(1) amortised.
    @discardableResult @inlinable
    public func animate<Value: Transitionable>(
        _ entity: Entity, to target: Value, _ animation: Animation = .default
    ) -> Bool {
        guard isAlive(entity) else { return false }
        if commands.isDeferring {
            commands.append { $0.animate(entity, to: target, animation) }
            return true
        }
        let domain = domainIndex(of: entity)
        animatingStorage(for: Value.self).animate(
            entity, to: target, animation: animation, tick: clocks.ticks[Int(domain)], tickRate: tickRate,
            domain: domain)
        return true
    }

    /// The storage of `Value`, made on first use, with its tick loop and writes compiled for
    /// `Value` installed: inlinable, so that they are compiled where `Value` is known.
    @inlinable
    func animatingStorage<Value: Transitionable>(for type: Value.Type) -> AnimatedStorage<Value> {
        let storage = animatedStorage(for: type)
        if storage.specializedAdvance == nil {
            storage.specializedAdvance = { storage, tick, tickRate, finished in
                storage.advance(to: tick, tickRate: tickRate, finished: finished)
            }
            storage.specializedWrites = .init(
                set: { storage, value, entity in storage.setStoring(value, for: entity) },
                remove: { storage, entity, reason in storage.removeComponent(of: entity, reason) })
        }
        return storage
    }

    /// Whether `entity`'s `Value` component is moving under a transition (additive moves
    /// included; timelines are asked through ``timeline(_:of:)``).
    /// - Complexity: O(1).
    @inlinable
    public func isAnimating<Value: Transitionable>(_ type: Value.Type, of entity: Entity) -> Bool {
        withExistingStorage(for: type) { storage in
            guard let slot = storage.slot(of: entity) else { return false }
            let animated = unsafeDowncast(storage, to: AnimatedStorage<Value>.self)
            return slot < animated.activeCount
                || (animated.playsTimelines && animated.movesAdditively(entity))
        } ?? false
    }

    /// The running transition of `entity`'s `Value` component, if any.
    /// - Complexity: O(1).
    public func transition<Value: Transitionable>(_ type: Value.Type, of entity: Entity) -> Transition<Value>?
    {
        guard let storage = existingStorage(for: type), let slot = storage.slot(of: entity) else {
            return nil
        }
        let animated = unsafeDowncast(storage, to: AnimatedStorage<Value>.self)
        guard slot < animated.activeCount else { return nil }
        var transition = animated.transition(at: slot)
        transition.start = Double(animated.startTick(ofSlot: slot)) / Double(tickRate)
        return transition
    }
}
