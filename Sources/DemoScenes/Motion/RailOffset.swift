import TransitionCore

/// How far along its rail the motion scene's card is, in pixels from the first slot: the value a
/// flick's decay moves, snaps to a slot (a `.grid` of the rail's pitch) and bounds to the rail.
/// One lane, so that it conforms to `LaneVector` as a user's own type would.
public struct RailOffset: LaneVector, Comparable, Sendable {
    /// Pixels from the first slot.
    public var pixels: Float

    /// An offset of `pixels`.
    public init(_ pixels: Float) {
        self.pixels = pixels
    }

    /// One lane.
    public static var laneCount: Int { 1 }

    /// The offset, whatever `index`.
    public subscript(lane index: Int) -> Double {
        get { Double(pixels) }
        set { pixels = Float(newValue) }
    }

    /// Linear interpolation.
    public func transition(to other: RailOffset, progress: Float) -> RailOffset {
        RailOffset(pixels.transition(to: other.pixels, progress: progress))
    }

    /// The sum.
    public static func + (lhs: RailOffset, rhs: RailOffset) -> RailOffset {
        RailOffset(lhs.pixels + rhs.pixels)
    }

    /// The difference.
    public static func - (lhs: RailOffset, rhs: RailOffset) -> RailOffset {
        RailOffset(lhs.pixels - rhs.pixels)
    }

    /// The offset multiplied by `factor`.
    public func scaled(by factor: Float) -> RailOffset { RailOffset(pixels * factor) }

    /// Whether `lhs` lies before `rhs` on the rail.
    public static func < (lhs: RailOffset, rhs: RailOffset) -> Bool { lhs.pixels < rhs.pixels }
}
