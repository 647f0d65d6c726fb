extension Animation {
    /// This animation prepared for sampling at whole ticks of a fixed tick rate, as a
    /// fixed-step engine samples every running transition once a tick.
    ///
    /// A sampler is the timing worked out in advance, without an ``Animation``'s closures:
    /// copying one costs no reference counting, except that of the table that
    /// ``withSampleTable()`` gives it (read such samplers in place).
    /// ``sample(ticks:)`` gives, bit for bit, what
    /// `sample(at: Double(ticks) / Double(tickRate))` gives, or nil where it cannot vouch for
    /// that; the caller then asks the animation. It answers for an animation without delay:
    /// for a curve other than a custom one, on every tick before the one it finishes on, in
    /// every cycle of a repeating or reversing animation at any speed; for a spring or a decay,
    /// during the first cycle, from a table of its first ticks once ``withSampleTable()`` made
    /// one, and with `sample(at:)`'s own operations past it.
    public struct TickSampler: @unchecked Sendable {
        /// Ticks `1...count` are sampled here; 0 when none are. Below 2⁵².
        @usableFromInline let count: UInt64
        /// For a curve, the cycles (whole and a fraction of one) that one tick adds.
        @usableFromInline let scale: Double
        /// For a curve, what ``Animation/sample(at:)`` needs past the first cycle.
        @usableFromInline let cycles: Cycles
        /// The curve, as plain data; `.custom` for a spring.
        @usableFromInline let shape: Curve.Shape
        /// The curve's code, worked out once.
        @usableFromInline let code: Curve.Shape.Code
        /// The spring, when one drives the animation.
        @usableFromInline let spring: Spring?
        /// The decay, when one drives the animation.
        @usableFromInline let decay: Decay?
        /// For a spring or a decay, its samples at ticks `1...tableCount`, kept alive by `table`.
        @usableFromInline private(set) var tableSamples: UnsafePointer<SIMD2<Float>>?
        /// Ticks the table covers; 0 without one.
        @usableFromInline private(set) var tableCount: UInt64
        /// Owns the table; shared by copies of this sampler.
        private(set) var table: SampleTable?
        /// Ticks per second.
        @usableFromInline let rate: Double
        /// The animation's speed.
        @usableFromInline let speed: Double

        /// Whether a spring drives the animation: a caller then applies its samples as
        /// ``Transition`` does a spring's, with the impulse and the velocity.
        @inlinable
        public var isSpring: Bool { spring != nil }

        /// Whether a decay drives the animation.
        @inlinable
        public var isDecay: Bool { decay != nil }

        /// Whether this sampler reads a table of its samples.
        @inlinable
        public var hasSampleTable: Bool { tableSamples != nil }

        /// The table this sampler reads, if any: an identity shared by the samplers that share
        /// it, and the bytes it holds.
        public var sampleTable: (identity: ObjectIdentifier, byteCount: Int)? {
            table.map { (ObjectIdentifier($0), $0.samples.count * MemoryLayout<SIMD2<Float>>.stride) }
        }

        /// This sampler with a table of its spring's or decay's samples at the first ticks (up
        /// to 1,024), so that those ticks read the table instead of computing exponentials: for
        /// animations that many transitions share, as making the table costs about as much as
        /// computing that many samples. For a curve, or with a table already, the sampler as it is.
        public func withSampleTable() -> TickSampler {
            guard spring != nil || decay != nil, table == nil, count > 0 else { return self }
            var copy = self
            let tableCount = min(count, SampleTable.maximumTicks)
            let (spring, decay, speed) = (spring, decay, speed)
            let table = SampleTable(count: Int(tableCount), rate: rate) { elapsed in
                if let spring { return TickSampler.springSample(spring, elapsed: elapsed, speed: speed) }
                return TickSampler.decaySample(decay!, elapsed: elapsed, speed: speed)
            }
            copy.table = table
            copy.tableSamples = UnsafePointer(table.samples.baseAddress)
            copy.tableCount = tableCount
            return copy
        }

        /// A sampler of `animation` at `tickRate` ticks per second.
        public init(_ animation: Animation, tickRate: UInt64) {
            var spring: Spring? = nil
            if case .spring(let driving) = animation.timing { spring = driving }
            self =
                TickSampler.prepared(animation, tickRate: tickRate)
                ?? TickSampler(count: 0, scale: 0, shape: .custom, spring: spring, rate: 1, speed: 1)
        }

        private init(
            count: UInt64, scale: Double, shape: Curve.Shape, spring: Spring?, decay: Decay? = nil,
            rate: Double, speed: Double, cycles: Cycles = Cycles()
        ) {
            self.count = count
            self.scale = scale
            self.cycles = cycles
            self.shape = shape
            self.code = shape.code
            self.spring = spring
            self.decay = decay
            self.rate = rate
            self.speed = speed
            table = nil
            tableSamples = nil
            tableCount = 0
        }

        /// A sampler of `animation` with a fast range, or nil when it cannot have one.
        private static func prepared(_ animation: Animation, tickRate: UInt64) -> TickSampler? {
            guard animation.delay == 0, tickRate > 0 else { return nil }
            let rate = Double(tickRate)
            let cycle = animation.cycleDuration
            let speed = animation.speed
            // Exactly the tests of `sample(at:)`: the first cycle is over, or the animation.
            let leavesFirstCycle = { (ticks: UInt64) -> Bool in
                let elapsed = Double(ticks) / rate
                if elapsed >= animation.finishTime { return true }
                return (elapsed - animation.delay) * speed >= cycle
            }
            let startsMoving = (Double(1) / rate - animation.delay) * speed > 0
            guard startsMoving else { return nil }
            if case .curve(let curve, _) = animation.timing {
                return preparedCurve(animation, curve: curve, rate: rate)
            }
            guard !leavesFirstCycle(1) else { return nil }
            // Below 2⁵² ticks (2.3 million years at 60 Hz) a tick count converts to a double exactly.
            let end = min(firstTick(after: 1, near: cycle / speed * rate, where: leavesFirstCycle), 1 << 52)
            switch animation.timing {
            case .spring(let spring):
                return TickSampler(
                    count: end - 1, scale: 0, shape: .custom, spring: spring, rate: rate, speed: speed)
            case .decay(let decay):
                return TickSampler(
                    count: end - 1, scale: 0, shape: .custom, spring: nil, decay: decay, rate: rate,
                    speed: speed)
            case .curve:
                return nil
            }
        }

        /// A sampler of `animation`, driven by `curve`, that answers on every tick before the
        /// one it finishes on, or nil when it cannot have one.
        private static func preparedCurve(_ animation: Animation, curve: Curve, rate: Double) -> TickSampler?
        {
            let shape = curve.shape
            if case .custom = shape { return nil }
            let (cycle, speed) = (animation.cycleDuration, animation.speed)
            let sane = 0x1p-200...0x1p200
            let scale = speed / (rate * cycle)
            // Every intermediate of both computations stays a normal double, so that each
            // rounding errs by at most half a unit in the last place, relatively.
            guard sane.contains(cycle), sane.contains(speed), scale >= 0x1p-100, scale <= 0x1p100 else {
                return nil
            }
            // Exactly the test of `sample(at:)`: the animation is over.
            let finishes = { (ticks: UInt64) -> Bool in Double(ticks) / rate >= animation.finishTime }
            guard !finishes(1) else { return nil }
            // Below 2⁵² ticks (2.3 million years at 60 Hz) a tick count converts to a double exactly.
            let end = min(firstTick(after: 1, near: animation.finishTime * rate, where: finishes), 1 << 52)
            return TickSampler(
                count: end - 1, scale: scale, shape: shape, spring: nil, rate: rate, speed: speed,
                cycles: Cycles(animation))
        }

        /// The sample `ticks` ticks after the start, exactly as
        /// `animation.sample(at: Double(ticks) / Double(tickRate))` computes it, or nil when the
        /// animation has to be asked.
        ///
        /// A curve answers on every tick before the one it finishes on: nearly always from the
        /// cycle position, one multiplication instead of three divisions, and otherwise (a
        /// cycle's last tick that may round into the next, a fraction too near the midpoint
        /// between two floats) with `sample(at:)`'s own operations. A spring or a decay reads
        /// its table, made by `sample(at:)`'s own operations, or repeats them past its end.
        @inlinable @inline(__always)
        public func sample(ticks: UInt64) -> Sample? {
            guard ticks &- 1 < count else { return nil }
            if let spring {
                if let sample = tableSample(ticks: ticks) { return sample }
                return TickSampler.springSample(spring, elapsed: Double(ticks) / rate, speed: speed)
            }
            if let decay {
                if let sample = tableSample(ticks: ticks) { return sample }
                return TickSampler.decaySample(decay, elapsed: Double(ticks) / rate, speed: speed)
            }
            return curveSample(time: Double(Int64(truncatingIfNeeded: ticks)))
        }

        /// The sample `time` ticks after the start, `time` lying between the whole ticks
        /// `ticks` and `ticks + 1` (a presentation between two ticks), exactly as
        /// `animation.sample(at: time / Double(tickRate))` computes it, or nil when the
        /// animation has to be asked. Answers where ``sample(ticks:)`` answers for both ticks
        /// around `time`, in the same way.
        @inlinable @inline(__always)
        public func sample(tickTime time: Double, after ticks: UInt64) -> Sample? {
            // 1 ≤ ticks < ticks + 1 ≤ count: the whole interval lies in the sampled range.
            guard ticks >= 1, ticks < count, time >= Double(Int64(truncatingIfNeeded: ticks)),
                time <= Double(Int64(truncatingIfNeeded: ticks + 1))
            else { return nil }
            if let spring { return TickSampler.springSample(spring, elapsed: time / rate, speed: speed) }
            if let decay { return TickSampler.decaySample(decay, elapsed: time / rate, speed: speed) }
            return curveSample(time: time)
        }

        /// ``sample(tickTime:after:)`` at `Double(ticks) + alpha` for an `alpha` in 0...1, which
        /// always lies within the tick: the same answer for fewer tests, as a presentation
        /// between ticks asks it of every running transition.
        @inlinable @inline(__always)
        public func sample(ticks: UInt64, alpha: Double) -> Sample? {
            guard ticks >= 1, ticks < count else { return nil }
            // Below 2⁵³, so converted exactly; rounding keeps the sum within the tick.
            let time = Double(Int64(truncatingIfNeeded: ticks)) + alpha
            if let spring { return TickSampler.springSample(spring, elapsed: time / rate, speed: speed) }
            if let decay { return TickSampler.decaySample(decay, elapsed: time / rate, speed: speed) }
            return curveSample(time: time)
        }

        /// The table's sample at `ticks` (1 or more), or nil past its end or without one.
        @inlinable @inline(__always)
        func tableSample(ticks: UInt64) -> Sample? {
            guard ticks <= tableCount, let tableSamples else { return nil }
            let sample = tableSamples[Int(ticks &- 1)]
            return Sample(progress: sample.x, impulse: sample.y, isFinished: false)
        }

        /// `sample(at:)` of `spring` `elapsed` seconds in, during the first cycle, without
        /// delay: out of line, as the spring's exponentials and sines cost far more than a call.
        @usableFromInline @inline(never)
        static func springSample(_ spring: Spring, elapsed: Double, speed: Double) -> Sample {
            let (step, impulse) = spring.responses(at: elapsed * speed)
            return Sample(progress: Float(step.position), impulse: Float(impulse.position), isFinished: false)
        }

        /// `sample(at:)` of `decay` `elapsed` seconds in, during the first cycle, without delay:
        /// out of line, as the exponential costs far more than a call.
        @usableFromInline @inline(never)
        static func decaySample(_ decay: Decay, elapsed: Double, speed: Double) -> Sample {
            Sample(progress: Float(decay.progress(at: elapsed * speed)), isFinished: false)
        }

        /// The first tick after `start` for which `predicate` holds, `predicate` being false at
        /// `start` and, as ticks grow, false then true; `UInt64.max` when it never holds
        /// before. Searched from `guess` outwards, then by bisection.
        private static func firstTick(
            after start: UInt64, near guess: Double, where predicate: (UInt64) -> Bool
        ) -> UInt64 {
            var low = start  // predicate false
            var high = UInt64.max  // predicate true, or the end of the range
            let near = guess > Double(start) ? (guess < 0x1p63 ? UInt64(guess) : 1 << 63) : start + 1
            if predicate(near) {
                high = near
                var step: UInt64 = 1
                while high - low > 1 {
                    let candidate = high - min(step, high - low - 1)
                    if !predicate(candidate) {
                        low = candidate
                        break
                    }
                    high = candidate
                    step = step &* 2
                }
            } else {
                low = near
                var step: UInt64 = 1
                while true {
                    let (candidate, overflow) = low.addingReportingOverflow(step)
                    if overflow || candidate == .max {
                        if !predicate(.max) { return .max }
                        break
                    }
                    if predicate(candidate) {
                        high = candidate
                        break
                    }
                    low = candidate
                    step = step &* 2
                }
            }
            while high - low > 1 {
                let middle = low + (high - low) / 2
                if predicate(middle) { high = middle } else { low = middle }
            }
            return high
        }
    }
}
