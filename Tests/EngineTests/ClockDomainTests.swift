import Engine
import Testing
import TransitionCore

private struct ScaleKey: EnvironmentKey {
    static let defaultValue: Float = 1
}

extension EnvironmentValues {
    fileprivate var scale: Float {
        get { self[ScaleKey.self] }
        set { self[ScaleKey.self] = newValue }
    }
}

@Suite("Clock domains")
struct ClockDomainTests {
    /// A world with one entity on the world's clock and one on a domain, both moving alike.
    private func twoMovers(_ animation: Animation = .easeInOut(duration: 1)) -> (
        World, ClockDomain, Entity, Entity
    ) {
        let world = World(tickRate: 60)
        let gameplay = world.makeClockDomain(named: "gameplay")!
        let reference = world.spawn()
        let moved = world.spawn()
        world.setClockDomain(gameplay, for: moved)
        for entity in [reference, moved] {
            world.set(SIMD2<Float>(0, 0), for: entity)
            world.animate(entity, to: SIMD2<Float>(100, -50), animation)
        }
        return (world, gameplay, reference, moved)
    }

    /// `reference`'s value at every tick of `ticks` ticks, from a copy of the same start.
    private func referenceHistory(_ animation: Animation, ticks: Int) -> [SIMD2<Float>] {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: entity)
        world.animate(entity, to: SIMD2<Float>(100, -50), animation)
        var history = [world.get(SIMD2<Float>.self, of: entity)!]
        for _ in 0..<ticks {
            world.advance()
            history.append(world.get(SIMD2<Float>.self, of: entity)!)
        }
        return history
    }

    @Test("A paused domain holds while the world's moves; its state hash stays the same")
    func pausedDomain() {
        let (world, gameplay, reference, moved) = twoMovers()
        for _ in 0..<10 { world.advance() }
        world.setPaused(true, for: gameplay)
        #expect(world.isPaused(gameplay))
        let held = world.get(SIMD2<Float>.self, of: moved)
        let hash = world.stateHash(of: gameplay)
        let worldHash = world.stateHash()
        var last = world.get(SIMD2<Float>.self, of: reference)!
        for _ in 0..<20 {
            world.advance()
            #expect(world.get(SIMD2<Float>.self, of: moved) == held)
            #expect(world.presented(SIMD2<Float>.self, of: moved, alpha: 0.5) == held)
            #expect(world.stateHash(of: gameplay) == hash)
            let now = world.get(SIMD2<Float>.self, of: reference)!
            #expect(now != last)
            last = now
        }
        #expect(world.stateHash() != worldHash)
        #expect(world.stateHash(of: .world) != world.stateHash(of: gameplay))
        // Resumed, it goes on exactly where it held: 20 ticks behind the reference.
        world.setPaused(false, for: gameplay)
        let history = referenceHistory(.easeInOut(duration: 1), ticks: 80)
        for tick in 31...80 {
            world.advance()
            #expect(world.get(SIMD2<Float>.self, of: moved) == history[tick - 20])
        }
        #expect(world.get(SIMD2<Float>.self, of: moved) == SIMD2(100, -50))
        #expect(world.ticks(of: gameplay) == 60)
    }

    @Test("A paused domain samples nothing: new moves wait, writes stay, instant moves end when it runs")
    func pausedDomainSamplesNothing() {
        let world = World(tickRate: 60)
        let gameplay = world.makeClockDomain(named: "gameplay")!
        world.setPaused(true, for: gameplay)
        let (moving, instant) = (world.spawn(), world.spawn())
        for entity in [moving, instant] {
            world.setClockDomain(gameplay, for: entity)
            world.set(SIMD2<Float>(-0.0, 3), for: entity)
        }
        world.animate(moving, to: SIMD2<Float>(100, -50), .easeInOut(duration: 1))
        world.animate(instant, to: SIMD2<Float>(7, 7), .linear(duration: 0))
        // A write over the moving component, as a query leaves it, stays while the domain holds.
        world.query(SIMD2<Float>.self) { entity, value in
            if entity == moving { value = SIMD2(5, 5) }
        }
        for _ in 0..<5 {
            world.advance()
            #expect(world.events.isEmpty)
            #expect(world.get(SIMD2<Float>.self, of: moving) == SIMD2(5, 5))
            #expect(world.get(SIMD2<Float>.self, of: instant)!.x.sign == .minus)
            #expect(world.isAnimating(SIMD2<Float>.self, of: instant))
        }
        world.setPaused(false, for: gameplay)
        world.advance()
        #expect(world.get(SIMD2<Float>.self, of: instant) == SIMD2(7, 7))
        #expect(world.events.map(\.entity) == [instant])
        // The move runs from where it was started, one domain tick in, the write overwritten.
        let plain = World(tickRate: 60)
        let twin = plain.spawn()
        plain.set(SIMD2<Float>(-0.0, 3), for: twin)
        plain.animate(twin, to: SIMD2<Float>(100, -50), .easeInOut(duration: 1))
        plain.advance()
        #expect(world.get(SIMD2<Float>.self, of: moving) == plain.get(SIMD2<Float>.self, of: twin))
        #expect(world.get(SIMD2<Float>.self, of: moving) != SIMD2(5, 5))
    }

    @Test("An exact rational time scale runs whole domain ticks, the remainder carried")
    func timeScales() {
        for (numerator, denominator) in [(1, 2), (3, 1), (2, 3), (0, 1), (7, 5)] as [(UInt64, UInt64)] {
            let animation = Animation.spring(response: 0.5, dampingFraction: 0.6)
            let (world, gameplay, _, moved) = twoMovers(animation)
            world.setTimeScale(TimeScale(numerator, denominator), for: gameplay)
            let history = referenceHistory(animation, ticks: 300)
            for tick in 1...90 {
                world.advance()
                let domainTicks = UInt64(tick) * numerator / denominator
                #expect(world.ticks(of: gameplay) == domainTicks)
                #expect(
                    world.get(SIMD2<Float>.self, of: moved) == history[Int(domainTicks)],
                    "scale \(numerator)/\(denominator) at tick \(tick)")
            }
        }
    }

    @Test("Between ticks a domain is presented as far as it moves on the next tick")
    func presentation() {
        let (world, gameplay, reference, moved) = twoMovers(.linear(duration: 1))
        for _ in 0..<5 { world.advance() }
        #expect(
            world.presented(SIMD2<Float>.self, of: moved, alpha: 0.25)
                == world.presented(SIMD2<Float>.self, of: reference, alpha: 0.25))
        world.setTimeScale(TimeScale(2), for: gameplay)
        // Two domain ticks on the next world tick: alpha 0.5 is one domain tick ahead.
        let oneAhead = world.presented(SIMD2<Float>.self, of: moved, alpha: 0.5)
        world.setTimeScale(.normal, for: gameplay)
        world.advance()
        #expect(oneAhead == world.get(SIMD2<Float>.self, of: moved))
        var presented: [SIMD2<Float>?] = []
        world.forEachPresented(SIMD2<Float>.self, alpha: 0.5) { entity, value in
            if entity == moved { presented.append(value) }
        }
        #expect(presented == [world.presented(SIMD2<Float>.self, of: moved, alpha: 0.5)])
    }

    @Test("Timelines and delayed starts run on their entity's domain")
    func timelinesAndDelays() {
        let world = World(tickRate: 60)
        let ui = world.makeClockDomain(named: "ui")!
        let gameplay = world.makeClockDomain(named: "gameplay")!
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 10, .linear(duration: 0.5))
        timeline.add(to: -10, .easeOut(duration: 0.5))
        let playing = world.spawn()
        let reference = world.spawn()
        world.setClockDomain(gameplay, for: playing)
        world.play(timeline, on: playing)
        world.play(timeline, on: reference)
        world.setTimeScale(TimeScale(1, 2), for: gameplay)
        var history: [Float] = [world.get(Float.self, of: reference)!]
        var halved: [Float] = [world.get(Float.self, of: playing)!]
        for _ in 0..<130 {
            world.advance()
            history.append(world.get(Float.self, of: reference)!)
            halved.append(world.get(Float.self, of: playing)!)
        }
        for tick in 0...130 { #expect(halved[tick] == history[tick / 2]) }

        // A delayed retarget on a paused domain waits.
        let waiting = world.spawn()
        world.setClockDomain(ui, for: waiting)
        world.set(Float(0), for: waiting)
        world.animate(waiting, to: Float(1), .linear(duration: 1))
        world.setPaused(true, for: ui)
        world.animate(waiting, to: Float(5), .linear(duration: 0.1).delay(0.1))
        for _ in 0..<30 { world.advance() }
        #expect(world.transition(Float.self, of: waiting)?.to == 1)
        world.setPaused(false, for: ui)
        for _ in 0..<7 { world.advance() }
        #expect(world.transition(Float.self, of: waiting)?.to == 5)
    }

    @Test("A timeline follows its entity, a choreography's tracks their conductor, to another domain")
    func timelinesFollowTheirDomain() {
        let world = World(tickRate: 60)
        let held = world.makeClockDomain(named: "held")!
        world.setPaused(true, for: held)
        let (solo, conductor, track) = (world.spawn(), world.spawn(), world.spawn())
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 10, .linear(duration: 1))
        world.play(timeline, on: solo)
        var choreography = Choreography(tickRate: 60)
        choreography.add(timeline, on: track, at: .at(0))
        world.play(choreography, on: conductor)
        for _ in 0..<6 { world.advance() }
        let (soloValue, trackValue) = (world.get(Float.self, of: solo)!, world.get(Float.self, of: track)!)
        #expect(soloValue > 0 && trackValue > 0)
        // The track's own entity moving does not move the track: it runs on its conductor's domain.
        world.setClockDomain(held, for: track)
        world.advance()
        #expect(world.get(Float.self, of: track)! > trackValue)
        world.setClockDomain(held, for: solo)
        world.setClockDomain(held, for: conductor)
        let (soloHeld, trackHeld) = (world.get(Float.self, of: solo)!, world.get(Float.self, of: track)!)
        let position = world.choreography(of: conductor)?.position
        for _ in 0..<10 {
            world.advance()
            #expect(world.get(Float.self, of: solo) == soloHeld)
            #expect(world.get(Float.self, of: track) == trackHeld)
            #expect(world.presented(Float.self, of: track, alpha: 0.5) == trackHeld)
        }
        #expect(world.choreography(of: conductor)?.position == position)
        world.setClockDomain(.world, for: conductor)
        world.advance()
        #expect(world.get(Float.self, of: track)! > trackHeld)
        #expect(world.get(Float.self, of: solo) == soloHeld)
    }

    @Test("Environment transitions and staggered starts follow the setter's domain")
    func environmentAndStaggers() throws {
        let world = World(tickRate: 60)
        let gameplay = world.makeClockDomain(named: "gameplay")!
        let parent = world.spawn()
        let child = world.spawn()
        try world.setParent(child, to: parent)
        world.setClockDomain(gameplay, for: parent)
        world.setEnvironment(\.scale, 3, for: parent, .linear(duration: 1))
        world.setPaused(true, for: gameplay)
        for _ in 0..<10 { world.advance() }
        #expect(world.environment(\.scale, of: child) == 1)
        world.setPaused(false, for: gameplay)
        world.advance()
        #expect(world.environment(\.scale, of: child) > 1)

        let boxes = (0..<3).map { _ in world.spawn() }
        for box in boxes {
            world.set(Float(0), for: box)
            world.setClockDomain(gameplay, for: box)
        }
        world.setPaused(true, for: gameplay)
        world.animate(boxes, to: Float(1), .linear(duration: 0.1), stagger: .each(0.05))
        for _ in 0..<30 { world.advance() }
        // The first started at once and holds; the others wait for their domain's ticks.
        #expect(world.isAnimating(Float.self, of: boxes[0]))
        #expect(world.get(Float.self, of: boxes[0]) == 0)
        #expect(!world.isAnimating(Float.self, of: boxes[1]))
        world.setPaused(false, for: gameplay)
        for _ in 0..<4 { world.advance() }
        #expect(world.isAnimating(Float.self, of: boxes[1]))
        #expect(!world.isAnimating(Float.self, of: boxes[2]))
    }

    @Test("A decay on a paused domain holds, then lands where it said")
    func decayOnADomain() {
        let world = World(tickRate: 60)
        let gameplay = world.makeClockDomain(named: "gameplay")!
        let card = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: card)
        world.setClockDomain(gameplay, for: card)
        let rest = world.decay(
            card, velocity: SIMD2<Float>(900, 0), .fast, bounds: DecayBounds(min: [0, 0], max: [60, 0]))
        for _ in 0..<3 { world.advance() }
        world.setPaused(true, for: gameplay)
        let held = world.get(SIMD2<Float>.self, of: card)
        for _ in 0..<100 { world.advance() }
        #expect(world.get(SIMD2<Float>.self, of: card) == held)
        world.setPaused(false, for: gameplay)
        for _ in 0..<200 { world.advance() }
        #expect(rest == SIMD2(60, 0))
        #expect(world.get(SIMD2<Float>.self, of: card) == rest)
    }

    @Test("Moving an entity to another domain keeps how far its motion ran")
    func movingBetweenDomains() {
        let (world, gameplay, reference, moved) = twoMovers()
        let ui = world.makeClockDomain(named: "ui")!
        world.setPaused(true, for: gameplay)
        for _ in 0..<10 { world.advance() }
        world.setClockDomain(.world, for: moved)
        #expect(world.clockDomain(of: moved) == .world)
        for _ in 0..<5 { world.advance() }
        world.setClockDomain(ui, for: moved)
        #expect(world.clockDomain(of: moved) == ui)
        let history = referenceHistory(.easeInOut(duration: 1), ticks: 70)
        for tick in 16...70 {
            world.advance()
            #expect(world.get(SIMD2<Float>.self, of: moved) == history[tick - 10])
        }
        #expect(world.get(SIMD2<Float>.self, of: reference) == SIMD2(100, -50))
    }

    @Test("Snapshots keep the domains' time; replay gives the same hashes")
    func snapshots() throws {
        let (world, gameplay, _, moved) = twoMovers(.spring(response: 0.4, dampingFraction: 0.5))
        world.setTimeScale(TimeScale(2, 3), for: gameplay)
        for _ in 0..<7 { world.advance() }
        let snapshot = world.snapshot()
        var hashes: [UInt64] = []
        var domainHashes: [UInt64] = []
        for tick in 0..<40 {
            if tick == 10 { world.setPaused(true, for: gameplay) }
            if tick == 20 { world.setTimeScale(TimeScale(5, 2), for: gameplay) }
            if tick == 25 { world.setPaused(false, for: gameplay) }
            world.advance()
            hashes.append(world.stateHash())
            domainHashes.append(world.stateHash(of: gameplay))
        }
        let late = world.makeClockDomain(named: "late")!
        try world.restore(snapshot)
        #expect(world.name(of: late) == nil)
        #expect(world.timeScale(of: gameplay) == TimeScale(2, 3))
        #expect(!world.isPaused(gameplay))
        #expect(world.clockDomain(of: moved) == gameplay)
        for tick in 0..<40 {
            if tick == 10 { world.setPaused(true, for: gameplay) }
            if tick == 20 { world.setTimeScale(TimeScale(5, 2), for: gameplay) }
            if tick == 25 { world.setPaused(false, for: gameplay) }
            world.advance()
            #expect(world.stateHash() == hashes[tick])
            #expect(world.stateHash(of: gameplay) == domainHashes[tick])
        }
    }

    @Test("Bad input: the world's domain cannot be paused, unknown domains and stale entities are refused")
    func badInput() {
        let world = World()
        #expect(!world.setPaused(true, for: .world))
        #expect(!world.setTimeScale(TimeScale(2), for: .world))
        #expect(world.clockDomains == [.world])
        let other = World()
        _ = other.makeClockDomain(named: "a")
        let foreign = other.makeClockDomain(named: "b")!
        #expect(!world.setPaused(true, for: foreign))
        #expect(world.name(of: foreign) == nil)
        #expect(world.ticks(of: foreign) == nil)
        #expect(world.stateHash(of: foreign) == 0)
        let entity = world.spawn()
        #expect(!world.setClockDomain(foreign, for: entity))
        #expect(world.setClockDomain(.world, for: entity))
        world.despawn(entity)
        let mine = world.makeClockDomain(named: "mine")!
        #expect(!world.setClockDomain(mine, for: entity))
        #expect(world.name(of: mine) == "mine")
        // Another world's domain at the same place in its table is still another world's.
        let sameIndex = other.clockDomains[1]
        #expect(world.clockDomains[1] == mine)
        #expect(world.name(of: sameIndex) == nil)
        #expect(!world.setTimeScale(TimeScale(3), for: sameIndex))
        #expect(other.clockDomains[0] == .world)
        #expect(world.name(of: .world) == "world")
        // A zero scale holds the domain as a pause does.
        #expect(world.setTimeScale(TimeScale(0), for: mine))
        world.advance()
        #expect(world.ticks(of: mine) == 0)
    }
}
