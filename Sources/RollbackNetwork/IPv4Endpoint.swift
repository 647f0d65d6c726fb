/// An IPv4 address and UDP port.
public struct IPv4Endpoint: Hashable, Sendable, CustomStringConvertible {
    /// The address, its first octet in the most significant byte (127.0.0.1 is 0x7f00_0001).
    public var address: UInt32
    /// The port; 0 when binding asks the system for any free one.
    public var port: UInt16

    /// An endpoint from its address and port.
    public init(address: UInt32, port: UInt16) {
        self.address = address
        self.port = port
    }

    /// 127.0.0.1 on `port`.
    public static func loopback(port: UInt16) -> IPv4Endpoint {
        IPv4Endpoint(address: 0x7f00_0001, port: port)
    }

    /// 0.0.0.0 on `port`: every local address.
    public static func any(port: UInt16) -> IPv4Endpoint {
        IPv4Endpoint(address: 0, port: port)
    }

    /// The endpoint `text` names as `a.b.c.d:port`; nil when it names none.
    public init?(_ text: String) {
        let halves = text.split(separator: ":", omittingEmptySubsequences: false)
        guard halves.count == 2, let port = UInt16(halves[1]) else { return nil }
        let octets = halves[0].split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4 else { return nil }
        var address: UInt32 = 0
        for octet in octets {
            guard octet.count <= 3, let value = UInt8(octet) else { return nil }
            address = address << 8 | UInt32(value)
        }
        self.init(address: address, port: port)
    }

    /// `a.b.c.d:port`.
    public var description: String {
        let octets = [24, 16, 8, 0].map { String(address >> UInt32($0) & 0xff) }
        return octets.joined(separator: ".") + ":\(port)"
    }
}
