import Engine
import Testing
import TransitionCore

/// A sprite whose fields move on different timings.
private struct Sprite: Transitionable {
    var x: Float
    var y: Float
    var opacity: Float

    func transition(to other: Sprite, progress: Float) -> Sprite {
        Sprite(
            x: progress.lerp(min: x, max: other.x), y: progress.lerp(min: y, max: other.y),
            opacity: progress.lerp(min: opacity, max: other.opacity))
    }
}

@Suite struct FieldAnimationTests {
    private let start = Sprite(x: 0, y: 0, opacity: 1)
    private let target = Sprite(x: 200, y: -40, opacity: 0.25)
    private let spring = Animation.spring(response: 0.4, dampingFraction: 0.7)

    private var fields: FieldAnimations<Sprite> {
        FieldAnimations(default: .easeInOut(duration: 0.3))
            .field(\.x, spring)
            .field(\.opacity, .linear(duration: 0.2))
    }

    @Test func eachFieldFollowsItsOwnAnimationBitForBitAndTheWholeLandsOnTheTarget() throws {
        let world = World(tickRate: 60)
        let sprite = world.spawn()
        world.set(start, for: sprite)
        // The same moves as transitions of one field alone.
        let x = world.spawn()
        let opacity = world.spawn()
        let y = world.spawn()
        world.set(start.x, for: x)
        world.set(start.opacity, for: opacity)
        world.set(start.y, for: y)
        #expect(world.animate(sprite, to: target, fields))
        world.animate(x, to: target.x, spring)
        world.animate(opacity, to: target.opacity, .linear(duration: 0.2))
        world.animate(y, to: target.y, .easeInOut(duration: 0.3))
        let ticks = Int((fields.duration * 60).rounded(.up))
        #expect(fields.duration == spring.totalDuration && fields.fieldCount == 2)
        var log: [MotionEvent] = []
        for tick in 1...ticks {
            world.advance(logging: &log)
            let shown = try #require(world.get(Sprite.self, of: sprite))
            #expect(shown.x.bitPattern == world.get(Float.self, of: x)?.bitPattern, "tick \(tick)")
            #expect(
                shown.opacity.bitPattern == world.get(Float.self, of: opacity)?.bitPattern, "tick \(tick)")
            #expect(shown.y.bitPattern == world.get(Float.self, of: y)?.bitPattern, "tick \(tick)")
            if tick == 12 { #expect(shown.opacity == target.opacity && shown.x != target.x) }
        }
        #expect(world.get(Sprite.self, of: sprite) == target)
        let finished = log.filter { $0.entity == sprite }
        #expect(finished.map(\.kind) == [.finished] && finished.first?.tick == UInt64(ticks))
        #expect(finished.first?.motion == .timeline)
    }

    /// The README's "Per-field timing" example, as written there.
    @Test func theReadmeExampleRuns() {
        let world = World(tickRate: 60)
        let sprite = world.spawn()
        world.set(Sprite(x: 0, y: 0, opacity: 1), for: sprite)

        let timing = FieldAnimations<Sprite>(default: .easeInOut(duration: 0.3))
            .field(\.x, .spring(response: 0.4, dampingFraction: 0.7))
            .field(\.opacity, .linear(duration: 0.2))
        world.animate(sprite, to: Sprite(x: 200, y: 40, opacity: 0), timing)

        var intro = Timeline(from: Sprite(x: -50, y: 0, opacity: 0), tickRate: 60)
        intro.addLabel("enter", at: .at(0.25))
        intro.add(to: Sprite(x: 0, y: 0, opacity: 1), timing, at: .label("enter"))

        for _ in 0..<Int(timing.duration * 60) + 1 { world.advance() }
        #expect(world.get(Sprite.self, of: sprite) == Sprite(x: 200, y: 40, opacity: 0))
        #expect(intro.value(atTick: intro.durationTicks) == Sprite(x: 0, y: 0, opacity: 1))
    }

    @Test func aRetargetMidwayStartsFromThePresentedValue() throws {
        let world = World(tickRate: 60)
        let sprite = world.spawn()
        world.set(start, for: sprite)
        world.animate(sprite, to: target, fields)
        for _ in 0..<10 { world.advance() }
        let shown = try #require(world.get(Sprite.self, of: sprite))
        let home = Sprite(x: 0, y: 0, opacity: 1)
        world.animate(sprite, to: home, .linear(duration: 0.5))
        #expect(world.timeline(Sprite.self, of: sprite) == nil)
        #expect(world.transition(Sprite.self, of: sprite)?.from == shown)
        world.advance()
        let next = try #require(world.get(Sprite.self, of: sprite))
        #expect(next == shown.transition(to: home, progress: Float(1.0 / 30)))
        // A field animation taking over a field animation starts from the value shown, too.
        world.animate(sprite, to: target, fields)
        let timeline = try #require(world.timeline(Sprite.self, of: sprite))
        #expect(world.get(Sprite.self, of: sprite) == next && timeline.isPlaying)
        for _ in 0..<60 { world.advance() }
        #expect(world.get(Sprite.self, of: sprite) == target)
    }

    @Test func anEntityWithoutTheComponentTakesTheTargetAndAStaleOneIsRefused() {
        let world = World(tickRate: 60)
        let sprite = world.spawn()
        #expect(world.animate(sprite, to: target, fields))
        #expect(world.get(Sprite.self, of: sprite) == target)
        world.despawn(sprite)
        #expect(!world.animate(sprite, to: start, fields))
    }

    @Test func fieldsMoveInsideATimelineAndLastUntilTheLongestEnds() {
        var timeline = Timeline(from: start, tickRate: 60)
        timeline.add(to: Sprite(x: 10, y: 10, opacity: 0.5), .linear(duration: 0.5))
        timeline.addLabel("rest")
        timeline.add(to: target, fields, at: .label("rest", offset: 0.25))
        let fieldTicks = UInt64((fields.duration * 60).rounded(.up))
        #expect(timeline.durationTicks == 45 + fieldTicks)
        #expect(timeline.value(atTick: 45) == Sprite(x: 10, y: 10, opacity: 0.5))
        #expect(timeline.value(atTick: 45 + fieldTicks) == target)
        let halfway = timeline.value(atTick: 45 + 6)
        let alone = Transition(from: Float(10), to: target.x, animation: spring).sample(elapsed: 0.1).value
        #expect(halfway.x == alone)
        let placedAtAMissingLabel = timeline.add(to: start, fields, at: .label("missing"))
        #expect(!placedAtAMissingLabel)
    }

    @Test func theStateHashRepeatsAndSeesTheFieldAnimations() {
        func run(_ fields: FieldAnimations<Sprite>) -> UInt64 {
            let world = World(tickRate: 60)
            let sprite = world.spawn()
            world.set(start, for: sprite)
            world.animate(sprite, to: target, fields)
            for _ in 0..<7 { world.advance() }
            return world.stateHash()
        }
        #expect(run(fields) == run(fields))
        #expect(run(fields) != run(fields.field(\.y, .linear(duration: 0.1))))
        let swapped = FieldAnimations<Sprite>(default: .easeInOut(duration: 0.3))
            .field(\.y, spring)
            .field(\.opacity, .linear(duration: 0.2))
        #expect(run(fields) != run(swapped))
    }

    @Test func snapshotAndRestoreMidwayReplayIdentically() throws {
        let world = World(tickRate: 60)
        let sprite = world.spawn()
        world.set(start, for: sprite)
        world.animate(sprite, to: target, fields)
        for _ in 0..<9 { world.advance() }
        let snapshot = world.snapshot()
        var first: [(Sprite?, UInt64)] = []
        for _ in 0..<30 {
            world.advance()
            first.append((world.get(Sprite.self, of: sprite), world.stateHash()))
        }
        try world.restore(snapshot)
        for index in 0..<30 {
            world.advance()
            #expect(world.get(Sprite.self, of: sprite) == first[index].0)
            #expect(world.stateHash() == first[index].1)
        }
    }
}
