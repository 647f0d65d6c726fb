/// A generational handle to an entity: an index into the world's tables and the generation
/// that index had when the entity was spawned. A handle kept after its entity was despawned is
/// stale: the world detects it and it never reaches whichever entity reuses the index.
public struct Entity: Hashable, Sendable, Comparable {
    /// Slot in the world's tables.
    public let index: UInt32
    /// How many times the slot had been freed before this entity took it.
    public let generation: UInt32

    /// A handle from its parts, as stored or sent elsewhere.
    public init(index: UInt32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    /// Orders by index, then generation.
    public static func < (lhs: Entity, rhs: Entity) -> Bool {
        (lhs.index, lhs.generation) < (rhs.index, rhs.generation)
    }
}

/// Hands out entity handles and recycles freed indices, oldest freed first.
@usableFromInline
struct EntityAllocator {
    /// Per index, its current generation shifted left by one, with the low bit set while the
    /// index holds a living entity: 4 bytes per index.
    @usableFromInline private(set) var states: ContiguousArray<UInt32> = []
    private var freeIndices: ContiguousArray<UInt32> = []
    private var freeHead = 0
    /// Number of living entities.
    private(set) var aliveCount = 0

    /// The generation an index is retired at, never handed out again: the highest one a state
    /// can hold.
    @usableFromInline static var retiredGeneration: UInt32 { UInt32.max >> 1 }

    /// Makes room for `count` entities in all without growing again.
    mutating func reserveCapacity(_ count: Int) {
        states.reserveCapacity(count)
    }

    mutating func allocate() -> Entity {
        aliveCount += 1
        if freeHead < freeIndices.count {
            let index = freeIndices[freeHead]
            freeHead += 1
            if freeHead > 1024, freeHead * 2 > freeIndices.count {
                freeIndices.removeFirst(freeHead)
                freeHead = 0
            }
            states[Int(index)] |= 1
            return Entity(index: index, generation: states[Int(index)] >> 1)
        }
        precondition(UInt64(states.count) < UInt64(UInt32.max), "more than 2³² - 1 entities")
        states.append(1)
        return Entity(index: UInt32(states.count - 1), generation: 0)
    }

    /// Whether `entity` is alive: not despawned, not stale.
    @inlinable
    func isAlive(_ entity: Entity) -> Bool {
        let index = Int(entity.index)
        // A generation above the retired one never matches: its shift drops the top bit.
        return index < states.count && entity.generation < Self.retiredGeneration
            && states[index] == entity.generation << 1 | 1
    }

    /// Frees a living entity's index; returns false for a stale or unknown handle.
    mutating func free(_ entity: Entity) -> Bool {
        guard isAlive(entity) else { return false }
        let index = Int(entity.index)
        aliveCount -= 1
        let next = entity.generation + 1
        states[index] = next << 1
        // An index whose generation reaches the retired one is never handed out again.
        if next < Self.retiredGeneration { freeIndices.append(entity.index) }
        return true
    }

    /// The living entity at `index`, if any.
    func entity(at index: UInt32) -> Entity? {
        let slot = Int(index)
        guard slot < states.count, states[slot] & 1 == 1 else { return nil }
        return Entity(index: index, generation: states[slot] >> 1)
    }

    var byteCount: Int {
        states.capacity * 4 + freeIndices.capacity * 4
    }
}
