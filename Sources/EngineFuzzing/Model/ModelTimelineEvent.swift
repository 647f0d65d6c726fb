import Engine

/// A timeline event as the model records it.
struct ModelTimelineEvent: Equatable, CustomStringConvertible {
    var entity: Entity
    var kind: TimelineKind
    var event: MotionEvent.Kind
    var tick: UInt64

    /// `finished float@3:0#120`.
    var description: String {
        let what =
            switch event {
            case .cycleCompleted(let index): "cycle \(index)"
            case .finished: "finished"
            case .interrupted(let reason): "interrupted (\(reason))"
            case .markerReached(let name): "marker \(name)"
            }
        return "\(what) \(kind)@\(entity.index):\(entity.generation)#\(tick)"
    }

    /// `events` ordered by entity and kind, each timeline's own events in the order they came:
    /// the order that must agree, whatever order the world walks its timelines in.
    static func byTimeline(_ events: [ModelTimelineEvent]) -> [ModelTimelineEvent] {
        events.enumerated().sorted { a, b in
            (a.element.entity, a.element.kind.rawValue, a.offset) < (
                b.element.entity, b.element.kind.rawValue, b.offset
            )
        }.map(\.element)
    }
}
