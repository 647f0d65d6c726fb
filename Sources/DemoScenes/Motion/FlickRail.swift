import TransitionCore

/// The rail the motion scene's card is flicked along: ``slotCount`` slots ``pitch`` pixels
/// apart, centred in its area. The card's place is a ``RailOffset`` from the first slot, so a
/// decay's `.grid` snap of one pitch lands on a slot and bounds from the first slot to the last
/// keep it on the rail, bouncing back from either end.
public struct FlickRail: Equatable, Sendable {
    /// The rail's bar, drawn under the card.
    public let bar: Rect
    /// The card's frame in the first slot (whole pixels); an offset moves it along x.
    public let home: BoxFrame
    /// Pixels from one slot to the next (whole): the snap's step.
    public let pitch: Float
    /// Slots on the rail (at least one).
    public let slotCount: Int

    /// The friction of a flick: the velocity falls by e every 0.3 s, settling in about 2 s.
    public static let decay = Decay(timeConstant: 0.3)
    /// How the card comes back from an end of the rail: a spring that swings once.
    public static let bounce = Animation.spring(response: 0.35, dampingFraction: 0.5)

    /// A rail across `area`, with room beyond each end for a card that overshoots it.
    public init(in area: Rect) {
        let height = max(min(area.height * 0.55, 52), 6).rounded(.down)
        let width = (height * 1.5).rounded(.down)
        pitch = max((width * 1.25).rounded(.up), 4)
        let room = area.width - 2 * (width * 0.6).rounded(.up)
        slotCount = max(Int(((room - width) / pitch).rounded(.down)) + 1, 1)
        let length = Float(slotCount - 1) * pitch + width
        let left = (area.x + (area.width - length) / 2).rounded(.down)
        home = BoxFrame(x: left, y: (area.center.y - height / 2).rounded(.down), width: width, height: height)
        bar = Rect(x: left, y: area.center.y - 2, width: length, height: 4)
    }

    /// The offset of slot `slot` (clamped into the rail's slots).
    public func offset(ofSlot slot: Int) -> RailOffset {
        RailOffset(Float(min(max(slot, 0), slotCount - 1)) * pitch)
    }

    /// The offset of the last slot: how far the card's offset runs.
    public var travel: RailOffset { offset(ofSlot: slotCount - 1) }

    /// The card's frame at `offset`.
    public func frame(at offset: RailOffset) -> BoxFrame {
        BoxFrame(
            x: home.rect.x + offset.pixels, y: home.rect.y, width: home.rect.z, height: home.rect.w)
    }

    /// Slot `slot`'s marker under the rail.
    public func marker(ofSlot slot: Int) -> Rect {
        let center = frame(at: offset(ofSlot: slot)).center.x
        return Rect(x: center - 1, y: bar.y - 5, width: 2, height: bar.height + 10)
    }

    /// The slot at `offset`, if it is exactly one.
    public func slot(at offset: RailOffset) -> Int? {
        let slot = (offset.pixels / pitch).rounded()
        guard slot >= 0, Int(slot) < slotCount, slot * pitch == offset.pixels else { return nil }
        return Int(slot)
    }

    /// The slot nearest to `offset`.
    public func nearestSlot(to offset: RailOffset) -> Int {
        let slot = (offset.pixels / pitch).rounded()
        return slot.isFinite ? min(max(Int(slot), 0), slotCount - 1) : 0
    }

    /// The offset under window x `x` for the card's centre.
    public func offset(underX x: Float) -> RailOffset {
        RailOffset(x - home.center.x)
    }

    /// The snap: whole multiples of ``pitch``, a slot each.
    public var snap: DecaySnap<RailOffset> { .grid(RailOffset(pitch)) }

    /// The bounds: from the first slot to the last, bounced back from with ``bounce``.
    public var bounds: DecayBounds<RailOffset> {
        DecayBounds(min: RailOffset(0), max: travel, bounce: FlickRail.bounce)
    }

    /// The velocity (pixels per second) that makes a card at `offset` come to rest, before
    /// snapping and bounds, at `target`.
    public func velocity(from offset: RailOffset, to target: RailOffset) -> RailOffset {
        let decay = FlickRail.decay
        let reach = decay.timeConstant * decay.travelledFraction
        return RailOffset(Float(Double(target.pixels - offset.pixels) / reach))
    }
}
