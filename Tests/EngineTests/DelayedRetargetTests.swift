import Engine
import Testing
import TransitionCore

/// A delayed retarget lets the current motion go on until the delay has passed, then starts
/// from the value presented at that moment, as SwiftUI does; it never freezes the value.
@Suite struct DelayedRetargetTests {
    @Test func theRunningMoveGoesOnThroughTheDelay() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(10), .linear(duration: 1))
        for _ in 0..<30 { world.advance() }
        let later = Animation.linear(duration: 0.5).delay(0.25)
        world.animate(entity, to: Float(0), later)
        let old = Transition(from: Float(0), to: 10, animation: .linear(duration: 1))
        let new = Transition(from: old.sample(elapsed: 30.0 / 60 + 0.25).value, to: 0, animation: later)
        var seen: [Float] = []
        for tick in 31...90 {
            world.advance()
            let expected =
                tick <= 45
                ? old.sample(elapsed: Double(tick) / 60).value
                : new.sample(elapsed: Double(tick - 30) / 60).value
            #expect(world.get(Float.self, of: entity) == expected, "tick \(tick)")
            seen.append(world.get(Float.self, of: entity)!)
        }
        // Before: the value froze at 5 for the whole delay.
        #expect(seen[0] > 5 && seen[14] == 7.5)
        #expect(seen.last == 0)
    }

    @Test func aSpringKeepsItsVelocityIntoTheDelayedMove() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: entity)
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.6)
        world.animate(entity, to: SIMD2<Float>(100, 50), spring)
        for _ in 0..<12 { world.advance() }
        let later = Animation.spring(response: 0.4, dampingFraction: 0.8).delay(0.1)
        world.animate(entity, to: SIMD2<Float>(-40, 0), later)
        var reference = Transition(from: SIMD2<Float>(0, 0), to: [100, 50], animation: spring)
        let beforeDelayEnds = (13...18).map { reference.sample(elapsed: Double($0) / 60).value }
        reference.retarget(to: [-40, 0], animation: later, elapsed: 12.0 / 60 + 0.1)
        #expect(reference.velocity != nil)
        for tick in 13...60 {
            world.advance()
            let expected =
                tick <= 18
                ? beforeDelayEnds[tick - 13]
                : Transition(
                    from: reference.from, to: [-40, 0], animation: later, velocity: reference.velocity
                ).sample(elapsed: Double(tick - 12) / 60).value
            #expect(world.get(SIMD2<Float>.self, of: entity) == expected, "tick \(tick)")
        }
    }

    @Test func aMoveThatLandsDuringTheDelayRestsThenTheNewOneStarts() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(10), .linear(duration: 0.5))
        for _ in 0..<20 { world.advance() }
        world.animate(entity, to: Float(-10), .linear(duration: 0.5).delay(1))
        var landedAt: UInt64?
        for _ in 21...79 {
            world.advance()
            if world.events.contains(where: { $0.entity == entity && $0.isFinished }) {
                landedAt = world.tick
            }
        }
        #expect(landedAt == 30)
        #expect(world.get(Float.self, of: entity) == 10 && !world.isAnimating(Float.self, of: entity))
        world.advance()
        #expect(world.isAnimating(Float.self, of: entity))
        for _ in 0..<30 { world.advance() }
        #expect(world.get(Float.self, of: entity) == -10)
    }

    @Test func settingOrAnimatingAgainForgetsTheDelayedRetarget() {
        let world = World(tickRate: 60)
        let set = world.spawn()
        let animated = world.spawn()
        for entity in [set, animated] {
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(10), .linear(duration: 1))
            world.animate(entity, to: Float(-10), .linear(duration: 0.1).delay(0.2))
        }
        world.set(Float(3), for: set)
        world.animate(animated, to: Float(20), .linear(duration: 0.5))
        for _ in 0..<120 { world.advance() }
        #expect(world.get(Float.self, of: set) == 3)
        #expect(world.get(Float.self, of: animated) == 20)
    }

    /// A delay too long for any tick to reach (its start saturates at the last tick) is
    /// forgotten like any other when the component is animated again: the world then hashes
    /// as one that never asked for it.
    @Test func aDelayedRetargetThatNeverStartsIsForgottenToo() {
        let worlds = [World(tickRate: 60), World(tickRate: 60)]
        for (number, world) in worlds.enumerated() {
            let entity = world.spawn()
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(10), .linear(duration: 1))
            world.advance()
            if number == 0 { world.animate(entity, to: Float(-10), .linear(duration: 1).delay(1e300)) }
            world.animate(entity, to: Float(20), .linear(duration: 0.5))
            world.advance()
        }
        #expect(worlds[0].stateHash() == worlds[1].stateHash())
    }

    @Test func aDelayedTimelinePartLetsThePartBeforeItGoOn() {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 10, .linear(duration: 1))
        let later = Animation.linear(duration: 0.5).delay(0.25)
        timeline.add(to: 0, later, at: .withPrevious(offset: 0.5))
        #expect(timeline.durationTicks == 75)
        let first = Transition(from: Float(0), to: 10, animation: .linear(duration: 1))
        for tick in UInt64(0)...45 {
            #expect(
                timeline.value(atTick: tick) == first.sample(elapsed: Double(tick) / 60).value, "tick \(tick)"
            )
        }
        let second = Transition(from: Float(7.5), to: 0, animation: .linear(duration: 0.5))
        for tick in UInt64(46)...75 {
            #expect(
                timeline.value(atTick: tick) == second.sample(elapsed: Double(tick - 45) / 60).value,
                "tick \(tick)")
        }
    }
}
