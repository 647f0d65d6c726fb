import CStreaming
import CTickKernels
import TransitionCore

extension AnimatedStorage {
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
        let streams = records.count >= streamingThreshold
        var finishedSlots = self.finishedSlots
        self.finishedSlots = []
        finishedSlots.removeAll(keepingCapacity: true)
        let parts = threads.parts(for: records.count)
        withTickBuffers { buffers in
            guard parts > 1 else {
                advance(
                    buffers, 0..<buffers.records.count, tick: tick, rate: rate, usesDomains: usesDomains,
                    streams: streams, finishedSlots: &finishedSlots)
                return
            }
            advance(
                buffers, inParts: parts, tick: tick, rate: rate, usesDomains: usesDomains, streams: streams,
                finishedSlots: &finishedSlots)
        }
        // Descending order: each finished transition swaps with a running one already written.
        for slot in finishedSlots.reversed() {
            finished(entities[slot])
            cancel(slot: slot)
        }
        self.finishedSlots = finishedSlots
    }

    /// ``advance(to:tickRate:finished:)``'s sampling of the transitions in `slots`, in slot
    /// order (the order memory prefetches best), at `tick` of the world or of their clock
    /// domain, appending the slots that finished in ascending order; with `streams`, the values
    /// of runs are stored past the cache.
    @inlinable @inline(__always)
    func advance(
        _ buffers: TickBuffers, _ slots: Range<Int>, tick: UInt64, rate: Double, usesDomains: Bool,
        streams: Bool, finishedSlots: inout ContiguousArray<Int>
    ) {
        // Two copies of the loop: the world's ticks alone need no lookup per transition.
        if usesDomains {
            // A domain that ran no whole tick (paused, or slowed between its ticks) keeps
            // its values: its transitions are not sampled.
            advanceRunning(buffers, slots, rate: rate, streams: streams, finishedSlots: &finishedSlots) {
                index in
                let domain = Int(buffers.entryDomains[index])
                return buffers.domainSteps[domain] == 0 ? nil : buffers.domainTicks[domain]
            }
        } else if streams {
            advanceRunning(buffers, slots, rate: rate, streams: true, finishedSlots: &finishedSlots) { _ in
                tick
            }
        } else {
            advanceRunning(buffers, slots, rate: rate, streams: false, finishedSlots: &finishedSlots) { _ in
                tick
            }
        }
        // Other threads, and reads after the tick, see the streamed values from here on.
        if streams { cstreaming_fence() }
    }

    /// The same sampling with the slots cut into `parts` equal ranges, each on its own thread;
    /// the finished slots of each range are appended range after range, so that they come in
    /// the order one thread gives.
    @inlinable @inline(__always)
    func advance(
        _ buffers: TickBuffers, inParts parts: Int, tick: UInt64, rate: Double, usesDomains: Bool,
        streams: Bool,
        finishedSlots: inout ContiguousArray<Int>
    ) {
        while partFinishedSlots.count < parts { partFinishedSlots.append([]) }
        if partAdvance == nil { partAdvance = PartAdvance(makePartAdvance()) }
        partFinishedSlots.withUnsafeMutableBufferPointer { lists in
            for part in 0..<parts { lists[part].removeAll(keepingCapacity: true) }
            partedTick = PartedTick(
                buffers: buffers, tick: tick, rate: rate, usesDomains: usesDomains, streams: streams,
                parts: parts, lists: lists)
            threads.run(parts: parts, partAdvance.unsafelyUnwrapped.body)
            partedTick = nil
            for part in 0..<parts { finishedSlots.append(contentsOf: lists[part]) }
        }
    }

    /// Advances part `part` of the tick in `partedTick`: made once, from code compiled where
    /// `Value` is known, so that the threads run this type's loop and a tick allocates nothing.
    @inlinable @inline(never)
    func makePartAdvance() -> (Int) -> Void {
        { [unowned(unsafe) self] part in
            let tick = self.partedTick.unsafelyUnwrapped
            let count = tick.buffers.records.count
            self.advance(
                tick.buffers, count * part / tick.parts..<count * (part + 1) / tick.parts, tick: tick.tick,
                rate: tick.rate, usesDomains: tick.usesDomains, streams: tick.streams,
                finishedSlots: &tick.lists[part])
        }
    }

    /// What the parts of one tick cut over threads share.
    @usableFromInline
    struct PartedTick {
        @usableFromInline let buffers: TickBuffers
        @usableFromInline let tick: UInt64
        @usableFromInline let rate: Double
        @usableFromInline let usesDomains: Bool
        @usableFromInline let streams: Bool
        @usableFromInline let parts: Int
        /// Each part's list of finished slots.
        @usableFromInline let lists: UnsafeMutableBufferPointer<ContiguousArray<Int>>

        @inlinable
        init(
            buffers: TickBuffers, tick: UInt64, rate: Double, usesDomains: Bool, streams: Bool, parts: Int,
            lists: UnsafeMutableBufferPointer<ContiguousArray<Int>>
        ) {
            (self.buffers, self.tick, self.rate) = (buffers, tick, rate)
            (self.usesDomains, self.streams, self.parts, self.lists) = (usesDomains, streams, parts, lists)
        }
    }

    /// Transitions sampled together: runs of neighbouring slots that share a palette entry
    /// are cut to this length, so that their scratch space stays on the stack and in L1.
    @inlinable
    static var runLength: Int { 128 }

    /// Writes the value of every running transition of `slots` in `buffers` at the tick `now`
    /// gives for its palette entry (none when it gives nil), in slot order, appending the slots
    /// that finished. Neighbouring slots that share an entry are sampled as a run: their
    /// progress in one pass, then their values (with `streams`, stored past the cache), then,
    /// one by one, those the pass left to the animation.
    @inlinable @inline(__always)
    func advanceRunning(
        _ buffers: TickBuffers, _ slots: Range<Int>, rate: Double, streams: Bool,
        finishedSlots: inout ContiguousArray<Int>, now: (_ entry: Int) -> UInt64?
    ) {
        let runLength = AnimatedStorage.runLength
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * runLength) { scratch in
            let progress = scratch.baseAddress.unsafelyUnwrapped
            let impulse = progress + runLength
            var low = slots.lowerBound
            while low < slots.upperBound {
                let entry = buffers.indices[low]
                let index = Int(entry)
                var high = low + 1
                let ceiling = Swift.min(slots.upperBound, low + runLength)
                high = buffers.runEnd(from: high, ceiling: ceiling, entry: entry)
                defer { low = high }
                // Short runs side by side (springs between curves) are taken together.
                if high - low < 4 && Value.floatLaneCount > 0 && !streams {
                    high = advanceShortRuns(
                        buffers, from: low, ceiling: ceiling, progress: progress, gathered: impulse,
                        rate: rate, finishedSlots: &finishedSlots, now: now)
                    continue
                }
                guard let now = now(index) else { continue }
                let count = high - low
                if count < 4 {
                    for slot in low..<high {
                        advanceOne(buffers, slot, index, now, rate: rate, finishedSlots: &finishedSlots)
                    }
                    continue
                }
                let sampler = buffers.sampler(ofEntry: index)
                let base = buffers.bases[index]
                let startOffsets = buffers.startOffsets.baseAddress.unsafelyUnwrapped + low
                // A polynomial curve's progress in the widest vectors; the same bits either way.
                if let run = sampler.pointee.polynomialCurve {
                    tick_kernels_curve_progress(
                        run.curve, count, startOffsets, now &- base, run.fractionPerTick, run.tickCount,
                        run.reverses ? 1 : 0, progress)
                } else {
                    sampler.pointee.sample(
                        run: count, startOffsets: startOffsets, at: now &- base, progress: progress,
                        impulse: impulse)
                }
                let (velocity, isSpring) = (buffers.velocities[index], sampler.pointee.isSpring)
                var unanswered = 0
                if Value.floatLaneCount > 0 && !isSpring && !streams {
                    // Values of float lanes: every lane of the run at once, in the widest vectors.
                    unanswered = buffers.interpolateLanes(low..<high, progress: progress)
                } else {
                    // A curve's run goes through the value type's batch: the same bits as one by one.
                    let batched = !isSpring && !streams
                    if batched { Value.transitions(buffers.run(low..<high, progress: progress)) }
                    for k in 0..<count {
                        let p = progress[k]
                        if p.isNaN {
                            unanswered += 1
                            continue
                        }
                        if batched { continue }
                        let record = buffers.records.baseAddress.unsafelyUnwrapped + (low + k)
                        let value = Transition.presentedValue(
                            from: record.pointee.from, to: record.pointee.to, velocity: velocity,
                            isSpring: isSpring,
                            at: Animation.Sample(progress: p, impulse: impulse[k], isFinished: false))
                        if streams {
                            withUnsafePointer(to: value) { value in
                                cstreaming_copy(
                                    buffers.values.baseAddress.unsafelyUnwrapped + (low + k), value,
                                    MemoryLayout<Value>.size)
                            }
                        } else {
                            buffers.values[low + k] = value
                        }
                    }
                }
                guard unanswered > 0 else { continue }
                for k in 0..<count where progress[k].isNaN {
                    let slot = low + k
                    let ticks = now &- base &- UInt64(buffers.startOffsets[slot])
                    let sample = buffers.entries[index].animation.sample(at: Double(ticks) / rate)
                    buffers.present(slot, index, at: sample)
                    if sample.isFinished { finishedSlots.append(slot) }
                }
            }
        }
    }

    /// Writes the value of the transition in `slot`, of palette entry `index`, at tick `now`,
    /// appending the slot to `finishedSlots` if it finished.
    @inlinable @inline(__always)
    func advanceOne(
        _ buffers: TickBuffers, _ slot: Int, _ index: Int, _ now: UInt64, rate: Double,
        finishedSlots: inout ContiguousArray<Int>
    ) {
        let ticks = now &- buffers.bases[index] &- UInt64(buffers.startOffsets[slot])
        // Most ticks: plain data, the same bits, no division for a curve, never finished.
        if let sample = buffers.sampler(ofEntry: index).pointee.sample(ticks: ticks) {
            buffers.present(slot, index, at: sample)
            return
        }
        let sample = buffers.entries[index].animation.sample(at: Double(ticks) / rate)
        buffers.present(slot, index, at: sample)
        if sample.isFinished { finishedSlots.append(slot) }
    }

    /// The buffers one tick reads and writes, for the length of one call: swift-collections'
    /// unsafe-handle pattern, so that the tick loop is one flat scope.
    @usableFromInline
    struct TickBuffers {
        @usableFromInline let records: UnsafeBufferPointer<TransitionRecord<Value>>
        @usableFromInline let startOffsets: UnsafeBufferPointer<UInt16>
        @usableFromInline let indices: UnsafeBufferPointer<UInt32>
        @usableFromInline let samplerIndices: UnsafeBufferPointer<UInt32>
        @usableFromInline let samplers: UnsafeBufferPointer<Animation.TickSampler>
        @usableFromInline let entries: UnsafeBufferPointer<AnimationPalette<Value>.Entry>
        @usableFromInline let velocities: UnsafeBufferPointer<Value?>
        @usableFromInline let values: UnsafeMutableBufferPointer<Value>
        @usableFromInline let entryDomains: UnsafeBufferPointer<UInt32>
        /// Each palette entry's base, which its transitions' start offsets count from.
        @usableFromInline let bases: UnsafeBufferPointer<UInt64>
        @usableFromInline let domainTicks: UnsafeBufferPointer<UInt64>
        @usableFromInline let domainSteps: UnsafeBufferPointer<UInt64>

        @inlinable
        init(
            records: UnsafeBufferPointer<TransitionRecord<Value>>, startOffsets: UnsafeBufferPointer<UInt16>,
            indices: UnsafeBufferPointer<UInt32>, samplerIndices: UnsafeBufferPointer<UInt32>,
            samplers: UnsafeBufferPointer<Animation.TickSampler>,
            entries: UnsafeBufferPointer<AnimationPalette<Value>.Entry>,
            velocities: UnsafeBufferPointer<Value?>,
            values: UnsafeMutableBufferPointer<Value>,
            entryDomains: UnsafeBufferPointer<UInt32>, bases: UnsafeBufferPointer<UInt64>,
            domainTicks: UnsafeBufferPointer<UInt64>, domainSteps: UnsafeBufferPointer<UInt64>
        ) {
            (self.records, self.startOffsets, self.bases) = (records, startOffsets, bases)
            (self.indices, self.samplers) = (indices, samplers)
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

        /// Writes the values of the transitions in `slots` as ``FloatLanes`` lerps them, by
        /// their progress in `progress` (indexed from the first slot), through the tick kernel;
        /// leaves those with a NaN progress and returns how many there were.
        @inlinable @inline(__always)
        func interpolateLanes(_ slots: Range<Int>, progress: UnsafePointer<Float>) -> Int {
            // A record is `from` then `to`, each at its type's alignment: `to` one stride on.
            let floats = MemoryLayout<Value>.stride / MemoryLayout<Float>.stride
            let records = UnsafeRawPointer(self.records.baseAddress.unsafelyUnwrapped + slots.lowerBound)
            let values = UnsafeMutableRawPointer(self.values.baseAddress.unsafelyUnwrapped + slots.lowerBound)
            return tick_kernels_lerp_lanes(
                slots.count, Value.floatLaneCount, records.assumingMemoryBound(to: Float.self),
                MemoryLayout<TransitionRecord<Value>>.stride / MemoryLayout<Float>.stride, floats,
                values.assumingMemoryBound(to: Float.self), floats, progress)
        }

        /// The first slot from `slot` up to `ceiling` whose palette entry is not `entry`, or
        /// `ceiling`.
        @inlinable @inline(__always)
        func runEnd(from slot: Int, ceiling: Int, entry: UInt32) -> Int {
            tick_kernels_run_end(self.indices.baseAddress.unsafelyUnwrapped, slot, ceiling, entry)
        }

        /// The transitions in `slots`, at the progresses from `progress` on, writing their values.
        @inlinable @inline(__always)
        func run(_ slots: Range<Int>, progress: UnsafePointer<Float>) -> TransitionRun<Value> {
            // A record is `from` then `to`, each at its type's alignment: `to` one stride on.
            let pairs = UnsafeRawPointer(records.baseAddress.unsafelyUnwrapped + slots.lowerBound)
            return TransitionRun(
                count: slots.count, starts: pairs.assumingMemoryBound(to: Value.self),
                ends: (pairs + MemoryLayout<Value>.stride).assumingMemoryBound(to: Value.self),
                stride: MemoryLayout<TransitionRecord<Value>>.stride, progresses: progress,
                values: values.baseAddress.unsafelyUnwrapped + slots.lowerBound)
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
            startOffsets.withUnsafeBufferPointer { startOffsets in
                animationIndices.withUnsafeBufferPointer { indices in
                    palette.samplerIndices.withUnsafeBufferPointer { samplerIndices in
                        palette.samplers.withUnsafeBufferPointer { samplers in
                            palette.entries.withUnsafeBufferPointer { entries in
                                palette.velocities.withUnsafeBufferPointer { velocities in
                                    values.withUnsafeMutableBufferPointer { values in
                                        palette.entryDomains.withUnsafeBufferPointer { entryDomains in
                                            palette.entryBases.withUnsafeBufferPointer { bases in
                                                clocks.ticks.withUnsafeBufferPointer { domainTicks in
                                                    clocks.lastSteps.withUnsafeBufferPointer { domainSteps in
                                                        body(
                                                            TickBuffers(
                                                                records: records, startOffsets: startOffsets,
                                                                indices: indices,
                                                                samplerIndices: samplerIndices,
                                                                samplers: samplers, entries: entries,
                                                                velocities: velocities,
                                                                values: values, entryDomains: entryDomains,
                                                                bases: bases, domainTicks: domainTicks,
                                                                domainSteps: domainSteps
                                                            ))
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
        }
    }
}

/// The code that advances one part of a tick cut over threads.
@usableFromInline
final class PartAdvance {
    @usableFromInline let body: (Int) -> Void

    @inlinable
    init(_ body: @escaping (Int) -> Void) {
        self.body = body
    }
}
