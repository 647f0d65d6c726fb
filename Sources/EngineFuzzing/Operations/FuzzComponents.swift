import Engine
import TransitionCore

/// The component the fuzzer stores that is not ``Transitionable``: it can only be set, read and
/// removed, never animated.
public struct FuzzLabel: Equatable, Sendable {
    /// An arbitrary payload.
    public var tag: UInt32

    /// A label carrying `tag`.
    public init(tag: UInt32) {
        self.tag = tag
    }
}

/// The fuzzer's scalar environment value: a `Float` that descendants inherit.
public struct FuzzLevelKey: EnvironmentKey {
    /// What an entity sees when no ancestor sets a level.
    public static let defaultValue: Float = 1
}

/// The fuzzer's vector environment value: a spring-capable `SIMD2<Float>`.
public struct FuzzOffsetKey: EnvironmentKey {
    /// What an entity sees when no ancestor sets an offset.
    public static let defaultValue = SIMD2<Float>(0, 0)
}

extension EnvironmentValues {
    /// The fuzzer's scalar environment value.
    public var fuzzLevel: Float {
        get { self[FuzzLevelKey.self] }
        set { self[FuzzLevelKey.self] = newValue }
    }

    /// The fuzzer's vector environment value.
    public var fuzzOffset: SIMD2<Float> {
        get { self[FuzzOffsetKey.self] }
        set { self[FuzzOffsetKey.self] = newValue }
    }
}
