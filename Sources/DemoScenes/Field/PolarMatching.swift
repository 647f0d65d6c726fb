import Foundation

/// Pairs boxes with the places of a new arrangement so that they travel short, mostly radial
/// paths instead of crossing the field: both sets are sorted by angle around a centre, cut into
/// about √n sectors of equal count, and matched by distance from the centre within each sector.
/// Ties are broken by index, so the result is deterministic.
public enum PolarMatching {
    /// For each point of `from`, the index of the point of `to` it goes to (a permutation);
    /// `from` and `to` must have the same count.
    public static func match(from: [SIMD2<Float>], to: [SIMD2<Float>], around center: SIMD2<Float>) -> [Int] {
        precondition(from.count == to.count, "PolarMatching needs as many places as boxes")
        let fromOrder = order(from, around: center)
        let toOrder = order(to, around: center)
        var assignment = [Int](repeating: 0, count: from.count)
        for (rank, index) in fromOrder.enumerated() {
            assignment[index] = toOrder[rank]
        }
        return assignment
    }

    /// Indices of `points` by sector of angle, then by distance within the sector.
    static func order(_ points: [SIMD2<Float>], around center: SIMD2<Float>) -> [Int] {
        let count = points.count
        guard count > 1 else { return Array(0..<count) }
        // Sorted as keys holding the angle (or distance) above the index: the order of comparing
        // the angles and breaking ties by index, without a comparison closure per step.
        var keys = [UInt64](repeating: 0, count: count)
        for (index, point) in points.enumerated() {
            let offset = point - center
            let angle = Float(atan2(Double(offset.y), Double(offset.x)))
            keys[index] = UInt64(sortable(angle)) << 32 | UInt64(index)
        }
        keys.sort()
        let sectorSize = max(1, Int(Double(count).squareRoot().rounded()))
        var sector: [UInt64] = []
        sector.reserveCapacity(sectorSize)
        var result: [Int] = []
        result.reserveCapacity(count)
        var start = 0
        while start < count {
            sector.removeAll(keepingCapacity: true)
            for key in keys[start..<min(start + sectorSize, count)] {
                let index = Int(truncatingIfNeeded: key & 0xFFFF_FFFF)
                let offset = points[index] - center
                sector.append(UInt64(sortable((offset * offset).sum())) << 32 | UInt64(index))
            }
            sector.sort()
            for key in sector { result.append(Int(truncatingIfNeeded: key & 0xFFFF_FFFF)) }
            start += sectorSize
        }
        return result
    }

    /// `value`'s bits turned so that unsigned order is the order of the numbers (−0 and +0
    /// alike, as `<` has them).
    @inline(__always)
    static func sortable(_ value: Float) -> UInt32 {
        let bits = (value + 0).bitPattern
        return bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
    }
}
