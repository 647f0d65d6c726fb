import Engine
import TransitionCore

/// The reference model of one timeline playing on one component, from what `World.play` and
/// `PlaybackController` document: the playhead is an exact whole number of units, 2²⁰ to a
/// tick, counted from the start of the first cycle; each tick moves it by the time scale's
/// share of a tick, to the nearest unit (halves up). Where the playhead is, not how the
/// timeline is laid out, is the model's own: the values come from the timeline itself
/// (`value(atTick:fraction:)`, a pure function).
struct ModelTimeline<Value: Transitionable> {
    static var unitsPerTick: UInt64 { 1 << 20 }

    let timeline: Timeline<Value>
    /// Cycles to play; nil repeats forever.
    let cycles: UInt64?
    /// Whether every other cycle plays backwards.
    let autoreverses: Bool
    /// Which play started it: a controller steers only the run it was handed out for.
    var run: UInt64 = 0
    /// The playhead, in units since the start of the first cycle.
    var units: UInt64 = 0
    var isPaused = false
    var isReversed = false
    /// The time scale's terms, as `TimeScale` documents them: each at most 1,024, the
    /// denominator at least 1.
    private(set) var numerator: UInt64 = 1
    private(set) var denominator: UInt64 = 1

    /// Units in one cycle.
    let cycleLength: UInt64
    /// Where the run ends; nil when it never does. An empty timeline ends where it starts.
    let end: UInt64?

    init(_ timeline: Timeline<Value>, repeatCount: Int?, autoreverses: Bool) {
        self.timeline = timeline
        let cycles = repeatCount.map { UInt64($0) }
        self.cycles = cycles
        self.autoreverses = autoreverses
        let cycleLength = timeline.durationTicks * ModelTimeline.unitsPerTick
        self.cycleLength = cycleLength
        end =
            cycleLength == 0
            ? 0
            : cycles.map {
                cycleLength.multipliedReportingOverflow(by: $0).overflow
                    ? UInt64.max / cycleLength * cycleLength : cycleLength * $0
            }
    }

    /// Units the playhead moves in a tick: 2²⁰ × numerator / denominator, to the nearest unit.
    var step: UInt64 {
        let scaled = ModelTimeline.unitsPerTick * numerator
        return scaled / denominator + (scaled % denominator * 2 >= denominator ? 1 : 0)
    }

    mutating func setTimeScale(_ numerator: UInt64, _ denominator: UInt64) {
        self.numerator = min(numerator, 1024)
        self.denominator = min(max(denominator, 1), 1024)
    }

    /// The cycle `units` falls in, from 0; the end of the run belongs to the last cycle.
    func cycle(at units: UInt64) -> UInt64 {
        guard cycleLength > 0 else { return 0 }
        if let end, units == end { return end / cycleLength - 1 }
        return units / cycleLength
    }

    /// The timeline's value with the playhead at `units`: odd cycles of an autoreversing run
    /// read the timeline from its end.
    func value(at units: UInt64) -> Value {
        let cycle = self.cycle(at: units)
        var within = units - cycle * cycleLength
        if autoreverses, cycle % 2 == 1 { within = cycleLength - within }
        let fraction = Double(within % ModelTimeline.unitsPerTick) * 0x1p-20
        return timeline.value(atTick: within / ModelTimeline.unitsPerTick, fraction: fraction)
    }

    /// The value at the playhead: what the component shows.
    var value: Value { value(at: units) }

    /// Where `delta` units take the playhead in its direction, and where it moves from: the
    /// run stops at its end or, reversed, at its start; a run that never ends, reversed past
    /// its start, goes on from an earlier lap, a whole number of pairs of cycles back (so that
    /// autoreversing cycles keep their direction): it moves from that lap.
    func moved(by delta: UInt64) -> (from: UInt64, to: UInt64) {
        if isReversed {
            var from = units
            if end == nil, from < delta {
                let pair = 2 * cycleLength
                from += (delta - from + pair - 1) / pair * pair
            }
            return (from, from - min(from, delta))
        }
        guard let end else {
            let (sum, overflow) = units.addingReportingOverflow(delta)
            return (units, overflow ? .max : sum)
        }
        return (units, units + min(end - units, delta))
    }

    /// Runs one tick: the cycles completed (boundaries crossed, in the order crossed) and
    /// whether the run finished (reached its end, or reversed its start). A paused playhead
    /// holds.
    mutating func advance() -> (completed: [Int], finished: Bool) {
        guard !isPaused else { return ([], false) }
        let (from, to) = moved(by: step)
        units = to
        let finished = isReversed ? to == 0 && end != nil : to == end
        return (boundaries(between: from, and: to), finished)
    }

    /// The indices of the cycle boundaries between two playheads: boundary `i` ends cycle `i`,
    /// at `(i + 1)` cycles, and counts when reached going forwards or passed going backwards;
    /// the end of the run is no boundary.
    private func boundaries(between from: UInt64, and to: UInt64) -> [Int] {
        guard cycleLength > 0 else { return [] }
        let first = Int(min(from, to) / cycleLength)
        var last = Int(max(from, to) / cycleLength) - 1
        // A run too long to count ends after the most whole cycles that fit: fewer than asked.
        if let end { last = min(last, Int(end / cycleLength) - 2) }
        guard first <= last else { return [] }
        return isReversed ? Array((first...last).reversed()) : Array(first...last)
    }

    /// The value `alpha` of a world tick after the last one, when the next world tick steps the
    /// playhead `steps` times (its clock domain's whole ticks then; 1 on the world's): an alpha
    /// outside 0...1 clamped into it, a NaN or infinite one 0; the playhead `alpha` of those
    /// steps further on, in whole units rounded down, moving as a tick would; a paused one
    /// where it is. Reversed past the start of a run that never ends, that is on the earlier
    /// lap the next tick goes on from.
    func presented(alpha: Double, steps: UInt64 = 1) -> Value {
        let alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 0
        guard !isPaused, alpha > 0 else { return value }
        let delta = UInt64((Double(step) * Double(steps) * alpha).rounded(.down))
        return value(at: moved(by: delta).to)
    }

    /// Seconds of the whole run, or of three cycles of one that never ends.
    var runSeconds: Double { timeline.duration * Double(cycles ?? 3) }

    /// `PlaybackController.position`: seconds into the whole run.
    func position(rate: UInt64) -> Double {
        Double(units) / (0x1p20 * Double(rate))
    }

    /// `PlaybackController.progress`: the fraction of the whole run; 1 for an empty run, 0
    /// for one that never ends.
    var progress: Double {
        guard let end else { return 0 }
        return end == 0 ? 1 : Double(units) / Double(end)
    }

    /// Moves the playhead to `units` (fractional, as `seek(toSeconds:)` computed them):
    /// clamped to the end of the run, otherwise to the nearest unit.
    mutating func seek(units target: Double) {
        let limit = end ?? .max
        // Near the top of the range a Double cannot tell the limit from the units just below it.
        units = target >= Double(limit) ? limit : min(UInt64(target.rounded()), limit)
    }
}
