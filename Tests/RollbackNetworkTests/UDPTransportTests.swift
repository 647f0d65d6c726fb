#if canImport(Glibc)
    import Glibc
    import RollbackNetwork
    import Testing

    /// UDP on 127.0.0.1 only: a few datagrams each way between two sockets of this process.
    struct UDPTransportTests {
        /// Receives on `transport` until `count` datagrams arrived or 200 waits of at most 10 ms
        /// passed.
        static func collect(_ count: Int, on transport: UDPTransport) -> [Datagram] {
            var datagrams: [Datagram] = []
            for _ in 0..<200 where datagrams.count < count {
                _ = transport.socket.waitForDatagram(timeoutMilliseconds: 10)
                datagrams += transport.receive()
            }
            return datagrams
        }

        @Test func datagramsGoBothWays() throws {
            let sockets = try (0..<2).map { _ in try UDPSocket(bindingTo: .loopback(port: 0)) }
            #expect(
                sockets.allSatisfy { $0.localEndpoint.port != 0 && $0.localEndpoint.address == 0x7f00_0001 })
            let transports = (0..<2).map { peer in
                UDPTransport(socket: sockets[peer], endpoints: [1 - peer: sockets[1 - peer].localEndpoint])
            }
            let packets: [[UInt8]] = [[1, 2, 3], [], Array(repeating: 0xab, count: 1_200)]
            for bytes in packets {
                #expect(transports[0].send(bytes, to: 1))
                #expect(transports[1].send(bytes.reversed(), to: 0))
            }
            let atOne = Self.collect(3, on: transports[1])
            let atZero = Self.collect(3, on: transports[0])
            #expect(atOne.map(\.bytes) == packets && atOne.allSatisfy { $0.peer == 0 })
            #expect(
                atZero.map(\.bytes) == packets.map { $0.reversed() } && atZero.allSatisfy { $0.peer == 1 })
            #expect(transports[0].receive().isEmpty, "nothing more")
            #expect(!transports[0].send([1], to: 5), "no endpoint for that peer")
        }

        @Test func datagramsFromStrangersAreCounted() throws {
            let socket = try UDPSocket(bindingTo: .loopback(port: 0))
            let stranger = try UDPSocket(bindingTo: .loopback(port: 0))
            let friend = try UDPSocket(bindingTo: .loopback(port: 0))
            let transport = UDPTransport(socket: socket, endpoints: [1: friend.localEndpoint])
            #expect(
                stranger.send([7], to: socket.localEndpoint) && friend.send([8], to: socket.localEndpoint))
            let received = Self.collect(1, on: transport)
            #expect(received == [Datagram(peer: 1, bytes: [8])])
            #expect(transport.unexpectedSourceCount == 1)
        }

        @Test func misuseFailsCleanly() throws {
            let socket = try UDPSocket(bindingTo: .loopback(port: 0))
            #expect(throws: UDPError(call: "bind", code: EADDRINUSE)) {
                try UDPSocket(bindingTo: socket.localEndpoint)
            }
            let tooLarge = [UInt8](repeating: 0, count: UDPSocket.maximumDatagramByteCount + 1)
            #expect(!socket.send(tooLarge, to: socket.localEndpoint))
            #expect(socket.receive() == nil, "nothing waiting, and it does not wait")
            #expect(!socket.waitForDatagram(timeoutMilliseconds: 0))
        }

        @Test func endpointsParseAndPrint() {
            #expect(IPv4Endpoint("127.0.0.1:4000") == .loopback(port: 4000))
            #expect(IPv4Endpoint("10.1.2.3:0")?.description == "10.1.2.3:0")
            for bad in ["", "1.2.3:4", "1.2.3.4", "1.2.3.256:1", "1.2.3.4:65536", "a.b.c.d:1", "1.2.3.4:1:2"]
            {
                #expect(IPv4Endpoint(bad) == nil, "\(bad)")
            }
        }
    }
#endif
