import TransitionCore

/// The playhead of one timeline on one entity, in exact fixed-point ticks.
struct TimelinePlayer<Value: Transitionable>: StateHashable {
    /// Fixed-point resolution of the playhead: time scales are exact when their denominator
    /// divides this; others round the per-tick step to the nearest unit.
    static var unitsPerTick: UInt64 { 1 << 20 }

    let timeline: Timeline<Value>
    /// Cycles to play; nil repeats forever.
    let repeatCount: Int?
    /// Whether every other cycle plays backwards.
    let autoreverses: Bool
    /// Position in units since the start of the first cycle.
    var playhead: UInt64 = 0
    var isPaused = false
    var isReversed = false
    var timeScale = TimeScale.normal

    var cycleUnits: UInt64 { timeline.durationTicks * Self.unitsPerTick }

    /// The end of the whole run in units; nil when it never ends.
    /// A run too long to count in units ends after the most whole cycles that fit.
    var endUnits: UInt64? {
        guard let repeatCount else { return cycleUnits == 0 ? 0 : nil }
        let (total, overflow) = cycleUnits.multipliedReportingOverflow(by: UInt64(repeatCount))
        return overflow ? UInt64.max / cycleUnits * cycleUnits : total
    }

    var stepUnits: UInt64 {
        (Self.unitsPerTick * timeScale.numerator + timeScale.denominator / 2) / timeScale.denominator
    }

    func cycle(at units: UInt64) -> Int {
        guard cycleUnits > 0 else { return 0 }
        var cycle = units / cycleUnits
        if let end = endUnits, units >= end, cycle > 0 { cycle -= 1 }  // the end belongs to the last cycle
        return Int(min(cycle, UInt64(Int.max)))
    }

    /// The timeline's value with the playhead at `units`.
    func value(at units: UInt64) -> Value {
        let cycleUnits = self.cycleUnits
        guard cycleUnits > 0 else { return timeline.value(atTick: 0) }
        let cycle = UInt64(self.cycle(at: units))
        var local = units - cycle * cycleUnits
        if autoreverses, cycle % 2 == 1 { local = cycleUnits - local }
        let ticks = local / Self.unitsPerTick
        let fraction = Double(local % Self.unitsPerTick) / Double(Self.unitsPerTick)
        return timeline.value(atTick: ticks, fraction: fraction)
    }

    /// Moves the playhead one tick; returns the cycle boundaries crossed and whether it stopped.
    mutating func advance(onEvent: (MotionEvent.Kind) -> Void) -> Bool {
        guard !isPaused else { return false }
        let step = stepUnits
        if isReversed, endUnits == nil, playhead < step, cycleUnits > 0 {
            // Repeating forever: running backwards past the start continues from an earlier lap
            // (an even number of cycles back, so autoreversing cycles keep their direction).
            let laps = (step - playhead + 2 * cycleUnits - 1) / (2 * cycleUnits)
            playhead += laps * 2 * cycleUnits
        }
        let before = cycle(at: playhead)
        if isReversed {
            playhead -= min(playhead, step)
        } else if let end = endUnits {
            playhead = playhead + min(end - playhead, step)
        } else {
            playhead = playhead.addingReportingOverflow(step).overflow ? .max : playhead + step
        }
        let after = cycle(at: playhead)
        if after > before {
            for index in before..<after { onEvent(.cycleCompleted(index: index)) }
        } else if after < before {
            for index in stride(from: before - 1, through: after, by: -1) {
                onEvent(.cycleCompleted(index: index))
            }
        }
        let done = isReversed ? playhead == 0 && endUnits != nil : playhead == endUnits
        if done { onEvent(.finished) }
        return done
    }

    func hash(into hasher: inout StateHasher) {
        hasher.combine(playhead)
        hasher.combine(UInt64(isPaused ? 1 : 0) | UInt64(isReversed ? 2 : 0) | UInt64(autoreverses ? 4 : 0))
        hasher.combine(timeScale.numerator << 32 | timeScale.denominator)
        hasher.combine(UInt64(bitPattern: Int64(repeatCount ?? -1)))
        hasher.combine(timeline.durationTicks)
        hasher.combine(UInt64(timeline.parts.count))
        var hashing = ValueHashing<Value>()
        hashing.hash(timeline.initialValue, into: &hasher)
        for part in timeline.parts {
            hasher.combine(part.start)
            hasher.combine(part.length)
            switch part.motion {
            case .move(let target, let animation):
                hashing.hash(target, into: &hasher)
                animation.hash(into: &hasher)
            case .keyframes(let track):
                hasher.combine(UInt64(track.keyframes.count))
                for keyframe in track.keyframes {
                    hasher.combine(double: keyframe.time)
                    hashing.hash(keyframe.value, into: &hasher)
                    keyframe.curve.hash(into: &hasher)
                }
            }
        }
        hashing.hash(value(at: playhead), into: &hasher)
    }
}
