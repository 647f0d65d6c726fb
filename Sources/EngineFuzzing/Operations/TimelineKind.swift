/// The component types the fuzzer plays timelines on.
public enum TimelineKind: Int, Sendable, CaseIterable {
    /// `Timeline<Float>` on the `Float` component.
    case float
    /// `Timeline<SIMD2<Float>>` on the `SIMD2<Float>` component.
    case vector

    /// The Swift name of the value type.
    var typeName: String {
        switch self {
        case .float: "Float"
        case .vector: "SIMD2<Float>"
        }
    }
}
