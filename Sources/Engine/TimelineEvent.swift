import TransitionCore

/// A timeline cycle that ended, or a whole timeline that did.
public struct TimelineEvent: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// Cycle `index` (from 0) ended and the next began.
        case cycleCompleted(index: Int)
        /// The playhead reached the end (or, reversed, the start) and the timeline stopped.
        case finished
    }

    /// The entity whose timeline it is.
    public let entity: Entity
    /// The component type the timeline drives.
    public let valueType: ObjectIdentifier
    /// What happened.
    public let kind: Kind
    /// The tick it happened on.
    public let tick: UInt64
}
