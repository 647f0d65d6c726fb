/// The components a query hands its body, copied out of the model.
struct VisitCopy {
    var float: Float?
    var vector: SIMD2<Float>?
    var label: FuzzLabel?

    /// Changes the first component of `shape` as ``FuzzOperation/mutateVisited(_:)`` says.
    mutating func mutate(_ shape: QueryShape, _ value: Float) {
        switch shape.kinds[0] {
        case .float: float = value
        case .vector: vector = SIMD2(value, -value)
        case .label: label = FuzzLabel(tag: value.bitPattern)
        }
    }
}
