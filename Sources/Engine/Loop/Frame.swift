/// What one frame of a ``FixedStepLoop`` asks for.
public struct Frame: Equatable, Sendable {
    /// Fixed ticks to run now.
    public var ticks: Int
    /// Fraction of the next tick that has already elapsed, in 0..<1: how far past the last tick
    /// to sample running motions when drawing (`presented(_:of:alpha:)` samples each one at
    /// that time, ahead of the last tick's state, not between two stored states).
    public var alpha: Double
    /// Nanoseconds of real time discarded because the frame was longer than the cap.
    public var droppedNanoseconds: UInt64
    /// Whether the clock read earlier than at the previous frame (the frame counted as empty).
    public var clockWentBackwards: Bool
}
