extension Animation.TickSampler {
    /// A spring's or a decay's samples at every whole tick of its first cycle (up to a
    /// limit), worked out once, so that a tick reads a sample instead of computing exponentials
    /// and sines: each entry is, bit for bit, what ``Animation/sample(at:)`` gives at that
    /// tick. Immutable once made, so that samplers share it freely.
    final class SampleTable: @unchecked Sendable {
        /// Ticks a table covers at most: moves longer than this (at 60 ticks per second, about
        /// 17 seconds) are computed past it.
        static let maximumTicks: UInt64 = 1_024

        /// Progress and impulse at ticks `1...count`, in that order.
        let samples: UnsafeMutableBufferPointer<SIMD2<Float>>

        /// The table of ticks `1...count` at `rate` ticks per second, each sampled by `sample`
        /// from its elapsed seconds.
        init(count: Int, rate: Double, _ sample: (_ elapsed: Double) -> Animation.Sample) {
            samples = .allocate(capacity: count)
            for tick in 1...count {
                let sample = sample(Double(tick) / rate)
                samples.initializeElement(at: tick - 1, to: SIMD2(sample.progress, sample.impulse))
            }
        }

        deinit {
            samples.deallocate()
        }
    }
}
