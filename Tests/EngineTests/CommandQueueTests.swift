import Testing
import TransitionCore

@testable import Engine

/// The one queue a world defers changes through while a query or a tick runs.
@Suite struct CommandQueueTests {
    @Test func commandsWaitForTheOutermostEndAndComeOutInOrder() {
        var queue = CommandQueue()
        #expect(!queue.isDeferring && queue.takeAll().isEmpty)
        queue.begin()
        queue.begin()
        #expect(queue.isDeferring)
        var applied: [Int] = []
        let world = World()
        queue.append { _ in applied.append(1) }
        queue.append { _ in applied.append(2) }
        #expect(!queue.end() && queue.isDeferring && queue.count == 2)  // the inner one ended
        queue.append { _ in applied.append(3) }
        #expect(queue.end() && !queue.isDeferring)
        for command in queue.takeAll() { command(world) }
        #expect(applied == [1, 2, 3] && queue.count == 0 && queue.takeAll().isEmpty)
    }

    @Test func aWorldAppliesEveryKindOfChangeAfterItsOutermostQuery() throws {
        let world = World(tickRate: 60)
        let parent = world.spawn()
        let child = world.spawn()
        world.set(Float(1), for: child)
        world.query(Float.self) { entity, _ in
            world.query(Float.self) { _, _ in
                world.animate(entity, to: Float(2), .linear(duration: 1))
                try? world.setParent(entity, to: parent)
                world.advance()
            }
            // The inner query returned; the outer still runs, so nothing has happened yet.
            #expect(
                world.tick == 0 && world.parent(of: entity) == nil
                    && !world.isAnimating(Float.self, of: entity))
            world.despawn(parent)
            #expect(world.isAlive(parent))
        }
        #expect(world.tick == 1 && !world.isAlive(parent) && world.parent(of: child) == nil)
        #expect(world.isAnimating(Float.self, of: child) && world.commands.count == 0)
    }

    @Test func aCommandThatQueriesAppliesItsOwnChangesWhenItsQueryReturns() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        var seenInside: Float?
        world.query(Float.self) { _, _ in
            // Applied after the outer query: its own query's change waits for that query only.
            world.commands.append { world in
                world.query(Float.self) { entity, _ in world.set(Float(5), for: entity) }
                seenInside = world.get(Float.self, of: entity)
            }
        }
        #expect(seenInside == 5 && world.get(Float.self, of: entity) == 5)
    }
}
