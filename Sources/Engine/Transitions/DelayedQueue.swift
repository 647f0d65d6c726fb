import TransitionCore

/// The retargets waiting for their start tick, at most one per entity: each clock domain's in
/// a lane of its own, in the order they start (by start tick, then in the order they were
/// queued), and an index from entity to place. Finding, dropping or changing an entity's
/// retarget is O(1) amortised, starting the k first ones O(k) amortised.
@usableFromInline
struct DelayedQueue<Value: Transitionable> {
    /// The lanes, by clock domain index; made up to the highest domain that queued one.
    @usableFromInline var lanes: ContiguousArray<DelayedLane<Value>> = []
    /// Entity index to the position of its retarget in its lane.
    @usableFromInline var positions = SparseIndex()
    /// Entity index to the lane of its retarget, for lanes other than the world's.
    @usableFromInline var domains = SparseIndex()
    /// Number of retargets waiting.
    @usableFromInline var count = 0
    /// Number of retargets waiting on clock domains other than the world's.
    @usableFromInline var countElsewhere = 0
    /// The order given last to a retarget queued after all the others.
    @usableFromInline var lastOrder: Int64 = 0
    /// The order given last to a retarget put before all the others starting with it.
    @usableFromInline var firstOrder: Int64 = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { count == 0 }

    /// The lane and position of `entity`'s waiting retarget; nil when none waits.
    @inlinable
    func place(of entity: Entity) -> (lane: Int, position: Int)? {
        let position = positions.slot(of: entity.index)
        guard position != SparseIndex.absent else { return nil }
        let domain = domains.slot(of: entity.index)
        let lane = domain == SparseIndex.absent ? 0 : Int(domain)
        guard lanes[lane].entries[Int(position)].entity == entity else { return nil }
        return (lane, Int(position))
    }

    /// Whether a retarget waits for `entity`.
    @inlinable
    func contains(_ entity: Entity) -> Bool { place(of: entity) != nil }

    /// The first start tick of the world's lane; `UInt64.max` when none waits there.
    @inlinable
    var firstWorldStart: UInt64 {
        lanes.isEmpty ? .max : lanes[0].firstKey?.start ?? .max
    }

    /// The earliest start tick of any lane; `UInt64.max` when none waits.
    @inlinable
    var firstStart: UInt64 {
        lanes.reduce(UInt64.max) { min($0, $1.firstKey?.start ?? .max) }
    }

    /// Queues `retarget` after every retarget starting on or before its start tick, dropping
    /// the one of its entity that waited.
    @inlinable
    mutating func append(_ retarget: DelayedRetarget<Value>) {
        var retarget = retarget
        lastOrder += 1
        retarget.order = lastOrder
        insert(retarget)
    }

    /// Puts `retarget` where its start tick and order place it in its domain's lane, dropping
    /// the one of its entity that waited.
    @inlinable
    mutating func insert(_ retarget: DelayedRetarget<Value>) {
        remove(retarget.entity)
        let lane = Int(retarget.domain)
        addLanes(through: lane)
        var retarget = retarget
        retarget.isWaiting = true
        let position = lanes[lane].insert(retarget, positions: &positions)
        positions.set(UInt32(position), for: retarget.entity.index)
        noteAdded(retarget.entity, lane: lane)
    }

    /// Takes `entity`'s waiting retarget out of the queue; nil when none waits.
    @inlinable @discardableResult
    mutating func remove(_ entity: Entity) -> DelayedRetarget<Value>? {
        guard let (lane, position) = place(of: entity) else { return nil }
        let removed = lanes[lane].entries[position]
        noteRemoved(entity, lane: lane)
        lanes[lane].drop(at: position)
        if lanes[lane].needsSweep { lanes[lane].sweep(positions: &positions) }
        return removed
    }

    /// Changes the target of `entity`'s waiting retarget by `change`; returns whether one waits.
    @inlinable
    mutating func moveTarget(of entity: Entity, by change: Value) -> Bool where Value: VectorTransitionable {
        guard let (lane, position) = place(of: entity) else { return false }
        lanes[lane].entries[position].target = lanes[lane].entries[position].target + change
        return true
    }

    /// Takes the first retarget of the world's lane when it starts at or before `tick`.
    @inlinable
    mutating func removeFirstWorld(dueBy tick: UInt64) -> DelayedRetarget<Value>? {
        guard !lanes.isEmpty, let first = lanes[0].firstKey, first.start <= tick else { return nil }
        return removeFirst(ofLane: 0)
    }

    /// Takes the retarget that starts first among those due, each lane's at its domain's tick
    /// in `ticks` (at `tick` past its end).
    @inlinable
    mutating func removeFirst(dueBy ticks: ContiguousArray<UInt64>, tick: UInt64) -> DelayedRetarget<Value>? {
        var chosen: (lane: Int, start: UInt64, order: Int64)?
        for lane in lanes.indices {
            guard let first = lanes[lane].firstKey else { continue }
            let now = lane < ticks.count ? ticks[lane] : tick
            guard first.start <= now else { continue }
            if let best = chosen, (best.start, best.order) <= first { continue }
            chosen = (lane, first.start, first.order)
        }
        guard let chosen else { return nil }
        return removeFirst(ofLane: chosen.lane)
    }

    /// Takes the first waiting retarget of `lane`.
    @inlinable
    mutating func removeFirst(ofLane lane: Int) -> DelayedRetarget<Value> {
        let first = lanes[lane].removeFirst()
        noteRemoved(first.entity, lane: lane)
        return first
    }

    /// Sweeps the lanes whose entries are more than half done with.
    @inlinable
    mutating func tidy() {
        for lane in lanes.indices where lanes[lane].needsSweep {
            lanes[lane].sweep(positions: &positions)
        }
    }

    /// Counts `entity`'s retarget, just put in `lane`.
    @inlinable
    mutating func noteAdded(_ entity: Entity, lane: Int) {
        count += 1
        guard lane != 0 else { return }
        countElsewhere += 1
        domains.set(UInt32(lane), for: entity.index)
    }

    /// Forgets `entity`'s retarget, which leaves `lane`.
    @inlinable
    mutating func noteRemoved(_ entity: Entity, lane: Int) {
        positions.clear(entity.index)
        count -= 1
        guard lane != 0 else { return }
        countElsewhere -= 1
        domains.clear(entity.index)
    }

    /// Makes the lanes up to `lane`.
    @inlinable
    mutating func addLanes(through lane: Int) {
        if lane >= lanes.count {
            lanes.append(contentsOf: repeatElement(DelayedLane(), count: lane + 1 - lanes.count))
        }
    }
}
