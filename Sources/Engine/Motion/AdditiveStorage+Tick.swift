import TransitionCore

extension AdditiveStorage {
    /// Writes every additive motion's value at its clock domain's tick into its component,
    /// skipping those whose domain did not move; the ones that ended land exactly on their
    /// target, are removed and reported to `finished`, from the highest slot down. Allocates
    /// nothing once `finishedSlots` has grown.
    @inlinable
    func advance(finished: (Entity) -> Void) {
        guard !values.isEmpty else { return }
        let components = self.components
        var finishedSlots = self.finishedSlots
        self.finishedSlots = []
        finishedSlots.removeAll(keepingCapacity: true)
        var foldingSlots = self.foldingSlots
        self.foldingSlots = []
        foldingSlots.removeAll(keepingCapacity: true)
        withSampling { sampling in
            values.withUnsafeBufferPointer { motions in
                entities.withUnsafeBufferPointer { entities in
                    clocks.ticks.withUnsafeBufferPointer { ticks in
                        clocks.lastSteps.withUnsafeBufferPointer { steps in
                            var slot = motions.count
                            while slot > 0 {
                                slot -= 1
                                let motion = motions.baseAddress.unsafelyUnwrapped + slot
                                let domain = Int(motion.pointee.domain)
                                guard domain == 0 || steps[domain] > 0 else { continue }
                                let (value, isFinished, hasFoldable) = sampling.value(
                                    of: motion, atTick: ticks[domain])
                                components.store(value, for: entities[slot])
                                if isFinished {
                                    finishedSlots.append(slot)
                                } else if hasFoldable {
                                    foldingSlots.append(slot)
                                }
                            }
                        }
                    }
                }
            }
        }
        // Before any removal moves a slot: moves that finished leave the motions still running.
        for slot in foldingSlots { foldFinishedMoves(inMotionAt: slot) }
        self.foldingSlots = foldingSlots
        // Descending order: each removal moves into the freed slot a motion already written.
        for slot in finishedSlots {
            let entity = entities[slot]
            removeMotion(at: slot)
            finished(entity)
        }
        self.finishedSlots = finishedSlots
    }

    /// `entity`'s value presented `alpha` (0...1) of a world tick after the last; nil when no
    /// additive motion moves it.
    @inlinable
    func presentedValue(of entity: Entity, alpha: Double) -> Value? {
        guard let slot = slot(of: entity) else { return nil }
        let alpha = AnimatedStorage<Value>.presentationAlpha(alpha)
        return withSampling { sampling in
            values.withUnsafeBufferPointer { motions in
                let motion = motions.baseAddress.unsafelyUnwrapped + slot
                let domain = Int(motion.pointee.domain)
                let (tick, ahead) =
                    domain == 0 ? (clocks.ticks[0], alpha) : clocks.presentation(of: domain, alpha: alpha)
                return sampling.value(of: motion, at: tick, alpha: ahead).value
            }
        }
    }

    /// Calls `body` with the palette's buffers; they are valid only during the call.
    @inlinable @inline(__always)
    func withSampling<Result>(_ body: (AdditiveSampling<Value>) -> Result) -> Result {
        palette.samplerIndices.withUnsafeBufferPointer { samplerIndices in
            palette.samplers.withUnsafeBufferPointer { samplers in
                palette.entries.withUnsafeBufferPointer { entries in
                    palette.velocities.withUnsafeBufferPointer { velocities in
                        body(
                            AdditiveSampling(
                                samplerIndices: samplerIndices, samplers: samplers, entries: entries,
                                velocities: velocities, rate: Double(tickRate)))
                    }
                }
            }
        }
    }

    /// Starts `entity`'s additive motion from the transition `first` handed over, going on as
    /// it was, adding a move by `change` under `added` on `tick` of clock domain `domain`.
    @inlinable
    func start(
        _ entity: Entity, continuing first: HandedOverTransition<Value>,
        adding change: Value, _ added: Animation, at tick: UInt64, domain: UInt32
    ) {
        let firstEntry = palette.retain(
            first.animation, velocity: first.velocity, tickRate: tickRate, startTick: first.startTick)
        let addedEntry = palette.retain(added, velocity: nil, tickRate: tickRate, startTick: tick)
        let layer = AdditiveMotion.Layer(
            from: first.record.from, to: first.record.to, startTick: first.startTick, entry: firstEntry)
        store(
            AdditiveMotion(first: layer, adding: change, entry: addedEntry, at: tick, domain: domain),
            for: entity)
    }

    /// Adds a move by `change` under `animation`, starting on `tick`, to the motion in `slot`.
    @inlinable
    func add(_ change: Value, _ animation: Animation, at tick: UInt64, toMotionIn slot: Int) {
        let entry = palette.retain(animation, velocity: nil, tickRate: tickRate, startTick: tick)
        values[slot].add(change, entry: entry, at: tick)
    }

    /// Folds away the later moves of the motion in `slot` that finished by its clock domain's
    /// tick, letting go of their palette entries. Inlinable, so that it is specialised with the
    /// tick that calls it.
    @inlinable
    func foldFinishedMoves(inMotionAt slot: Int) {
        var released = releasedEntries
        releasedEntries = []
        released.removeAll(keepingCapacity: true)
        let ticks = clocks.ticks[Int(values[slot].domain)]
        withSampling { sampling in
            values[slot].foldFinished(released: &released) { sampling.isFinished($0, atTick: ticks) }
        }
        for entry in released { palette.release(entry) }
        releasedEntries = released
    }

    /// Removes the motion in `slot`, letting go of its palette entries.
    @usableFromInline
    func removeMotion(at slot: Int) {
        values[slot].forEachLayer { palette.release($0.entry) }
        removeSlot(slot)
    }
}
