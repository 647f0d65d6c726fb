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
        let angles = points.map { point -> Float in
            let offset = point - center
            return Float(atan2(Double(offset.y), Double(offset.x)))
        }
        let distances = points.map { point -> Float in
            let offset = point - center
            return (offset * offset).sum()
        }
        let byAngle = (0..<count).sorted { angles[$0] != angles[$1] ? angles[$0] < angles[$1] : $0 < $1 }
        let sectorSize = max(1, Int(Double(count).squareRoot().rounded()))
        var result: [Int] = []
        result.reserveCapacity(count)
        var start = 0
        while start < count {
            let sector = byAngle[start..<min(start + sectorSize, count)]
            result += sector.sorted {
                distances[$0] != distances[$1] ? distances[$0] < distances[$1] : $0 < $1
            }
            start += sectorSize
        }
        return result
    }
}
