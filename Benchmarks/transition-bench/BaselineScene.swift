import CBaseline
import CLimit
import Engine

/// The C side of the advance benchmark: the same transitions (same endpoints, same start
/// ticks, in the order they started) as an array of structs and as a structure of arrays,
/// and the vectorised limit's structure of arrays (single-precision time from 32-bit start
/// ticks), each advanced by its own tick counter.
final class BaselineScene {
    /// Number of transitions.
    let count: Int
    private let aos: UnsafeMutableBufferPointer<cbaseline_transition>
    private var soa: cbaseline_soa
    private var limit: climit_soa
    /// The tick the array-of-structs loop last ran.
    private(set) var aosTick = UInt64(Stagger.staggerTicks)
    /// The tick the structure-of-arrays loop last ran.
    private(set) var soaTick = UInt64(Stagger.staggerTicks)
    /// The tick the limit's loop last ran.
    private(set) var limitTick = UInt32(Stagger.staggerTicks)
    /// The second thread of the limit on two threads; nil where the system gives none.
    private let worker = climit_worker_create()
    /// The tick the limit on two threads last ran (over the same arrays).
    private(set) var limitTwoThreadsTick = UInt32(Stagger.staggerTicks)

    /// Lays out the transitions of `count` entities as ``Stagger`` starts them.
    init(count: Int) {
        self.count = count
        aos = .allocate(capacity: count)
        soa = cbaseline_soa_create(count)
        limit = climit_soa_create(count)
        var slot = 0
        Stagger.forEachStart(count: count) { index, start in
            let from = AnimatedRect.sample(index).c
            let to = AnimatedRect.sample(index, variant: 1).c
            aos[slot] = cbaseline_transition(start_tick: start, from: from, to: to, value: from)
            cbaseline_soa_store(&soa, slot, start, from, to)
            withUnsafeBytes(of: from) { from in
                withUnsafeBytes(of: to) { to in
                    climit_soa_store(
                        &limit, slot, UInt32(start), from.baseAddress!.assumingMemoryBound(to: Float.self),
                        to.baseAddress!.assumingMemoryBound(to: Float.self))
                }
            }
            slot += 1
        }
    }

    deinit {
        aos.deallocate()
        cbaseline_soa_destroy(&soa)
        climit_soa_destroy(&limit)
        climit_worker_destroy(worker)
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

    /// One tick of the limit's loop; returns how many transitions have ended.
    @inline(__always)
    @discardableResult
    func tickLimit() -> Int {
        limitTick += 1
        return withUnsafePointer(to: limit) {
            climit_advance($0, count, limitTick, UInt32(Stagger.durationTicks))
        }
    }

    /// One tick of the limit's loop cut over two threads as the engine's tick is: from
    /// 65,536 transitions on (one thread below, or without a second thread); returns how many
    /// transitions have ended.
    @inline(__always)
    @discardableResult
    func tickLimitTwoThreads() -> Int {
        limitTwoThreadsTick += 1
        return withUnsafePointer(to: limit) {
            guard let worker, count >= 2 * TickParallelism(threads: 2).minimumTransitionsPerThread else {
                return climit_advance($0, count, limitTwoThreadsTick, UInt32(Stagger.durationTicks))
            }
            return climit_advance_two_threads(
                worker, $0, count, limitTwoThreadsTick, UInt32(Stagger.durationTicks))
        }
    }

    /// The instruction set of the limit's copy that runs here.
    var limitInstructionSet: String { String(cString: climit_instruction_set()) }

    /// Recomputes every layout at `tick` (the loops are stateless in time) so that their
    /// values can be compared with the engine's at the same tick.
    func recompute(at tick: UInt64) {
        aosTick = tick - 1
        soaTick = tick - 1
        limitTick = UInt32(tick - 1)
        tickAoS()
        tickSoA()
        tickLimit()
    }

    /// The array-of-structs value of the transition that started `slot`-th.
    func aosValue(_ slot: Int) -> cbaseline_rect { aos[slot].value }

    /// The structure-of-arrays value of the transition that started `slot`-th.
    func soaValue(_ slot: Int) -> cbaseline_rect {
        withUnsafePointer(to: soa) { cbaseline_soa_value($0, slot) }
    }

    /// The limit's value of the transition that started `slot`-th.
    func limitValue(_ slot: Int) -> cbaseline_rect {
        var value = cbaseline_rect()
        withUnsafePointer(to: limit) { limit in
            withUnsafeMutableBytes(of: &value) {
                climit_soa_value(limit, slot, $0.baseAddress!.assumingMemoryBound(to: Float.self))
            }
        }
        return value
    }
}
