import TransitionCore

/// Where one running transition goes from and to; the tick it started on is kept beside it.
@usableFromInline
struct TransitionRecord<Value: Transitionable> {
    @usableFromInline var from: Value
    @usableFromInline var to: Value

    @inlinable
    init(from: Value, to: Value) {
        self.from = from
        self.to = to
    }
}

/// The components of a `Transitionable` type together with their running transitions. The
/// components whose transition is running occupy the first `records.count` slots, so one tick
/// walks four parallel contiguous arrays (start offsets, palette indices, records, values) and,
/// beside them, the palette's few plain-data samplers: the layout of EnTT's owning groups.
@usableFromInline
final class AnimatedStorage<Value: Transitionable>: ComponentStorage<Value> {
    /// Running transitions, same slots as the first `records.count` values.
    @usableFromInline @exclusivity(unchecked) var records: ContiguousArray<TransitionRecord<Value>> = []
    /// The tick, of its clock domain, each running transition started on, counted from its
    /// palette entry's base (``AnimationPalette/entryBases``); same slots as `records`.
    @usableFromInline @exclusivity(unchecked) var startOffsets: ContiguousArray<UInt16> = []
    /// Palette entry of each running transition.
    @usableFromInline @exclusivity(unchecked) var animationIndices: ContiguousArray<UInt32> = []
    /// The animations the running transitions use.
    @usableFromInline @exclusivity(unchecked) var palette = AnimationPalette<Value>()
    /// Scratch list of the slots that finished during one advance, kept for its capacity.
    @usableFromInline var finishedSlots: ContiguousArray<Int> = []
    /// The same for each part of an advance cut over threads.
    @usableFromInline var partFinishedSlots: ContiguousArray<ContiguousArray<Int>> = []
    /// Advances one part of a tick cut over threads, once one was: in a class, as an optional
    /// closure is stored abstractly and converting it back allocates.
    @usableFromInline var partAdvance: PartAdvance?
    /// The tick being advanced in parts, while it is.
    @usableFromInline @exclusivity(unchecked) var partedTick: PartedTick?
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

    /// The running transitions from which a tick stores values past the cache: those of a
    /// storage whose records and values outgrow the caches (32 MiB) anyway, so that storing a
    /// value costs no read of its old cache line. Never for values holding references, which
    /// must be stored as values.
    @usableFromInline @exclusivity(unchecked) var streamingThreshold =
        _isPOD(Value.self)
        ? (32 << 20) / (MemoryLayout<TransitionRecord<Value>>.stride + MemoryLayout<Value>.stride) : .max

    override init() { super.init(hashing: ValueHashing()) }

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

    /// Plays `timeline` on `entity`'s component at `playhead`, on clock domain `domain`, for
    /// the choreography on `conductor` (nil: alone), ending what moved it before.
    func play(
        _ timeline: Timeline<Value>, playhead: Playhead, conductor: Entity?, domain: UInt32, on entity: Entity
    ) {
        endMotion(of: entity, .played)
        timelines?.start(timeline, playhead: playhead, conductor: conductor, domain: domain, on: entity)
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
        startOffsets.swapAt(slot, last)
        animationIndices.swapAt(slot, last)
        palette.release(animationIndices.removeLast())
        records.removeLast()
        startOffsets.removeLast()
    }

    /// Appends a running transition: its record, its palette entry (retained for it) and the
    /// tick it starts on. The tick's list of finishing slots grows here, with the records, so
    /// that no tick allocates for it.
    @inlinable
    func appendRecord(_ record: TransitionRecord<Value>, entry: UInt32, startTick: UInt64) {
        records.append(record)
        animationIndices.append(entry)
        startOffsets.append(0)
        setStartTick(startTick, ofSlot: records.count - 1)
        if finishedSlots.capacity < records.count { finishedSlots.reserveCapacity(records.capacity) }
    }

    /// The tick, of its clock domain, the running transition in `slot` started on.
    @inlinable @inline(__always)
    func startTick(ofSlot slot: Int) -> UInt64 {
        palette.entryBases[Int(animationIndices[slot])] &+ UInt64(startOffsets[slot])
    }

    /// Sets the tick the running transition in `slot` started on; its palette entry is one
    /// retained for a transition starting on `tick`, so that the tick fits its base.
    @inlinable
    func setStartTick(_ tick: UInt64, ofSlot slot: Int) {
        let entry = Int(animationIndices[slot])
        assert(palette.fits(tick, in: UInt32(entry)), "a start tick beyond its palette entry's base")
        startOffsets[slot] = UInt16(truncatingIfNeeded: tick &- palette.entryBases[entry])
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
        appendRecord(
            TransitionRecord(from: values[slot], to: target),
            entry: palette.retain(
                animation, velocity: nil, tickRate: tickRate, domain: domain, startTick: tick),
            startTick: tick)
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
        let ticks = tick &- startTick(ofSlot: slot)
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
        let reused =
            carried.map {
                palette.reuse(
                    old, for: animation, velocity: $0, domain: domain, startTick: tick, tickRate: tickRate)
            }
            ?? false
        if !reused {
            animationIndices[slot] = palette.retain(
                animation, velocity: carried, tickRate: tickRate, like: old, domain: domain, startTick: tick)
            palette.release(old)
        }
        records[slot] = TransitionRecord(from: presented, to: target)
        setStartTick(tick, ofSlot: slot)
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
        startOffsets.reserveCapacity(count)
        animationIndices.reserveCapacity(count)
        // All of them may finish on one tick.
        finishedSlots.reserveCapacity(count)
    }

    override var reservedStrides: [Int] {
        super.reservedStrides + [
            MemoryLayout<TransitionRecord<Value>>.stride, MemoryLayout<UInt16>.stride,
            MemoryLayout<UInt32>.stride, MemoryLayout<Int>.stride,
        ]
    }

    override func moveClockDomain(of entity: Entity, from old: UInt32, to new: UInt32, tickRate: UInt64) {
        moveMotions(of: entity, from: old, to: new, tickRate: tickRate)
    }

    override func savedMoreState() -> StorageState? { TransitionState(self) }

    override func restoreMoreState(_ state: StorageState?) { restoreTransitions(state) }

    override var holdsNothing: Bool { super.holdsNothing && delayed.isEmpty }

    override var byteCount: Int {
        super.byteCount + records.capacity * MemoryLayout<TransitionRecord<Value>>.stride
            + startOffsets.capacity * MemoryLayout<UInt16>.stride
            + finishedSlots.capacity * MemoryLayout<Int>.stride
            + animationIndices.capacity * 4 + palette.byteCount
            + delayed.byteCount
    }
}
