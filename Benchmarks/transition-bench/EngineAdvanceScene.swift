import Engine
import TransitionCore

/// The engine side of the advance benchmark: `count` entities with an ``AnimatedRect`` each,
/// every one animating under easeInOutCubic for 600 ticks, started as ``Stagger`` says.
final class EngineAdvanceScene {
    /// The world holding them.
    let world = World(tickRate: Stagger.tickRate)
    /// The entities, by index.
    private(set) var entities: ContiguousArray<Entity> = []
    /// Entity indices in the order their transitions started: the order the C baseline uses.
    private(set) var startOrder: ContiguousArray<Int> = []

    /// Spawns the entities, gives each its starting rectangle, and starts the transitions tick
    /// by tick through the stagger; the world's tick is then ``Stagger/staggerTicks``. With
    /// `reserving`, the world first reserves room for `count` entities and rectangles.
    init(count: Int, reserving: Bool = false) {
        if reserving {
            world.reserveEntityCapacity(count)
            world.reserveCapacity(count, for: AnimatedRect.self)
        }
        let animation = Animation.timingCurve(
            .easeInOutCubic, duration: Double(Stagger.durationTicks) / Double(Stagger.tickRate))
        for index in 0..<count {
            let entity = world.spawn()
            world.set(AnimatedRect.sample(index), for: entity)
            entities.append(entity)
        }
        var nextStart: UInt64 = 0
        Stagger.forEachStart(count: count) { index, start in
            while nextStart < start {
                world.advance()
                nextStart += 1
            }
            world.animate(entities[index], to: AnimatedRect.sample(index, variant: 1), animation)
            startOrder.append(index)
        }
        while world.tick < UInt64(Stagger.staggerTicks) {
            world.advance()
        }
    }

    /// Runs the engine's transition system once.
    @inline(__always)
    func tick() {
        world.advance()
    }

    /// The presented rectangle of entity number `index`.
    func value(_ index: Int) -> AnimatedRect {
        world.get(AnimatedRect.self, of: entities[index])!
    }
}
