import Testing
import TransitionCore

@testable import Engine

/// Names (environment paths, markers, state hash parts) are told apart by their UTF-8 bytes:
/// "é" written as one scalar and as "e" with a combining accent are two names, although
/// `String`'s `==` calls them equal.
@Suite struct NameBytesTests {
    private static let composed = "caf\u{E9}"
    private static let decomposed = "cafe\u{301}"

    private struct LevelKey: EnvironmentKey {
        static let defaultValue: Float = 0
    }
    private struct OtherLevelKey: EnvironmentKey {
        static let defaultValue: Float = 0
    }

    @Test func canonicallyEquivalentNamesAreDifferentNames() {
        #expect(Self.composed == Self.decomposed)
        #expect(!Self.composed.isSameName(as: Self.decomposed))
        #expect(Self.composed.isSameName(as: "caf\u{E9}"))
        #expect(NameKey(Self.composed) != NameKey(Self.decomposed))
        let keys: Set = [NameKey(Self.composed), NameKey(Self.decomposed), NameKey("caf\u{E9}")]
        #expect(keys.count == 2)
    }

    @Test func twoPathsWhoseNamesDifferInBytesHoldTheirOwnValues() {
        let composedPath = EnvironmentPath(Self.composed, key: LevelKey.self)
        let decomposedPath = EnvironmentPath(Self.decomposed, key: OtherLevelKey.self)
        let world = World()
        let entity = world.spawn()
        world.setEnvironment(composedPath, 1, for: entity)
        world.setEnvironment(decomposedPath, 2, for: entity)
        #expect(world.environment(composedPath, of: entity) == 1)
        #expect(world.environment(decomposedPath, of: entity) == 2)
        #expect(world.environment(EnvironmentPath(Self.composed, key: LevelKey.self), of: entity) == 1)
    }

    @Test func markersAndHashPartsCompareByBytes() {
        #expect(MotionEvent.Kind.markerReached(name: Self.composed) != .markerReached(name: Self.decomposed))
        #expect(MotionEvent.Kind.markerReached(name: Self.composed) == .markerReached(name: "caf\u{E9}"))
        #expect(TimelineMark(name: Self.composed, tick: 3) != TimelineMark(name: Self.decomposed, tick: 3))
        #expect(TimelineMark(name: Self.composed, tick: 3) == TimelineMark(name: "caf\u{E9}", tick: 3))
        let ours = StateHashes(parts: [StateHashes.Part(name: Self.composed, hash: 1)])
        let theirs = StateHashes(parts: [StateHashes.Part(name: Self.decomposed, hash: 1)])
        #expect(ours.differingParts(from: theirs) == [Self.composed, Self.decomposed])
        #expect(ours.differingParts(from: ours).isEmpty)
    }
}
