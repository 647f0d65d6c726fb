import CTickKernels
import TransitionCore

extension AnimatedStorage {
    /// `alpha` as the presentation reads it: clamped into 0...1, a NaN or infinite one 0.
    @inlinable
    static func presentationAlpha(_ alpha: Double) -> Double {
        // Inside the interval (the usual case) it is itself: one test instead of three.
        if alpha > 0, alpha <= 1 { return alpha }
        return alpha.isFinite ? min(max(alpha, 0), 1) : 0
    }

    /// The value in `slot` presented `alpha` (already clamped) of a tick after `tick`: its
    /// transition sampled there, or its resting value. Timelines are not looked at.
    @inlinable @inline(__always)
    func presentedValue(at slot: Int, tick: UInt64, alpha: Double, tickRate: UInt64) -> Value {
        guard slot < records.count else { return values[slot] }
        let index = Int(animationIndices[slot])
        var (tick, alpha) = (tick, alpha)
        if palette.domainEntryCount > 0, palette.entryDomains[index] != 0 {
            (tick, alpha) = clocks.presentation(of: Int(palette.entryDomains[index]), alpha: alpha)
        }
        return sampledValue(
            at: slot, ticks: tick &- startTick(ofSlot: slot), alpha: alpha, tickRate: tickRate)
    }

    /// The value of the running transition in `slot` `ticks + alpha` ticks of its clock domain
    /// after it started.
    @inlinable @inline(__always)
    func sampledValue(at slot: Int, ticks: UInt64, alpha: Double, tickRate: UInt64) -> Value {
        let index = Int(animationIndices[slot])
        let samplerIndex = Int(palette.samplerIndices[index])
        // The sampler is read in place: a copy would retain the spring table it may hold.
        let sample =
            palette.samplers[samplerIndex].sample(ticks: ticks, alpha: alpha)
            ?? animationSample(index, at: (Double(ticks) + alpha) / Double(tickRate))
        return Transition.presentedValue(
            from: records[slot].from, to: records[slot].to, velocity: palette.velocities[index],
            isSpring: palette.samplers[samplerIndex].isSpring, at: sample)
    }

    /// Palette entry `index`'s animation sampled `elapsed` seconds in: where the tick sampler
    /// does not answer, out of line so that the fast path stays small.
    @inlinable @inline(never)
    func animationSample(_ index: Int, at elapsed: Double) -> Animation.Sample {
        palette.entries[index].animation.sample(at: elapsed)
    }

    /// Whether any timeline plays on these components now.
    @usableFromInline
    var hasPlayingTimelines: Bool { (timelines?.count ?? 0) > 0 || (additive?.count() ?? 0) > 0 }
}

/// Reads one storage's presented values for a bulk presentation call: the storage's arrays,
/// the moment and whether timelines must be looked at, settled once per call. Valid while the
/// call runs, as a ``QueryColumn`` is: changes wait until it returns.
@usableFromInline
struct PresentedValues<Value: Transitionable> {
    @usableFromInline let column: QueryColumn<Value>
    /// What each value is presented from.
    @usableFromInline let presentation: Presentation<Value>

    @inlinable
    init(_ storage: AnimatedStorage<Value>, tick: UInt64, tickRate: UInt64, alpha: Double) {
        column = QueryColumn(storage)
        presentation = Presentation(storage, tick: tick, tickRate: tickRate, alpha: alpha)
    }

    /// The number of components, slots `0..<count`.
    @inlinable
    var count: Int { column.count }

    /// The entity in `slot`.
    @inlinable @inline(__always)
    func entity(at slot: Int) -> Entity { column.entities[slot] }

    /// `entity`'s slot, or nil when it has no component here.
    @inlinable @inline(__always)
    func slot(of entity: Entity, hint: Int) -> Int? { column.slot(of: entity, hint: hint) }

    /// `entity`'s value, in `slot`, as ``World/presented(_:of:alpha:)`` returns it.
    @inlinable @inline(__always)
    func value(of entity: Entity, at slot: Int) -> Value { presentation.value(of: entity, at: slot) }

    /// Calls `body` with every entity and its value, in slot order, as ``value(of:at:)`` gives
    /// them: the progress of neighbouring running transitions that share a polynomial curve is
    /// computed together, in the tick's vector kernel, with the same bits.
    @inlinable
    func forEach(_ body: (Entity, Value) -> Void) {
        let p = presentation
        // Timelines and clock domains are looked at per entity.
        let running = p.timelinesPlay || p.usesDomains ? 0 : p.activeCount
        var slot = 0
        withUnsafeTemporaryAllocation(of: Float.self, capacity: AnimatedStorage<Value>.runLength) { scratch in
            let progress = scratch.baseAddress.unsafelyUnwrapped
            while slot < running {
                let entry = p.indices[slot]
                let end = tick_kernels_run_end(
                    p.indices, slot, Swift.min(running, slot + AnimatedStorage<Value>.runLength), entry)
                defer { slot = end }
                let index = Int(entry)
                let sampler = p.samplers + Int(p.samplerIndices[index])
                guard end - slot >= 4, let curve = sampler.pointee.polynomialCurve else {
                    for each in slot..<end {
                        body(entity(at: each), p.value(of: entity(at: each), at: each))
                    }
                    continue
                }
                tick_kernels_curve_progress_between(
                    curve.curve, end - slot, p.startOffsets + slot, p.tick &- p.entryBases[index],
                    p.clampedAlpha,
                    curve.fractionPerTick, curve.tickCount, curve.reverses ? 1 : 0, progress)
                if Value.floatLaneCount == 0, _isPOD(Value.self) {
                    // Through the value type's batch (a colour's vector kernel), into scratch
                    // values: the same bits as one by one.
                    Self.presentBatched(p, slot..<end, progress: progress, { entity(at: $0) }, body)
                    continue
                }
                for each in slot..<end {
                    let entity = entity(at: each)
                    let fraction = progress[each - slot]
                    if fraction.isNaN {
                        body(entity, p.value(of: entity, at: each))
                        continue
                    }
                    // A curve: no spring, so no velocity.
                    body(
                        entity,
                        p.records[each].from.transition(to: p.records[each].to, progress: fraction))
                }
            }
        }
        for each in slot..<count { body(entity(at: each), p.value(of: entity(at: each), at: each)) }
    }

    /// Calls `body` with the entity and value of each slot of `slots`, a run sharing one curve
    /// whose `progress` the kernel computed: the values through `Value.transitions(_:)` (plain
    /// data) into scratch space on the stack, a few at a time, those it leaves one by one.
    @inlinable @inline(__always)
    static func presentBatched(
        _ p: Presentation<Value>, _ slots: Range<Int>, progress: UnsafePointer<Float>,
        _ entity: (Int) -> Entity, _ body: (Entity, Value) -> Void
    ) {
        // Within what a temporary allocation keeps on the stack.
        let chunk = Swift.max(1, 1024 / MemoryLayout<Value>.stride)
        var low = slots.lowerBound
        while low < slots.upperBound {
            let high = Swift.min(slots.upperBound, low + chunk)
            withUnsafeTemporaryAllocation(of: Value.self, capacity: chunk) { scratch in
                presentBatched(
                    p, low..<high, progress: progress + (low - slots.lowerBound),
                    values: scratch.baseAddress.unsafelyUnwrapped, entity, body)
            }
            low = high
        }
    }

    /// ``presentBatched(_:_:progress:_:_:)`` for a run that `values` has room for.
    @inlinable @inline(__always)
    static func presentBatched(
        _ p: Presentation<Value>, _ slots: Range<Int>, progress: UnsafePointer<Float>,
        values: UnsafeMutablePointer<Value>, _ entity: (Int) -> Entity, _ body: (Entity, Value) -> Void
    ) {
        // A record is `from` then `to`, each at its type's alignment: `to` one stride on.
        let pairs = UnsafeRawPointer(p.records + slots.lowerBound)
        Value.transitions(
            TransitionRun(
                count: slots.count, starts: pairs.assumingMemoryBound(to: Value.self),
                ends: (pairs + MemoryLayout<Value>.stride).assumingMemoryBound(to: Value.self),
                stride: MemoryLayout<TransitionRecord<Value>>.stride, progresses: progress, values: values))
        for each in slots {
            let entity = entity(each)
            let k = each - slots.lowerBound
            body(entity, progress[k].isNaN ? p.value(of: entity, at: each) : values[k])
        }
    }
}

/// One storage's values as they look at a moment between ticks: its arrays, the moment and
/// whether timelines must be looked at, settled once per call, and the one sampling of a value
/// that ``World/presented(_:of:alpha:)`` and the bulk reads share. Valid while the call runs.
@usableFromInline
struct Presentation<Value: Transitionable> {
    @usableFromInline unowned(unsafe) let storage: AnimatedStorage<Value>
    @usableFromInline let values: UnsafePointer<Value>
    @usableFromInline let records: UnsafePointer<TransitionRecord<Value>>
    @usableFromInline let startOffsets: UnsafePointer<UInt16>
    @usableFromInline let entryBases: UnsafePointer<UInt64>
    @usableFromInline let indices: UnsafePointer<UInt32>
    @usableFromInline let samplerIndices: UnsafePointer<UInt32>
    @usableFromInline let samplers: UnsafePointer<Animation.TickSampler>
    @usableFromInline let velocities: UnsafePointer<Value?>
    @usableFromInline let activeCount: Int
    @usableFromInline let tick: UInt64
    @usableFromInline let tickRate: UInt64
    /// The caller's alpha, as timelines take it.
    @usableFromInline let alpha: Double
    /// The alpha transitions are sampled at.
    @usableFromInline let clampedAlpha: Double
    @usableFromInline let timelinesPlay: Bool
    /// Whether some transitions run on clock domains other than the world's.
    @usableFromInline let usesDomains: Bool

    @inlinable @inline(__always)
    init(_ storage: AnimatedStorage<Value>, tick: UInt64, tickRate: UInt64, alpha: Double) {
        self.storage = storage
        activeCount = storage.records.count
        values = storage.values.withUnsafeBufferPointer { $0.baseAddress } ?? Self.placeholder()
        records = storage.records.withUnsafeBufferPointer { $0.baseAddress } ?? Self.placeholder()
        startOffsets = storage.startOffsets.withUnsafeBufferPointer { $0.baseAddress } ?? Self.placeholder()
        entryBases =
            storage.palette.entryBases.withUnsafeBufferPointer { $0.baseAddress } ?? Self.placeholder()
        indices = storage.animationIndices.withUnsafeBufferPointer { $0.baseAddress } ?? Self.placeholder()
        samplerIndices =
            storage.palette.samplerIndices.withUnsafeBufferPointer { $0.baseAddress } ?? Self.placeholder()
        samplers = storage.palette.samplers.withUnsafeBufferPointer { $0.baseAddress } ?? Self.placeholder()
        velocities =
            storage.palette.velocities.withUnsafeBufferPointer { $0.baseAddress } ?? Self.placeholder()
        (self.tick, self.tickRate, self.alpha) = (tick, tickRate, alpha)
        clampedAlpha = AnimatedStorage<Value>.presentationAlpha(alpha)
        timelinesPlay = storage.playsTimelines && storage.hasPlayingTimelines
        usesDomains = storage.palette.domainEntryCount > 0
    }

    /// An aligned address standing for an empty array's elements: never read.
    @inlinable
    static func placeholder<Element>() -> UnsafePointer<Element> {
        UnsafePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    /// `entity`'s value, in `slot`, as ``World/presented(_:of:alpha:)`` returns it.
    @inlinable @inline(__always)
    func value(of entity: Entity, at slot: Int) -> Value {
        if timelinesPlay, let value = storage.timelinePresented(entity, alpha: alpha) { return value }
        guard slot < activeCount else { return values[slot] }
        let index = Int(indices[slot])
        let sampler = samplers + Int(samplerIndices[index])
        var (tick, alpha) = (self.tick, clampedAlpha)
        if usesDomains, storage.palette.entryDomains[index] != 0 {
            (tick, alpha) = storage.clocks.presentation(
                of: Int(storage.palette.entryDomains[index]), alpha: alpha)
        }
        let ticks = tick &- (entryBases[index] &+ UInt64(startOffsets[slot]))
        let sample =
            sampler.pointee.sample(ticks: ticks, alpha: alpha)
            ?? storage.animationSample(index, at: (Double(ticks) + alpha) / Double(tickRate))
        return Transition.presentedValue(
            from: records[slot].from, to: records[slot].to, velocity: velocities[index],
            isSpring: sampler.pointee.isSpring, at: sample)
    }
}
