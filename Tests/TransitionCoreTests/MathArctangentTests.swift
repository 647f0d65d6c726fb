import Foundation
import Testing

@testable import TransitionCore

/// Representable doubles between `a` and `b` (±0 equal, NaN only matches NaN).
private func ulps(_ a: Double, _ b: Double) -> UInt64 {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN ? 0 : .max }
    func ordered(_ x: Double) -> Int64 {
        let bits = Int64(bitPattern: x.bitPattern)
        return bits < 0 ? Int64.min &- bits : bits
    }
    let (difference, overflow) = ordered(a).subtractingReportingOverflow(ordered(b))
    return overflow ? .max : difference.magnitude
}

/// A double whose bit pattern is uniform between those of `lower` and `upper` (both positive),
/// so every binade between them is as likely, with a random sign.
private func anyBinade(_ random: inout SeededRandom, _ lower: Double, _ upper: Double) -> Double {
    let x = Double(bitPattern: lower.bitPattern + random.next() % (upper.bitPattern - lower.bitPattern))
    return random.next() & 1 == 0 ? x : -x
}

@Suite("Math arctangent")
struct MathArctangentTests {
    @Test("atan is within 1 ulp of libm")
    func atanSweep() {
        var random = SeededRandom(seed: 41)
        var worst: (ulps: UInt64, x: Double) = (0, 0)
        for index in 0..<12_000 {
            let x = index < 6000 ? random.double(in: -4...4) : anyBinade(&random, 0x1p-40, 0x1p80)
            let distance = ulps(Math.atan(x), Foundation.atan(x))
            if distance > worst.ulps { worst = (distance, x) }
        }
        #expect(worst.ulps <= 1, "\(worst.ulps) ulp at \(worst.x)")
    }

    @Test("atan2 is within 2 ulp of libm in every quadrant")
    func atan2Sweep() {
        var random = SeededRandom(seed: 42)
        var worst: (ulps: UInt64, y: Double, x: Double) = (0, 0, 0)
        for index in 0..<12_000 {
            let (y, x) =
                index < 6000
                ? (random.double(in: -10...10), random.double(in: -10...10))
                : (anyBinade(&random, 0x1p-70, 0x1p70), anyBinade(&random, 0x1p-70, 0x1p70))
            let distance = ulps(Math.atan2(y, x), Foundation.atan2(y, x))
            if distance > worst.ulps { worst = (distance, y, x) }
        }
        #expect(worst.ulps <= 2, "\(worst.ulps) ulp at (\(worst.y), \(worst.x))")
    }

    @Test("atan2 of zeros, infinities and NaN follows C99")
    func atan2SpecialValues() {
        let specials: [Double] = [
            0, -0.0, 1, -1, .leastNormalMagnitude / 4, -1e300, .infinity, -.infinity, .nan,
        ]
        for y in specials {
            for x in specials {
                let ours = Math.atan2(y, x)
                let reference = Foundation.atan2(y, x)
                #expect(
                    ours.bitPattern == reference.bitPattern || (ours.isNaN && reference.isNaN)
                        || ulps(ours, reference) <= 1, "atan2(\(y), \(x)) = \(ours), libm \(reference)")
            }
        }
        #expect(Math.atan(.infinity) == Double.pi / 2 && Math.atan(-0.0).sign == .minus)
        #expect(Math.atan(.nan).isNaN)
    }
}
