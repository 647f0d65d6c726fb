import Engine
import TransitionCore

extension ReferenceModel {
    /// What `entity` sees of an environment value: its own setting, else its nearest
    /// ancestor's, else `defaultValue`; presented `alpha` of a tick on, on the clock domain of
    /// the entity that set it.
    func environment<Value>(
        _ settings: [Entity: ModelValue<Value>], of entity: Entity, alpha: Double, defaultValue: Value
    ) -> Value {
        var current: Entity? = entity
        while let candidate = current {
            if let setting = settings[candidate] {
                return presented(setting, of: candidate, alpha: alpha)
            }
            current = parents[candidate]
        }
        return defaultValue
    }

    func environmentLevel(of entity: Entity, alpha: Double) -> Float {
        environment(levels, of: entity, alpha: alpha, defaultValue: FuzzLevelKey.defaultValue)
    }

    func environmentOffset(of entity: Entity, alpha: Double) -> SIMD2<Float> {
        environment(offsets, of: entity, alpha: alpha, defaultValue: FuzzOffsetKey.defaultValue)
    }

    /// Sets the level on `entity`: a nil animation jumps; otherwise a move starts from what the
    /// entity saw (its setting, else inherited), or the running one is retargeted.
    func environmentLevel(_ value: Float, on entity: Entity, _ animation: Animation?) -> Bool {
        guard alive.contains(entity) else { return false }
        if deferIfQuerying({ _ = self.environmentLevel(value, on: entity, animation) }) { return true }
        guard let animation else {
            levels[entity, default: ModelValue(value)].set(value)
            return true
        }
        if levels[entity] == nil {
            levels[entity] = ModelValue(environmentLevel(of: entity, alpha: 0))
        }
        levels[entity]!.animate(to: value, animation, tick: domainTicks(of: entity), rate: rate)
        return true
    }

    func environmentOffset(_ value: SIMD2<Float>, on entity: Entity, _ animation: Animation?) -> Bool {
        guard alive.contains(entity) else { return false }
        if deferIfQuerying({ _ = self.environmentOffset(value, on: entity, animation) }) { return true }
        guard let animation else {
            offsets[entity, default: ModelValue(value)].set(value)
            return true
        }
        if offsets[entity] == nil {
            offsets[entity] = ModelValue(environmentOffset(of: entity, alpha: 0))
        }
        offsets[entity]!.animate(to: value, animation, tick: domainTicks(of: entity), rate: rate)
        return true
    }

    func removeEnvironment(_ kind: EnvironmentKind, from entity: Entity) -> Bool {
        switch kind {
        case .level:
            guard levels[entity] != nil else { return false }
            if deferIfQuerying({ _ = self.removeEnvironment(kind, from: entity) }) { return true }
            levels[entity] = nil
        case .offset:
            guard offsets[entity] != nil else { return false }
            if deferIfQuerying({ _ = self.removeEnvironment(kind, from: entity) }) { return true }
            offsets[entity] = nil
        }
        return true
    }
}
