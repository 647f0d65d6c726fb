import TransitionCore

/// The vector a C component's floats live in: 4, 8 or 16 lanes, the smallest that holds the
/// type's float count; lanes past the count stay 0.
protocol CLanes: SIMD, VectorTransitionable, StateHashable where Scalar == Float {
    /// 0, 1 or 2 for 4, 8 or 16 lanes: the size class of the registry.
    static var sizeClass: Int { get }
    /// The first lanes of `wide`.
    init(prefixOf wide: SIMD16<Float>)
    /// Whether every lane is finite, as `allLanesFinite` answers: x − x is 0 for a finite x and
    /// NaN otherwise, and a sum of zeros is 0 while a NaN stays; the sum taken by halves (two to
    /// four dependent additions, not one per lane).
    var lanesAreFinite: Bool { get }
}

extension SIMD4: CLanes where Scalar == Float {
    static var sizeClass: Int { 0 }
    @inline(__always) init(prefixOf wide: SIMD16<Float>) { self = wide.lowHalf.lowHalf }
    @inline(__always) var lanesAreFinite: Bool { (self - self).sumIsZero }
    /// Whether the lanes, each 0 or NaN, sum to 0 (none is NaN).
    @inline(__always) var sumIsZero: Bool {
        let half = lowHalf + highHalf
        return half.x + half.y == 0
    }
}

extension SIMD8: CLanes where Scalar == Float {
    static var sizeClass: Int { 1 }
    @inline(__always) init(prefixOf wide: SIMD16<Float>) { self = wide.lowHalf }
    @inline(__always) var lanesAreFinite: Bool {
        let zeros = self - self
        return (zeros.lowHalf + zeros.highHalf).sumIsZero
    }
}

extension SIMD16: CLanes where Scalar == Float {
    static var sizeClass: Int { 2 }
    @inline(__always) init(prefixOf wide: SIMD16<Float>) { self = wide }
    @inline(__always) var lanesAreFinite: Bool {
        let zeros = self - self
        let half = zeros.lowHalf + zeros.highHalf
        return (half.lowHalf + half.highHalf).sumIsZero
    }
}

/// The lane count of size class `sizeClass`.
func laneCount(ofSizeClass sizeClass: Int) -> Int { 4 << sizeClass }
