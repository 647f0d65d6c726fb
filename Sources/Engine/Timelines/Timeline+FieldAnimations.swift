import TransitionCore

extension Timeline {
    /// Adds a move to `target` at `position`, each field under its own animation in `fields`:
    /// it starts from the value presented then, lasts until the last of them ends (rounded up
    /// to whole ticks) and lands exactly on `target`. Returns false, adding nothing, for a
    /// position at an unknown label.
    @discardableResult
    public mutating func add(
        to target: Value, _ fields: FieldAnimations<Value>, at position: TimelinePosition = .next
    ) -> Bool {
        place(
            Part(start: 0, length: ticks(fields.duration), motion: .fields(to: target, fields)), at: position)
    }
}
