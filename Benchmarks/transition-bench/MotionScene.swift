import Engine
import TransitionCore

/// The worlds of section 10's feature rows, each with `count` entities moving a 2-D position,
/// the moves starting on ticks `0..<startTicks` (entity `i` on tick `i % startTicks`) and none
/// ending while measured:
/// - `curves`: every entity moves its `SIMD2<Float>` to a target under easeOutCubic, over the
///   decay's settling duration: the yardstick, a curve on the tick sampler's fast path;
/// - `decays`: every entity's `SIMD2<Float>` flung with `world.decay(_:velocity:_:)`;
/// - `additive`: the moves of `curves`, then, once all have started, one move added on top of
///   each with `world.animate(_:by:_:)`: two layers per entity;
/// - `places`: every entity moves a `PathPosition<SIMD2<Float>>` along one Catmull-Rom route,
///   half its length, under the same curve.
final class MotionScene {
    /// Moves start on ticks `0..<startTicks`.
    static let startTicks = 60
    /// The decay: the velocity falls by e every 2 s, settling in 13.8 s (829 ticks at 60 Hz).
    static let decay = Decay(timeConstant: 2)
    /// The curve of the moves that are not decays, as long as the decay.
    static let curve = Animation.timingCurve(.easeOutCubic, duration: decay.settlingDuration)
    /// Ticks that may run after the last start before the first move would end.
    static let tickBudget = Int(decay.settlingDuration * Double(Stagger.tickRate)) - startTicks - 1

    /// The route of `places`: thirteen points winding through a few hundred units.
    static let route = try! MotionPath<SIMD2<Float>>(
        catmullRomThrough: [
            [0, 0], [120, 10], [200, 90], [180, 200], [60, 240], [-40, 180], [-60, 60], [20, -40],
            [160, -80], [300, 0], [320, 160], [240, 320], [80, 360],
        ])

    /// Entities in each world.
    let count: Int
    /// Every entity moving under ``curve``.
    let curves = World(tickRate: Stagger.tickRate)
    /// Every entity decaying.
    let decays = World(tickRate: Stagger.tickRate)
    /// Every entity moving under ``curve`` with one move added.
    let additive = World(tickRate: Stagger.tickRate)
    /// Every entity moving along ``route``.
    let places = World(tickRate: Stagger.tickRate)
    /// The sum of everything read, so that no read is optimised away.
    private(set) var checksum: Float = 0

    /// Builds the four worlds.
    init(count: Int) {
        self.count = count
        let curveEntities = MotionScene.spawn(count, in: curves) { MotionScene.position($0) }
        let decayEntities = MotionScene.spawn(count, in: decays) { MotionScene.position($0) }
        let additiveEntities = MotionScene.spawn(count, in: additive) { MotionScene.position($0) }
        let placeEntities = MotionScene.spawn(count, in: places) {
            PathPosition(on: MotionScene.route, fraction: MotionScene.startFraction($0))
        }
        for start in 0..<MotionScene.startTicks {
            for index in stride(from: start, to: count, by: MotionScene.startTicks) {
                let target = MotionScene.position(index) + MotionScene.shift(index)
                curves.animate(curveEntities[index], to: target, MotionScene.curve)
                decays.decay(decayEntities[index], velocity: MotionScene.velocity(index), MotionScene.decay)
                additive.animate(additiveEntities[index], to: target, MotionScene.curve)
                let end = PathPosition(
                    on: MotionScene.route, fraction: MotionScene.startFraction(index) + 0.5)
                places.animate(placeEntities[index], to: end, MotionScene.curve)
            }
            for world in [curves, decays, additive, places] { world.advance() }
        }
        for entity in additiveEntities {
            additive.animate(entity, by: SIMD2<Float>(-30, 40), MotionScene.curve)
        }
    }

    /// Spawns `count` entities in `world`, entity `i` with the component `value(i)`.
    private static func spawn<Value>(_ count: Int, in world: World, _ value: (Int) -> Value)
        -> ContiguousArray<Entity>
    {
        var entities = ContiguousArray<Entity>()
        entities.reserveCapacity(count)
        for index in 0..<count {
            let entity = world.spawn()
            world.set(value(index), for: entity)
            entities.append(entity)
        }
        return entities
    }

    /// Entity `index`'s starting position.
    static func position(_ index: Int) -> SIMD2<Float> {
        SIMD2(Float(index % 1000), Float(index / 1000 % 1000))
    }

    /// How far entity `index` moves.
    static func shift(_ index: Int) -> SIMD2<Float> {
        let k = Float(index &* 7919 % 1000) / 10
        return SIMD2(100 + k, 50 - k / 2)
    }

    /// The velocity entity `index` is flung with, units per second.
    static func velocity(_ index: Int) -> SIMD2<Float> {
        let k = Float(index &* 104_729 % 1000) / 10
        return SIMD2(80 + k, -60 + k / 3)
    }

    /// The fraction of the route entity `index` starts at, in 0..<0.5.
    static func startFraction(_ index: Int) -> Float {
        Float(index % 1000) / 2000
    }

    /// Runs `measure` `repeats` times: ticks of its world, or passes over every entity.
    func pass(_ measure: MotionMeasure, repeats: Int) {
        switch measure {
        case .curveTick: tick(curves, repeats)
        case .decayTick: tick(decays, repeats)
        case .additiveTick: tick(additive, repeats)
        case .pathTick: tick(places, repeats)
        case .curveRead: readPositions(repeats)
        case .pathRead: readPlaces(repeats)
        }
    }

    /// Running moves in each world, additive moves included.
    var activeMoves: [Int] {
        [curves, decays, additive, places].map(\.activeTransitionCount)
    }

    private func tick(_ world: World, _ repeats: Int) {
        for _ in 0..<repeats { world.advance() }
    }

    private func readPositions(_ repeats: Int) {
        var sum: Float = 0
        for _ in 0..<repeats {
            curves.forEachPresented(SIMD2<Float>.self, alpha: 0.5) { _, position in sum += position.x }
        }
        checksum += sum
    }

    private func readPlaces(_ repeats: Int) {
        var sum: Float = 0
        for _ in 0..<repeats {
            places.forEachPresented(PathPosition<SIMD2<Float>>.self, alpha: 0.5) { _, place in
                sum += place.point.x
            }
        }
        checksum += sum
    }
}
