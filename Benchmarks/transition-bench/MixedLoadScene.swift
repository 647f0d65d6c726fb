import Engine
import TransitionCore

/// A game-like load: every tick 10 % of the entities get a new target, 1 % are despawned and
/// as many spawned and animated, then the transition system runs; a quarter of the entities
/// move on a spring (which keeps its velocity across retargets), the rest on easeInOutCubic.
final class MixedLoadScene {
    /// The world holding them.
    let world = World(tickRate: Stagger.tickRate)
    private var entities: ContiguousArray<Entity> = []
    private var retargetCursor = 0
    private var replaceCursor = 0
    private var round = 1
    private let curve = Animation.timingCurve(
        .easeInOutCubic, duration: Double(Stagger.durationTicks) / Double(Stagger.tickRate))
    private let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)

    /// Spawns `count` entities and starts every one's transition.
    init(count: Int) {
        entities.reserveCapacity(count)
        for index in 0..<count {
            let entity = world.spawn()
            world.set(AnimatedRect.sample(index), for: entity)
            world.animate(entity, to: AnimatedRect.sample(index, variant: 1), animation(index))
            entities.append(entity)
        }
    }

    /// Entity slot `index` moves on a spring when `index` is a multiple of 4.
    private func animation(_ index: Int) -> Animation {
        index % 4 == 0 ? spring : curve
    }

    /// One game tick: the changes, then the transition system; events are dropped as a game
    /// loop's frame does.
    func tick() {
        let count = entities.count
        for _ in 0..<count / 10 {
            let index = retargetCursor
            world.animate(entities[index], to: AnimatedRect.sample(index, variant: round), animation(index))
            retargetCursor += 1
            if retargetCursor == count {
                retargetCursor = 0
                round += 1
            }
        }
        for _ in 0..<count / 100 {
            let index = replaceCursor
            world.despawn(entities[index])
            let entity = world.spawn()
            world.set(AnimatedRect.sample(index), for: entity)
            world.animate(entity, to: AnimatedRect.sample(index, variant: round), animation(index))
            entities[index] = entity
            // 7,919 is prime, so this stride visits every slot, apart from the retarget cursor.
            replaceCursor = (replaceCursor + 7919) % count
        }
        world.advance()
    }
}
