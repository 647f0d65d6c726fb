import Testing
import TransitionCore

@testable import Engine

/// The timeline tick, which steps playheads that cross nothing without
/// ``Playhead/advance(markers:onEvent:)`` and samples moves through tick samplers, agrees bit
/// for bit with the plain path: each playhead stepped by `advance`, each value
/// ``Timeline/value(atTick:fraction:)`` at the playhead, each event as `advance` reports it.
@Suite struct TimelineTickAgreementTests {
    /// Eight floats, as a game's component.
    struct Panel: VectorTransitionable {
        var x, y, w, h, r, g, b, a: Float

        init(_ seed: Float) {
            (x, y, w, h) = (seed, seed * 2 - 3, 10 + seed, 5 - seed / 3)
            (r, g, b, a) = (seed / 7, 1 - seed / 9, 0.5, 1)
        }

        init(x: Float, y: Float, w: Float, h: Float, r: Float, g: Float, b: Float, a: Float) {
            (self.x, self.y, self.w, self.h, self.r, self.g, self.b, self.a) = (x, y, w, h, r, g, b, a)
        }

        func transition(to other: Panel, progress t: Float) -> Panel {
            Panel(
                x: lerp(x, other.x, t), y: lerp(y, other.y, t), w: lerp(w, other.w, t),
                h: lerp(h, other.h, t),
                r: lerp(r, other.r, t), g: lerp(g, other.g, t), b: lerp(b, other.b, t), a: lerp(a, other.a, t)
            )
        }

        static func + (lhs: Panel, rhs: Panel) -> Panel {
            Panel(
                x: lhs.x + rhs.x, y: lhs.y + rhs.y, w: lhs.w + rhs.w, h: lhs.h + rhs.h,
                r: lhs.r + rhs.r, g: lhs.g + rhs.g, b: lhs.b + rhs.b, a: lhs.a + rhs.a)
        }

        static func - (lhs: Panel, rhs: Panel) -> Panel {
            Panel(
                x: lhs.x - rhs.x, y: lhs.y - rhs.y, w: lhs.w - rhs.w, h: lhs.h - rhs.h,
                r: lhs.r - rhs.r, g: lhs.g - rhs.g, b: lhs.b - rhs.b, a: lhs.a - rhs.a)
        }

        func scaled(by factor: Float) -> Panel {
            Panel(
                x: x * factor, y: y * factor, w: w * factor, h: h * factor,
                r: r * factor, g: g * factor, b: b * factor, a: a * factor)
        }

        /// The bits of every field, for comparing to the bit.
        var bits: [UInt32] { [x, y, w, h, r, g, b, a].map(\.bitPattern) }
    }

    static let tickRate: UInt64 = 60

    /// One move, eased.
    static func simple() -> Timeline<Panel> {
        var timeline = Timeline(from: Panel(0), tickRate: tickRate)
        timeline.add(to: Panel(4), .easeInOut(duration: 0.5))
        return timeline
    }

    /// Moves on polynomial curves, whose progress the tick computes for many players at once,
    /// one of them repeating within the move.
    static func polynomial(_ seed: Float) -> Timeline<Panel> {
        var timeline = Timeline(from: Panel(seed), tickRate: tickRate)
        timeline.add(to: Panel(seed + 3), .timingCurve(.easeInOutCubic, duration: 0.4))
        timeline.add(to: Panel(1 - seed), .timingCurve(.easeOutQuad, duration: 0.25))
        timeline.add(to: Panel(seed / 2), .linear(duration: 0.3).repeatCount(3, autoreverses: true))
        timeline.addMarker("turn", at: .at(0.55))
        return timeline
    }

    /// A move, a spring taking it over mid-flight, keyframes and a move timed field by field,
    /// with a label and markers.
    static func several() -> Timeline<Panel> {
        var timeline = Timeline(from: Panel(1), tickRate: tickRate)
        timeline.add(to: Panel(6), .easeOut(duration: 0.3))
        timeline.addMarker("early", at: .at(0.1))
        timeline.add(
            to: Panel(2), .spring(response: 0.4, dampingFraction: 0.6), at: .withPrevious(offset: 0.15))
        timeline.addLabel("mid")
        timeline.add(Keyframes(evenlyOver: 0.4, Panel(2), Panel(9), Panel(3), curve: .easeIn))
        timeline.add(
            to: Panel(5),
            FieldAnimations(default: .linear(duration: 0.3)).field(\.x, .easeInOut(duration: 0.45)))
        timeline.add(to: Panel(0), .spring(duration: 0.5, bounce: 0.3))
        timeline.addMarker("late", at: .at(1.5))
        return timeline
    }

    /// What the plain path expects of one player over one tick.
    struct Expected {
        var playhead: Playhead
        let timeline: Timeline<Panel>
        let markers: [TimelineMark]
        let isTrack: Bool
        let domain: UInt32
    }

    /// Every player now, by entity, with what its next tick must do.
    static func players(of storage: TimelineStorage<Panel>) -> [Entity: Expected] {
        var players: [Entity: Expected] = [:]
        for slot in storage.values.indices {
            let player = storage.values[slot]
            let timeline = storage.timeline(of: player)
            var markers = timeline.markers
            let isTrack = player.conductor != nil
            if isTrack { markers.add(TimelineMark.trackEndName, atTick: timeline.durationTicks) }
            players[storage.entities[slot]] = Expected(
                playhead: player.playhead, timeline: timeline, markers: markers, isTrack: isTrack,
                domain: player.domain)
        }
        return players
    }

    /// Ticks `world` once and checks every player against the plain path; returns how many
    /// values were compared.
    static func tickAndCompare(_ world: World) -> Int {
        guard let storage = world.timelineStorage(Panel.self) else {
            world.advance()
            return 0
        }
        let before = players(of: storage)
        let shownBefore = Dictionary(
            uniqueKeysWithValues: before.keys.map { ($0, world.get(Panel.self, of: $0)) })
        world.advance()
        var compared = 0
        for (entity, expected) in before {
            let steps = world.clocks.lastSteps[Int(expected.domain)]
            var playhead = expected.playhead
            var kinds: [MotionEvent.Kind] = []
            let done =
                steps > 0
                && playhead.advance(steps: steps, markers: expected.markers) { kind in
                    if kind == .markerReached(name: TimelineMark.trackEndName) {
                        kinds.append(.finished)
                    } else if !expected.isTrack || kind.isMarker {
                        kinds.append(kind)
                    }
                }
            let raised = world.events.filter {
                $0.entity == entity && $0.isOf(Panel.self) && $0.motion == .timeline && $0.interruption == nil
            }
            #expect(raised.map(\.kind) == kinds, "events of \(entity) on tick \(world.tick)")
            let slot = storage.slot(of: entity)
            #expect((slot == nil) == done, "\(entity) finished on tick \(world.tick)")
            if let slot { #expect(storage.values[slot].playhead == playhead) }
            let shown = world.get(Panel.self, of: entity)
            guard steps > 0 else {
                #expect(shown?.bits == shownBefore[entity]??.bits)
                continue
            }
            let local = playhead.local(at: playhead.units)
            let value = expected.timeline.value(atTick: local.ticks, fraction: local.fraction)
            #expect(shown?.bits == value.bits, "\(entity) on tick \(world.tick)")
            compared += 1
        }
        return compared
    }

    @Test func theTickAgreesWithThePlainPathThroughEveryKindOfChange() throws {
        let world = World(tickRate: Self.tickRate)
        let slow = try #require(world.makeClockDomain(named: "slow"))
        world.setTimeScale(TimeScale(2, 3), for: slow)
        let (simple, several) = (Self.simple(), Self.several())
        let entities = (0..<96).map { _ in world.spawn() }
        for (index, entity) in entities.enumerated() {
            world.set(Panel(Float(index % 11)), for: entity)
            if index % 5 == 0 { world.setClockDomain(slow, for: entity) }
        }
        var choreography = Choreography(tickRate: Self.tickRate)
        for (index, entity) in entities.enumerated() {
            switch index % 4 {
            case 0 where index % 8 == 4: world.play(Self.polynomial(Float(index % 3)), on: entity)
            case 0: world.play(simple, on: entity)
            case 1: world.play(several, on: entity, repeatCount: 3, autoreverses: true)
            case 2 where index % 12 == 6:
                world.play(
                    Self.polynomial(Float(index % 5)), on: entity, repeatCount: nil, autoreverses: true)
            case 2: world.play(index % 8 == 2 ? several : simple, on: entity, repeatCount: nil)
            default:
                if index % 8 == 3 {
                    choreography.add(several, on: entity, at: .at(Double(index % 5) * 0.05))
                } else if index % 16 == 7 {
                    choreography.animate(
                        entity, to: Panel(Float(index % 9)), .timingCurve(.easeInOutQuart, duration: 0.5),
                        at: .at(Double(index % 6) * 0.02))
                } else {
                    choreography.animate(entity, to: Panel(7), .spring(duration: 0.6), at: .at(0.1))
                }
            }
        }
        choreography.addMarker("conductor", at: .at(0.5))
        let conductor = world.spawn()
        world.setClockDomain(slow, for: conductor)
        world.play(choreography, on: conductor, repeatCount: 2, autoreverses: true)

        var compared = 0
        for tick in 0..<420 {
            Self.change(world, entities: entities, conductor: conductor, slow: slow, at: tick)
            compared += Self.tickAndCompare(world)
        }
        #expect(compared > 10_000)
    }

    /// The changes made before tick `tick`: seeks, reverses, rates, pauses, clock domains,
    /// removals, stops and new plays.
    static func change(_ world: World, entities: [Entity], conductor: Entity, slow: ClockDomain, at tick: Int)
    {
        func each(_ every: Int, _ offset: Int, _ body: (Int, Entity) -> Void) {
            for (index, entity) in entities.enumerated() where index % every == offset { body(index, entity) }
        }
        let choreography = world.choreography(of: conductor)
        switch tick {
        case 20:
            each(7, 0) { _, entity in world.timeline(Panel.self, of: entity)?.seek(toSeconds: 0.37) }
            choreography?.seek(toProgress: 0.3)
        case 40:
            each(6, 1) { _, entity in world.timeline(Panel.self, of: entity)?.isReversed = true }
            choreography?.isReversed = true
        case 55:
            each(9, 2) { _, entity in world.timeline(Panel.self, of: entity)?.timeScale = TimeScale(3, 2) }
            each(11, 1) { _, entity in world.timeline(Panel.self, of: entity)?.timeScale = TimeScale(1, 3) }
            choreography?.timeScale = TimeScale(5, 4)
        case 70:
            choreography?.isReversed = false
            each(10, 6) { _, entity in
                world.timeline(Panel.self, of: entity)?.seek(toLabel: "mid", offset: 0.02)
            }
        case 90:
            each(8, 0) { _, entity in world.remove(Panel.self, from: entity) }
            each(13, 1) { _, entity in world.despawn(entity) }
            each(10, 2) { _, entity in world.timeline(Panel.self, of: entity)?.stop() }
        case 100:
            world.setTimeScale(TimeScale(5, 2), for: slow)
        case 130:
            each(6, 1) { _, entity in world.timeline(Panel.self, of: entity)?.isReversed = false }
            each(12, 2) { _, entity in world.timeline(Panel.self, of: entity)?.isPaused = true }
            choreography?.isPaused = true
        case 150:
            world.setPaused(true, for: slow)
        case 160:
            each(12, 2) { _, entity in world.timeline(Panel.self, of: entity)?.isPaused = false }
            choreography?.isPaused = false
            world.setPaused(false, for: slow)
        case 200:
            each(3, 0) { index, entity in
                guard world.isAlive(entity) else { return }
                world.set(Panel(Float(index)), for: entity)
                world.play(Self.several(), on: entity, repeatCount: nil, autoreverses: index % 2 == 0)
            }
        case 260:
            each(5, 0) { _, entity in world.setClockDomain(.world, for: entity) }
            each(4, 1) { _, entity in world.animate(entity, to: Panel(2), .linear(duration: 0.2)) }
        default:
            break
        }
    }
}
