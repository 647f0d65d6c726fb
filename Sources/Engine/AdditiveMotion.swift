import TransitionCore

/// Moves added on top of each other on one component (SwiftUI's additive springs, DOTween's
/// blendable tweens): the first is the transition that was running, each later one moves from
/// the target before it to that target plus its change, and the value shown is the first
/// move's value plus what each later one has covered so far. It ends when every move has, on
/// ``target`` exactly: the first move's target plus the changes, added in the order given.
@usableFromInline
struct AdditiveMotion<Value: VectorTransitionable>: StateHashable {
    /// One move, the tick of its clock domain it started on, and its animation prepared for
    /// sampling at whole ticks.
    @usableFromInline
    struct Layer {
        @usableFromInline let transition: Transition<Value>
        @usableFromInline var startTick: UInt64
        /// The transition's animation at the world's tick rate: read in place, as a copy would
        /// retain the spring table it may hold.
        @usableFromInline let sampler: Animation.TickSampler

        @inlinable
        init(transition: Transition<Value>, startTick: UInt64, sampler: Animation.TickSampler) {
            self.transition = transition
            self.startTick = startTick
            self.sampler = sampler
        }
    }

    @usableFromInline private(set) var layers: [Layer]
    /// Where it ends.
    @usableFromInline private(set) var target: Value
    /// The clock domain the motion runs on: its entity's, kept here so that a tick need not
    /// look it up. Not hashed: the entity's membership says the same.
    @usableFromInline var domain: UInt32

    /// The running `transition`, started on `startTick` of clock domain `domain` and sampled
    /// through `sampler`, as the first move.
    @inlinable
    init(
        first transition: Transition<Value>, startTick: UInt64, sampler: Animation.TickSampler,
        domain: UInt32
    ) {
        layers = [Layer(transition: transition, startTick: startTick, sampler: sampler)]
        target = transition.to
        self.domain = domain
    }

    /// Adds a move by `change` under `animation`, sampled through `sampler`, starting on `tick`.
    @inlinable
    mutating func add(
        _ change: Value, _ animation: Animation, sampler: Animation.TickSampler, at tick: UInt64
    ) {
        let next = target + change
        layers.append(
            Layer(
                transition: Transition(from: target, to: next, animation: animation), startTick: tick,
                sampler: sampler))
        target = next
    }

    /// Every layer's start moved by `shift` ticks (wrapping): the motion moved to another clock
    /// domain, having run as far.
    mutating func shiftStarts(by shift: UInt64) {
        layers.withUnsafeMutableBufferPointer { layers in
            for index in layers.indices { layers[index].startTick &+= shift }
        }
    }

    @usableFromInline
    func hash(into hasher: inout StateHasher) {
        var hashing = ValueHashing<Value>()
        hasher.combine(UInt64(layers.count))
        for layer in layers {
            hasher.combine(layer.startTick)
            hashing.hash(layer.transition.from, into: &hasher)
            hashing.hash(layer.transition.to, into: &hasher)
            layer.transition.animation.hash(into: &hasher)
            if let velocity = layer.transition.velocity { hashing.hash(velocity, into: &hasher) }
        }
        hashing.hash(target, into: &hasher)
    }
}
