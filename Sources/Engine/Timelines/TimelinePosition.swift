import TransitionCore

/// Where a new part of a ``Timeline`` starts, as GSAP's position parameter.
public enum TimelinePosition: Sendable {
    /// When the previous part ends, plus `gap` seconds (negative overlaps).
    case afterPrevious(gap: Double = 0)
    /// When the previous part starts, plus `offset` seconds.
    case withPrevious(offset: Double = 0)
    /// At `seconds` from the start of the timeline.
    case at(Double)
    /// At the label named `name`, plus `offset` seconds. A position naming a label the timeline
    /// does not have is refused: whatever is placed there is not added (the call returns false).
    case label(_ name: String, offset: Double = 0)

    /// Right after the previous part.
    public static let next = TimelinePosition.afterPrevious(gap: 0)
}

extension TimelinePosition {
    /// The tick this position names at `tickRate`, after a part that started at `previousStart`
    /// and ended at `previousEnd`, among `labels`; kept in 0...``Timeline/maximumTicks``. Nil
    /// for a label that is not among `labels`.
    func tick(
        previousStart: UInt64, previousEnd: UInt64, tickRate: UInt64, labels: TimelineMarks
    ) -> UInt64? {
        switch self {
        case .afterPrevious(let gap): return Self.offset(previousEnd, by: gap, tickRate: tickRate)
        case .withPrevious(let offset): return Self.offset(previousStart, by: offset, tickRate: tickRate)
        case .at(let seconds): return Self.offset(0, by: seconds, tickRate: tickRate)
        case .label(let name, let offset):
            return labels.tick(ofLabel: name).map { Self.offset($0, by: offset, tickRate: tickRate) }
        }
    }

    /// `tick` moved by `seconds` at `tickRate`, rounded to whole ticks, kept in
    /// 0...``Timeline/maximumTicks``; a NaN offset is none, an infinite one goes to the bound.
    static func offset(_ tick: UInt64, by seconds: Double, tickRate: UInt64) -> UInt64 {
        guard !seconds.isNaN else { return tick }
        let moved = (Double(tick) + seconds * Double(tickRate)).rounded()
        if !(moved > 0) { return 0 }
        let limit = Timeline<Float>.maximumTicks
        return moved >= Double(limit) ? limit : UInt64(moved)
    }

    /// `tick + ticks`, at most ``Timeline/maximumTicks``.
    static func clamped(_ tick: UInt64, plus ticks: UInt64) -> UInt64 {
        let limit = Timeline<Float>.maximumTicks
        return min(tick, limit) + min(ticks, limit - min(tick, limit))
    }
}
