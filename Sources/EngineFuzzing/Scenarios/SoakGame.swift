import Engine
import TransitionCore

/// The game a ``Soak`` plays, as an engine system. On the first tick, a scene change: every
/// entity animates its position and level and every group its environment value, the busiest
/// moment the game has (so that the memory it needs is reached in the first minute). Then
/// every tick a few entities retarget their position or level, every other tick one entity is
/// despawned and a fresh one spawned in its place, and every quarter second a group parent
/// moves an environment value its members see.
final class SoakGame {
    private var random: SeededRandom
    private var members: [Entity]
    private let groups: [Entity]
    private(set) var retargets = 0
    private(set) var respawns = 0
    private(set) var environmentMoves = 0

    /// The ordinary animations of ``FuzzAnimations`` (the first twenty, bad inputs included
    /// only where `Animation` makes them harmless).
    private static let animations = FuzzAnimations.all.prefix(20).map(\.animation)

    init(world: World, entities: Int, seed: UInt64) {
        random = SeededRandom(seed: seed)
        groups = (0..<10).map { _ in world.spawn() }
        members = []
        for index in 0..<max(entities - groups.count, 1) {
            members.append(spawnMember(world, group: groups[index % groups.count]))
        }
    }

    private func spawnMember(_ world: World, group: Entity) -> Entity {
        let entity = world.spawn()
        world.set(Float(random.nextUnitFloat()), for: entity)
        world.set(SIMD2<Float>(random.nextUnitFloat() * 800, random.nextUnitFloat() * 600), for: entity)
        try? world.setParent(entity, to: group)
        return entity
    }

    private func below(_ bound: Int) -> Int {
        Int(random.next(in: 0...UInt64(bound - 1)))
    }

    private func animation() -> Animation {
        SoakGame.animations[below(SoakGame.animations.count)]
    }

    func update(_ world: World, tick: UInt64) {
        if tick == 1 { sceneChange(world) }
        for _ in 0..<4 {
            let entity = members[below(members.count)]
            if random.next() & 1 == 0 {
                world.animate(
                    entity, to: SIMD2(random.nextUnitFloat() * 800, random.nextUnitFloat() * 600), animation()
                )
            } else {
                world.animate(entity, to: random.nextUnitFloat() * 2 - 1, animation())
            }
            retargets += 1
        }
        if tick % 2 == 0 {
            let slot = below(members.count)
            let group = world.parent(of: members[slot]) ?? groups[0]
            world.despawn(members[slot])
            members[slot] = spawnMember(world, group: group)
            respawns += 1
        }
        if tick % 30 == 0 {
            let group = groups[below(groups.count)]
            world.setEnvironment(
                \.fuzzLevel, random.nextUnitFloat() * 4, for: group, animation())
            environmentMoves += 1
        }
    }

    /// Everything moves at once.
    private func sceneChange(_ world: World) {
        for entity in members {
            world.animate(
                entity, to: SIMD2(random.nextUnitFloat() * 800, random.nextUnitFloat() * 600), animation())
            world.animate(entity, to: random.nextUnitFloat() * 2 - 1, animation())
            retargets += 2
        }
        for group in groups {
            world.setEnvironment(
                \.fuzzLevel, random.nextUnitFloat() * 4, for: group, animation())
            environmentMoves += 1
        }
    }

    /// Component values, presented values and environment values that are NaN or infinite.
    func countNonFinite(_ world: World) -> Int {
        var count = 0
        world.query(Float.self) { _, value in
            if !value.isFinite { count += 1 }
        }
        world.query(SIMD2<Float>.self) { _, value in
            if !value.x.isFinite || !value.y.isFinite { count += 1 }
        }
        for group in groups where !world.environment(\.fuzzLevel, of: group, alpha: 0.5).isFinite {
            count += 1
        }
        return count
    }
}
