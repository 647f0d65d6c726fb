import TransitionCore

extension AnimatedStorage {
    /// One move of a staggered batch: `entity` to `target`, starting `offset` ticks from now.
    @usableFromInline
    struct ScheduledStart {
        @usableFromInline let entity: Entity
        @usableFromInline let target: Value
        @usableFromInline let offset: UInt64

        @inlinable
        init(entity: Entity, target: Value, offset: UInt64) {
            (self.entity, self.target, self.offset) = (entity, target, offset)
        }
    }

    /// Starts each move of `starts` under `animation` (without delay) `offset` ticks after
    /// now on its entity's clock domain: at once for an offset of 0, otherwise through the delayed-retarget queue, so that
    /// a move starts on its own tick from the value presented then (a running transition goes on
    /// until then). Ends the timelines and forgets the delayed retargets of the entities first,
    /// in one pass over the queue, and merges the new starts into it in one pass.
    @usableFromInline
    func schedule(
        _ starts: [ScheduledStart], animation: Animation, tickRate: UInt64, domainOf: (Entity) -> UInt32
    ) {
        if delaysRetargets {
            let moved = Set(starts.lazy.map(\.entity))
            delayedRetargets.removeAll { moved.contains($0.entity) }
        }
        var waiting: [DelayedRetarget<Value>] = []
        for start in starts {
            let domain = domainOf(start.entity)
            let tick = clocks.ticks[Int(domain)]
            guard start.offset > 0, slot(of: start.entity) != nil else {
                animate(
                    start.entity, to: start.target, animation: animation, tick: tick, tickRate: tickRate,
                    domain: domain)
                continue
            }
            endTimeline(of: start.entity, .retargeted)
            let (startTick, overflow) = tick.addingReportingOverflow(start.offset)
            let at = overflow ? UInt64.max : startTick
            waiting.append(
                DelayedRetarget(
                    entity: start.entity, target: start.target, animation: animation, requestTick: at,
                    startTick: at, domain: domain))
        }
        guard !waiting.isEmpty else { return }
        // Stable: equal starts keep the entities' order, after the retargets already waiting.
        let order = waiting.indices.sorted { (waiting[$0].startTick, $0) < (waiting[$1].startTick, $1) }
        var merged = ContiguousArray<DelayedRetarget<Value>>()
        merged.reserveCapacity(delayedRetargets.count + waiting.count)
        var kept = 0
        for index in order {
            let next = waiting[index]
            while kept < delayedRetargets.count, delayedRetargets[kept].startTick <= next.startTick {
                merged.append(delayedRetargets[kept])
                kept += 1
            }
            merged.append(next)
        }
        merged.append(contentsOf: delayedRetargets[kept...])
        delayedRetargets = merged
        refreshNextDelayedStart()
    }
}
