/// A value that describes how all of its parameters change while an animation runs.
///
/// Implement one function: given the value the animation ends on and a progress, return the
/// in-between value. `progress` is 0 at the start and 1 at the end, but overshooting curves
/// (back, elastic, underdamped springs) take it outside 0...1, so a conformance must accept
/// any finite progress. At progress 0 a conformance should return `self` unchanged; the
/// engine never asks for progress 1 at the end of an animation, it presents the target itself.
///
/// ```swift
/// struct FontDescriptor: Transitionable {
///     var style: Style
///     var size: Float
///
///     func transition(to other: FontDescriptor, progress: Float) -> FontDescriptor {
///         FontDescriptor(
///             style: progress.switching(from: style, to: other.style, at: 0.5),
///             size: progress.lerp(min: size, max: other.size))
///     }
/// }
/// ```
public protocol Transitionable: Equatable, StateValue {
    /// The value `progress` of the way from `self` to `other`.
    func transition(to other: Self, progress: Float) -> Self

    /// The presented value of a spring-driven move: `step` of the way from `from` to `to`, plus
    /// `velocity` times `impulse`. A customization point with a default; values that are not
    /// ``VectorTransitionable`` ignore `velocity` (it is always `nil` for them).
    static func springValue(from: Self, to: Self, velocity: Self?, step: Float, impulse: Float) -> Self

    /// The velocity of a spring-driven move, or `nil` for values that cannot carry velocity
    /// (the default for values that are not ``VectorTransitionable``).
    static func springVelocity(
        from: Self, to: Self, velocity: Self?, stepRate: Float, impulseRate: Float
    ) -> Self?

    /// How many `Float` lanes an engine may interpolate side by side, many values at once, in
    /// place of calling ``transition(to:progress:)``: the lane count of a ``FloatLanes`` value,
    /// 0 (the default) for every other type.
    static var floatLaneCount: Int { get }

    /// Sets the value of each transition of `run` whose progress is not NaN to
    /// `start.transition(to: end, progress:)`, bit for bit; those with a NaN progress are left
    /// to the caller, which writes them afterwards (any value may be stored there meanwhile).
    /// A customization point with a default, one call of ``transition(to:progress:)`` each, for
    /// values that compute several at once faster.
    static func transitions(_ run: TransitionRun<Self>)
}

extension Transitionable {
    /// Moves `step` of the way from `from` to `to`; a non-vector value carries no velocity.
    @inlinable
    public static func springValue(from: Self, to: Self, velocity: Self?, step: Float, impulse: Float) -> Self
    {
        from.transition(to: to, progress: step)
    }

    /// 0: the engine calls ``transition(to:progress:)`` for each value.
    @inlinable
    public static var floatLaneCount: Int { 0 }

    /// Calls ``transition(to:progress:)`` for each transition of `run` with a progress.
    @inlinable
    public static func transitions(_ run: TransitionRun<Self>) {
        for index in 0..<run.count where !run.progress(index).isNaN {
            run.setValue(
                run.start(index).transition(to: run.end(index), progress: run.progress(index)), at: index)
        }
    }

    /// Always `nil`: a value that cannot be added and scaled carries no velocity.
    @inlinable
    public static func springVelocity(
        from: Self, to: Self, velocity: Self?, stepRate: Float, impulseRate: Float
    ) -> Self? {
        nil
    }
}

/// A ``Transitionable`` value that can be added and scaled, so that springs keep their velocity
/// when they are retargeted mid-flight, as SwiftUI's do.
public protocol VectorTransitionable: Transitionable {
    /// The component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// The component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// This value multiplied by `factor`.
    func scaled(by factor: Float) -> Self
}

extension VectorTransitionable {
    /// `from + (to - from)·step + velocity·impulse`.
    @inlinable
    public static func springValue(from: Self, to: Self, velocity: Self?, step: Float, impulse: Float) -> Self
    {
        let moved = from.transition(to: to, progress: step)
        guard let velocity else { return moved }
        return moved + velocity.scaled(by: impulse)
    }

    /// `(to - from)·stepRate + velocity·impulseRate`.
    @inlinable
    public static func springVelocity(
        from: Self, to: Self, velocity: Self?, stepRate: Float, impulseRate: Float
    ) -> Self? {
        let drift = (to - from).scaled(by: stepRate)
        guard let velocity else { return drift }
        return drift + velocity.scaled(by: impulseRate)
    }
}
