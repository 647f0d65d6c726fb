import TransitionCore

extension AdditiveMotion {
    /// The value `ticks` whole ticks of its clock domain in (`ticks` being the domain's tick
    /// count), at `rate` ticks per second, and whether every move has finished there: what a
    /// tick writes.
    @inlinable @inline(__always)
    func value(atTick ticks: UInt64, rate: Double) -> (value: Value, isFinished: Bool) {
        value(at: ticks) { layer, elapsed in
            layer.pointee.sampler.sample(ticks: elapsed)
                ?? AdditiveMotion.animationSample(layer, at: Double(elapsed) / rate)
        }
    }

    /// The value `ticks + alpha` ticks of its clock domain in, `alpha` in 0...1, at `rate`
    /// ticks per second, and whether every move has finished there: what a presentation
    /// between ticks shows.
    @inlinable
    func value(at ticks: UInt64, alpha: Double, rate: Double) -> (value: Value, isFinished: Bool) {
        value(at: ticks) { layer, elapsed in
            layer.pointee.sampler.sample(ticks: elapsed, alpha: alpha)
                ?? AdditiveMotion.animationSample(layer, at: (Double(elapsed) + alpha) / rate)
        }
    }

    /// The value `ticks` ticks of its clock domain in, each layer sampled by `sample` given
    /// the ticks since it started: the first layer's value plus what each later one covered,
    /// or exactly ``target`` once every layer has finished.
    @inlinable @inline(__always)
    func value(
        at ticks: UInt64, sampling sample: (UnsafePointer<Layer>, UInt64) -> Animation.Sample
    ) -> (value: Value, isFinished: Bool) {
        layers.withUnsafeBufferPointer { layers in
            // Never empty: a motion starts with its first move.
            let first = layers.baseAddress.unsafelyUnwrapped
            var finished = true
            var value = target
            for index in 0..<layers.count {
                let layer = first + index
                let sampled = sample(layer, ticks &- layer.pointee.startTick)
                finished = finished && sampled.isFinished
                let shown = Transition.presentedValue(
                    from: layer.pointee.transition.from, to: layer.pointee.transition.to,
                    velocity: layer.pointee.transition.velocity, isSpring: layer.pointee.sampler.isSpring,
                    at: sampled)
                value = index == 0 ? shown : value + (shown - layer.pointee.transition.from)
            }
            return finished ? (target, true) : (value, false)
        }
    }

    /// `layer`'s animation sampled `elapsed` seconds in: where the tick sampler does not
    /// answer, out of line so that the fast path stays small.
    @inlinable @inline(never)
    static func animationSample(_ layer: UnsafePointer<Layer>, at elapsed: Double) -> Animation.Sample {
        layer.pointee.transition.animation.sample(at: elapsed)
    }
}
