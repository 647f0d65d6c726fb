import Engine
import Testing

/// Finished additive moves fold away: a move added every tick for 12,000 ticks keeps the memory
/// of the moves still running, and the value still ends exactly on the sum of the changes.
@Suite struct AdditiveFoldTests {
    @Test func aMoveAddedEveryTickKeepsOnlyTheMovesStillRunning() {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(SIMD2<Float>(0, 0), for: entity)
        world.animate(entity, to: SIMD2<Float>(1, 1), .linear(duration: 0.5))
        var target = SIMD2<Float>(1, 1)
        var bytesAtTick: [Int: Int] = [:]
        for tick in 1...12_000 {
            let change = SIMD2<Float>(Float(tick % 7) * 0.125, -0.25)
            #expect(world.animate(entity, by: change, .easeOut(duration: 0.25)))
            target += change
            world.advance()
            if tick % 3_000 == 0 { bytesAtTick[tick] = world.byteCount }
        }
        // 0.25 s at 60 Hz: about 16 moves run at once, however many were added.
        #expect(bytesAtTick[12_000]! <= bytesAtTick[3_000]!, "\(bytesAtTick.sorted { $0.key < $1.key })")
        for _ in 0..<20 { world.advance() }
        #expect(!world.isAnimating(SIMD2<Float>.self, of: entity))
        let final = world.get(SIMD2<Float>.self, of: entity)
        #expect(final == target, "\(String(describing: final)) against \(target)")
    }

    @Test func aFoldedMotionRestoresAndHashesAsItRan() throws {
        let world = World(tickRate: 60)
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.animate(entity, to: Float(10), .linear(duration: 2))
        for tick in 1...40 {
            world.animate(entity, by: Float(tick % 3), .linear(duration: 0.1))
            world.advance()
        }
        let snapshot = world.snapshot()
        let hash = world.stateHash()
        var straight: [Float] = []
        for _ in 0..<130 {
            world.advance()
            straight.append(world.get(Float.self, of: entity)!)
        }
        try world.restore(snapshot)
        #expect(world.stateHash() == hash)
        var again: [Float] = []
        for _ in 0..<130 {
            world.advance()
            again.append(world.get(Float.self, of: entity)!)
        }
        #expect(again.map(\.bitPattern) == straight.map(\.bitPattern))
        #expect(straight.last == 10 + Float((1...40).reduce(0) { $0 + $1 % 3 }))
    }
}
