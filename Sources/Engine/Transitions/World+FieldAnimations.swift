import TransitionCore

extension World {
    /// Moves `entity`'s `Value` component to `target` starting now, each field under its own
    /// animation in `fields`, from the value shown (whatever moved it before ends there). It
    /// plays as a timeline of one move: ``timeline(_:of:)`` steers it, its end is reported as a
    /// timeline's (``MotionEvent/Motion/timeline``), and a transition or timeline it replaces
    /// as ``MotionEvent/Interruption/played``. A later `animate` or `set` takes over from the
    /// value shown, as from any timeline. An entity without the component gets `target` at
    /// once. Returns false for a stale entity.
    /// - Complexity: O(1) amortised, plus one sample of every field.
    @discardableResult
    public func animate<Value: Transitionable>(
        _ entity: Entity, to target: Value, _ fields: FieldAnimations<Value>
    ) -> Bool {
        guard isAlive(entity) else { return false }
        if commands.isDeferring {
            commands.append { $0.animate(entity, to: target, fields) }
            return true
        }
        guard let shown = get(Value.self, of: entity) else { return set(target, for: entity) }
        var move = Timeline(from: shown, tickRate: tickRate)
        move.add(to: target, fields)
        return play(move, on: entity)
    }
}
