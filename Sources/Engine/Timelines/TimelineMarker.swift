import TransitionCore

/// A named point of a ``Timeline`` or a ``Choreography`` that raises a
/// ``MotionEvent/Kind/markerReached(name:)`` event on the tick the playhead crosses it while
/// playing, never when it is sought past. See ``Schedule/addMarker(_:at:)`` for the rules.
public struct TimelineMarker: Equatable, Sendable {
    /// The name its events carry; several markers may share one.
    public let name: String
    /// Ticks from the start of the timeline.
    public let tick: UInt64

    /// A marker named `name` at `tick`.
    public init(name: String, tick: UInt64) {
        self.name = name
        self.tick = tick
    }
}

extension TimelineMarker {
    /// The name of the marker a choreography's track keeps at the end of its last part, which
    /// raises the track's own ``MotionEvent/Kind/finished`` event rather than a marker event; no
    /// marker a user adds can have it (it starts with a NUL).
    static let trackEndName = "\u{0}track end"

    /// Whether this is a track's end.
    var isTrackEnd: Bool { name == TimelineMarker.trackEndName }
}

extension [TimelineMarker] {
    /// Adds a marker named `name` at `tick` after every marker at or before that tick.
    mutating func add(_ name: String, atTick tick: UInt64) {
        insert(TimelineMarker(name: name, tick: tick), at: firstIndex(after: tick))
    }

    /// Adds `markers`, laid out from tick 0, from tick `start`.
    mutating func add(_ markers: [TimelineMarker], fromTick start: UInt64) {
        for marker in markers {
            add(marker.name, atTick: TimelinePosition.clamped(start, plus: marker.tick))
        }
    }

    /// The index of the first marker after `tick` (binary search: the markers are ordered by tick).
    func firstIndex(after tick: UInt64) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].tick <= tick { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The tick of the last marker; 0 when there is none.
    var lastTick: UInt64 { last?.tick ?? 0 }

    /// Mixes every marker, in order, into `hasher`.
    func hash(into hasher: inout StateHasher) {
        hasher.combine(UInt64(count))
        for marker in self {
            hasher.combine(marker.tick)
            hasher.combine(string: marker.name)
        }
    }
}
