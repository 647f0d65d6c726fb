/// What one ``NetworkSession/advance(localInput:at:)`` did.
public enum NetworkTickOutcome: Equatable, Sendable {
    /// The session ran this tick.
    case advanced(UInt64)
    /// It ran nothing: a peer's inputs lag the rollback window behind, so a tick more could not
    /// be corrected when they arrive.
    case waitingForPeers
    /// It ran nothing, to let slower peers catch up (time synchronisation).
    case waitingForTimeSync
}
