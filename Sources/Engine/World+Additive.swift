import TransitionCore

extension World {
    /// Adds a move by `change` under `animation` to whatever moves `entity`'s `Value`
    /// component, instead of retargeting it (SwiftUI's additive animations, DOTween's blendable
    /// tweens): the running motion goes on, and the new move adds its progress from zero to
    /// `change` on top, so the value ends exactly on the running target plus every change
    /// added, summed in the order given. A component at rest (or driven by a timeline) moves to
    /// its value plus `change` as ``animate(_:to:_:)`` would. While a retarget waits to take
    /// over (a delayed animation, a decay's bounce), its target moves by `change` instead, and
    /// the change arrives with it. A retarget, `set`, removal or despawn ends the additive motion
    /// where it is, as it ends a timeline. Returns false for a stale entity or one without the
    /// component.
    /// - Complexity: O(1) amortised; each tick samples every move still added to the motion.
    @discardableResult @inlinable
    public func animate<Value: VectorTransitionable>(
        _ entity: Entity, by change: Value, _ animation: Animation = .default
    ) -> Bool {
        guard isAlive(entity) else { return false }
        if iterationDepth > 0 {
            guard has(Value.self, of: entity) else { return false }
            appendDeferred { [unowned self] in self.animate(entity, by: change, animation) }
            return true
        }
        return addMove(by: change, animation, to: entity, in: animatingStorage(for: Value.self))
    }

    /// ``animate(_:by:_:)`` for a living entity outside queries.
    @usableFromInline
    func addMove<Value: VectorTransitionable>(
        by change: Value, _ animation: Animation, to entity: Entity, in storage: AnimatedStorage<Value>
    ) -> Bool {
        guard let slot = storage.slot(of: entity) else { return false }
        let domain = domainIndex(of: entity)
        let now = clocks.ticks[Int(domain)]
        let additive = additiveStorage(of: storage)
        if var motion = additive.value(of: entity) {
            motion.add(change, animation, at: now)
            additive.store(motion, for: entity)
            return true
        }
        if storage.delaysRetargets, storage.moveWaitingTarget(of: entity, by: change) { return true }
        guard slot < storage.activeCount else {
            return animate(entity, to: storage.values[slot] + change, animation)
        }
        // The running transition becomes the first move, going on as it was.
        var motion = AdditiveMotion(
            first: storage.transition(at: slot), startTick: storage.records[slot].startTick,
            domain: domain)
        motion.add(change, animation, at: now)
        storage.cancel(slot: slot)
        additive.store(motion, for: entity)
        return true
    }

    /// The additive motions of `Value`, made and registered on first use.
    func additiveStorage<Value: VectorTransitionable>(of components: AnimatedStorage<Value>)
        -> AdditiveStorage<Value>
    {
        if let existing = additiveStorages[ObjectIdentifier(Value.self)] {
            return unsafeDowncast(existing, to: AdditiveStorage<Value>.self)
        }
        let made = AdditiveStorage(components: components, tickRate: tickRate)
        additiveStorages[ObjectIdentifier(Value.self)] = made
        components.additive = AdditiveHooks(made)
        register(storage: made, valueType: ObjectIdentifier(Value.self), keyPath: nil)
        return made
    }
}
