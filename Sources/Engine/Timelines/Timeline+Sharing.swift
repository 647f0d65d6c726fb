import TransitionCore

extension Timeline {
    /// A digest of what the timeline plays, for finding a timeline built apart with the same
    /// content (a game making one per entity as it plays it); nil when its content cannot be
    /// compared exactly: a part that is not a move, or a value type holding references.
    var contentDigest: UInt64? {
        guard _isPOD(Value.self), !parts.isEmpty else { return nil }
        var hasher = StateHasher()
        hasher.combine(tickRate)
        hasher.combine(durationTicks)
        hasher.combine(UInt64(parts.count))
        Self.combineBytes(of: initialValue, into: &hasher)
        for part in parts {
            guard case .move(let target, let animation) = part.motion else { return nil }
            hasher.combine(part.start)
            hasher.combine(part.length)
            Self.combineBytes(of: target, into: &hasher)
            animation.hash(into: &hasher)
        }
        labelMarks.inTickOrder.hash(into: &hasher)
        markerMarks.inTickOrder.hash(into: &hasher)
        return hasher.finalValue
    }

    /// Whether this timeline plays exactly as `other` does: the same tick rate, initial value
    /// and moves (values equal bit for bit, animations known to time alike), labels and
    /// markers. False whenever that cannot be shown (see ``contentDigest``).
    func playsAlike(_ other: Timeline) -> Bool {
        guard _isPOD(Value.self), tickRate == other.tickRate, durationTicks == other.durationTicks,
            previousStart == other.previousStart, previousEnd == other.previousEnd,
            parts.count == other.parts.count, Self.sameBytes(initialValue, other.initialValue)
        else { return false }
        for (part, otherPart) in zip(parts, other.parts) {
            guard part.start == otherPart.start, part.length == otherPart.length,
                case .move(let target, let animation) = part.motion,
                case .move(let otherTarget, let otherAnimation) = otherPart.motion,
                Self.sameBytes(target, otherTarget), animation.isSame(as: otherAnimation)
            else { return false }
        }
        return labelMarks.inTickOrder == other.labelMarks.inTickOrder
            && markerMarks.inTickOrder == other.markerMarks.inTickOrder
    }

    private static func combineBytes(of value: Value, into hasher: inout StateHasher) {
        withUnsafeBytes(of: value) { hasher.combine(bytes: $0) }
    }

    /// Whether two values of a type without references have the same bytes (padding included,
    /// so that equal values may compare unequal, never the other way round).
    private static func sameBytes(_ first: Value, _ second: Value) -> Bool {
        withUnsafeBytes(of: first) { a in
            withUnsafeBytes(of: second) { b in a.elementsEqual(b) }
        }
    }
}
