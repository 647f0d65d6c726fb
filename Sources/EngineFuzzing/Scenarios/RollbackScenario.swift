import Engine
import TransitionCore

/// A differential check of rollback against a straight run: a small game whose tick applies
/// each peer's input and reacts to the last tick's events (landings start more moves, markers
/// count hits), with inputs that may make the first use of a component type or environment key,
/// played by 2–4 peers, each a ``RollbackSession`` on its own world, over a seeded network that
/// delays (up to the rollback window), reorders and duplicates messages. Every peer must confirm,
/// on every tick, the state hash and the per-type hashes a world given the true inputs at once
/// reaches, and end with its events. Between ticks, the straight world also takes a snapshot,
/// uses a component type it has never used, and restores: its hash must not move.
public enum RollbackScenario {
    /// What one scenario did, and the first disagreement, if any.
    public struct Report {
        /// Peers in the game.
        public var peers = 0
        /// Ticks every peer ran and confirmed.
        public var ticks = 0
        /// Rollbacks done by all peers.
        public var rollbacks = 0
        /// Ticks run again by all peers.
        public var resimulatedTicks = 0
        /// Events the game's logic reacted to, in the straight run.
        public var reactions = 0
        /// Snapshot, first use of a type, restore: the hash compared after each.
        public var firstUseChecks = 0
        /// Confirmed hashes compared with the straight run's.
        public var comparedHashes = 0
        /// What disagreed first; nil when everything agreed.
        public var failure: String?

        /// An empty report, for adding reports up.
        public init() {}
    }

    /// Runs the scenario of `seed` for `ticks` ticks.
    public static func run(seed: UInt64, ticks: Int) -> Report {
        var random = SeededRandom(seed: seed &* 0x9e37_79b9_7f4a_7c15 &+ 17)
        // Rates at which a game's moves land within a scenario's few hundred ticks.
        let rates: [UInt64] = [60, 120, 144, 7, 240]
        let rate = rates[Int(seed % UInt64(rates.count))]
        var report = Report()
        report.peers = 2 + Int(random.next() % 3)
        let window = 4 + Int(random.next() % 8)
        let straight = ScenarioGame(tickRate: rate)
        var straightHashes: [UInt64: StateHashes] = [:]
        var confirmed = Array(repeating: [UInt64: UInt64](), count: report.peers)
        var games: [ScenarioGame] = []
        var sessions: [RollbackSession<UInt32>] = []
        for peer in 0..<report.peers {
            let game = ScenarioGame(tickRate: rate)
            guard
                let session = RollbackSession(
                    world: game.world, peerCount: report.peers, localPeer: peer, initialInput: 0,
                    maximumRollback: window, step: { world, inputs, _ in game.step(world, inputs) })
            else {
                report.failure = "a session of \(report.peers) peers was refused"
                return report
            }
            session.onConfirm = { tick, hash in confirmed[peer][tick] = hash }
            games.append(game)
            sessions.append(session)
        }
        // Messages on their way: (due step, order, from, to, tick, input).
        var inFlight: [(due: Int, order: UInt64, from: Int, to: Int, tick: UInt64, input: UInt32)] = []
        var order: UInt64 = 0
        for step in 0..<(ticks + window + 2) {
            if step < ticks {
                let inputs = (0..<report.peers).map { _ in
                    random.next() % 5 == 0 ? UInt32(random.next() % 100_000) + 1 : 0
                }
                for peer in 0..<report.peers {
                    let tick = sessions[peer].advance(localInput: inputs[peer])
                    for other in 0..<report.peers where other != peer {
                        let copies = random.next() % 8 == 0 ? 2 : 1
                        for _ in 0..<copies {
                            let delay = Int(random.next() % UInt64(window))
                            inFlight.append((step + delay, order, peer, other, tick, inputs[peer]))
                            order += 1
                        }
                    }
                }
                report.reactions += straight.step(straight.world, inputs)
                straight.world.advance()
                straightHashes[straight.world.tick] = straight.world.stateHashes()
                if random.next() % 8 == 0 {
                    if let failure = checkFirstUse(in: straight, random: &random) {
                        report.failure = failure
                        return report
                    }
                    report.firstUseChecks += 1
                }
            }
            // Deliver what is due, shuffled among the messages due together.
            var due = inFlight.filter { $0.due <= step }
            inFlight.removeAll { $0.due <= step }
            due.sort {
                ($0.order &* 0x2545_f491_4f6c_dd1d ^ seed) < ($1.order &* 0x2545_f491_4f6c_dd1d ^ seed)
            }
            for message in due {
                do {
                    try sessions[message.to].receive(message.input, from: message.from, forTick: message.tick)
                } catch {
                    report.failure =
                        "peer \(message.to) refused tick \(message.tick) of peer \(message.from): \(error)"
                    return report
                }
            }
        }
        for session in sessions { session.correct() }
        for (peer, session) in sessions.enumerated() {
            report.rollbacks += session.rollbackCount
            report.resimulatedTicks += session.resimulatedTickCount
            guard session.confirmedTick == UInt64(ticks) else {
                report.failure = "peer \(peer) confirmed tick \(session.confirmedTick) of \(ticks)"
                return report
            }
            for tick in 1...UInt64(ticks) {
                report.comparedHashes += 1
                guard confirmed[peer][tick] == straightHashes[tick]?.combined else {
                    report.failure = "peer \(peer) confirmed another state at tick \(tick) (rate \(rate) Hz)"
                    return report
                }
            }
            guard session.confirmedStateHashes == straight.world.stateHashes() else {
                let parts = session.confirmedStateHashes?.differingParts(from: straight.world.stateHashes())
                report.failure = "peer \(peer) ended in another state: \(parts ?? [])"
                return report
            }
            guard games[peer].world.events == straight.world.events else {
                report.failure = "peer \(peer) ended with other events"
                return report
            }
        }
        report.ticks = ticks
        return report
    }

    /// Takes a snapshot, uses a component type and an environment key `game`'s world may never
    /// have used, restores: the hash must be what it was. Returns what went wrong, if anything.
    static func checkFirstUse(in game: ScenarioGame, random: inout SeededRandom) -> String? {
        let world = game.world
        let before = world.stateHash()
        let parts = world.stateHashes()
        let snapshot = world.snapshot()
        let box = game.boxes[Int(random.next() % UInt64(game.boxes.count))]
        switch random.next() % 3 {
        case 0: world.set(ScenarioTag(value: 1), for: box)
        case 1: world.setEnvironment(\.scenarioGlow, 5, for: box, .linear(duration: 0.2))
        default:
            world.set(ScenarioTag(value: 2), for: box)
            world.advance()
        }
        do { try world.restore(snapshot) } catch { return "restore refused: \(error)" }
        guard world.stateHash() == before, world.stateHashes() == parts else {
            return "a type first used after a snapshot changed the hash once restored"
        }
        return nil
    }
}

/// The scenario's game: boxes with a position; its logic reacts to landings and markers.
final class ScenarioGame {
    let world: World
    var boxes: [Entity] = []

    init(tickRate: UInt64) {
        world = World(tickRate: tickRate)
        for index in 0..<8 {
            let box = world.spawn()
            world.set(SIMD2<Float>(Float(index), 0), for: box)
            boxes.append(box)
        }
    }

    /// One tick of game logic for `inputs` (one per peer, 0 for none); returns the number of
    /// events it reacted to.
    @discardableResult
    func step(_ world: World, _ inputs: [UInt32]) -> Int {
        var reactions = 0
        // React to the last tick: a landed box bumps its score and moves its level; a marker
        // counts a hit.
        for event in world.events {
            if event.isOf(SIMD2<Float>.self), event.isFinished {
                let score = world.get(ScenarioScore.self, of: event.entity)?.points ?? 0
                world.set(ScenarioScore(points: score + 1), for: event.entity)
                let level = world.get(Float.self, of: event.entity) ?? 0
                world.animate(event.entity, to: level + 1, .easeOut(duration: 0.1))
                reactions += 1
            } else if event.markerName == "hit" {
                let score = world.get(ScenarioScore.self, of: event.entity)?.points ?? 0
                world.set(ScenarioScore(points: score + 10), for: event.entity)
                reactions += 1
            }
        }
        for (peer, input) in inputs.enumerated() where input != 0 {
            let box = boxes[Int(input) % boxes.count]
            let target = SIMD2(Float(input % 97), Float(input % 89) + Float(peer))
            switch (input / 8) % 6 {
            case 0: world.animate(box, to: target, .spring(response: 0.2, dampingFraction: 0.6))
            case 1: world.animate(box, to: target, .easeOut(duration: 0.1).delay(0.05))
            case 2:
                world.animate(box, to: target, .linear(duration: 0.05).repeatCount(3, autoreverses: false))
            case 3:
                var drop = Timeline(from: target, tickRate: world.tickRate)
                drop.add(to: target * 2, .easeIn(duration: 0.1))
                drop.addMarker("hit")
                world.play(drop, on: box)
            case 4:
                world.setEnvironment(
                    \.scenarioGlow, Float(input % 13), for: box, .linear(duration: 0.1))
            default: world.set(ScenarioTag(value: input), for: box)
            }
        }
        return reactions
    }
}

/// A component a landing or a marker changes.
struct ScenarioScore: Equatable {
    var points: Int
}

/// A component some inputs use, and the first-use check.
struct ScenarioTag: Equatable {
    var value: UInt32
}

private struct ScenarioGlowKey: EnvironmentKey {
    static let defaultValue: Float = 0
}

extension EnvironmentValues {
    /// The scenario's environment key.
    var scenarioGlow: Float {
        get { self[ScenarioGlowKey.self] }
        set { self[ScenarioGlowKey.self] = newValue }
    }
}
