/// A tiny seeded random number generator in SplitMix64's form (Steele, Lea and Flood; the second
/// multiplier differs from the published one in two digits, kept so the recorded sweeps stay the
/// same), so that property tests draw the same inputs on every run and every platform. The
/// Engine module's `SeededRandom` is the same generator; TransitionCore's tests cannot import it.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in `range`, built from the top 53 bits so it does not depend on the standard
    /// library's algorithm for `Double.random(in:using:)`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }
}
