import Engine
import Testing
import TransitionCore

struct CoverageHealth: Equatable {
    var points: Float
}

private struct AlphaKey: EnvironmentKey { static let defaultValue: Float = 0 }
private struct BetaKey: EnvironmentKey { static let defaultValue: Float = 0 }

extension EnvironmentValues {
    fileprivate var coverageAlpha: Float {
        get { self[AlphaKey.self] }
        set { self[AlphaKey.self] = newValue }
    }
    fileprivate var coverageBeta: Float {
        get { self[BetaKey.self] }
        set { self[BetaKey.self] = newValue }
    }
}

/// Every kind of state a world keeps, changed one thing at a time: the state hash and the part
/// that holds it must both change, so that peers comparing hashes see every difference a read
/// or a system could see.
@Suite struct StateHashCoverageTests {
    private static let alpha = EnvironmentPath("alpha", key: AlphaKey.self)
    private static let beta = EnvironmentPath("beta", key: BetaKey.self)

    /// Two entities: `a` with a health and a float, `b` with a vector, a tick run.
    private static func base() -> (world: World, a: Entity, b: Entity) {
        let world = World(tickRate: 60)
        let a = world.spawn()
        let b = world.spawn()
        world.set(CoverageHealth(points: 3), for: a)
        world.set(Float(0), for: a)
        world.set(SIMD2<Float>(0, 0), for: b)
        world.advance()
        return (world, a, b)
    }

    /// A world built by `change` on the base.
    private static func world(_ change: (World, Entity, Entity) -> Void) -> World {
        let (world, a, b) = base()
        change(world, a, b)
        return world
    }

    /// One difference: two changes of the base that leave every state alike but one, and the
    /// part that must be among those that differ (its name, or its name's first word).
    struct Difference: CustomTestStringConvertible, Sendable {
        let name: String
        let part: String
        let first: @Sendable (World, Entity, Entity) -> Void
        let second: @Sendable (World, Entity, Entity) -> Void
        var testDescription: String { name }
    }

    private static func timeline(to target: Float) -> Timeline<Float> {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: target, .linear(duration: 1))
        return timeline
    }

    private static func choreography(_ b: Entity) -> Choreography {
        var choreography = Choreography(tickRate: 60)
        choreography.animate(b, to: SIMD2<Float>(4, 4), .linear(duration: 1))
        return choreography
    }

    static let differences: [Difference] = [
        Difference(
            name: "a component's value", part: "EngineTests.CoverageHealth",
            first: { w, a, _ in w.set(CoverageHealth(points: 4), for: a) },
            second: { w, a, _ in w.set(CoverageHealth(points: 5), for: a) }),
        Difference(
            name: "a transition's target", part: "Swift.Float",
            first: { w, a, _ in w.animate(a, to: Float(1), .linear(duration: 1)) },
            second: { w, a, _ in w.animate(a, to: Float(2), .linear(duration: 1)) }),
        Difference(
            name: "a transition's curve", part: "Swift.Float",
            first: { w, a, _ in w.animate(a, to: Float(1), .linear(duration: 1)) },
            second: { w, a, _ in w.animate(a, to: Float(1), .easeIn(duration: 1)) }),
        Difference(
            name: "a timeline's target", part: "timeline Swift.Float",
            first: { w, a, _ in w.play(timeline(to: 1), on: a) },
            second: { w, a, _ in w.play(timeline(to: 2), on: a) }),
        Difference(
            name: "a timeline's playhead", part: "timeline Swift.Float",
            first: { w, a, _ in w.play(timeline(to: 1), on: a) },
            second: { w, a, _ in
                w.play(timeline(to: 1), on: a)
                w.timeline(Float.self, of: a)?.isPaused = true
            }),
        Difference(
            name: "a choreography's playhead", part: "choreography",
            first: { w, a, b in w.play(choreography(b), on: a) },
            second: { w, a, b in
                w.play(choreography(b), on: a)
                w.choreography(of: a)?.isReversed = true
            }),
        Difference(
            name: "named environment paths of one type", part: "environment",
            first: { w, a, _ in w.setEnvironment(alpha, 5, for: a) },
            second: { w, a, _ in w.setEnvironment(beta, 5, for: a) }),
        Difference(
            name: "swapped values of two named paths", part: "environment",
            first: { w, a, _ in
                w.setEnvironment(alpha, 5, for: a)
                w.setEnvironment(beta, 6, for: a)
            },
            second: { w, a, _ in
                w.setEnvironment(alpha, 6, for: a)
                w.setEnvironment(beta, 5, for: a)
            }),
        Difference(
            name: "environment key paths of one type", part: "environment",
            first: { w, a, _ in w.setEnvironment(\.coverageAlpha, 5, for: a) },
            second: { w, a, _ in w.setEnvironment(\.coverageBeta, 5, for: a) }),
        Difference(
            name: "an environment transition's target", part: "environment",
            first: { w, a, _ in w.setEnvironment(alpha, 5, for: a, .linear(duration: 1)) },
            second: { w, a, _ in w.setEnvironment(alpha, 6, for: a, .linear(duration: 1)) }),
        Difference(
            name: "an additive layer", part: "additive Swift.Float",
            first: { w, a, _ in
                w.animate(a, to: Float(1), .linear(duration: 1))
                w.animate(a, by: Float(1), .linear(duration: 1))
            },
            second: { w, a, _ in
                w.animate(a, to: Float(1), .linear(duration: 1))
                w.animate(a, by: Float(2), .linear(duration: 1))
            }),
        Difference(
            name: "a clock domain's pause", part: "world",
            first: { w, _, _ in _ = w.makeClockDomain(named: "ui") },
            second: { w, _, _ in _ = w.makeClockDomain(named: "ui").map { w.setPaused(true, for: $0) } }),
        Difference(
            name: "an entity's clock domain", part: "Engine.DomainMembership",
            first: { w, a, b in
                let ui = w.makeClockDomain(named: "ui")!
                w.setClockDomain(ui, for: a)
            },
            second: { w, a, b in
                let ui = w.makeClockDomain(named: "ui")!
                w.setClockDomain(ui, for: b)
            }),
        Difference(
            name: "a parent", part: "Engine.HierarchyNode",
            first: { w, a, b in try? w.setParent(b, to: a) },
            second: { w, a, b in try? w.setParent(a, to: b) }),
        Difference(
            name: "the last tick's events", part: "world",
            first: { w, a, _ in
                w.animate(a, to: Float(1), .linear(duration: 1.0 / 60))
                w.advance()
            },
            second: { w, a, _ in
                w.set(Float(1), for: a)
                w.advance()
            }),
        Difference(
            name: "the events asked for before the next tick", part: "world",
            first: { w, a, _ in
                w.animate(a, to: Float(1), .linear(duration: 1))
                w.set(Float(1), for: a)
            },
            second: { w, a, _ in w.set(Float(1), for: a) }),
        Difference(
            name: "a marker's name in the events", part: "world",
            first: { w, a, _ in
                var marked = timeline(to: 1)
                marked.addMarker("hit", at: .at(1.0 / 60))
                w.play(marked, on: a)
                w.advance()
            },
            second: { w, a, _ in
                var marked = timeline(to: 1)
                marked.addMarker("miss", at: .at(1.0 / 60))
                w.play(marked, on: a)
                w.advance()
            }),
    ]

    @Test(arguments: differences)
    func oneDifferenceChangesTheHashAndItsPart(_ difference: Difference) {
        let first = Self.world(difference.first)
        let second = Self.world(difference.second)
        // Each change is itself deterministic: made again, it hashes alike.
        #expect(first.stateHash() == Self.world(difference.first).stateHash())
        #expect(first.stateHash() != second.stateHash())
        let differing = first.stateHashes().differingParts(from: second.stateHashes())
        #expect(!differing.isEmpty)
        #expect(
            differing.contains { $0 == difference.part || $0.hasPrefix(difference.part + " ") },
            "\(differing)")
    }

    /// Paths of two value types may share a name: their parts do not.
    @Test func partsHaveOneNameEach() {
        struct VectorKey: EnvironmentKey { static let defaultValue = SIMD2<Float>(0, 0) }
        let vectorAlpha = EnvironmentPath("alpha", key: VectorKey.self)
        let world = Self.world { w, a, b in
            w.setEnvironment(vectorAlpha, SIMD2(1, 2), for: b)
            w.setEnvironment(Self.alpha, 5, for: a)
            w.setEnvironment(Self.beta, 5, for: a)
            w.setEnvironment(\.coverageAlpha, 5, for: b)
            w.setEnvironment(\.coverageBeta, 5, for: b)
            w.animate(a, by: Float(1), .linear(duration: 1))
        }
        let names = world.stateHashes().parts.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
    }

    /// Two types declared alike in two functions are two types: their parts have two names,
    /// and swapping their values changes the hash.
    @Test func localTypesOfOneNameAreToldApart() {
        let first = World()
        let second = World()
        let entity = first.spawn()
        _ = second.spawn()
        LocalTypes.setFirst(5, in: first, for: entity)
        LocalTypes.setSecond(6, in: first, for: entity)
        LocalTypes.setFirst(6, in: second, for: entity)
        LocalTypes.setSecond(5, in: second, for: entity)
        #expect(
            first.stateHash() != second.stateHash(),
            "\(first.stateHashes().parts) \(second.stateHashes().parts)")
        let names = first.stateHashes().parts.map(\.name).filter { $0.hasSuffix(".Local") }
        #expect(names.count == 2 && Set(names).count == 2, "\(names)")
        #expect(first.stateHashes().differingParts(from: second.stateHashes()).count == 2)
    }
}

private enum LocalTypes {
    static func setFirst(_ value: Float, in world: World, for entity: Entity) {
        struct Local: Equatable { var value: Float }
        world.set(Local(value: value), for: entity)
    }

    static func setSecond(_ value: Float, in world: World, for entity: Entity) {
        struct Local: Equatable { var value: Float }
        world.set(Local(value: value), for: entity)
    }
}
