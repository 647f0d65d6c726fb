import CTickKernels
import TransitionCore

/// The elapsed ticks of transitions under one polynomial curve, gathered so that the tick's
/// curve kernel computes their progress in one pass. The kernel takes each as a 16-bit offset
/// before a common tick, so the ticks gathered lie within `UInt16.max` of one another.
@usableFromInline
struct CurveProgressBatch {
    /// The elapsed ticks gathered, in order.
    @usableFromInline let elapsed: UnsafeMutablePointer<UInt64>
    /// The kernel's offsets, as many.
    @usableFromInline let offsets: UnsafeMutablePointer<UInt16>
    /// The most ticks the batch holds.
    @usableFromInline let capacity: Int
    /// The ticks gathered.
    @usableFromInline var count = 0
    /// The fewest and the most elapsed ticks gathered.
    @usableFromInline var oldest = UInt64.max
    @usableFromInline var newest: UInt64 = 0

    @inlinable
    init(elapsed: UnsafeMutablePointer<UInt64>, offsets: UnsafeMutablePointer<UInt16>, capacity: Int) {
        (self.elapsed, self.offsets, self.capacity) = (elapsed, offsets, capacity)
    }

    /// An empty batch of `capacity` ticks in stack scratch space, for `body`.
    @inlinable @inline(__always)
    static func withScratch<Result>(capacity: Int, _ body: (inout CurveProgressBatch) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: capacity) { elapsed in
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) { offsets in
                var batch = CurveProgressBatch(
                    elapsed: elapsed.baseAddress.unsafelyUnwrapped,
                    offsets: offsets.baseAddress.unsafelyUnwrapped,
                    capacity: capacity)
                return body(&batch)
            }
        }
    }

    /// Adds a transition `ticks` after its start and returns true; false, adding nothing, when
    /// the batch is full or `ticks` lies more than `UInt16.max` from the ticks gathered.
    @inlinable @inline(__always)
    mutating func append(_ ticks: UInt64) -> Bool {
        let (first, last) = (Swift.min(oldest, ticks), Swift.max(newest, ticks))
        guard count < capacity, last - first <= UInt64(UInt16.max) else { return false }
        elapsed[count] = ticks
        (count, oldest, newest) = (count + 1, first, last)
        return true
    }

    /// Empties the batch.
    @inlinable @inline(__always)
    mutating func removeAll() {
        (count, oldest, newest) = (0, .max, 0)
    }

    /// Writes into `progress[k]` the progress under `curve` of the transition gathered `k`-th:
    /// its tick sampler's, or NaN where the kernel leaves the tick to the animation.
    @inlinable @inline(__always)
    func progress(
        under curve: Animation.TickSampler.PolynomialCurve, into progress: UnsafeMutablePointer<Float>
    ) {
        guard count > 0 else { return }
        for k in 0..<count { offsets[k] = UInt16(truncatingIfNeeded: newest - elapsed[k]) }
        tick_kernels_curve_progress(
            curve.curve, count, offsets, newest, curve.fractionPerTick, curve.tickCount,
            curve.reverses ? 1 : 0,
            progress)
    }
}
