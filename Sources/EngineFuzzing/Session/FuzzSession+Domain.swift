import Engine

extension FuzzSession {
    /// A handle of another world's domain at ``DomainReference/foreignIndex``: a place no fuzz
    /// run's world reaches (it makes a few domains at most).
    static let foreignDomain: ClockDomain = {
        let other = World()
        var last = ClockDomain.world
        for _ in 0..<DomainReference.foreignIndex {
            last = other.makeClockDomain(named: "other")!
        }
        return last
    }()

    /// What the run did with clock domains, with the model's count of motion ticks on them.
    var domainReport: DomainCounts {
        var report = domainCounts
        report.motionTicks = model.domainMotionTicks
        return report
    }

    /// The handle a reference names.
    func domainHandle(_ reference: DomainReference) -> ClockDomain {
        switch reference {
        case .world: .world
        case .made(let ordinal):
            ordinal < domainHandles.count ? domainHandles[ordinal] : FuzzSession.foreignDomain
        case .foreign: FuzzSession.foreignDomain
        }
    }

    /// Makes a domain on both sides; the world must hand out the handle of the model's next
    /// place, named as asked.
    func makeDomain(named name: String) throws(Divergence) {
        let handle = world.makeClockDomain(named: name)
        let index = model.makeDomain(named: name)
        guard let handle else { throw fail("makeClockDomain(named:) returned nil") }
        domainHandles.append(handle)
        domainCounts.made += 1
        let handles = world.clockDomains
        try expect(
            index < handles.count && handles[index] == handle,
            "makeClockDomain(named:) returned \(handles.firstIndex(of: handle).map { "place \($0)" } ?? "a handle not in clockDomains"), expected place \(index)"
        )
        try expect(
            world.name(of: handle) == name, "name(of:) \(world.name(of: handle) ?? "nil"), expected \(name)")
    }

    /// Pauses or resumes a domain on both sides.
    func pause(_ reference: DomainReference, _ paused: Bool) throws(Divergence) {
        let handle = domainHandle(reference)
        let index = model.domainIndex(reference)
        let real = world.setPaused(paused, for: handle)
        let expected = model.setPaused(paused, domain: index)
        try expect(real == expected, "setPaused returned \(real), expected \(expected)")
        count(accepted: real) {
            if paused { $0.pauses += 1 } else { $0.resumes += 1 }
        }
        try checkNotHeld(handle, index)
    }

    /// Scales a domain on both sides.
    func scale(_ reference: DomainReference, _ numerator: UInt64, _ denominator: UInt64) throws(Divergence) {
        let handle = domainHandle(reference)
        let index = model.domainIndex(reference)
        let real = world.setTimeScale(TimeScale(numerator, denominator), for: handle)
        let expected = model.setTimeScale(numerator, denominator, domain: index)
        try expect(real == expected, "setTimeScale returned \(real), expected \(expected)")
        count(accepted: real) { $0.scaleChanges += 1 }
        try checkNotHeld(handle, index)
    }

    /// Moves an entity to a domain on both sides.
    func move(_ entity: Entity, to reference: DomainReference) throws(Divergence) {
        let handle = domainHandle(reference)
        let real = world.setClockDomain(handle, for: entity)
        let expected = model.setClockDomain(model.domainIndex(reference), for: entity)
        try expect(real == expected, "setClockDomain returned \(real), expected \(expected)")
        count(accepted: real) { $0.moves += 1 }
    }

    private func count(accepted: Bool, _ change: (inout DomainCounts) -> Void) {
        if accepted { change(&domainCounts) } else { domainCounts.refused += 1 }
    }

    /// A domain the world does not hold reads as none: no name, no ticks, hash 0, running
    /// at the normal pace.
    private func checkNotHeld(_ handle: ClockDomain, _ index: Int) throws(Divergence) {
        guard !model.holdsDomain(index) else { return }
        try expect(
            world.name(of: handle) == nil && world.ticks(of: handle) == nil
                && world.stateHash(of: handle) == 0
                && !world.isPaused(handle) && world.timeScale(of: handle) == .normal,
            "a domain the world does not hold (place \(index)) reads as one")
    }

    /// The clock domains: as many as the model holds, each with its name, ticks, pause and
    /// scale; and the domain of every living or recently despawned entity.
    func checkDomains() throws(Divergence) {
        let handles = world.clockDomains
        guard handles.count == model.domains.count else {
            throw fail("clockDomains.count \(handles.count), expected \(model.domains.count)")
        }
        for (index, domain) in model.domains.enumerated() {
            let handle = handles[index]
            let ticks = index == 0 ? model.tick : domain.ticks
            let scale = world.timeScale(of: handle)
            guard
                world.ticks(of: handle) == ticks && world.isPaused(handle) == domain.isPaused
                    && scale.numerator == domain.numerator && scale.denominator == domain.denominator
                    && world.name(of: handle) == domain.name
            else {
                throw fail(
                    "clock domain \(index) reads ticks \(world.ticks(of: handle).map { "\($0)" } ?? "nil") "
                        + "paused \(world.isPaused(handle)) scale \(scale.numerator)/\(scale.denominator) "
                        + "name \(world.name(of: handle) ?? "nil"), expected ticks \(ticks) "
                        + "paused \(domain.isPaused) scale \(domain.numerator)/\(domain.denominator) name \(domain.name)"
                )
            }
        }
        for entity in model.alive {
            try checkDomain(of: entity, handles)
        }
        for entity in model.recentlyDespawned {
            try checkDomain(of: entity, handles)
        }
    }

    private func checkDomain(of entity: Entity, _ handles: [ClockDomain]) throws(Divergence) {
        let expected = model.domain(of: entity)
        guard world.clockDomain(of: entity) == handles[expected] else {
            let real = handles.firstIndex(of: world.clockDomain(of: entity)).map { "\($0)" } ?? "unknown"
            throw fail("clockDomain(of: \(entity)) is domain \(real), expected \(expected)")
        }
    }

    /// The domains held now (paused, or at scale 0), for ``checkHeldHashes(_:)`` to follow
    /// through the ticks of one `advance()` × n.
    func heldDomains() -> [(domain: ClockDomain, hash: UInt64?)] {
        let handles = world.clockDomains
        return model.domains.indices.dropFirst().filter { model.domains[$0].isHeld }.map {
            (handles[$0], nil)
        }
    }

    /// After a tick of a many-tick advance: each held domain's `stateHash(of:)` is what it was
    /// after the tick before. Nothing else touches the world between these ticks, a held
    /// domain's time stands still (its transitions are not sampled, its delayed starts not
    /// due), and its hash leaves out the other domains' entities, however their moves,
    /// timelines and delayed starts end, start or reorder the storages.
    func checkHeldHashes(_ held: inout [(domain: ClockDomain, hash: UInt64?)]) throws(Divergence) {
        for position in held.indices {
            let hash = world.stateHash(of: held[position].domain)
            defer { held[position].hash = hash }
            if let before = held[position].hash {
                domainCounts.heldHashChecks += 1
                try expect(
                    hash == before,
                    "stateHash(of: \(held[position].domain)) of a held domain changed on tick \(world.tick): "
                        + "0x\(String(hash, radix: 16)), before 0x\(String(before, radix: 16))")
            }
        }
    }
}
