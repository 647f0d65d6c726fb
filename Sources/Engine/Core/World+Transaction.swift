import TransitionCore

extension World {
    /// Runs `body` with `animation` as the transaction's animation, as SwiftUI's
    /// `withAnimation`: every ``set(_:for:)`` of a `Transitionable` component inside it
    /// animates there from the value shown (a retarget, springs keeping their velocity), as
    /// `animate(_:to:_:)` would, and so does every ``setEnvironment(_:_:for:_:)``
    /// given a nil animation. Components of other types, and entities that do not have the
    /// component yet, are set at once. An explicit `animate(_:to:_:)` keeps its own animation.
    /// Transactions nest; the innermost wins, and a nil animation makes the changes inside it
    /// jump again. Changes deferred by a query keep the animation they were asked with.
    @discardableResult
    public func withAnimation<Result>(
        _ animation: Animation? = .default, _ body: () throws -> Result
    ) rethrows -> Result {
        let outer = transactionAnimation
        transactionAnimation = animation
        defer { transactionAnimation = outer }
        return try body()
    }

    /// ``set(_:for:)`` for a living entity inside a transaction: animates a transitionable
    /// component under `animation`, sets any other. Inlinable, so that the animation's tick loop
    /// is compiled for `Value` where `Value` is known.
    @inlinable
    func setInTransaction<Value>(_ value: Value, for entity: Entity, animation: Animation) -> Bool {
        guard let transitionable = value as? any Transitionable else {
            return setOutsideTransaction(value, for: entity)
        }
        return animateInTransaction(transitionable, for: entity, animation: animation)
    }

    /// ``set(_:for:)`` without the transaction: a component that does not animate.
    @usableFromInline
    func setOutsideTransaction<Value>(_ value: Value, for entity: Entity) -> Bool {
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
