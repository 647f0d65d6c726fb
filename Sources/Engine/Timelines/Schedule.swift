import TransitionCore

/// Parts laid out on a time axis of whole ticks, with named positions (labels) and markers: a
/// ``Timeline`` or a ``Choreography``.
public protocol Schedule {
    /// Ticks per second it is laid out at; it plays only in a world of this rate.
    var tickRate: UInt64 { get }
    /// Ticks from its start to the end of its last part or marker.
    var durationTicks: UInt64 { get }
    /// Its labels, ordered by tick (equal ticks in the order they were added).
    var labels: [TimelineMark] { get }
    /// Its markers, ordered by tick (equal ticks in the order they were added).
    var markers: [TimelineMark] { get }

    /// The tick `position` refers to now; nil for a position at an unknown label.
    func tick(at position: TimelinePosition) -> UInt64?

    /// Adds a label or a marker named `name` at `position` (see ``addLabel(_:at:)`` and
    /// ``addMarker(_:at:)``); returns false, adding nothing, for a position at an unknown label.
    @discardableResult
    mutating func place(_ name: String, as kind: TimelineMark.Kind, at position: TimelinePosition) -> Bool
}

extension Schedule {
    /// Seconds from its start to the end of its last part or marker.
    public var duration: Double { Double(durationTicks) / Double(tickRate) }

    /// The tick of the label named `name`; nil when there is none.
    /// - Complexity: O(1).
    public func tick(ofLabel name: String) -> UInt64? {
        tick(at: .label(name))
    }

    /// Names the position `position` `name`, for placing parts (``TimelinePosition/label(_:offset:)``)
    /// and seeking (``PlaybackController/seek(toLabel:offset:)``). A label takes no time: it
    /// neither lengthens the schedule nor changes what ``TimelinePosition/next`` refers to.
    /// Naming a position with a name already used (the same UTF-8 bytes) moves that label.
    /// Returns false, adding nothing, for a position at an unknown label.
    /// - Complexity: O(1) amortised, whatever the order labels are added in.
    @discardableResult
    public mutating func addLabel(_ name: String, at position: TimelinePosition = .next) -> Bool {
        place(name, as: .label, at: position)
    }

    /// Adds a marker named `name` at `position`: on the tick the playhead crosses it while
    /// playing, the world raises a ``MotionEvent/Kind/markerReached(name:)`` event for the
    /// entity and component a timeline plays on (a choreography's track too), or for a
    /// choreography's conductor (`isOf(Choreography.self)`); never when it is sought. A marker
    /// after the last part lengthens the schedule to reach it, but does not change what
    /// ``TimelinePosition/next`` refers to. Returns false, adding nothing, for a position at an
    /// unknown label.
    ///
    /// The rules, for a tick that moves the playhead from `a` to `b` (time scales make this
    /// any number of ticks, or a fraction of one):
    /// - A marker fires when the playhead moves onto or past it: at `p` with `a < p ≤ b`
    ///   forwards, `b ≤ p < a` backwards, once in every cycle it is crossed in, and every
    ///   marker crossed in one tick fires on that tick, in the order the playhead meets them
    ///   (equal ticks in the order added), with the tick's cycle events in between where the
    ///   cycles change and before its finish.
    /// - A marker where the playhead stands after `play` or a seek fires on the next tick
    ///   that moves the playhead away from it, either way: a marker at 0 fires on the first
    ///   tick. One it reached by playing does not fire again when reversed there.
    /// - A marker at the end fires on the tick that reaches it, before the finish. Where a
    ///   repeating run starts its next cycle, the markers at the end fire, then the cycle
    ///   event, then the markers at the start, all on that tick; an autoreversing run turns
    ///   at the end (and the start) once, so a marker there fires once per turn.
    /// - Nothing fires while paused, at a time scale of 0, or when seeking.
    ///
    /// - Complexity: O(1) amortised, whatever the order markers are added in.
    @discardableResult
    public mutating func addMarker(_ name: String, at position: TimelinePosition = .next) -> Bool {
        place(name, as: .marker, at: position)
    }
}

/// How a ``Timeline`` and a ``Choreography`` place labels and markers alike.
protocol ScheduleLayout: Schedule {
    var labelMarks: TimelineMarks { get set }
    var markerMarks: TimelineMarks { get set }
    var durationTicks: UInt64 { get set }
}

extension ScheduleLayout {
    /// Puts a label (moving one of that name) or adds a marker (lengthening the schedule to
    /// reach it) named `name` at `position`; false for a position at an unknown label.
    mutating func placeMark(_ name: String, as kind: TimelineMark.Kind, at position: TimelinePosition) -> Bool
    {
        guard let tick = tick(at: position) else { return false }
        switch kind {
        case .label:
            labelMarks.place(name, atTick: tick)
        case .marker:
            markerMarks.place(name, atTick: tick)
            durationTicks = max(durationTicks, tick)
        }
        return true
    }
}

extension Timeline: ScheduleLayout {
    /// See ``Schedule/place(_:as:at:)``.
    @discardableResult
    public mutating func place(_ name: String, as kind: TimelineMark.Kind, at position: TimelinePosition)
        -> Bool
    {
        placeMark(name, as: kind, at: position)
    }
}

extension Choreography: ScheduleLayout {
    /// See ``Schedule/place(_:as:at:)``.
    @discardableResult
    public mutating func place(_ name: String, as kind: TimelineMark.Kind, at position: TimelinePosition)
        -> Bool
    {
        placeMark(name, as: kind, at: position)
    }
}
