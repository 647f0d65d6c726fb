/// What a fuzz run did with clock domains.
public struct DomainCounts: Sendable, Equatable {
    /// Domains made (inside queries too).
    public var made = 0
    /// `setPaused(true, for:)` calls the world accepted.
    public var pauses = 0
    /// `setPaused(false, for:)` calls the world accepted.
    public var resumes = 0
    /// `setTimeScale(_:for:)` calls the world accepted.
    public var scaleChanges = 0
    /// `setClockDomain(_:for:)` calls the world accepted (back to `.world` too).
    public var moves = 0
    /// Calls the world refused, as the model expected: the world's own domain paused or
    /// scaled, a domain it does not hold (another world's, or one a restore dropped), a stale
    /// entity.
    public var refused = 0
    /// `stateHash(of:)` of a held domain (paused, or at scale 0) compared between the ticks of
    /// an `advance()` × n.
    public var heldHashChecks = 0
    /// Ticks run by moves, and steps by timelines, on made domains.
    public var motionTicks = 0

    /// Nothing yet.
    public init() {}

    /// The sum of two runs' counts.
    public static func + (a: DomainCounts, b: DomainCounts) -> DomainCounts {
        var sum = DomainCounts()
        sum.made = a.made + b.made
        sum.pauses = a.pauses + b.pauses
        sum.resumes = a.resumes + b.resumes
        sum.scaleChanges = a.scaleChanges + b.scaleChanges
        sum.moves = a.moves + b.moves
        sum.refused = a.refused + b.refused
        sum.heldHashChecks = a.heldHashChecks + b.heldHashChecks
        sum.motionTicks = a.motionTicks + b.motionTicks
        return sum
    }
}
