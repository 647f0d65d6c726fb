import TransitionCore

/// One running transition: where it goes from and to, and the tick it started on.
@usableFromInline
struct TransitionRecord<Value: Transitionable> {
    @usableFromInline var from: Value
    @usableFromInline var to: Value
    @usableFromInline var startTick: UInt64

    @inlinable
    init(from: Value, to: Value, startTick: UInt64) {
        self.from = from
        self.to = to
        self.startTick = startTick
    }
}

/// The components of a ``Transitionable`` type together with their running transitions. The
/// components whose transition is running occupy the first `records.count` slots, so one tick
/// walks three parallel contiguous arrays (records, palette indices, values) and, beside them,
/// the palette's few plain-data samplers: the layout of EnTT's owning groups.
@usableFromInline
final class AnimatedStorage<Value: Transitionable>: ComponentStorage<Value> {
    /// Running transitions, same slots as the first `records.count` values.
    @usableFromInline @exclusivity(unchecked) var records: ContiguousArray<TransitionRecord<Value>> = []
    /// Palette entry of each running transition.
    @usableFromInline @exclusivity(unchecked) var animationIndices: ContiguousArray<UInt32> = []
    /// The animations the running transitions use.
    @usableFromInline @exclusivity(unchecked) var palette = AnimationPalette<Value>()
    /// Scratch list of the slots that finished during one advance, kept for its capacity.
    @usableFromInline var finishedSlots: ContiguousArray<Int> = []
    /// The timelines playing on these components, once one has been played. Every write of a
    /// component here (set, animate, remove, play) ends its timeline first; timelines show their
    /// values through ``ComponentStorage/store(_:for:)``.
    @exclusivity(unchecked) var timelines: TimelineStorage<Value>? {
        didSet { playsTimelines = timelines != nil || additive != nil }
    }
    /// The additive motions of these components, once one was added: like a timeline, each
    /// ends at any other write of its component and shows its values through
    /// ``ComponentStorage/store(_:for:)``.
    @exclusivity(unchecked) var additive: AdditiveHooks<Value>? {
        didSet { playsTimelines = timelines != nil || additive != nil }
    }
    /// Whether a timeline was ever played, or an additive move added, on these components:
    /// whether reads must look beyond the transitions.
    @usableFromInline @exclusivity(unchecked) final var playsTimelines = false
    /// Retargets waiting for their delay to pass while the motion they replace goes on, in the
    /// order they start.
    @usableFromInline @exclusivity(unchecked) var delayed = DelayedQueue<Value>() {
        didSet { delaysRetargets = !delayed.isEmpty }
    }
    /// Whether a delayed retarget waits: what writes test before looking for one to drop.
    @usableFromInline @exclusivity(unchecked) var delaysRetargets = false
    /// The tick the first delayed retarget starts on; `UInt64.max` when none waits.
    @usableFromInline @exclusivity(unchecked) var nextDelayedStart = UInt64.max

    override init() {}

    /// Number of running transitions.
    @inlinable
    var activeCount: Int { records.count }

    override var activeTransitionCount: Int { records.count }

    /// The advance loop compiled for `Value` in the module that knows it, installed by the
    /// first `World.animate` of this type; nil until then (the generic loop runs instead).
    @usableFromInline @exclusivity(unchecked) var specializedAdvance:
        ((AnimatedStorage<Value>, UInt64, UInt64, (Entity) -> Void) -> Void)?

    /// Writes and removals compiled for `Value` in the module that knows it, installed with
    /// ``specializedAdvance``; nil until then (the generic code runs instead).
    @usableFromInline @exclusivity(unchecked) var specializedWrites: SpecializedWrites?

    /// ``setStoring(_:for:)`` and ``removeComponent(of:_:)`` compiled for `Value`.
    @usableFromInline
    struct SpecializedWrites {
        @usableFromInline let set: (AnimatedStorage<Value>, Value, Entity) -> Int
        @usableFromInline let remove: (AnimatedStorage<Value>, Entity, MotionEvent.Interruption) -> Bool

        @inlinable
        init(
            set: @escaping (AnimatedStorage<Value>, Value, Entity) -> Int,
            remove: @escaping (AnimatedStorage<Value>, Entity, MotionEvent.Interruption) -> Bool
        ) {
            (self.set, self.remove) = (set, remove)
        }
    }

    override func advanceTick(to tick: UInt64, tickRate: UInt64, finished: (Entity) -> Void) {
        if let specializedAdvance {
            specializedAdvance(self, tick, tickRate, finished)
        } else {
            advance(to: tick, tickRate: tickRate, finished: finished)
        }
    }

    /// ``set(_:for:)``, for inlinable code.
    @usableFromInline
    func setWithoutAnimation(_ value: Value, for entity: Entity) {
        set(value, for: entity)
    }

    /// Sets a component without animation, ending any transition or timeline of it.
    @discardableResult
    override func set(_ value: Value, for entity: Entity) -> Int {
        if let specializedWrites { return specializedWrites.set(self, value, entity) }
        return setStoring(value, for: entity)
    }

    /// Removes a component, ending any transition or timeline of it.
    @discardableResult
    override func remove(_ entity: Entity) -> Bool {
        if let specializedWrites { return specializedWrites.remove(self, entity, .removed) }
        return removeComponent(of: entity, .removed)
    }

    override func despawn(_ entity: Entity) {
        if let specializedWrites {
            _ = specializedWrites.remove(self, entity, .despawned)
        } else {
            removeComponent(of: entity, .despawned)
        }
    }

    /// ``set(_:for:)``'s work: ends `entity`'s motion, then stores `value`; returns its slot.
    @inlinable
    func setStoring(_ value: Value, for entity: Entity) -> Int {
        endMotion(of: entity, .set)
        return store(value, for: entity)
    }

    /// Ends the motion of `entity`'s component for `reason` and removes the component; returns
    /// whether there was one.
    @inlinable @discardableResult
    func removeComponent(of entity: Entity, _ reason: MotionEvent.Interruption) -> Bool {
        endMotion(of: entity, reason)
        guard let slot = slot(of: entity) else { return false }
        removeSlot(slot)
        return true
    }

    /// Plays `player` on `entity`'s component from its start, ending what moved it before.
    func play(_ player: TimelinePlayer<Value>, on entity: Entity) {
        endMotion(of: entity, .played)
        store(player.value, for: entity)
        timelines?.store(player, for: entity)
    }

    /// Ends the timeline of `entity`'s component, if one plays, for `reason`, leaving its value
    /// as is.
    @usableFromInline
    func endTimeline(of entity: Entity, _ reason: MotionEvent.Interruption) {
        if let timelines, timelines.remove(entity) { reportInterruption(of: entity, .timeline, reason) }
        if let additive, additive.end(entity) { reportInterruption(of: entity, .transition, reason) }
    }

    /// Ends the timeline and the transition of `entity`'s component, and forgets a delayed
    /// retarget of it, for `reason`, leaving its value as is.
    @inlinable
    func endMotion(of entity: Entity, _ reason: MotionEvent.Interruption) {
        endTimeline(of: entity, reason)
        if delaysRetargets { dropDelayedRetarget(of: entity) }
        if let slot = slot(of: entity), slot < activeCount {
            cancel(slot: slot)
            reportInterruption(of: entity, .transition, reason)
        }
    }

    /// Ends the transition in `slot` where it is, moving the component out of the running range.
    @inlinable
    func cancel(slot: Int) {
        let last = activeCount - 1
        swapSlots(slot, last)
        // Through a buffer pointer: unspecialized, `MutableCollection.swapAt` allocates.
        records.withUnsafeMutableBufferPointer { $0.swapAt(slot, last) }
        animationIndices.swapAt(slot, last)
        palette.release(animationIndices.removeLast())
        records.removeLast()
    }

    /// The transition of the component in `slot`, as TransitionCore's value type.
    @inlinable
    func transition(at slot: Int) -> Transition<Value> {
        let record = records[slot]
        let index = Int(animationIndices[slot])
        return Transition(
            from: record.from, to: record.to, animation: palette.entries[index].animation,
            velocity: palette.velocities[index])
    }

    /// Starts a transition of `entity`'s component to `target` at `tick` of clock domain
    /// `domain` (the entity's), or retargets the running one from its presented value. An
    /// entity without this component gets `target` at once. Inlinable, so that `World.animate`
    /// compiles it for `Value` where `Value` is known.
    @inlinable
    func animate(
        _ entity: Entity, to target: Value, animation: Animation, tick: UInt64, tickRate: UInt64,
        domain: UInt32 = 0
    ) {
        endTimeline(of: entity, .retargeted)
        if delaysRetargets { dropDelayedRetarget(of: entity) }
        guard var slot = slot(of: entity) else {
            setWithoutAnimation(target, for: entity)
            return
        }
        if slot < activeCount, animation.delay > 0 {
            delayRetarget(
                entity, to: target, animation: animation, tick: tick, tickRate: tickRate, domain: domain)
            return
        }
        if slot < activeCount {
            retarget(slot, to: target, animation: animation, tick: tick, tickRate: tickRate, domain: domain)
            reportInterruption(of: entity, .transition, .retargeted)
            return
        }
        let first = activeCount
        swapSlots(slot, first)
        slot = first
        records.append(TransitionRecord(from: values[slot], to: target, startTick: tick))
        animationIndices.append(palette.retain(animation, velocity: nil, tickRate: tickRate, domain: domain))
    }

    /// Retargets the running transition in `slot` at `tick` to `target` under `animation`, from
    /// its presented value, exactly as ``Transition/retarget(to:animation:elapsed:)`` does: the
    /// value sampled through the tick sampler where it answers, a spring's velocity worked out
    /// only when the new animation is a spring, the sampler shared when the animation is the same.
    @inlinable
    func retarget(
        _ slot: Int, to target: Value, animation: Animation, tick: UInt64, tickRate: UInt64,
        domain: UInt32 = 0
    ) {
        let old = animationIndices[slot]
        let index = Int(old)
        let ticks = tick &- records[slot].startTick
        let elapsed = Double(ticks) / Double(tickRate)
        let samplerIndex = Int(palette.samplerIndices[index])
        let (fast, isSpring) = palette.samplers.withUnsafeBufferPointer { samplers in
            (samplers[samplerIndex].sample(ticks: ticks), samplers[samplerIndex].isSpring)
        }
        let sample = fast ?? animationSample(index, at: elapsed)
        let velocity = palette.velocities[index]
        let presented = Transition.presentedValue(
            from: records[slot].from, to: records[slot].to, velocity: velocity, isSpring: isSpring, at: sample
        )
        let carried = animation.isSpring ? carriedVelocity(slot, elapsed: elapsed, into: animation) : nil
        // A spring retargeted on the same spring keeps its own entry, with the new velocity.
        let reused = carried.map { palette.reuse(old, for: animation, velocity: $0, domain: domain) } ?? false
        if !reused {
            animationIndices[slot] = palette.retain(
                animation, velocity: carried, tickRate: tickRate, like: old, domain: domain)
            palette.release(old)
        }
        records[slot] = TransitionRecord(from: presented, to: target, startTick: tick)
    }

    /// The velocity a spring `animation` taking over the transition in `slot` `elapsed`
    /// seconds in starts with, as ``Transition/retarget(to:animation:elapsed:)`` carries it.
    @inlinable @inline(never)
    func carriedVelocity(_ slot: Int, elapsed: Double, into animation: Animation) -> Value? {
        let index = Int(animationIndices[slot])
        let rates = palette.entries[index].animation.springRates(at: elapsed)
        guard rates != (0, 0) else { return nil }
        let perOwnSecond = Float(1 / animation.speed)
        return Value.springVelocity(
            from: records[slot].from, to: records[slot].to, velocity: palette.velocities[index],
            stepRate: rates.step * perOwnSecond, impulseRate: rates.impulse * perOwnSecond)
    }

    /// Writes every running transition's value at `tick` into its component; finished ones
    /// land exactly on their target, leave the running range and are reported to `finished`,
    /// from the highest slot down. Allocates nothing once `finishedSlots` has grown.
    @inlinable
    func advance(to tick: UInt64, tickRate: UInt64, finished: (Entity) -> Void) {
        if tick >= nextDelayedStart { startDelayedRetargets(at: tick, tickRate: tickRate) }
        guard !records.isEmpty else { return }
        let rate = Double(tickRate)
        // On other clock domains than the world's, each transition is at its domain's tick.
        let usesDomains = palette.domainEntryCount > 0
        var finishedSlots = self.finishedSlots
        self.finishedSlots = []
        finishedSlots.removeAll(keepingCapacity: true)
        withTickBuffers { buffers in
            // Two copies of the loop: the world's ticks alone need no lookup per transition.
            if usesDomains {
                // A domain that ran no whole tick (paused, or slowed between its ticks) keeps
                // its values: its transitions are not sampled.
                advanceRunning(buffers, rate: rate, finishedSlots: &finishedSlots) { index in
                    let domain = Int(buffers.entryDomains[index])
                    return buffers.domainSteps[domain] == 0 ? nil : buffers.domainTicks[domain]
                }
            } else {
                advanceRunning(buffers, rate: rate, finishedSlots: &finishedSlots) { _ in tick }
            }
        }
        // Descending order: each finished transition swaps with a running one already written.
        for slot in finishedSlots {
            finished(entities[slot])
            cancel(slot: slot)
        }
        self.finishedSlots = finishedSlots
    }

    /// Writes the value of every running transition in `buffers` at the tick `now` gives for
    /// its palette entry (none when it gives nil), from the highest slot down, appending the
    /// slots that finished.
    @inlinable @inline(__always)
    func advanceRunning(
        _ buffers: TickBuffers, rate: Double, finishedSlots: inout ContiguousArray<Int>,
        now: (_ entry: Int) -> UInt64?
    ) {
        var slot = buffers.records.count
        while slot > 0 {
            slot -= 1
            let index = Int(buffers.indices[slot])
            guard let now = now(index) else { continue }
            let ticks = now &- buffers.records[slot].startTick
            // Most ticks: plain data, the same bits, no division for a curve, never finished.
            if let sample = buffers.sampler(ofEntry: index).pointee.sample(ticks: ticks) {
                buffers.present(slot, index, at: sample)
                continue
            }
            let sample = buffers.entries[index].animation.sample(at: Double(ticks) / rate)
            buffers.present(slot, index, at: sample)
            if sample.isFinished { finishedSlots.append(slot) }
        }
    }

    /// The buffers one tick reads and writes, for the length of one call: swift-collections'
    /// unsafe-handle pattern, so that the tick loop is one flat scope.
    @usableFromInline
    struct TickBuffers {
        @usableFromInline let records: UnsafeBufferPointer<TransitionRecord<Value>>
        @usableFromInline let indices: UnsafeBufferPointer<UInt32>
        @usableFromInline let samplerIndices: UnsafeBufferPointer<UInt32>
        @usableFromInline let samplers: UnsafeBufferPointer<Animation.TickSampler>
        @usableFromInline let entries: UnsafeBufferPointer<AnimationPalette<Value>.Entry>
        @usableFromInline let velocities: UnsafeBufferPointer<Value?>
        @usableFromInline let values: UnsafeMutableBufferPointer<Value>
        @usableFromInline let entryDomains: UnsafeBufferPointer<UInt32>
        @usableFromInline let domainTicks: UnsafeBufferPointer<UInt64>
        @usableFromInline let domainSteps: UnsafeBufferPointer<UInt64>

        @inlinable
        init(
            records: UnsafeBufferPointer<TransitionRecord<Value>>, indices: UnsafeBufferPointer<UInt32>,
            samplerIndices: UnsafeBufferPointer<UInt32>, samplers: UnsafeBufferPointer<Animation.TickSampler>,
            entries: UnsafeBufferPointer<AnimationPalette<Value>.Entry>,
            velocities: UnsafeBufferPointer<Value?>,
            values: UnsafeMutableBufferPointer<Value>,
            entryDomains: UnsafeBufferPointer<UInt32>, domainTicks: UnsafeBufferPointer<UInt64>,
            domainSteps: UnsafeBufferPointer<UInt64>
        ) {
            (self.records, self.indices, self.samplers) = (records, indices, samplers)
            self.samplerIndices = samplerIndices
            (self.entries, self.velocities, self.values) = (entries, velocities, values)
            (self.entryDomains, self.domainTicks, self.domainSteps) = (entryDomains, domainTicks, domainSteps)
        }

        /// Writes the value of the transition in `slot`, timed by palette entry `index`, at `sample`.
        @inlinable @inline(__always)
        func present(_ slot: Int, _ index: Int, at sample: Animation.Sample) {
            values[slot] = Transition.presentedValue(
                from: records[slot].from, to: records[slot].to, velocity: velocities[index],
                isSpring: sampler(ofEntry: index).pointee.isSpring, at: sample)
        }

        /// The sampler of palette entry `index`, in place.
        @inlinable @inline(__always)
        func sampler(ofEntry index: Int) -> UnsafePointer<Animation.TickSampler> {
            samplers.baseAddress.unsafelyUnwrapped + Int(samplerIndices[index])
        }
    }

    /// Calls `body` with the tick's buffers; they are valid only during the call.
    @inlinable @inline(__always)
    func withTickBuffers(_ body: (TickBuffers) -> Void) {
        records.withUnsafeBufferPointer { records in
            animationIndices.withUnsafeBufferPointer { indices in
                palette.samplerIndices.withUnsafeBufferPointer { samplerIndices in
                    palette.samplers.withUnsafeBufferPointer { samplers in
                        palette.entries.withUnsafeBufferPointer { entries in
                            palette.velocities.withUnsafeBufferPointer { velocities in
                                values.withUnsafeMutableBufferPointer { values in
                                    palette.entryDomains.withUnsafeBufferPointer { entryDomains in
                                        clocks.ticks.withUnsafeBufferPointer { domainTicks in
                                            clocks.lastSteps.withUnsafeBufferPointer { domainSteps in
                                                body(
                                                    TickBuffers(
                                                        records: records, indices: indices,
                                                        samplerIndices: samplerIndices,
                                                        samplers: samplers, entries: entries,
                                                        velocities: velocities,
                                                        values: values, entryDomains: entryDomains,
                                                        domainTicks: domainTicks, domainSteps: domainSteps))
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether an additive motion moves `entity`'s component.
    @usableFromInline
    func movesAdditively(_ entity: Entity) -> Bool {
        additive?.moves(entity) ?? false
    }

    /// The value of the timeline playing on `entity`'s component, presented `alpha` of a tick
    /// after the last tick; nil when none plays.
    @usableFromInline
    func timelinePresented(_ entity: Entity, alpha: Double) -> Value? {
        timelines?.presented(entity, alpha: alpha) ?? additive?.presented(entity, alpha)
    }

    /// `entity`'s value presented `alpha` of a tick after `tick`, between ticks.
    @inlinable
    func presented(_ entity: Entity, tick: UInt64, alpha: Double, tickRate: UInt64) -> Value? {
        guard let slot = slot(of: entity) else { return nil }
        return presentedValue(
            at: slot, tick: tick, alpha: AnimatedStorage.presentationAlpha(alpha), tickRate: tickRate)
    }

    override func hash(into hasher: inout StateHasher) { hashState(into: &hasher) }

    override func hash(into hasher: inout StateHasher, including: (Entity) -> Bool) {
        hashState(into: &hasher, including: including)
    }

    override func reserveCapacity(_ count: Int) {
        super.reserveCapacity(count)
        records.reserveCapacity(count)
        animationIndices.reserveCapacity(count)
    }

    override func moveClockDomain(of entity: Entity, from old: UInt32, to new: UInt32, tickRate: UInt64) {
        moveMotions(of: entity, from: old, to: new, tickRate: tickRate)
    }

    override func savedMoreState() -> StorageState? { TransitionState(self) }

    override func restoreMoreState(_ state: StorageState?) { restoreTransitions(state) }

    override var holdsNothing: Bool { super.holdsNothing && delayed.isEmpty }

    override var byteCount: Int {
        super.byteCount + records.capacity * MemoryLayout<TransitionRecord<Value>>.stride
            + animationIndices.capacity * 4 + palette.byteCount
            + delayed.byteCount
    }
}
