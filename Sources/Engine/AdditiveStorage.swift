import TransitionCore

/// The additive motions of one value type's components, beside that type's
/// ``AnimatedStorage``: each tick shows their values in the components and reports the ones
/// that end. Any other write of a component (set, animate, remove, play, despawn) goes through
/// the component storage, which ends the additive motion first, leaving the value shown.
@usableFromInline
final class AdditiveStorage<Value: VectorTransitionable>: ComponentStorage<AdditiveMotion<Value>> {
    @usableFromInline unowned let components: AnimatedStorage<Value>
    @usableFromInline let tickRate: UInt64
    /// Scratch list of the slots whose motion ended during one tick, kept for its capacity.
    @usableFromInline var finishedSlots: ContiguousArray<Int> = []

    /// The tick compiled for `Value` in the module that knows it, installed when the first
    /// additive move of this type is added; nil until then (the generic tick runs instead).
    @usableFromInline var specializedAdvance: ((AdditiveStorage<Value>, (Entity) -> Void) -> Void)?

    /// ``presentedValue(of:alpha:)`` compiled for `Value`, installed with
    /// ``specializedAdvance``.
    @usableFromInline var specializedPresented: ((AdditiveStorage<Value>, Entity, Double) -> Value?)?

    init(components: AnimatedStorage<Value>, tickRate: UInt64) {
        self.components = components
        self.tickRate = tickRate
    }

    override var activeTransitionCount: Int { values.count }

    override func advanceTick(to tick: UInt64, tickRate: UInt64, finished: (Entity) -> Void) {
        if let specializedAdvance {
            specializedAdvance(self, finished)
        } else {
            advance(finished: finished)
        }
    }

    /// `entity`'s value presented `alpha` (0...1) of a world tick after the last; nil when no
    /// additive motion moves it.
    func presented(_ entity: Entity, alpha: Double) -> Value? {
        if let specializedPresented { return specializedPresented(self, entity, alpha) }
        return presentedValue(of: entity, alpha: alpha)
    }

    override func moveClockDomain(of entity: Entity, from old: UInt32, to new: UInt32, tickRate: UInt64) {
        guard let slot = slot(of: entity) else { return }
        values[slot].shiftStarts(by: clocks.ticks[Int(new)] &- clocks.ticks[Int(old)])
        values[slot].domain = new
    }

    /// A sampler of `animation` for a new move: the one the component storage keeps for it,
    /// with the spring table it may have, or a new one at the world's tick rate. Either samples
    /// the same bits.
    @usableFromInline
    func sampler(for animation: Animation) -> Animation.TickSampler {
        let palette = components.palette
        for known in palette.knownSamplers where known.animation.isSame(as: animation) {
            return palette.samplers[Int(known.sampler)]
        }
        return Animation.TickSampler(animation, tickRate: tickRate)
    }
}
