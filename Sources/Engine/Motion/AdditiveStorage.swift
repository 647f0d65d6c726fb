import TransitionCore

/// The additive motions of one value type's components, beside that type's
/// ``AnimatedStorage``: each tick shows their values in the components and reports the ones
/// that end. Any other write of a component (set, animate, remove, play, despawn) goes through
/// the component storage, which ends the additive motion first, leaving the value shown.
@usableFromInline
final class AdditiveStorage<Value: VectorTransitionable>: ComponentStorage<AdditiveMotion<Value>> {
    /// The storage of the components moved, which the world keeps as long as this one: held
    /// unowned and unchecked, so reading it costs no reference counting.
    @usableFromInline unowned(unsafe) let components: AnimatedStorage<Value>
    @usableFromInline let tickRate: UInt64
    /// The animations, velocities and tick samplers of the motions' moves.
    @usableFromInline @exclusivity(unchecked) var palette = AnimationPalette<Value>()
    /// Scratch list of the slots whose motion ended during one tick, kept for its capacity.
    @usableFromInline var finishedSlots: ContiguousArray<Int> = []
    /// Scratch list of the slots whose motion has moves to fold away after one tick.
    @usableFromInline var foldingSlots: ContiguousArray<Int> = []
    /// Scratch list of the palette entries folded moves let go of.
    @usableFromInline var releasedEntries: ContiguousArray<UInt32> = []
    /// How the moves' values are mixed into the state hash.
    private var layerHashing = ValueHashing<Value>()

    /// The tick compiled for `Value` in the module that knows it, installed when the first
    /// additive move of this type is added; nil until then (the generic tick runs instead).
    @usableFromInline var specializedAdvance: ((AdditiveStorage<Value>, (Entity) -> Void) -> Void)?

    /// ``presentedValue(of:alpha:)`` compiled for `Value`, installed with
    /// ``specializedAdvance``.
    @usableFromInline var specializedPresented: ((AdditiveStorage<Value>, Entity, Double) -> Value?)?

    init(components: AnimatedStorage<Value>, tickRate: UInt64) {
        self.components = components
        self.tickRate = tickRate
        super.init()
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

    @discardableResult
    override func remove(_ entity: Entity) -> Bool {
        guard let slot = slot(of: entity) else { return false }
        removeMotion(at: slot)
        return true
    }

    override func moveClockDomain(of entity: Entity, from old: UInt32, to new: UInt32, tickRate: UInt64) {
        guard let slot = slot(of: entity) else { return }
        values[slot].shiftStarts(by: clocks.ticks[Int(new)] &- clocks.ticks[Int(old)])
        values[slot].domain = new
    }

    override func hash(into hasher: inout StateHasher) {
        hasher.combine(UInt64(values.count))
        for slot in values.indices {
            hashMotion(at: slot, into: &hasher)
        }
    }

    override func hash(into hasher: inout StateHasher, including: (Entity) -> Bool) {
        // As the components are: in handle order, and nothing when none is included.
        let slots = includedSlots(of: entities.indices, including)
        guard !slots.isEmpty else { return }
        hasher.combine(UInt64(slots.count))
        for slot in slots {
            hashMotion(at: slot, into: &hasher)
        }
    }

    /// Mixes the entity and the motion in `slot` into `hasher`: each move's start, ends,
    /// animation and velocity, then the target.
    private func hashMotion(at slot: Int, into hasher: inout StateHasher) {
        hasher.combine(UInt64(entities[slot].index) << 32 | UInt64(entities[slot].generation))
        let motion = values[slot]
        hasher.combine(UInt64(motion.layerCount))
        motion.forEachLayer { layer in
            hasher.combine(layer.startTick)
            layerHashing.hash(layer.from, into: &hasher)
            layerHashing.hash(layer.to, into: &hasher)
            palette.entries[Int(layer.entry)].animation.hash(into: &hasher)
            if let velocity = palette.velocities[Int(layer.entry)] {
                layerHashing.hash(velocity, into: &hasher)
            }
        }
        if let settled = motion.settled { layerHashing.hash(settled, into: &hasher) }
        layerHashing.hash(motion.target, into: &hasher)
    }

    override func savedMoreState() -> StorageState? { AdditiveState(palette: palette) }

    override func restoreMoreState(_ state: StorageState?) {
        palette = (state as? AdditiveState<Value>)?.palette ?? AnimationPalette()
    }

    override var byteCount: Int {
        let layer = MemoryLayout<AdditiveMotion<Value>.Layer>.stride
        return values.reduce(super.byteCount + palette.byteCount) { $0 + $1.more.capacity * layer }
    }
}
