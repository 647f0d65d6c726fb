/// A line the HUD shows for a few seconds of the app's ticks after something happened, then
/// drops: the outcome of a screenshot, or a change to the field made from another scene.
/// Ticks, not the wall clock, measure it, so the same input shows it for the same ticks.
public struct HUDNotice: Equatable, Sendable {
    /// How long a notice shows, in seconds of ticks.
    public static let seconds: UInt64 = 3

    /// What the HUD says.
    public let text: String
    /// The world's tick when it came.
    public let tick: UInt64

    /// A notice saying `text`, from `tick` on.
    public init(_ text: String, at tick: UInt64) {
        self.text = text
        self.tick = tick
    }

    /// Whether it still shows at `now`, with `tickRate` ticks a second: for ``seconds`` of ticks
    /// (held while the loop is paused, since no tick runs).
    public func isShowing(at now: UInt64, tickRate: UInt64) -> Bool {
        now < tick &+ HUDNotice.seconds * tickRate
    }
}
