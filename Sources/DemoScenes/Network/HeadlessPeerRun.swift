import Engine
import RollbackNetwork

/// `sdl-demo --headless --scene rollback --listen PORT | --connect HOST:PORT --frames N`: this
/// process's peer plays the other's for N ticks, paced at `--hz` on the monotonic clock, and
/// ends once tick N is confirmed and the other peer has acknowledged this one's inputs through
/// N (or a second has passed since).
public enum HeadlessPeerRun {
    /// How long a finished peer keeps answering for the other to finish, in milliseconds.
    static let lingering: UInt64 = 1_000

    /// Plays the game; returns the last line to print, `confirmed tick N hash H`, after
    /// passing the session's ``NetworkPeer/summary`` to `report` (for standard error).
    /// - Throws: ``DemoError/network(_:)`` when the other peer never answers or leaves before
    ///   tick N is confirmed.
    public static func run(_ options: DemoOptions, report: (String) -> Void) throws(DemoError) -> String {
        guard let role = options.network else { throw .network("no --listen or --connect") }
        let clock = SystemClock()
        let milliseconds = { clock.now() / 1_000_000 }
        let game = try NetworkPeer(
            role: role, link: options.link, tickRate: options.tickRate, seed: options.seed,
            clock: milliseconds)
        let limit = UInt64(options.frames)
        let period = 1_000_000_000 / options.tickRate
        var due = clock.now()
        var finished: UInt64?
        while true {
            let now = clock.now()
            if now < due {
                let wait = (due - now + 999_999) / 1_000_000
                if game.socket.waitForDatagram(timeoutMilliseconds: Int32(wait)) {
                    game.receive(at: milliseconds())
                }
                continue
            }
            due += period
            if due + 4 * period < now { due = now + period }  // far behind: no burst of ticks
            let time = now / 1_000_000
            game.tick(at: time, limit: limit)
            let network = game.network
            if network.session.confirmedTick == limit {
                if finished == nil { finished = time }
                let acknowledged = game.remotes.map { network.acknowledgedTick(by: $0) ?? 0 }.min() ?? limit
                if acknowledged >= limit || time - finished! >= lingering
                    || !network.disconnectedPeers.isEmpty
                {
                    report(game.summary)
                    return "confirmed tick \(limit) hash \(hex(network.session.confirmedHash))"
                }
            } else if !network.disconnectedPeers.isEmpty {
                throw .network(gone(game, at: time, limit: limit))
            }
        }
    }

    /// Why the run stops without tick `limit` confirmed.
    static func gone(_ game: NetworkPeer, at time: UInt64, limit: UInt64) -> String {
        let session = game.network.session
        let remote = game.network.disconnectedPeers.first ?? game.remote
        guard let heard = game.network.lastHeard(from: remote) else {
            return "no packet from peer \(remote) in 5 s; is the other sdl-demo running? giving up"
        }
        return "peer \(remote) disconnected: declared gone at tick \(session.world.tick), "
            + "\(time - heard) ms since its last packet; confirmed tick \(session.confirmedTick) of \(limit)"
    }

    /// `hash` as 16 hexadecimal digits.
    static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
