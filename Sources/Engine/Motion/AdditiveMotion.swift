import TransitionCore

/// Moves added on top of each other on one component (SwiftUI's additive springs, DOTween's
/// blendable tweens): the first is the transition that was running, each later one moves from
/// the target before it to that target plus its change, and the value shown is the first
/// move's value plus what each later one has covered so far. A later move that has finished
/// is folded away, its whole change kept in ``settled``, so a motion holds only the moves
/// still running however many were added. It ends when every move has, on ``target`` exactly:
/// the first move's target plus the changes, added in the order given.
///
/// Plain data but for the moves past the second: each move names its animation, velocity and
/// tick sampler by an entry of its storage's palette, and the first two, which every motion
/// has, are kept in place, so that a tick reads the motions as one contiguous array.
@usableFromInline
struct AdditiveMotion<Value: VectorTransitionable> {
    /// One move: where it goes from and to, the tick of its clock domain it started on, and
    /// its palette entry.
    @usableFromInline
    struct Layer {
        @usableFromInline let from: Value
        @usableFromInline let to: Value
        @usableFromInline var startTick: UInt64
        @usableFromInline let entry: UInt32

        @inlinable
        init(from: Value, to: Value, startTick: UInt64, entry: UInt32) {
            (self.from, self.to, self.startTick, self.entry) = (from, to, startTick, entry)
        }
    }

    /// The running transition the motion started from.
    @usableFromInline var first: Layer
    /// The move added first.
    @usableFromInline var second: Layer
    /// The moves added after, in order.
    @usableFromInline var more: ContiguousArray<Layer> = []
    /// The changes of the later moves that finished and were folded away, added in the order
    /// they were folded; nil until one is.
    @usableFromInline var settled: Value?
    /// Where it ends.
    @usableFromInline var target: Value
    /// The clock domain the motion runs on: its entity's, kept here so that a tick need not
    /// look it up. Not hashed: the entity's membership says the same.
    @usableFromInline var domain: UInt32

    /// The running move `first` with a move by `change` added on top, timed by palette entry
    /// `entry` and starting on `tick` of clock domain `domain`.
    @inlinable
    init(first: Layer, adding change: Value, entry: UInt32, at tick: UInt64, domain: UInt32) {
        self.first = first
        target = first.to + change
        second = Layer(from: first.to, to: target, startTick: tick, entry: entry)
        self.domain = domain
    }

    /// Adds a move by `change`, timed by palette entry `entry`, starting on `tick`.
    @inlinable
    mutating func add(_ change: Value, entry: UInt32, at tick: UInt64) {
        let next = target + change
        more.append(Layer(from: target, to: next, startTick: tick, entry: entry))
        target = next
    }

    /// Folds away the later moves `isFinished` says are over, but `second` while it is the
    /// only later move: adds each one's change (`to − from`) to ``settled``, in order, and
    /// appends its palette entry to `released`.
    @inlinable
    mutating func foldFinished(
        released: inout ContiguousArray<UInt32>, _ isFinished: (Layer) -> Bool
    ) {
        func fold(_ layer: Layer) {
            let change = layer.to - layer.from
            settled = settled.map { $0 + change } ?? change
            released.append(layer.entry)
        }
        while !more.isEmpty, isFinished(second) {
            fold(second)
            second = more.removeFirst()
        }
        guard !more.isEmpty else { return }
        var kept = 0
        for index in more.indices {
            if isFinished(more[index]) {
                fold(more[index])
            } else {
                more[kept] = more[index]
                kept += 1
            }
        }
        more.removeLast(more.count - kept)
    }

    /// Number of moves.
    var layerCount: Int { 2 + more.count }

    /// Calls `body` with every move, in the order added.
    func forEachLayer(_ body: (Layer) -> Void) {
        body(first)
        body(second)
        for layer in more { body(layer) }
    }

    /// Every layer's start moved by `shift` ticks (wrapping): the motion moved to another clock
    /// domain, having run as far.
    mutating func shiftStarts(by shift: UInt64) {
        first.startTick &+= shift
        second.startTick &+= shift
        more.withUnsafeMutableBufferPointer { more in
            for index in more.indices { more[index].startTick &+= shift }
        }
    }
}
