import Testing
import TransitionCore

@testable import Engine

/// Named environment paths: what Embedded Swift uses in place of key paths, and a normal build
/// too where the same state hash on every target matters.
@Suite struct EnvironmentPathTests {
    private struct GlowKey: EnvironmentKey {
        static let defaultValue = SIMD2<Float>(1, 2)
    }
    private static let glow = EnvironmentPath("glow", key: GlowKey.self)
    private static let glowX = glow.appending("x", read: { $0.x }, write: { $0.x = $1 })

    @Test func aNamedPathIsInheritedAnimatedAndRemovedAsAKeyPathIs() {
        let world = World()
        let parent = world.spawn()
        let child = world.spawn()
        try? world.setParent(child, to: parent)
        #expect(world.environment(Self.glow, of: child) == SIMD2(1, 2))
        world.setEnvironment(Self.glow, SIMD2(10, 20), for: parent, .linear(duration: 1))
        for _ in 0..<30 { world.advance() }
        #expect(world.environment(Self.glow, of: child) == SIMD2(5.5, 11))
        #expect(world.removeEnvironment(Self.glow, from: parent))
        #expect(!world.removeEnvironment(Self.glow, from: parent))
        #expect(world.environment(Self.glow, of: child) == SIMD2(1, 2))
    }

    @Test func aPathIntoPartOfAValueWinsForThatPartOnTheNearerEntity() {
        let world = World()
        let parent = world.spawn()
        let child = world.spawn()
        try? world.setParent(child, to: parent)
        world.setEnvironment(Self.glowX, 7, for: child)
        world.setEnvironment(Self.glow, SIMD2(3, 4), for: parent)
        #expect(world.environment(Self.glow, of: child) == SIMD2(7, 4))
        #expect(world.environment(Self.glowX, of: parent) == 3)
        #expect(world.environment(of: child)[GlowKey.self] == SIMD2(7, 4))
    }

    @Test func eventsNameThePathTheyMovedThrough() {
        let world = World()
        let entity = world.spawn()
        world.setEnvironment(Self.glow, SIMD2(3, 4), for: entity, .linear(duration: 0.05))
        var finished: [MotionEvent] = []
        for _ in 0..<10 {
            world.advance()
            finished += world.events.filter(\.isFinished)
        }
        #expect(finished.count == 1)
        #expect(
            finished.first?.isEnvironment(Self.glow) == true
                && finished.first?.isEnvironment(Self.glowX) == false)
        #expect(finished.first?.environmentKeyPath == nil)
    }

    @Test func pathsOfTwoTypesMayShareANameWithoutSharingASetting() {
        struct CountKey: EnvironmentKey { static let defaultValue: Float = 0 }
        let other = EnvironmentPath("glow", key: CountKey.self)
        let world = World()
        let entity = world.spawn()
        world.setEnvironment(Self.glow, SIMD2(3, 4), for: entity)
        world.setEnvironment(other, 9, for: entity)
        #expect(
            world.environment(Self.glow, of: entity) == SIMD2(3, 4)
                && world.environment(other, of: entity) == 9)
    }

    /// The names Embedded Swift builds declare for the standard and core types (StateValue+Names)
    /// are the names a normal build's metadata gives them, so both order and hash storages alike.
    @Test func storedTypesAreNamedAsEmbeddedBuildsNameThem() {
        #expect(ValueTypes.name(of: Float.self) == "Swift.Float")
        #expect(ValueTypes.name(of: Double.self) == "Swift.Double")
        #expect(ValueTypes.name(of: UInt16.self) == "Swift.UInt16")
        #expect(ValueTypes.name(of: SIMD2<Float>.self) == "Swift.SIMD2<Swift.Float>")
        #expect(ValueTypes.name(of: SIMD16<Float>.self) == "Swift.SIMD16<Swift.Float>")
        #expect(ValueTypes.name(of: Float?.self) == "Swift.Optional<Swift.Float>")
        #expect(ValueTypes.name(of: Color.self) == "TransitionCore.Color")
        #expect(ValueTypes.name(of: OKLab.self) == "TransitionCore.OKLab")
        #expect(
            ValueTypes.name(of: PathPosition<SIMD2<Float>>.self)
                == "TransitionCore.PathPosition<Swift.SIMD2<Swift.Float>>")
        #expect(
            ValueTypes.name(of: MotionPath<SIMD3<Float>>.self)
                == "TransitionCore.MotionPath<Swift.SIMD3<Swift.Float>>")
        #expect(ValueTypes.name(of: HierarchyNode.self) == "Engine.HierarchyNode")
        #expect(ValueTypes.name(of: DomainMembership.self) == "Engine.DomainMembership")
        #expect(ValueTypes.name(of: ChoreographyPlayer.self) == "Engine.ChoreographyPlayer")
        #expect(ValueTypes.name(of: Choreography.self) == "Engine.Choreography")
    }
}
