/// Neighbouring transitions sampled together, as the engine's tick samples a run of
/// transitions that share an animation: for each index in `0..<count`, a start value, an end
/// value, a progress, and the place its value goes. What ``Transitionable/transitions(_:)``
/// fills in; valid only during that call.
public struct TransitionRun<Value: Transitionable> {
    /// The number of transitions.
    public let count: Int
    /// The first start value; the others follow `stride` bytes apart.
    @usableFromInline let starts: UnsafeRawPointer
    /// The first end value; the others follow `stride` bytes apart.
    @usableFromInline let ends: UnsafeRawPointer
    /// Bytes between one transition's start (or end) value and the next one's.
    @usableFromInline let stride: Int
    /// The progress of each transition.
    @usableFromInline let progresses: UnsafePointer<Float>
    /// The value of each transition, written by ``setValue(_:at:)``.
    @usableFromInline let values: UnsafeMutablePointer<Value>

    /// A run of `count` transitions whose start and end values lie `stride` bytes apart from
    /// `starts` and `ends` on, with their progresses and the places their values go.
    @inlinable
    public init(
        count: Int, starts: UnsafePointer<Value>, ends: UnsafePointer<Value>, stride: Int,
        progresses: UnsafePointer<Float>, values: UnsafeMutablePointer<Value>
    ) {
        (self.count, self.stride) = (count, stride)
        (self.starts, self.ends) = (UnsafeRawPointer(starts), UnsafeRawPointer(ends))
        (self.progresses, self.values) = (progresses, values)
    }

    /// The value transition `index` starts from.
    @inlinable @inline(__always)
    public func start(_ index: Int) -> Value {
        (starts + index * stride).assumingMemoryBound(to: Value.self).pointee
    }

    /// The value transition `index` ends on.
    @inlinable @inline(__always)
    public func end(_ index: Int) -> Value {
        (ends + index * stride).assumingMemoryBound(to: Value.self).pointee
    }

    /// The progress of transition `index`; NaN where the caller computes the value itself.
    @inlinable @inline(__always)
    public func progress(_ index: Int) -> Float {
        progresses[index]
    }

    /// Stores the value of transition `index`.
    @inlinable @inline(__always)
    public func setValue(_ value: Value, at index: Int) {
        values[index] = value
    }
}
