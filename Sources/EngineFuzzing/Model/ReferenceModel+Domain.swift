import Engine

extension ReferenceModel {
    /// The index of the clock domain `entity`'s motions run on: 0 (the world's) unless moved.
    func domain(of entity: Entity) -> Int {
        domainOf[entity] ?? 0
    }

    /// The tick of `entity`'s clock domain: where its moves start and are sampled.
    func domainTicks(of entity: Entity) -> UInt64 {
        domains[domain(of: entity)].ticks
    }

    /// The index a reference names: one a make returned, or one no world of the run holds.
    func domainIndex(_ reference: DomainReference) -> Int {
        switch reference {
        case .world: 0
        case .made(let ordinal):
            ordinal < madeIndices.count ? madeIndices[ordinal] : DomainReference.foreignIndex
        case .foreign: DomainReference.foreignIndex
        }
    }

    /// Whether the world holds the domain at `index` (one dropped by a restore it does not).
    func holdsDomain(_ index: Int) -> Bool {
        index < domains.count
    }

    /// Makes a domain named `name` at the world's pace; returns its index, the next free one
    /// (inside a query at once, as `makeClockDomain(named:)` is not deferred).
    func makeDomain(named name: String) -> Int {
        domains.append(ModelDomain(name: name))
        madeIndices.append(domains.count - 1)
        hashToCheck = nil
        return domains.count - 1
    }

    /// Pauses or resumes the domain at `index`: refused for the world's and one not held.
    func setPaused(_ paused: Bool, domain index: Int) -> Bool {
        guard index != 0, holdsDomain(index) else { return false }
        if deferIfQuerying({ _ = self.setPaused(paused, domain: index) }) { return true }
        domains[index].isPaused = paused
        return true
    }

    /// Scales the domain at `index`: refused for the world's and one not held.
    func setTimeScale(_ numerator: UInt64, _ denominator: UInt64, domain index: Int) -> Bool {
        guard index != 0, holdsDomain(index) else { return false }
        if deferIfQuerying({ _ = self.setTimeScale(numerator, denominator, domain: index) }) { return true }
        domains[index].setTimeScale(numerator, denominator)
        return true
    }

    /// Moves `entity` to the domain at `index`: refused for a stale entity or a domain not
    /// held. Its moves, delayed retargets and environment settings are rebased on the new
    /// domain's ticks (timelines count steps, not ticks: nothing to rebase).
    func setClockDomain(_ index: Int, for entity: Entity) -> Bool {
        guard alive.contains(entity), holdsDomain(index) else { return false }
        if deferIfQuerying({ _ = self.setClockDomain(index, for: entity) }) { return true }
        let old = domain(of: entity)
        guard old != index else { return true }
        let (from, to) = (domains[old].ticks, domains[index].ticks)
        floats[entity]?.rebase(from: from, to: to)
        vectors[entity]?.rebase(from: from, to: to)
        levels[entity]?.rebase(from: from, to: to)
        offsets[entity]?.rebase(from: from, to: to)
        domainOf[entity] = index == 0 ? nil : index
        return true
    }

    /// Runs one world tick of every domain; returns the whole ticks each ran (the world's: 1).
    func runDomains() -> [UInt64] {
        domains[0].ticks = tick
        var steps: [UInt64] = [1]
        for index in domains.indices.dropFirst() {
            steps.append(domains[index].runWorldTick())
        }
        return steps
    }

    /// `value`, a move of `entity`'s (a component or an environment setting), presented `alpha`
    /// of a world tick after the last: on the world's domain at the world's tick and `alpha`;
    /// on another, as far into the whole ticks its next world tick adds.
    func presented<Value>(_ value: ModelValue<Value>, of entity: Entity, alpha: Double) -> Value {
        let alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 0
        let domain = self.domain(of: entity)
        guard domain != 0 else { return value.presented(tick: tick, alpha: alpha, rate: rate) }
        let (tick, within) = domains[domain].presentation(alpha: alpha)
        return value.presented(tick: tick, alpha: within, rate: rate)
    }
}
