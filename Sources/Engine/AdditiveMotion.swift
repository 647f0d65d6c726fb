import TransitionCore

/// Moves added on top of each other on one component (SwiftUI's additive springs, DOTween's
/// blendable tweens): the first is the transition that was running, each later one moves from
/// the target before it to that target plus its change, and the value shown is the first
/// move's value plus what each later one has covered so far. It ends when every move has, on
/// ``target`` exactly: the first move's target plus the changes, added in the order given.
struct AdditiveMotion<Value: VectorTransitionable>: StateHashable {
    /// One move and the tick of its clock domain it started on.
    struct Layer {
        let transition: Transition<Value>
        var startTick: UInt64
    }

    private(set) var layers: [Layer]
    /// Where it ends.
    private(set) var target: Value
    /// The clock domain the motion runs on: its entity's, kept here so that a tick need not
    /// look it up. Not hashed: the entity's membership says the same.
    var domain: UInt32

    /// The running `transition`, started on `startTick` of clock domain `domain`, as the first
    /// move.
    init(first transition: Transition<Value>, startTick: UInt64, domain: UInt32) {
        layers = [Layer(transition: transition, startTick: startTick)]
        target = transition.to
        self.domain = domain
    }

    /// Adds a move by `change` under `animation`, starting on `tick`.
    mutating func add(_ change: Value, _ animation: Animation, at tick: UInt64) {
        let next = target + change
        layers.append(
            Layer(transition: Transition(from: target, to: next, animation: animation), startTick: tick))
        target = next
    }

    /// The value `ticks + alpha` ticks of its clock domain in (`ticks` being the domain's tick
    /// count), and whether every move has finished there.
    func value(at ticks: UInt64, alpha: Double, tickRate: UInt64) -> (value: Value, isFinished: Bool) {
        let rate = Double(tickRate)
        var finished = true
        var value = target
        for (position, layer) in layers.enumerated() {
            let sample = layer.transition.sample(elapsed: (Double(ticks &- layer.startTick) + alpha) / rate)
            finished = finished && sample.isFinished
            value = position == 0 ? sample.value : value + (sample.value - layer.transition.from)
        }
        return finished ? (target, true) : (value, false)
    }

    /// Every layer's start moved by `shift` ticks (wrapping): the motion moved to another clock
    /// domain, having run as far.
    mutating func shiftStarts(by shift: UInt64) {
        layers.withUnsafeMutableBufferPointer { layers in
            for index in layers.indices { layers[index].startTick &+= shift }
        }
    }

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
