import TransitionCore

/// A choreography of one value over time, in whole ticks: moves to targets, keyframe tracks and
/// nested timelines placed one after another or together. A part that starts while another
/// is still running takes over from the value presented at that moment, as a retarget does: a
/// spring taking over from a moving spring keeps its velocity (for a `VectorTransitionable`
/// value), so the timeline shows what `World.animate` retargeting at that tick would show.
/// Sampling is a pure function of the tick, so seeking and playing agree exactly, and the
/// total duration is an exact number of ticks, at most ``maximumTicks``: positions and lengths
/// beyond it are clamped to it, never trapped on. Labels name positions in it and markers
/// raise events as the playhead crosses them (see ``addLabel(_:at:)`` and ``addMarker(_:at:)``).
public struct Timeline<Value: Transitionable> {
    /// One part, with its times in ticks.
    struct Part {
        enum Motion {
            case move(to: Value, animation: Animation)
            case keyframes(Keyframes<Value>)
            case fields(to: Value, FieldAnimations<Value>)
        }
        var start: UInt64
        var length: UInt64
        var motion: Motion
    }

    /// Ticks per second the timeline was laid out for.
    public let tickRate: UInt64
    /// The value before the first part starts.
    public let initialValue: Value
    /// The parts, ordered by start tick (equal starts in the order they were added).
    private(set) var parts: [Part] = []
    /// The value presented as each part starts: where it moves from.
    private var startValues: [Value] = []
    /// The velocity each part starts with, as ``Transition/velocity``: what
    /// ``Transition/retarget(to:animation:elapsed:)`` carries into a spring taking over from a
    /// moving spring; nil from rest. Like the start values, it follows from the parts and the
    /// initial value alone, which the state hash covers.
    private var startVelocities: [Value?] = []
    /// Where the last part added (or nested timeline, or group) starts and ends: what
    /// ``TimelinePosition/next`` and ``TimelinePosition/withPrevious(offset:)`` refer to.
    var previousStart: UInt64 = 0
    var previousEnd: UInt64 = 0
    /// The end of the part that ends last, or the last marker if it comes later.
    public internal(set) var durationTicks: UInt64 = 0
    /// The named positions, ordered by tick (equal ticks in the order they were added).
    /// - Complexity: O(1) when they were added in tick order, O(n log n) otherwise.
    public var labels: [TimelineMark] { labelMarks.inTickOrder }
    /// The points that raise events as the playhead crosses them, ordered by tick (equal ticks
    /// in the order they were added).
    /// - Complexity: O(1) when they were added in tick order, O(n log n) otherwise.
    public var markers: [TimelineMark] { markerMarks.inTickOrder }
    /// The labels, in the order added.
    var labelMarks = TimelineMarks(.label)
    /// The markers, in the order added.
    var markerMarks = TimelineMarks(.marker)

    /// The longest a timeline can be, in ticks: 2⁴² (about 2,300 years at 60 Hz, 51 days at
    /// 1 MHz). Longer positions and parts end there; the playhead's arithmetic never overflows.
    public static var maximumTicks: UInt64 { 1 << 42 }

    /// An empty timeline starting from `initialValue`, laid out in ticks of `tickRate` hertz
    /// (clamped into 1...1,000,000, as ``World`` does).
    public init(from initialValue: Value, tickRate: UInt64) {
        self.initialValue = initialValue
        self.tickRate = FixedStepLoop.clampedTickRate(tickRate)
    }

    /// Adds a move to `target` under `animation` at `position`. The animation's delay moves the
    /// start later (rounded to whole ticks): until then, whatever was moving goes on, and the
    /// move starts from the value presented at that moment. The move lasts the rest of the
    /// animation rounded up to whole ticks; an animation that repeats forever plays one cycle.
    /// Returns false, adding nothing, for a position at an
    /// unknown label.
    @discardableResult
    public mutating func add(
        to target: Value, _ animation: Animation, at position: TimelinePosition = .next
    ) -> Bool {
        // Its delay and its length as a world's transition has them, by the one rule.
        let undelayed = animation.delay(0).alignedToTicks(tickRate: tickRate)
        return place(
            Part(
                start: 0, length: ticks(Timeline.playedSeconds(of: undelayed)),
                motion: .move(to: target, animation: undelayed)),
            at: position, delay: ticks(animation.delay))
    }

    /// Seconds a timeline plays `animation` for, its delay included: all of it, or one cycle of
    /// one that repeats forever.
    static func playedSeconds(of animation: Animation) -> Double {
        let seconds = animation.totalDuration
        return seconds.isFinite ? seconds : animation.delay + animation.cycleDuration / animation.speed
    }

    /// Adds a keyframe track at `position`, lasting until its last keyframe. The track plays its
    /// own values: it starts from its first keyframe, not from the value presented before it.
    /// Returns false, adding nothing, for a position at an unknown label.
    @discardableResult
    public mutating func add(_ keyframes: Keyframes<Value>, at position: TimelinePosition = .next) -> Bool {
        place(
            Part(
                start: 0, length: ticks(keyframes.duration), motion: .keyframes(keyframes)),
            at: position)
    }

    /// Nests `other` at `position`: its parts, labels and markers keep their places relative to
    /// each other (a nested label moves one of the same name here). Its initial value is not
    /// used; its first part starts from whatever is presented then. A timeline laid out at
    /// another tick rate, or a position at an unknown label, is refused (returns false).
    @discardableResult
    public mutating func add(_ other: Timeline, at position: TimelinePosition = .next) -> Bool {
        guard other.tickRate == tickRate, let start = tick(at: position) else { return false }
        add(other, atTick: start)
        return true
    }

    /// Nests `other`, laid out at this tick rate, from tick `start`.
    mutating func add(_ other: Timeline, atTick start: UInt64) {
        insert(
            contentsOf: other.parts.map { part in
                var shifted = part
                shifted.start = Timeline.clamped(start, plus: part.start)
                shifted.length = min(part.length, Timeline.maximumTicks - shifted.start)
                return shifted
            })
        labelMarks.place(other.labelMarks, fromTick: start)
        if !other.markerMarks.isEmpty {
            markerMarks.place(other.markerMarks, fromTick: start)
            durationTicks = max(durationTicks, markerMarks.lastTick)
        }
        previousStart = start
        previousEnd = Timeline.clamped(start, plus: other.durationTicks)
    }

    /// The same parts played from `initialValue`: each part takes over from what is presented
    /// when it starts, as in ``add(_:at:)``.
    func rebased(from initialValue: Value) -> Timeline {
        var rebased = Timeline(from: initialValue, tickRate: tickRate)
        rebased.add(self, atTick: 0)
        return rebased
    }

    /// Several timelines played together from `position`, as one part: its length is the
    /// longest of them. They are all parts of this one value, so where they overlap the member
    /// added later takes over; to move several entities together, use a ``Choreography``.
    /// Members laid out at another tick rate, or a position at an unknown label, are refused
    /// (returns false).
    @discardableResult
    public mutating func addGroup(_ members: [Timeline], at position: TimelinePosition = .next) -> Bool {
        guard members.allSatisfy({ $0.tickRate == tickRate }), let start = tick(at: position) else {
            return false
        }
        for member in members {
            add(member, atTick: start)
        }
        previousStart = start
        previousEnd = Timeline.clamped(start, plus: members.reduce(0) { max($0, $1.durationTicks) })
        return true
    }

    /// Adds `part` at `position` plus `delay` ticks; returns false, adding nothing, for a
    /// position at an unknown label.
    mutating func place(_ part: Part, at position: TimelinePosition, delay: UInt64 = 0) -> Bool {
        guard let start = tick(at: position) else { return false }
        var part = part
        part.start = Timeline.clamped(start, plus: delay)
        part.length = min(part.length, Timeline.maximumTicks - part.start)
        insert(part)
        previousStart = part.start
        previousEnd = part.start + part.length
        return true
    }

    /// Inserts `part` after every part starting no later, then recomputes where it and each
    /// later part start from and with what velocity (a part takes over from the value presented
    /// when it starts, as a retarget does): a part added after the others costs one sample.
    private mutating func insert(_ part: Part) {
        let low = firstIndex(startingAfter: part.start)
        parts.insert(part, at: low)
        resample(from: low)
        durationTicks = max(durationTicks, part.start + part.length)
    }

    /// Inserts `newParts`, ordered by start, as many calls of `insert(_:)` would place them
    /// (each after every part starting no later), but merged in one pass and resampled once
    /// from the first of them: nesting a timeline costs one sample per part at or after the
    /// nested one's start, wherever it lands.
    private mutating func insert(contentsOf newParts: [Part]) {
        guard let first = newParts.first else { return }
        let low = firstIndex(startingAfter: first.start)
        if low == parts.count {
            parts.append(contentsOf: newParts)
        } else {
            var merged: [Part] = []
            merged.reserveCapacity(parts.count - low + newParts.count)
            var kept = low
            var added = 0
            while kept < parts.count, added < newParts.count {
                if parts[kept].start <= newParts[added].start {
                    merged.append(parts[kept])
                    kept += 1
                } else {
                    merged.append(newParts[added])
                    added += 1
                }
            }
            merged.append(contentsOf: parts[kept...])
            merged.append(contentsOf: newParts[added...])
            parts.replaceSubrange(low..., with: merged)
        }
        resample(from: low)
        for part in newParts { durationTicks = max(durationTicks, part.start + part.length) }
    }

    /// The index of the first part starting after `tick` (binary search over the start ticks).
    private func firstIndex(startingAfter tick: UInt64) -> Int {
        var low = 0
        var high = parts.count
        while low < high {
            let middle = (low + high) / 2
            if parts[middle].start <= tick { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Recomputes where the part at `low` and every later part start from and with what
    /// velocity, from the part before `low`.
    private mutating func resample(from low: Int) {
        startValues.removeSubrange(low...)
        startVelocities.removeSubrange(low...)
        var current = low == 0 ? initialValue : startValues[low - 1]
        var velocity = low == 0 ? nil : startVelocities[low - 1]
        for position in low..<parts.count {
            if position > 0 {
                let previous = parts[position - 1]
                (current, velocity) = takeover(
                    of: previous, from: current, velocity: velocity,
                    ticks: parts[position].start - previous.start, by: parts[position])
            }
            startValues.append(current)
            startVelocities.append(velocity)
        }
    }

    /// `tick + ticks`, at most ``maximumTicks``.
    private static func clamped(_ tick: UInt64, plus ticks: UInt64) -> UInt64 {
        TimelinePosition.clamped(tick, plus: ticks)
    }

    /// The tick `position` refers to now; nil for a label this timeline does not have.
    public func tick(at position: TimelinePosition) -> UInt64? {
        position.tick(
            previousStart: previousStart, previousEnd: previousEnd, tickRate: tickRate, labels: labelMarks)
    }

    /// `tick` moved by `seconds`, rounded to whole ticks, kept in 0...``maximumTicks``.
    private func offset(_ tick: UInt64, by seconds: Double) -> UInt64 {
        TimelinePosition.offset(tick, by: seconds, tickRate: tickRate)
    }

    /// Whole ticks covering `seconds` by the engine's one rule
    /// (`Animation.ticks(covering:tickRate:)`), at most ``maximumTicks`` (+∞ too).
    func ticks(_ seconds: Double) -> UInt64 {
        min(Animation.ticks(covering: seconds, tickRate: tickRate), Timeline.maximumTicks)
    }

    /// The value `ticks + fraction` ticks from the start (fraction in 0..<1, for drawing between
    /// ticks). Every part lands exactly on its target at its last tick.
    public func value(atTick ticks: UInt64, fraction: Double = 0) -> Value {
        // The last part that has started.
        let low = firstIndex(startingAfter: ticks)
        guard low > 0 else { return initialValue }
        let part = parts[low - 1]
        return sample(
            part, from: startValues[low - 1], velocity: startVelocities[low - 1], ticks: ticks - part.start,
            fraction: fraction)
    }

    /// Where `next` starts, `ticks` after `part` started from `from` with `velocity`, and with
    /// what velocity: a move taking over from a running move is
    /// ``Transition/retarget(to:animation:elapsed:)`` at that time, so a spring keeps the
    /// velocity of a moving spring exactly as a world's retarget does; a part that has ended is
    /// at rest on its target, and a keyframe track carries no velocity.
    private func takeover(
        of part: Part, from: Value, velocity: Value?, ticks: UInt64, by next: Part
    ) -> (value: Value, velocity: Value?) {
        guard case .move(let target, let animation) = part.motion, ticks < part.length,
            case .move(let nextTarget, let nextAnimation) = next.motion
        else { return (sample(part, from: from, velocity: velocity, ticks: ticks, fraction: 0), nil) }
        var transition = Transition(from: from, to: target, animation: animation, velocity: velocity)
        transition.retarget(
            to: nextTarget, animation: nextAnimation, elapsed: Double(ticks) / Double(tickRate))
        return (transition.from, transition.velocity)
    }

    private func sample(_ part: Part, from: Value, velocity: Value?, ticks: UInt64, fraction: Double) -> Value
    {
        switch part.motion {
        case .move(let target, let animation):
            if ticks >= part.length { return target }
            let elapsed = (Double(ticks) + fraction) / Double(tickRate)
            return Transition(from: from, to: target, animation: animation, velocity: velocity)
                .sample(elapsed: elapsed).value
        case .keyframes(let track):
            if ticks >= part.length { return track.keyframes[track.keyframes.count - 1].value }
            return track.value(at: (Double(ticks) + fraction) / Double(tickRate))
        case .fields(let target, let fields):
            if ticks >= part.length { return target }
            return fields.value(
                from: from, to: target, elapsed: (Double(ticks) + fraction) / Double(tickRate))
        }
    }

    /// The value part `index` starts from, and the velocity it starts with.
    func start(ofPart index: Int) -> (value: Value, velocity: Value?) {
        (startValues[index], startVelocities[index])
    }

    /// Ticks at which some part ends, in order: where a timeline's boundary values land.
    public var boundaryTicks: [UInt64] {
        parts.map { $0.start + $0.length }.sorted()
    }
}
