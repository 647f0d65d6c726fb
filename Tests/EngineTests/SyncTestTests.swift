import Engine
import Testing
import TransitionCore

private struct Score: Equatable {
    var value: Int
}

private struct Glow: Transitionable {
    var level: Float
    func transition(to other: Glow, progress: Float) -> Glow {
        Glow(level: progress.lerp(min: level, max: other.level))
    }
}

/// A small game: boxes on springs and timelines; its logic reacts to landings by starting the
/// next move, and draws from a seeded generator kept in the world.
private final class Game {
    let world = World(tickRate: 60)
    var boxes: [Entity] = []
    let seedHolder: Entity

    init(boxes count: Int) {
        seedHolder = world.spawn()
        world.set(SeededRandom(seed: 7), for: seedHolder)
        for index in 0..<count {
            let box = world.spawn()
            world.set(SIMD2<Float>(Float(index), 0), for: box)
            world.set(Glow(level: 0), for: box)
            boxes.append(box)
        }
    }

    /// One tick of game logic: moves on input, and a new glow for every box that landed.
    func step(_ world: World, _ input: Int) {
        if input != 0 {
            let box = boxes[input % boxes.count]
            world.animate(box, to: SIMD2(Float(input), 5), .spring(response: 0.2, dampingFraction: 0.6))
        }
        for event in world.events where event.isOf(SIMD2<Float>.self) && event.isFinished {
            var random = world.get(SeededRandom.self, of: seedHolder)!
            let level = Float(random.next() % 100)
            world.set(random, for: seedHolder)
            world.animate(event.entity, to: Glow(level: level), .easeInOut(duration: 0.1))
        }
    }
}

@Suite("The sync test finds what differs when a tick runs again")
struct SyncTestTests {
    @Test(arguments: [1, 8])
    func aDeterministicGamePasses(distance: Int) {
        let game = Game(boxes: 20)
        let check = SyncTest(world: game.world, checkDistance: distance) { world, input in
            game.step(world, input)
        }
        var random = SeededRandom(seed: 3)
        for _ in 0..<150 {
            let input = random.next() % 4 == 0 ? Int(random.next() % 1000) + 1 : 0
            #expect(check.advance(input) == nil)
        }
        #expect(check.mismatches.isEmpty)
        #expect(check.checkedTickCount >= 150 * distance - distance * distance)
        #expect(game.world.tick == 150)
    }

    @Test func theGameGoesOnAsIfUnchecked() {
        let checked = Game(boxes: 10)
        let plain = Game(boxes: 10)
        let check = SyncTest(world: checked.world, checkDistance: 4) { world, input in
            checked.step(world, input)
        }
        for tick in 1...80 {
            let input = tick % 7 == 0 ? tick * 13 : 0
            check.advance(input)
            plain.step(plain.world, input)
            plain.world.advance()
            #expect(checked.world.stateHash() == plain.world.stateHash())
            #expect(checked.world.events == plain.world.events)
        }
    }

    @Test func stateKeptOutsideTheWorldIsFoundAndNamed() throws {
        let game = Game(boxes: 1000)
        var counter = 0  // kept outside the world: a second run of a tick sees it moved on
        let marked = game.boxes[637]
        let check = SyncTest(world: game.world, checkDistance: 3) { world, input in
            game.step(world, input)
            counter += 1
            world.set(Score(value: counter), for: marked)
        }
        let mismatch = try #require(check.advance(0))
        #expect(mismatch.tick == 1)
        #expect(mismatch.parts.count == 1)
        #expect(mismatch.parts.first?.hasSuffix(".Score") == true)
        #expect(mismatch.entity == marked)
        #expect(mismatch.description.contains("Score"))
    }

    @Test func aDifferenceInAnAnimatedTypeNamesItsEntity() throws {
        let game = Game(boxes: 300)
        let check = SyncTest(world: game.world, checkDistance: 2) { world, input in
            game.step(world, input)
            if world.tick + 1 == 3, !world.isResimulating {  // the first run of tick 3 only
                world.animate(game.boxes[211], to: Glow(level: 9), .linear(duration: 1))
            }
        }
        var found: [SyncMismatch] = []
        for _ in 0..<6 { if let mismatch = check.advance(0) { found.append(mismatch) } }
        let first = try #require(found.first)
        #expect(found.count == 1, "a faulty tick is reported once, not by every check that covers it")
        #expect(first.tick == 3)
        #expect(first.parts.count == 1)
        #expect(first.parts.first?.hasSuffix("Glow") == true)
        #expect(first.entity == game.boxes[211])
    }

    @Test func aSpawnMadeOnlyOnceIsAWorldDifference() {
        let game = Game(boxes: 5)
        var spawned = false
        let check = SyncTest(world: game.world, checkDistance: 1) { (world: World, _: Int) in
            if !spawned {
                spawned = true
                _ = world.spawn()
            }
        }
        let mismatch = check.advance(0)
        #expect(mismatch?.parts.first == StateHashes.worldPartName)
        #expect(mismatch?.entity?.index == 6)
    }

    @Test func theSimulationChecksItsSystemsAndAllowsChangesBetweenFrames() throws {
        let clock = MockClock()
        let simulation = Simulation(clock: clock, tickRate: 60)
        let world = simulation.world
        let box = world.spawn()
        world.set(Float(0), for: box)
        simulation.addSystem { world, tick in
            if tick % 10 == 0 { world.animate(box, to: Float(tick), .easeInOut(duration: 0.05)) }
        }
        simulation.checkDeterminism(rollingBack: 4)
        simulation.frame()
        for frame in 1...60 {
            // A change between frames, outside the systems.
            if frame % 9 == 0 { world.animate(box, to: -Float(frame), .linear(duration: 0.1)) }
            clock.advance(by: 1_000_000_000 / 30)
            simulation.frame()
        }
        let check = try #require(simulation.determinismCheck)
        #expect(check.mismatches.isEmpty)
        #expect(check.checkedTickCount > 100)
        var outside = 0
        simulation.addSystem { world, _ in
            outside += 1
            world.set(Score(value: outside), for: box)
        }
        clock.advance(by: 1_000_000_000 / 60)
        simulation.frame()
        #expect(check.mismatches.first?.parts.first?.hasSuffix("Score") == true)
        simulation.checkDeterminism(rollingBack: nil)
        #expect(simulation.determinismCheck == nil)
    }
}
