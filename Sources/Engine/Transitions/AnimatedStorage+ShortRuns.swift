import CTickKernels
import TransitionCore

extension AnimatedStorage {
    /// Writes the values of the running transitions from `low` on that lie in short runs
    /// (fewer than four neighbouring slots sharing a palette entry: springs, each with a
    /// velocity of its own, between curves, or curves retargeted on different ticks), up to
    /// `ceiling` or the first long run, and returns the slot it stopped at. The transitions
    /// under the first polynomial curve met get their progress in one pass of the curve kernel,
    /// whatever their entries, and every float lane of the stretch is interpolated in one pass
    /// of the lerp kernel; the rest (springs, other curves, the ticks the kernel leaves to the
    /// animation) are written one by one. The same bits as one by one throughout, in slot order.
    /// For ``FloatLanes`` values not stored past the cache; `progress` and `gathered` hold
    /// ``runLength`` floats each.
    @inlinable @inline(__always)
    func advanceShortRuns(
        _ buffers: TickBuffers, from low: Int, ceiling: Int, progress: UnsafeMutablePointer<Float>,
        gathered: UnsafeMutablePointer<Float>, rate: Double, finishedSlots: inout ContiguousArray<Int>,
        now: (_ entry: Int) -> UInt64?
    ) -> Int {
        let indices = buffers.indices.baseAddress.unsafelyUnwrapped
        // The stretch ends where four neighbours share an entry: a run of its own.
        var high = low
        while high < ceiling {
            let entry = indices[high]
            var end = high + 1
            while end < ceiling, end - high < 4, indices[end] == entry { end += 1 }
            if end - high == 4 { break }
            high = end
        }
        let count = high - low
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 2 * AnimatedStorage.runLength) { scratch in
            // Each gathered transition's elapsed ticks, as a start offset from a common `now`
            // the kernel subtracts it from, and its place in the stretch.
            let offsets = scratch.baseAddress.unsafelyUnwrapped
            let places = offsets + AnimatedStorage.runLength
            var gatheredCount = 0
            var curveSampler = -1
            var curve: (curve: UInt8, fractionPerTick: Double, tickCount: UInt64, reverses: Bool) = (
                0, 0, 0, false
            )
            for k in 0..<count {
                progress[k] = .nan
                let slot = low + k
                let index = Int(indices[slot])
                guard let now = now(index) else { continue }
                let samplerIndex = Int(buffers.samplerIndices[index])
                if samplerIndex != curveSampler {
                    guard curveSampler < 0,
                        let found = (buffers.samplers.baseAddress.unsafelyUnwrapped + samplerIndex).pointee
                            .polynomialCurve
                    else { continue }
                    (curveSampler, curve) = (samplerIndex, found)
                }
                let ticks = now &- buffers.bases[index] &- UInt64(buffers.startOffsets[slot])
                guard ticks <= UInt64(UInt16.max) else { continue }
                offsets[gatheredCount] = UInt16.max - UInt16(truncatingIfNeeded: ticks)
                places[gatheredCount] = UInt16(truncatingIfNeeded: k)
                gatheredCount += 1
            }
            guard gatheredCount > 0 else { return }
            tick_kernels_curve_progress(
                curve.curve, gatheredCount, offsets, UInt64(UInt16.max), curve.fractionPerTick,
                curve.tickCount,
                curve.reverses ? 1 : 0, gathered)
            for g in 0..<gatheredCount { progress[Int(places[g])] = gathered[g] }
            // Values with a NaN progress are left as they are, for the pass below.
            _ = buffers.interpolateLanes(low..<high, progress: progress)
        }
        for k in 0..<count where progress[k].isNaN {
            let slot = low + k
            let index = Int(indices[slot])
            guard let now = now(index) else { continue }
            advanceOne(buffers, slot, index, now, rate: rate, finishedSlots: &finishedSlots)
        }
        return high
    }
}
