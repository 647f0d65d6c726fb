extension Animation.TickSampler {
    /// A spring's two responses at every whole tick of its first cycle (up to a limit), worked
    /// out once, so that a tick reads a spring's sample instead of computing its exponential
    /// and sines: each entry is, bit for bit, what
    /// ``Animation/sample(at:)`` gives at that tick. Immutable once made, so that samplers
    /// share it freely.
    final class SpringTable: @unchecked Sendable {
        /// Ticks a table covers at most: springs that move longer than this (at 60 ticks per
        /// second, about 17 seconds) are computed past it.
        static let maximumTicks: UInt64 = 1_024

        /// Progress and impulse at ticks `1...count`, in that order.
        let samples: UnsafeMutableBufferPointer<SIMD2<Float>>

        /// The table of `spring` at `speed` for ticks `1...count` at `rate` ticks per second.
        init(_ spring: Spring, count: Int, rate: Double, speed: Double) {
            samples = .allocate(capacity: count)
            for tick in 1...count {
                let sample = Animation.TickSampler.springSample(
                    spring, elapsed: Double(tick) / rate, speed: speed)
                samples.initializeElement(at: tick - 1, to: SIMD2(sample.progress, sample.impulse))
            }
        }

        deinit {
            samples.deallocate()
        }
    }
}
