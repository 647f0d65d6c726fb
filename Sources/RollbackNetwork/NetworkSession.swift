import Engine

/// A ``RollbackSession`` played with peers in other processes: each tick sends every remote
/// peer the local inputs it has not acknowledged, takes the inputs the peers sent, compares
/// confirmed state hashes, paces itself to the slowest peer, and notices peers gone silent.
///
/// All peers' sessions start from the same world at the same tick, share a session token and
/// a peer count, and each has its own peer index. Time is in milliseconds, passed in by the
/// caller. The rollback session must keep hashes for desyncs to be found. A network session calls
/// the rollback session's `onConfirm` set before it is made, after its own bookkeeping.
public final class NetworkSession<Input: NetworkInput> {
    /// The rollback session it drives.
    public let session: RollbackSession<Input>
    /// Where packets go and come from.
    public let transport: any Transport
    /// How it talks and paces itself.
    public let configuration: NetworkSessionConfiguration
    /// The first disagreement found with each peer, by peer.
    public internal(set) var desyncs: [Int: Desync] = [:]
    /// Confirmed ticks whose hashes were compared with a peer's (each comparison counted).
    public internal(set) var comparedHashCount = 0
    /// Ticks waited for time synchronisation.
    public private(set) var timeSyncWaitCount = 0
    /// Calls that waited because a peer's inputs lagged the rollback window.
    public private(set) var peerWaitCount = 0
    /// Remote inputs the rollback session refused (too late to correct, or contradicting a
    /// confirmed tick).
    public internal(set) var refusedInputCount = 0
    /// Packets not sent: too large for the format or refused by the transport.
    public internal(set) var unsentPacketCount = 0

    let startTick: UInt64
    var receiver: PacketReceiver<Input>
    var peers: [Int: RemotePeer] = [:]
    /// The local inputs from `localInputsStart` on, the oldest not acknowledged by every peer
    /// first.
    var localInputs: [Input] = []
    var localInputsStart: UInt64
    /// The local hashes of the last confirmed ticks.
    var confirmedHashes: [UInt64: StateHashes] = [:]
    var ticksSinceWait = 0
    /// When each of the last ``timedTickCount`` local ticks ran (caller's milliseconds), to time
    /// acknowledgements: tick t at `t % timedTickCount`, with its tick to tell it from older.
    var tickTimes = [(tick: UInt64, time: UInt64)](
        repeating: (.max, 0), count: Int(NetworkSession.timedTickCount))

    /// A session over `transport` for `session`'s peers, started at `now`; nil when `session`
    /// has more than 256 peers (the packet format's limit).
    public init?(
        session: RollbackSession<Input>, transport: any Transport, sessionToken: UInt64, now: UInt64,
        configuration: NetworkSessionConfiguration = NetworkSessionConfiguration()
    ) {
        guard session.peerCount <= 256 else { return nil }
        self.session = session
        self.transport = transport
        self.configuration = configuration
        startTick = session.world.tick
        localInputsStart = startTick &+ 1
        receiver = PacketReceiver(
            expectations: PacketExpectations(
                sessionToken: sessionToken, peerCount: session.peerCount, localPeer: session.localPeer,
                tickWindow: configuration.tickWindow, maximumInputCount: configuration.maximumInputsPerPacket)
        )
        for peer in 0..<session.peerCount where peer != session.localPeer {
            peers[peer] = RemotePeer(startTick: startTick, now: now)
        }
        if let hashes = session.confirmedStateHashes { confirmedHashes[session.confirmedTick] = hashes }
        let previous = session.onConfirm
        session.onConfirm = { [unowned self] tick, hash in
            previous?(tick, hash)
            self.didConfirm(tick)
        }
    }

    /// The datagrams dropped, by reason.
    public var drops: DropCounts { receiver.drops }

    /// The remote peers that stayed silent longer than the configuration's disconnect timeout.
    /// They are not waited for or sent to, and their packets are ignored; no tick is confirmed
    /// after they left, and the rollback session keeps the inputs of every tick not confirmed,
    /// so a game ends or starts a new session then.
    public var disconnectedPeers: [Int] { peers.filter(\.value.isDisconnected).map(\.key).sorted() }

    /// How many ticks the local peer runs ahead of the slowest connected peer, as both sides
    /// estimate it (0 with none).
    public var advantage: Double {
        peers.values.lazy.filter { !$0.isDisconnected }.map(\.advantage).max() ?? 0
    }

    /// Receives what the peers sent, then runs the next tick on `input` unless a peer lags too
    /// far behind or time synchronisation waits a tick, then sends every connected peer its
    /// packet. `now` is the caller's clock in milliseconds. When the tick is not run, `input`
    /// is not used: pass it again.
    @discardableResult
    public func advance(localInput input: Input, at now: UInt64) -> NetworkTickOutcome {
        receiveAll(at: now)
        let outcome = nextOutcome()
        if case .advanced(let tick) = outcome {
            localInputs.append(input)
            session.advance(localInput: input)
            tickTimes[Int(tick % Self.timedTickCount)] = (tick, now)
        }
        sendAll()
        return outcome
    }

    /// Receives what the peers sent and sends them their packets without running a tick: for a
    /// session that has stopped advancing but must keep its peers informed.
    public func update(at now: UInt64) {
        receiveAll(at: now)
        session.correct()
        sendAll()
    }

    /// How many of the last local ticks keep the time they ran.
    static var timedTickCount: UInt64 { 1_024 }

    /// Whether the next tick may run now, and if not why.
    private func nextOutcome() -> NetworkTickOutcome {
        let next = session.world.tick &+ 1
        let window = UInt64(session.maximumRollback)
        for peer in peers.values
        where !peer.isDisconnected && next > peer.receivedThrough && next - peer.receivedThrough > window {
            peerWaitCount += 1
            return .waitingForPeers
        }
        ticksSinceWait += 1
        if ticksSinceWait > configuration.ticksBetweenWaits, advantage >= configuration.maximumAdvantage {
            ticksSinceWait = 0
            timeSyncWaitCount += 1
            return .waitingForTimeSync
        }
        return .advanced(next)
    }
}
