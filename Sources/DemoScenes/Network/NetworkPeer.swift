import Engine
import RollbackNetwork

/// This process's peer of the rollback scene, playing the other process's over UDP: its
/// ``RollbackPeer`` run by a ``NetworkSession``, its moves from the ``RollbackScript`` of the
/// seed (its own only) or from clicks. The caller paces it: ``tick(at:)`` when a tick is due,
/// ``receive(at:)`` when a datagram arrives before. See ``PeerHandshake`` for how the two
/// processes find each other.
public final class NetworkPeer {
    /// The game this process plays.
    public let peer: RollbackPeer
    /// The session keeping it in step with the other process.
    public let network: NetworkSession<PeerInput>
    /// The socket both peers' datagrams go through.
    public let socket: UDPSocket
    /// The other peers' indices.
    public var remotes: [Int] { (0..<peer.session.peerCount).filter { $0 != peer.index } }
    /// The first other peer's index: the other one of two.
    public var remote: Int { peer.index == 0 ? 1 : 0 }
    /// Whether the script makes this peer's moves.
    public var autopilot = true
    /// The transport beneath the simulated link, if any.
    public let transport: UDPTransport
    private let link: ConditionedTransport?
    private var script: RollbackScript
    /// The input of the next tick, kept while the session waits.
    private var next: PeerInput?
    private var clicked: SIMD2<Float>?

    /// How the two processes talk: a peer silent 1.5 s has left; one never heard from is given
    /// 5 s to start.
    public static let configuration = NetworkSessionConfiguration(
        disconnectTimeout: 1_500, firstContactTimeout: 5_000)

    /// Connects as `role` says at `now` (milliseconds of `clock`); the listener waits up to
    /// 5 s for the other process's first packet.
    /// - Throws: ``DemoError/network(_:)`` when the socket cannot be bound or no packet came.
    public init(
        role: NetworkRole, link conditions: LinkConditions?, tickRate: UInt64, seed: UInt64,
        clock: () -> UInt64
    ) throws(DemoError) {
        let bound: IPv4Endpoint
        switch role {
        case .listen(let port): bound = .any(port: port)
        case .connect: bound = .any(port: 0)
        case .mesh(_, let index, let base): bound = .loopback(port: base + UInt16(index))
        }
        do {
            socket = try UDPSocket(bindingTo: bound)
        } catch {
            throw .network("cannot open UDP port \(bound.port): \(error.call) failed (errno \(error.code))")
        }
        let token: UInt64
        let endpoints: [Int: IPv4Endpoint]
        switch role {
        case .listen(let port):
            guard let (adopted, source) = PeerHandshake.awaitPeer(on: socket, timeout: 5_000, clock: clock)
            else { throw .network("no packet from a connecting peer on port \(port) in 5 s; giving up") }
            token = adopted
            endpoints = [1: source]
        case .connect(let endpoint):
            token = UInt64.random(in: 1...UInt64.max)
            endpoints = [0: endpoint]
        case .mesh(let peers, let index, let base):
            // Every peer knows the others' ports and derives the token from the flags: the mesh
            // is for tests on one machine and does not refuse a run left over with the same flags.
            var mixer = SeededRandom(seed: seed ^ UInt64(peers) << 32 ^ UInt64(base) << 40)
            token = mixer.next()
            endpoints = Dictionary(
                uniqueKeysWithValues: (0..<peers).filter { $0 != index }.map {
                    ($0, IPv4Endpoint.loopback(port: base + UInt16($0)))
                })
        }
        let transport = UDPTransport(socket: socket, endpoints: endpoints)
        self.transport = transport
        link = conditions.map {
            ConditionedTransport(base: transport, conditions: $0, seed: seed &* 31 &+ UInt64(role.peer))
        }
        peer = RollbackPeer(index: role.peer, peerCount: role.peerCount, tickRate: tickRate)
        let now = clock()
        link?.advance(to: now)
        network = NetworkSession(
            session: peer.session, transport: link ?? transport, sessionToken: token, now: now,
            configuration: Self.configuration)!
        script = RollbackScript(seed: seed, peerCount: role.peerCount)
    }

    /// What the session did, in one line: rollbacks, ticks run again, hashes compared and
    /// desyncs, datagrams dropped.
    public var summary: String {
        let session = network.session
        let dropped = network.drops.total + transport.unexpectedSourceCount
        return "peer \(peer.index): rollbacks \(session.rollbackCount), resimulated "
            + "\(session.resimulatedTickCount), hashes compared \(network.comparedHashCount), desyncs "
            + "\(network.desyncs.count), datagrams dropped \(dropped) (\(transport.unexpectedSourceCount) "
            + "from unknown sources)"
    }

    /// Makes this peer's next tick start a move to `target` (arena units).
    public func move(to target: SIMD2<Float>) {
        clicked = target.clamped(lowerBound: .zero, upperBound: RollbackScene.arena)
    }

    /// The tick due at `now` (milliseconds): runs the next tick, unless `limit` ticks have run
    /// or the session waits, and keeps the other peer informed.
    @discardableResult
    public func tick(at now: UInt64, limit: UInt64 = .max) -> NetworkTickOutcome? {
        link?.advance(to: now)
        let tick = peer.world.tick
        guard tick < limit else {
            network.update(at: now)
            return nil
        }
        let input = next ?? nextInput(for: tick + 1)
        next = input
        let outcome = network.advance(localInput: input, at: now)
        if case .advanced = outcome {
            peer.ran(input)
            next = nil
        }
        return outcome
    }

    /// Takes the datagrams that arrived before the next tick is due.
    public func receive(at now: UInt64) {
        link?.advance(to: now)
        network.receive(at: now)
    }

    /// The input of `tick`: the scripted move due then (the script is asked once a tick, so the
    /// same seed gives the same moves), a click, or the last input.
    private func nextInput(for tick: UInt64) -> PeerInput {
        var input = peer.input
        for (mover, target) in script.moves(at: tick) where mover == peer.index && autopilot {
            input = input.moving(to: target)
        }
        if let clicked {
            input = input.moving(to: clicked)
            self.clicked = nil
        }
        return input
    }
}
