import Synchronization
import TransitionCore

/// The value of a component type registered from C: its floats in `Lanes`, moving as the type's
/// fields say (interpolated lanes along the curve, discrete lanes switching at their progress).
/// `Tag` and `Lanes` make each registered type a Swift type of its own.
struct CValue<Tag: CTag, Lanes: CLanes>: VectorTransitionable, StateHashable {
    /// The floats; lanes past the type's count are 0.
    var lanes: Lanes

    /// The type's name as a normal build's metadata spells it: a world orders and hashes its
    /// storage by it, and in Embedded Swift (`StateValue`) the type states it itself.
    static var typeName: String { "TransitionableC.CValue<\(typeArguments)>" }

    /// The generic arguments in the type's name (`TransitionableC.CTag0, Swift.SIMD4<Swift.Float>`).
    static var typeArguments: String {
        "TransitionableC.CTag\(Tag.index), Swift.SIMD\(Lanes.scalarCount)<Swift.Float>"
    }

    /// The registry slot of this type.
    @inline(__always) static var slot: Int { Lanes.sizeClass * cTagCount + Tag.index }

    /// Per lane: NaN where the field is interpolated, the switch progress where it is discrete.
    @inline(__always) static var thresholds: Lanes { Lanes(prefixOf: CTypeRegistry.shared.thresholds[slot]) }

    /// Whether the type has a discrete field.
    @inline(__always) static var hasDiscreteFields: Bool {
        discreteFieldSlots.load(ordering: .acquiring) & (1 << UInt64(slot)) != 0
    }

    /// The value of the type's first `count` floats at `source` (the rest 0).
    @inline(__always)
    init(copying source: UnsafePointer<Float>, count: Int) {
        var lanes = Lanes()
        withUnsafeMutableBytes(of: &lanes) { bytes in
            bytes.baseAddress!.copyMemory(from: source, byteCount: count * MemoryLayout<Float>.size)
        }
        self.lanes = lanes
    }

    @inline(__always) init(lanes: Lanes) { self.lanes = lanes }

    /// Writes the first `count` floats to `destination`.
    @inline(__always)
    func copy(to destination: UnsafeMutablePointer<Float>, count: Int) {
        if count == Lanes.scalarCount {
            UnsafeMutableRawPointer(destination).storeBytes(of: lanes, as: Lanes.self)
            return
        }
        withUnsafeBytes(of: lanes) { bytes in
            UnsafeMutableRawPointer(destination).copyMemory(
                from: bytes.baseAddress!, byteCount: count * MemoryLayout<Float>.size)
        }
    }

    /// `moved` with each discrete lane replaced by `from`'s below its switch progress and by
    /// `to`'s from there on (as `Float.switching(from:to:at:)`).
    @inline(__always)
    static func switching(_ moved: Lanes, from: Lanes, to: Lanes, at progress: Float) -> Lanes {
        guard hasDiscreteFields else { return moved }
        let thresholds = Self.thresholds
        let switched = to.replacing(with: from, where: Lanes(repeating: progress) .< thresholds)
        return moved.replacing(with: switched, where: thresholds .== thresholds)
    }

    @inline(__always)
    func transition(to other: Self, progress: Float) -> Self {
        // `Lanes.transition`'s finite case inline; the far-apart and non-finite cases through it.
        var moved = lanes + (other.lanes - lanes) * progress
        if !allLanesFinite(moved) { moved = lanes.transition(to: other.lanes, progress: progress) }
        return Self(lanes: Self.switching(moved, from: lanes, to: other.lanes, at: progress))
    }

    static func + (lhs: Self, rhs: Self) -> Self { Self(lanes: lhs.lanes + rhs.lanes) }
    static func - (lhs: Self, rhs: Self) -> Self { Self(lanes: lhs.lanes - rhs.lanes) }
    func scaled(by factor: Float) -> Self { Self(lanes: lanes * factor) }

    static func springValue(from: Self, to: Self, velocity: Self?, step: Float, impulse: Float) -> Self {
        let moved = Lanes.springValue(
            from: from.lanes, to: to.lanes, velocity: velocity?.lanes, step: step, impulse: impulse)
        return Self(lanes: switching(moved, from: from.lanes, to: to.lanes, at: step))
    }

    /// The lanes' spring velocity, 0 on discrete lanes (they jump, they do not move).
    static func springVelocity(
        from: Self, to: Self, velocity: Self?, stepRate: Float, impulseRate: Float
    ) -> Self? {
        guard
            let moving = Lanes.springVelocity(
                from: from.lanes, to: to.lanes, velocity: velocity?.lanes, stepRate: stepRate,
                impulseRate: impulseRate)
        else { return nil }
        guard hasDiscreteFields else { return Self(lanes: moving) }
        let thresholds = Self.thresholds
        return Self(lanes: moving.replacing(with: 0, where: thresholds .== thresholds))
    }

    /// Mixes in the type's floats (not the unused lanes).
    func hash(into hasher: inout StateHasher) {
        for lane in 0..<CTypeRegistry.shared.floatCount(ofSlot: Self.slot) { lanes[lane].hash(into: &hasher) }
    }
}
