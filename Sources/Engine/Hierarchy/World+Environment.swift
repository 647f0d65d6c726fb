import TransitionCore

extension World {
    /// Sets the environment value at `keyPath` on `entity` for it and its descendants: at once,
    /// or with an `animation`, moving there from what `entity` saw until now (its own setting,
    /// else the nearest ancestor's, else the default). Retargeting mid-flight starts from the
    /// presented value. Returns false for a stale entity. Inside ``withAnimation(_:_:)`` a nil
    /// animation is the transaction's, as for ``set(_:for:)``.
    /// - Complexity: O(depth of `entity`) the first time it sets the key, else O(1).
    @discardableResult
    public func setEnvironment<Value: Transitionable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value, for entity: Entity,
        _ animation: Animation? = nil
    ) -> Bool {
        guard isAlive(entity) else { return false }
        let animation = animation ?? transactionAnimation
        if commands.isDeferring {
            commands.append { $0.setEnvironment(keyPath, value, for: entity, animation) }
            return true
        }
        let slot = environmentSlot(for: keyPath)
        let storage = slot.storage
        let isNew = !storage.contains(entity)
        guard let animation else {
            storage.set(value, for: entity)
            if isNew { slot.settingsDidChange() } else { slot.valuesDidChange() }
            return true
        }
        if isNew {
            storage.set(environment(keyPath, of: entity), for: entity)
            slot.settingsDidChange()
        }
        let domain = domainIndex(of: entity)
        storage.animate(
            entity, to: value, animation: animation, tick: clocks.ticks[Int(domain)], tickRate: tickRate,
            domain: domain)
        slot.valuesDidChange()
        return true
    }

    /// Stops `entity` from setting the value at `keyPath`, so it inherits again.
    /// - Complexity: O(1).
    @discardableResult
    public func removeEnvironment<Value: Transitionable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, from entity: Entity
    ) -> Bool {
        guard let slot = environmentSlot(ifMadeFor: keyPath) as? TypedEnvironmentSlot<Value>,
            slot.storage.contains(entity)
        else { return false }
        if commands.isDeferring {
            commands.append { _ in slot.removeSetting(of: entity) }
            return true
        }
        return slot.removeSetting(of: entity)
    }

    /// The value at `keyPath` that `entity` sees, presented `alpha` of a tick after the last
    /// tick (treated as ``presented(_:of:alpha:)`` does), which is also
    /// `environment(of: entity, alpha: alpha)[keyPath: keyPath]`: the key's default, overridden
    /// by the settings on `entity`'s farthest ancestor, then on each nearer one, then on
    /// `entity` itself. A nearer setting wins for the part of the value its key path covers,
    /// whatever the order of the calls: a parent's `\.font` and a child's `\.font.size` give the
    /// child the parent's font at the child's size. Settings on one entity of key paths into
    /// the same value apply in a fixed order, whatever the order of the calls or of the key
    /// paths' first use: a key path before those that extend it (`\.font`, then `\.font.size`,
    /// so that the size wins), others by name (two properties writing one key, by their
    /// accessors' place in the build). A stale entity sees the defaults.
    /// - Complexity: When no other key path set in this world writes the same environment key:
    ///   O(1) and no allocation if `entity` (or an ancestor below the setting it sees) was
    ///   read since the last change that can move its answer (a setting of this key path made
    ///   or removed, an entity with children moved or despawned, `entity` itself moved); else
    ///   O(depth of `entity`), the answer then kept for every ancestor walked, so that reading
    ///   many entities under one parent walks the path above it once (keeping it allocates
    ///   the first time an entity index is reached). With other key paths into the same value:
    ///   O(those key paths × depth).
    @inlinable
    public func environment<Value: Transitionable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, of entity: Entity, alpha: Double = 0
    ) -> Value {
        guard let cached = environmentTables.lookup.cachedSlot(for: keyPath) else {
            return uncachedEnvironment(keyPath, of: entity, alpha: alpha)
        }
        // The world holds every slot it made until it goes: the cache's unretained reference
        // is used without retaining it.
        return cached._withUnsafeGuaranteedRef { slot in
            guard slot.readsAlone else { return combinedEnvironment(keyPath, of: entity, alpha: alpha) }
            return nearestEnvironmentValue(
                keyPath, in: unsafeDowncast(slot, to: TypedEnvironmentSlot<Value>.self), of: entity,
                alpha: alpha)
        }
    }

    /// ``environment(_:of:alpha:)`` when the key path object is not in the slot cache: looks
    /// its slot up (caching it), then reads as that does.
    @inlinable @inline(never)
    func uncachedEnvironment<Value: Transitionable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, of entity: Entity, alpha: Double
    ) -> Value {
        guard let slot = environmentSlot(ifMadeFor: keyPath), slot.readsAlone else {
            return combinedEnvironment(keyPath, of: entity, alpha: alpha)
        }
        return nearestEnvironmentValue(
            keyPath, in: unsafeDowncast(slot, to: TypedEnvironmentSlot<Value>.self), of: entity, alpha: alpha)
    }

    /// Every environment value `entity` sees, presented `alpha` of a tick after the last tick:
    /// the defaults, overridden by the settings on `entity`'s farthest ancestor, then on each
    /// nearer one, then on `entity` itself, so that each value is what
    /// ``environment(_:of:alpha:)`` reads (see there for settings of key paths into the same
    /// value).
    /// - Complexity: O(key paths set in this world × depth of `entity`).
    public func environment(of entity: Entity, alpha: Double = 0) -> EnvironmentValues {
        var values = EnvironmentValues()
        let all = environmentTables.byName
        withNearestSettings(of: all, seenBy: entity) { nearest in
            applyFarthestFirst(nearest, of: all, to: &values, alpha: alpha)
        }
        return values
    }

    /// The slot of `keyPath`, if a setting was ever made through it; caches it for the key
    /// path object.
    @usableFromInline
    func environmentSlot(ifMadeFor keyPath: AnyKeyPath) -> EnvironmentSlot? {
        environmentTables.slot(ifMadeFor: keyPath)
    }

    /// The slot of `keyPath`, made on first use.
    private func environmentSlot<Value: Transitionable>(
        for keyPath: WritableKeyPath<EnvironmentValues, Value>
    ) -> TypedEnvironmentSlot<Value> {
        if let existing = environmentSlot(ifMadeFor: keyPath) {
            return unsafeDowncast(existing, to: TypedEnvironmentSlot<Value>.self)
        }
        let key = StorageKey(.environment, of: Value.self, keyPath: keyPath)
        let slot = TypedEnvironmentSlot(
            keyPath: keyPath, order: environmentTables.nextOrder, name: key.name)
        environmentTables.add(slot, for: keyPath)
        register(storage: slot.storage, key: key, valueType: ObjectIdentifier(Value.self), keyPath: keyPath)
        return slot
    }
}
