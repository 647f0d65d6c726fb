extension NetworkSession {
    /// Sends every connected peer its packet: the local inputs it has not acknowledged (the
    /// earliest tick first, as many as a packet takes), and the local peer's ticks and hash.
    func sendAll() {
        let tick = session.world.tick
        dropAcknowledgedInputs()
        for (index, peer) in peers.sorted(by: { $0.key < $1.key }) where !peer.isDisconnected {
            let first = peer.acknowledgedThrough &+ 1
            let waiting = tick > peer.acknowledgedThrough ? Int(tick - peer.acknowledgedThrough) : 0
            let count = min(waiting, configuration.maximumInputsPerPacket)
            let offset = Int(first - localInputsStart)
            let packet = NetworkPacket(
                sessionToken: receiver.expectations.sessionToken, sender: session.localPeer,
                destination: index,
                sequence: peer.nextSequence, acknowledgedTick: peer.receivedThrough, currentTick: tick,
                confirmedTick: session.confirmedTick, confirmedHash: session.confirmedHash,
                stateHashes: peer.sendsStateHashes ? session.confirmedStateHashes : nil,
                firstInputTick: first,
                inputs: Array(localInputs[offset..<(offset + count)]))
            peers[index]?.nextSequence &+= 1
            guard let bytes = packet.encoded(), transport.send(bytes, to: index) else {
                unsentPacketCount += 1
                continue
            }
        }
    }

    /// Forgets the local inputs every connected peer has acknowledged.
    private func dropAcknowledgedInputs() {
        let connected = peers.values.lazy.filter { !$0.isDisconnected }
        let acknowledged = connected.map(\.acknowledgedThrough).min() ?? session.world.tick
        guard acknowledged >= localInputsStart else { return }
        let count = min(Int(acknowledged - localInputsStart) + 1, localInputs.count)
        localInputs.removeFirst(count)
        localInputsStart &+= UInt64(count)
    }
}
