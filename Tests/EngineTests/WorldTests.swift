import Engine
import Testing

private struct Position: Equatable {
    var x: Float
    var y: Float
}

private struct Health: Equatable {
    var points: Int
}

private struct Tag: Equatable {}

@Suite struct WorldTests {
    @Test func aStaleHandleNeverReachesTheEntityThatReusesItsIndex() {
        let world = World()
        let old = world.spawn()
        world.set(Health(points: 10), for: old)
        #expect(world.despawn(old))
        let reused = world.spawn()
        #expect(reused.index == old.index)
        #expect(reused.generation == old.generation + 1)
        world.set(Health(points: 99), for: reused)

        #expect(!world.isAlive(old))
        #expect(world.get(Health.self, of: old) == nil)
        #expect(!world.set(Health(points: 1), for: old))
        #expect(!world.remove(Health.self, from: old))
        #expect(!world.despawn(old))
        #expect(!world.animate(old, to: Float(3)))
        #expect(world.get(Health.self, of: reused) == Health(points: 99))
        #expect(world.isAlive(reused))
    }

    @Test func aNeverIssuedHandleIsRefused() {
        let world = World()
        let bogus = Entity(index: 12_345, generation: 7)
        #expect(!world.isAlive(bogus))
        #expect(!world.set(Tag(), for: bogus))
        #expect(world.get(Tag.self, of: bogus) == nil)
        #expect(world.count(of: Tag.self) == 0)
    }

    @Test func componentsOfSeveralTypesAndQueries() {
        let world = World()
        var expected: [Entity: (Position, Health?)] = [:]
        for index in 0..<100 {
            let entity = world.spawn()
            let position = Position(x: Float(index), y: 0)
            world.set(position, for: entity)
            var health: Health?
            if index % 3 == 0 {
                health = Health(points: index)
                world.set(health!, for: entity)
            }
            expected[entity] = (position, health)
        }
        var visited = 0
        world.query(Position.self, Health.self) { entity, position, health in
            visited += 1
            #expect(expected[entity]?.0 == position)
            #expect(expected[entity]?.1 == health)
            position.y = Float(health.points)
        }
        #expect(visited == 34)
        for (entity, (position, health)) in expected {
            #expect(world.get(Position.self, of: entity)?.y == Float(health?.points ?? 0))
            #expect(world.get(Position.self, of: entity)?.x == position.x)
        }
        var triple = 0
        world.query(Position.self, Health.self, Tag.self) { _, _, _, _ in triple += 1 }
        #expect(triple == 0)
    }

    @Test func structuralChangesInsideAQueryAreDeferredUntilItEnds() {
        let world = World()
        var entities: [Entity] = []
        for index in 0..<50 {
            let entity = world.spawn()
            world.set(Health(points: index), for: entity)
            entities.append(entity)
        }
        var seen = 0
        var spawned: [Entity] = []
        world.query(Health.self) { entity, health in
            seen += 1
            if health.points % 2 == 0 {
                #expect(world.despawn(entity))
                #expect(world.isAlive(entity))  // not yet
            } else {
                #expect(world.remove(Health.self, from: entity))
            }
            let newcomer = world.spawn()
            world.set(Health(points: 1000), for: newcomer)
            spawned.append(newcomer)
            #expect(world.count(of: Health.self) == 50)  // unchanged while iterating
        }
        #expect(seen == 50)
        #expect(world.count(of: Health.self) == 50)  // the 50 newcomers only
        for entity in entities {
            #expect(world.get(Health.self, of: entity) == nil)
        }
        #expect(entities.filter { world.isAlive($0) }.count == 25)
        for newcomer in spawned {
            #expect(world.get(Health.self, of: newcomer) == Health(points: 1000))
        }
    }

    @Test func despawningTheEntityBeingVisitedInANestedQueryIsSafe() {
        let world = World()
        for index in 0..<20 {
            let entity = world.spawn()
            world.set(Position(x: Float(index), y: 0), for: entity)
            world.set(Health(points: index), for: entity)
        }
        world.query(Position.self) { outer, _ in
            world.query(Health.self) { inner, _ in
                if inner == outer { world.despawn(inner) }
            }
        }
        #expect(world.entityCount == 0)
        #expect(world.count(of: Position.self) == 0)
        #expect(world.count(of: Health.self) == 0)
    }

    @Test func removingTheLastComponentKeepsTheOthersReachable() {
        let world = World()
        let entities = (0..<10).map { _ in world.spawn() }
        for (index, entity) in entities.enumerated() { world.set(Health(points: index), for: entity) }
        world.remove(Health.self, from: entities[0])
        world.remove(Health.self, from: entities[9])
        world.remove(Health.self, from: entities[4])
        for (index, entity) in entities.enumerated() where ![0, 4, 9].contains(index) {
            #expect(world.get(Health.self, of: entity) == Health(points: index))
        }
    }

    @Test func hierarchyRefusesCyclesAndDespawnsSubtrees() throws {
        let world = World()
        let root = world.spawn()
        let child = world.spawn()
        let grandchild = world.spawn()
        try world.setParent(child, to: root)
        try world.setParent(grandchild, to: child)
        #expect(world.children(of: root) == [child])
        #expect(world.parent(of: grandchild) == child)
        #expect(throws: HierarchyError.cycle(child: root, parent: grandchild)) {
            try world.setParent(root, to: grandchild)
        }
        #expect(throws: HierarchyError.cycle(child: root, parent: root)) {
            try world.setParent(root, to: root)
        }
        #expect(world.parent(of: root) == nil)

        let other = world.spawn()
        try world.setParent(child, to: other)
        #expect(world.children(of: root).isEmpty)
        #expect(world.children(of: other) == [child])

        world.despawnRecursive(other)
        #expect(!world.isAlive(other) && !world.isAlive(child) && !world.isAlive(grandchild))
        #expect(world.isAlive(root))

        let orphanParent = world.spawn()
        let orphan = world.spawn()
        try world.setParent(orphan, to: orphanParent)
        world.despawn(orphanParent)
        #expect(world.isAlive(orphan))
        #expect(world.parent(of: orphan) == nil)
        #expect(throws: HierarchyError.staleEntity(orphanParent)) {
            try world.setParent(orphan, to: orphanParent)
        }
    }
}
