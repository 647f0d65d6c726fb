import TransitionCore

/// The settings of one environment property (one path) on entities, with their transitions.
@usableFromInline
class EnvironmentSlot {
    /// The slot's position in the order the world made its slots.
    let order: Int
    /// The path's name (its storage's), which orders settings on one entity that overlap: a
    /// path's name sorts before the names of the paths that extend it.
    let name: String
    /// The environment keys a write through the path touches.
    let keys: Set<EnvironmentKeyID>
    /// The `order` of every slot whose path touches one of these keys, this one's included,
    /// by ``name``: the settings a read of this path has to combine, in the order they
    /// apply.
    var related: [Int] {
        didSet { readsAlone = related.count == 1 }
    }
    /// Whether no other slot's path touches this one's keys, so that a read takes the
    /// nearest setting as it is.
    @usableFromInline @exclusivity(unchecked) final var readsAlone = true
    /// Counts the settings made and removed here (a retarget is neither); with the world's
    /// ``World/hierarchyVersion`` it stamps what ``nearestSetters`` remembers. Starts at 1 so
    /// that no stamp is 0, the mark of an empty memo entry.
    @usableFromInline @exclusivity(unchecked) final var settingsVersion: UInt64 = 1
    /// Counts the changes that can move any setting's presented value: settings made or
    /// removed, retargets, and each tick's advance of them (once it is over, so that a value
    /// read while the tick runs is not kept). Starts at 1, like ``settingsVersion``.
    @usableFromInline @exclusivity(unchecked) final var valuesVersion: UInt64 = 1
    /// The setting each entity read lately sees, valid while its stamp is current.
    @usableFromInline @exclusivity(unchecked) final var nearestSetters = NearestSetterMemo()

    init(order: Int, name: String, keys: Set<EnvironmentKeyID>) {
        self.order = order
        self.name = name
        self.keys = keys
        self.related = [order]
    }

    /// Records that an entity started or stopped setting this property: what any entity
    /// remembered to see may be wrong now.
    final func settingsDidChange() {
        settingsVersion &+= 1
        valuesVersion &+= 1
    }

    /// Records that a setting's value may have moved (a retarget, a tick).
    final func valuesDidChange() {
        valuesVersion &+= 1
    }

    /// Whether `entity` sets this property.
    func sets(_ entity: Entity) -> Bool { false }

    /// Writes the value `entity` sets, presented `alpha` of a tick on, into `values`; returns
    /// false when `entity` sets none.
    func apply(
        _ entity: Entity, to values: inout EnvironmentValues, tick: UInt64, alpha: Double, tickRate: UInt64
    )
        -> Bool
    { false }
}

/// The settings of an environment property of type `Value`.
@usableFromInline
final class TypedEnvironmentSlot<Value: Transitionable>: EnvironmentSlot {
    @usableFromInline let path: EnvironmentPath<Value>
    @usableFromInline let storage = AnimatedStorage<Value>()
    /// The value the last read sampled, kept for the reads after it that see the same setting.
    @usableFromInline @exclusivity(unchecked) var lastSample = EnvironmentSample<Value>()

    init(path: EnvironmentPath<Value>, order: Int, name: String) {
        self.path = path
        super.init(order: order, name: name, keys: path.keysWritten)
        // Every tick's advance of the settings goes through here: a sample kept from before it,
        // or from a custom curve reading the environment during it, is not taken after it.
        // Unowned and unchecked: the slot owns its storage, which the world advances only while
        // both live.
        storage.specializedAdvance = { [unowned(unsafe) self] storage, tick, tickRate, finished in
            storage.advance(to: tick, tickRate: tickRate, finished: finished)
            self.valuesDidChange()
        }
    }

    override func sets(_ entity: Entity) -> Bool { storage.contains(entity) }

    /// Removes `entity`'s setting, if it has one; returns whether it had.
    @discardableResult
    func removeSetting(of entity: Entity) -> Bool {
        guard storage.remove(entity) else { return false }
        settingsDidChange()
        return true
    }

    override func apply(
        _ entity: Entity, to values: inout EnvironmentValues, tick: UInt64, alpha: Double, tickRate: UInt64
    ) -> Bool {
        guard let value = storage.presented(entity, tick: tick, alpha: alpha, tickRate: tickRate) else {
            return false
        }
        path.write(&values, value)
        return true
    }
}

/// A setting's presented value as a read sampled it, with everything the value depends on: the
/// setter, the stamp of the versions then (``World/hierarchyVersion`` plus the slot's
/// ``EnvironmentSlot/valuesVersion``), the tick and the clamped alpha.
@usableFromInline
struct EnvironmentSample<Value: Transitionable> {
    @usableFromInline var stamp: UInt64 = 0
    @usableFromInline var setter = Entity(index: 0, generation: 0)
    @usableFromInline var tick: UInt64 = 0
    @usableFromInline var alphaBits: UInt64 = 0
    @usableFromInline var value: Value?

    @usableFromInline init() {}

    @inlinable
    init(value: Value, of setter: Entity, stamp: UInt64, tick: UInt64, alpha: Double) {
        (self.value, self.setter, self.stamp, self.tick) = (value, setter, stamp, tick)
        alphaBits = alpha.bitPattern
    }

    /// The value kept, if it was sampled of `setter` under `stamp` at `alpha`; a stamp of 0
    /// finds none.
    @inlinable @inline(__always)
    func value(of setter: Entity, stamp: UInt64, tick: UInt64, alpha: Double) -> Value? {
        guard self.stamp == stamp, self.setter == setter, self.tick == tick, alphaBits == alpha.bitPattern
        else { return nil }
        return value
    }
}
