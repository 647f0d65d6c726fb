extension OperationGenerator {
    /// The most domains the generator makes while the world holds them (a restore may drop
    /// some, and more are made then).
    static let madeDomainLimit = 3

    /// Names domains are made with; they need not be unique, nor non-empty.
    private static let domainNames = ["gameplay", "ui", "cutscene", ""]

    /// A domain made (mostly while there is none), paused or resumed, scaled, or an entity
    /// moved to one; now and then of the world's own domain or of one the world does not hold.
    mutating func domainOperation(_ model: ReferenceModel, _ inQuery: Bool) -> FuzzOperation {
        let made = model.domains.count - 1
        if made == 0 ? chance(60) : made < OperationGenerator.madeDomainLimit && chance(8) {
            let names = OperationGenerator.domainNames
            return .makeDomain(name: names[below(names.count)])
        }
        switch below(100) {
        case 0..<25:
            let domain = self.domain(model)
            let index = model.domainIndex(domain)
            let isPaused = model.holdsDomain(index) && model.domains[index].isPaused
            // Paused ones mostly resume, so that held domains do not pile up.
            return .pauseDomain(domain, isPaused ? !chance(75) : chance(60))
        case 25..<50:
            let domain = self.domain(model)
            let (numerator, denominator) = scale()
            return .scaleDomain(domain, numerator: numerator, denominator: denominator)
        default:
            let target: DomainReference = chance(25) ? .world : domain(model)
            return .moveToDomain(subject(model, inQuery), target)
        }
    }

    /// Mostly a made domain the world holds; sometimes the world's own, one a restore dropped
    /// or no make reached yet, or another world's.
    private mutating func domain(_ model: ReferenceModel) -> DomainReference {
        let held = model.madeIndices.indices.filter { model.holdsDomain(model.madeIndices[$0]) }
        let roll = below(100)
        if roll < 84, !held.isEmpty { return .made(held[below(held.count)]) }
        if roll < 90 { return .world }
        if roll < 96 { return .made(below(model.madeIndices.count + 1)) }
        return .foreign
    }

    /// A time scale: mostly an ordinary one (frozen, normal, slower, faster, uneven), now and
    /// then an extreme or a bad one (terms above 1,024, a zero denominator: 2000/0 is 1024/1).
    private mutating func scale() -> (UInt64, UInt64) {
        let ordinary: [(UInt64, UInt64)] = [(0, 1), (1, 1), (1, 2), (2, 3), (3, 1), (7, 5)]
        guard chance(12) else { return ordinary[below(ordinary.count)] }
        let odd: [(UInt64, UInt64)] = [(1, 1024), (5, 2), (1, 3), (2000, 0), (0, 0), (1024, 1000), (64, 1)]
        return odd[below(odd.count)]
    }
}
