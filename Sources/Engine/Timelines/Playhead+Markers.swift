import TransitionCore

extension Playhead {
    /// Reports what a tick that moved the playhead from `from` to `units` crossed, in the order
    /// it met them: the markers of each cycle it passed through (see ``Schedule/addMarker(_:at:)``
    /// for the rules) and, where the cycle changed from `before` to `after`, the cycle events
    /// ``advance(markers:onEvent:)`` reports without markers.
    func reportCrossing(
        from: UInt64, markers: [TimelineMark], before: Int, after: Int,
        onEvent: (MotionEvent.Kind) -> Void
    ) {
        // The playhead moved, so a cycle lasts at least one tick.
        let length = cycleUnits
        let lastCycle = endUnits.map { $0 / length - 1 } ?? .max
        if units > from {
            let first = from / length
            let last = min(units / length, lastCycle)
            for cycle in first...last {
                let base = cycle * length
                // A later cycle starts where the one before ended: under autoreverse that is
                // the same point of the timeline, reported with the cycle before.
                reportMarkers(
                    markers, cycle: cycle, low: max(from, base) - base,
                    includesLow: cycle == first ? firesMarkersHere : !autoreverses,
                    high: min(units - base, length), includesHigh: true, forwards: true, onEvent: onEvent)
                if Int(cycle) >= before, Int(cycle) < after { onEvent(.cycleCompleted(index: Int(cycle))) }
            }
        } else {
            let first = min((from - 1) / length, lastCycle)
            let last = units == 0 ? 0 : (units - 1) / length
            var cycle = first
            while true {
                if Int(cycle) >= after, Int(cycle) < before { onEvent(.cycleCompleted(index: Int(cycle))) }
                let base = cycle * length
                reportMarkers(
                    markers, cycle: cycle, low: max(units, base) - base, includesLow: true,
                    high: min(from - base, length),
                    includesHigh: cycle == first ? firesMarkersHere : !autoreverses, forwards: false,
                    onEvent: onEvent)
                if cycle == last { break }
                cycle -= 1
            }
        }
    }

    /// Reports the markers between `low` and `high` units into cycle `cycle` (each end left
    /// out unless included), in the order a playhead moving `forwards` (or back) meets them;
    /// markers at the same tick in the order they were added.
    private func reportMarkers(
        _ markers: [TimelineMark], cycle: UInt64, low: UInt64, includesLow: Bool, high: UInt64,
        includesHigh: Bool, forwards: Bool, onEvent: (MotionEvent.Kind) -> Void
    ) {
        // Where the timeline is: a backward cycle of an autoreversing run plays it from its end.
        let mirrored = autoreverses && cycle % 2 == 1
        let (start, includesStart) = mirrored ? (cycleUnits - high, includesHigh) : (low, includesLow)
        let (end, includesEnd) = mirrored ? (cycleUnits - low, includesLow) : (high, includesHigh)
        let unit = Self.unitsPerTick
        let firstTick = start / unit + (start % unit == 0 && includesStart ? 0 : 1)
        let endTick = end / unit + (end % unit != 0 || includesEnd ? 1 : 0)
        guard firstTick < endTick else { return }
        let lowIndex = firstTick == 0 ? 0 : markers.firstIndex(after: firstTick - 1)
        let highIndex = markers.firstIndex(after: endTick - 1)
        if forwards != mirrored {
            for index in lowIndex..<highIndex { onEvent(.markerReached(name: markers[index].name)) }
            return
        }
        // Backwards in the timeline a track's end is left, not reached: it raises nothing.
        // From the last tick down, each tick's markers in the order they were added.
        var groupEnd = highIndex
        while groupEnd > lowIndex {
            var groupStart = groupEnd - 1
            while groupStart > lowIndex, markers[groupStart - 1].tick == markers[groupEnd - 1].tick {
                groupStart -= 1
            }
            for index in groupStart..<groupEnd where !markers[index].isTrackEnd {
                onEvent(.markerReached(name: markers[index].name))
            }
            groupEnd = groupStart
        }
    }
}
