import TransitionCore

/// A retarget under a delayed animation, asked for while the component was moving: as in
/// SwiftUI, the motion it replaces goes on until the delay has passed, and the new move then
/// starts from the value presented at that moment (a spring with its velocity).
@usableFromInline
struct DelayedRetarget<Value: Transitionable> {
    @usableFromInline let entity: Entity
    @usableFromInline var target: Value
    /// The animation, delay included: the new move samples it from `requestTick`.
    @usableFromInline let animation: Animation
    /// The tick `animate` was called on.
    @usableFromInline var requestTick: UInt64
    /// The first whole tick at or after the end of the delay: where the new move takes over.
    @usableFromInline var startTick: UInt64
    /// The clock domain `requestTick` and `startTick` count ticks of.
    @usableFromInline var domain: UInt32
    /// Its place among the retargets starting on the same tick: the lower starts first.
    @usableFromInline var order: Int64 = 0
    /// Whether it still waits; false once dropped, until its queue sweeps it away.
    @usableFromInline var isWaiting = true

    @inlinable
    init(
        entity: Entity, target: Value, animation: Animation, requestTick: UInt64, startTick: UInt64,
        domain: UInt32
    ) {
        (self.entity, self.target, self.animation) = (entity, target, animation)
        (self.requestTick, self.startTick, self.domain) = (requestTick, startTick, domain)
    }

    /// Whether it starts before `other`: by start tick, then by order.
    @inlinable
    func startsBefore(_ other: DelayedRetarget) -> Bool {
        (startTick, order) < (other.startTick, other.order)
    }
}
