import Engine

/// What one peer sends another each tick: who and which session it is, what the sender knows
/// of the receiver's inputs, where the sender stands, and the sender's inputs the receiver has
/// not acknowledged (all of them every time, so that a lost packet costs nothing).
public struct NetworkPacket<Input: NetworkInput>: Equatable, Sendable {
    /// The session's token: packets of another session or an earlier run carry another.
    public var sessionToken: UInt64
    /// The sender's peer index.
    public var sender: Int
    /// The receiver's peer index.
    public var destination: Int
    /// The packet's number, growing by one with each packet the sender sends the receiver.
    public var sequence: UInt32
    /// The highest tick up to which the sender has every input of the receiver.
    public var acknowledgedTick: UInt64
    /// The tick the sender has run last: what time synchronisation compares.
    public var currentTick: UInt64
    /// The sender's last confirmed tick.
    public var confirmedTick: UInt64
    /// The sender's state hash after ``confirmedTick``.
    public var confirmedHash: UInt64
    /// The sender's per-type hashes after ``confirmedTick``, sent when hashes disagree so that
    /// the receiver can name the diverging component types; nil otherwise.
    public var stateHashes: StateHashes?
    /// The tick of the first input in ``inputs``.
    public var firstInputTick: UInt64
    /// The sender's inputs for ``firstInputTick`` and the ticks after it, in order.
    public var inputs: [Input]

    /// A packet from its fields.
    public init(
        sessionToken: UInt64, sender: Int, destination: Int, sequence: UInt32, acknowledgedTick: UInt64,
        currentTick: UInt64, confirmedTick: UInt64, confirmedHash: UInt64, stateHashes: StateHashes? = nil,
        firstInputTick: UInt64, inputs: [Input]
    ) {
        self.sessionToken = sessionToken
        self.sender = sender
        self.destination = destination
        self.sequence = sequence
        self.acknowledgedTick = acknowledgedTick
        self.currentTick = currentTick
        self.confirmedTick = confirmedTick
        self.confirmedHash = confirmedHash
        self.stateHashes = stateHashes
        self.firstInputTick = firstInputTick
        self.inputs = inputs
    }

    /// The first bytes of every packet.
    public static var magic: UInt32 { 0x504E_5254 }  // "TRNP" in little-endian order
    /// The format's version: a packet of another is dropped.
    public static var version: UInt8 { 1 }
    /// The bytes before the inputs.
    public static var headerByteCount: Int { 62 }
    /// The most inputs a packet holds.
    public static var maximumInputCount: Int { 1_024 }
    /// The most per-type hashes a packet holds.
    public static var maximumHashPartCount: Int { 1_024 }
    /// The most bytes of one per-type hash's name.
    public static var maximumNameByteCount: Int { 1_024 }
    /// The flag saying per-type hashes follow the inputs.
    static var hasStateHashesFlag: UInt8 { 1 }

    /// The packet's bytes; nil when a field does not fit the format: a peer index outside
    /// 0...255, more than ``maximumInputCount`` inputs, more than ``maximumHashPartCount``
    /// per-type hashes or a name longer than ``maximumNameByteCount`` bytes.
    public func encoded() -> [UInt8]? {
        guard (0...255).contains(sender), (0...255).contains(destination),
            inputs.count <= Self.maximumInputCount
        else { return nil }
        var writer = ByteWriter(capacity: Self.headerByteCount + inputs.count * Input.packetByteCount)
        writer.write(Self.magic)
        writer.write(Self.version)
        writer.write(stateHashes == nil ? 0 : Self.hasStateHashesFlag)
        writer.write(UInt8(sender))
        writer.write(UInt8(destination))
        writer.write(sessionToken)
        writer.write(sequence)
        writer.write(acknowledgedTick)
        writer.write(currentTick)
        writer.write(confirmedTick)
        writer.write(confirmedHash)
        writer.write(firstInputTick)
        writer.write(UInt16(inputs.count))
        for input in inputs { writer.write(bytes: input.packetBytes()) }
        if let parts = stateHashes?.parts {
            guard parts.count <= Self.maximumHashPartCount else { return nil }
            writer.write(UInt16(parts.count))
            for part in parts {
                let name = Array(part.name.utf8)
                guard name.count <= Self.maximumNameByteCount else { return nil }
                writer.write(UInt16(name.count))
                writer.write(bytes: name)
                writer.write(part.hash)
            }
        }
        return writer.bytes
    }
}
