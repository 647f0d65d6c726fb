import TransitionCore

extension World {
    /// `entity`'s `Value` component as it looks `alpha` (0..<1) of a tick after the last tick:
    /// what a renderer draws between ticks. Exact: sampled from the transition, or from the
    /// playhead of the timeline driving it, not blended. An alpha outside 0...1 is clamped into
    /// it; a NaN or infinite one counts as 0. The same value as ``forEachPresented(_:alpha:_:)``
    /// gives the entity, by the same work once its component is found.
    /// - Complexity: O(1): one sample of the transition or timeline.
    @inlinable
    public func presented<Value: Transitionable>(_ type: Value.Type, of entity: Entity, alpha: Double = 0)
        -> Value?
    {
        let (tick, tickRate) = (self.tick, self.tickRate)
        return withExistingStorage(for: type) { storage in
            let animated = unsafeDowncast(storage, to: AnimatedStorage<Value>.self)
            guard let slot = animated.slot(of: entity) else { return nil }
            return animated.presentedValue(of: entity, at: slot, tick: tick, tickRate: tickRate, alpha: alpha)
        } ?? nil
    }

    /// Calls `body` with every entity that has a `Value` component and that component as it
    /// looks `alpha` of a tick after the last tick: exactly what ``presented(_:of:alpha:)``
    /// returns for each, in one pass over the packed storage (storage order). For renderers:
    /// compiled for `Value` at the call site, no allocation. Changes `body` asks of the world
    /// wait until the call returns, as in a query.
    /// - Complexity: O(components of `Value`), one sample per running transition.
    @inlinable
    public func forEachPresented<Value: Transitionable>(
        _ type: Value.Type, alpha: Double, _ body: (Entity, Value) -> Void
    ) {
        guard let storage = existingStorage(for: type) else { return }
        beginIteration()
        do {
            presentedValues(unsafeDowncast(storage, to: AnimatedStorage<Value>.self), alpha: alpha).forEach(
                body)
        }
        endIteration()
    }

    /// Calls `body` with every entity that has `A` and `B` components, each as
    /// ``presented(_:of:alpha:)`` returns it, walking the `A` storage in order (put the rarer
    /// type first). Compiled for both types at the call site, no allocation; changes wait as in
    /// a query.
    /// - Complexity: O(components of `A`), one sample per running transition.
    @inlinable
    public func forEachPresented<A: Transitionable, B: Transitionable>(
        _ a: A.Type, _ b: B.Type, alpha: Double, _ body: (Entity, A, B) -> Void
    ) {
        guard let storageA = existingStorage(for: a), let storageB = existingStorage(for: b) else { return }
        beginIteration()
        do {
            let first = presentedValues(unsafeDowncast(storageA, to: AnimatedStorage<A>.self), alpha: alpha)
            let second = presentedValues(unsafeDowncast(storageB, to: AnimatedStorage<B>.self), alpha: alpha)
            for slot in 0..<first.count {
                let entity = first.entity(at: slot)
                guard let slotB = second.slot(of: entity, hint: slot) else { continue }
                body(entity, first.value(of: entity, at: slot), second.value(of: entity, at: slotB))
            }
        }
        endIteration()
    }

    /// Calls `body` with every entity that has `A`, `B` and `C` components, each as
    /// ``presented(_:of:alpha:)`` returns it, walking the `A` storage in order (put the rarer
    /// type first). Compiled for the three types at the call site, no allocation; changes wait
    /// as in a query.
    /// - Complexity: O(components of `A`), one sample per running transition.
    @inlinable
    public func forEachPresented<A: Transitionable, B: Transitionable, C: Transitionable>(
        _ a: A.Type, _ b: B.Type, _ c: C.Type, alpha: Double, _ body: (Entity, A, B, C) -> Void
    ) {
        guard let storageA = existingStorage(for: a), let storageB = existingStorage(for: b),
            let storageC = existingStorage(for: c)
        else { return }
        beginIteration()
        do {
            let first = presentedValues(unsafeDowncast(storageA, to: AnimatedStorage<A>.self), alpha: alpha)
            let second = presentedValues(unsafeDowncast(storageB, to: AnimatedStorage<B>.self), alpha: alpha)
            let third = presentedValues(unsafeDowncast(storageC, to: AnimatedStorage<C>.self), alpha: alpha)
            for slot in 0..<first.count {
                let entity = first.entity(at: slot)
                guard let slotB = second.slot(of: entity, hint: slot),
                    let slotC = third.slot(of: entity, hint: slot)
                else {
                    continue
                }
                body(
                    entity, first.value(of: entity, at: slot), second.value(of: entity, at: slotB),
                    third.value(of: entity, at: slotC))
            }
        }
        endIteration()
    }

    /// The presented values of `storage` at this moment and `alpha`.
    @inlinable
    func presentedValues<Value: Transitionable>(_ storage: AnimatedStorage<Value>, alpha: Double)
        -> PresentedValues<Value>
    {
        PresentedValues(storage, tick: tick, tickRate: tickRate, alpha: alpha)
    }
}
