import Foundation
import Testing

@testable import TransitionCore

/// The ulp bound every function must meet against the platform's C math library.
private let ulpBound: UInt64 = 2

/// Points drawn per sweep; each function gets several sweeps, a few thousand points in total.
private let sweepCount = 4000

/// The sweeps draw from the tests' seeded generator (Support/SeededRandom.swift), so they never
/// change from run to run.
extension SeededRandom {
    /// Uniform in `lower ... upper`, from the top 53 bits.
    fileprivate mutating func uniform(_ lower: Double, _ upper: Double) -> Double {
        double(in: lower...upper)
    }

    /// A double whose bit pattern is uniform in `lower ... upper` (so every binade is equally
    /// likely when both bounds have the same sign).
    fileprivate mutating func bits(_ lower: UInt64, _ upper: UInt64) -> Double {
        Double(bitPattern: lower + next() % (upper - lower + 1))
    }
}

/// Number of representable doubles between `a` and `b` (±0 count as equal, NaN matches only
/// NaN, infinity is one step past the largest finite value).
private func ulpDistance(_ a: Double, _ b: Double) -> UInt64 {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN ? 0 : .max }
    func ordered(_ x: Double) -> Int64 {
        let bits = Int64(bitPattern: x.bitPattern)
        return bits < 0 ? Int64.min &- bits : bits
    }
    let (difference, overflow) = ordered(a).subtractingReportingOverflow(ordered(b))
    return overflow ? .max : difference.magnitude
}

/// The largest ulp distance between `ours` and `reference` over `inputs`, with its argument.
private func worstUlp(
    _ inputs: [Double], _ ours: (Double) -> Double, _ reference: (Double) -> Double
) -> (ulps: UInt64, input: Double) {
    var worst: (ulps: UInt64, input: Double) = (0, .nan)
    for x in inputs {
        let distance = ulpDistance(ours(x), reference(x))
        if distance > worst.ulps || worst.input.isNaN { worst = (distance, x) }
    }
    return worst
}

/// `count` inputs produced by `make` from a generator seeded with `seed`.
private func inputs(
    seed: UInt64, count: Int = sweepCount, _ make: (inout SeededRandom) -> Double
) -> [Double] {
    var random = SeededRandom(seed: seed)
    var result: [Double] = []
    for _ in 0..<count { result.append(make(&random)) }
    return result
}

/// Checks a one-argument function against its reference over `inputs`.
private func expectWithinBound(
    _ name: String, _ inputs: [Double], _ ours: (Double) -> Double,
    _ reference: (Double) -> Double, sourceLocation: SourceLocation = #_sourceLocation
) {
    let worst = worstUlp(inputs, ours, reference)
    #expect(
        worst.ulps <= ulpBound,
        "\(name): \(worst.ulps) ulp at x = \(worst.input) (\(worst.input.bitPattern))",
        sourceLocation: sourceLocation)
}

/// True when `a` and `b` have the same bits, or are both NaN.
private func identical(_ a: Double, _ b: Double) -> Bool {
    a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
}

/// Reference cube root: glibc's cbrt is only faithful (up to ~3 ulp off), so it is refined by
/// one Newton step whose residual x - c^3 is evaluated exactly with FMA, which makes the
/// reference correctly rounded in all but near-halfway cases.
private func referenceCbrt(_ x: Double) -> Double {
    if !x.isFinite || x == 0 { return Foundation.cbrt(x) }
    // Keep c^3 and its error terms away from overflow and underflow; cbrt(8^100 x) = 2^100 cbrt(x).
    if x.magnitude > 0x1p900 { return referenceCbrt(x * 0x1p-300) * 0x1p100 }
    if x.magnitude < 0x1p-900 { return referenceCbrt(x * 0x1p300) * 0x1p-100 }
    let c = Foundation.cbrt(x)
    let square = c * c
    let squareError = fma(c, c, -square)
    let cube = square * c
    let cubeError = fma(square, c, -cube) + squareError * c
    let residual = (x - cube) - cubeError
    return c + residual / (3 * square)
}

/// Doubles with exponent 20...1023, i.e. the range that needs Payne-Hanek reduction.
private func hugeArgument(_ random: inout SeededRandom) -> Double {
    let x = random.bits(0x4130_0000_0000_0000, 0x7FEF_FFFF_FFFF_FFFF)
    return random.next() & 1 == 0 ? x : -x
}

@Suite("Math")
struct MathTests {
    // MARK: Sweeps against the C library

    @Test("sin is within 2 ulp of libm")
    func sinSweep() {
        expectWithinBound("sin small", inputs(seed: 1) { $0.uniform(-10, 10) }, Math.sin, Foundation.sin)
        expectWithinBound("sin 1e4", inputs(seed: 2) { $0.uniform(-1e4, 1e4) }, Math.sin, Foundation.sin)
        expectWithinBound("sin tiny", inputs(seed: 3) { $0.uniform(-1e-3, 1e-3) }, Math.sin, Foundation.sin)
        expectWithinBound("sin huge", inputs(seed: 4, hugeArgument), Math.sin, Foundation.sin)
        expectWithinBound("sin n*pi/2", nearHalfPiMultiples, Math.sin, Foundation.sin)
    }

    @Test("cos is within 2 ulp of libm")
    func cosSweep() {
        expectWithinBound("cos small", inputs(seed: 5) { $0.uniform(-10, 10) }, Math.cos, Foundation.cos)
        expectWithinBound("cos 1e4", inputs(seed: 6) { $0.uniform(-1e4, 1e4) }, Math.cos, Foundation.cos)
        expectWithinBound("cos tiny", inputs(seed: 7) { $0.uniform(-1e-3, 1e-3) }, Math.cos, Foundation.cos)
        expectWithinBound("cos huge", inputs(seed: 8, hugeArgument), Math.cos, Foundation.cos)
        expectWithinBound("cos n*pi/2", nearHalfPiMultiples, Math.cos, Foundation.cos)
    }

    /// The doubles nearest n * π/2, where reduction cancels the most leading digits.
    private var nearHalfPiMultiples: [Double] {
        var result = (1...3000).map { Double($0) * (Double.pi / 2) }
        result += result.map { $0.nextUp } + result.map { -$0 }
        result += [1e22, 0x1.921fb54442d18p1023, -0x1.921fb54442d18p1023]
        return result
    }

    @Test("sin and cos of the double closest to a multiple of π/2")
    func hardestReduction() {
        // 6381956970095103 * 2^797 is within 2^-61 of an odd multiple of π/2 (Kahan/McDonald's
        // worst case). Expected values are correctly rounded (computed with 4000-bit mpmath);
        // glibc itself is 8 ulp off here, so this case is not compared against libm.
        let x = 6_381_956_970_095_103 * 0x1p797
        #expect(identical(Math.cos(x), -0x1.14ae72e6ba22fp-61))
        #expect(identical(Math.sin(x), 1))
        #expect(identical(Math.cos(-x), -0x1.14ae72e6ba22fp-61))
        #expect(identical(Math.sin(-x), -1))
    }

    @Test("exp is within 2 ulp of libm over its whole finite range")
    func expSweep() {
        expectWithinBound("exp full", inputs(seed: 9) { $0.uniform(-746, 710) }, Math.exp, Foundation.exp)
        expectWithinBound("exp unit", inputs(seed: 10) { $0.uniform(-1, 1) }, Math.exp, Foundation.exp)
        expectWithinBound(
            "exp subnormal results", inputs(seed: 11) { $0.uniform(-745.2, -708) }, Math.exp,
            Foundation.exp)
        expectWithinBound(
            "exp tiny", inputs(seed: 12) { $0.bits(0x3C00_0000_0000_0000, 0x3F50_0000_0000_0000) },
            Math.exp, Foundation.exp)
    }

    @Test("exp2 is within 2 ulp of libm over its whole finite range")
    func exp2Sweep() {
        expectWithinBound(
            "exp2 full", inputs(seed: 13) { $0.uniform(-1080, 1024) }, Math.exp2, Foundation.exp2)
        expectWithinBound("exp2 unit", inputs(seed: 14) { $0.uniform(-1, 1) }, Math.exp2, Foundation.exp2)
        expectWithinBound(
            "exp2 subnormal results", inputs(seed: 15) { $0.uniform(-1075, -1020) }, Math.exp2,
            Foundation.exp2)
    }

    @Test("log is within 2 ulp of libm for every positive double")
    func logSweep() {
        expectWithinBound(
            "log all", inputs(seed: 16) { $0.bits(1, 0x7FEF_FFFF_FFFF_FFFF) }, Math.log, Foundation.log)
        expectWithinBound(
            "log subnormal", inputs(seed: 17) { $0.bits(1, 0x000F_FFFF_FFFF_FFFF) }, Math.log,
            Foundation.log)
        expectWithinBound("log near 1", inputs(seed: 18) { $0.uniform(0.5, 2) }, Math.log, Foundation.log)
        expectWithinBound(
            "log very near 1", inputs(seed: 19) { 1 + $0.uniform(-1e-9, 1e-9) }, Math.log, Foundation.log)
    }

    @Test("pow is within 2 ulp of libm for x in [0, 1e6], y in [-50, 50]")
    func powSweep() {
        func sweep(_ name: String, seed: UInt64, _ make: (inout SeededRandom) -> (Double, Double)) {
            var random = SeededRandom(seed: seed)
            var worst: (ulps: UInt64, x: Double, y: Double) = (0, .nan, .nan)
            for _ in 0..<sweepCount {
                let (x, y) = make(&random)
                let distance = ulpDistance(Math.pow(x, y), Foundation.pow(x, y))
                if distance > worst.ulps || worst.x.isNaN { worst = (distance, x, y) }
            }
            #expect(worst.ulps <= ulpBound, "pow \(name): \(worst.ulps) ulp at (\(worst.x), \(worst.y))")
        }
        sweep("uniform", seed: 20) { ($0.uniform(0, 1e6), $0.uniform(-50, 50)) }
        sweep("log-uniform", seed: 21) { (Math.exp2($0.uniform(-30, 20)), $0.uniform(-50, 50)) }
        sweep("near 1", seed: 22) { ($0.uniform(0.9, 1.1), $0.uniform(-50, 50)) }
        sweep("integral y", seed: 23) { ($0.uniform(0, 1e6), ($0.uniform(-50, 50) + 0.5).rounded(.down)) }
        sweep("negative x", seed: 24) { (-$0.uniform(0, 100), ($0.uniform(-50, 50) + 0.5).rounded(.down)) }
        sweep("animation", seed: 25) { ($0.uniform(0, 1), $0.uniform(0.1, 5)) }
        // Beyond the required range: results near overflow/underflow, where y log x is large and
        // the double-double logarithm matters most.
        sweep("wide", seed: 26) { random in
            let x = Math.exp2(random.uniform(-1074, 1023))
            let y = random.uniform(-1000, 1000) / Foundation.log2(x)
            return (x, y)
        }
    }

    @Test("cbrt is within 2 ulp of (refined) libm for every double and exact for perfect cubes")
    func cbrtSweep() {
        let all = inputs(seed: 27) { $0.bits(1, 0xFFEF_FFFF_FFFF_FFFF) }.filter { !$0.isNaN }
        expectWithinBound("cbrt all", all, Math.cbrt, referenceCbrt)
        let unit = inputs(seed: 28) { $0.uniform(-10, 10) }
        expectWithinBound("cbrt unit", unit, Math.cbrt, referenceCbrt)
        let subnormal = inputs(seed: 29) { $0.bits(1, 0x000F_FFFF_FFFF_FFFF) }
        expectWithinBound("cbrt subnormal", subnormal, Math.cbrt, referenceCbrt)
        // The refinement only ever moves glibc's answer by a few ulp.
        #expect(worstUlp(all + unit + subnormal, referenceCbrt, Foundation.cbrt).ulps <= 4)
        for n in -1000...1000 {
            let root = Double(n)
            #expect(Math.cbrt(root * root * root) == root, "cbrt(\(n)^3)")
        }
    }

    // MARK: Special values

    @Test("sin and cos special values")
    func trigSpecialValues() {
        #expect(identical(Math.sin(0), 0))
        #expect(identical(Math.sin(-0.0), -0.0))
        #expect(identical(Math.cos(0), 1))
        #expect(identical(Math.cos(-0.0), 1))
        #expect(Math.sin(.infinity).isNaN)
        #expect(Math.sin(-.infinity).isNaN)
        #expect(Math.cos(.infinity).isNaN)
        #expect(Math.sin(.nan).isNaN)
        #expect(Math.cos(.nan).isNaN)
        #expect(identical(Math.sin(0x1p-1074), 0x1p-1074))
        #expect(identical(Math.sin(Math.pi / 2), 1))
        #expect(identical(Math.cos(Math.pi), -1))
        #expect(identical(Math.sin(Math.pi), 0x1.1a62633145c07p-53))
        #expect(Math.pi == 3.141592653589793)
        #expect(Math.pi == Double.pi)
    }

    @Test("exp and exp2 special values")
    func expSpecialValues() {
        #expect(identical(Math.exp(0), 1))
        #expect(identical(Math.exp(-0.0), 1))
        #expect(identical(Math.exp(1), 2.718281828459045))
        #expect(identical(Math.exp(.infinity), .infinity))
        #expect(identical(Math.exp(-.infinity), 0))
        #expect(identical(Math.exp(709.79), .infinity))
        #expect(identical(Math.exp(1e300), .infinity))
        #expect(identical(Math.exp(-746), 0))
        #expect(identical(Math.exp(-1e300), 0))
        #expect(Math.exp(-745) > 0)
        #expect(Math.exp(709.78).isFinite)
        #expect(Math.exp(.nan).isNaN)

        #expect(identical(Math.exp2(0), 1))
        #expect(identical(Math.exp2(10), 1024))
        #expect(identical(Math.exp2(-1), 0.5))
        #expect(identical(Math.exp2(1023), 0x1p1023))
        #expect(identical(Math.exp2(-1074), 0x1p-1074))
        #expect(identical(Math.exp2(-1022), 0x1p-1022))
        #expect(identical(Math.exp2(1024), .infinity))
        #expect(identical(Math.exp2(-1076), 0))
        #expect(identical(Math.exp2(.infinity), .infinity))
        #expect(identical(Math.exp2(-.infinity), 0))
        #expect(Math.exp2(.nan).isNaN)
        for k in -1074...1023 {
            #expect(Math.exp2(Double(k)) == Foundation.exp2(Double(k)), "exp2(\(k))")
        }
    }

    @Test("log special values")
    func logSpecialValues() {
        #expect(identical(Math.log(1), 0))
        #expect(identical(Math.log(0), -.infinity))
        #expect(identical(Math.log(-0.0), -.infinity))
        #expect(identical(Math.log(.infinity), .infinity))
        #expect(Math.log(-1).isNaN)
        #expect(Math.log(-.infinity).isNaN)
        #expect(Math.log(-0x1p-1074).isNaN)
        #expect(Math.log(.nan).isNaN)
        #expect(identical(Math.log(2.718281828459045), 1))
        #expect(identical(Math.log(2), 0x1.62e42fefa39efp-1))
        #expect(identical(Math.log(0x1p-1074), -744.4400719213812))
        #expect(identical(Math.log(.greatestFiniteMagnitude), 709.782712893384))
    }

    @Test("pow special values")
    func powSpecialValues() {
        #expect(identical(Math.pow(2, 10), 1024))
        #expect(identical(Math.pow(10, 3), 1000))
        #expect(identical(Math.pow(3, 0.5 * 4), 9))
        #expect(identical(Math.pow(4, 0.5), 2))
        #expect(identical(Math.pow(2, -1), 0.5))
        #expect(identical(Math.pow(-2, 3), -8))
        #expect(identical(Math.pow(-2, 2), 4))
        #expect(Math.pow(-2, 0.5).isNaN)
        #expect(identical(Math.pow(5, 1), 5))
        for x in [0, -0.0, 1, -1, 0.5, 1e6, .infinity, -.infinity, .nan] {
            #expect(identical(Math.pow(x, 0), 1), "pow(\(x), 0)")
            #expect(identical(Math.pow(x, -0.0), 1), "pow(\(x), -0)")
        }
        for y in [0, 1, -1, 0.5, 1e300, .infinity, -.infinity, .nan] {
            #expect(identical(Math.pow(1, y), 1), "pow(1, \(y))")
        }
        #expect(identical(Math.pow(0, 2.5), 0))
        #expect(identical(Math.pow(0, 3), 0))
        #expect(identical(Math.pow(-0.0, 3), -0.0))
        #expect(identical(Math.pow(-0.0, 2), 0))
        #expect(identical(Math.pow(0, -1), .infinity))
        #expect(identical(Math.pow(-0.0, -1), -.infinity))
        #expect(identical(Math.pow(-0.0, -2), .infinity))
        #expect(identical(Math.pow(0.5, .infinity), 0))
        #expect(identical(Math.pow(0.5, -.infinity), .infinity))
        #expect(identical(Math.pow(2, .infinity), .infinity))
        #expect(identical(Math.pow(2, -.infinity), 0))
        #expect(identical(Math.pow(-1, .infinity), 1))
        #expect(identical(Math.pow(.infinity, -2), 0))
        #expect(identical(Math.pow(.infinity, 0.5), .infinity))
        #expect(identical(Math.pow(-.infinity, 3), -.infinity))
        #expect(identical(Math.pow(-.infinity, -3), -0.0))
        #expect(identical(Math.pow(-.infinity, 2), .infinity))
        #expect(identical(Math.pow(1e6, 60), .infinity))
        #expect(identical(Math.pow(1e6, -60), 0))
        #expect(identical(Math.pow(-10, 309), -.infinity))
        #expect(identical(Math.pow(2, 1e300), .infinity))
        #expect(identical(Math.pow(2, -1e300), 0))
        #expect(identical(Math.pow(0.5, 1e300), 0))
        #expect(identical(Math.pow(2, -1074), 0x1p-1074))
        #expect(Math.pow(.nan, 2).isNaN)
        #expect(Math.pow(2, .nan).isNaN)
        #expect(Math.pow(-8, 1.0 / 3.0).isNaN)
    }

    @Test("cbrt special values")
    func cbrtSpecialValues() {
        #expect(identical(Math.cbrt(27), 3))
        #expect(identical(Math.cbrt(-8), -2))
        #expect(identical(Math.cbrt(0.125), 0.5))
        #expect(identical(Math.cbrt(0), 0))
        #expect(identical(Math.cbrt(-0.0), -0.0))
        #expect(identical(Math.cbrt(.infinity), .infinity))
        #expect(identical(Math.cbrt(-.infinity), -.infinity))
        #expect(Math.cbrt(.nan).isNaN)
        #expect(identical(Math.cbrt(0x1p-1074), 0x1p-358))
        #expect(identical(Math.cbrt(-0x1p-1074), -0x1p-358))
        #expect(identical(Math.cbrt(0x1p1023), 0x1p341))
        #expect(
            ulpDistance(Math.cbrt(.greatestFiniteMagnitude), Foundation.cbrt(.greatestFiniteMagnitude)) <= 1)
    }

    @Test("ulp distance helper counts representable values")
    func ulpDistanceHelper() {
        #expect(ulpDistance(1, 1) == 0)
        #expect(ulpDistance(1, 1.0.nextUp) == 1)
        #expect(ulpDistance(1.0.nextDown, 1.0.nextUp) == 2)
        #expect(ulpDistance(0, -0.0) == 0)
        #expect(ulpDistance(0x1p-1074, -0x1p-1074) == 2)
        #expect(ulpDistance(.greatestFiniteMagnitude, .infinity) == 1)
        #expect(ulpDistance(.nan, .nan) == 0)
        #expect(ulpDistance(.nan, 1) == .max)
        #expect(ulpDistance(1, 2) == 1 << 52)
    }
}
