import TransitionCore

extension Choreography {
    /// Adds a move of the `Value` component of each of `entities` to `target(index, entity)`
    /// under `animation`, the starts spread by `stagger` in whole ticks from `position`, each
    /// timed as ``animate(_:to:_:at:)`` times one move. The next part placed after it follows
    /// the move that ends last. Returns false, adding nothing, for an empty list or a position
    /// at an unknown label. Inlinable, so that the tracks, made where `Value` is known, play in
    /// a tick specialised for it.
    @discardableResult @inlinable
    public mutating func animate<Value: Transitionable>(
        _ entities: [Entity], to target: (_ index: Int, _ entity: Entity) -> Value,
        _ animation: Animation = .default, stagger: Stagger, at position: TimelinePosition = .next
    ) -> Bool {
        animate(
            entities, to: target, animation, stagger: stagger, at: position,
            specializing: { $0.specializeTick() })
    }

    /// ``animate(_:to:_:stagger:at:)``'s work, the tracks installing their tick with `specializing`.
    @usableFromInline
    mutating func animate<Value: Transitionable>(
        _ entities: [Entity], to target: (_ index: Int, _ entity: Entity) -> Value, _ animation: Animation,
        stagger: Stagger, at position: TimelinePosition,
        specializing: @escaping (TimelineStorage<Value>) -> Void
    ) -> Bool {
        guard !entities.isEmpty, let start = tick(at: position) else { return false }
        let offsets = stagger.startTicks(count: entities.count, tickRate: tickRate)
        var end = start
        for (index, entity) in entities.enumerated() {
            let value = target(index, entity)
            var move = Timeline(from: value, tickRate: tickRate)
            move.add(to: value, animation)
            let moveStart = TimelinePosition.clamped(start, plus: offsets[index])
            add(move, on: entity, atTick: moveStart, startsFromComponent: true, specializing: specializing)
            end = max(end, TimelinePosition.clamped(moveStart, plus: move.durationTicks))
        }
        placed(from: start, length: end - start)
        return true
    }

    /// Adds a move of the `Value` component of each of `entities` to `target`, the starts spread
    /// by `stagger`, as ``animate(_:to:_:stagger:at:)`` does (false when it adds nothing).
    @discardableResult @inlinable
    public mutating func animate<Value: Transitionable>(
        _ entities: [Entity], to target: Value, _ animation: Animation = .default, stagger: Stagger,
        at position: TimelinePosition = .next
    ) -> Bool {
        animate(entities, to: { _, _ in target }, animation, stagger: stagger, at: position)
    }
}
