/// A small seeded random number generator in SplitMix64's form (Steele, Lea and Flood; its
/// second multiplier here is 0xbf58476d1ce5e9b9, not the published 0xbf58476d1ce4e5b9, and
/// is kept so that recorded runs stay reproducible): the same seed gives the same sequence on
/// every run and platform, so game logic that draws from it stays deterministic.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce5_e9b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A number in `range`, uniformly, by rejection (no modulo bias; independent of the
    /// standard library's algorithm).
    public mutating func next(in range: ClosedRange<UInt64>) -> UInt64 {
        let span = range.upperBound &- range.lowerBound
        guard span < .max else { return next() }
        let bound = span + 1
        let limit = UInt64.max - UInt64.max % bound
        while true {
            let draw = next()
            if draw < limit { return range.lowerBound + draw % bound }
        }
    }

    /// A float in 0..<1 from the top 24 bits.
    public mutating func nextUnitFloat() -> Float {
        Float(next() >> 40) / Float(1 << 24)
    }
}
