#if !hasFeature(Embedded)
    import TransitionCore

    extension World {
        /// ``setEnvironment(_:_:for:_:)`` through a key path, as SwiftUI writes it
        /// (`\.fontDescriptor`).
        @discardableResult
        public func setEnvironment<Value: Transitionable>(
            _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value, for entity: Entity,
            _ animation: Animation? = nil
        ) -> Bool {
            setEnvironment(
                EnvironmentPathID(keyPath: keyPath), value, for: entity, animation,
                path: EnvironmentPath(keyPath))
        }

        /// ``removeEnvironment(_:from:)`` through a key path.
        @discardableResult
        public func removeEnvironment<Value: Transitionable>(
            _ keyPath: WritableKeyPath<EnvironmentValues, Value>, from entity: Entity
        ) -> Bool {
            removeEnvironment(EnvironmentPathID(keyPath: keyPath), of: Value.self, from: entity)
        }

        /// ``environment(_:of:alpha:)`` through a key path, which is also
        /// `environment(of: entity, alpha: alpha)[keyPath: keyPath]`. A key path object read
        /// again (a literal usually is the same object) finds its setting through a small cache.
        @inlinable
        public func environment<Value: Transitionable>(
            _ keyPath: WritableKeyPath<EnvironmentValues, Value>, of entity: Entity, alpha: Double = 0
        ) -> Value {
            guard let cached = environmentTables.lookup.cachedSlot(for: keyPath) else {
                return uncachedEnvironment(
                    EnvironmentPathID(keyPath: keyPath), of: entity, alpha: alpha,
                    path: EnvironmentPath(keyPath))
            }
            // The world holds every slot it made until it goes: the cache's unretained reference
            // is used without retaining it.
            return cached._withUnsafeGuaranteedRef { slot in
                guard slot.readsAlone else {
                    return combinedEnvironment(EnvironmentPath(keyPath), of: entity, alpha: alpha)
                }
                return nearestEnvironmentValue(
                    in: unsafeDowncast(slot, to: TypedEnvironmentSlot<Value>.self), of: entity, alpha: alpha)
            }
        }
    }
#endif
