import Engine
import Testing
import TransitionCore

@Suite struct BulkPresentationTests {
    /// A world of resting, moving (curves, springs, delays, retargets), timeline-driven and
    /// choreographed components, some entities lacking some types, some despawned.
    private func busyWorld() -> (World, [Entity]) {
        let world = World(tickRate: 60)
        var random = SeededRandom(seed: 5)
        let animations: [Animation] = [
            .linear(duration: 0.5), .spring(response: 0.3, dampingFraction: 0.4),
            .easeInOut(duration: 1).delay(0.2),
            .timingCurve(.easeOutBounce, duration: 0.7), .spring(duration: 0.4, bounce: 0.3).repeatForever(),
        ]
        let entities = (0..<300).map { _ in world.spawn() }
        for (index, entity) in entities.enumerated() {
            world.set(Float(index), for: entity)
            if index % 3 != 0 { world.set(SIMD2<Float>(Float(index), 1), for: entity) }
            if index % 5 != 0 {
                world.set(Color(red: 0.2, green: 0.4, blue: Float(index % 7) / 7), for: entity)
            }
        }
        var timeline = Timeline(from: Float(-1), tickRate: 60)
        timeline.add(to: 5, .easeIn(duration: 0.4))
        var choreography = Choreography(tickRate: 60)
        for tick in 0..<40 {
            for _ in 0..<12 {
                let entity = entities[Int(random.next(in: 0...299))]
                let animation = animations[Int(random.next(in: 0...4))]
                switch random.next(in: 0...5) {
                case 0: world.animate(entity, to: Float(random.next(in: 0...100)), animation)
                case 1: world.animate(entity, to: SIMD2<Float>(Float(tick), -3), animation)
                case 2: world.animate(entity, to: Color(red: 1, green: 0, blue: Float(tick) / 40), animation)
                case 3: world.play(timeline, on: entity, repeatCount: nil, autoreverses: true)
                case 4:
                    choreography.animate(entity, to: SIMD2<Float>(9, 9), .linear(duration: 1), at: .at(0.1))
                default: world.despawn(entity)
                }
            }
            if tick == 20 { world.play(choreography, on: entities[0], repeatCount: nil) }
            world.advance()
        }
        return (world, entities)
    }

    @Test func oneTypeGivesWhatPresentedGivesForEveryEntity() {
        let (world, entities) = busyWorld()
        for alpha in [0, 0.25, 0.5, 0.999, 1, 2, -1, .nan, .infinity] {
            var seen: [Entity: Float] = [:]
            world.forEachPresented(Float.self, alpha: alpha) { entity, value in seen[entity] = value }
            #expect(seen.count == world.count(of: Float.self))
            for entity in entities {
                let expected = world.presented(Float.self, of: entity, alpha: alpha)
                #expect(
                    seen[entity].map { $0.bitPattern } == expected.map { $0.bitPattern }, "alpha \(alpha)")
            }
        }
    }

    @Test func threeTypesGiveWhatPresentedGivesForEveryEntityWithAllThree() {
        let (world, entities) = busyWorld()
        #expect(world.activeTimelineCount > 0 && world.activeTransitionCount > 0)
        for alpha in [0, 0.5, 0.75] {
            var count = 0
            world.forEachPresented(Float.self, SIMD2<Float>.self, Color.self, alpha: alpha) {
                entity, a, b, c in
                count += 1
                #expect(a == world.presented(Float.self, of: entity, alpha: alpha))
                #expect(b == world.presented(SIMD2<Float>.self, of: entity, alpha: alpha))
                #expect(c == world.presented(Color.self, of: entity, alpha: alpha))
            }
            let withAll = entities.filter {
                world.has(Float.self, of: $0) && world.has(SIMD2<Float>.self, of: $0)
                    && world.has(Color.self, of: $0)
            }
            #expect(count == withAll.count && count > 50)
            var pairs = 0
            world.forEachPresented(SIMD2<Float>.self, Color.self, alpha: alpha) { entity, b, c in
                pairs += 1
                #expect(b == world.presented(SIMD2<Float>.self, of: entity, alpha: alpha))
                #expect(c == world.presented(Color.self, of: entity, alpha: alpha))
            }
            #expect(pairs >= count)
        }
    }

    @Test func changesAskedForDuringTheCallWaitForIt() {
        let (world, entities) = busyWorld()
        let before = world.count(of: Float.self)
        var visited = 0
        world.forEachPresented(Float.self, alpha: 0) { entity, _ in
            visited += 1
            world.despawn(entity)
        }
        #expect(visited == before)
        #expect(world.count(of: Float.self) == 0 && entities.allSatisfy { !world.isAlive($0) })
        var none = 0
        world.forEachPresented(Double.self, alpha: 0) { _, _ in none += 1 }
        #expect(none == 0)
    }
}
