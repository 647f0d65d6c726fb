import TransitionCore

/// A named position in a ``Timeline`` or a ``Choreography``: a placement target
/// (``TimelinePosition/label(_:offset:)``) and a seek target
/// (``PlaybackController/seek(toLabel:offset:)``). A label takes no time and fires nothing.
public struct TimelineLabel: Equatable, Sendable {
    /// The label's name, unique within its timeline.
    public let name: String
    /// Ticks from the start of the timeline.
    public let tick: UInt64

    /// A label named `name` at `tick`.
    public init(name: String, tick: UInt64) {
        self.name = name
        self.tick = tick
    }
}

extension [TimelineLabel] {
    /// The tick of the label named `name`; nil when there is none.
    func tick(of name: String) -> UInt64? {
        first { $0.name == name }?.tick
    }

    /// Puts a label named `name` at `tick`, moving the one of that name if there is one; the
    /// labels stay ordered by tick, equal ticks in the order they were put.
    mutating func put(_ name: String, atTick tick: UInt64) {
        removeAll { $0.name == name }
        let index = firstIndex { $0.tick > tick } ?? count
        insert(TimelineLabel(name: name, tick: tick), at: index)
    }

    /// Puts `labels`, laid out from tick 0, from tick `start`: later ones move earlier ones of
    /// the same name.
    mutating func put(_ labels: [TimelineLabel], fromTick start: UInt64) {
        for label in labels {
            put(label.name, atTick: TimelinePosition.clamped(start, plus: label.tick))
        }
    }

    /// Mixes every label, in order, into `hasher`.
    func hash(into hasher: inout StateHasher) {
        hasher.combine(UInt64(count))
        for label in self {
            hasher.combine(label.tick)
            hasher.combine(string: label.name)
        }
    }
}
