#if canImport(Glibc)
    /// A ``Transport`` over one ``UDPSocket``: each peer is an endpoint; a datagram from an
    /// endpoint that is no peer's is dropped and counted.
    public final class UDPTransport: Transport {
        /// The socket datagrams go through.
        public let socket: UDPSocket
        /// Each remote peer's endpoint, by peer index.
        public private(set) var endpoints: [Int: IPv4Endpoint]
        /// Datagrams received from endpoints that are no peer's.
        public private(set) var unexpectedSourceCount = 0
        private var peers: [IPv4Endpoint: Int]

        /// The most datagrams one ``receive()`` reads, so that a flood cannot hold a tick up.
        public static var maximumDatagramsPerReceive: Int { 1_024 }

        /// A transport through `socket` to the peers at `endpoints` (index: endpoint). When two
        /// peers share an endpoint, datagrams from it count as the lower index's.
        public init(socket: UDPSocket, endpoints: [Int: IPv4Endpoint]) {
            self.socket = socket
            self.endpoints = endpoints
            peers = [:]
            for (peer, endpoint) in endpoints.sorted(by: { $0.key > $1.key }) { peers[endpoint] = peer }
        }

        /// Sends `bytes` to `peer`'s endpoint; false for a peer without one or a datagram that
        /// could not go.
        @discardableResult
        public func send(_ bytes: [UInt8], to peer: Int) -> Bool {
            guard let endpoint = endpoints[peer] else { return false }
            return socket.send(bytes, to: endpoint)
        }

        /// The datagrams waiting from known peers, of at most ``maximumDatagramsPerReceive`` read.
        public func receive() -> [Datagram] {
            var datagrams: [Datagram] = []
            for _ in 0..<Self.maximumDatagramsPerReceive {
                guard let (bytes, source) = socket.receive() else { break }
                guard let peer = peers[source] else {
                    unexpectedSourceCount += 1
                    continue
                }
                datagrams.append(Datagram(peer: peer, bytes: bytes))
            }
            return datagrams
        }
    }
#endif
