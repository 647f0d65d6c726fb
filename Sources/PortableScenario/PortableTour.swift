import Engine
import TransitionCore

/// A second world of the scripted run that uses each feature of the engine once: its state hash,
/// mixed into the run's, shows the same answers on every target for every feature, not only
/// for those the field uses.
enum PortableTour {
    /// Runs the tour for `ticks` ticks; returns the world's state hash mixed with what was read
    /// along the way (presented values, velocities, events, environment values).
    static func hash(seed: UInt64, ticks: Int) -> UInt64 {
        let world = World(tickRate: PortableField.tickRate)
        var reads = StateHasher()
        var random = SeededRandom(seed: seed)
        let root = world.spawn()
        var members: [Entity] = []
        for index in 0..<12 {
            let entity = world.spawn()
            try? world.setParent(entity, to: root)
            world.set(Gauge(level: Float(index), tint: .black), for: entity)
            world.set(Float(index), for: entity)
            world.set(SIMD2<Float>(Float(index), 0), for: entity)
            world.set(Color(hex: 0x33_66_99), for: entity)
            members.append(entity)
        }
        world.reserveCapacity(32, for: Gauge.self)
        let slow = world.makeClockDomain(named: "slow")
        if let slow { world.setTimeScale(TimeScale(1, 2), for: slow) }
        if let slow { world.setClockDomain(slow, for: members[11]) }

        // Curves, springs, a stagger, a transaction, an additive move, a decay.
        world.animate(members[0], to: Gauge(level: 40, tint: .white), .easeInOut(duration: 0.5))
        world.animate(members[1], to: Float(9), .spring(response: 0.4, dampingFraction: 0.6))
        world.animate(members, to: Color(hex: 0xFF_80_00), .easeOut(duration: 0.3), stagger: .each(0.02))
        world.withAnimation(.linear(duration: 0.25)) { world.set(SIMD2<Float>(5, 5), for: members[2]) }
        world.animate(members[3], by: SIMD2<Float>(10, -4), .spring())
        world.decay(members[4], velocity: SIMD2<Float>(300, -120), .normal)

        // A timeline with keyframes, a choreography, a path.
        var timeline = Timeline(from: Float(0), tickRate: PortableField.tickRate)
        timeline.add(to: 1, .easeIn(duration: 0.2))
        timeline.addLabel("middle")
        timeline.add(Keyframes(evenlyOver: 0.5, Float(1), 3, 2))
        world.play(timeline, on: members[5], repeatCount: 2, autoreverses: true)
        var score = Choreography(tickRate: PortableField.tickRate)
        var step = Timeline(from: SIMD2<Float>(0, 0), tickRate: PortableField.tickRate)
        step.add(to: SIMD2(20, 30), .easeInOut(duration: 0.4))
        score.add(step, on: members[6])
        score.add(step, on: members[7], at: .withPrevious(offset: 0.1))
        world.play(score, on: root)
        if let path = try? MotionPath(catmullRomThrough: [SIMD2<Float>(0, 0), SIMD2(40, 10), SIMD2(60, 50)]) {
            world.set(PathPosition(on: path, fraction: 0), for: members[8])
            world.animate(members[8], to: PathPosition(on: path, fraction: 1), .easeInOut(duration: 0.6))
        }

        // The environment: a whole value and a part of it, on a parent and a child.
        world.setEnvironment(.tourTint, Color(hex: 0x10_20_30), for: root)
        world.setEnvironment(.tourTint, Color(hex: 0xF0_E0_D0), for: root, .easeInOut(duration: 0.3))
        world.setEnvironment(.tourTintRed, 0.5, for: members[9])

        let before = world.snapshot()
        var checkpoint: WorldSnapshot?
        for tick in 0..<max(0, ticks) {
            if tick == 20 { checkpoint = world.snapshot() }
            if tick == 30 { world.timeline(Float.self, of: members[5])?.seek(toLabel: "middle") }
            if tick == 40, let slow { world.setPaused(true, for: slow) }
            if tick == 45 { world.removeEnvironment(.tourTintRed, from: members[9]) }
            if tick == 50 { world.despawn(members[10]) }
            world.advance()
            for event in world.events {
                reads.combine(UInt64(event.entity.index))
                reads.combine(event.tick)
                reads.combine(bool: event.isFinished)
            }
            if tick % 7 == 0 {
                let member = members[Int(random.next(in: 0...11))]
                reads.combine(float: world.presented(Float.self, of: member, alpha: 0.5) ?? -1)
                reads.combine(float: world.environment(.tourTint, of: member, alpha: 0.25).red)
                if let velocity = world.velocity(SIMD2<Float>.self, of: member) {
                    reads.combine(float: velocity.x)
                    reads.combine(float: velocity.y)
                }
            }
        }
        world.query(Gauge.self, Float.self) { _, gauge, level in level += gauge.level }
        world.forEachPresented(SIMD2<Float>.self, alpha: 0.5) { _, point in reads.combine(float: point.x) }
        reads.combine(UInt64(world.entities(with: Gauge.self).count))
        reads.combine(world.stateHash())
        // Back to the checkpoint, then to the start: each restores the state it saved.
        if let checkpoint, (try? world.restore(checkpoint)) != nil { reads.combine(world.stateHash()) }
        if (try? world.restore(before)) != nil { reads.combine(world.stateHash()) }
        return reads.value
    }
}

/// A component of the tour's own type: Embedded Swift needs it to hash itself and name itself.
struct Gauge: Transitionable, StateHashable {
    static let typeName = "PortableScenario.Gauge"
    var level: Float
    var tint: Color

    func transition(to other: Gauge, progress: Float) -> Gauge {
        Gauge(
            level: level.transition(to: other.level, progress: progress),
            tint: tint.transition(to: other.tint, progress: progress))
    }

    func hash(into hasher: inout StateHasher) {
        hasher.combine(float: level)
        tint.hash(into: &hasher)
    }
}

/// The tour's environment value.
struct TourTintKey: EnvironmentKey {
    static let defaultValue = Color.black
    static let name = "tourTint"
}

extension EnvironmentPath where Value == Color {
    /// The tour's tint.
    static let tourTint = EnvironmentPath("tourTint", key: TourTintKey.self)
}

extension EnvironmentPath where Value == Float {
    /// The red of the tour's tint: a path into part of a value.
    static let tourTintRed = EnvironmentPath<Color>.tourTint.appending(
        "red", read: { $0.red },
        write: { $0 = Color(red: $1, green: $0.green, blue: $0.blue, alpha: $0.alpha) })
}
