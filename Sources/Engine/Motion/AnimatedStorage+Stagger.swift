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
    /// now on its entity's clock domain: at once for an offset of 0, otherwise through the
    /// delayed-retarget queue, so that a move starts on its own tick from the value presented
    /// then (a running transition goes on until then). Ends the timelines of the entities and
    /// drops the retargets they had waiting; the new starts are merged into the queue in one
    /// pass. An entity listed more than once with an offset keeps the last such start. Makes
    /// room for all the waiting starts to run, so that the ticks starting them allocate nothing.
    @inlinable
    func schedule(
        _ starts: [ScheduledStart], animation: Animation, tickRate: UInt64, domainOf: (Entity) -> UInt32
    ) {
        var waiting: [DelayedRetarget<Value>] = []
        waiting.reserveCapacity(starts.count)
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
        // Room now for every waiting start to run: the ticks that start them allocate nothing.
        let running = min(values.count, activeCount + delayed.count + waiting.count)
        records.reserveCapacity(running)
        startOffsets.reserveCapacity(running)
        animationIndices.reserveCapacity(running)
        delayed.append(batch: &waiting)
        refreshNextDelayedStart()
    }
}
