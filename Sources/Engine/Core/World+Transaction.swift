import TransitionCore

extension World {
    /// Runs `body` with `animation` as the transaction's animation, as SwiftUI's
    /// `withAnimation`: every ``set(_:for:)`` of a `Transitionable` component inside it
    /// animates there from the value shown (a retarget, springs keeping their velocity), as
    /// `animate(_:to:_:)` would, and so does every
    /// ``setEnvironment(_:_:for:_:)-(EnvironmentPath<Value>,_,_,_)``
    /// given a nil animation. Components of other types, and entities that do not have the
    /// component yet, are set at once. An explicit `animate(_:to:_:)` keeps its own animation.
    /// Transactions nest; the innermost wins, and a nil animation makes the changes inside it
    /// jump again. Changes deferred by a query keep the animation they were asked with.
    @discardableResult
    public func withAnimation<Result, Failure: Error>(
        _ animation: Animation? = .default, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outer = transactionAnimation
        transactionAnimation = animation
        defer { transactionAnimation = outer }
        return try body()
    }

    /// ``set(_:for:)`` for a living entity inside a transaction: animates a transitionable
    /// component under `animation`, sets any other. Inlinable, so that the animation's tick loop
    /// is compiled for `Value` where `Value` is known.
    @inlinable
    func setInTransaction<Value: StateValue>(_ value: Value, for entity: Entity, animation: Animation) -> Bool
    {
        #if hasFeature(Embedded)
            var animator = TransactionAnimator(
                world: self, value: value, entity: entity, animation: animation)
            guard Value.visitTransitionable(&animator) else {
                return setOutsideTransaction(value, for: entity)
            }
            return animator.result
        #else
            guard let transitionable = value as? any Transitionable else {
                return setOutsideTransaction(value, for: entity)
            }
            return animateInTransaction(transitionable, for: entity, animation: animation)
        #endif
    }

    /// ``set(_:for:)`` without the transaction: a component that does not animate.
    @usableFromInline
    func setOutsideTransaction<Value: StateValue>(_ value: Value, for entity: Entity) -> Bool {
        let outer = transactionAnimation
        transactionAnimation = nil
        defer { transactionAnimation = outer }
        return set(value, for: entity)
    }

    @inlinable
    func animateInTransaction<Value: Transitionable>(
        _ value: Value, for entity: Entity, animation: Animation
    ) -> Bool {
        animate(entity, to: value, animation)
    }
}

#if hasFeature(Embedded)
    /// Animates a component whose type is known only as a ``StateValue`` when it is
    /// transitionable: what a cast to `any Transitionable` does on a normal build.
    @usableFromInline
    struct TransactionAnimator<Stored: StateValue>: TransitionableTypeVisitor {
        @usableFromInline let world: World
        @usableFromInline let value: Stored
        @usableFromInline let entity: Entity
        @usableFromInline let animation: Animation
        @usableFromInline var result = false

        @inlinable
        init(world: World, value: Stored, entity: Entity, animation: Animation) {
            (self.world, self.value, self.entity, self.animation) = (world, value, entity, animation)
        }

        /// `Value` is `Stored`, the component's own type.
        @inlinable
        mutating func visit<Value: Transitionable>(_ type: Value.Type) {
            result = world.animateInTransaction(
                unsafeBitCast(value, to: Value.self), for: entity, animation: animation)
        }
    }
#endif
