import Engine
import Testing
import TransitionCore

@Suite("Staggers")
struct StaggerTests {
    @Test("Each step of distance adds its time, from every origin, in whole ticks")
    func originsInALine() {
        let each = { (origin: Stagger.Origin, count: Int) in
            Stagger.each(0.1, from: origin).startTicks(count: count, tickRate: 60)
        }
        #expect(each(.start, 5) == [0, 6, 12, 18, 24])
        #expect(each(.end, 5) == [24, 18, 12, 6, 0])
        #expect(each(.center, 5) == [12, 6, 0, 6, 12])
        // An even count: the two in the middle start together, at once.
        #expect(each(.center, 4) == [6, 0, 0, 6])
        #expect(each(.edges, 5) == [0, 6, 12, 6, 0])
        #expect(each(.index(1), 4) == [6, 0, 6, 12])
        // Out of range is clamped into the list.
        #expect(each(.index(-3), 3) == each(.start, 3))
        #expect(each(.index(99), 3) == each(.end, 3))
    }

    @Test("An amount spreads the starts over that time, eased by a curve")
    func amountAndEase() {
        #expect(Stagger.amount(1, from: .start).startTicks(count: 5, tickRate: 60) == [0, 15, 30, 45, 60])
        let eased = Stagger.amount(1, ease: .penner(.quad, .easeIn)).delays(count: 5)
        #expect(eased.count == 5)
        for (index, delay) in eased.enumerated() {
            let fraction = Float(index) / 4
            #expect(delay == Double(Curve.penner(.quad, .easeIn)(fraction)))
        }
        #expect(eased[4] == 1)
    }

    @Test("A grid measures straight-line distance, or one axis")
    func grid() {
        let grid = Stagger.Grid(columns: 3)
        let fromCenter = Stagger.each(0.1, from: .center, grid: grid).startTicks(count: 9, tickRate: 60)
        // Corners √2 steps away: 8.49 ticks, covered by 9 as any delay is; sides 6; the middle
        // at once.
        #expect(fromCenter == [9, 6, 9, 6, 0, 6, 9, 6, 9])
        let columns = Stagger.each(0.1, from: .start, grid: grid, axis: .x).startTicks(count: 9, tickRate: 60)
        #expect(columns == [0, 6, 12, 0, 6, 12, 0, 6, 12])
        let rows = Stagger.each(0.1, from: .start, grid: grid, axis: .y).startTicks(count: 8, tickRate: 60)
        #expect(rows == [0, 0, 0, 6, 6, 6, 12, 12])
        // No columns: a list.
        let list = Stagger.each(0.1, grid: Stagger.Grid(columns: 0)).startTicks(count: 4, tickRate: 60)
        #expect(list == [0, 6, 12, 18])
    }

    @Test("A seeded random order is a permutation, the same for the same seed")
    func randomOrder() {
        let first = Stagger.each(1, from: .random(seed: 7)).startTicks(count: 50, tickRate: 1)
        #expect(first.sorted() == (0..<50).map(UInt64.init))
        #expect(first != (0..<50).map(UInt64.init))
        #expect(Stagger.each(1, from: .random(seed: 7)).startTicks(count: 50, tickRate: 1) == first)
        #expect(Stagger.each(1, from: .random(seed: 8)).startTicks(count: 50, tickRate: 1) != first)
    }

    @Test("Bad times spread nothing; no entities give no starts")
    func badInput() {
        for seconds in [Double.nan, -1, .infinity, -.infinity, 0] {
            #expect(Stagger.each(seconds).startTicks(count: 4, tickRate: 60) == [0, 0, 0, 0])
            #expect(Stagger.amount(seconds).startTicks(count: 4, tickRate: 60) == [0, 0, 0, 0])
        }
        #expect(Stagger.each(0.1).delays(count: 0).isEmpty)
        #expect(Stagger.each(0.1).delays(count: -2).isEmpty)
        #expect(Stagger.each(0.1).startTicks(count: 1, tickRate: 60) == [0])
        let world = World()
        #expect(world.animate([], to: Float(1), .linear(duration: 1), stagger: .each(0.1)) == 0)
    }

    @Test("Each entity moves exactly as the first does, its start later by whole ticks")
    func staggeredStartsInWorld() {
        let world = World(tickRate: 60)
        let entities = (0..<5).map { _ in world.spawn() }
        for entity in entities { world.set(Float(0), for: entity) }
        let moved = world.animate(
            entities, to: Float(10), .easeInOut(duration: 0.5), stagger: .each(0.1, from: .start))
        #expect(moved == 5)
        var history: [[Float]] = entities.map { [world.get(Float.self, of: $0)!] }
        var started: [[Bool]] = entities.map { _ in [] }
        for _ in 0..<60 {
            world.advance()
            for (index, entity) in entities.enumerated() {
                history[index].append(world.get(Float.self, of: entity)!)
                started[index].append(world.isAnimating(Float.self, of: entity))
            }
        }
        for index in 1..<5 {
            let offset = 6 * index
            for tick in 0...60 {
                let expected = tick >= offset ? history[0][tick - offset] : 0
                #expect(history[index][tick] == expected, "entity \(index) at tick \(tick)")
            }
            // Not moving before its start.
            #expect(!started[index][offset - 2])
        }
        #expect(entities.allSatisfy { world.get(Float.self, of: $0) == 10 })
    }

    @Test("A running move goes on until the staggered start, which takes over from it")
    func runningMoveGoesOn() {
        let world = World(tickRate: 60)
        let moving = world.spawn()
        let reference = world.spawn()
        for entity in [moving, reference] {
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(100), .linear(duration: 1))
        }
        world.advance()
        let first = world.spawn()
        world.set(Float(0), for: first)
        world.animate([first, moving], to: Float(-5), .linear(duration: 0.5), stagger: .each(0.2))
        for _ in 0..<11 {
            world.advance()
            #expect(world.get(Float.self, of: moving) == world.get(Float.self, of: reference))
        }
        world.advance()  // Tick 13: the start, 12 ticks after the call, from the value shown.
        #expect(world.get(Float.self, of: moving) == world.get(Float.self, of: reference))
        world.advance()
        #expect(world.get(Float.self, of: moving)! < world.get(Float.self, of: reference)!)
        for _ in 0..<40 { world.advance() }
        #expect(world.get(Float.self, of: moving) == -5)
        #expect(world.get(Float.self, of: first) == -5)
    }

    @Test("Stale entities are skipped, entities without the component jump, a query defers it")
    func edgeCases() {
        let world = World()
        let gone = world.spawn()
        world.despawn(gone)
        let bare = world.spawn()
        let resting = world.spawn()
        world.set(Float(1), for: resting)
        #expect(
            world.animate([gone, bare, resting], to: Float(3), .linear(duration: 1), stagger: .each(0.5)) == 2
        )
        #expect(world.get(Float.self, of: bare) == 3)
        #expect(world.get(Float.self, of: resting) == 1)

        let other = world.spawn()
        world.set(Float(0), for: other)
        world.query(Float.self) { entity, _ in
            if entity == other {
                world.animate([other], to: Float(2), .linear(duration: 0.1), stagger: .each(0.1))
            }
        }
        #expect(world.isAnimating(Float.self, of: other))
    }

    @Test("Pending starts are part of a snapshot and of the state hash")
    func snapshotReplays() {
        let world = World()
        let entities = (0..<20).map { _ in world.spawn() }
        for entity in entities { world.set(SIMD2<Float>(0, 0), for: entity) }
        world.animate(
            entities,
            to: {
                index, _ in SIMD2(Float(index), 1)
            }, .spring(response: 0.3, dampingFraction: 0.7), stagger: .amount(0.5, from: .center)
        )
        let snapshot = world.snapshot()
        var hashes: [UInt64] = []
        for _ in 0..<60 {
            world.advance()
            hashes.append(world.stateHash())
        }
        try? world.restore(snapshot)
        for tick in 0..<60 {
            world.advance()
            #expect(world.stateHash() == hashes[tick])
        }
        #expect(
            entities.enumerated().allSatisfy {
                world.get(SIMD2<Float>.self, of: $0.element) == SIMD2(Float($0.offset), 1)
            })
    }

    @Test("A choreography staggers its moves in whole ticks")
    func choreography() {
        let world = World(tickRate: 60)
        let entities = (0..<4).map { _ in world.spawn() }
        for entity in entities { world.set(Float(0), for: entity) }
        var choreography = Choreography(tickRate: 60)
        choreography.animate(
            entities,
            to: {
                index, _ in
                Float(index + 1)
            }, .linear(duration: 0.25), stagger: .each(0.05, from: .end))
        // The next part follows the last move to end: the first entity's, 9 + 15 ticks in.
        #expect(choreography.durationTicks == 24)
        let conductor = world.spawn()
        world.play(choreography, on: conductor)
        var history: [[Float]] = entities.map { _ in [] }
        for _ in 0..<30 {
            world.advance()
            for (index, entity) in entities.enumerated() {
                history[index].append(world.get(Float.self, of: entity)!)
            }
        }
        // The last entity starts at once: 1/15 of the way per tick; the first 9 ticks later.
        #expect(abs(history[3][0] - 4 / 15) < 1e-6)
        #expect(history[0][8] == 0)
        #expect(history[0][9] > 0)
        #expect(history.enumerated().allSatisfy { $0.element.last == Float($0.offset + 1) })
    }
}
