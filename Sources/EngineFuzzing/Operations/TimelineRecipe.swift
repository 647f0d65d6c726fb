import Engine
import TransitionCore

/// A ``Timeline`` described as data, so that an operation that plays one can be recorded,
/// printed as Swift and replayed: moves, keyframe tracks, nested timelines and groups, each
/// placed at a ``TimelinePosition``. Values are `SIMD2<Float>`; a `Float` timeline takes their
/// first lane. The timeline itself is built when the operation runs.
public struct TimelineRecipe: Sendable {
    /// One stop of a keyframe track.
    public struct Stop: Sendable {
        /// Seconds from the start of the track.
        public var time: Double
        /// The value at `time`.
        public var value: SIMD2<Float>
        /// Index in ``FuzzCurves/all`` of the easing into this stop.
        public var curve: Int
    }

    /// What a part adds.
    public indirect enum Part: Sendable {
        /// `add(to:_:at:)` with an animation of ``FuzzAnimations/all``, by index.
        case move(to: SIMD2<Float>, animation: Int)
        /// `add(_:at:)` of a keyframe track, Catmull-Rom smoothed or not.
        case keyframes([Stop], smooth: Bool)
        /// `add(_:at:)` of another timeline.
        case nested(TimelineRecipe)
        /// `addGroup(_:at:)`.
        case group([TimelineRecipe])
    }

    /// A part and where it goes.
    public struct Placed: Sendable {
        /// What is added.
        public var part: Part
        /// Where it starts.
        public var position: TimelinePosition
    }

    /// The value before the first part starts.
    public var initialValue: SIMD2<Float>
    /// The parts, in the order they are added.
    public var parts: [Placed]
    /// Hertz added to the world's tick rate when laying out the top level: a timeline the
    /// world must refuse when it is not 0.
    public var tickRateOffset: UInt64 = 0

    /// The timeline of `Value` at `tickRate` (plus ``tickRateOffset``).
    func build<Value: FuzzTimelineValue>(_ type: Value.Type, tickRate: UInt64) -> Timeline<Value> {
        build(type, laidOutAt: tickRate + tickRateOffset)
    }

    private func build<Value: FuzzTimelineValue>(_ type: Value.Type, laidOutAt rate: UInt64) -> Timeline<
        Value
    > {
        var timeline = Timeline(from: Value(recipeValue: initialValue), tickRate: rate)
        for placed in parts {
            switch placed.part {
            case .move(let target, let animation):
                timeline.add(
                    to: Value(recipeValue: target),
                    FuzzAnimations.all[animation % FuzzAnimations.all.count].animation,
                    at: placed.position)
            case .keyframes(let stops, let smooth):
                let keyframes = stops.map { stop in
                    Keyframe(
                        stop.time, Value(recipeValue: stop.value),
                        curve: FuzzCurves.all[stop.curve % FuzzCurves.all.count].curve)
                }
                guard let track = smooth ? Keyframes.smooth(keyframes) : Keyframes(keyframes) else {
                    continue
                }
                timeline.add(track, at: placed.position)
            case .nested(let other):
                timeline.add(other.build(type, laidOutAt: rate), at: placed.position)
            case .group(let members):
                timeline.addGroup(members.map { $0.build(type, laidOutAt: rate) }, at: placed.position)
            }
        }
        return timeline
    }
}
