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
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: AnimatedStorage.runLength) { placeBuffer in
            CurveProgressBatch.withScratch(capacity: AnimatedStorage.runLength) { batch in
                // Each gathered transition's place in the stretch.
                let places = placeBuffer.baseAddress.unsafelyUnwrapped
                var curveSampler = -1
                var curve: Animation.TickSampler.PolynomialCurve = (0, 0, 0, false)
                for k in 0..<count {
                    progress[k] = .nan
                    let slot = low + k
                    let index = Int(indices[slot])
                    guard let now = now(index) else { continue }
                    let samplerIndex = Int(buffers.samplerIndices[index])
                    if samplerIndex != curveSampler {
                        guard curveSampler < 0,
                            let found = (buffers.samplers.baseAddress.unsafelyUnwrapped + samplerIndex)
                                .pointee
                                .polynomialCurve
                        else { continue }
                        (curveSampler, curve) = (samplerIndex, found)
                    }
                    places[batch.count] = UInt16(truncatingIfNeeded: k)
                    _ = batch.append(now &- buffers.bases[index] &- UInt64(buffers.startOffsets[slot]))
                }
                guard batch.count > 0 else { return }
                batch.progress(under: curve, into: gathered)
                for g in 0..<batch.count { progress[Int(places[g])] = gathered[g] }
                // Values with a NaN progress are left as they are, for the pass below.
                _ = buffers.interpolateLanes(low..<high, progress: progress)
            }
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
