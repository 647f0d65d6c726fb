import Engine
import TransitionCore

/// Section 13's worlds, each with `count` entities moving an ``AnimatedRect`` under
/// easeInOutCubic, one world per ``KindsMeasure``:
/// - one-shot: section 1's world (600-tick transitions started over 240 ticks);
/// - repeating: 60-tick cycles repeating forever with autoreverse, started over 60 ticks and
///   run 130 ticks, so that every one is in its second or third cycle;
/// - timeline: every entity plays its own one-part timeline (a 600-tick move), started over
///   240 ticks;
/// - choreography: one choreography on a conductor, one track per entity (a 600-tick move),
///   the tracks placed over its first 240 ticks;
/// - mixed: section 4's world, warmed up.
final class KindsScene {
    /// Entities in each world.
    let count: Int
    /// The one-shot world.
    let oneShot: EngineAdvanceScene
    /// The repeating world.
    let repeating = World(tickRate: Stagger.tickRate)
    /// The world of timelines.
    let timelines = World(tickRate: Stagger.tickRate)
    /// The world of one choreography.
    let choreography = World(tickRate: Stagger.tickRate)
    /// Section 4's world.
    let mixed: MixedLoadScene

    /// Ticks of one repeating cycle.
    static let cycleTicks = 60

    /// Builds the five worlds.
    init(count: Int) {
        self.count = count
        oneShot = EngineAdvanceScene(count: count)
        let seconds = Double(Stagger.durationTicks) / Double(Stagger.tickRate)
        let move = Animation.timingCurve(.easeInOutCubic, duration: seconds)

        let cycle = Animation.timingCurve(
            .easeInOutCubic, duration: Double(Self.cycleTicks) / Double(Stagger.tickRate)
        ).repeatForever(autoreverses: true)
        let repeatingEntities = Self.spawn(count, in: repeating)
        for start in 0..<Self.cycleTicks {
            for index in stride(from: start, to: count, by: Self.cycleTicks) {
                repeating.animate(repeatingEntities[index], to: AnimatedRect.sample(index, variant: 1), cycle)
            }
            repeating.advance()
        }
        for _ in 0..<(Self.cycleTicks + 10) { repeating.advance() }

        let (timelines, choreography) = (self.timelines, self.choreography)
        let timelineEntities = Self.spawn(count, in: timelines)
        Stagger.forEachStart(count: count) { index, start in
            while timelines.tick < start { timelines.advance() }
            var timeline = Timeline(from: AnimatedRect.sample(index), tickRate: Stagger.tickRate)
            timeline.add(to: AnimatedRect.sample(index, variant: 1), move)
            timelines.play(timeline, on: timelineEntities[index])
        }
        while timelines.tick < UInt64(Stagger.staggerTicks) { timelines.advance() }

        let trackEntities = Self.spawn(count, in: choreography)
        var score = Choreography(tickRate: Stagger.tickRate)
        Stagger.forEachStart(count: count) { index, start in
            score.animate(
                trackEntities[index], to: AnimatedRect.sample(index, variant: 1), move,
                at: .at(Double(start) / Double(Stagger.tickRate)))
        }
        choreography.play(score, on: choreography.spawn())
        for _ in 0..<Stagger.staggerTicks { choreography.advance() }

        mixed = MixedLoadScene(count: count)
        for _ in 0..<MixedLoadBenchmark.warmUpTicks { mixed.tick() }
    }

    /// `count` entities spawned in `world`, entity `i` holding ``AnimatedRect/sample(_:variant:)`` of `i`.
    private static func spawn(_ count: Int, in world: World) -> ContiguousArray<Entity> {
        var entities: ContiguousArray<Entity> = []
        entities.reserveCapacity(count)
        for index in 0..<count {
            let entity = world.spawn()
            world.set(AnimatedRect.sample(index), for: entity)
            entities.append(entity)
        }
        return entities
    }

    /// Runs `repeats` ticks of `measure`'s world.
    func pass(_ measure: KindsMeasure, repeats: Int) {
        switch measure {
        case .oneShot: for _ in 0..<repeats { oneShot.world.advance() }
        case .repeating: for _ in 0..<repeats { repeating.advance() }
        case .timeline: for _ in 0..<repeats { timelines.advance() }
        case .choreography: for _ in 0..<repeats { choreography.advance() }
        case .mixed: for _ in 0..<repeats { mixed.tick() }
        }
    }

    /// Motions still running in `measure`'s world: transitions, or timelines and tracks.
    func running(_ measure: KindsMeasure) -> Int {
        switch measure {
        case .oneShot: oneShot.world.activeTransitionCount
        case .repeating: repeating.activeTransitionCount
        case .timeline: timelines.activeTimelineCount
        // The conductor's choreography counts too.
        case .choreography: choreography.activeTimelineCount - 1
        case .mixed: mixed.world.activeTransitionCount
        }
    }
}
