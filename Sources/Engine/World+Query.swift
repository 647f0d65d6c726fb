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
        beginIteration()
        do {
            let column = QueryColumn(first)
            var slot = column.count
            while slot > 0 {
                slot -= 1
                var valueA = column.values[slot]
                body(column.entities[slot], &valueA)
                column.values[slot] = valueA
            }
        }
        endIteration()
    }

    /// Calls `body` with every entity that has both an `A` and a `B` component, walking the
    /// `A` storage from the back (put the rarer type first). Changes are deferred as in
    /// ``query(_:_:)``.
    /// - Complexity: O(components of `A`).
    @inlinable
    public func query<A, B>(_ a: A.Type, _ b: B.Type, _ body: (Entity, inout A, inout B) -> Void) {
        guard let first = existingStorage(for: a), let second = existingStorage(for: b) else { return }
        beginIteration()
        do {
            let (columnA, columnB) = (QueryColumn(first), QueryColumn(second))
            var slot = columnA.count
            while slot > 0 {
                slot -= 1
                let entity = columnA.entities[slot]
                guard let slotB = columnB.slot(of: entity, hint: slot) else { continue }
                var valueA = columnA.values[slot]
                var valueB = columnB.values[slotB]
                body(entity, &valueA, &valueB)
                columnA.values[slot] = valueA
                columnB.values[slotB] = valueB
            }
        }
        endIteration()
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
        beginIteration()
        do {
            let (columnA, columnB, columnC) = (QueryColumn(first), QueryColumn(second), QueryColumn(third))
            var slot = columnA.count
            while slot > 0 {
                slot -= 1
                let entity = columnA.entities[slot]
                guard let slotB = columnB.slot(of: entity, hint: slot),
                    let slotC = columnC.slot(of: entity, hint: slot)
                else {
                    continue
                }
                var valueA = columnA.values[slot]
                var valueB = columnB.values[slotB]
                var valueC = columnC.values[slotC]
                body(entity, &valueA, &valueB, &valueC)
                columnA.values[slot] = valueA
                columnB.values[slotB] = valueB
                columnC.values[slotC] = valueC
            }
        }
        endIteration()
    }

    /// Every entity with an `A` component, in storage order.
    /// - Complexity: O(components of `A`).
    public func entities<A>(with a: A.Type) -> [Entity] {
        existingStorage(for: a).map { Array($0.entities) } ?? []
    }
}
