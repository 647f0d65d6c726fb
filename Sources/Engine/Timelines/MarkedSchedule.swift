import TransitionCore

/// A schedule of parts in whole ticks that names positions and holds markers: a ``Timeline``
/// or a ``Choreography``, which place labels and markers alike.
protocol MarkedSchedule {
    var labels: [TimelineLabel] { get set }
    var markers: [TimelineMarker] { get set }
    var durationTicks: UInt64 { get set }
    /// The tick `position` refers to; nil for a position at an unknown label.
    func startTick(for position: TimelinePosition) -> UInt64?
}

extension MarkedSchedule {
    /// Names `position` `name`, moving a label of that name; false for an unknown label.
    mutating func placeLabel(_ name: String, at position: TimelinePosition) -> Bool {
        guard let tick = startTick(for: position) else { return false }
        labels.put(name, atTick: tick)
        return true
    }

    /// Adds a marker named `name` at `position`, lengthening the schedule to reach it; false
    /// for an unknown label.
    mutating func placeMarker(_ name: String, at position: TimelinePosition) -> Bool {
        guard let tick = startTick(for: position) else { return false }
        markers.add(name, atTick: tick)
        durationTicks = max(durationTicks, tick)
        return true
    }
}

extension Timeline: MarkedSchedule {}
extension Choreography: MarkedSchedule {}
