extension World {
    /// Calls `body` with every entity that has an `A` component, from the last stored to the
    /// first. `body` may change the component in place; any other change it requests through
    /// the world (set, remove, animate, despawn, parenting, ticks) waits until the query returns.
    /// `body` works on a copy written back when it returns: in nested queries over the same
    /// type, the outer query's write of an entity's component replaces the inner one's.
    /// - Complexity: O(components of `A`).
    @inlinable
    public func query<A>(_ a: A.Type, _ body: (Entity, inout A) -> Void) {
        guard let first = existingStorage(for: a) else { return }
        iterating {
            var slot = first.values.count
            while slot > 0 {
                slot -= 1
                var valueA = first.values[slot]
                body(first.entities[slot], &valueA)
                first.values[slot] = valueA
            }
        }
    }

    /// Calls `body` with every entity that has both an `A` and a `B` component, walking the
    /// `A` storage from the back (put the rarer type first). Changes are deferred as in
    /// ``query(_:_:)``.
    /// - Complexity: O(components of `A`).
    @inlinable
    public func query<A, B>(_ a: A.Type, _ b: B.Type, _ body: (Entity, inout A, inout B) -> Void) {
        guard let first = existingStorage(for: a), let second = existingStorage(for: b) else { return }
        iterating {
            var slot = first.values.count
            while slot > 0 {
                slot -= 1
                let entity = first.entities[slot]
                guard let slotB = second.slot(of: entity) else { continue }
                var valueA = first.values[slot]
                var valueB = second.values[slotB]
                body(entity, &valueA, &valueB)
                first.values[slot] = valueA
                second.values[slotB] = valueB
            }
        }
    }

    /// Calls `body` with every entity that has `A`, `B` and `C` components, walking the `A`
    /// storage from the back. Changes are deferred as in ``query(_:_:)``.
    /// - Complexity: O(components of `A`).
    @inlinable
    public func query<A, B, C>(
        _ a: A.Type, _ b: B.Type, _ c: C.Type, _ body: (Entity, inout A, inout B, inout C) -> Void
    ) {
        guard let first = existingStorage(for: a), let second = existingStorage(for: b),
            let third = existingStorage(for: c)
        else { return }
        iterating {
            var slot = first.values.count
            while slot > 0 {
                slot -= 1
                let entity = first.entities[slot]
                guard let slotB = second.slot(of: entity), let slotC = third.slot(of: entity) else {
                    continue
                }
                var valueA = first.values[slot]
                var valueB = second.values[slotB]
                var valueC = third.values[slotC]
                body(entity, &valueA, &valueB, &valueC)
                first.values[slot] = valueA
                second.values[slotB] = valueB
                third.values[slotC] = valueC
            }
        }
    }

    /// Every entity with an `A` component, in storage order.
    /// - Complexity: O(components of `A`).
    public func entities<A>(with a: A.Type) -> [Entity] {
        existingStorage(for: a).map { Array($0.entities) } ?? []
    }
}
