extension Animation.TickSampler {
    /// Samples a run of transitions that share this sampler at tick `now`, both ticks counted
    /// from one base: the transition `k` started on `startOffsets[k]`, and gets in
    /// `progress[k]` (and, for a spring, `impulse[k]`) what ``sample(ticks:)`` gives for
    /// `now - startOffsets[k]`, or NaN in `progress[k]` where it gives nil. For a linear or
    /// polynomial Penner curve the loop has no branch and works on several transitions at once,
    /// in every cycle; other samplers take one transition at a time.
    @inlinable
    public func sample(
        run count: Int, startOffsets: UnsafePointer<UInt16>, at now: UInt64,
        progress: UnsafeMutablePointer<Float>, impulse: UnsafeMutablePointer<Float>
    ) {
        guard spring == nil, decay == nil else {
            for k in 0..<count {
                let sample = self.sample(ticks: now &- UInt64(startOffsets[k]))
                progress[k] = sample?.progress ?? .nan
                impulse[k] = sample?.impulse ?? 0
            }
            return
        }
        fastCurveRun(count, startOffsets, now, progress)
        // The few the cycle position cannot vouch for, by the operations of `sample(at:)`.
        for k in 0..<count where progress[k].isNaN {
            let ticks = now &- UInt64(startOffsets[k])
            guard ticks &- 1 < self.count else { continue }
            progress[k] = replayedCurveSample(time: Double(Int64(truncatingIfNeeded: ticks))).progress
        }
    }

    /// The run's progress from the cycle position, as ``fastCurveSample(time:)`` gives it: NaN
    /// where that gives nil, and outside the sampled range.
    @inlinable @inline(__always)
    func fastCurveRun(
        _ count: Int, _ startOffsets: UnsafePointer<UInt16>, _ now: UInt64,
        _ progress: UnsafeMutablePointer<Float>
    ) {
        // One case per curve, each with its degree and direction as constants, so that each
        // loop is compiled for its own curve: with them as variables the loop would branch.
        switch code {
        case .linear: curveRun(count, startOffsets, now, progress) { $0 }
        case .quadIn: polynomialRun(count, startOffsets, now, progress, 2, .easeIn)
        case .quadOut: polynomialRun(count, startOffsets, now, progress, 2, .easeOut)
        case .quadInOut: polynomialRun(count, startOffsets, now, progress, 2, .easeInOut)
        case .cubicIn: polynomialRun(count, startOffsets, now, progress, 3, .easeIn)
        case .cubicOut: polynomialRun(count, startOffsets, now, progress, 3, .easeOut)
        case .cubicInOut: polynomialRun(count, startOffsets, now, progress, 3, .easeInOut)
        case .quartIn: polynomialRun(count, startOffsets, now, progress, 4, .easeIn)
        case .quartOut: polynomialRun(count, startOffsets, now, progress, 4, .easeOut)
        case .quartInOut: polynomialRun(count, startOffsets, now, progress, 4, .easeInOut)
        case .quintIn: polynomialRun(count, startOffsets, now, progress, 5, .easeIn)
        case .quintOut: polynomialRun(count, startOffsets, now, progress, 5, .easeOut)
        case .quintInOut: polynomialRun(count, startOffsets, now, progress, 5, .easeInOut)
        case .other:
            for k in 0..<count {
                let ticks = now &- UInt64(startOffsets[k])
                let inRange = ticks &- 1 < self.count
                let sample = inRange ? fastCurveSample(time: Double(Int64(truncatingIfNeeded: ticks))) : nil
                progress[k] = sample?.progress ?? .nan
            }
        }
    }

    /// ``curveRun(_:_:_:_:_:)`` for a polynomial Penner curve of `degree` going `direction`,
    /// both halves of an ease-in-out computed and one chosen, so that the loop keeps no branch.
    @inlinable @inline(__always)
    func polynomialRun(
        _ count: Int, _ startOffsets: UnsafePointer<UInt16>, _ now: UInt64,
        _ progress: UnsafeMutablePointer<Float>, _ degree: Int, _ direction: EasingDirection
    ) {
        curveRun(count, startOffsets, now, progress) { t in
            let x = Double(t)
            switch direction {
            case .easeIn:
                return Float(PennerFamily.product(x, x, degree - 1))
            case .easeOut:
                let u = 1 - x
                return Float(1 - PennerFamily.product(u, u, degree - 1))
            case .easeInOut:
                let firstHalf = PennerFamily.product(Double(1 << (degree - 1)), x, degree)
                let u = -2 * x + 2
                let secondHalf = 1 - PennerFamily.product(u, u, degree - 1) / 2
                return Float(x < 0.5 ? firstHalf : secondHalf)
            }
        }
    }

    /// The run's progress through `curve`, which is called strictly inside 0...1, with the
    /// tests of ``sample(ticks:)`` and ``fastCurveSample(time:)`` as selects, not branches.
    @inlinable @inline(__always)
    func curveRun(
        _ count: Int, _ startOffsets: UnsafePointer<UInt16>, _ now: UInt64,
        _ progress: UnsafeMutablePointer<Float>, _ curve: (Float) -> Float
    ) {
        // Tests on doubles and 32-bit lanes: baseline vector units compare no 64-bit integers.
        let (scale, last) = (self.scale, Double(Int64(truncatingIfNeeded: self.count)))
        let reverseBit = UInt32(truncatingIfNeeded: cycles.reverseBit)
        let unanswered = Float.nan
        for k in 0..<count {
            let ticks = now &- UInt64(startOffsets[k])
            // Exactly `Double(ticks)` below 2⁵², which `count` stays under; at least 2⁵², or
            // negative, or NaN above, where the range test fails.
            let time = Double(bitPattern: 0x4330_0000_0000_0000 | ticks) - 0x1p52
            let position = time * scale
            // As in `fastCurveSample(time:)`; past 2⁵¹ the error exceeds a cycle, and the
            // interval test fails.
            let rounded = position + 0x1p52
            let biased = rounded - 0x1p52 > position ? rounded - 1 : rounded
            let within = position - (biased - 0x1p52)
            let error = position * Animation.TickSampler.positionError
            let (low, high) = (within - error, within + error)
            let fraction = Float(low)
            let vouched = (low > 0) && (high < 1) && fraction == Float(high)
            let backwards = UInt32(truncatingIfNeeded: biased.bitPattern) & reverseBit != 0
            let t = backwards ? 1 - fraction : fraction
            let inRange = (time >= 1) && (time <= last)
            // The curve sees 0.5 where `t` lies outside 0...1 (or is NaN): its value is not used.
            let below = t < 1 ? t : 0.5
            let value = curve(t > 0 ? below : 0.5)
            let upper = t < 1 ? value : 1
            let curved = t > 0 ? upper : 0
            let answered = vouched ? curved : unanswered
            progress[k] = inRange ? answered : unanswered
        }
    }
}
