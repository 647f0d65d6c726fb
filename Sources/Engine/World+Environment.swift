import TransitionCore

/// The settings of one environment property (one key path) on entities, with their transitions.
class EnvironmentSlot {
    /// The slot's position in the order the world made its slots.
    let order: Int
    /// The environment keys a write through the key path touches.
    let keys: Set<ObjectIdentifier>
    /// The `order` of every slot whose key path touches one of these keys, this one's included,
    /// ascending: the settings a read of this key path has to combine.
    var related: [Int]

    init(order: Int, keys: Set<ObjectIdentifier>) {
        self.order = order
        self.keys = keys
        self.related = [order]
    }

    /// The environment keys a write through `keyPath` touches (and a read reads).
    static func keys<Value>(writtenThrough keyPath: WritableKeyPath<EnvironmentValues, Value>) -> Set<
        ObjectIdentifier
    > {
        var probe = EnvironmentValues()
        probe[keyPath: keyPath] = probe[keyPath: keyPath]
        return Set(probe.writtenKeys)
    }

    /// Whether `entity` sets this property.
    func sets(_ entity: Entity) -> Bool { false }

    /// Writes the value `entity` sets, presented `alpha` of a tick on, into `values`; returns
    /// false when `entity` sets none.
    func apply(
        _ entity: Entity, to values: inout EnvironmentValues, tick: UInt64, alpha: Double, tickRate: UInt64
    )
        -> Bool
    { false }
}

/// The settings of an environment property of type `Value`.
final class TypedEnvironmentSlot<Value: Transitionable>: EnvironmentSlot {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let storage = AnimatedStorage<Value>()

    init(keyPath: WritableKeyPath<EnvironmentValues, Value>, order: Int) {
        self.keyPath = keyPath
        super.init(order: order, keys: EnvironmentSlot.keys(writtenThrough: keyPath))
    }

    override func sets(_ entity: Entity) -> Bool { storage.contains(entity) }

    override func apply(
        _ entity: Entity, to values: inout EnvironmentValues, tick: UInt64, alpha: Double, tickRate: UInt64
    ) -> Bool {
        guard let value = storage.presented(entity, tick: tick, alpha: alpha, tickRate: tickRate) else {
            return false
        }
        values[keyPath: keyPath] = value
        return true
    }
}

extension World {
    /// Sets the environment value at `keyPath` on `entity` for it and its descendants, moving
    /// there under `animation` from what `entity` saw until now (its own setting, else the
    /// nearest ancestor's, else the default); a nil animation jumps. Retargeting mid-flight
    /// starts from the presented value. Returns false for a stale entity.
    /// - Complexity: O(depth of `entity`) the first time it sets the key, else O(1).
    @discardableResult
    public func environmentTransition<Value: Transitionable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value, on entity: Entity,
        animation: Animation? = .default
    ) -> Bool {
        guard isAlive(entity) else { return false }
        if deferIfIterating({ [unowned self] in
            self.environmentTransition(keyPath, value, on: entity, animation: animation)
        }) {
            return true
        }
        let storage = environmentSlot(for: keyPath).storage
        guard let animation else {
            storage.set(value, for: entity)
            return true
        }
        if !storage.contains(entity) {
            storage.set(environment(keyPath, of: entity), for: entity)
        }
        storage.animate(entity, to: value, animation: animation, tick: tick, tickRate: tickRate)
        return true
    }

    /// Stops `entity` from setting the value at `keyPath`, so it inherits again.
    /// - Complexity: O(1).
    @discardableResult
    public func removeEnvironment<Value: Transitionable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, from entity: Entity
    ) -> Bool {
        guard let slot = environmentSlots[keyPath] as? TypedEnvironmentSlot<Value>,
            slot.storage.contains(entity)
        else { return false }
        if deferIfIterating({ slot.storage.remove(entity) }) { return true }
        return slot.storage.remove(entity)
    }

    /// The value at `keyPath` that `entity` sees, presented `alpha` of a tick after the last
    /// tick (treated as ``presented(_:of:alpha:)`` does), which is also
    /// `environment(of: entity, alpha: alpha)[keyPath: keyPath]`: the key's default, overridden
    /// by the settings on `entity`'s farthest ancestor, then on each nearer one, then on
    /// `entity` itself. A nearer setting wins for the part of the value its key path covers,
    /// whatever the order of the calls: a parent's `\.font` and a child's `\.font.size` give the
    /// child the parent's font at the child's size. Settings on one entity of key paths into
    /// the same value (`\.font` and `\.font.size`) apply in the order their key paths were
    /// first set in this world, the later one winning where they overlap. A stale entity sees
    /// the defaults.
    /// - Complexity: O(depth of `entity`) when no other key path set in this world writes the
    ///   same environment key, else O(those key paths × depth).
    public func environment<Value: Transitionable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, of entity: Entity, alpha: Double = 0
    ) -> Value {
        let own = environmentSlots[keyPath].map { unsafeDowncast($0, to: TypedEnvironmentSlot<Value>.self) }
        let related = own?.related ?? environmentReadGroup(for: keyPath)
        if let own, related.count == 1 {
            var current: Entity? = entity
            while let candidate = current {
                if let value = own.storage.presented(candidate, tick: tick, alpha: alpha, tickRate: tickRate)
                {
                    return value
                }
                current = parent(of: candidate)
            }
            return EnvironmentValues()[keyPath: keyPath]
        }
        if related.isEmpty { return EnvironmentValues()[keyPath: keyPath] }
        return withNearestSettings(of: related, seenBy: entity) { nearest in
            // The last setting applied decides when it is this key path's own: it covers it all.
            var last = -1
            for index in nearest.indices where nearest[index].distance >= 0 {
                if last < 0 || nearest[index].distance <= nearest[last].distance { last = index }
            }
            if last < 0 { return EnvironmentValues()[keyPath: keyPath] }
            if let own, related[last] == own.order,
                let value = own.storage.presented(
                    nearest[last].entity, tick: tick, alpha: alpha, tickRate: tickRate)
            {
                return value
            }
            var values = EnvironmentValues()
            applyFarthestFirst(nearest, of: related, to: &values, alpha: alpha)
            return values[keyPath: keyPath]
        }
    }

    /// For a key path no setting was made with: the `order` of the slots whose key paths write
    /// an environment key it reads, ascending; worked out on the first read and kept up to date
    /// as slots are made.
    private func environmentReadGroup<Value>(for keyPath: WritableKeyPath<EnvironmentValues, Value>) -> [Int]
    {
        if let group = environmentReadGroups[keyPath] { return group.related }
        let keys = EnvironmentSlot.keys(writtenThrough: keyPath)
        let related = orderedEnvironmentSlots.filter { !$0.keys.isDisjoint(with: keys) }.map(\.order)
        environmentReadGroups[keyPath] = (keys, related)
        return related
    }

    /// Every environment value `entity` sees, presented `alpha` of a tick after the last tick:
    /// the defaults, overridden by the settings on `entity`'s farthest ancestor, then on each
    /// nearer one, then on `entity` itself, so that each value is what
    /// ``environment(_:of:alpha:)`` reads (see there for settings of key paths into the same
    /// value).
    /// - Complexity: O(key paths set in this world × depth of `entity`).
    public func environment(of entity: Entity, alpha: Double = 0) -> EnvironmentValues {
        var values = EnvironmentValues()
        let all = orderedEnvironmentSlots.indices
        withNearestSettings(of: all, seenBy: entity) { nearest in
            applyFarthestFirst(nearest, of: all, to: &values, alpha: alpha)
        }
        return values
    }

    /// A setting found for a read: how many parents up from the reading entity (−1 for none)
    /// and on which entity.
    private typealias NearestSetting = (distance: Int, entity: Entity)

    /// Calls `body` with, for each slot of `slots` (positions in `orderedEnvironmentSlots`),
    /// the nearest of `entity` and its ancestors that sets it, in a buffer on the stack.
    private func withNearestSettings<Slots: Collection<Int>, Result>(
        of slots: Slots, seenBy entity: Entity, _ body: (UnsafeMutableBufferPointer<NearestSetting>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: NearestSetting.self, capacity: slots.count) { nearest in
            nearest.initialize(repeating: (-1, entity))
            var remaining = slots.count
            var distance = 0
            var current: Entity? = isAlive(entity) ? entity : nil
            while remaining > 0, let candidate = current {
                for (index, order) in slots.enumerated()
                where nearest[index].distance < 0 && orderedEnvironmentSlots[order].sets(candidate) {
                    nearest[index] = (distance, candidate)
                    remaining -= 1
                }
                current = parent(of: candidate)
                distance += 1
            }
            return body(nearest)
        }
    }

    /// Applies to `values` the settings in `nearest` (one for each of `slots`, as
    /// `withNearestSettings` found them), the farthest first, those on the same entity in the
    /// order their slots were made.
    private func applyFarthestFirst<Slots: RandomAccessCollection<Int>>(
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
            _ = orderedEnvironmentSlots[order].apply(
                nearest[next].entity, to: &values, tick: tick, alpha: alpha, tickRate: tickRate)
            nearest[next].distance = -1
        }
    }

    private func environmentSlot<Value: Transitionable>(
        for keyPath: WritableKeyPath<EnvironmentValues, Value>
    ) -> TypedEnvironmentSlot<Value> {
        if let existing = environmentSlots[keyPath] {
            return unsafeDowncast(existing, to: TypedEnvironmentSlot<Value>.self)
        }
        let slot = TypedEnvironmentSlot(keyPath: keyPath, order: orderedEnvironmentSlots.count)
        for other in orderedEnvironmentSlots where !other.keys.isDisjoint(with: slot.keys) {
            other.related.append(slot.order)
            slot.related.insert(other.order, at: slot.related.count - 1)
        }
        environmentSlots[keyPath] = slot
        orderedEnvironmentSlots.append(slot)
        environmentReadGroups[keyPath] = nil
        for (path, group) in environmentReadGroups where !group.keys.isDisjoint(with: slot.keys) {
            environmentReadGroups[path]?.related.append(slot.order)
        }
        register(storage: slot.storage, valueType: ObjectIdentifier(Value.self), keyPath: keyPath)
        return slot
    }
}
