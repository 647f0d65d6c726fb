import TransitionCore

/// The vector a C component's floats live in: 4, 8 or 16 lanes, the smallest that holds the
/// type's float count; lanes past the count stay 0.
protocol CLanes: SIMD, VectorTransitionable, StateHashable where Scalar == Float {
    /// 0, 1 or 2 for 4, 8 or 16 lanes: the size class of the registry.
    static var sizeClass: Int { get }
    /// The first lanes of `wide`.
    init(prefixOf wide: SIMD16<Float>)
}

extension SIMD4: CLanes where Scalar == Float {
    static var sizeClass: Int { 0 }
    @inline(__always) init(prefixOf wide: SIMD16<Float>) { self = wide.lowHalf.lowHalf }
}

extension SIMD8: CLanes where Scalar == Float {
    static var sizeClass: Int { 1 }
    @inline(__always) init(prefixOf wide: SIMD16<Float>) { self = wide.lowHalf }
}

extension SIMD16: CLanes where Scalar == Float {
    static var sizeClass: Int { 2 }
    @inline(__always) init(prefixOf wide: SIMD16<Float>) { self = wide }
}

/// The lane count of size class `sizeClass`.
func laneCount(ofSizeClass sizeClass: Int) -> Int { 4 << sizeClass }
