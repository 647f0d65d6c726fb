import Engine
import Testing
import TransitionCore

@Suite("Additive moves")
struct AdditiveMoveTests {
    @Test("Added moves run on top of the running one and end exactly on the sum")
    func sumsExactly() {
        let world = World(tickRate: 60)
        let moved = world.spawn()
        let base = world.spawn()
        let layer = world.spawn()
        for entity in [moved, base] {
            world.set(Float(0), for: entity)
            world.animate(entity, to: Float(10), .linear(duration: 1))
        }
        world.set(Float(10), for: layer)
        for _ in 0..<10 { world.advance() }
        let before = world.get(Float.self, of: moved)
        #expect(world.animate(moved, by: Float(5), .spring(response: 0.4, dampingFraction: 0.8)))
        world.animate(layer, to: Float(15), .spring(response: 0.4, dampingFraction: 0.8))
        // Nothing jumps: the added move starts at zero.
        #expect(world.presented(Float.self, of: moved) == before)
        var events: [MotionEvent] = []
        for tick in 11...200 {
            world.advance()
            events += world.events.filter { $0.entity == moved }
            if tick == 20 { world.animate(moved, by: Float(-2.5), .easeOut(duration: 0.5)) }
            if tick < 20 {
                let expected = world.get(Float.self, of: base)! + (world.get(Float.self, of: layer)! - 10)
                #expect(abs(world.get(Float.self, of: moved)! - expected) < 1e-4, "tick \(tick)")
            }
            if tick < 60 { #expect(world.isAnimating(Float.self, of: moved)) }
        }
        #expect(world.get(Float.self, of: moved) == Float(10) + 5 + -2.5)
        #expect(!world.isAnimating(Float.self, of: moved))
        #expect(events.map(\.kind) == [.finished])
        #expect(world.activeTransitionCount == 0)
    }

    @Test("Vectors sum too; a component at rest just moves by the change")
    func vectorsAndRest() {
        let world = World()
        let entity = world.spawn()
        world.set(SIMD2<Float>(1, 2), for: entity)
        world.animate(entity, by: SIMD2<Float>(3, 4), .linear(duration: 0.5))
        #expect(world.transition(SIMD2<Float>.self, of: entity)?.to == SIMD2(4, 6))
        world.advance()
        world.animate(entity, by: SIMD2<Float>(-1, 10), .spring())
        world.animate(entity, by: SIMD2<Float>(0.5, 0.25), .linear(duration: 0.1))
        for _ in 0..<200 { world.advance() }
        #expect(
            world.get(SIMD2<Float>.self, of: entity) == SIMD2<Float>(4, 6) + SIMD2(-1, 10) + SIMD2(0.5, 0.25))
    }

    @Test("A retarget ends the additive motion where it is, with an interruption")
    func retargetEnds() {
        let world = World()
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(1), .linear(duration: 1))
        world.advance()
        world.animate(entity, by: Float(1), .linear(duration: 1))
        for _ in 0..<5 { world.advance() }
        let shown = world.get(Float.self, of: entity)!
        world.animate(entity, to: Float(-1), .linear(duration: 1))
        #expect(world.transition(Float.self, of: entity)?.from == shown)
        world.advance()
        #expect(world.events.contains { $0.entity == entity && $0.kind == .interrupted(.retargeted) })
        for _ in 0..<70 { world.advance() }
        #expect(world.get(Float.self, of: entity) == -1)
    }

    @Test("Stale entities and missing components are refused")
    func badInput() {
        let world = World()
        let entity = world.spawn()
        #expect(!world.animate(entity, by: Float(1)))
        world.set(Float(0), for: entity)
        world.despawn(entity)
        #expect(!world.animate(entity, by: Float(1)))
    }

    @Test("Snapshots and clock domains carry additive motions")
    func snapshotsAndDomains() throws {
        let world = World()
        let ui = world.makeClockDomain(named: "ui")!
        let entity = world.spawn()
        world.setClockDomain(ui, for: entity)
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(4), .spring(response: 0.5, dampingFraction: 0.5))
        world.advance()
        world.animate(entity, by: Float(2), .easeInOut(duration: 0.3))
        let snapshot = world.snapshot()
        var hashes: [UInt64] = []
        for tick in 0..<90 {
            if tick == 5 { world.setPaused(true, for: ui) }
            if tick == 15 { world.setPaused(false, for: ui) }
            world.advance()
            hashes.append(world.stateHash())
        }
        #expect(world.get(Float.self, of: entity) == 6)
        try world.restore(snapshot)
        for tick in 0..<90 {
            if tick == 5 { world.setPaused(true, for: ui) }
            if tick == 6 {
                let held = world.get(Float.self, of: entity)
                world.advance()
                #expect(world.get(Float.self, of: entity) == held)
                #expect(world.presented(Float.self, of: entity, alpha: 0.5) == held)
                #expect(world.stateHash() == hashes[tick])
                continue
            }
            if tick == 15 { world.setPaused(false, for: ui) }
            world.advance()
            #expect(world.stateHash() == hashes[tick])
        }
    }

    @Test("An additive motion moved to another clock domain mid-flight goes on at that pace")
    func movedMidFlight() throws {
        // Moving along, with one move added: the world in which it stays on the world's ticks
        // gives the values it must go through, tick by tick of its own domain.
        func moving() -> (World, Entity) {
            let world = World(tickRate: 60)
            let entity = world.spawn()
            world.set(SIMD2<Float>(0, 0), for: entity)
            world.animate(entity, to: SIMD2<Float>(10, 0), .spring(response: 0.5, dampingFraction: 0.7))
            for _ in 0..<3 { world.advance() }
            world.animate(entity, by: SIMD2<Float>(0, 5), .easeInOut(duration: 0.5))
            for _ in 0..<2 { world.advance() }
            return (world, entity)
        }
        let (reference, followed) = moving()
        var history = [reference.get(SIMD2<Float>.self, of: followed)!]
        for _ in 0..<300 {
            reference.advance()
            history.append(reference.get(SIMD2<Float>.self, of: followed)!)
        }
        #expect(history.last == SIMD2(10, 5))

        let (world, entity) = moving()
        let slow = world.makeClockDomain(named: "slow")!
        world.setTimeScale(TimeScale(1, 2), for: slow)
        let snapshot = world.snapshot()
        // Half the pace: a tick of the motion every other world tick.
        world.setClockDomain(slow, for: entity)
        for tick in 1...40 {
            world.advance()
            #expect(world.get(SIMD2<Float>.self, of: entity) == history[tick / 2], "tick \(tick)")
            #expect(world.isAnimating(SIMD2<Float>.self, of: entity))
        }
        // Back on the world's ticks, from where it had gone.
        world.setClockDomain(.world, for: entity)
        var events: [MotionEvent] = []
        for tick in 1...280 {
            world.advance()
            events += world.events.filter { $0.entity == entity }
            #expect(world.get(SIMD2<Float>.self, of: entity) == history[20 + tick], "tick \(tick)")
        }
        #expect(!world.isAnimating(SIMD2<Float>.self, of: entity))
        #expect(events.map(\.kind) == [.finished])

        // Restored from before the moves, it runs on the world's ticks again.
        try world.restore(snapshot)
        #expect(world.clockDomain(of: entity) == .world)
        for tick in 1...300 {
            world.advance()
            #expect(world.get(SIMD2<Float>.self, of: entity) == history[tick], "tick \(tick)")
        }
    }

    @Test("Each tick, and each presentation between ticks, shows exactly the sum of the samples")
    func exactSamples() {
        let world = World(tickRate: 60)
        let curve = Animation.timingCurve(.easeOutCubic, duration: 1)
        let spring = Animation.spring(response: 0.4, dampingFraction: 0.7)
        let easing = Animation.easeInOut(duration: 0.4)
        // The spring met twice, on two entries of its own: the storage keeps a table of it,
        // which the added move reads.
        for animation in [spring, curve, spring] {
            let other = world.spawn()
            world.set(Float(0), for: other)
            world.animate(other, to: Float(1), animation)
        }
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(10), curve)
        var moves = [(transition: Transition(from: Float(0), to: 10, animation: curve), start: UInt64(0))]
        func expected(alpha: Double) -> Float {
            var value = Float(0)
            var finished = true
            for (index, move) in moves.enumerated() {
                let elapsed = (Double(world.tick - move.start) + alpha) / 60
                let sample = move.transition.sample(elapsed: elapsed)
                finished = finished && sample.isFinished
                value = index == 0 ? sample.value : value + (sample.value - move.transition.from)
            }
            return finished ? moves.last!.transition.to : value
        }
        for tick in 1...120 {
            world.advance()
            if tick == 7 || tick == 10 {
                let (change, animation) = tick == 7 ? (Float(5), spring) : (Float(-2), easing)
                let from = moves.last!.transition.to
                #expect(world.animate(entity, by: change, animation))
                moves.append((Transition(from: from, to: from + change, animation: animation), world.tick))
            }
            #expect(world.get(Float.self, of: entity) == expected(alpha: 0), "tick \(tick)")
            for alpha in [0.25, 0.5, 1] {
                #expect(
                    world.presented(Float.self, of: entity, alpha: alpha) == expected(alpha: alpha),
                    "tick \(tick), alpha \(alpha)")
            }
        }
        #expect(world.get(Float.self, of: entity) == 13)
    }

    @Test("The world's byte count includes every layer added")
    func byteCountCountsEveryLayer() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(1), .linear(duration: 1))
        world.animate(entity, by: Float(1), .linear(duration: 1))
        let twoLayers = world.byteCount
        for _ in 0..<8 { world.animate(entity, by: Float(1), .linear(duration: 1)) }
        // Eight more layers, each at least its two values, its start tick and its entry.
        #expect(world.byteCount - twoLayers >= 8 * (2 * 4 + 8 + 4))
    }

    @Test("A restored motion samples the animations it had, whatever moves came since")
    func restoreKeepsAnimations() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(10), .linear(duration: 0.5))
        for _ in 0..<2 { world.advance() }
        world.animate(entity, by: Float(5), .easeIn(duration: 0.3))
        let snapshot = world.snapshot()
        var values: [Float] = []
        var hashes: [UInt64] = []
        for _ in 0..<40 {
            world.advance()
            values.append(world.get(Float.self, of: entity)!)
            hashes.append(world.stateHash())
        }
        #expect(values.last == 15)
        // The first motion ended: a new one, under other animations, takes its place.
        world.animate(entity, to: Float(0), .spring(response: 0.3, dampingFraction: 0.5))
        world.advance()
        world.animate(entity, by: Float(3), .easeOut(duration: 2))
        for _ in 0..<10 { world.advance() }
        try world.restore(snapshot)
        for tick in 0..<40 {
            world.advance()
            #expect(world.get(Float.self, of: entity) == values[tick], "tick \(tick)")
            #expect(world.stateHash() == hashes[tick], "tick \(tick)")
        }
    }
}
