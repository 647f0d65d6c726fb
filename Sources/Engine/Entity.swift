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
    /// Current generation per index; an index whose generation reached `UInt32.max` is retired.
    @usableFromInline private(set) var generations: ContiguousArray<UInt32> = []
    /// Whether each index holds a living entity.
    @usableFromInline private(set) var alive: ContiguousArray<Bool> = []
    private var freeIndices: ContiguousArray<UInt32> = []
    private var freeHead = 0
    /// Number of living entities.
    private(set) var aliveCount = 0

    /// Makes room for `count` entities in all without growing again.
    mutating func reserveCapacity(_ count: Int) {
        generations.reserveCapacity(count)
        alive.reserveCapacity(count)
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
            alive[Int(index)] = true
            return Entity(index: index, generation: generations[Int(index)])
        }
        precondition(generations.count < Int(UInt32.max), "more than 2³² - 1 entities")
        generations.append(0)
        alive.append(true)
        return Entity(index: UInt32(generations.count - 1), generation: 0)
    }

    /// Whether `entity` is alive: not despawned, not stale.
    @inlinable
    func isAlive(_ entity: Entity) -> Bool {
        let index = Int(entity.index)
        return index < generations.count && alive[index] && generations[index] == entity.generation
    }

    /// Frees a living entity's index; returns false for a stale or unknown handle.
    mutating func free(_ entity: Entity) -> Bool {
        guard isAlive(entity) else { return false }
        let index = Int(entity.index)
        alive[index] = false
        aliveCount -= 1
        if generations[index] < UInt32.max - 1 {
            generations[index] += 1
            freeIndices.append(entity.index)
        } else {
            generations[index] = UInt32.max  // retired: never handed out again
        }
        return true
    }

    /// The living entity at `index`, if any.
    func entity(at index: UInt32) -> Entity? {
        let slot = Int(index)
        guard slot < generations.count, alive[slot] else { return nil }
        return Entity(index: index, generation: generations[slot])
    }

    var byteCount: Int {
        generations.capacity * 4 + alive.capacity + freeIndices.capacity * 4
    }
}
