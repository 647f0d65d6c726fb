import TransitionCore

/// Entities, their components, their running transitions, hierarchy and environment.
///
/// Components of any type are stored one sparse set per type, created on first use. Reading is
/// always allowed. While a query runs, changes requested through the world (set, remove,
/// animate, despawn, parenting, environment, ticks) are deferred and applied, in order, when
/// the outermost query returns; spawning hands out the handle at once. A stale or never-issued
/// entity handle is detected by every operation: reads give nil, writes are ignored and return
/// false.
///
/// One vocabulary throughout (DESIGN.md, "Naming"): a read names the component type, then the
/// entity with `of:` (`get(_:of:)`, `presented(_:of:alpha:)`, `timeline(_:of:)`,
/// `environment(_:of:alpha:)`, `parent(of:)`); a yes-or-no read is `is…` with its subject
/// unlabelled (`isAlive(_:)`, `isPaused(_:)`), or the type then `of:` (`isAnimating(_:of:)`).
/// A write is a verb naming what it writes, then the entity (`set(_:for:)`, `remove(_:from:)`,
/// `play(_:on:)`, `setEnvironment(_:_:for:_:)`, `setParent(_:to:)`); a motion names the entity
/// first, then where it goes or what drives it, then its animation (`animate(_:to:_:)`,
/// `animate(_:by:_:)`, `animate(_:to:_:stagger:)`, `decay(_:velocity:_:snap:bounds:)`). Calls that
/// visit many entities say so (`query`, `forEachPresented`).
public final class World {
    /// Ticks per second: converts animation seconds to the engine's whole ticks.
    public let tickRate: UInt64
    /// The last tick the transition system ran (0 before the first).
    @exclusivity(unchecked) public internal(set) var tick: UInt64 = 0
    /// What happened to motions on the last tick, in order: interruptions asked for since the
    /// tick before (by systems or between frames), then the transitions that landed and the
    /// timelines that cycled or finished during it. A system running on tick n + 1 sees exactly
    /// the events of tick n, however the ticks are split into frames.
    public var events: [MotionEvent] { eventLog.lastTick }

    /// Whether the ticks now running were run once already and are run again after a restore
    /// (a ``RollbackSession`` sets it while it resimulates): events raised meanwhile are marked
    /// ``MotionEvent/isResimulated``. Not part of the state.
    public var isResimulating = false

    /// The animation of the innermost ``withAnimation(_:_:)`` running, if any: what
    /// ``set(_:for:)`` animates transitionable components with. Not part of the state.
    public internal(set) var transactionAnimation: Animation? {
        @inlinable
        get { transaction }
        set {
            transaction = newValue
            isInTransaction = newValue != nil
        }
    }
    @usableFromInline @exclusivity(unchecked) var transaction: Animation?
    /// Whether a transaction animates the changes made now: what ``set(_:for:)`` tests.
    @usableFromInline @exclusivity(unchecked) var isInTransaction = false

    @usableFromInline @exclusivity(unchecked) var allocator = EntityAllocator()
    /// What this world's snapshots recognise it by.
    let identity = Identity()
    /// The storage of each component type.
    @usableFromInline @exclusivity(unchecked) var storageLookup = StorageLookup()
    /// Every storage, ordered by its key (``StorageKey``): the order of hashing, advancing and
    /// events, the same whatever the order the storages were made in.
    private(set) var registry: [RegisteredStorage] = []
    /// The changes asked for while a query or a tick runs, applied when the outermost returns.
    @usableFromInline @exclusivity(unchecked) var commands = CommandQueue()
    /// The last tick's events and those raised since.
    @exclusivity(unchecked) var eventLog = EventLog()
    /// The environment slots and how reads find them.
    @usableFromInline @exclusivity(unchecked) var environmentTables = EnvironmentTables()
    /// Counts the changes of the hierarchy that can change which setting an entity other than
    /// the one moved sees (see `hierarchyDidChange(around:hadChildren:)`); with each
    /// environment slot's settings version it stamps what environment reads remember. It only
    /// grows.
    @usableFromInline @exclusivity(unchecked) var hierarchyVersion: UInt64 = 0
    /// The choreographies playing, once one has been played.
    var choreographies: ChoreographyStorage?
    /// Counts the timelines and choreographies played, numbering each run so that a
    /// ``PlaybackController`` refuses a run that replaced its own. It only grows, a restore
    /// included: a run played after a restore never takes the number of one abandoned.
    var playsStarted: UInt64 = 0
    /// The additive motions of each value type that had one.
    var additiveStorages: [ValueTypeID: AnyComponentStorage] = [:]
    /// The threads ticks may spread over (see ``tickParallelism``).
    @usableFromInline let threads = TickThreads()
    /// The time of every clock domain, the world's own first.
    @usableFromInline let clocks = DomainClocks()
    /// The clock domain of each entity that is not on the world's, once a domain was made.
    var domainMemberships: ComponentStorage<DomainMembership>?

    /// A storage, its key and what its completion events say.
    struct RegisteredStorage {
        let storage: AnyComponentStorage
        let key: StorageKey
        let valueType: ValueTypeID
        let environmentPath: EnvironmentPathID?
    }

    /// An empty world ticking `tickRate` times per second (clamped into 1...1,000,000).
    public init(tickRate: UInt64 = 60) {
        self.tickRate = FixedStepLoop.clampedTickRate(tickRate)
        clocks.owner = ObjectIdentifier(identity)
    }

    // MARK: Entities

    /// A new entity with no components.
    /// - Complexity: O(1) amortised.
    public func spawn() -> Entity {
        allocator.allocate()
    }

    /// Whether `entity` is alive (spawned and not despawned).
    /// - Complexity: O(1).
    @inlinable
    public func isAlive(_ entity: Entity) -> Bool {
        allocator.isAlive(entity)
    }

    /// Number of living entities.
    public var entityCount: Int { allocator.aliveCount }

    /// Removes `entity` with all its components, transitions and environment settings; its
    /// children become roots. Returns false for a stale handle (deferred during a query: true).
    /// - Complexity: O(number of component types), whatever the number of children.
    @discardableResult
    public func despawn(_ entity: Entity) -> Bool {
        guard isAlive(entity) else { return false }
        if commands.isDeferring {
            commands.append { $0.despawn(entity) }
            return true
        }
        removeFromHierarchy(entity)
        for entry in registry {
            entry.storage.despawn(entity)
        }
        return allocator.free(entity)
    }

    /// Removes `entity` and every descendant of it, children before their parents and in the
    /// order they were attached. Any depth is fine: the walk uses no recursion.
    /// - Complexity: O(descendants × component types).
    @discardableResult
    public func despawnRecursive(_ entity: Entity) -> Bool {
        guard isAlive(entity) else { return false }
        if commands.isDeferring {
            commands.append { $0.despawnRecursive(entity) }
            return true
        }
        // Pre-order with the last child first, reversed: post-order with the first child first.
        var order: [Entity] = []
        var pending = [entity]
        while let next = pending.popLast() {
            order.append(next)
            pending += children(of: next)
        }
        for descendant in order.reversed() {
            despawn(descendant)
        }
        return true
    }

    // MARK: Components

    /// Sets `entity`'s component of type `Value` without animation, replacing any and
    /// cancelling its transition. Returns false for a stale entity. Inside
    /// ``withAnimation(_:_:)`` a `Transitionable` component animates to `value` instead.
    /// - Complexity: O(1) amortised; the first component of a type makes its storage.
    @discardableResult @inlinable
    public func set<Value: StateValue>(_ value: Value, for entity: Entity) -> Bool {
        guard isAlive(entity) else { return false }
        if isInTransaction, let animation = transactionAnimation {
            return setInTransaction(value, for: entity, animation: animation)
        }
        // Compiled for `Value` where it is known: no type lookup once its storage exists.
        if !commands.isDeferring, let cached = storageLookup.cached(ValueTypes.id(of: Value.self)) {
            unsafeDowncast(cached.takeUnretainedValue(), to: ComponentStorage<Value>.self).set(
                value, for: entity)
            return true
        }
        return setThroughLookup(value, for: entity)
    }

    /// ``set(_:for:)`` for a living entity, when its storage is not cached or may not be written now.
    @usableFromInline
    func setThroughLookup<Value: StateValue>(_ value: Value, for entity: Entity) -> Bool {
        if commands.isDeferring {
            commands.append { $0.set(value, for: entity) }
            return true
        }
        storage(for: Value.self).set(value, for: entity)
        return true
    }

    /// `entity`'s component of type `Value`: the value of the last tick while it animates.
    /// - Complexity: O(1).
    @inlinable
    public func get<Value: StateValue>(_ type: Value.Type, of entity: Entity) -> Value? {
        withExistingStorage(for: type) { $0.value(of: entity) } ?? nil
    }

    /// Whether `entity` has a component of type `Value`.
    /// - Complexity: O(1).
    @inlinable
    public func has<Value: StateValue>(_ type: Value.Type, of entity: Entity) -> Bool {
        withExistingStorage(for: type) { $0.slot(of: entity) != nil } ?? false
    }

    /// Removes `entity`'s component of type `Value` and its transition; returns whether it had one.
    /// - Complexity: O(1).
    @discardableResult
    public func remove<Value: StateValue>(_ type: Value.Type, from entity: Entity) -> Bool {
        guard let storage = existingStorage(for: type), storage.contains(entity) else { return false }
        if commands.isDeferring {
            commands.append { _ in storage.remove(entity) }
            return true
        }
        return storage.remove(entity)
    }

    /// Number of entities with a component of type `Value`.
    /// - Complexity: O(1).
    @inlinable
    public func count<Value: StateValue>(of type: Value.Type) -> Int {
        existingStorage(for: type)?.values.count ?? 0
    }

    // MARK: Storage

    /// The storage of `Value`, made on first use: an ``AnimatedStorage`` for transitionable types.
    @usableFromInline
    func storage<Value: StateValue>(for type: Value.Type) -> ComponentStorage<Value> {
        if let existing = storageLookup.storage(ValueTypes.id(of: type)) {
            return unsafeDowncast(existing, to: ComponentStorage<Value>.self)
        }
        let made: AnyComponentStorage
        #if hasFeature(Embedded)
            var maker = AnimatedStorageMaker()
            made =
                Value.visitTransitionable(&maker)
                ? maker.made! : ComponentStorage<Value>(hashing: ValueHashing())
        #else
            if let transitionable = type as? any Transitionable.Type {
                made = World.makeAnimatedStorage(transitionable)
            } else {
                made = ComponentStorage<Value>(hashing: ValueHashing())
            }
        #endif
        storageLookup.insert(made, for: ValueTypes.id(of: type))
        register(
            storage: made, key: StorageKey(.component, of: type), valueType: ValueTypes.id(of: type))
        return unsafeDowncast(made, to: ComponentStorage<Value>.self)
    }

    #if hasFeature(Embedded)
        /// Makes the storage of a transitionable type known only as a ``StateValue``.
        private struct AnimatedStorageMaker: TransitionableTypeVisitor {
            var made: AnyComponentStorage?
            mutating func visit<Value: Transitionable>(_ type: Value.Type) { made = AnimatedStorage<Value>() }
        }
    #else
        private static func makeAnimatedStorage<Value: Transitionable>(_ type: Value.Type)
            -> AnyComponentStorage
        {
            AnimatedStorage<Value>()
        }
    #endif

    /// The storage of a transitionable `Value`, made on first use.
    @inlinable
    func animatedStorage<Value: Transitionable>(for type: Value.Type) -> AnimatedStorage<Value> {
        if let cached = storageLookup.cached(ValueTypes.id(of: type)) {
            return unsafeDowncast(cached.takeUnretainedValue(), to: AnimatedStorage<Value>.self)
        }
        return unsafeDowncast(storage(for: type), to: AnimatedStorage<Value>.self)
    }

    /// The storage of `Value`, if one was made.
    @inlinable
    func existingStorage<Value: StateValue>(for type: Value.Type) -> ComponentStorage<Value>? {
        storageLookup.storage(ValueTypes.id(of: type)).map {
            unsafeDowncast($0, to: ComponentStorage<Value>.self)
        }
    }

    /// `body`'s result for the storage of `Value`, lent without reference counting, or nil if
    /// none was made. `body` must not keep the storage.
    @inlinable @inline(__always)
    func withExistingStorage<Value: StateValue, Result>(
        for type: Value.Type, _ body: (ComponentStorage<Value>) -> Result
    ) -> Result? {
        storageLookup.withStorage(ValueTypes.id(of: type)) {
            body(unsafeDowncast($0, to: ComponentStorage<Value>.self))
        }
    }

    /// Adds a storage to those advanced, hashed, snapshotted and cleared on despawn, in its
    /// key's place. Stops the program when another type already has the key's name: in
    /// Embedded Swift two types that declare the same ``StateValue/typeName`` (names are unique
    /// on a normal build), whose states the hash could not tell apart.
    func register(
        storage: AnyComponentStorage, key: StorageKey, valueType: ValueTypeID,
        environmentPath: EnvironmentPathID? = nil
    ) {
        if registry.contains(where: { $0.key == key }) {
            fatalError("two stored types are named \(key.name): each StateValue.typeName must be unique")
        }
        let place = registry.firstIndex { key < $0.key } ?? registry.endIndex
        registry.insert(
            RegisteredStorage(
                storage: storage, key: key, valueType: valueType, environmentPath: environmentPath),
            at: place)
        storage.clocks = clocks
        storage.threads = threads
        // Unowned and unchecked: the world owns its storages, which call this only while it lives.
        storage.raise = { [unowned(unsafe) self] entity, motion, kind in
            self.eventLog.record(
                MotionEvent(
                    entity: entity, valueType: valueType, environmentPath: environmentPath, motion: motion,
                    kind: kind,
                    tick: self.eventLog.tick(ofEventRaisedAfter: self.tick),
                    isResimulated: self.isResimulating))
        }
    }

    // MARK: Deferral

    /// Runs `body` as an iteration: changes requested inside it wait until the outermost ends.
    @inlinable
    func iterating<Result>(_ body: () -> Result) -> Result {
        beginIteration()
        let result = body()
        endIteration()
        return result
    }

    /// Starts an iteration: changes asked for from now on wait for ``endIteration()``.
    @inlinable @inline(__always)
    func beginIteration() {
        commands.begin()
    }

    /// Ends the iteration ``beginIteration()`` started, applying the changes that waited when
    /// it was the outermost.
    @inlinable @inline(__always)
    func endIteration() {
        if commands.end() { applyDeferred() }
    }

    /// Applies the changes queued during the iteration that just ended, in order.
    @usableFromInline
    func applyDeferred() {
        for command in commands.takeAll() { command(self) }
    }

    // MARK: Ticks and events

    /// Runs one tick: advances the tick counter, every running transition and every playing
    /// timeline, of every type and environment key, writing their values; ``events`` then holds
    /// this tick's. Called from inside a query it is deferred, like a structural change, until
    /// the outermost query returns (a tick moves components between slots under the query's feet).
    /// - Complexity: O(running transitions + playing timelines + component types).
    public func advance() {
        if commands.isDeferring {
            commands.append { $0.advance() }
            return
        }
        tick &+= 1
        let tick = self.tick
        clocks.advance(worldTick: tick)
        eventLog.beginTick()
        // Changes asked for during the tick (a custom curve that writes to the world) wait until
        // it ends, as during a query.
        iterating {
            for entry in registry {
                entry.storage.advanceTick(to: tick, tickRate: tickRate) { entity in
                    self.eventLog.record(
                        MotionEvent(
                            entity: entity, valueType: entry.valueType,
                            environmentPath: entry.environmentPath, motion: .transition,
                            kind: .finished,
                            tick: tick, isResimulated: self.isResimulating))
                }
            }
            // Before the changes that waited are applied: their events belong to the next tick.
            eventLog.endTick()
        }
    }

    /// Number of running transitions, of every type and environment key.
    /// - Complexity: O(component types).
    public var activeTransitionCount: Int {
        registry.reduce(0) { $0 + $1.storage.activeTransitionCount }
    }

    /// Bytes held by the world's tables (capacities, not counts), the memos of environment
    /// reads and the event log included.
    /// - Complexity: O(component types + environment key paths set).
    public var byteCount: Int {
        let memos = environmentTables.memoByteCount
        return registry.reduce(allocator.byteCount + memos + eventLog.byteCount) { $0 + $1.storage.byteCount }
    }
}
