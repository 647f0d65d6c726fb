import CTransitionable
import Engine
import Synchronization

/// The component types registered from C, shared by every world of the process: for each of the
/// 48 slots (16 tags in each of three size classes) the float count, each float's behaviour, the
/// environment default and the path of the type's environment value. A slot is filled once,
/// under the lock, and published by storing its float count last; readers load the count first.
final class CTypeRegistry: Sendable {
    static let shared = CTypeRegistry()
    static let slotCount = 3 * cTagCount

    /// What a registration asked for: compared when a name is registered again.
    struct Layout: Equatable {
        var floatCount: Int
        /// Per float: NaN where interpolated, the switch progress where discrete (bit patterns,
        /// so that equal layouts compare equal).
        var thresholdBits: [UInt32]
        var defaultBits: [UInt32]
    }

    private struct Names {
        var slots: [[UInt8]: Int] = [:]
        var layouts: [Int: Layout] = [:]
        var usedTags = [0, 0, 0]
    }

    /// Each slot's float count, 0 while it is free. Allocated, not an `InlineArray` of atomics:
    /// the Embedded Swift compiler (6.3) crashes emitting the deinit that would destroy those.
    nonisolated(unsafe) private let floatCounts: UnsafeMutablePointer<Atomic<Int>>
    /// Per slot and lane: NaN where the field is interpolated, the switch progress where it is
    /// discrete. Written before the slot is published, never after.
    nonisolated(unsafe) let thresholds: UnsafeMutablePointer<SIMD16<Float>>
    /// Per slot: the environment value where no ancestor sets one.
    nonisolated(unsafe) let defaults: UnsafeMutablePointer<SIMD16<Float>>
    /// Per slot: the path of the type's environment value (a `CEnvironmentPath<Tag, Lanes>`),
    /// named by the registered name and made once, so that a call does not make it again.
    nonisolated(unsafe) let environmentPaths: UnsafeMutablePointer<AnyObject?>
    private let names = RegistryLock(Names())

    private init() {
        thresholds = .allocate(capacity: Self.slotCount)
        thresholds.initialize(repeating: SIMD16(repeating: .nan), count: Self.slotCount)
        defaults = .allocate(capacity: Self.slotCount)
        defaults.initialize(repeating: SIMD16(), count: Self.slotCount)
        environmentPaths = .allocate(capacity: Self.slotCount)
        environmentPaths.initialize(repeating: nil, count: Self.slotCount)
        floatCounts = .allocate(capacity: Self.slotCount)
        for slot in 0..<Self.slotCount { (floatCounts + slot).initialize(to: Atomic(0)) }
    }

    /// The float count of `slot`, 0 if it is free or out of range.
    @inline(__always)
    func floatCount(ofSlot slot: Int) -> Int {
        guard slot >= 0, slot < Self.slotCount else { return 0 }
        return floatCounts[slot].load(ordering: .acquiring)
    }

    /// The slot of a registered handle, or nil.
    @inline(__always)
    func slot(of type: tr_component) -> Int? {
        let slot = Int(type) - 1
        return floatCount(ofSlot: slot) > 0 ? slot : nil
    }

    /// The handle of `slot`.
    static func handle(ofSlot slot: Int) -> tr_component { tr_component(slot + 1) }

    /// The slot registered as `name`, if any.
    func slot(named name: [UInt8]) -> Int? {
        names.withLock { $0.slots[name] }
    }

    /// Registers `layout` as `name`: its slot, the slot it had already, or an error.
    func register(name: [UInt8], layout: Layout) -> Result<Int, CStatusError> {
        names.withLock { names in
            if let slot = names.slots[name] {
                return names.layouts[slot] == layout ? .success(slot) : .failure(.nameTaken)
            }
            let sizeClass = layout.floatCount <= 4 ? 0 : layout.floatCount <= 8 ? 1 : 2
            guard names.usedTags[sizeClass] < cTagCount else { return .failure(.tooManyTypes) }
            let slot = sizeClass * cTagCount + names.usedTags[sizeClass]
            names.usedTags[sizeClass] += 1
            var thresholds = SIMD16<Float>(repeating: .nan)
            var defaults = SIMD16<Float>()
            for lane in 0..<layout.floatCount {
                thresholds[lane] = Float(bitPattern: layout.thresholdBits[lane])
                defaults[lane] = Float(bitPattern: layout.defaultBits[lane])
            }
            self.thresholds[slot] = thresholds
            if layout.thresholdBits.contains(where: { !Float(bitPattern: $0).isNaN }) {
                discreteFieldSlots.bitwiseOr(1 << UInt64(slot), ordering: .releasing)
            }
            self.defaults[slot] = defaults
            environmentPaths[slot] = dispatch(
                slot: slot, EnvironmentPathMaker(name: String(decoding: name, as: UTF8.self)))
            names.slots[name] = slot
            names.layouts[slot] = layout
            floatCounts[slot].store(layout.floatCount, ordering: .releasing)
            return .success(slot)
        }
    }
}

/// Bit `slot` is set when the type of `slot` has a discrete field (set after its thresholds are
/// written): a global that needs no lazy initialisation, read by every transition of a C type.
let discreteFieldSlots = Atomic<UInt64>(0)

/// Makes the environment path of a C value type, named `name`.
private struct EnvironmentPathMaker: CTypeVisitor {
    let name: String
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) -> AnyObject? {
        CEnvironmentPath<Tag, Lanes>(name)
    }
}
