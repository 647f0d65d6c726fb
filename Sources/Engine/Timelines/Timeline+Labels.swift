import TransitionCore

extension Timeline {
    /// Names the position `position` `name`, for placing parts (``TimelinePosition/label(_:offset:)``)
    /// and seeking (``TimelineController/seek(toLabel:offset:)``). A label takes no time: it
    /// neither lengthens the timeline nor changes what ``TimelinePosition/next`` refers to.
    /// Naming a position with a name already used moves that label. Returns false, adding
    /// nothing, for a position at an unknown label.
    @discardableResult
    public mutating func addLabel(_ name: String, at position: TimelinePosition = .next) -> Bool {
        placeLabel(name, at: position)
    }

    /// The tick of the label named `name`; nil when there is none.
    public func tick(ofLabel name: String) -> UInt64? {
        labels.tick(of: name)
    }

    /// Adds a marker named `name` at `position`: on the tick the playhead crosses it while
    /// playing, the world raises a ``MotionEvent/Kind/markerReached(name:)`` event for the
    /// entity and component the timeline plays on (a choreography's track too), never when it
    /// is sought. A marker after the last part lengthens the timeline to reach it, but does
    /// not change what ``TimelinePosition/next`` refers to. Returns false, adding nothing, for
    /// a position at an unknown label.
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
    @discardableResult
    public mutating func addMarker(_ name: String, at position: TimelinePosition = .next) -> Bool {
        placeMarker(name, at: position)
    }
}
