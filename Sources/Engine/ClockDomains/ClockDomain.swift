/// A named group of entities whose transitions and timelines run on their own time: paused or
/// scaled by an exact rational factor apart from the rest, so that pausing the gameplay leaves
/// the interface animating. Made by ``World/makeClockDomain(named:)``; every entity starts in
/// ``world``, which runs on the world's ticks and cannot be paused or scaled (pause the loop).
///
/// A domain counts whole ticks of its own: each world tick adds `numerator / denominator` of
/// one to it (none while paused), exactly, the remainder carried; a transition on a domain is
/// sampled at the domain's whole ticks, and presented between world ticks as far as the domain
/// moves during the next one.
public struct ClockDomain: Hashable, Sendable {
    /// Its place in the world's table of domains.
    @usableFromInline let index: UInt32
    /// The world that made it; nil for ``world``, which every world has.
    let owner: ObjectIdentifier?

    init(index: UInt32, owner: ObjectIdentifier?) {
        self.index = index
        self.owner = index == 0 ? nil : owner
    }

    /// The world's own time, where every entity starts.
    public static let world = ClockDomain(index: 0, owner: nil)
}
