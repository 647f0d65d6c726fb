import RollbackNetwork

/// Which side of a rollback game between two processes this one plays (`--listen`,
/// `--connect`).
public enum NetworkRole: Equatable, Sendable {
    /// Peer 0: waits on this UDP port for peer 1.
    case listen(port: UInt16)
    /// Peer 1: plays with the peer 0 listening at this endpoint.
    case connect(IPv4Endpoint)
    /// Peer `index` of `peers` on 127.0.0.1, peer i at port `basePort` + i (`--peers`,
    /// `--peer`, `--base-port`): a mesh for tests on one machine.
    case mesh(peers: Int, index: Int, basePort: UInt16)

    /// The peer index of this process.
    public var peer: Int {
        switch self {
        case .listen: return 0
        case .connect: return 1
        case .mesh(_, let index, _): return index
        }
    }

    /// Peers in the game.
    public var peerCount: Int {
        if case .mesh(let peers, _, _) = self { return peers }
        return 2
    }

    /// The endpoint `text` names as `HOST:PORT`, HOST an IPv4 address or `localhost`, PORT in
    /// 1...65535; nil when it names none.
    public static func endpoint(_ text: String) -> IPv4Endpoint? {
        var text = text
        if text.lowercased().hasPrefix("localhost:") {
            text = "127.0.0.1" + text.dropFirst("localhost".count)
        }
        guard let endpoint = IPv4Endpoint(text), endpoint.port != 0, endpoint.address != 0 else { return nil }
        return endpoint
    }
}
