import TransitionCore

/// Where a timeline or a choreography is in its run, in exact fixed-point ticks, and how it
/// moves: paused, direction, rate, cycles. Every player of a choreography holds an equal copy,
/// so they move in lockstep.
@usableFromInline
struct Playhead: Equatable {
    /// Fixed-point resolution: time scales are exact when their denominator divides this;
    /// others round the per-tick step to the nearest unit.
    @inlinable
    static var unitsPerTick: UInt64 { 1 << 20 }

    /// Units in one cycle.
    @usableFromInline let cycleUnits: UInt64
    /// Cycles to play; nil repeats forever.
    let repeatCount: Int?
    /// Whether every other cycle plays backwards.
    let autoreverses: Bool
    /// Position in units since the start of the first cycle.
    @usableFromInline var units: UInt64 = 0
    @usableFromInline var isPaused = false
    @usableFromInline var isReversed = false
    var timeScale = TimeScale.normal
    /// Whether `play` or a seek put the playhead where it is, rather than a tick: the markers
    /// exactly there have not fired, and fire when a tick moves it away.
    var firesMarkersHere = true
    /// Which `play` started the run (``World/playsStarted``): a ``PlaybackController`` steers
    /// only the run it was handed out for. Not part of the state hash: it names a run, it does
    /// not change what the run shows.
    var play: UInt64 = 0

    /// A playhead at the start of a run of `repeatCount` cycles (nil: forever; at least 1) of
    /// `cycleTicks` ticks each (at most ``Timeline/maximumTicks``).
    init(cycleTicks: UInt64, repeatCount: Int?, autoreverses: Bool) {
        cycleUnits = min(cycleTicks, Timeline<Float>.maximumTicks) * Self.unitsPerTick
        self.repeatCount = repeatCount.map { max($0, 1) }
        self.autoreverses = autoreverses
    }

    /// The end of the whole run in units; nil when it never ends.
    /// A run too long to count in units ends after the most whole cycles that fit.
    var endUnits: UInt64? {
        guard let repeatCount else { return cycleUnits == 0 ? 0 : nil }
        let (total, overflow) = cycleUnits.multipliedReportingOverflow(by: UInt64(repeatCount))
        return overflow ? UInt64.max / cycleUnits * cycleUnits : total
    }

    /// Units moved by one tick.
    var stepUnits: UInt64 {
        (Self.unitsPerTick * timeScale.numerator + timeScale.denominator / 2) / timeScale.denominator
    }

    /// The cycle (from 0) that position `units` is in; the end belongs to the last cycle.
    func cycle(at units: UInt64) -> Int {
        guard cycleUnits > 0 else { return 0 }
        var cycle = units / cycleUnits
        if let end = endUnits, units >= end, cycle > 0 { cycle -= 1 }
        return Int(min(cycle, UInt64(Int.max)))
    }

    /// The cycle the playhead is in.
    var cycle: Int { cycle(at: units) }

    /// Where position `units` is within its cycle, in the direction the cycle plays: whole
    /// ticks and the fraction of a tick beyond them.
    func local(at units: UInt64) -> (ticks: UInt64, fraction: Double) {
        guard cycleUnits > 0 else { return (0, 0) }
        let cycle = UInt64(self.cycle(at: units))
        var local = units - cycle * cycleUnits
        if autoreverses, cycle % 2 == 1 { local = cycleUnits - local }
        return (local / Self.unitsPerTick, Double(local % Self.unitsPerTick) / Double(Self.unitsPerTick))
    }

    /// Moves one tick; reports the `markers` (of the timeline, laid out in one cycle) and the
    /// cycle boundaries crossed, in the order the playhead meets them, then the finish, to
    /// `onEvent`, and returns whether the run finished.
    mutating func advance(markers: [TimelineMark] = [], onEvent: (MotionEvent.Kind) -> Void) -> Bool {
        guard !isPaused else { return false }
        let step = stepUnits
        if isReversed, endUnits == nil, units < step, cycleUnits > 0 {
            // Repeating forever: running backwards past the start continues from an earlier lap
            // (an even number of cycles back, so autoreversing cycles keep their direction).
            let laps = (step - units + 2 * cycleUnits - 1) / (2 * cycleUnits)
            units += laps * 2 * cycleUnits
        }
        let before = cycle
        let from = units
        if isReversed {
            units -= min(units, step)
        } else if let end = endUnits {
            units = units + min(end - units, step)
        } else {
            units = units.addingReportingOverflow(step).overflow ? .max : units + step
        }
        let after = cycle
        if !markers.isEmpty, units != from {
            reportCrossing(from: from, markers: markers, before: before, after: after, onEvent: onEvent)
        } else if after > before {
            for index in before..<after { onEvent(.cycleCompleted(index: index)) }
        } else if after < before {
            for index in stride(from: before - 1, through: after, by: -1) {
                onEvent(.cycleCompleted(index: index))
            }
        }
        if units != from { firesMarkersHere = false }
        let done = isReversed ? units == 0 && endUnits != nil : units == endUnits
        if done { onEvent(.finished) }
        return done
    }

    /// Moves `steps` ticks as ``advance(markers:onEvent:)`` does, stopping at the finish;
    /// returns whether the run finished.
    mutating func advance(
        steps: UInt64, markers: [TimelineMark], onEvent: (MotionEvent.Kind) -> Void
    ) -> Bool {
        var done = false
        for _ in 0..<steps where !done {
            done = advance(markers: markers, onEvent: onEvent)
        }
        return done
    }

    /// The position `alpha` (0...1) of the next tick's `steps` steps further on, as the next
    /// tick will move: what is drawn between ticks. A paused playhead, or a NaN or infinite
    /// alpha, stays.
    func units(ahead alpha: Double, steps: UInt64 = 1) -> UInt64 {
        guard !isPaused, alpha > 0, alpha.isFinite else { return units }
        let delta = UInt64((Double(stepUnits) * Double(steps) * min(alpha, 1)).rounded(.down))
        if isReversed {
            var ahead = units
            // Running backwards forever past the start: on an earlier lap, as the tick will be.
            if endUnits == nil, units < delta, cycleUnits > 0 {
                let lap = 2 * cycleUnits
                ahead += (delta - units + lap - 1) / lap * lap
            }
            return ahead - min(ahead, delta)
        }
        return units + min((endUnits ?? .max) - units, delta)
    }

    /// Seconds into the whole run at `tickRate`.
    func seconds(tickRate: UInt64) -> Double {
        Double(units) / Double(Self.unitsPerTick) / Double(tickRate)
    }

    /// The position as a fraction of the whole run; 0 for a run that never ends.
    var progress: Double {
        guard let end = endUnits else { return 0 }
        return end == 0 ? 1 : Double(units) / Double(end)
    }

    /// Moves to `seconds` into the whole run at `tickRate`, clamped to it (+∞ is the end; NaN is 0).
    mutating func seek(toSeconds seconds: Double, tickRate: UInt64) {
        let target = seconds.isNaN ? 0 : max(seconds, 0) * Double(tickRate) * Double(Self.unitsPerTick)
        let limit = endUnits ?? .max
        // Near the top of the range a Double cannot tell the limit from the units just below it.
        units = target >= Double(limit) ? limit : min(UInt64(target.rounded()), limit)
        firesMarkersHere = true
    }

    /// Moves to tick `tick` of the timeline (at most its end) in the cycle the playhead is in.
    mutating func seek(toTimelineTick tick: UInt64) {
        let cycle = UInt64(self.cycle)
        let within = min(min(tick, Timeline<Float>.maximumTicks) * Self.unitsPerTick, cycleUnits)
        let offset = autoreverses && cycle % 2 == 1 ? cycleUnits - within : within
        let (target, overflow) = (cycle * cycleUnits).addingReportingOverflow(offset)
        units = min(overflow ? .max : target, endUnits ?? .max)
        firesMarkersHere = true
    }

    /// Seconds into the whole run at `progress` (clamped into 0...1; NaN is 0) of it; a run that
    /// never ends counts its first cycle.
    func seconds(atProgress progress: Double, tickRate: UInt64) -> Double {
        let span = Double(endUnits ?? cycleUnits)
        let fraction = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return span * fraction / (Double(Self.unitsPerTick) * Double(tickRate))
    }

    /// Mixes every field into `hasher`.
    func hash(into hasher: inout StateHasher) {
        hasher.combine(units)
        hasher.combine(cycleUnits)
        hasher.combine(
            UInt64(isPaused ? 1 : 0) | UInt64(isReversed ? 2 : 0) | UInt64(autoreverses ? 4 : 0)
                | UInt64(firesMarkersHere ? 8 : 0))
        hasher.combine(timeScale.numerator << 32 | timeScale.denominator)
        hasher.combine(UInt64(bitPattern: Int64(repeatCount ?? -1)))
    }
}
