import TransitionCore

extension DelayedQueue {
    /// Queues `batch`, listed in the order it was asked for, each after the retargets already
    /// waiting that start on or before its start tick; the batch's own that start together keep
    /// its order. Drops the retargets its entities had waiting; an entity listed more than once
    /// keeps its last. Leaves `batch` in start order, by clock domain.
    /// - Complexity: O(m log m) for m retargets, plus the lanes they merge into when they do
    ///   not all start after those already waiting.
    @inlinable
    mutating func append(batch: inout [DelayedRetarget<Value>]) {
        for retarget in batch { remove(retarget.entity) }
        var repeated = false
        for index in batch.indices {
            lastOrder += 1
            batch[index].order = lastOrder
            batch[index].isWaiting = true
            // None of the batch waits now: `positions` marks each entity's listing until the
            // lanes put the real positions in.
            let earlier = positions.slot(of: batch[index].entity.index)
            if earlier != SparseIndex.absent {
                batch[Int(earlier)].isWaiting = false
                repeated = true
            }
            positions.set(UInt32(index), for: batch[index].entity.index)
        }
        if repeated { batch.removeAll { !$0.isWaiting } }
        let inOrder = { (a: DelayedRetarget<Value>, b: DelayedRetarget<Value>) in
            a.domain < b.domain || (a.domain == b.domain && a.startsBefore(b))
        }
        if zip(batch, batch.dropFirst()).contains(where: { !inOrder($0, $1) }) { batch.sort(by: inOrder) }
        var start = batch.startIndex
        while start < batch.endIndex {
            let lane = Int(batch[start].domain)
            var end = start + 1
            while end < batch.endIndex, batch[end].domain == batch[start].domain { end += 1 }
            addLanes(through: lane)
            lanes[lane].merge(batch[start..<end], positions: &positions)
            for retarget in batch[start..<end] { noteAdded(retarget.entity, lane: lane) }
            start = end
        }
    }

    /// Moves `entity`'s waiting retarget to clock domain `domain`, its ticks shifted by
    /// `shift` (a start at `UInt64.max` stays there). Among the retargets starting on its new
    /// start tick it goes first when it starts later than before, last when sooner. Returns
    /// whether one waits.
    @inlinable
    mutating func move(_ entity: Entity, to domain: UInt32, shift: UInt64) -> Bool {
        guard var moved = remove(entity) else { return false }
        let start = moved.startTick == .max ? .max : moved.startTick &+ shift
        if start > moved.startTick {
            firstOrder -= 1
            moved.order = firstOrder
        } else if start < moved.startTick {
            lastOrder += 1
            moved.order = lastOrder
        }
        moved.requestTick &+= shift
        moved.startTick = start
        moved.domain = domain
        insert(moved)
        return true
    }
}
