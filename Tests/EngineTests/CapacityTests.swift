import Engine
import Testing
import TransitionCore

@Suite("Reserved capacity")
struct CapacityTests {
    /// Spawns `count` entities, each setting and animating a `SIMD4<Float>` for `duration`
    /// seconds; returns the world's byte count after the first and after the last.
    private func fill(_ world: World, count: Int, duration: Double = 1) -> (first: Int, last: Int) {
        var first = 0
        for index in 0..<count {
            let entity = world.spawn()
            world.set(SIMD4<Float>(repeating: Float(index)), for: entity)
            world.animate(entity, to: SIMD4<Float>(repeating: -1), .easeInOut(duration: duration))
            if index == 0 { first = world.byteCount }
        }
        return (first, world.byteCount)
    }

    @Test("A world sized up front stores and animates that many without growing")
    func reservedWorldDoesNotGrow() {
        let reserved = World(tickRate: 60)
        reserved.reserveEntityCapacity(3_000)
        reserved.reserveCapacity(3_000, for: SIMD4<Float>.self)
        let sizes = fill(reserved, count: 3_000)
        #expect(sizes.last == sizes.first)
        #expect(reserved.activeTransitionCount == 3_000)
        // The same world without the reservation grows, and ends no smaller.
        let grown = fill(World(tickRate: 60), count: 3_000)
        #expect(grown.last > grown.first)
        #expect(grown.last >= sizes.last)
    }

    /// The memory target: value, handle, sparse slot, transition record, start offset,
    /// palette index, room in the list of slots finishing on one tick and allocator state come
    /// to 126 bytes; the sparse index's pages and the palette add little at this size.
    @Test("A world sized up front holds an animated 8-float entity in at most 128 bytes")
    func animatedEntityFitsInOneHundredTwentyEightBytes() {
        let count = 16_384
        let world = World(tickRate: 60)
        world.reserveEntityCapacity(count)
        world.reserveCapacity(count, for: SIMD8<Float>.self)
        for index in 0..<count {
            let entity = world.spawn()
            world.set(SIMD8<Float>(repeating: Float(index)), for: entity)
            world.animate(
                entity, to: SIMD8<Float>(repeating: -1), .timingCurve(.easeInOutCubic, duration: 10))
        }
        world.advance()
        #expect(world.activeTransitionCount == count)
        let perEntity = Double(world.byteCount) / Double(count)
        #expect(perEntity <= 128, "\(perEntity) bytes per animated entity")
    }

    @Test("A world sized up front, events included, does not grow when every motion finishes on one tick")
    func reservedWorldFinishingTogetherDoesNotGrow() {
        let world = World(tickRate: 60)
        world.reserveEntityCapacity(2_000)
        world.reserveCapacity(2_000, for: SIMD4<Float>.self)
        #expect(world.reserveEventCapacity(2_000))
        // From the first on: the first makes the sparse index's page and the palette.
        let (first, last) = fill(world, count: 2_000, duration: 0.5)
        #expect(last == first, "storing and starting them")
        for _ in 0..<30 { world.advance() }
        #expect(world.activeTransitionCount == 0)
        #expect(world.events.count == 2_000, "every transition finished on the last tick")
        #expect(world.byteCount == first)
    }

    @Test("Reserving changes no value or hash, inside a query waits, and bad counts do nothing")
    func reservingChangesNothingElse() {
        let plain = World(tickRate: 60)
        let reserved = World(tickRate: 60)
        reserved.reserveCapacity(0, for: Float.self)
        reserved.reserveCapacity(-5, for: Float.self)
        reserved.reserveEntityCapacity(-1)
        reserved.reserveEventCapacity(0)
        reserved.reserveEventCapacity(-3)
        for world in [plain, reserved] {
            let entity = world.spawn()
            world.set(Float(1), for: entity)
            world.query(Float.self) { _, _ in
                guard world === reserved else { return }
                let before = world.byteCount
                world.reserveCapacity(100, for: Float.self)
                #expect(world.byteCount == before, "not while the query runs")
            }
            world.animate(entity, to: Float(5), .linear(duration: 0.5))
            for _ in 0..<10 { world.advance() }
        }
        #expect(plain.stateHash() == reserved.stateHash())
        #expect(reserved.byteCount > plain.byteCount, "the reservation was made once the query ended")
    }
}

/// Capacity requests no machine can satisfy: refused, the world unchanged and usable.
@Suite struct ImpossibleCapacityTests {
    static let counts = [Int.max, Int.max / 2, 1 << 40, World.maximumEntityCount + 1]

    @Test(arguments: ImpossibleCapacityTests.counts)
    func anImpossibleComponentReservationIsRefusedAndChangesNothing(count: Int) {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(SIMD4<Float>(1, 2, 3, 4), for: entity)
        let hash = world.stateHash()
        let bytes = world.byteCount
        #expect(!world.reserveCapacity(count, for: SIMD4<Float>.self))
        #expect(!world.reserveCapacity(count, for: Float.self))
        #expect(!world.reserveEntityCapacity(count))
        #expect(!world.reserveEventCapacity(count))
        #expect(world.stateHash() == hash && world.byteCount <= bytes + 4096)
        world.animate(entity, to: SIMD4<Float>(5, 6, 7, 8), .linear(duration: 0.05))
        for _ in 0..<3 { world.advance() }
        #expect(world.get(SIMD4<Float>.self, of: entity) == SIMD4<Float>(5, 6, 7, 8))
    }

    @Test func aReservationThatFitsIsMadeAndSaysSo() {
        let world = World(tickRate: 60)
        #expect(world.reserveCapacity(1_000, for: Float.self))
        #expect(world.reserveEntityCapacity(1_000))
        #expect(world.byteCount >= 1_000 * (MemoryLayout<Float>.stride + MemoryLayout<Entity>.stride))
    }
}
