import TransitionCore

/// A choreography of many entities over time, GSAP's timeline with many targets: tracks, one
/// per entity and component type, each a ``Timeline`` of that component, placed one after
/// another or together. Played on a conductor entity with `World.play(_:on:repeatCount:autoreverses:)`,
/// every track follows one playhead: paused, sought, reversed and time-scaled as one, with one
/// set of events (the conductor's).
///
/// A track first made from a ``Timeline`` starts from that timeline's initial value, shown as
/// soon as the choreography is played (as `World.play(_:on:repeatCount:autoreverses:)` shows a
/// timeline's); a track first made by ``animate(_:to:_:at:)`` starts from the component's value
/// when played (from the move's target when the entity has none), as GSAP's `to` does.
/// Everything else is as in a ``Timeline``: whole ticks, parts taking over from the value
/// presented, at most ``Timeline/maximumTicks``. A choreography has labels and markers of its own
/// (see ``addLabel(_:at:)``, ``addMarker(_:at:)``), as a timeline does; the markers of a track's
/// timeline fire for the track's entity.
public struct Choreography {
    /// Ticks per second the choreography was laid out for.
    public let tickRate: UInt64
    /// The tracks, in the order their entity and type first appeared.
    private(set) var tracks: [AnyChoreographyTrack] = []
    /// Where the track of an entity's component type is in `tracks`.
    private var trackIndices: [TrackKey: Int] = [:]
    private var previousStart: UInt64 = 0
    private var previousEnd: UInt64 = 0
    /// The end of the track that ends last, or the last marker if it comes later.
    public internal(set) var durationTicks: UInt64 = 0
    /// The named positions, ordered by tick (equal ticks in the order they were added).
    /// - Complexity: O(1) when they were added in tick order, O(n log n) otherwise.
    public var labels: [TimelineMark] { labelMarks.inTickOrder }
    /// The points that raise events for the conductor as the playhead crosses them, ordered by
    /// tick (equal ticks in the order they were added).
    /// - Complexity: O(1) when they were added in tick order, O(n log n) otherwise.
    public var markers: [TimelineMark] { markerMarks.inTickOrder }
    /// The labels, in the order added.
    var labelMarks = TimelineMarks(.label)
    /// The markers, in the order added.
    var markerMarks = TimelineMarks(.marker)

    private struct TrackKey: Hashable {
        let entity: Entity
        let valueType: ValueTypeID
    }

    /// An empty choreography laid out in ticks of `tickRate` hertz (clamped into 1...1,000,000,
    /// as ``World`` does).
    public init(tickRate: UInt64) {
        self.tickRate = FixedStepLoop.clampedTickRate(tickRate)
    }

    /// Number of tracks: distinct pairs of entity and component type.
    public var trackCount: Int { tracks.count }

    /// Adds `timeline` for `entity`'s `Value` component at `position`. A pair that already has
    /// a track gets the timeline nested into it, its parts taking over as a timeline's do. The
    /// timeline's labels and markers stay in the track (its markers fire for `entity`). A
    /// timeline laid out at another tick rate, or a position at an unknown label, is refused
    /// (returns false).
    /// Inlinable, so that the track, made where `Value` is known, plays in a tick specialised
    /// for it.
    @discardableResult @inlinable
    public mutating func add<Value: Transitionable>(
        _ timeline: Timeline<Value>, on entity: Entity, at position: TimelinePosition = .next
    ) -> Bool {
        guard timeline.tickRate == tickRate else { return false }
        return add(
            timeline, on: entity, at: position, startsFromComponent: false,
            specializing: { $0.specializeTick() })
    }

    @usableFromInline
    mutating func add<Value: Transitionable>(
        _ timeline: Timeline<Value>, on entity: Entity, at position: TimelinePosition,
        startsFromComponent: Bool, specializing: @escaping (TimelineStorage<Value>) -> Void
    ) -> Bool {
        guard let start = tick(at: position) else { return false }
        add(
            timeline, on: entity, atTick: start, startsFromComponent: startsFromComponent,
            specializing: specializing)
        placed(from: start, length: timeline.durationTicks)
        return true
    }

    /// Adds `timeline` for `entity`'s `Value` component from tick `start`, leaving where the
    /// next part is placed as it was; its track installs its tick with `specializing`.
    mutating func add<Value: Transitionable>(
        _ timeline: Timeline<Value>, on entity: Entity, atTick start: UInt64, startsFromComponent: Bool,
        specializing: @escaping (TimelineStorage<Value>) -> Void
    ) {
        merge(
            ChoreographyTrack(
                entity: entity, timeline: timeline, startsFromComponent: startsFromComponent,
                specializing: specializing),
            atTick: start)
    }

    /// Adds a move of `entity`'s `Value` component to `target` under `animation` at `position`,
    /// timed as `Timeline.add(to:_:at:)` times it. A new track made by it starts from the
    /// component's value when played. Returns false, adding nothing, for a position at an
    /// unknown label. Inlinable, so that the track, made where `Value` is known, plays in a
    /// tick specialised for it.
    @discardableResult @inlinable
    public mutating func animate<Value: Transitionable>(
        _ entity: Entity, to target: Value, _ animation: Animation = .default,
        at position: TimelinePosition = .next
    ) -> Bool {
        var move = Timeline(from: target, tickRate: tickRate)
        move.add(to: target, animation)
        return add(
            move, on: entity, at: position, startsFromComponent: true, specializing: { $0.specializeTick() })
    }

    /// Nests `other` at `position`: its tracks, labels and markers keep their places relative
    /// to each other, its tracks merge into the tracks of the same entity and type, and its
    /// labels move those of the same names here. One laid out at another tick rate, or a
    /// position at an unknown label, is refused (returns false).
    @discardableResult
    public mutating func add(_ other: Choreography, at position: TimelinePosition = .next) -> Bool {
        guard other.tickRate == tickRate, let start = tick(at: position) else { return false }
        for track in other.tracks {
            merge(track, atTick: start)
        }
        labelMarks.place(other.labelMarks, fromTick: start)
        if !other.markerMarks.isEmpty {
            markerMarks.place(other.markerMarks, fromTick: start)
            durationTicks = max(durationTicks, markerMarks.lastTick)
        }
        placed(from: start, length: other.durationTicks)
        return true
    }

    /// Adds `track`, laid out from tick 0, from tick `start`.
    private mutating func merge(_ track: AnyChoreographyTrack, atTick start: UInt64) {
        let key = TrackKey(entity: track.entity, valueType: track.valueType)
        if let index = trackIndices[key] {
            if !isKnownUniquelyReferenced(&tracks[index]) { tracks[index] = tracks[index].copy() }
            tracks[index].add(track, atTick: start)
            durationTicks = max(durationTicks, tracks[index].durationTicks)
        } else {
            trackIndices[key] = tracks.count
            tracks.append(track.shifted(toTick: start))
            durationTicks = max(durationTicks, tracks[tracks.count - 1].durationTicks)
        }
    }

    mutating func placed(from start: UInt64, length: UInt64) {
        previousStart = start
        previousEnd = TimelinePosition.clamped(start, plus: length)
    }

    /// The tick `position` refers to now; nil for a label this choreography does not have.
    public func tick(at position: TimelinePosition) -> UInt64? {
        position.tick(
            previousStart: previousStart, previousEnd: previousEnd, tickRate: tickRate, labels: labelMarks)
    }
}
