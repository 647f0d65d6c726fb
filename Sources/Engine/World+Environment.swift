import TransitionCore

/// The settings of one environment property on entities, with their transitions.
class EnvironmentSlot {
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

    init(keyPath: WritableKeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

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
    /// tick (treated as ``presented(_:of:alpha:)`` does): its own setting, else its nearest
    /// ancestor's, else the key's default, which is also what a stale entity sees.
    /// - Complexity: O(depth of `entity`).
    public func environment<Value: Transitionable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, of entity: Entity, alpha: Double = 0
    ) -> Value {
        if let slot = environmentSlots[keyPath] as? TypedEnvironmentSlot<Value> {
            var current: Entity? = entity
            while let candidate = current {
                if let value = slot.storage.presented(candidate, tick: tick, alpha: alpha, tickRate: tickRate)
                {
                    return value
                }
                current = parent(of: candidate)
            }
        }
        return EnvironmentValues()[keyPath: keyPath]
    }

    /// Every environment value `entity` sees, each from the nearest of itself and its ancestors
    /// that sets it, presented `alpha` of a tick after the last tick.
    /// - Complexity: O(keys × depth of `entity`).
    public func environment(of entity: Entity, alpha: Double = 0) -> EnvironmentValues {
        var values = EnvironmentValues()
        for slot in environmentSlots.values {
            var current: Entity? = entity
            while let candidate = current {
                if slot.apply(candidate, to: &values, tick: tick, alpha: alpha, tickRate: tickRate) { break }
                current = parent(of: candidate)
            }
        }
        return values
    }

    private func environmentSlot<Value: Transitionable>(
        for keyPath: WritableKeyPath<EnvironmentValues, Value>
    ) -> TypedEnvironmentSlot<Value> {
        if let existing = environmentSlots[keyPath] {
            return unsafeDowncast(existing, to: TypedEnvironmentSlot<Value>.self)
        }
        let slot = TypedEnvironmentSlot(keyPath: keyPath)
        environmentSlots[keyPath] = slot
        register(storage: slot.storage, valueType: ObjectIdentifier(Value.self), keyPath: keyPath)
        return slot
    }
}
