import TransitionCore

extension World {
    /// ``environment(_:of:alpha:)`` for a path that another path set in this world
    /// shares an environment key with (`font` and `font.size`), or that was never set:
    /// every related setting found, then combined as the rule says.
    @usableFromInline
    func combinedEnvironment<Value: Transitionable>(
        _ path: EnvironmentPath<Value>, of entity: Entity, alpha: Double
    ) -> Value {
        let own = environmentSlot(ifMadeFor: path.id).map {
            unsafeDowncast($0, to: TypedEnvironmentSlot<Value>.self)
        }
        let related = own?.related ?? environmentReadGroup(for: path)
        if related.isEmpty { return path.defaultValue }
        return withNearestSettings(of: related, seenBy: entity) { nearest in
            // The last setting applied decides when it is this path's own: it covers it all.
            var last = -1
            for index in nearest.indices where nearest[index].distance >= 0 {
                if last < 0 || nearest[index].distance <= nearest[last].distance { last = index }
            }
            if last < 0 { return path.defaultValue }
            if let own, related[last] == own.order,
                let value = own.storage.presented(
                    nearest[last].entity, tick: tick, alpha: alpha, tickRate: tickRate)
            {
                return value
            }
            var values = EnvironmentValues()
            applyFarthestFirst(nearest, of: related, to: &values, alpha: alpha)
            return path.read(values)
        }
    }

    /// For a path no setting was made with: the `order` of the slots whose paths write
    /// an environment key it reads, by name; worked out on the first read and kept up to date
    /// as slots are made.
    private func environmentReadGroup<Value: StateValue>(for path: EnvironmentPath<Value>) -> [Int] {
        environmentTables.readGroup(for: path.id) { path.keysWritten }
    }

    /// A setting found for a read: how many parents up from the reading entity (−1 for none)
    /// and on which entity.
    typealias NearestSetting = (distance: Int, entity: Entity)

    /// Calls `body` with, for each slot of `slots` (`order`s in the environment tables),
    /// the nearest of `entity` and its ancestors that sets it, in a buffer on the stack.
    func withNearestSettings<Slots: Collection<Int>, Result>(
        of slots: Slots, seenBy entity: Entity, _ body: (UnsafeMutableBufferPointer<NearestSetting>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: NearestSetting.self, capacity: slots.count) { nearest in
            nearest.initialize(repeating: (-1, entity))
            var remaining = slots.count
            var distance = 0
            let nodes = existingHierarchy
            var current: Entity? = isAlive(entity) ? entity : nil
            while remaining > 0, let candidate = current {
                for (index, order) in slots.enumerated()
                where nearest[index].distance < 0 && environmentTables[order].sets(candidate) {
                    nearest[index] = (distance, candidate)
                    remaining -= 1
                }
                current = nodes?.value(of: candidate)?.parent
                distance += 1
            }
            return body(nearest)
        }
    }

    /// Applies to `values` the settings in `nearest` (one for each of `slots`, as
    /// `withNearestSettings` found them), the farthest first, those on the same entity in the
    /// order of `slots`.
    func applyFarthestFirst<Slots: RandomAccessCollection<Int>>(
        _ nearest: UnsafeMutableBufferPointer<NearestSetting>, of slots: Slots,
        to values: inout EnvironmentValues,
        alpha: Double
    ) {
        while true {
            var next = -1
            for index in nearest.indices where nearest[index].distance >= 0 {
                if next < 0 || nearest[index].distance > nearest[next].distance { next = index }
            }
            guard next >= 0 else { return }
            let order = slots[slots.index(slots.startIndex, offsetBy: next)]
            _ = environmentTables[order].apply(
                nearest[next].entity, to: &values, tick: tick, alpha: alpha, tickRate: tickRate)
            nearest[next].distance = -1
        }
    }
}
