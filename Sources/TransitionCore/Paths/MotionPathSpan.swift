/// Where a span between two knots of a motion path's table lies on a cubic segment, and how its
/// parameter follows the distance.
@usableFromInline
struct MotionPathSpan: Sendable {
    /// The Bézier parameter at the start of the span.
    @usableFromInline var start: Float
    /// The span's extent in the Bézier parameter.
    @usableFromInline var width: Float
    /// The interpolation's end slopes minus one (0 where the speed is the same across the
    /// span).
    @usableFromInline var bend: SIMD2<Float>
    /// The coefficients of the interpolation's quintic term at each end (0 for a cubic).
    @usableFromInline var curl: SIMD2<Float>
    /// The segment the span is on.
    @usableFromInline var segment: Int32

    init(start: Double, end: Double, bend: SIMD2<Float>, curl: SIMD2<Float>, segment: Int) {
        self.start = Float(start)
        self.width = Float(end - start)
        self.bend = bend
        self.curl = curl
        self.segment = Int32(segment)
    }
}
