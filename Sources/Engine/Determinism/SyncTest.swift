/// Checks a game's tick for determinism the way GGPO's sync test does: every tick runs once,
/// then the last `checkDistance` ticks are rolled back and run again from their snapshot with
/// the same inputs, and each tick's state hashes must match the first run's. A mismatch names
/// the tick, the component types that differ and an entity that differs: the tick reads
/// something that is not in the world or its input (the wall clock, unseeded random numbers,
/// state kept in the game's own objects) or does something twice when run twice.
///
/// Everything the game does to the world goes through `step`, once per tick, with that tick's
/// input; ticks run again have ``World/isResimulating`` set. After each check the world is put
/// back as the first run left it, so the game goes on from there. Each tick costs
/// `checkDistance + 1` ticks and as many state hashes.
public final class SyncTest<Input> {
    /// What a tick does with its input before the world advances.
    public typealias Step = (_ world: World, _ input: Input) -> Void

    /// The world checked.
    public let world: World
    /// How many ticks each check rolls back and runs again, 1...``maximumCheckDistance``.
    public let checkDistance: Int
    /// Every mismatch found, in order.
    public private(set) var mismatches: [SyncMismatch] = []
    /// Ticks run again and compared, in all.
    public private(set) var checkedTickCount = 0

    /// The longest check distance taken; longer ones are lowered to it.
    public static var maximumCheckDistance: Int { 64 }

    private let step: Step
    /// The ticks a check runs again: the state before each, its input, its first run's hashes.
    private var window: [(before: WorldSnapshot, input: Input, hashes: StateHashes)] = []
    /// Whether a change made to the world between ticks ends the window (the simulation's
    /// check, whose game changes the world outside its systems).
    private let allowsChangesBetweenTicks: Bool

    /// A check of `world` from its current tick, running `checkDistance` ticks again after each
    /// tick (clamped into 1...``maximumCheckDistance``).
    public convenience init(world: World, checkDistance: Int = 1, step: @escaping Step) {
        self.init(world: world, checkDistance: checkDistance, allowsChangesBetweenTicks: false, step: step)
    }

    init(world: World, checkDistance: Int, allowsChangesBetweenTicks: Bool, step: @escaping Step) {
        self.world = world
        self.checkDistance = min(max(checkDistance, 1), Self.maximumCheckDistance)
        self.allowsChangesBetweenTicks = allowsChangesBetweenTicks
        self.step = step
    }

    /// Runs the next tick on `input`, then runs the last ``checkDistance`` ticks again and
    /// compares; returns the first mismatch this check found, if any (also kept in
    /// ``mismatches``). A tick found faulty is not run again by later checks, so each is
    /// reported once. Call it outside queries.
    @discardableResult
    public func advance(_ input: Input) -> SyncMismatch? {
        if allowsChangesBetweenTicks, let last = window.last, world.stateHash() != last.hashes.combined {
            // The game changed the world since the last tick: earlier ticks cannot be run again.
            window.removeAll()
        }
        let before = world.snapshot()
        step(world, input)
        world.advance()
        window.append((before, input, world.stateHashes()))
        if window.count > checkDistance { window.removeFirst() }
        let firstRun = world.snapshot()
        defer { try? world.restore(firstRun) }
        world.isResimulating = true
        defer { world.isResimulating = false }
        try? world.restore(window[0].before)
        for (index, tick) in window.enumerated() {
            step(world, tick.input)
            world.advance()
            checkedTickCount += 1
            let hashes = world.stateHashes()
            guard hashes != tick.hashes else { continue }
            let parts = hashes.differingParts(from: tick.hashes)
            let original = index + 1 < window.count ? window[index + 1].before : firstRun
            let entity = parts.first.flatMap { world.entityDiffering(inPart: $0, from: original) }
            let mismatch = SyncMismatch(tick: world.tick, parts: parts, entity: entity)
            mismatches.append(mismatch)
            // Later checks start after the tick reported: each faulty tick is reported once.
            window.removeFirst(index + 1)
            return mismatch
        }
        return nil
    }
}
