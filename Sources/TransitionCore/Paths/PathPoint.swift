/// A point a ``MotionPath`` can run through: `SIMD2<Float>` for 2-D paths, `SIMD3<Float>` for
/// 3-D ones.
public protocol PathPoint: SIMD, Sendable, StateValue where Scalar == Float {}

extension SIMD2: PathPoint where Scalar == Float {}

extension SIMD3: PathPoint where Scalar == Float {}
