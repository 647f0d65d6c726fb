import Engine
import TransitionCore

/// Applies operations to the real engine and to the reference model in lockstep and compares
/// them after every one.
final class FuzzSession {
    let model: ReferenceModel
    let driver: WorldDriver
    var loop: ModelLoop
    /// The alpha the checks present at, besides 0; set by ``FuzzOperation/present(alpha:)``.
    var alpha: Double = 0.5
    /// Number of top-level operations performed.
    private(set) var step = 0
    /// Number of top-level operations that played or steered a timeline.
    private(set) var timelineOperations = 0
    /// Timeline events compared (cycles completed and timelines finished).
    var timelineEventCount = 0
    /// The timeline controllers the world handed out, with the model's number of the run each
    /// was handed out for, kept after their runs end or are replaced.
    var floatControllers: [Entity: (controller: PlaybackController, run: UInt64)] = [:]
    var vectorControllers: [Entity: (controller: PlaybackController, run: UInt64)] = [:]
    /// The world's snapshots, by slot (the model keeps its own beside).
    var snapshots: [Int: WorldSnapshot] = [:]
    /// A snapshot of another world, which restoring must refuse.
    let foreignSnapshot = World().snapshot()
    /// Snapshots taken and restores asked for, inside queries too.
    var snapshotsTaken = 0
    var restores = 0
    /// Moves started by ``react(animation:)`` in reaction to finishes.
    var reactions = 0
    /// The handles `makeClockDomain(named:)` returned, in order (a ``DomainReference/made(_:)``
    /// ordinal indexes this).
    var domainHandles: [ClockDomain] = []
    /// What the run did with clock domains, inside queries too.
    var domainCounts = DomainCounts()
    private var currentOperation = ""
    /// The real events of the ticks run during this step, as far as they could be collected.
    var realEvents: [MotionEvent] = []
    /// Whether `realEvents` holds every tick of the step: ticks deferred by a query run
    /// together when it ends, and only the last one's events are readable then.
    var eventsAreComplete = true

    var world: World { driver.world }

    init(tickRate: UInt64, parallelism: TickParallelism = .singleThreaded) {
        driver = WorldDriver(tickRate: tickRate)
        driver.world.tickParallelism = parallelism
        model = ReferenceModel(rate: driver.world.tickRate)
        loop = ModelLoop(rate: driver.world.tickRate)
    }

    /// Performs one top-level operation and checks everything afterwards.
    func run(_ operation: FuzzOperation) throws(Divergence) {
        step += 1
        if operation.isTimelineOperation { timelineOperations += 1 }
        currentOperation = operation.description
        try perform(operation, visited: nil)
        try checkRestoredHash()
        try checkEverything()
    }

    func fail(_ message: String) -> Divergence {
        Divergence(step: step, operation: currentOperation, message: message)
    }

    func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(Divergence) {
        if !condition { throw fail(message()) }
    }

    func resolve(_ reference: EntityReference, visited: Entity?) -> Entity {
        switch reference {
        case .spawned(let ordinal): model.handle(ordinal: ordinal)
        case .neverIssued(let entity): entity
        case .visited: visited ?? EntityReference.unreached(0xFFFF)
        }
    }

    private func animation(_ index: Int) -> Animation {
        FuzzAnimations.all[index % FuzzAnimations.all.count].animation
    }

    // MARK: Operations

    func perform(_ operation: FuzzOperation, visited: Entity?) throws(Divergence) {
        let r = { (reference: EntityReference) in self.resolve(reference, visited: visited) }
        switch operation {
        case .spawn:
            let entity = world.spawn()
            try expect(world.isAlive(entity), "a spawned \(entity) is not alive")
            try expect(model.spawn(entity), "spawn() returned \(entity), a handle issued before")
        case .despawn(let reference, let recursive):
            let entity = r(reference)
            let real = recursive ? world.despawnRecursive(entity) : world.despawn(entity)
            let expected = recursive ? model.despawnRecursive(entity) : model.despawn(entity)
            try expect(real == expected, "despawn returned \(real), expected \(expected)")
        case .setFloat(let reference, let value):
            let entity = r(reference)
            try same(world.set(value, for: entity), model.set(value, for: entity), "set")
        case .setVector(let reference, let value):
            let entity = r(reference)
            try same(world.set(value, for: entity), model.set(value, for: entity), "set")
        case .setLabel(let reference, let value):
            let entity = r(reference)
            try same(world.set(value, for: entity), model.set(value, for: entity), "set")
        case .remove(let kind, let reference):
            let entity = r(reference)
            let real: Bool
            switch kind {
            case .float: real = world.remove(Float.self, from: entity)
            case .vector: real = world.remove(SIMD2<Float>.self, from: entity)
            case .label: real = world.remove(FuzzLabel.self, from: entity)
            }
            try same(real, model.remove(kind, from: entity), "remove")
        case .animateFloat(let reference, let target, let index):
            let entity = r(reference)
            let animation = animation(index)
            try same(
                world.animate(entity, to: target, animation), model.animate(entity, to: target, animation),
                "animate")
        case .animateVector(let reference, let target, let index):
            let entity = r(reference)
            let animation = animation(index)
            try same(
                world.animate(entity, to: target, animation), model.animate(entity, to: target, animation),
                "animate")
        case .setParent(let child, let parent):
            try setParent(r(child), parent.map(r))
        case .environmentLevel(let reference, let value, let index):
            let entity = r(reference)
            let animation = index.map(animation)
            try same(
                world.setEnvironment(\.fuzzLevel, value, for: entity, animation),
                model.environmentLevel(value, on: entity, animation), "setEnvironment")
        case .environmentOffset(let reference, let value, let index):
            let entity = r(reference)
            let animation = index.map(animation)
            try same(
                world.setEnvironment(\.fuzzOffset, value, for: entity, animation),
                model.environmentOffset(value, on: entity, animation), "setEnvironment")
        case .removeEnvironment(let kind, let reference):
            let entity = r(reference)
            let real =
                switch kind {
                case .level: world.removeEnvironment(\.fuzzLevel, from: entity)
                case .offset: world.removeEnvironment(\.fuzzOffset, from: entity)
                }
            try same(real, model.removeEnvironment(kind, from: entity), "removeEnvironment")
        case .query(let shape, let actions):
            try query(shape, actions)
        case .mutateVisited:
            break  // only meaningful inside a query, where ``query(_:_:)`` handles it
        case .advance(let ticks):
            // Outside a query, the domains held throughout keep their hash from tick to tick.
            var held = visited == nil && ticks > 1 ? heldDomains() : []
            for tick in 0..<ticks {
                world.advance()
                model.advance()
                if visited == nil { realEvents += world.events } else { eventsAreComplete = false }
                if tick + 1 < ticks { try checkTimelineValues() }
                if !held.isEmpty { try checkHeldHashes(&held) }
            }
        case .frame(let move):
            try frame(move, visited: visited)
        case .present(let alpha):
            self.alpha = alpha
        case .play(let kind, let reference, let recipe, let repeatCount, let autoreverses):
            try play(kind, r(reference), recipe, repeatCount: repeatCount, autoreverses: autoreverses)
        case .steer(let kind, let reference, let control):
            try steer(kind, r(reference), control)
        case .snapshot(let slot):
            try snapshot(slot: slot)
        case .restore(let slot):
            try restore(slot: slot)
        case .restoreForeign:
            try restoreForeign()
        case .makeDomain(let name):
            try makeDomain(named: name)
        case .pauseDomain(let domain, let paused):
            try pause(domain, paused)
        case .scaleDomain(let domain, let numerator, let denominator):
            try scale(domain, numerator, denominator)
        case .moveToDomain(let entity, let domain):
            try move(r(entity), to: domain)
        case .react(let ticks, let animation):
            for _ in 0..<ticks {
                try react(animation: animation)
                try perform(.advance(ticks: 1), visited: visited)
            }
        }
    }

    private func same(_ real: Bool, _ expected: Bool, _ name: String) throws(Divergence) {
        try expect(real == expected, "\(name) returned \(real), expected \(expected)")
    }

    private func setParent(_ child: Entity, _ parent: Entity?) throws(Divergence) {
        var real: HierarchyError?
        var expected: HierarchyError?
        do { try world.setParent(child, to: parent) } catch { real = error }
        do { try model.setParent(child, to: parent) } catch { expected = error }
        try expect(
            real == expected,
            "setParent threw \(real.map { "\($0)" } ?? "nothing"), expected \(expected.map { "\($0)" } ?? "nothing")"
        )
    }

    private func frame(_ move: ClockMove, visited: Entity?) throws(Divergence) {
        driver.move(move)
        let before = world.tick
        _ = driver.takeSystemTicks()
        let frame = driver.engine.frame()
        if visited == nil { realEvents += driver.engine.events } else { eventsAreComplete = false }
        let expected = loop.frame(now: driver.clock.nanoseconds)
        try expect(
            frame.ticks == expected.ticks, "frame ran \(frame.ticks) ticks, expected \(expected.ticks)")
        try expect(frame.alpha == expected.alpha, "frame alpha \(frame.alpha), expected \(expected.alpha)")
        try expect(
            frame.droppedNanoseconds == expected.dropped,
            "frame dropped \(frame.droppedNanoseconds) ns, expected \(expected.dropped)")
        try expect(
            frame.clockWentBackwards == expected.backwards,
            "clockWentBackwards \(frame.clockWentBackwards), expected \(expected.backwards)")
        for _ in 0..<expected.ticks { model.advance() }
        let ticks = driver.takeSystemTicks()
        try expect(
            ticks.count == expected.ticks
                && ticks.enumerated().allSatisfy { $0.element == before + 1 + UInt64($0.offset) },
            "the system saw ticks \(ticks.prefix(5))…, expected \(before + 1)…")
    }

    private func query(_ shape: QueryShape, _ actions: [QueryAction]) throws(Divergence) {
        let members = model.members(of: shape)
        var visits: [Entity] = []
        var failure: Divergence?
        model.beginQuery()
        driver.query(shape) { entity, copy in
            let visit = visits.count
            visits.append(entity)
            guard failure == nil else { return }
            var expectedCopy = model.visitCopy(shape, entity)
            do throws(Divergence) {
                try compare(copy, expectedCopy, entity)
                for action in actions where action.visit == visit {
                    if case .mutateVisited(let value) = action.operation {
                        copy.mutate(shape, value)
                        expectedCopy.mutate(shape, value)
                    } else {
                        try perform(action.operation, visited: entity)
                        try checkState()
                    }
                }
            } catch {
                failure = error
            }
            model.writeBack(expectedCopy, shape, entity)
        }
        model.endQuery()
        if let failure { throw failure }
        try expect(
            visits.count == members.count && Set(visits) == members,
            "query(\(shape)) visited \(visits.sorted()), expected \(members.sorted())")
    }

    private func compare(_ real: VisitCopy, _ expected: VisitCopy, _ entity: Entity) throws(Divergence) {
        try expect(
            BitExact.same(real.float, expected.float) && BitExact.same(real.vector, expected.vector)
                && real.label == expected.label,
            "a query handed \(entity) \(real), expected \(expected)")
    }
}
