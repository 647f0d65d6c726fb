import TransitionCore

extension World {
    /// The value at `slot`'s path that `entity` sees when `slot` is the
    /// only one writing its environment keys: the nearest setting as it is. Compiled for
    /// `Value` at the call site; when the slot's memo knows the setter and the slot's last
    /// sample is of that setter under the current versions, nothing else is looked at.
    @inlinable @inline(__always)
    func nearestEnvironmentValue<Value: Transitionable>(
        in slot: TypedEnvironmentSlot<Value>, of entity: Entity, alpha: Double
    ) -> Value {
        let hierarchyVersion = self.hierarchyVersion
        if let setter = slot.nearestSetters.setter(
            of: entity, stamp: hierarchyVersion &+ slot.settingsVersion),
            let value = slot.lastSample.value(
                of: setter, stamp: hierarchyVersion &+ slot.valuesVersion, tick: tick,
                alpha: AnimatedStorage<Value>.presentationAlpha(alpha))
        {
            return value
        }
        return sampleNearestEnvironmentValue(in: slot, of: entity, alpha: alpha)
    }

    /// ``nearestEnvironmentValue(_:in:of:alpha:)`` when the memo or the last sample does not
    /// answer: finds the setter (walking up if the memo does not know it), samples its value
    /// and keeps the sample in the slot.
    @inlinable @inline(never)
    func sampleNearestEnvironmentValue<Value: Transitionable>(
        in slot: TypedEnvironmentSlot<Value>, of entity: Entity, alpha: Double
    ) -> Value {
        let stamp = hierarchyVersion &+ slot.settingsVersion
        let setter =
            slot.nearestSetters.setter(of: entity, stamp: stamp)
            ?? nearestSetter(in: slot, of: entity, stamp: stamp)
        // Stamped before sampling: a custom curve that changes the world while it is sampled
        // leaves a sample that no later read takes.
        let sampleStamp = hierarchyVersion &+ slot.valuesVersion
        let tick = self.tick
        let alpha = AnimatedStorage<Value>.presentationAlpha(alpha)
        if let value = slot.lastSample.value(of: setter, stamp: sampleStamp, tick: tick, alpha: alpha) {
            return value
        }
        let storage = slot.storage
        guard let index = storage.slot(of: setter) else { return slot.path.defaultValue }
        let value = storage.presentedValue(at: index, tick: tick, alpha: alpha, tickRate: tickRate)
        slot.lastSample = EnvironmentSample(
            value: value, of: setter, stamp: sampleStamp, tick: tick, alpha: alpha)
        return value
    }

    /// The nearest of `entity` and its ancestors that sets `slot`'s value (``NearestSetterMemo/none``
    /// when none does or `entity` is stale), found by walking up until a setter, a root, or an
    /// ancestor whose answer the memo holds under `stamp`, the current stamp; records the
    /// answer under `stamp` for `entity` and every ancestor walked through.
    @usableFromInline
    func nearestSetter(in slot: EnvironmentSlot, of entity: Entity, stamp: UInt64) -> Entity {
        guard isAlive(entity) else { return NearestSetterMemo.none }
        let nodes = existingHierarchy
        var found = NearestSetterMemo.none
        var last = entity
        var firstParent = entity
        var lastIsKnown = false
        while true {
            if slot.sets(last) {
                found = last
                break
            }
            guard let parent = nodes?.value(of: last)?.parent else { break }
            if last == entity { firstParent = parent }
            last = parent
            if let known = slot.nearestSetters.setter(of: last, stamp: stamp) {
                found = known
                lastIsKnown = true
                break
            }
        }
        if !lastIsKnown { slot.nearestSetters.record(found, for: last, stamp: stamp) }
        guard last != entity else { return found }
        slot.nearestSetters.record(found, for: entity, stamp: stamp)
        var reader = firstParent
        while reader != last, let parent = nodes?.value(of: reader)?.parent {
            slot.nearestSetters.record(found, for: reader, stamp: stamp)
            reader = parent
        }
        return found
    }

    /// Makes every environment read look again: what the memos and the kept samples remember,
    /// and the slots cached by key path, are forgotten. For a change made other than through
    /// `setParent`, `despawn`, `setEnvironment`, `removeEnvironment` and `advance`, such
    /// as putting back the hierarchy, the settings or the tick of an earlier state.
    func forgetEnvironmentReads() {
        hierarchyVersion &+= 1
        environmentTables.forgetCachedLookups()
    }
}
