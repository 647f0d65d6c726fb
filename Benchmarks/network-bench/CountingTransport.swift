import RollbackNetwork

/// A transport that counts what goes through it on the way to another.
final class CountingTransport: Transport {
    let base: any Transport
    /// Datagrams sent, and their bytes.
    private(set) var sentDatagrams = 0
    private(set) var sentBytes = 0

    init(base: any Transport) {
        self.base = base
    }

    func send(_ bytes: [UInt8], to peer: Int) -> Bool {
        sentDatagrams += 1
        sentBytes += bytes.count
        return base.send(bytes, to: peer)
    }

    func receive() -> [Datagram] {
        base.receive()
    }
}
