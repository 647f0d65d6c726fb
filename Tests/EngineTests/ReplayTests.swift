import Engine
import Testing
import TransitionCore

/// What a player does in one tick: nothing, or a click that sends one box somewhere.
private struct Click: Equatable {
    var box: Int
    var x: Float
    var y: Float
}

/// A small game: `boxes` boxes; a click moves one on a spring, every 90th tick all ease home.
private func makeGame(boxes: Int) -> World {
    let world = World(tickRate: 60)
    for index in 0..<boxes {
        let entity = world.spawn()
        world.set(SIMD2<Float>(Float(index), 0), for: entity)
    }
    return world
}

/// One tick of the game on `clicks` (several players: one click each, or none).
private func apply(_ clicks: [Click?], to world: World) {
    let boxes = world.entities(with: SIMD2<Float>.self).sorted()
    for click in clicks {
        guard let click, !boxes.isEmpty else { continue }
        world.animate(
            boxes[click.box % boxes.count], to: SIMD2(click.x, click.y),
            .spring(response: 0.4, dampingFraction: 0.7))
    }
    if world.tick % 90 == 89 {
        for (index, box) in boxes.enumerated() {
            world.animate(box, to: SIMD2(Float(index), 0), .easeInOut(duration: 0.5))
        }
    }
}

/// A click about one tick in `every`, drawn from `random`.
private func randomClick(_ random: inout SeededRandom, every: UInt64) -> Click? {
    guard random.next() % every == 0 else { return nil }
    return Click(
        box: Int(random.next() % 64), x: random.nextUnitFloat() * 100, y: random.nextUnitFloat() * 100)
}

struct ReplayTests {
    @Test func replayingTheInputsFromTheStartGivesTheSameHashAtEveryTick() throws {
        let world = makeGame(boxes: 24)
        for _ in 0..<30 { world.advance() }
        var recording = InputRecording<Click?>(startingFrom: world)
        var random = SeededRandom(seed: 5)
        var hashes: [UInt64] = []
        for _ in 0..<600 {
            recording.run(randomClick(&random, every: 7), in: world) { world, click in
                apply([click], to: world)
            }
            hashes.append(world.stateHash())
        }
        #expect(recording.endTick == world.tick)
        var replayed: [UInt64] = []
        try recording.replay(into: world, ticks: 0) { _, _ in }
        #expect(world.tick == recording.start.tick)
        for input in recording.inputs {
            apply([input], to: world)
            world.advance()
            replayed.append(world.stateHash())
        }
        #expect(replayed == hashes)
        try recording.replay(into: world) { world, click in apply([click], to: world) }
        #expect(world.stateHash() == hashes.last)
    }

    @Test func anHourAt60HzReplaysToTheSameFinalHash() throws {
        let world = makeGame(boxes: 4)
        var recording = InputRecording<Click?>(startingFrom: world)
        var random = SeededRandom(seed: 60)
        for _ in 0..<216_000 {
            recording.run(randomClick(&random, every: 50), in: world) { world, click in
                apply([click], to: world)
            }
        }
        let final = world.stateHash()
        #expect(world.tick == 216_000)
        try recording.replay(into: world) { world, click in apply([click], to: world) }
        #expect(world.tick == 216_000)
        #expect(world.stateHash() == final)
    }

    @Test func aRecordingReplaysOnlyIntoItsWorld() {
        let world = makeGame(boxes: 2)
        let recording = InputRecording<Click?>(startingFrom: makeGame(boxes: 2))
        #expect(throws: SnapshotError.fromAnotherWorld) {
            try recording.replay(into: world) { world, click in apply([click], to: world) }
        }
    }
}
