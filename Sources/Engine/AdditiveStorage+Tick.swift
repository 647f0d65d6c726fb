import TransitionCore

extension AdditiveStorage {
    /// Writes every additive motion's value at its clock domain's tick into its component,
    /// skipping those whose domain did not move; the ones that ended land exactly on their
    /// target, are removed and reported to `finished`, from the highest slot down. Allocates
    /// nothing once `finishedSlots` has grown.
    @inlinable
    func advance(finished: (Entity) -> Void) {
        guard !values.isEmpty else { return }
        let rate = Double(tickRate)
        let components = self.components
        var finishedSlots = self.finishedSlots
        self.finishedSlots = []
        finishedSlots.removeAll(keepingCapacity: true)
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
                            let (value, isFinished) = motion.pointee.value(atTick: ticks[domain], rate: rate)
                            components.store(value, for: entities[slot])
                            if isFinished { finishedSlots.append(slot) }
                        }
                    }
                }
            }
        }
        // Descending order: each removal moves into the freed slot a motion already written.
        for slot in finishedSlots {
            let entity = entities[slot]
            removeSlot(slot)
            finished(entity)
        }
        self.finishedSlots = finishedSlots
    }

    /// `entity`'s value presented `alpha` (0...1) of a world tick after the last; nil when no
    /// additive motion moves it.
    @inlinable
    func presentedValue(of entity: Entity, alpha: Double) -> Value? {
        guard let slot = slot(of: entity) else { return nil }
        let rate = Double(tickRate)
        let alpha = AnimatedStorage<Value>.presentationAlpha(alpha)
        return values.withUnsafeBufferPointer { motions in
            let motion = motions.baseAddress.unsafelyUnwrapped + slot
            let domain = Int(motion.pointee.domain)
            let (tick, ahead) =
                domain == 0 ? (clocks.ticks[0], alpha) : clocks.presentation(of: domain, alpha: alpha)
            return motion.pointee.value(at: tick, alpha: ahead, rate: rate).value
        }
    }
}
