import TransitionCore

extension World {
    /// A new clock domain named `name`, running at the world's pace until paused or scaled;
    /// nil once a world holds 65,536 domains. Names need not be unique: the handle identifies it.
    /// - Complexity: O(1).
    public func makeClockDomain(named name: String) -> ClockDomain? {
        if domainMemberships == nil {
            let made = ComponentStorage<DomainMembership>(hashing: ValueHashing())
            domainMemberships = made
            clocks.memberships = made
            register(
                storage: made, key: StorageKey(.component, of: DomainMembership.self),
                valueType: ValueTypes.id(of: DomainMembership.self))
        }
        return clocks.add(named: name)
    }

    /// The clock domains of this world, the world's own first, in the order they were made.
    public var clockDomains: [ClockDomain] {
        (0..<clocks.count).map { clocks.handle(UInt32($0)) }
    }

    /// `domain`'s name; nil for a domain this world does not hold.
    public func name(of domain: ClockDomain) -> String? {
        clocks.contains(domain) ? clocks.name(of: Int(domain.index)) : nil
    }

    /// Whole ticks `domain` has run (the world's own: ``tick``); nil for a domain this world
    /// does not hold.
    public func ticks(of domain: ClockDomain) -> UInt64? {
        clocks.contains(domain) ? clocks.ticks[Int(domain.index)] : nil
    }

    /// Whether `domain` is paused.
    public func isPaused(_ domain: ClockDomain) -> Bool {
        clocks.contains(domain) && clocks.isPaused(Int(domain.index))
    }

    /// Pauses or resumes `domain` from the next tick on: while paused its transitions, delayed
    /// starts and timelines hold where they are, and nothing of them is sampled (as on the world
    /// ticks a slowed domain runs no whole tick of its own), so a transition started while
    /// paused first moves, and a value written over a moving component is first overwritten,
    /// on the domain's next tick. Returns false, changing nothing, for
    /// ``ClockDomain/world`` (pause the loop instead) or a domain this world does not hold.
    @discardableResult
    public func setPaused(_ isPaused: Bool, for domain: ClockDomain) -> Bool {
        guard domain != .world, clocks.contains(domain) else { return false }
        if commands.isDeferring {
            commands.append { $0.setPaused(isPaused, for: domain) }
            return true
        }
        clocks.setPaused(Int(domain.index), isPaused)
        forgetEnvironmentReads()
        return true
    }

    /// `domain`'s time scale.
    public func timeScale(of domain: ClockDomain) -> TimeScale {
        clocks.contains(domain) ? clocks.scale(of: Int(domain.index)) : .normal
    }

    /// Runs `domain` at `scale` from the next tick on: each world tick adds exactly
    /// `numerator / denominator` of a domain tick, the remainder carried. Returns false,
    /// changing nothing, for ``ClockDomain/world`` or a domain this world does not hold.
    @discardableResult
    public func setTimeScale(_ scale: TimeScale, for domain: ClockDomain) -> Bool {
        guard domain != .world, clocks.contains(domain) else { return false }
        if commands.isDeferring {
            commands.append { $0.setTimeScale(scale, for: domain) }
            return true
        }
        clocks.setScale(Int(domain.index), scale)
        forgetEnvironmentReads()
        return true
    }

    /// The clock domain `entity`'s motions run on: ``ClockDomain/world`` unless moved.
    public func clockDomain(of entity: Entity) -> ClockDomain {
        clocks.handle(domainIndex(of: entity))
    }

    /// Moves `entity`'s motions to `domain`: transitions, delayed starts and timelines keep how
    /// far they have run and go on at `domain`'s pace. Children keep their own domains. Returns
    /// false for a stale entity or a domain this world does not hold.
    /// - Complexity: O(component types), plus the delayed starts waiting.
    @discardableResult
    public func setClockDomain(_ domain: ClockDomain, for entity: Entity) -> Bool {
        guard isAlive(entity), clocks.contains(domain), let memberships = domainMemberships else {
            return isAlive(entity) && domain == .world
        }
        if commands.isDeferring {
            commands.append { $0.setClockDomain(domain, for: entity) }
            return true
        }
        let old = domainIndex(of: entity)
        guard old != domain.index else { return true }
        for entry in registry {
            entry.storage.moveClockDomain(of: entity, from: old, to: domain.index, tickRate: tickRate)
        }
        if domain == .world {
            memberships.remove(entity)
        } else {
            memberships.set(DomainMembership(domain: domain.index), for: entity)
        }
        forgetEnvironmentReads()
        return true
    }

    /// The index of `entity`'s clock domain (0, the world's, when no domain was made).
    @inlinable
    func domainIndex(of entity: Entity) -> UInt32 {
        clocks.domain(of: entity)
    }

    /// A 64-bit hash of `domain`'s part of the state: its clock and every component,
    /// transition, delayed start and timeline of the entities on it. It stays the same while the
    /// domain is paused, whatever the other domains do. 0 for a domain this world does not hold.
    /// - Complexity: O(components + running transitions + timelines).
    public func stateHash(of domain: ClockDomain) -> UInt64 {
        guard clocks.contains(domain) else { return 0 }
        var hasher = StateHasher()
        clocks.hash(Int(domain.index), into: &hasher)
        let index = domain.index
        for entry in registry where !entry.storage.holdsNothing && entry.storage !== domainMemberships {
            entry.storage.hash(into: &hasher) { self.domainIndex(of: $0) == index }
        }
        return hasher.value
    }
}
