import TransitionCore

/// A timeline playing on one entity's component: its playhead and the timeline, named by its
/// entry in the storage's ``TimelinePalette``. A track of a choreography names its conductor and
/// plays on a copy of the choreography's playhead. Plain data, so that a tick reads and writes
/// it without reference counting; `Value` only ties it to its storage's value type.
@usableFromInline
struct TimelinePlayer<Value: Transitionable> {
    /// Where the run is; change it only through ``steer(markers:_:)`` or ``step(markers:onEvent:)``,
    /// which keep the quiet stretch ahead of it current.
    @usableFromInline var playhead: Playhead
    /// The timeline's entry in the palette.
    @usableFromInline var entry: UInt32
    /// The clock domain it runs on: its entity's, or for a track its conductor's.
    @usableFromInline var domain: UInt32
    /// The slot of its component in the component storage when last written: checked against
    /// the entity before each write, and found again when the component moved.
    @usableFromInline var componentSlot: UInt32 = 0
    /// The entity the choreography this track belongs to plays on; nil for a timeline played alone.
    @usableFromInline let conductor: Entity?
    /// Units the playhead moves in one tick (``Playhead/stepUnits``).
    @usableFromInline private(set) var stepUnits: UInt64 = 0
    /// The first unit of the cycle the playhead is in.
    @usableFromInline private(set) var cycleBase: UInt64 = 0
    /// Whether that cycle plays the timeline backwards (an autoreversing run's odd cycle).
    @usableFromInline private(set) var isMirrored = false
    /// While the playhead runs forwards, not paused, and a tick leaves it short of this unit,
    /// the tick crosses no marker, cycle boundary or end: it only moves the playhead. 0 when
    /// every tick must go through ``Playhead/advance(markers:onEvent:)``.
    @usableFromInline private(set) var quietEnd: UInt64 = 0

    /// A player of palette entry `entry` at `playhead`, on clock domain `domain`, for the
    /// choreography on `conductor` (nil: alone), whose timeline has `markers` (a track's end
    /// included).
    init(entry: UInt32, playhead: Playhead, conductor: Entity?, domain: UInt32, markers: [TimelineMark]) {
        self.playhead = playhead
        self.entry = entry
        self.conductor = conductor
        self.domain = domain
        settle(markers: markers)
    }

    /// Moves the playhead one tick within the quiet stretch; returns false, changing nothing,
    /// when the tick may cross something and must be stepped with ``step(markers:onEvent:)``.
    @inlinable @inline(__always)
    mutating func stepQuietly() -> Bool {
        let units = playhead.units
        guard quietEnd > units, quietEnd - units > stepUnits else { return false }
        playhead.units = units + stepUnits
        return true
    }

    /// Moves the playhead one tick as ``Playhead/advance(markers:onEvent:)`` does, reporting
    /// what it crosses of `markers`; returns whether the run finished.
    @usableFromInline
    mutating func step(markers: [TimelineMark], onEvent: (MotionEvent.Kind) -> Void) -> Bool {
        let done = playhead.advance(markers: markers, onEvent: onEvent)
        settle(markers: markers)
        return done
    }

    /// Applies `change` to the playhead, of a timeline with `markers`.
    mutating func steer(markers: [TimelineMark], _ change: (inout Playhead) -> Void) {
        change(&playhead)
        settle(markers: markers)
    }

    /// Where the playhead is within its cycle, in the direction the cycle plays, as
    /// ``Playhead/local(at:)`` gives it: whole ticks and the fraction of a tick beyond them.
    @inlinable @inline(__always)
    var local: (ticks: UInt64, fraction: Double) {
        guard playhead.cycleUnits > 0 else { return (0, 0) }
        var local = playhead.units - cycleBase
        if isMirrored { local = playhead.cycleUnits - local }
        let unit = Playhead.unitsPerTick
        return (local / unit, Double(local % unit) / Double(unit))
    }

    /// Works out again what ``stepQuietly()`` and ``local`` read, after the playhead changed.
    private mutating func settle(markers: [TimelineMark]) {
        stepUnits = playhead.stepUnits
        let length = playhead.cycleUnits
        let cycle = UInt64(playhead.cycle)
        cycleBase = cycle * length
        isMirrored = playhead.autoreverses && cycle % 2 == 1
        quietEnd = 0
        guard length > 0, !playhead.isPaused, !playhead.isReversed, !playhead.firesMarkersHere else { return }
        let (next, overflow) = cycleBase.addingReportingOverflow(length)
        var end = min(overflow ? .max : next, playhead.endUnits ?? .max)
        if let marker = nextMarker(markers) { end = min(end, marker) }
        quietEnd = end
    }

    /// The playhead position, moving forwards, at which it would cross the first of `markers`
    /// ahead of it in this cycle (``Playhead/reportCrossing(from:markers:before:after:onEvent:)``'s
    /// rules); nil when none lies ahead.
    private func nextMarker(_ markers: [TimelineMark]) -> UInt64? {
        guard !markers.isEmpty else { return nil }
        let unit = Playhead.unitsPerTick
        let length = playhead.cycleUnits
        let into = playhead.units - cycleBase
        if !isMirrored {
            // The first marker strictly after the position fires when the playhead reaches it.
            let index = markers.firstIndex(after: into / unit)
            guard index < markers.count else { return nil }
            return cycleBase + min(markers[index].tick * unit, length)
        }
        // Backwards through the timeline from `length - into`: the last marker strictly before
        // it fires when the timeline position reaches it.
        let position = length - into
        let ceiling = (position + unit - 1) / unit
        guard ceiling > 0 else { return nil }
        let index = markers.firstIndex(after: ceiling - 1)
        guard index > 0 else { return nil }
        return cycleBase + length - min(markers[index - 1].tick * unit, length)
    }
}
