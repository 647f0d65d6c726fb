/// One stop of a ``Keyframes`` track: the value reached at `time`, eased there by `curve`.
public struct Keyframe<Value: Transitionable> {
    /// Seconds from the start of the track.
    public var time: Double
    /// The value at `time`.
    public var value: Value
    /// The easing of the move from the previous keyframe into this one.
    public var curve: Curve

    /// A stop at `time` seconds, reached through `curve`.
    public init(_ time: Double, _ value: Value, curve: Curve = .linear) {
        self.time = time
        self.value = value
        self.curve = curve
    }
}

/// A track of keyframes for any ``Transitionable`` value, sampled at any time: exactly each
/// keyframe's value at its time, eased in between, the first value before the start and the
/// last after the end. ``VectorTransitionable`` values can pass smoothly through the keyframes
/// (a uniform Catmull-Rom spline) instead of turning sharply at them.
public struct Keyframes<Value: Transitionable> {
    /// The stops, ordered by time.
    public let keyframes: [Keyframe<Value>]
    /// The smooth path through four neighbouring stops at a fraction, when smoothing.
    private let spline: ((Value, Value, Value, Value, Float) -> Value)?

    /// A track through `keyframes`. Stops are ordered by time (stably); a non-finite or
    /// negative time is taken as 0. An empty track is not allowed: pass at least one stop.
    public init(_ first: Keyframe<Value>, _ rest: Keyframe<Value>...) {
        self.init(stops: [first] + rest, spline: nil)
    }

    /// A track through `keyframes`, ordered as by ``init(_:_:)``; nil when there are none.
    public init?(_ keyframes: [Keyframe<Value>]) {
        guard !keyframes.isEmpty else { return nil }
        self.init(stops: keyframes, spline: nil)
    }

    /// A track through `values` spread evenly over `duration` seconds, each eased in by `curve`.
    public init(evenlyOver duration: Double, _ first: Value, _ rest: Value..., curve: Curve = .linear) {
        self.init(stops: Keyframes.evenly([first] + rest, over: duration, curve: curve), spline: nil)
    }

    private init(stops: [Keyframe<Value>], spline: ((Value, Value, Value, Value, Float) -> Value)?) {
        var stops = stops
        for index in stops.indices where !(stops[index].time.isFinite && stops[index].time > 0) {
            stops[index].time = 0
        }
        // Insertion sort: stable, and tracks are short.
        for index in stops.indices.dropFirst() {
            var position = index
            while position > 0, stops[position - 1].time > stops[position].time {
                stops.swapAt(position - 1, position)
                position -= 1
            }
        }
        keyframes = stops
        self.spline = spline
    }

    private static func evenly(_ values: [Value], over duration: Double, curve: Curve) -> [Keyframe<Value>] {
        let duration = duration.isFinite && duration > 0 ? duration : 0
        let gaps = Double(max(values.count - 1, 1))
        return values.indices.map { Keyframe(duration * Double($0) / gaps, values[$0], curve: curve) }
    }

    /// Seconds from the start to the last keyframe.
    public var duration: Double { keyframes[keyframes.count - 1].time }

    /// The value at `time` seconds (NaN counts as 0).
    public func value(at time: Double) -> Value {
        guard time > keyframes[0].time else { return keyframes[0].value }
        let last = keyframes.count - 1
        guard time < keyframes[last].time else { return keyframes[last].value }
        // The first stop strictly after `time` (binary search).
        var low = 1
        var high = last
        while low < high {
            let middle = (low + high) / 2
            if keyframes[middle].time > time { high = middle } else { low = middle + 1 }
        }
        let from = keyframes[low - 1]
        let to = keyframes[low]
        let fraction = to.curve(Float((time - from.time) / (to.time - from.time)))
        guard let spline else { return from.value.transition(to: to.value, progress: fraction) }
        let before = keyframes[max(low - 2, 0)].value
        let after = keyframes[min(low + 1, last)].value
        return spline(before, from.value, to.value, after, fraction)
    }
}

extension Keyframes where Value: VectorTransitionable {
    /// A track that passes smoothly through every stop (uniform Catmull-Rom), each segment's
    /// timing eased by its stop's curve; exact at every stop.
    public static func smooth(_ first: Keyframe<Value>, _ rest: Keyframe<Value>...) -> Keyframes {
        Keyframes(stops: [first] + rest, spline: { catmullRom($0, $1, $2, $3, $4) })
    }

    /// A smooth track through `keyframes`; nil when there are none.
    public static func smooth(_ keyframes: [Keyframe<Value>]) -> Keyframes? {
        guard !keyframes.isEmpty else { return nil }
        return Keyframes(stops: keyframes, spline: { catmullRom($0, $1, $2, $3, $4) })
    }

    /// The uniform Catmull-Rom point `t` of the way from `p1` to `p2`: exactly `p1` at 0 and `p2` at 1.
    public static func catmullRom(_ p0: Value, _ p1: Value, _ p2: Value, _ p3: Value, _ t: Float) -> Value {
        if t == 0 { return p1 }
        if t == 1 { return p2 }
        let t2 = t * t
        let t3 = t2 * t
        let a = (p1 + p1)
        let b = (p2 - p0).scaled(by: t)
        let c = (p0 + p0 - p1.scaled(by: 5) + p2.scaled(by: 4) - p3).scaled(by: t2)
        let d = (p1.scaled(by: 3) - p0 - p2.scaled(by: 3) + p3).scaled(by: t3)
        return (a + b + c + d).scaled(by: 0.5)
    }
}
