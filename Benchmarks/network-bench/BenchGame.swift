import Engine
import RollbackNetwork

/// The game the peers play: 256 boxes, half for each peer; a new move of a peer sends 32 of its
/// boxes on springs towards the move's point. Each peer asks for a move every 20 to 59 ticks,
/// drawn from the seed, so the inputs change often enough for predictions to miss.
enum BenchGame {
    static let boxCount = 256

    /// A new world of the game at tick 0.
    /// A new world of the game at tick 0, its boxes, and the entity that remembers the moves
    /// made.
    static func makeWorld() -> (world: World, boxes: [Entity], applied: Entity) {
        let world = World(tickRate: 60)
        let boxes = (0..<boxCount).map { index in
            let entity = world.spawn()
            world.set(SIMD8<Float>(Float(index), 0, 30, 30, 1, 0.5, 0.25, 1), for: entity)
            return entity
        }
        let applied = world.spawn()
        world.set(SIMD4<UInt32>.zero, for: applied)
        return (world, boxes, applied)
    }

    /// One tick of the game: each peer whose input asks for a move the world has not made yet
    /// moves its boxes.
    static func step(_ world: World, _ inputs: [BenchInput], boxes: [Entity], applied: Entity) {
        var made = world.get(SIMD4<UInt32>.self, of: applied) ?? .zero
        for (peer, input) in inputs.enumerated() where peer < 4 && made[peer] != input.sequence {
            made[peer] = input.sequence
            let half = boxes.count / inputs.count
            for k in 0..<32 {
                let box = boxes[peer * half + (Int(input.sequence) * 32 + k) % half]
                let target = SIMD8<Float>(Float(input.x) + Float(k), Float(input.y), 30, 30, 0.5, 1, 0.25, 1)
                world.animate(box, to: target, .spring(response: 0.5, dampingFraction: 0.7))
            }
        }
        world.set(made, for: applied)
    }

    /// What `peer` does on each tick `0...ticks`, drawn from `seed`: a new move every 20 to 59
    /// ticks.
    static func script(of peer: Int, ticks: Int, seed: UInt64) -> [BenchInput] {
        var random = SeededRandom(seed: seed ^ UInt64(peer) << 32)
        var inputs: [BenchInput] = []
        var (last, next) = (BenchInput.start, 20 + Int(random.next() % 40))
        for tick in 0...ticks {
            if tick == next {
                last = BenchInput(
                    sequence: last.sequence + 1, x: Int16(truncatingIfNeeded: random.next() % 800),
                    y: Int16(truncatingIfNeeded: random.next() % 600))
                next += 20 + Int(random.next() % 40)
            }
            inputs.append(last)
        }
        return inputs
    }
}
