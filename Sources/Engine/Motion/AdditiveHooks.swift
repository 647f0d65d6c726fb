import TransitionCore

/// What a component storage asks of the additive motions of its components, whose storage it
/// cannot name (it needs `VectorTransitionable` values).
final class AdditiveHooks<Value: Transitionable> {
    /// Ends `entity`'s additive motion where it is; returns whether one moved it.
    let end: (Entity) -> Bool
    /// `entity`'s value presented `alpha` of a tick after the last, if an additive motion moves it.
    let presented: (Entity, Double) -> Value?
    /// Whether an additive motion moves `entity`'s component.
    let moves: (Entity) -> Bool
    /// Number of additive motions.
    let count: () -> Int

    init(
        end: @escaping (Entity) -> Bool, presented: @escaping (Entity, Double) -> Value?,
        moves: @escaping (Entity) -> Bool, count: @escaping () -> Int
    ) {
        (self.end, self.presented, self.moves, self.count) = (end, presented, moves, count)
    }
}

extension AdditiveHooks where Value: VectorTransitionable {
    /// The hooks of `storage`, which the world keeps alive as long as the component storage.
    convenience init(_ storage: AdditiveStorage<Value>) {
        self.init(
            end: { [unowned(unsafe) storage] in storage.remove($0) },
            presented: { [unowned(unsafe) storage] in storage.presented($0, alpha: $1) },
            moves: { [unowned(unsafe) storage] in storage.contains($0) },
            count: { [unowned(unsafe) storage] in storage.count })
    }
}
