/// What one frame of a ``FixedStepLoop`` asks for.
public struct Frame: Equatable, Sendable {
    /// Fixed ticks to run now.
    public var ticks: Int
    /// Fraction of the next tick that has already elapsed, in 0..<1: how far to interpolate
    /// between the last two tick states when drawing.
    public var alpha: Double
    /// Nanoseconds of real time discarded because the frame was longer than the cap.
    public var droppedNanoseconds: UInt64
    /// Whether the clock read earlier than at the previous frame (the frame counted as empty).
    public var clockWentBackwards: Bool
}
