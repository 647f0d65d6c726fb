import Engine
import TransitionCore

/// The reference model of a ``World``, written as plainly as possible from the documentation:
/// dictionaries from entity to component, each transitionable component a ``ModelValue``
/// sampled straight from TransitionCore's `Transition`. No sparse sets, no swap-and-pop, no
/// palettes: whatever the world does faster must come out the same as this.
final class ReferenceModel {
    /// Ticks per second.
    let rate: UInt64
    /// The last tick run.
    var tick: UInt64 = 0
    /// Ticks run in all, restores or not.
    private(set) var ticksRun = 0

    /// Every handle the world issued, in spawn order (an ``EntityReference/spawned(_:)`` ordinal
    /// indexes this).
    private(set) var spawned: [Entity] = []
    /// Living entities.
    var alive: Set<Entity> = []
    /// Ordinals of the living entities, in no particular order (for choosing one at random).
    var aliveOrdinals: [Int] = []
    var alivePosition: [Int: Int] = [:]
    /// The ordinal of every handle issued in the history the model is in (a restore takes
    /// back those issued since its snapshot; the world may issue them again).
    var ordinalOf: [Entity: Int] = [:]
    /// The last few entities despawned, newest last: the stale handles worth checking.
    var recentlyDespawned: [Entity] = []

    var floats: [Entity: ModelValue<Float>] = [:]
    var vectors: [Entity: ModelValue<SIMD2<Float>>] = [:]
    var labels: [Entity: FuzzLabel] = [:]
    var parents: [Entity: Entity] = [:]
    var children: [Entity: [Entity]] = [:]
    var levels: [Entity: ModelValue<Float>] = [:]
    var offsets: [Entity: ModelValue<SIMD2<Float>>] = [:]
    /// Moves seen still running past their length in whole ticks (each must have ended).
    var overdueMoves: [ModelEvent] = []
    /// The timelines playing on `Float` and `SIMD2<Float>` components.
    var floatTimelines: [Entity: ModelTimeline<Float>] = [:]
    /// Counts the timelines played, numbering each run; a restore leaves it as it is.
    var playsStarted: UInt64 = 0
    var vectorTimelines: [Entity: ModelTimeline<SIMD2<Float>>] = [:]
    /// The clock domains the world holds, by index: the world's own first (its ticks kept equal
    /// to ``tick``), then those made, in order (a restore drops those made since its snapshot).
    var domains = [ModelDomain(name: "world")]
    /// The index of the clock domain of each entity not on the world's.
    var domainOf: [Entity: Int] = [:]
    /// The index each `makeClockDomain(named:)` of the run got, in order (a
    /// ``DomainReference/made(_:)`` ordinal indexes this); restores do not take them back.
    var madeIndices: [Int] = []
    /// Ticks run by moves, and steps by timelines, on made domains.
    var domainMotionTicks = 0

    /// Completion events since the last ``clearEvents()``.
    private(set) var events: [ModelEvent] = []
    /// Timeline events since the last ``clearEvents()``, in the order they happened.
    var timelineEvents: [ModelTimelineEvent] = []
    /// The completion and timeline events of the last tick: what the world's `events` hold,
    /// kept by a snapshot and put back by a restore.
    var lastTickEvents: (completions: [ModelEvent], timelines: [ModelTimelineEvent]) = ([], [])
    /// Timeline steps run: each tick adds the number of timelines playing.
    var timelineTicks = 0

    /// The snapshots taken, by slot.
    var saved: [Int: ModelSnapshot] = [:]
    /// Set by a restore, cleared by any later change: the state hash the world must have, and
    /// each clock domain's.
    var hashToCheck: (world: UInt64, domains: [UInt64])?

    private var queryDepth = 0
    private var deferred: [() -> Void] = []

    init(rate: UInt64) {
        self.rate = rate
    }

    // MARK: Entities

    /// Records `entity`, just spawned by the world; returns false if the world had issued that
    /// handle before (a generational handle must never come back).
    func spawn(_ entity: Entity) -> Bool {
        guard ordinalOf[entity] == nil else { return false }
        ordinalOf[entity] = spawned.count
        alivePosition[spawned.count] = aliveOrdinals.count
        aliveOrdinals.append(spawned.count)
        spawned.append(entity)
        alive.insert(entity)
        return true
    }

    /// The handle an ordinal names: the spawned one, or a never-issued one past the end.
    func handle(ordinal: Int) -> Entity {
        ordinal < spawned.count ? spawned[ordinal] : EntityReference.unreached(ordinal)
    }

    func despawn(_ entity: Entity) -> Bool {
        guard alive.contains(entity) else { return false }
        if deferIfQuerying({ _ = self.despawn(entity) }) { return true }
        for child in children[entity] ?? [] {
            parents[child] = nil
        }
        children[entity] = nil
        detach(entity)
        floats[entity] = nil
        vectors[entity] = nil
        floatTimelines[entity] = nil
        vectorTimelines[entity] = nil
        labels[entity] = nil
        levels[entity] = nil
        offsets[entity] = nil
        domainOf[entity] = nil
        alive.remove(entity)
        let ordinal = ordinalOf[entity]!
        let position = alivePosition.removeValue(forKey: ordinal)!
        let last = aliveOrdinals.removeLast()
        if last != ordinal {
            aliveOrdinals[position] = last
            alivePosition[last] = position
        }
        recentlyDespawned.append(entity)
        if recentlyDespawned.count > 6 { recentlyDespawned.removeFirst(recentlyDespawned.count - 6) }
        return true
    }

    func despawnRecursive(_ entity: Entity) -> Bool {
        guard alive.contains(entity) else { return false }
        if deferIfQuerying({ _ = self.despawnRecursive(entity) }) { return true }
        for child in children[entity] ?? [] {
            _ = despawnRecursive(child)
        }
        return despawn(entity)
    }

    // MARK: Components

    func set(_ value: Float, for entity: Entity) -> Bool {
        guard alive.contains(entity) else { return false }
        if deferIfQuerying({ _ = self.set(value, for: entity) }) { return true }
        floats[entity, default: ModelValue(value)].set(value)
        floatTimelines[entity] = nil
        return true
    }

    func set(_ value: SIMD2<Float>, for entity: Entity) -> Bool {
        guard alive.contains(entity) else { return false }
        if deferIfQuerying({ _ = self.set(value, for: entity) }) { return true }
        vectors[entity, default: ModelValue(value)].set(value)
        vectorTimelines[entity] = nil
        return true
    }

    func set(_ value: FuzzLabel, for entity: Entity) -> Bool {
        guard alive.contains(entity) else { return false }
        if deferIfQuerying({ _ = self.set(value, for: entity) }) { return true }
        labels[entity] = value
        return true
    }

    func remove(_ kind: ComponentKind, from entity: Entity) -> Bool {
        guard has(kind, entity) else { return false }
        if deferIfQuerying({ _ = self.remove(kind, from: entity) }) { return true }
        switch kind {
        case .float:
            floats[entity] = nil
            floatTimelines[entity] = nil
        case .vector:
            vectors[entity] = nil
            vectorTimelines[entity] = nil
        case .label: labels[entity] = nil
        }
        return true
    }

    func has(_ kind: ComponentKind, _ entity: Entity) -> Bool {
        switch kind {
        case .float: floats[entity] != nil
        case .vector: vectors[entity] != nil
        case .label: labels[entity] != nil
        }
    }

    /// An entity without the component gets the target at once; otherwise a move starts or is
    /// retargeted. Either way a timeline of the component ends.
    func animate(_ entity: Entity, to target: Float, _ animation: Animation) -> Bool {
        guard alive.contains(entity) else { return false }
        if deferIfQuerying({ _ = self.animate(entity, to: target, animation) }) { return true }
        floatTimelines[entity] = nil
        if floats[entity] == nil {
            floats[entity] = ModelValue(target)
        } else {
            floats[entity]!.animate(to: target, animation, tick: domainTicks(of: entity), rate: rate)
        }
        return true
    }

    func animate(_ entity: Entity, to target: SIMD2<Float>, _ animation: Animation) -> Bool {
        guard alive.contains(entity) else { return false }
        if deferIfQuerying({ _ = self.animate(entity, to: target, animation) }) { return true }
        vectorTimelines[entity] = nil
        if vectors[entity] == nil {
            vectors[entity] = ModelValue(target)
        } else {
            vectors[entity]!.animate(to: target, animation, tick: domainTicks(of: entity), rate: rate)
        }
        return true
    }

    /// Number of running moves of every kind.
    var runningCount: Int {
        floats.values.count { $0.running != nil } + vectors.values.count { $0.running != nil }
            + levels.values.count { $0.running != nil } + offsets.values.count { $0.running != nil }
    }

    // MARK: Ticks

    /// Runs one tick: every clock domain runs its share of it; every running move writes its
    /// value at its entity's domain tick (held or not); those that end report an event; every
    /// timeline steps its playhead as many times as its entity's domain ran whole ticks and,
    /// if it stepped, shows its value. Inside a query the tick waits, like any change, until
    /// the outermost query ends.
    func advance() {
        if deferIfQuerying({ self.advance() }) { return }
        tick += 1
        ticksRun += 1
        let steps = runDomains()
        advance(&floats, .float, steps: steps)
        advance(&vectors, .vector, steps: steps)
        advance(&levels, .level, steps: steps)
        advance(&offsets, .offset, steps: steps)
        advanceTimelines(TimelineLane<Float>.floats, steps: steps)
        advanceTimelines(TimelineLane<SIMD2<Float>>.vectors, steps: steps)
        lastTickEvents = (events.filter { $0.tick == tick }, timelineEvents.filter { $0.tick == tick })
    }

    private func advance<Value>(
        _ table: inout [Entity: ModelValue<Value>], _ kind: ModelEvent.Kind, steps: [UInt64]
    ) {
        for entity in Array(table.keys) {
            let domain = self.domain(of: entity)
            if domain != 0, table[entity]!.running != nil { domainMotionTicks += 1 }
            let ran = steps[domain] > 0
            if table[entity]!.advance(tick: domains[domain].ticks, rate: rate, sampling: ran) {
                events.append(ModelEvent(entity: entity, kind: kind, tick: tick))
            }
            if table[entity]!.isOverdue(tick: domains[domain].ticks, rate: rate) {
                overdueMoves.append(ModelEvent(entity: entity, kind: kind, tick: tick))
            }
        }
    }

    func clearEvents() {
        events.removeAll()
        timelineEvents.removeAll()
    }

    // MARK: Queries

    /// The entities a query of `shape` visits: those with every kind it asks for.
    func members(of shape: QueryShape) -> Set<Entity> {
        alive.filter { entity in shape.kinds.allSatisfy { has($0, entity) } }
    }

    func beginQuery() {
        queryDepth += 1
    }

    /// Ends a query; the outermost applies the deferred changes in the order they were asked.
    func endQuery() {
        queryDepth -= 1
        guard queryDepth == 0 else { return }
        let pending = deferred
        deferred.removeAll()
        for change in pending {
            hashToCheck = nil
            change()
        }
    }

    func deferIfQuerying(_ change: @escaping () -> Void) -> Bool {
        guard queryDepth > 0 else { return false }
        deferred.append(change)
        return true
    }

    /// The copy a query hands its body for `entity`.
    func visitCopy(_ shape: QueryShape, _ entity: Entity) -> VisitCopy {
        let kinds = shape.kinds
        return VisitCopy(
            float: kinds.contains(.float) ? floats[entity]?.value : nil,
            vector: kinds.contains(.vector) ? vectors[entity]?.value : nil,
            label: kinds.contains(.label) ? labels[entity] : nil)
    }

    /// Writes the body's copy back, as the query does when the body returns.
    func writeBack(_ copy: VisitCopy, _ shape: QueryShape, _ entity: Entity) {
        for kind in shape.kinds {
            switch kind {
            case .float: floats[entity]!.value = copy.float!
            case .vector: vectors[entity]!.value = copy.vector!
            case .label: labels[entity] = copy.label!
            }
        }
    }
}
