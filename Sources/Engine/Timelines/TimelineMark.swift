import TransitionCore

/// A named tick of a ``Timeline`` or a ``Choreography``: a label or a marker.
///
/// A **label** names a position, as a placement target (``TimelinePosition/label(_:offset:)``)
/// and a seek target (``PlaybackController/seek(toLabel:offset:)``); its name is unique within
/// its schedule, and it takes no time and fires nothing. A **marker** raises a
/// ``MotionEvent/Kind/markerReached(name:)`` event on the tick the playhead crosses it while
/// playing, never when it is sought past (see ``Schedule/addMarker(_:at:)`` for the rules);
/// several markers may share a name.
public struct TimelineMark: Equatable, Sendable {
    /// The label's or marker's name.
    public let name: String
    /// Ticks from the start of its schedule.
    public let tick: UInt64

    /// A mark named `name` at `tick`.
    public init(name: String, tick: UInt64) {
        self.name = name
        self.tick = tick
    }

    /// Whether the two are at the same tick with the same name (the same UTF-8 bytes).
    public static func == (lhs: TimelineMark, rhs: TimelineMark) -> Bool {
        lhs.tick == rhs.tick && lhs.name.isSameName(as: rhs.name)
    }

    /// What a mark is: a label or a marker.
    public enum Kind: Equatable, Sendable {
        /// A named position, for placing and seeking.
        case label
        /// A point that raises an event when the playhead crosses it.
        case marker
    }
}

extension TimelineMark {
    /// The name of the marker a choreography's track keeps at the end of its last part, which
    /// raises the track's own ``MotionEvent/Kind/finished`` event rather than a marker event; no
    /// marker a user adds can have it (it starts with a NUL).
    static let trackEndName = "\u{0}track end"

    /// Whether this is a track's end.
    var isTrackEnd: Bool { name.isSameName(as: TimelineMark.trackEndName) }
}

extension [TimelineMark] {
    /// The tick of the first mark named `name` (the same UTF-8 bytes, as labels are told
    /// apart); nil when there is none.
    func tick(of name: String) -> UInt64? {
        first { $0.name.isSameName(as: name) }?.tick
    }

    /// Markers: adds a mark named `name` at `tick` after every mark at or before that tick.
    /// - Complexity: O(n); ``TimelineMarks`` adds in O(1).
    mutating func add(_ name: String, atTick tick: UInt64) {
        insert(TimelineMark(name: name, tick: tick), at: firstIndex(after: tick))
    }

    /// The index of the first mark after `tick` (binary search: the marks are ordered by tick).
    func firstIndex(after tick: UInt64) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].tick <= tick { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The tick of the last mark; 0 when there is none.
    var lastTick: UInt64 { last?.tick ?? 0 }

    /// Mixes every mark, in order, into `hasher`.
    func hash(into hasher: inout StateHasher) {
        hasher.combine(UInt64(count))
        for mark in self {
            hasher.combine(mark.tick)
            hasher.combine(string: mark.name)
        }
    }
}
