import Engine
import Testing
import TransitionCore

private struct Glow: Transitionable {
    var radius: Float
    var on: Bool

    func transition(to other: Glow, progress: Float) -> Glow {
        Glow(
            radius: progress.lerp(min: radius, max: other.radius),
            on: progress.switching(from: on, to: other.on, at: 0.5))
    }
}

private struct Label: Equatable {
    var text: String
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: Float = 0
}

extension EnvironmentValues {
    fileprivate var tint: Float {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

@Suite("Transactions")
struct TransactionTests {
    @Test("Every transitionable change inside a transaction animates with its animation")
    func everyChangeAnimates() {
        let world = World()
        let parent = world.spawn()
        let entities = (0..<3).map { _ in world.spawn() }
        for entity in entities {
            world.set(Float(0), for: entity)
            world.set(SIMD2<Float>(0, 0), for: entity)
            world.set(Glow(radius: 1, on: false), for: entity)
            world.set(Label(text: "a"), for: entity)
        }
        let reference = world.spawn()
        world.set(Float(0), for: reference)
        world.animate(reference, to: Float(8), .linear(duration: 0.5))

        let animation = Animation.linear(duration: 0.5)
        world.withAnimation(animation) {
            for entity in entities {
                world.set(Float(8), for: entity)
                world.set(SIMD2<Float>(3, 4), for: entity)
                world.set(Glow(radius: 5, on: true), for: entity)
                world.set(Label(text: "b"), for: entity)
            }
            world.setEnvironment(\.tint, 1, for: parent)
        }
        #expect(world.transactionAnimation == nil)
        for entity in entities {
            #expect(world.isAnimating(Float.self, of: entity))
            #expect(world.isAnimating(SIMD2<Float>.self, of: entity))
            #expect(world.isAnimating(Glow.self, of: entity))
            // Not transitionable: set at once.
            #expect(world.get(Label.self, of: entity) == Label(text: "b"))
        }
        world.advance()
        #expect(world.environment(\.tint, of: parent) > 0)
        #expect(world.environment(\.tint, of: parent) < 1)
        for _ in 0..<29 {
            #expect(
                entities.allSatisfy { world.get(Float.self, of: $0) == world.get(Float.self, of: reference) })
            world.advance()
        }
        for entity in entities {
            #expect(world.get(Float.self, of: entity) == 8)
            #expect(world.get(SIMD2<Float>.self, of: entity) == SIMD2(3, 4))
            #expect(world.get(Glow.self, of: entity) == Glow(radius: 5, on: true))
        }
        #expect(world.environment(\.tint, of: parent) == 1)
    }

    @Test("Transactions nest, a nil one jumps, and outside them set jumps again")
    func nesting() {
        let world = World()
        let a = world.spawn()
        let b = world.spawn()
        let c = world.spawn()
        for entity in [a, b, c] { world.set(Float(0), for: entity) }
        world.withAnimation(.linear(duration: 1)) {
            world.withAnimation(nil) {
                world.set(Float(2), for: a)
            }
            world.withAnimation(.linear(duration: 0.1)) {
                world.set(Float(2), for: b)
            }
            // An explicit animation keeps its own.
            world.animate(c, to: Float(2), .linear(duration: 0.05))
            #expect(world.transactionAnimation != nil)
        }
        #expect(!world.isAnimating(Float.self, of: a))
        #expect(world.get(Float.self, of: a) == 2)
        #expect(world.transition(Float.self, of: b)?.animation.cycleDuration == 0.1)
        #expect(world.transition(Float.self, of: c)?.animation.cycleDuration == 0.05)
        world.set(Float(-1), for: b)
        #expect(!world.isAnimating(Float.self, of: b))
    }

    @Test("A change deferred by a query keeps its transaction's animation")
    func deferredInQuery() {
        let world = World()
        let entity = world.spawn()
        world.set(Float(0), for: entity)
        world.query(Float.self) { entity, _ in
            world.withAnimation(.linear(duration: 1)) {
                world.set(Float(5), for: entity)
            }
            return
        }
        #expect(world.transition(Float.self, of: entity)?.to == 5)
        // A value that had no component yet is set at once.
        let fresh = world.spawn()
        world.withAnimation(.default) { world.set(Float(3), for: fresh) }
        #expect(world.get(Float.self, of: fresh) == 3)
        #expect(!world.isAnimating(Float.self, of: fresh))
    }

    @Test("A thrown error ends the transaction")
    func throwing() {
        struct Failure: Error {}
        let world = World()
        #expect(throws: Failure.self) {
            try world.withAnimation(.default) { throw Failure() }
        }
        #expect(world.transactionAnimation == nil)
    }
}
