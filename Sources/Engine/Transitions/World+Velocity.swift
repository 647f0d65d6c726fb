import TransitionCore

extension World {
    /// How fast `entity`'s `Value` component moves now, in value units per second: under a
    /// spring or a decay, exactly (the velocity a spring taking over now keeps); under a curve,
    /// its change over the last tick (over the first, on the tick it started) times the tick
    /// rate; zero at rest or while a delay runs. Nil for a stale entity, an entity without the
    /// component, and a component a timeline moves (its velocity is not known).
    /// - Complexity: O(1).
    public func velocity<Value: VectorTransitionable>(_ type: Value.Type, of entity: Entity) -> Value? {
        guard let storage = existingStorage(for: type), let slot = storage.slot(of: entity) else {
            return nil
        }
        let animated = unsafeDowncast(storage, to: AnimatedStorage<Value>.self)
        if animated.hasPlayingTimelines, animated.timelinePresented(entity, alpha: 0) != nil { return nil }
        return animated.velocity(at: slot, tick: tick, tickRate: tickRate)
    }
}
