import TransitionCore

/// What sampling additive motions reads of their storage's palette, for the length of one
/// call: the animation of each entry (where the tick sampler does not answer), its velocity
/// and its tick sampler, read in place.
@usableFromInline
struct AdditiveSampling<Value: VectorTransitionable> {
    @usableFromInline let samplerIndices: UnsafeBufferPointer<UInt32>
    @usableFromInline let samplers: UnsafeBufferPointer<Animation.TickSampler>
    @usableFromInline let entries: UnsafeBufferPointer<AnimationPalette<Value>.Entry>
    @usableFromInline let velocities: UnsafeBufferPointer<Value?>
    /// Ticks per second.
    @usableFromInline let rate: Double

    @inlinable
    init(
        samplerIndices: UnsafeBufferPointer<UInt32>, samplers: UnsafeBufferPointer<Animation.TickSampler>,
        entries: UnsafeBufferPointer<AnimationPalette<Value>.Entry>, velocities: UnsafeBufferPointer<Value?>,
        rate: Double
    ) {
        (self.samplerIndices, self.samplers) = (samplerIndices, samplers)
        (self.entries, self.velocities, self.rate) = (entries, velocities, rate)
    }

    /// The value of `motion` `ticks` whole ticks of its clock domain in (`ticks` being the
    /// domain's tick count), whether every move has finished there, and whether a later move
    /// has that can be folded away: what a tick writes.
    @inlinable @inline(__always)
    func value(of motion: UnsafePointer<AdditiveMotion<Value>>, atTick ticks: UInt64) -> (
        value: Value, isFinished: Bool, hasFoldable: Bool
    ) {
        value(
            of: motion,
            foldable: { layer, sampler in
                let elapsed = ticks &- layer.startTick
                return sampler.pointee.sample(ticks: elapsed)
                    ?? animationSample(Int(layer.entry), at: Double(elapsed) / rate)
            })
    }

    /// The value of `motion` `ticks + alpha` ticks of its clock domain in, `alpha` in 0...1,
    /// and whether every move has finished there: what a presentation between ticks shows.
    @inlinable
    func value(of motion: UnsafePointer<AdditiveMotion<Value>>, at ticks: UInt64, alpha: Double) -> (
        value: Value, isFinished: Bool
    ) {
        value(of: motion) { layer, sampler in
            let elapsed = ticks &- layer.startTick
            return sampler.pointee.sample(ticks: elapsed, alpha: alpha)
                ?? animationSample(Int(layer.entry), at: (Double(elapsed) + alpha) / rate)
        }
    }

    /// The value of `motion`, each move sampled by `sample` given its sampler: the first
    /// move's value plus the settled changes plus what each later one covered, or exactly its
    /// target once every move has finished.
    @inlinable @inline(__always)
    func value(
        of motion: UnsafePointer<AdditiveMotion<Value>>,
        sampling sample: (AdditiveMotion<Value>.Layer, UnsafePointer<Animation.TickSampler>) ->
            Animation.Sample
    ) -> (value: Value, isFinished: Bool) {
        let (value, isFinished, _) = value(of: motion, foldable: sample)
        return (value, isFinished)
    }

    /// ``value(of:sampling:)``, and whether a later move has finished that
    /// ``AdditiveMotion/foldFinished(released:_:)`` would fold away.
    @inlinable @inline(__always)
    func value(
        of motion: UnsafePointer<AdditiveMotion<Value>>,
        foldable sample: (AdditiveMotion<Value>.Layer, UnsafePointer<Animation.TickSampler>) ->
            Animation.Sample
    ) -> (value: Value, isFinished: Bool, hasFoldable: Bool) {
        var (value, finished) = shown(motion.pointee.first, sample)
        if let settled = motion.pointee.settled { value = value + settled }
        var laterFinished = false
        add(motion.pointee.second, sample, to: &value, finished: &finished, anyFinished: &laterFinished)
        if !motion.pointee.more.isEmpty {
            motion.pointee.more.withUnsafeBufferPointer { more in
                for layer in more {
                    add(layer, sample, to: &value, finished: &finished, anyFinished: &laterFinished)
                }
            }
        }
        if finished { return (motion.pointee.target, true, false) }
        return (value, false, laterFinished && !motion.pointee.more.isEmpty)
    }

    /// Adds what `layer` covered, sampled by `sample`, to `value`, and whether it finished to
    /// `finished` (all finished) and `anyFinished`.
    @inlinable @inline(__always)
    func add(
        _ layer: AdditiveMotion<Value>.Layer,
        _ sample: (AdditiveMotion<Value>.Layer, UnsafePointer<Animation.TickSampler>) -> Animation.Sample,
        to value: inout Value, finished: inout Bool, anyFinished: inout Bool
    ) {
        let (shown, isFinished) = self.shown(layer, sample)
        finished = finished && isFinished
        anyFinished = anyFinished || isFinished
        value = value + (shown - layer.from)
    }

    /// Whether `layer` has finished `ticks` whole ticks of its clock domain in: as sampling it
    /// says (the tick sampler answers only while it runs), without sampling its curve.
    @inlinable
    func isFinished(_ layer: AdditiveMotion<Value>.Layer, atTick ticks: UInt64) -> Bool {
        let entry = Int(layer.entry)
        let sampler = samplers.baseAddress.unsafelyUnwrapped + Int(samplerIndices[entry])
        let elapsed = ticks &- layer.startTick
        if let sampled = sampler.pointee.sample(ticks: elapsed) { return sampled.isFinished }
        return entries[entry].animation.isFinished(at: Double(elapsed) / rate)
    }

    /// The value `layer` shows, sampled by `sample`, and whether it finished.
    @inlinable @inline(__always)
    func shown(
        _ layer: AdditiveMotion<Value>.Layer,
        _ sample: (AdditiveMotion<Value>.Layer, UnsafePointer<Animation.TickSampler>) -> Animation.Sample
    ) -> (value: Value, isFinished: Bool) {
        let entry = Int(layer.entry)
        let sampler = samplers.baseAddress.unsafelyUnwrapped + Int(samplerIndices[entry])
        let sampled = sample(layer, sampler)
        let value = Transition.presentedValue(
            from: layer.from, to: layer.to, velocity: velocities[entry], isSpring: sampler.pointee.isSpring,
            at: sampled)
        return (value, sampled.isFinished)
    }

    /// Palette entry `entry`'s animation sampled `elapsed` seconds in: where the tick sampler
    /// does not answer, out of line so that the fast path stays small.
    @inlinable @inline(never)
    func animationSample(_ entry: Int, at elapsed: Double) -> Animation.Sample {
        entries[entry].animation.sample(at: elapsed)
    }
}
