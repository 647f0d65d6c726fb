/// Keeps one peer of a game played by several in lockstep without waiting for the network, the
/// way rollback netcode (GGPO) does: each tick runs at once on the local input and a prediction
/// of every remote one (its last input repeats); when a remote input arrives that differs from
/// what was predicted, the session restores the snapshot from before that tick and runs the
/// ticks since again. Every peer reaches the same state for every tick whose inputs all know,
/// as the world is deterministic. `Input` is what one peer does in one tick.
///
/// Drive it outside queries: ``advance(localInput:)`` once per tick, ``receive(_:from:forTick:)``
/// for each remote input as it arrives, in any order and any number of times.
public final class RollbackSession<Input: Equatable> {
    /// What a tick does with the inputs of every peer (index = peer) before the world advances;
    /// `isResimulating` is true when the tick is run again after a rollback (``World/events``
    /// are marked too): a game must not play its sounds again then.
    public typealias Step = (_ world: World, _ inputs: [Input], _ isResimulating: Bool) -> Void

    /// The world the session runs.
    public let world: World
    /// Number of peers, the local one included.
    public let peerCount: Int
    /// The local peer's index, in `0..<peerCount`.
    public let localPeer: Int
    /// How many ticks back a late input can still be corrected: the snapshots kept.
    public let maximumRollback: Int
    /// Rollbacks done: restores followed by running ticks again.
    public private(set) var rollbackCount = 0
    /// Ticks run again after rollbacks, in all.
    public private(set) var resimulatedTickCount = 0
    /// The last tick whose inputs from every peer are known and that has run with them.
    public private(set) var confirmedTick: UInt64
    /// ``World/stateHash()`` after ``confirmedTick``, what the peers compare to know they agree
    /// (the start's hash before any tick is confirmed); 0 when the session keeps no hashes.
    public var confirmedHash: UInt64 { confirmedStateHashes?.combined ?? 0 }
    /// ``World/stateHashes()`` after ``confirmedTick``, nil when the session keeps no hashes:
    /// when peers' ``confirmedHash`` differ, exchanging these and comparing them with
    /// ``StateHashes/differingParts(from:)`` names the component types that differ.
    public private(set) var confirmedStateHashes: StateHashes?
    /// Called with each tick as it is confirmed and the state hash after it (0 when the session
    /// keeps no hashes).
    public var onConfirm: ((_ tick: UInt64, _ hash: UInt64) -> Void)?

    private let step: Step
    private let keepsHashes: Bool
    /// What each tick after the confirmed one knows, ran with, and hashed to.
    private var records: [UInt64: TickRecord] = [:]
    /// For each peer, the ticks after the confirmed one whose input is known, in order: where a
    /// prediction finds the last known input in O(log ticks), however long a peer was silent.
    private var knownTicks: [KnownTicks]
    /// The inputs of the confirmed tick (the initial input before any): what the prediction of
    /// a peer repeats when no later input of it is known.
    private var confirmedInputs: [Input]
    /// The state at tick `t` in place `t % count`, for the last `maximumRollback + 1` ticks.
    private var snapshots: [(tick: UInt64, snapshot: WorldSnapshot)?]
    /// The earliest tick run on a wrong prediction, to run again at the next advance.
    private var rollbackFrom: UInt64?

    /// One tick's inputs: those known, those it ran with, and the hashes after it.
    private struct TickRecord {
        var known: [Input?]
        var used: [Input]?
        var hashes: StateHashes?
    }

    /// The most peers a session takes, the local one included.
    public static var maximumPeerCount: Int { 256 }

    /// How far ahead of the world's tick a remote input may be: 1,024 ticks (17 s at 60 Hz),
    /// more than any peer keeping within its rollback window runs ahead. Inputs for later ticks
    /// are refused (``RollbackError/tooEarly(tick:)``), so that what a session holds, and what one
    /// ``receive(_:from:forTick:)`` costs, stay bounded whatever a peer sends.
    public static var maximumInputLead: UInt64 { 1_024 }

    /// A session of `peerCount` peers running `world` from its current tick, this one being
    /// `localPeer`; every peer's input counts as `initialInput` until one is known.
    /// `maximumRollback` is clamped to 1...1,024. With `keepsHashes`, each tick's state hashes
    /// are kept until the tick is confirmed (O(entities) a tick).
    ///
    /// Each ``advance(localInput:)`` costs the tick's own work, a snapshot and the hashes,
    /// plus the ticks it runs again, at most `maximumRollback`: it does not grow while a remote
    /// peer stays silent, though the inputs of the ticks not yet confirmed are kept.
    /// - Returns: nil when `peerCount` is outside 1...``maximumPeerCount`` or `localPeer` is
    ///   outside `0..<peerCount`.
    public init?(
        world: World, peerCount: Int, localPeer: Int, initialInput: Input, maximumRollback: Int = 16,
        keepsHashes: Bool = true, step: @escaping Step
    ) {
        guard (1...Self.maximumPeerCount).contains(peerCount), (0..<peerCount).contains(localPeer) else {
            return nil
        }
        self.world = world
        self.peerCount = peerCount
        self.localPeer = localPeer
        self.maximumRollback = min(max(maximumRollback, 1), 1_024)
        self.keepsHashes = keepsHashes
        self.step = step
        confirmedTick = world.tick
        confirmedStateHashes = keepsHashes ? world.stateHashes() : nil
        knownTicks = Array(repeating: KnownTicks(), count: peerCount)
        confirmedInputs = Array(repeating: initialInput, count: peerCount)
        snapshots = Array(repeating: nil, count: self.maximumRollback + 1)
        keep(world.snapshot(), at: world.tick)
    }

    /// Runs the next tick on `input` for the local peer and predictions for the others, after
    /// correcting the ticks a late input showed wrong; returns the tick run.
    @discardableResult
    public func advance(localInput input: Input) -> UInt64 {
        if let from = rollbackFrom { runAgain(from: from) }
        let next = world.tick &+ 1
        setKnown(input, of: localPeer, at: next)
        run(next, resimulating: false)
        confirm()
        return next
    }

    /// Runs again now the ticks a late input showed wrong, as the next
    /// ``advance(localInput:)`` would first: for a frame drawn before the next tick, or a
    /// session whose inputs stopped. Returns whether there was anything to correct.
    @discardableResult
    public func correct() -> Bool {
        guard let from = rollbackFrom else { return false }
        runAgain(from: from)
        confirm()
        return true
    }

    /// Takes `input` as what `peer` did on `tick`. A duplicate, or an input for a tick not run
    /// yet, only waits; one that differs from what a tick ran with makes the next
    /// ``advance(localInput:)`` run the ticks from there again.
    /// - Throws: ``RollbackError/unknownPeer(_:)`` for the local peer or one out of range;
    ///   ``RollbackError/tooLate(tick:)`` for an input that differs from what `tick` ran with
    ///   when that tick is confirmed or older than ``maximumRollback`` ticks: the peers can no
    ///   longer agree; ``RollbackError/tooEarly(tick:)`` for a tick more than
    ///   ``maximumInputLead`` ticks after the world's, to send again later. Either way nothing
    ///   changes.
    /// - Complexity: O(log n) for n ticks held, plus O(``maximumInputLead``) at worst to insert
    ///   out of order.
    public func receive(_ input: Input, from peer: Int, forTick tick: UInt64) throws(RollbackError) {
        guard peer != localPeer, (0..<peerCount).contains(peer) else { throw .unknownPeer(peer) }
        guard tick <= world.tick || tick - world.tick <= Self.maximumInputLead else {
            throw .tooEarly(tick: tick)
        }
        if tick <= confirmedTick {
            guard tick < confirmedTick || confirmedInputs[peer] == input else { throw .tooLate(tick: tick) }
            return
        }
        if let known = records[tick]?.known[peer] {
            guard known == input else { throw .tooLate(tick: tick) }
            return
        }
        if tick <= world.tick, let used = records[tick]?.used, used[peer] != input {
            guard snapshot(at: tick &- 1) != nil else { throw .tooLate(tick: tick) }
            rollbackFrom = min(rollbackFrom ?? tick, tick)
        }
        setKnown(input, of: peer, at: tick)
        if rollbackFrom == nil { confirm() }
    }

    /// Restores the state before `from` and runs the ticks up to the present again.
    private func runAgain(from: UInt64) {
        rollbackFrom = nil
        let present = world.tick
        guard let saved = snapshot(at: from &- 1) else { return }
        world.isResimulating = true
        try? world.restore(saved)
        while world.tick < present { run(world.tick &+ 1, resimulating: true) }
        world.isResimulating = false
        rollbackCount += 1
        resimulatedTickCount += Int(present &- from &+ 1)
    }

    /// Runs `tick` on the known inputs and predictions for the rest, keeping the snapshot from
    /// before it and, with hashes, the hash after it.
    private func run(_ tick: UInt64, resimulating: Bool) {
        keep(world.snapshot(), at: tick &- 1)
        var record = records[tick] ?? TickRecord(known: Array(repeating: nil, count: peerCount))
        let inputs = (0..<peerCount).map { peer in record.known[peer] ?? prediction(of: peer, at: tick) }
        record.used = inputs
        step(world, inputs, resimulating)
        world.advance()
        if keepsHashes { record.hashes = world.stateHashes() }
        records[tick] = record
    }

    /// `peer`'s last known input before `tick`: what it is predicted to do.
    private func prediction(of peer: Int, at tick: UInt64) -> Input {
        if let earlier = knownTicks[peer].last(before: tick), let input = records[earlier]?.known[peer] {
            return input
        }
        return confirmedInputs[peer]
    }

    /// Confirms every tick that has run with the inputs of every peer known.
    private func confirm() {
        while confirmedTick < world.tick, let record = records[confirmedTick &+ 1], let used = record.used,
            record.known.allSatisfy({ $0 != nil })
        {
            confirmedTick &+= 1
            confirmedInputs = used
            confirmedStateHashes = record.hashes
            records[confirmedTick] = nil
            for peer in knownTicks.indices { knownTicks[peer].drop(through: confirmedTick) }
            onConfirm?(confirmedTick, confirmedHash)
        }
    }

    private func setKnown(_ input: Input, of peer: Int, at tick: UInt64) {
        records[tick, default: TickRecord(known: Array(repeating: nil, count: peerCount))].known[peer] = input
        knownTicks[peer].insert(tick)
    }

    private func keep(_ snapshot: WorldSnapshot, at tick: UInt64) {
        snapshots[Int(tick % UInt64(snapshots.count))] = (tick, snapshot)
    }

    /// The state at `tick`, while kept.
    private func snapshot(at tick: UInt64) -> WorldSnapshot? {
        guard let kept = snapshots[Int(tick % UInt64(snapshots.count))], kept.tick == tick else { return nil }
        return kept.snapshot
    }
}

/// Why a rollback session refused a remote input.
public enum RollbackError: Error, Equatable {
    /// No remote peer has this index (the local peer's inputs come through `advance`).
    case unknownPeer(Int)
    /// The input differs from what this tick ran with, and the tick is confirmed or older than
    /// the snapshots kept: it can no longer be corrected.
    case tooLate(tick: UInt64)
    /// The tick lies more than ``RollbackSession/maximumInputLead`` ticks after the world's: the
    /// input is not kept, and must be sent again once the world has come closer.
    case tooEarly(tick: UInt64)
}
