import Engine
import Testing
import TransitionCore

/// One test per bug the fuzzing and bad-input work found in the engine, named after what it
/// caught (RELIABILITY.md lists them with their fixes).
@Suite struct RegressionTests {
    @Test func aTickRequestedInsideAQueryIsDeferredAndCorruptsNoOtherEntity() {
        // Before: the tick ran at once, moved finished transitions between slots under the
        // query, visited entity 5 twice, skipped entity 4 and wrote entity 5's value into it.
        let world = World(tickRate: 60)
        let entities = (0..<6).map { _ in world.spawn() }
        for (index, entity) in entities.enumerated() {
            world.set(Float(index), for: entity)
            world.animate(entity, to: Float(index * 10), .linear(duration: index % 2 == 0 ? 0 : 1))
        }
        var visited: [Entity] = []
        world.query(Float.self) { entity, _ in
            visited.append(entity)
            if visited.count == 1 {
                world.advance()
                #expect(world.tick == 0, "deferred until the query ends")
            }
        }
        #expect(visited.count == 6 && Set(visited) == Set(entities))
        #expect(world.tick == 1)
        for (index, entity) in entities.enumerated() {
            let expected =
                index % 2 == 0
                ? Float(index * 10)
                : Transition(from: Float(index), to: Float(index * 10), animation: .linear(duration: 1))
                    .value(at: 1.0 / 60)
            #expect(world.get(Float.self, of: entity) == expected, "entity \(index)")
        }
        #expect(Set(world.events.map(\.entity)) == Set([entities[0], entities[2], entities[4]]))
    }

    @Test func anEngineFrameInsideAQueryLeavesTheQueryWhole() throws {
        let clock = MockClock()
        let engine = Simulation(clock: clock)
        let world = engine.world
        let entities = (0..<8).map { _ in world.spawn() }
        for entity in entities {
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(1), .linear(duration: 0))
        }
        engine.frame()
        clock.advance(by: 100_000_000)
        var visits = 0
        world.query(Float.self) { _, _ in
            visits += 1
            if visits == 1 { engine.frame() }
        }
        #expect(visits == 8)
        #expect(world.tick == 6 && world.activeTransitionCount == 0)
        for entity in entities { #expect(world.get(Float.self, of: entity) == 1) }
    }

    @Test func despawnRecursiveOfAHierarchyAHundredThousandDeepDoesNotOverflowTheStack() throws {
        // Before: one stack frame per level; a chain this deep crashed with SIGSEGV.
        let world = World()
        let bystander = world.spawn()
        var top = world.spawn()
        let bottom = top
        world.set(Float(1), for: bottom)
        for _ in 0..<100_000 {
            let parent = world.spawn()
            try world.setParent(top, to: parent)
            top = parent
        }
        #expect(world.despawnRecursive(top))
        #expect(world.entityCount == 1 && world.isAlive(bystander))
        #expect(!world.isAlive(bottom) && world.count(of: Float.self) == 0)
    }

    @Test func despawnRecursiveStillRemovesChildrenFirstInTheOrderTheyWereAttached() throws {
        // The walk without recursion frees the entities in the same order as the recursive one
        // did (post-order, first child first), so recycled handles, and state hashes, match.
        let world = World()
        let root = world.spawn()
        let a = world.spawn()
        let b = world.spawn()
        let a1 = world.spawn()
        let a2 = world.spawn()
        try world.setParent(a, to: root)
        try world.setParent(b, to: root)
        try world.setParent(a1, to: a)
        try world.setParent(a2, to: a)
        world.despawnRecursive(root)
        // Freed indices are reused oldest first.
        let reuse = (0..<5).map { _ in world.spawn().index }
        #expect(reuse == [a1, a2, a, b, root].map(\.index))
    }
}

/// Hierarchy operations stay linear in the number of entities: each of these took minutes when
/// detaching a child copied its siblings and the cycle check walked every ancestor. How long
/// they take is transition-bench's to measure (section 7, scaling), not a test's: a time limit
/// here failed on a busy machine.
struct HierarchyScalingTests {
    @Test func despawningAParentOfAHundredThousandChildren() throws {
        let world = World()
        let parent = world.spawn()
        var children: [Entity] = []
        for _ in 0..<100_000 {
            let child = world.spawn()
            try world.setParent(child, to: parent)
            children.append(child)
        }
        #expect(world.children(of: parent) == children)
        #expect(world.despawnRecursive(parent))
        #expect(world.entityCount == 0)
    }

    @Test func buildingAndDespawningAChainAHundredThousandDeep() throws {
        let world = World()
        let root = world.spawn()
        var tip = root
        for _ in 0..<100_000 {
            let next = world.spawn()
            try world.setParent(next, to: tip)
            tip = next
        }
        #expect(throws: HierarchyError.cycle(child: root, parent: tip)) { try world.setParent(root, to: tip) }
        #expect(world.despawnRecursive(root))
        #expect(world.entityCount == 0)
    }

    @Test func despawningSiblingsOneByOneKeepsTheOthersInOrder() throws {
        let world = World()
        let parent = world.spawn()
        let children = (0..<50_000).map { _ in world.spawn() }
        for child in children { try world.setParent(child, to: parent) }
        for (index, child) in children.enumerated() where index % 2 == 1 { world.despawn(child) }
        let kept = children.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        #expect(world.children(of: parent) == kept)
        for child in kept { world.despawn(child) }
        #expect(world.children(of: parent).isEmpty && world.parent(of: kept[0]) == nil)
    }
}

/// A value that is not plain data (it holds a string) and hashes its own state.
private struct Caption: Transitionable, StateHashable {
    var text: String
    var scale: Float

    func transition(to other: Caption, progress: Float) -> Caption {
        Caption(text: progress < 0.5 ? text : other.text, scale: progress.lerp(min: scale, max: other.scale))
    }

    func hash(into hasher: inout StateHasher) {
        hasher.combine(UInt64(text.utf8.count))
        for byte in text.utf8 { hasher.combine(byte: byte) }
        hasher.combine(UInt64(scale.bitPattern))
    }
}

@Suite struct NonPlainDataHashTests {
    /// Before: running transitions of a type that is not plain data contributed nothing, so
    /// worlds moving to different targets hashed the same.
    @Test func runningTransitionsOfStateHashableValuesCountInTheHash() {
        func hash(target: Caption) -> UInt64 {
            let world = World(tickRate: 60)
            let entity = world.spawn()
            world.set(Caption(text: "ready", scale: 1), for: entity)
            world.animate(entity, to: target, .linear(duration: 1))
            return world.stateHash()
        }
        let toGo = hash(target: Caption(text: "go", scale: 2))
        #expect(toGo == hash(target: Caption(text: "go", scale: 2)))
        #expect(toGo != hash(target: Caption(text: "stop", scale: 2)))
        #expect(toGo != hash(target: Caption(text: "go", scale: 3)))
    }
}
