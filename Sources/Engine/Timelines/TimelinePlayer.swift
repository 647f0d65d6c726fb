import TransitionCore

/// A timeline playing on one entity's component: the timeline and its playhead. A track of a
/// choreography names its conductor and plays on a copy of the choreography's playhead.
struct TimelinePlayer<Value: Transitionable>: StateHashable {
    let timeline: Timeline<Value>
    var playhead: Playhead
    /// The entity the choreography this track belongs to plays on; nil for a timeline played alone.
    let conductor: Entity?
    /// The clock domain it runs on: its entity's, or for a track its conductor's.
    var domain: UInt32
    /// The markers its playhead reports: the timeline's, and for a track one more at the end of
    /// its last part (``TimelineMark/trackEndName``), where the track raises its own finish.
    let markers: [TimelineMark]

    /// A player at the start of `timeline`, alone, on clock domain `domain`.
    init(timeline: Timeline<Value>, repeatCount: Int?, autoreverses: Bool, domain: UInt32) {
        self.timeline = timeline
        playhead = Playhead(
            cycleTicks: timeline.durationTicks, repeatCount: repeatCount, autoreverses: autoreverses)
        conductor = nil
        self.domain = domain
        markers = timeline.markers
    }

    /// A track of the choreography playing on `conductor` on clock domain `domain`, at `playhead`.
    init(track timeline: Timeline<Value>, playhead: Playhead, conductor: Entity, domain: UInt32) {
        self.timeline = timeline
        self.playhead = playhead
        self.conductor = conductor
        self.domain = domain
        var markers = timeline.markers
        markers.add(TimelineMark.trackEndName, atTick: timeline.durationTicks)
        self.markers = markers
    }

    /// The timeline's value with the playhead at `units`.
    func value(at units: UInt64) -> Value {
        let local = playhead.local(at: units)
        return timeline.value(atTick: local.ticks, fraction: local.fraction)
    }

    /// The timeline's value at the playhead.
    var value: Value { value(at: playhead.units) }

    func hash(into hasher: inout StateHasher) {
        playhead.hash(into: &hasher)
        hasher.combine(conductor.map { UInt64($0.index) << 32 | UInt64($0.generation) } ?? .max)
        hasher.combine(timeline.durationTicks)
        timeline.labels.hash(into: &hasher)
        timeline.markers.hash(into: &hasher)
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
            case .fields(let target, let fields):
                hashing.hash(target, into: &hasher)
                fields.hash(into: &hasher)
            }
        }
        hashing.hash(value, into: &hasher)
    }
}
