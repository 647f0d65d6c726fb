import CBaseline

/// The C side of the advance benchmark: the same transitions (same endpoints, same start
/// ticks, in the order they started) as an array of structs and as a structure of arrays,
/// each advanced by its own tick counter.
final class BaselineScene {
    /// Number of transitions.
    let count: Int
    private let aos: UnsafeMutableBufferPointer<cbaseline_transition>
    private var soa: cbaseline_soa
    /// The tick the array-of-structs loop last ran.
    private(set) var aosTick = UInt64(Stagger.staggerTicks)
    /// The tick the structure-of-arrays loop last ran.
    private(set) var soaTick = UInt64(Stagger.staggerTicks)

    /// Lays out the transitions of `count` entities as ``Stagger`` starts them.
    init(count: Int) {
        self.count = count
        aos = .allocate(capacity: count)
        soa = cbaseline_soa_create(count)
        var slot = 0
        Stagger.forEachStart(count: count) { index, start in
            let from = AnimatedRect.sample(index).c
            let to = AnimatedRect.sample(index, variant: 1).c
            aos[slot] = cbaseline_transition(start_tick: start, from: from, to: to, value: from)
            cbaseline_soa_store(&soa, slot, start, from, to)
            slot += 1
        }
    }

    deinit {
        aos.deallocate()
        cbaseline_soa_destroy(&soa)
    }

    /// One tick of the array-of-structs loop; returns how many transitions have ended.
    @inline(__always)
    @discardableResult
    func tickAoS() -> Int {
        aosTick += 1
        return cbaseline_advance_aos(aos.baseAddress, count, aosTick, Stagger.durationTicks)
    }

    /// One tick of the structure-of-arrays loop; returns how many transitions have ended.
    @inline(__always)
    @discardableResult
    func tickSoA() -> Int {
        soaTick += 1
        return withUnsafePointer(to: soa) {
            cbaseline_advance_soa($0, count, soaTick, Stagger.durationTicks)
        }
    }

    /// Recomputes both layouts at `tick` (the loops are stateless in time) so that their
    /// values can be compared with the engine's at the same tick.
    func recompute(at tick: UInt64) {
        aosTick = tick - 1
        soaTick = tick - 1
        tickAoS()
        tickSoA()
    }

    /// The array-of-structs value of the transition that started `slot`-th.
    func aosValue(_ slot: Int) -> cbaseline_rect { aos[slot].value }

    /// The structure-of-arrays value of the transition that started `slot`-th.
    func soaValue(_ slot: Int) -> cbaseline_rect {
        withUnsafePointer(to: soa) { cbaseline_soa_value($0, slot) }
    }
}
