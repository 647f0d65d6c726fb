import TransitionCore

extension World {
    /// Sets the environment value at `path` on `entity` for it and its descendants: at once,
    /// or with an `animation`, moving there from what `entity` saw until now (its own setting,
    /// else the nearest ancestor's, else the default). Retargeting mid-flight starts from the
    /// presented value. Returns false for a stale entity. Inside ``withAnimation(_:_:)`` a nil
    /// animation is the transaction's, as for ``set(_:for:)``. On a normal build a key path
    /// (`\.fontDescriptor`) can stand for the path.
    /// - Complexity: O(depth of `entity`) the first time it sets the key, else O(1).
    @discardableResult
    public func setEnvironment<Value: Transitionable>(
        _ path: EnvironmentPath<Value>, _ value: Value, for entity: Entity, _ animation: Animation? = nil
    ) -> Bool {
        setEnvironment(path.id, value, for: entity, animation, path: path)
    }

    /// Stops `entity` from setting the value at `path`, so it inherits again.
    /// - Complexity: O(1).
    @discardableResult
    public func removeEnvironment<Value: Transitionable>(_ path: EnvironmentPath<Value>, from entity: Entity)
        -> Bool
    {
        removeEnvironment(path.id, of: Value.self, from: entity)
    }

    /// The value at `path` that `entity` sees, presented `alpha` of a tick after the last tick
    /// (treated as ``presented(_:of:alpha:)`` does), which is also
    /// `environment(of: entity, alpha: alpha)` read through `path`: the key's default,
    /// overridden by the settings on `entity`'s farthest ancestor, then on each nearer one,
    /// then on `entity` itself. A nearer setting wins for the part of the value its path
    /// covers, whatever the order of the calls: a parent's `font` and a child's `font.size`
    /// give the child the parent's font at the child's size. Settings on one entity of paths
    /// into the same value apply in a fixed order, whatever the order of the calls or of the
    /// paths' first use: a path before those that extend it (`font`, then `font.size`, so that
    /// the size wins), others by name (on a normal build, two key paths to properties writing
    /// one key by their accessors' place in the build). A stale entity sees the defaults.
    /// - Complexity: When no other path set in this world writes the same environment key:
    ///   O(1) and no allocation if `entity` (or an ancestor below the setting it sees) was
    ///   read since the last change that can move its answer (a setting of this path made or
    ///   removed, an entity with children moved or despawned, `entity` itself moved); else
    ///   O(depth of `entity`), the answer then kept for every ancestor walked, so that reading
    ///   many entities under one parent walks the path above it once (keeping it allocates
    ///   the first time an entity index is reached). With other paths into the same value:
    ///   O(those paths × depth). A key path read on a normal build finds its setting through a
    ///   cache keyed by the key path object; a named path through a dictionary.
    @inlinable
    public func environment<Value: Transitionable>(
        _ path: EnvironmentPath<Value>, of entity: Entity, alpha: Double = 0
    ) -> Value {
        uncachedEnvironment(path.id, of: entity, alpha: alpha, path: path)
    }

    /// ``environment(_:of:alpha:)`` when the slot of `id` is not at hand: looks it up
    /// (caching it), then reads as that does.
    @inlinable @inline(never)
    func uncachedEnvironment<Value: Transitionable>(
        _ id: EnvironmentPathID, of entity: Entity, alpha: Double,
        path: @autoclosure () -> EnvironmentPath<Value>
    ) -> Value {
        guard let slot = environmentSlot(ifMadeFor: id), slot.readsAlone else {
            return combinedEnvironment(path(), of: entity, alpha: alpha)
        }
        return nearestEnvironmentValue(
            in: unsafeDowncast(slot, to: TypedEnvironmentSlot<Value>.self), of: entity, alpha: alpha)
    }

    /// Every environment value `entity` sees, presented `alpha` of a tick after the last tick:
    /// the defaults, overridden by the settings on `entity`'s farthest ancestor, then on each
    /// nearer one, then on `entity` itself, so that each value is what
    /// ``environment(_:of:alpha:)-(EnvironmentPath<Value>,_,_)`` reads (see there for settings of
    /// paths into the same value).
    /// - Complexity: O(paths set in this world × depth of `entity`).
    public func environment(of entity: Entity, alpha: Double = 0) -> EnvironmentValues {
        var values = EnvironmentValues()
        let all = environmentTables.byName
        withNearestSettings(of: all, seenBy: entity) { nearest in
            applyFarthestFirst(nearest, of: all, to: &values, alpha: alpha)
        }
        return values
    }

    /// ``setEnvironment(_:_:for:_:)`` for the path `id`, made by `path` if it is new.
    func setEnvironment<Value: Transitionable>(
        _ id: EnvironmentPathID, _ value: Value, for entity: Entity, _ animation: Animation?,
        path: @autoclosure () -> EnvironmentPath<Value>
    ) -> Bool {
        guard isAlive(entity) else { return false }
        let animation = animation ?? transactionAnimation
        if commands.isDeferring {
            let path = path()
            commands.append { _ = $0.setEnvironment(id, value, for: entity, animation, path: path) }
            return true
        }
        let slot = environmentSlot(for: id, path: path())
        let storage = slot.storage
        let isNew = !storage.contains(entity)
        guard let animation else {
            storage.set(value, for: entity)
            if isNew { slot.settingsDidChange() } else { slot.valuesDidChange() }
            return true
        }
        if isNew {
            storage.set(uncachedEnvironment(id, of: entity, alpha: 0, path: slot.path), for: entity)
            slot.settingsDidChange()
        }
        let domain = domainIndex(of: entity)
        storage.animate(
            entity, to: value, animation: animation, tick: clocks.ticks[Int(domain)], tickRate: tickRate,
            domain: domain)
        slot.valuesDidChange()
        return true
    }

    /// ``removeEnvironment(_:from:)`` for the path `id` to a `Value`.
    func removeEnvironment<Value: Transitionable>(
        _ id: EnvironmentPathID, of _: Value.Type, from entity: Entity
    ) -> Bool {
        guard let made = environmentSlot(ifMadeFor: id) else { return false }
        let slot = unsafeDowncast(made, to: TypedEnvironmentSlot<Value>.self)
        guard slot.storage.contains(entity) else { return false }
        if commands.isDeferring {
            commands.append { _ in slot.removeSetting(of: entity) }
            return true
        }
        return slot.removeSetting(of: entity)
    }

    /// The slot of `id`, if a setting was ever made through it; on a normal build caches it
    /// for the key path object.
    @usableFromInline
    func environmentSlot(ifMadeFor id: EnvironmentPathID) -> EnvironmentSlot? {
        environmentTables.slot(ifMadeFor: id)
    }

    /// The slot of `id`, made from `path` on first use.
    private func environmentSlot<Value: Transitionable>(
        for id: EnvironmentPathID, path: @autoclosure () -> EnvironmentPath<Value>
    ) -> TypedEnvironmentSlot<Value> {
        if let existing = environmentSlot(ifMadeFor: id) {
            return unsafeDowncast(existing, to: TypedEnvironmentSlot<Value>.self)
        }
        let path = path()
        let key = StorageKey(.environment, typeName: ValueTypes.name(of: Value.self), pathName: path.name)
        let slot = TypedEnvironmentSlot(path: path, order: environmentTables.nextOrder, name: key.name)
        environmentTables.add(slot, for: id)
        register(
            storage: slot.storage, key: key, valueType: ValueTypes.id(of: Value.self), environmentPath: id)
        return slot
    }
}
