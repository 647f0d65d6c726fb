#if canImport(Glibc)
    import Glibc

    /// Why a UDP socket could not be made or used: the call that failed and its `errno`.
    public struct UDPError: Error, Equatable, Sendable {
        /// The system call that failed.
        public var call: String
        /// Its `errno`.
        public var code: Int32

        /// An error of `call` with `errno` `code`.
        public init(call: String, code: Int32) {
            self.call = call
            self.code = code
        }
    }

    /// A non-blocking IPv4 UDP socket, closed when released. Nothing waits but
    /// ``waitForDatagram(timeoutMilliseconds:)``.
    public final class UDPSocket {
        /// The address and port the socket is bound to (the port the system chose when asked
        /// for port 0).
        public let localEndpoint: IPv4Endpoint
        private let descriptor: Int32
        /// Where datagrams are read, one larger than the largest taken to see a larger one.
        private var buffer = [UInt8](repeating: 0, count: 65_508)

        /// The largest datagram received whole; a larger one is dropped.
        public static var maximumDatagramByteCount: Int { 65_507 }

        /// A socket bound to `endpoint` (port 0: any free port).
        /// - Throws: ``UDPError`` when the socket cannot be made or bound (a port in use).
        public init(bindingTo endpoint: IPv4Endpoint) throws(UDPError) {
            let kind =
                Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
            let descriptor = socket(AF_INET, kind, 0)
            guard descriptor >= 0 else { throw UDPError(call: "socket", code: errno) }
            var address = UDPSocket.socketAddress(of: endpoint)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else {
                let code = errno
                close(descriptor)
                throw UDPError(call: "bind", code: code)
            }
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            guard named == 0 else {
                let code = errno
                close(descriptor)
                throw UDPError(call: "getsockname", code: code)
            }
            self.descriptor = descriptor
            localEndpoint = UDPSocket.endpoint(of: address)
        }

        deinit {
            close(descriptor)
        }

        /// Sends `bytes` to `endpoint` as one datagram; false when it could not go now (a full
        /// buffer, a datagram too large, an unreachable address).
        @discardableResult
        public func send(_ bytes: [UInt8], to endpoint: IPv4Endpoint) -> Bool {
            var address = UDPSocket.socketAddress(of: endpoint)
            while true {
                let sent = bytes.withUnsafeBytes { buffer in
                    withUnsafePointer(to: &address) {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            sendto(
                                descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL), $0,
                                socklen_t(MemoryLayout<sockaddr_in>.size))
                        }
                    }
                }
                if sent < 0, errno == EINTR { continue }
                return sent == bytes.count
            }
        }

        /// The next datagram waiting and where it came from; nil when none is waiting. A
        /// datagram larger than ``maximumDatagramByteCount`` is dropped and the next one read.
        public func receive() -> (bytes: [UInt8], source: IPv4Endpoint)? {
            while true {
                var address = sockaddr_in()
                var length = socklen_t(MemoryLayout<sockaddr_in>.size)
                let received = buffer.withUnsafeMutableBytes { raw in
                    withUnsafeMutablePointer(to: &address) {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            recvfrom(descriptor, raw.baseAddress, raw.count, Int32(MSG_TRUNC), $0, &length)
                        }
                    }
                }
                if received < 0 {
                    if errno == EINTR { continue }
                    return nil
                }
                guard received <= UDPSocket.maximumDatagramByteCount else { continue }
                return (Array(buffer[0..<received]), UDPSocket.endpoint(of: address))
            }
        }

        /// Waits until a datagram is waiting or `timeoutMilliseconds` pass (0: does not wait);
        /// returns whether one is waiting. For a loop with nothing else to do until its next tick.
        public func waitForDatagram(timeoutMilliseconds: Int32) -> Bool {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            return poll(&request, 1, max(timeoutMilliseconds, 0)) > 0 && request.revents & Int16(POLLIN) != 0
        }

        private static func socketAddress(of endpoint: IPv4Endpoint) -> sockaddr_in {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = endpoint.port.bigEndian
            address.sin_addr = in_addr(s_addr: endpoint.address.bigEndian)
            return address
        }

        private static func endpoint(of address: sockaddr_in) -> IPv4Endpoint {
            IPv4Endpoint(
                address: UInt32(bigEndian: address.sin_addr.s_addr), port: UInt16(bigEndian: address.sin_port)
            )
        }
    }
#endif
