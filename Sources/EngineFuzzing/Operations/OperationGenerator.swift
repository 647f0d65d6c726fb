import Engine

/// Draws random operations from a ``SeededRandom``, looking at the model only to choose
/// sensible entities (mostly living ones, some stale, a few never issued; parents that are
/// sometimes the child's own descendants, to try cycles).
struct OperationGenerator {
    var random: SeededRandom
    /// The population the generator steers towards.
    let targetAlive: Int

    init(seed: UInt64, targetAlive: Int) {
        random = SeededRandom(seed: seed)
        self.targetAlive = targetAlive
    }

    mutating func below(_ bound: Int) -> Int {
        Int(random.next(in: 0...UInt64(bound - 1)))
    }

    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// The next operation, `depth` queries deep.
    mutating func next(_ model: ReferenceModel, depth: Int = 0) -> FuzzOperation {
        let inQuery = depth > 0
        let spawnWeight = model.alive.count < targetAlive / 2 ? 14 : (model.alive.count > targetAlive ? 1 : 5)
        let despawnWeight = model.alive.count > targetAlive ? 12 : 4
        let weights: [(Int, Int)] = [
            (0, spawnWeight), (1, despawnWeight), (2, 10), (3, 4), (4, 16), (5, 5), (6, 3),
            (7, inQuery ? 2 : 5), (8, inQuery ? 6 : 0), (9, inQuery ? 2 : 14), (10, inQuery ? 0 : 5),
            (11, inQuery ? 0 : 3), (12, inQuery ? 2 : 8), (13, inQuery ? 3 : 12), (14, inQuery ? 2 : 4),
            (15, inQuery ? 2 : 5), (16, inQuery ? 0 : 6),
        ]
        var roll = below(weights.reduce(0) { $0 + $1.1 })
        var choice = 0
        for (kind, weight) in weights {
            if roll < weight {
                choice = kind
                break
            }
            roll -= weight
        }
        switch choice {
        case 0: return .spawn
        case 1: return .despawn(subject(model, inQuery), recursive: chance(40))
        case 2:
            let entity = subject(model, inQuery)
            switch below(3) {
            case 0: return .setFloat(entity, float())
            case 1: return .setVector(entity, vector())
            default: return .setLabel(entity, FuzzLabel(tag: UInt32(truncatingIfNeeded: random.next())))
            }
        case 3: return .remove(ComponentKind.allCases[below(3)], subject(model, inQuery))
        case 4:
            let entity = subject(model, inQuery)
            return chance(50)
                ? .animateFloat(entity, float(), animation: animation())
                : .animateVector(entity, vector(), animation: animation())
        case 5: return parenting(model, inQuery)
        case 6:
            let entity = entity(model, inQuery)
            switch below(5) {
            case 0: return .removeEnvironment(EnvironmentKind.allCases[below(2)], entity)
            case 1, 2: return .environmentLevel(entity, float(), animation: chance(15) ? nil : animation())
            default: return .environmentOffset(entity, vector(), animation: chance(15) ? nil : animation())
            }
        case 7:
            guard depth < 2 else { return .spawn }
            let shape = QueryShape.allCases[below(QueryShape.allCases.count)]
            let actions = (0..<below(5)).map { _ in
                QueryAction(visit: below(6), operation: next(model, depth: depth + 1))
            }
            return .query(shape, actions: actions)
        case 8: return .mutateVisited(float())
        case 9: return .advance(ticks: chance(85) || inQuery ? 1 + below(3) : 1 + below(60))
        case 10: return .frame(clockMove())
        case 12: return play(model, inQuery)
        case 13: return steer(model, inQuery)
        case 14: return snapshotOrRestore(model)
        case 15: return domainOperation(model, inQuery)
        case 16: return .react(ticks: 1 + below(40), animation: animation())
        default:
            let alphas: [Double] = [0.25, 0.5, 0.999, 1, -0.5, 2, .nan, .infinity, -.infinity]
            return .present(alpha: chance(70) ? Double(random.nextUnitFloat()) : alphas[below(alphas.count)])
        }
    }

    /// Mostly a living entity; sometimes a stale or never-issued one; in a query often the
    /// visited one.
    mutating func entity(_ model: ReferenceModel, _ inQuery: Bool) -> EntityReference {
        if inQuery, chance(50) { return .visited }
        let roll = below(100)
        if roll < 85, !model.aliveOrdinals.isEmpty {
            return .spawned(model.aliveOrdinals[below(model.aliveOrdinals.count)])
        }
        if roll < 96, !model.spawned.isEmpty {
            return .spawned(below(model.spawned.count))  // alive or, more likely, stale
        }
        let index = UInt32(truncatingIfNeeded: random.next()) >> (chance(50) ? 0 : 24)
        return .neverIssued(Entity(index: index, generation: 1_000_000 + UInt32(below(1000))))
    }

    private mutating func parenting(_ model: ReferenceModel, _ inQuery: Bool) -> FuzzOperation {
        let child = entity(model, inQuery)
        if chance(15) { return .setParent(child, nil) }
        if chance(25), case .spawned(let ordinal) = child, ordinal < model.spawned.count {
            // The child itself or one of its descendants: a cycle the world must refuse.
            let subtree = model.subtree(of: model.spawned[ordinal]).filter { model.alive.contains($0) }
            if let pick = subtree.isEmpty ? nil : subtree[below(subtree.count)] {
                return .setParent(child, .spawned(model.ordinalOf[pick]!))
            }
        }
        return .setParent(child, entity(model, inQuery))
    }

    mutating func animation() -> Int {
        // Ordinary animations (the first twenty) three times as often as the rest.
        chance(75) ? below(20) : below(FuzzAnimations.all.count)
    }

    mutating func float() -> Float {
        switch below(100) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -0.0
        case 3: return 1e30
        case 4..<6:
            // Huge but finite: ends whose difference overflows.
            let huge: [Float] = [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 3e38, -3e38, 3e37]
            return huge[below(huge.count)]
        case 6..<20: return [0, 1, -1, 0.5, 100][below(5)]
        default: return (random.nextUnitFloat() - 0.5) * 2000
        }
    }

    mutating func vector() -> SIMD2<Float> {
        SIMD2(float(), float())
    }

    private mutating func clockMove() -> ClockMove {
        switch below(100) {
        case 0: return .forward(31_557_600_000_000_000)  // a year
        case 1: return .backward(31_557_600_000_000_000)
        case 2..<8: return .backward(random.next(in: 0...50_000_000))
        case 8..<14: return .forward(random.next(in: 250_000_000...2_000_000_000))  // past the cap
        case 14..<20: return .forward(0)
        default: return .forward(random.next(in: 1...40_000_000))
        }
    }
}
