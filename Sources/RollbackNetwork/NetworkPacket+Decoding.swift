import Engine

extension NetworkPacket {
    /// The packet `bytes` hold if it is one `expectations` take from a peer whose tick is near
    /// `referenceTick` (the receiver's tick), or why it is not. Never traps, whatever the bytes.
    ///
    /// A packet taken has a remote sender, the receiver as destination, at most the expected
    /// inputs, a current tick within the window of `referenceTick`, a confirmed tick no later
    /// than its current tick (however old: confirmation stops when a peer leaves), inputs no
    /// later than its current tick and no earlier than the window, and an acknowledged tick no
    /// later than the window's end.
    public static func decode(
        _ bytes: [UInt8], expecting expectations: PacketExpectations, referenceTick: UInt64
    ) -> Result<Self, PacketDropReason> {
        var reader = ByteReader(bytes)
        guard let magic = reader.read(UInt32.self) else { return .failure(.truncated) }
        guard magic == Self.magic else { return .failure(.wrongMagic) }
        guard let version = reader.read(UInt8.self) else { return .failure(.truncated) }
        guard version == Self.version else { return .failure(.wrongVersion) }
        guard let flags = reader.read(UInt8.self), let sender = reader.read(UInt8.self),
            let destination = reader.read(UInt8.self), let token = reader.read(UInt64.self),
            let sequence = reader.read(UInt32.self), let acknowledged = reader.read(UInt64.self),
            let current = reader.read(UInt64.self), let confirmed = reader.read(UInt64.self),
            let hash = reader.read(UInt64.self), let firstInput = reader.read(UInt64.self),
            let inputCount = reader.read(UInt16.self)
        else { return .failure(.truncated) }
        guard flags & ~Self.hasStateHashesFlag == 0 else { return .failure(.unknownFlags) }
        guard token == expectations.sessionToken else { return .failure(.wrongSession) }
        guard Int(sender) < expectations.peerCount, Int(sender) != expectations.localPeer,
            Int(destination) == expectations.localPeer
        else { return .failure(.wrongPeer) }
        guard Int(inputCount) <= expectations.maximumInputCount else { return .failure(.absurdCount) }
        let ticks = TickFields(
            acknowledged: acknowledged, current: current, confirmed: confirmed, firstInput: firstInput,
            inputCount: UInt64(inputCount))
        guard ticks.areValid(expectations: expectations, referenceTick: referenceTick) else {
            return .failure(.tickOutOfWindow)
        }
        var inputs: [Input] = []
        inputs.reserveCapacity(Int(inputCount))
        for _ in 0..<Int(inputCount) {
            guard let raw = reader.read(count: Input.packetByteCount) else { return .failure(.truncated) }
            guard let input = Input(decoding: raw) else { return .failure(.malformedContent) }
            inputs.append(input)
        }
        var stateHashes: StateHashes?
        if flags & Self.hasStateHashesFlag != 0 {
            switch decodeHashParts(&reader) {
            case .success(let parts): stateHashes = StateHashes(parts: parts)
            case .failure(let reason): return .failure(reason)
            }
        }
        guard reader.remainingCount == 0 else { return .failure(.trailingBytes) }
        return .success(
            NetworkPacket(
                sessionToken: token, sender: Int(sender), destination: Int(destination), sequence: sequence,
                acknowledgedTick: acknowledged, currentTick: current, confirmedTick: confirmed,
                confirmedHash: hash, stateHashes: stateHashes, firstInputTick: firstInput, inputs: inputs))
    }

    /// The per-type hashes at the reader's place.
    private static func decodeHashParts(_ reader: inout ByteReader) -> Result<
        [StateHashes.Part], PacketDropReason
    > {
        guard let count = reader.read(UInt16.self) else { return .failure(.truncated) }
        guard Int(count) <= Self.maximumHashPartCount else { return .failure(.absurdCount) }
        var parts: [StateHashes.Part] = []
        for _ in 0..<Int(count) {
            guard let length = reader.read(UInt16.self) else { return .failure(.truncated) }
            guard Int(length) <= Self.maximumNameByteCount else { return .failure(.absurdCount) }
            guard let raw = reader.read(count: Int(length)), let hash = reader.read(UInt64.self) else {
                return .failure(.truncated)
            }
            guard let name = String(validating: raw, as: UTF8.self) else {
                return .failure(.malformedContent)
            }
            parts.append(StateHashes.Part(name: name, hash: hash))
        }
        return .success(parts)
    }
}

/// A packet's ticks, checked against each other and the receiver's tick.
private struct TickFields {
    var acknowledged: UInt64
    var current: UInt64
    var confirmed: UInt64
    var firstInput: UInt64
    var inputCount: UInt64

    func areValid(expectations: PacketExpectations, referenceTick: UInt64) -> Bool {
        let (end, endOverflows) = referenceTick.addingReportingOverflow(expectations.tickWindow)
        let windowEnd = endOverflows ? UInt64.max : end
        let windowStart =
            referenceTick > expectations.tickWindow ? referenceTick - expectations.tickWindow : 0
        guard expectations.isNear(current, to: referenceTick), confirmed <= current, acknowledged <= windowEnd
        else { return false }
        guard inputCount > 0 else { return true }
        let (last, overflows) = firstInput.addingReportingOverflow(inputCount - 1)
        return !overflows && firstInput >= windowStart && last <= current
    }
}
