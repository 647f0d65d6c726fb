/// How an operation names a clock domain, independently of the handles a particular run hands
/// out, so that a recorded sequence of operations can be replayed (and shrunk) against a fresh
/// world.
public enum DomainReference: Sendable, Equatable, CustomStringConvertible {
    /// `ClockDomain.world`, which cannot be paused or scaled.
    case world
    /// The handle the `n`th `makeClockDomain(named:)` of the run returned (0 first), whether
    /// or not a restore dropped its domain since; a number no make reached yet names a domain
    /// of another world (as ``foreign``).
    case made(Int)
    /// A domain of another world, at a place (``foreignIndex``) beyond any this world holds in
    /// a fuzz run.
    case foreign

    /// The place in its world's table of the domain ``foreign`` names.
    static let foreignIndex = 15

    /// `.world`, `domains[2]` or `otherWorld.clockDomains[15]`.
    public var description: String {
        switch self {
        case .world: ".world"
        case .made(let ordinal): "domains[\(ordinal)]"
        case .foreign: "otherWorld.clockDomains[\(DomainReference.foreignIndex)]"
        }
    }
}
