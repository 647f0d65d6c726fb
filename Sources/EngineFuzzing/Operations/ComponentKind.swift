/// The component types the fuzzer exercises.
public enum ComponentKind: Int, Sendable, CaseIterable {
    /// `Float`: transitionable and a vector (springs carry velocity).
    case float
    /// `SIMD2<Float>`: transitionable and a vector.
    case vector
    /// ``FuzzLabel``: not transitionable.
    case label
}

/// The environment values the fuzzer exercises.
public enum EnvironmentKind: Int, Sendable, CaseIterable {
    /// ``EnvironmentValues/fuzzLevel``.
    case level
    /// ``EnvironmentValues/fuzzOffset``.
    case offset
}
