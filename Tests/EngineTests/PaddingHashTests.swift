import Engine
import Testing
import TransitionCore

/// The state hash reads values, never padding: the same operations give the same hash after
/// the heap and the stack have been filled with noise in between.
@Suite struct PaddingHashTests {
    /// A plain-data component with padding: a one-byte enum, three bytes of nothing, a float.
    struct Badge: Transitionable {
        enum Shape: UInt8 { case round, square }
        var shape: Shape
        var size: Float
        var glow: SIMD3<Float>  // a fourth lane that holds nothing

        func transition(to other: Badge, progress: Float) -> Badge {
            Badge(
                shape: progress < 0.5 ? shape : other.shape, size: progress.lerp(min: size, max: other.size),
                glow: glow + (other.glow - glow) * progress)
        }
    }

    /// The README's example: a one-byte enum before three floats.
    private func run() -> UInt64 {
        let world = World(tickRate: 60)
        let parent = world.spawn()
        let badge = world.spawn()
        world.setEnvironment(
            \.fontDescriptor, .title, for: parent, .easeInOut(duration: 0.4))
        world.set(Badge(shape: .round, size: 1, glow: [0, 0, 0]), for: badge)
        world.animate(badge, to: Badge(shape: .square, size: 3, glow: [1, 0.5, 0.25]), .linear(duration: 1))
        var timeline = Timeline(from: Badge(shape: .square, size: 0, glow: [0, 0, 0]), tickRate: 60)
        timeline.add(to: Badge(shape: .round, size: 2, glow: [0.2, 0.4, 0.6]), .easeOut(duration: 0.5))
        world.play(timeline, on: world.spawn())
        for _ in 0..<5 { world.advance() }
        return world.stateHash()
    }

    @Test func theHashIgnoresWhatMemoryHeldBefore() {
        var random = SeededRandom(seed: 99)
        let first = run()
        for round in 0..<8 {
            PaddingHashTests.dirtyTheHeap(&random)
            #expect(PaddingHashTests.dirtyTheStack(&random, depth: 24) != 0)
            #expect(run() == first, "round \(round)")
        }
    }

    @Test func paddingFreeAndPaddedValuesBothCount() {
        func hash(_ size: Float, _ glow: SIMD3<Float>) -> UInt64 {
            let world = World()
            world.set(Badge(shape: .round, size: size, glow: glow), for: world.spawn())
            return world.stateHash()
        }
        #expect(hash(1, [0, 0, 0]) == hash(1, [0, 0, 0]))
        #expect(hash(1, [0, 0, 0]) != hash(2, [0, 0, 0]))
        #expect(hash(1, [0, 0, 0]) != hash(1, [0, 0, 1]))
    }

    /// Allocates and frees blocks of every common size filled with noise.
    static func dirtyTheHeap(_ random: inout SeededRandom) {
        for size in [16, 24, 32, 48, 64, 96, 128, 256, 512, 4096] {
            var blocks: [[UInt64]] = []
            for _ in 0..<64 {
                blocks.append((0..<(size / 8)).map { _ in random.next() })
            }
            blocks.removeAll()
        }
    }

    /// Fills a few kilobytes of stack with noise; returns something of it so that it is kept.
    @inline(never)
    static func dirtyTheStack(_ random: inout SeededRandom, depth: Int) -> UInt64 {
        var noise = (random.next(), random.next(), random.next(), random.next(), random.next(), random.next())
        noise.0 |= 1
        let below = depth > 0 ? dirtyTheStack(&random, depth: depth - 1) : 0
        return noise.0 ^ noise.1 ^ noise.2 ^ noise.3 ^ noise.4 ^ noise.5 ^ below | 1
    }
}
