import TransitionCore

extension World {
    /// Calls `body` with every entity that has an `A` component, from the last stored to the
    /// first. `body` may change the component in place; any other change it requests through
    /// the world (set, remove, animate, despawn, parenting, ticks) waits until the query returns.
    /// `body` works on a copy written back when it returns: in nested queries over the same
    /// type, the outer query's write of an entity's component replaces the inner one's.
    /// - Complexity: O(components of `A`).
    @inlinable
    public func query<A: StateValue>(_ a: A.Type, _ body: (Entity, inout A) -> Void) {
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
    public func query<A: StateValue, B: StateValue>(
        _ a: A.Type, _ b: B.Type, _ body: (Entity, inout A, inout B) -> Void
    ) {
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

    /// Calls `body` with every entity that has `A`, `B` and `C` components, walking one storage
    /// from the back: the smallest, or, where two of them keep their entities in the same
    /// order (as components added together do), those two, so that only the third is looked up.
    /// Changes are deferred as in ``query(_:_:)``.
    /// - Complexity: O(components of the storage walked).
    @inlinable
    public func query<A: StateValue, B: StateValue, C: StateValue>(
        _ a: A.Type, _ b: B.Type, _ c: C.Type, _ body: (Entity, inout A, inout B, inout C) -> Void
    ) {
        guard let first = existingStorage(for: a), let second = existingStorage(for: b),
            let third = existingStorage(for: c)
        else { return }
        beginIteration()
        do {
            let (columnA, columnB, columnC) = (QueryColumn(first), QueryColumn(second), QueryColumn(third))
            let smallest = min(columnA.count, columnB.count, columnC.count)
            // A unless another storage is smaller, or B and C share an order that A does not.
            let walksA =
                columnA.count == smallest
                && (columnA.sharesOrder(with: columnB) || columnA.sharesOrder(with: columnC)
                    || !columnB.sharesOrder(with: columnC))
            if walksA {
                World.walk(columnA, columnB, columnC, body)
            } else if columnB.count == smallest {
                World.walk(columnB, columnA, columnC) { entity, b, a, c in body(entity, &a, &b, &c) }
            } else {
                World.walk(columnC, columnA, columnB) { entity, c, a, b in body(entity, &a, &b, &c) }
            }
        }
        endIteration()
    }

    /// Walks `driver` from the back, visiting the entities that `p` and `q` also hold.
    @inlinable @inline(__always)
    static func walk<D, P, Q>(
        _ driver: QueryColumn<D>, _ p: QueryColumn<P>, _ q: QueryColumn<Q>,
        _ visit: (Entity, inout D, inout P, inout Q) -> Void
    ) {
        var slot = driver.count
        while slot > 0 {
            slot -= 1
            let entity = driver.entities[slot]
            guard let slotP = p.slot(of: entity, hint: slot), let slotQ = q.slot(of: entity, hint: slot)
            else {
                continue
            }
            var valueD = driver.values[slot]
            var valueP = p.values[slotP]
            var valueQ = q.values[slotQ]
            visit(entity, &valueD, &valueP, &valueQ)
            driver.values[slot] = valueD
            p.values[slotP] = valueP
            q.values[slotQ] = valueQ
        }
    }

    /// Every entity with an `A` component, in storage order.
    /// - Complexity: O(components of `A`).
    public func entities<A: StateValue>(with a: A.Type) -> [Entity] {
        existingStorage(for: a).map { Array($0.entities) } ?? []
    }
}
