import Engine

/// A seeded network between the peers of the rollback scene: every message takes a base
/// latency plus jitter, some are held back further (so they arrive out of order) and some
/// arrive twice. Messages in flight wait in a queue delivered in a fixed order, so the same seed
/// gives the same deliveries on every run.
public struct SimulatedNetwork: Sendable {
    /// One input on its way from one peer to another.
    public struct Message: Equatable, Sendable {
        /// The sending peer.
        public var from: Int
        /// The receiving peer.
        public var to: Int
        /// The tick the input is for.
        public var tick: UInt64
        /// The input.
        public var input: PeerInput
        /// The scene tick it arrives at.
        var arrival: UInt64
        /// Its place in the order of sending, which breaks ties between arrivals.
        var serial: Int
    }

    /// Ticks every message takes at least.
    public let latency: UInt64
    /// Extra ticks drawn uniformly from `0...jitter` for each message.
    public let jitter: UInt64
    /// Extra ticks of a message held back (about one in eight): it arrives after later ones.
    public let holdBack: UInt64
    /// The most ticks a message can take: what a session's snapshots must cover.
    public var maximumDelay: UInt64 { latency + jitter + holdBack + 1 }
    /// Messages sent and not yet delivered.
    public private(set) var inFlight: [Message] = []
    /// Messages delivered more than once, so far.
    public private(set) var duplicates = 0
    private var random: SeededRandom
    private var serial = 0

    /// A network drawing its delays from `seed`.
    public init(seed: UInt64, latency: UInt64 = 6, jitter: UInt64 = 3, holdBack: UInt64 = 4) {
        random = SeededRandom(seed: seed)
        self.latency = latency
        self.jitter = jitter
        self.holdBack = holdBack
    }

    /// Sends `input`, `from`'s for `tick`, to `to` at scene tick `now`.
    public mutating func send(_ input: PeerInput, from: Int, to: Int, forTick tick: UInt64, now: UInt64) {
        var delay = latency + random.next(in: 0...jitter)
        if random.next(in: 0...7) == 0 { delay += holdBack }
        enqueue(Message(from: from, to: to, tick: tick, input: input, arrival: now + delay, serial: serial))
        if random.next(in: 0...15) == 0 {
            duplicates += 1
            enqueue(
                Message(
                    from: from, to: to, tick: tick, input: input, arrival: now + delay + 1, serial: serial))
        }
        serial += 1
    }

    /// Takes out the messages that have arrived by scene tick `now`, by arrival, then by the
    /// order they were sent.
    public mutating func deliver(upTo now: UInt64) -> [Message] {
        let due = inFlight.filter { $0.arrival <= now }
        guard !due.isEmpty else { return [] }
        inFlight.removeAll { $0.arrival <= now }
        return due.sorted { ($0.arrival, $0.serial) < ($1.arrival, $1.serial) }
    }

    private mutating func enqueue(_ message: Message) {
        inFlight.append(message)
    }
}
