import Engine
import Testing
import TransitionCore

private struct Rect: Transitionable {
    var x, y, w, h: Float

    func transition(to other: Rect, progress: Float) -> Rect {
        Rect(
            x: progress.lerp(min: x, max: other.x), y: progress.lerp(min: y, max: other.y),
            w: progress.lerp(min: w, max: other.w), h: progress.lerp(min: h, max: other.h))
    }
}

/// A scripted scenario: operations at fixed ticks, driven through an engine on a mock clock
/// whose frames are cut by `frameSizes` (nanoseconds, cycled).
private func runScenario(frameSizes: [UInt64], ticks: Int, seed: UInt64 = 99) throws -> UInt64 {
    let clock = MockClock()
    let engine = Simulation(clock: clock, tickRate: 60)
    var random = SeededRandom(seed: seed)
    var entities: [Entity] = []
    let animations: [Animation] = [
        .easeInOut(duration: 0.4), .spring(response: 0.3, dampingFraction: 0.6),
        .linear(duration: 0.2).delay(0.1),
        .timingCurve(.easeOutBounce, duration: 0.7).repeatCount(3),
    ]
    engine.addSystem { world, tick in
        if tick % 7 == 0 || entities.count < 20 {
            let entity = world.spawn()
            world.set(Rect(x: 0, y: 0, w: 1, h: 1), for: entity)
            entities.append(entity)
        }
        for _ in 0..<3 {
            let entity = entities[Int(random.next() % UInt64(entities.count))]
            let target = Rect(
                x: random.nextUnitFloat() * 800, y: random.nextUnitFloat() * 600, w: 10, h: 10)
            world.animate(entity, to: target, animations[Int(random.next() % 4)])
        }
        if tick % 11 == 0 {
            world.despawn(entities.remove(at: Int(random.next() % UInt64(entities.count))))
        }
    }
    engine.frame()
    var index = 0
    while engine.world.tick < UInt64(ticks) {
        clock.advance(by: frameSizes[index % frameSizes.count])
        index += 1
        engine.frame()
    }
    #expect(engine.world.tick == UInt64(ticks))
    return engine.world.stateHash()
}

@Suite struct DeterminismTests {
    @Test func theSameTicksSplitIntoFramesTwoWaysGiveTheSameHash() throws {
        // One tick per frame, then frames of 2.5 ticks: 600 ticks (10 s) both ways.
        let even = try runScenario(frameSizes: [16_666_667, 16_666_666, 16_666_667], ticks: 600)
        let lumpy = try runScenario(frameSizes: [41_666_667, 41_666_666, 41_666_667], ticks: 600)
        let again = try runScenario(frameSizes: [16_666_667, 16_666_666, 16_666_667], ticks: 600)
        #expect(even == lumpy)
        #expect(even == again)
        let otherSeed = try runScenario(frameSizes: [16_666_667], ticks: 600, seed: 100)
        #expect(otherSeed != even)
    }

    @Test func theHashSeesOneChangedBit() {
        let world = World()
        let entity = world.spawn()
        world.set(Float(1), for: entity)
        let before = world.stateHash()
        world.set(Float(1).nextUp, for: entity)
        #expect(world.stateHash() != before)
        world.set(Float(1), for: entity)
        #expect(world.stateHash() == before)
        world.animate(entity, to: Float(2), .linear(duration: 1))
        #expect(world.stateHash() != before)
    }
}
