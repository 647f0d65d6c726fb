import Engine

extension NetworkSession {
    /// Takes every packet waiting, then marks the peers silent too long as disconnected.
    func receiveAll(at now: UInt64) {
        for datagram in transport.receive() {
            guard
                let packet = receiver.receive(
                    datagram.bytes, from: datagram.peer, referenceTick: session.world.tick),
                let peer = peers[packet.sender], !peer.isDisconnected
            else { continue }
            handle(packet, at: now)
        }
        for (index, peer) in peers where !peer.isDisconnected && now > peer.lastHeard {
            let timeout =
                peer.hasBeenHeard ? configuration.disconnectTimeout : configuration.firstContactTimeout
            if now - peer.lastHeard > timeout { peers[index]?.isDisconnected = true }
        }
    }

    /// Takes what `packet` tells: acknowledgement, the sender's ticks, inputs and hashes. The
    /// peer's state is changed in place, as feeding inputs may confirm ticks (``didConfirm(_:)``).
    private func handle(_ packet: NetworkPacket<Input>, at now: UInt64) {
        let sender = packet.sender
        let tick = session.world.tick
        let heard = max(peers[sender]?.lastHeard ?? now, now)
        peers[sender]?.lastHeard = heard
        peers[sender]?.hasBeenHeard = true
        let previous = peers[sender]?.acknowledgedThrough ?? 0
        let acknowledged = max(previous, min(packet.acknowledgedTick, tick))
        peers[sender]?.acknowledgedThrough = acknowledged
        if acknowledged > previous { measureRoundTrip(to: sender, acknowledging: acknowledged, at: now) }
        // The packet was sent after the sender's tick of its frame, and arrives before the
        // local tick of this frame: the tick to compare with is the one about to run. The
        // packet's ticks lie within the tick window of the local tick: no overflow.
        peers[sender]?.localAdvantage = Int64(bitPattern: (tick &+ 1) &- packet.currentTick)
        peers[sender]?.remoteAdvantage = Int64(bitPattern: packet.currentTick &- packet.acknowledgedTick)
        var received = peers[sender]?.receivedThrough ?? startTick
        for (offset, input) in packet.inputs.enumerated() {
            let inputTick = packet.firstInputTick &+ UInt64(offset)
            guard inputTick > received else { continue }
            do throws(RollbackError) {
                try session.receive(input, from: sender, forTick: inputTick)
            } catch {
                refusedInputCount += 1
                // Too far ahead, and so are the inputs after it: none acknowledged, so the sender
                // sends them again.
                if case .tooEarly = error { break }
            }
            if inputTick == received &+ 1 { received = inputTick }
        }
        peers[sender]?.receivedThrough = received
        compare(packet.confirmedHash, at: packet.confirmedTick, from: sender)
        if let remote = packet.stateHashes { compareParts(remote, at: packet.confirmedTick, from: sender) }
    }

    /// Folds the time since `tick` ran into `peer`'s smoothed round trip (by an eighth).
    private func measureRoundTrip(to peer: Int, acknowledging tick: UInt64, at now: UInt64) {
        let ran = tickTimes[Int(tick % Self.timedTickCount)]
        guard ran.tick == tick, now >= ran.time else { return }
        let sample = Double(now - ran.time)
        let smoothed = peers[peer]?.roundTrip.map { $0 + (sample - $0) / 8 } ?? sample
        peers[peer]?.roundTrip = smoothed
    }

    /// Compares `peer`'s confirmed hash of `tick` with the local one, now or once the session
    /// confirms `tick`.
    private func compare(_ hash: UInt64, at tick: UInt64, from peer: Int) {
        guard session.confirmedStateHashes != nil else { return }
        if tick <= session.confirmedTick {
            if let local = confirmedHashes[tick] {
                check(local.combined, against: hash, at: tick, from: peer)
            }
        } else if let pending = peers[peer]?.pendingHashes, pending.count < Int(configuration.tickWindow) {
            peers[peer]?.pendingHashes[tick] = hash
        }
    }

    /// Counts the comparison; records a desync with `peer` on the first disagreement.
    func check(_ local: UInt64, against remote: UInt64, at tick: UInt64, from peer: Int) {
        comparedHashCount += 1
        guard local != remote else { return }
        peers[peer]?.sendsStateHashes = true
        if desyncs[peer] == nil {
            desyncs[peer] = Desync(peer: peer, tick: tick, localHash: local, remoteHash: remote)
        }
    }

    /// Names the parts that differ from `peer`'s per-type hashes of `tick`, when the local ones
    /// of that tick are still kept and differ.
    private func compareParts(_ remote: StateHashes, at tick: UInt64, from peer: Int) {
        guard tick <= session.confirmedTick, let local = confirmedHashes[tick],
            local.combined != remote.combined
        else { return }
        if desyncs[peer] == nil { check(local.combined, against: remote.combined, at: tick, from: peer) }
        guard desyncs[peer]?.differingParts == nil else { return }
        desyncs[peer]?.differingParts = local.differingParts(from: remote)
        desyncs[peer]?.partsTick = tick
    }

    /// Keeps the hashes of the tick just confirmed and compares the peers' waiting for it.
    func didConfirm(_ tick: UInt64) {
        guard let hashes = session.confirmedStateHashes else { return }
        confirmedHashes[tick] = hashes
        if tick >= UInt64(configuration.hashHistory) {
            confirmedHashes[tick - UInt64(configuration.hashHistory)] = nil
        }
        for (index, peer) in peers {
            guard let remote = peer.pendingHashes[tick] else { continue }
            peers[index]?.pendingHashes[tick] = nil
            check(hashes.combined, against: remote, at: tick, from: index)
        }
    }
}
