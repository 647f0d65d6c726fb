import TransitionCore

extension World {
    /// Adds a move by `change` under `animation` to whatever moves `entity`'s `Value`
    /// component, instead of retargeting it (SwiftUI's additive animations, DOTween's blendable
    /// tweens): the running motion goes on, and the new move adds its progress from zero to
    /// `change` on top, so the value ends exactly on the running target plus every change
    /// added, summed in the order given. A component at rest (or driven by a timeline) moves to
    /// its value plus `change` as `animate(_:to:_:)` would. While a retarget waits to take
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
        if commands.isDeferring {
            guard has(Value.self, of: entity) else { return false }
            commands.append { $0.animate(entity, by: change, animation) }
            return true
        }
        return addMove(by: change, animation, to: entity, in: animatingStorage(for: Value.self))
    }

    /// ``animate(_:by:_:)`` for a living entity outside queries. Inlinable, so that the first
    /// additive move of `Value`, compiled where `Value` is known, installs the additive tick
    /// specialised for `Value`.
    @inlinable
    func addMove<Value: VectorTransitionable>(
        by change: Value, _ animation: Animation, to entity: Entity, in storage: AnimatedStorage<Value>
    ) -> Bool {
        guard let slot = storage.slot(of: entity) else { return false }
        let domain = domainIndex(of: entity)
        let now = clocks.ticks[Int(domain)]
        let additive = additiveStorage(of: storage)
        if let moving = additive.slot(of: entity) {
            additive.add(change, animation, at: now, toMotionIn: moving)
            return true
        }
        if storage.delaysRetargets, moveWaitingTarget(of: entity, by: change, in: storage) { return true }
        // The running transition becomes the first move, going on as it was.
        guard let running = storage.handOverTransition(inSlot: slot) else {
            return animate(entity, to: storage.values[slot] + change, animation)
        }
        additive.start(entity, continuing: running, adding: change, animation, at: now, domain: domain)
        return true
    }

    /// Moves the target of `entity`'s delayed retarget in `storage` by `change`; returns
    /// whether one waits.
    @usableFromInline
    func moveWaitingTarget<Value: VectorTransitionable>(
        of entity: Entity, by change: Value, in storage: AnimatedStorage<Value>
    ) -> Bool {
        storage.moveWaitingTarget(of: entity, by: change)
    }

    /// The additive motions of `Value`, made and registered on first use, with their tick and
    /// presentation compiled for `Value` installed: inlinable, so that they are compiled where
    /// `Value` is known.
    @inlinable
    func additiveStorage<Value: VectorTransitionable>(of components: AnimatedStorage<Value>)
        -> AdditiveStorage<Value>
    {
        let storage = registeredAdditiveStorage(of: components)
        if storage.specializedAdvance == nil {
            storage.specializedAdvance = { storage, finished in storage.advance(finished: finished) }
            storage.specializedPresented = { storage, entity, alpha in
                storage.presentedValue(of: entity, alpha: alpha)
            }
        }
        return storage
    }

    /// The additive motions of `Value`, made and registered on first use.
    @usableFromInline
    func registeredAdditiveStorage<Value: VectorTransitionable>(of components: AnimatedStorage<Value>)
        -> AdditiveStorage<Value>
    {
        if let existing = additiveStorages[ValueTypes.id(of: Value.self)] {
            return unsafeDowncast(existing, to: AdditiveStorage<Value>.self)
        }
        let made = AdditiveStorage(components: components, tickRate: tickRate)
        additiveStorages[ValueTypes.id(of: Value.self)] = made
        components.additive = AdditiveHooks(made)
        register(
            storage: made, key: StorageKey(.additive, of: Value.self),
            valueType: ValueTypes.id(of: Value.self))
        return made
    }
}
