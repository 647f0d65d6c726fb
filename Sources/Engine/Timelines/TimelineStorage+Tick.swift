import TransitionCore

extension TimelineStorage {
    /// Moves every playhead whose clock domain ran, as many steps as it ran, and writes its
    /// timeline's value into its component; the runs that finished are removed, from the highest
    /// slot down, their events raised as their playheads crossed them. A step that crosses
    /// nothing only moves the playhead; a move part is sampled through its tick sampler, as
    /// ``Timeline/value(atTick:fraction:)`` samples it, to the bit, the moves on polynomial
    /// curves after the playheads, many at once in the tick's kernel. Allocates nothing once the
    /// scratch lists have grown. Inlinable, so that it is compiled where `Value` is known.
    @inlinable
    func advance() {
        guard !values.isEmpty else { return }
        var finishedSlots = self.finishedSlots
        var curveMoves = self.curveMoves
        (self.finishedSlots, self.curveMoves) = ([], [])
        finishedSlots.removeAll(keepingCapacity: true)
        curveMoves.removeAll(keepingCapacity: true)
        // Read once: the component storage, held unowned and unchecked.
        let components = self.components
        withSampling { sampling in
            var slot = values.count
            // The curve of the last move put aside.
            var lastCurve: Animation.TickSampler.PolynomialCurve?
            while slot > 0 {
                slot -= 1
                let steps = clocks.lastSteps[Int(values[slot].domain)]
                guard steps > 0 else { continue }
                var done = false
                for _ in 0..<steps where !done {
                    if !values[slot].stepQuietly() { done = step(slot, of: entities[slot]) }
                }
                if done { finishedSlots.append(slot) }
                let (ticks, fraction) = values[slot].local
                let entry = Int(values[slot].entry)
                guard let part = sampling.part(ofEntry: entry, atTick: ticks) else {
                    show(sampling.initialValues[entry], ofSlot: slot, in: components)
                    continue
                }
                // A move on a polynomial curve waits for the pass below, with its neighbours.
                if fraction == 0, let move = sampling.curveMove(part, atTick: ticks) {
                    curveMoves.append(
                        TimelineCurveMove(
                            slot: slot, componentSlot: Int(values[slot].componentSlot), part: part,
                            elapsed: move.elapsed, joinsPrevious: lastCurve.map { $0 == move.curve } ?? false)
                    )
                    lastCurve = move.curve
                    continue
                }
                let value =
                    sampling.value(ofPart: part, atTick: ticks, fraction: fraction)
                    ?? timelineValue(ofSlot: slot, atTick: ticks, fraction: fraction)
                show(value, ofSlot: slot, in: components)
            }
            showCurveMoves(curveMoves, sampling, in: components)
        }
        // Descending order: each removal moves into the freed slot a player already stepped.
        for slot in finishedSlots { removePlayer(at: slot) }
        (self.finishedSlots, self.curveMoves) = (finishedSlots, curveMoves)
    }

    /// Writes the value of each of `moves`, in order: the progress of neighbours on the same
    /// curve computed together in the tick's vector kernel, with the bits each move's tick
    /// sampler gives it alone.
    @inlinable
    func showCurveMoves(
        _ moves: ContiguousArray<TimelineCurveMove>, _ sampling: TimelineSampling<Value>,
        in components: AnimatedStorage<Value>
    ) {
        let runLength = AnimatedStorage<Value>.runLength
        let parts = sampling.parts.baseAddress.unsafelyUnwrapped
        withUnsafeTemporaryAllocation(of: Float.self, capacity: runLength) { progressBuffer in
            CurveProgressBatch.withScratch(capacity: runLength) { batch in
                let progress = progressBuffer.baseAddress.unsafelyUnwrapped
                var low = 0
                while low < moves.count {
                    // The moves from `low` on the same curve that fit in one batch.
                    batch.removeAll()
                    _ = batch.append(moves[low].elapsed)
                    var high = low + 1
                    while high < moves.count, moves[high].joinsPrevious, batch.append(moves[high].elapsed) {
                        high += 1
                    }
                    batch.progress(
                        under: sampling.curves[Int(moves[low].part)].unsafelyUnwrapped, into: progress)
                    for k in low..<high {
                        let move = moves[k]
                        let (slot, target, index) = (Int(move.slot), Int(move.componentSlot), Int(move.part))
                        let fraction = progress[k - low]
                        if fraction.isNaN {
                            let ticks = move.elapsed + sampling.partStarts[index]
                            let value =
                                sampling.value(ofPart: index, atTick: ticks, fraction: 0)
                                ?? timelineValue(ofSlot: slot, atTick: ticks, fraction: 0)
                            show(value, ofSlot: slot, at: target, in: components)
                            continue
                        }
                        // A curve: no spring, so no velocity.
                        let part = parts + index
                        show(
                            part.pointee.from.transition(to: part.pointee.to, progress: fraction),
                            ofSlot: slot,
                            at: target, in: components)
                    }
                    low = high
                }
            }
        }
    }

    /// Writes `value`, the value of the player in `slot`, into its entity's component in
    /// `components`, this storage's.
    @inlinable @inline(__always)
    func show(_ value: Value, ofSlot slot: Int, in components: AnimatedStorage<Value>) {
        show(value, ofSlot: slot, at: Int(values[slot].componentSlot), in: components)
    }

    /// Writes `value`, the value of the player in `slot`, into its entity's component in
    /// `components`, this storage's, which the player last found in slot `target`.
    @inlinable @inline(__always)
    func show(_ value: Value, ofSlot slot: Int, at target: Int, in components: AnimatedStorage<Value>) {
        let entity = entities[slot]
        if target < components.entities.count, components.entities[target] == entity {
            components.values[target] = value
        } else {
            show(value, ofSlot: slot, for: entity)
        }
    }

    /// Calls `body` with the palette's buffers; they are valid only during the call.
    @inlinable @inline(__always)
    func withSampling<Result>(_ body: (TimelineSampling<Value>) -> Result) -> Result {
        palette.spans.withUnsafeBufferPointer { spans in
            palette.initialValues.withUnsafeBufferPointer { initialValues in
                palette.partStarts.withUnsafeBufferPointer { partStarts in
                    palette.parts.withUnsafeBufferPointer { parts in
                        palette.samplers.withUnsafeBufferPointer { samplers in
                            palette.curves.withUnsafeBufferPointer { curves in
                                palette.animations.withUnsafeBufferPointer { animations in
                                    body(
                                        TimelineSampling(
                                            spans: spans, initialValues: initialValues,
                                            partStarts: partStarts,
                                            parts: parts, samplers: samplers, curves: curves,
                                            animations: animations, rate: palette.rate))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Installs ``advance()`` compiled for `Value`: inlinable, so that called where `Value` is
    /// known, the tick is compiled there.
    @inlinable
    func specializeTick() {
        if specializedAdvance == nil { specializedAdvance = { $0.advance() } }
    }
}
