import TransitionCore

extension World {
    /// Calls `body` with every entity that has a `Value` component and that component as it
    /// looks `alpha` of a tick after the last tick: exactly what ``presented(_:of:alpha:)``
    /// returns for each, in one pass over the packed storage (storage order). For renderers:
    /// compiled for `Value` at the call site, no allocation. Changes `body` asks of the world
    /// wait until the call returns, as in a query.
    /// - Complexity: O(components of `Value`), one sample per running transition.
    @inlinable
    public func presented<Value: Transitionable>(
        _ type: Value.Type, alpha: Double, _ body: (Entity, Value) -> Void
    ) {
        guard let storage = existingStorage(for: type) else { return }
        let animated = unsafeDowncast(storage, to: AnimatedStorage<Value>.self)
        let (tick, tickRate) = (self.tick, self.tickRate)
        let timelinesPlay = animated.playsTimelines && animated.hasPlayingTimelines
        iterating {
            for slot in 0..<animated.values.count {
                let entity = animated.entities[slot]
                body(
                    entity,
                    animated.presentedValue(
                        of: entity, at: slot, tick: tick, alpha: alpha, tickRate: tickRate,
                        timelinesPlay: timelinesPlay))
            }
        }
    }

    /// Calls `body` with every entity that has `A` and `B` components, each as
    /// ``presented(_:of:alpha:)`` returns it, walking the `A` storage in order (put the rarer
    /// type first). Compiled for both types at the call site, no allocation; changes wait as in
    /// a query.
    /// - Complexity: O(components of `A`), one sample per running transition.
    @inlinable
    public func presented<A: Transitionable, B: Transitionable>(
        _ a: A.Type, _ b: B.Type, alpha: Double, _ body: (Entity, A, B) -> Void
    ) {
        guard let storageA = existingStorage(for: a), let storageB = existingStorage(for: b) else { return }
        let first = unsafeDowncast(storageA, to: AnimatedStorage<A>.self)
        let second = unsafeDowncast(storageB, to: AnimatedStorage<B>.self)
        let (tick, tickRate) = (self.tick, self.tickRate)
        let firstTimelines = first.playsTimelines && first.hasPlayingTimelines
        let secondTimelines = second.playsTimelines && second.hasPlayingTimelines
        iterating {
            for slot in 0..<first.values.count {
                let entity = first.entities[slot]
                guard let slotB = second.slot(of: entity) else { continue }
                body(
                    entity,
                    first.presentedValue(
                        of: entity, at: slot, tick: tick, alpha: alpha, tickRate: tickRate,
                        timelinesPlay: firstTimelines),
                    second.presentedValue(
                        of: entity, at: slotB, tick: tick, alpha: alpha, tickRate: tickRate,
                        timelinesPlay: secondTimelines))
            }
        }
    }

    /// Calls `body` with every entity that has `A`, `B` and `C` components, each as
    /// ``presented(_:of:alpha:)`` returns it, walking the `A` storage in order (put the rarer
    /// type first). Compiled for the three types at the call site, no allocation; changes wait
    /// as in a query.
    /// - Complexity: O(components of `A`), one sample per running transition.
    @inlinable
    public func presented<A: Transitionable, B: Transitionable, C: Transitionable>(
        _ a: A.Type, _ b: B.Type, _ c: C.Type, alpha: Double, _ body: (Entity, A, B, C) -> Void
    ) {
        guard let storageA = existingStorage(for: a), let storageB = existingStorage(for: b),
            let storageC = existingStorage(for: c)
        else { return }
        let first = unsafeDowncast(storageA, to: AnimatedStorage<A>.self)
        let second = unsafeDowncast(storageB, to: AnimatedStorage<B>.self)
        let third = unsafeDowncast(storageC, to: AnimatedStorage<C>.self)
        let (tick, tickRate) = (self.tick, self.tickRate)
        let firstTimelines = first.playsTimelines && first.hasPlayingTimelines
        let secondTimelines = second.playsTimelines && second.hasPlayingTimelines
        let thirdTimelines = third.playsTimelines && third.hasPlayingTimelines
        iterating {
            for slot in 0..<first.values.count {
                let entity = first.entities[slot]
                guard let slotB = second.slot(of: entity), let slotC = third.slot(of: entity) else {
                    continue
                }
                body(
                    entity,
                    first.presentedValue(
                        of: entity, at: slot, tick: tick, alpha: alpha, tickRate: tickRate,
                        timelinesPlay: firstTimelines),
                    second.presentedValue(
                        of: entity, at: slotB, tick: tick, alpha: alpha, tickRate: tickRate,
                        timelinesPlay: secondTimelines),
                    third.presentedValue(
                        of: entity, at: slotC, tick: tick, alpha: alpha, tickRate: tickRate,
                        timelinesPlay: thirdTimelines))
            }
        }
    }
}
