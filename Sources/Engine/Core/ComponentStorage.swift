import TransitionCore

/// Type-erased face of a component storage: what the world needs without knowing the type.
@usableFromInline
class AnyComponentStorage {
    /// Number of components stored.
    var count: Int { 0 }
    /// Whether `entity` has a component here.
    func contains(_ entity: Entity) -> Bool { false }
    /// Removes `entity`'s component, if any; returns whether there was one.
    @discardableResult
    func remove(_ entity: Entity) -> Bool { false }
    /// Removes `entity`'s component because the entity is being despawned.
    func despawn(_ entity: Entity) { remove(entity) }
    /// The time of the world's clock domains, which its motions run on; set by the world.
    @usableFromInline final var clocks = DomainClocks()
    /// The threads a tick may spread over; set by the world.
    @usableFromInline final var threads = TickThreads()
    /// Where this storage reports what happens to its motions; set by the world.
    final var raise: (Entity, MotionEvent.Motion, MotionEvent.Kind) -> Void = { _, _, _ in }

    /// Reports that `entity`'s `motion` ended early, for `reason`.
    @usableFromInline
    final func reportInterruption(
        of entity: Entity, _ motion: MotionEvent.Motion, _ reason: MotionEvent.Interruption
    ) {
        raise(entity, motion, .interrupted(reason))
    }
    /// Makes room for `count` components (and their transitions) without growing again.
    func reserveCapacity(_ count: Int) {}
    /// The strides of the arrays ``reserveCapacity(_:)`` grows, one element each.
    var reservedStrides: [Int] { [] }
    /// Mixes every stored component, in slot order, into `hasher`.
    func hash(into hasher: inout StateHasher) {}
    /// Mixes the components of the entities `including` accepts, in slot order, into `hasher`.
    func hash(into hasher: inout StateHasher, including: (Entity) -> Bool) {}
    /// Moves the motions of `entity` from clock domain `old` to `new`, keeping how far they ran.
    func moveClockDomain(of entity: Entity, from old: UInt32, to new: UInt32, tickRate: UInt64) {}
    /// Bytes held by this storage's arrays (capacity, not count).
    var byteCount: Int { 0 }
    /// Number of running transitions (0 for types that are not transitionable).
    var activeTransitionCount: Int { 0 }
    /// Number of timelines playing (0 but for timeline storages).
    var activeTimelineCount: Int { 0 }
    /// Advances the running transitions to `tick`, reporting each one that lands.
    func advanceTick(to tick: UInt64, tickRate: UInt64, finished: (Entity) -> Void) {}
    /// What this storage holds, for a snapshot: shared with it until either changes, the values
    /// copied when `copyingValues` (a query may be writing them).
    func saveState(copyingValues: Bool) -> StorageState { StorageState() }
    /// Puts back what `state` saved; nil, or another storage's state, empties this storage.
    func restoreState(_ state: StorageState?) {}
    /// Whether this storage holds nothing at all: then it leaves the state hash alone, as if it
    /// had never been made.
    var holdsNothing: Bool { true }
}

/// The components of one type: a sparse set (EnTT's), with the values and their entities
/// packed in two parallel contiguous arrays and a paged sparse index from entity to slot.
/// Removal moves the last component into the freed slot (swap and pop), so slots are not
/// stable across removals; iterate by slot from the back when removing as you go.
@usableFromInline
class ComponentStorage<Value>: AnyComponentStorage {
    /// The values, packed.
    @usableFromInline @exclusivity(unchecked) final var values: ContiguousArray<Value> = []
    /// The entity owning each value, same slots as `values`.
    @usableFromInline @exclusivity(unchecked) final var entities: ContiguousArray<Entity> = []
    /// Entity index to slot.
    @usableFromInline @exclusivity(unchecked) final var sparse = SparseIndex()
    /// How the values are mixed into the state hash.
    final var valueHashing: ValueHashing<Value>

    /// An empty storage whose values are hashed by `hashing`.
    init(hashing: ValueHashing<Value>) {
        valueHashing = hashing
    }

    /// An empty storage of a subclass that hashes its values itself.
    override init() {
        valueHashing = .unused
    }

    override var count: Int { values.count }

    /// `entity`'s slot, or nil when it has no component here (stale handles included).
    @inlinable @inline(__always)
    final func slot(of entity: Entity) -> Int? {
        let slot = sparse.slot(of: entity.index)
        guard slot != SparseIndex.absent, entities[Int(slot)] == entity else { return nil }
        return Int(slot)
    }

    override final func contains(_ entity: Entity) -> Bool { slot(of: entity) != nil }

    /// `entity`'s component, if it has one.
    @inlinable @inline(__always)
    final func value(of entity: Entity) -> Value? {
        guard let slot = slot(of: entity) else { return nil }
        return values[slot]
    }

    /// Sets `entity`'s component, adding it at the end if it had none; returns its slot.
    /// Storages with more state per component (transitions, timelines) override it to end that.
    @discardableResult
    @usableFromInline func set(_ value: Value, for entity: Entity) -> Int {
        store(value, for: entity)
    }

    /// Writes `entity`'s component and nothing else, adding it at the end if it had none;
    /// returns its slot.
    @inlinable @discardableResult
    final func store(_ value: Value, for entity: Entity) -> Int {
        if let slot = slot(of: entity) {
            values[slot] = value
            return slot
        }
        sparse.set(UInt32(values.count), for: entity.index)
        values.append(value)
        entities.append(entity)
        return values.count - 1
    }

    @discardableResult
    override func remove(_ entity: Entity) -> Bool {
        guard let slot = slot(of: entity) else { return false }
        removeSlot(slot)
        return true
    }

    /// Removes the component in `slot` by moving the last one into it.
    @inlinable
    final func removeSlot(_ slot: Int) {
        let last = values.count - 1
        swapSlots(slot, last)
        sparse.clear(entities[last].index)
        values.removeLast()
        entities.removeLast()
    }

    /// Exchanges two slots, keeping the sparse index right.
    @inlinable
    final func swapSlots(_ a: Int, _ b: Int) {
        guard a != b else { return }
        // Through a buffer pointer: unspecialised, `MutableCollection.swapAt` allocates.
        values.withUnsafeMutableBufferPointer { $0.swapAt(a, b) }
        entities.swapAt(a, b)
        sparse.set(UInt32(a), for: entities[a].index)
        sparse.set(UInt32(b), for: entities[b].index)
    }

    override func hash(into hasher: inout StateHasher) {
        hasher.combine(UInt64(values.count))
        if MemoryLayout<Value>.size == MemoryLayout<Value>.stride, let first = values.first,
            valueHashing.hashesBytes(first)
        {
            // Padding-free values: the entities, then the values, each array as one buffer.
            entities.withUnsafeBytes { hasher.combine(bytes: $0) }
            values.withUnsafeBytes { hasher.combine(bytes: $0) }
            return
        }
        for slot in values.indices {
            hasher.combine(UInt64(entities[slot].index) << 32 | UInt64(entities[slot].generation))
            valueHashing.hash(values[slot], into: &hasher)
        }
    }

    override func hash(into hasher: inout StateHasher, including: (Entity) -> Bool) {
        // In handle order, and nothing when none is included: what other entities do to the
        // slots, or to the storage, leaves it alone.
        let slots = includedSlots(of: entities.indices, including)
        guard !slots.isEmpty else { return }
        hasher.combine(UInt64(slots.count))
        for slot in slots {
            hasher.combine(UInt64(entities[slot].index) << 32 | UInt64(entities[slot].generation))
            valueHashing.hash(values[slot], into: &hasher)
        }
    }

    /// The slots among `slots` whose entity `including` accepts, ordered by entity.
    final func includedSlots(of slots: Range<Int>, _ including: (Entity) -> Bool) -> [Int] {
        slots.filter { including(entities[$0]) }.sorted { entities[$0] < entities[$1] }
    }

    override func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
        entities.reserveCapacity(count)
    }

    override var reservedStrides: [Int] { [MemoryLayout<Value>.stride, MemoryLayout<Entity>.stride] }

    override var byteCount: Int {
        values.capacity * MemoryLayout<Value>.stride + entities.capacity * MemoryLayout<Entity>.stride
            + sparse.byteCount
    }

    override final func saveState(copyingValues: Bool) -> StorageState {
        componentState(copyingValues: copyingValues, more: savedMoreState())
    }

    override final func restoreState(_ state: StorageState?) {
        restoreMoreState(restoreComponents(state))
    }

    override var holdsNothing: Bool { values.isEmpty }

    /// What a subclass keeps beside the components, for a snapshot.
    func savedMoreState() -> StorageState? { nil }

    /// Puts back what ``savedMoreState()`` saved; nil empties it.
    func restoreMoreState(_ state: StorageState?) {}
}
