import TransitionCore

/// The time of every clock domain of one world, shared with its storages, which read it while
/// they advance and present. Domain 0 is the world's own ticks.
@usableFromInline
final class DomainClocks {
    /// Whole ticks each domain has run. Made on the heap (not a literal, which Embedded Swift
    /// places in read-only memory), so that the first tick's write does not copy it.
    @usableFromInline @exclusivity(unchecked) var ticks = ContiguousArray<UInt64>(repeating: 0, count: 1)
    /// Each domain's time scale: domain ticks per world tick, numerator over denominator.
    private(set) var scales: [TimeScale] = [.normal]
    /// Fractions of a domain tick carried to the next world tick (below the denominator).
    private(set) var remainders: [UInt64] = [0]
    /// Whether each domain is held.
    private(set) var paused: [Bool] = [false]
    /// Each domain's name.
    private(set) var names: [String] = ["world"]
    /// Whole ticks each domain ran on the last world tick.
    @usableFromInline @exclusivity(unchecked) var lastSteps: ContiguousArray<UInt64> = [1]
    /// Whole ticks each domain will run on the next world tick: how far it moves between ticks.
    @usableFromInline @exclusivity(unchecked) var nextSteps: ContiguousArray<UInt64> = [1]

    /// The clock domain of each entity not on the world's; set once a domain is made. Owned by
    /// the world, as this is.
    @usableFromInline @exclusivity(unchecked) unowned(unsafe) var memberships:
        ComponentStorage<DomainMembership>?

    /// The index of `entity`'s clock domain.
    @inlinable
    func domain(of entity: Entity) -> UInt32 {
        guard let memberships else { return 0 }
        return memberships.value(of: entity)?.domain ?? 0
    }

    /// The most domains a world holds.
    static let limit = 1 << 16

    /// Number of domains, the world's own included.
    var count: Int { names.count }

    /// The world these clocks belong to: what its domains' handles name.
    var owner: ObjectIdentifier?

    /// Adds a domain running at the world's pace; nil when there are ``limit`` already.
    func add(named name: String) -> ClockDomain? {
        guard count < DomainClocks.limit else { return nil }
        ticks.append(0)
        scales.append(.normal)
        remainders.append(0)
        paused.append(false)
        names.append(name)
        lastSteps.append(0)
        nextSteps.append(1)
        return ClockDomain(index: UInt32(count - 1), owner: owner)
    }

    /// Whether `domain` is one of these (not made by another world, not dropped by a restore).
    func contains(_ domain: ClockDomain) -> Bool {
        domain.index == 0 || (domain.owner == owner && Int(domain.index) < count)
    }

    /// The handle of domain `index`.
    func handle(_ index: UInt32) -> ClockDomain { ClockDomain(index: index, owner: owner) }

    func name(of domain: Int) -> String { names[domain] }
    func isPaused(_ domain: Int) -> Bool { paused[domain] }
    func scale(of domain: Int) -> TimeScale { scales[domain] }

    /// Holds or releases `domain` (not the world's).
    func setPaused(_ domain: Int, _ isPaused: Bool) {
        paused[domain] = isPaused
        nextSteps[domain] = steps(of: domain)
    }

    /// Sets `domain`'s time scale (not the world's); the remainder carried so far is kept
    /// below the new denominator.
    func setScale(_ domain: Int, _ scale: TimeScale) {
        scales[domain] = scale
        remainders[domain] %= scale.denominator
        nextSteps[domain] = steps(of: domain)
    }

    /// Runs one world tick of every domain, the world's own now at `worldTick`.
    func advance(worldTick: UInt64) {
        ticks[0] = worldTick
        for domain in 1..<count {
            let steps = self.steps(of: domain)
            if !paused[domain] {
                remainders[domain] =
                    (remainders[domain] + scales[domain].numerator) % scales[domain].denominator
            }
            ticks[domain] &+= steps
            lastSteps[domain] = steps
            nextSteps[domain] = self.steps(of: domain)
        }
    }

    /// Whole ticks `domain` runs on the next world tick.
    private func steps(of domain: Int) -> UInt64 {
        guard !paused[domain] else { return 0 }
        return (remainders[domain] + scales[domain].numerator) / scales[domain].denominator
    }

    /// The tick and alpha at which to present a transition of `domain` `alpha` (0...1) of a
    /// world tick after the last: as far into the next world tick's domain ticks.
    @inlinable
    func presentation(of domain: Int, alpha: Double) -> (tick: UInt64, alpha: Double) {
        let steps = nextSteps[domain]
        if steps == 1 { return (ticks[domain], alpha) }
        let ahead = alpha * Double(steps)
        let whole = ahead.rounded(.down)
        return (ticks[domain] &+ UInt64(whole), ahead - whole)
    }

    /// Everything, for a snapshot.
    struct State {
        let ticks: ContiguousArray<UInt64>
        let scales: [TimeScale]
        let remainders: [UInt64]
        let paused: [Bool]
        let names: [String]
        let lastSteps: ContiguousArray<UInt64>
        let nextSteps: ContiguousArray<UInt64>
    }

    var state: State {
        State(
            ticks: ticks, scales: scales, remainders: remainders, paused: paused, names: names,
            lastSteps: lastSteps, nextSteps: nextSteps)
    }

    func restore(_ state: State) {
        ticks = state.ticks
        scales = state.scales
        remainders = state.remainders
        paused = state.paused
        names = state.names
        lastSteps = state.lastSteps
        nextSteps = state.nextSteps
    }

    /// Mixes domain `domain`'s clock into `hasher`.
    func hash(_ domain: Int, into hasher: inout StateHasher) {
        hasher.combine(ticks[domain])
        hasher.combine(remainders[domain])
        hasher.combine(scales[domain].numerator << 32 | scales[domain].denominator)
        hasher.combine(paused[domain] ? 1 : 0)
    }
}
