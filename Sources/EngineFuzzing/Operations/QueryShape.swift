/// The component types a fuzzed query asks for, rarest-first as the world recommends.
public enum QueryShape: Sendable, CaseIterable {
    /// `query(Float.self)`.
    case float
    /// `query(SIMD2<Float>.self)`.
    case vector
    /// `query(FuzzLabel.self)`.
    case label
    /// `query(Float.self, SIMD2<Float>.self)`.
    case floatAndVector
    /// `query(SIMD2<Float>.self, Float.self, FuzzLabel.self)`.
    case vectorFloatAndLabel

    /// The kinds an entity must have to be visited.
    var kinds: [ComponentKind] {
        switch self {
        case .float: [.float]
        case .vector: [.vector]
        case .label: [.label]
        case .floatAndVector: [.float, .vector]
        case .vectorFloatAndLabel: [.vector, .float, .label]
        }
    }
}
