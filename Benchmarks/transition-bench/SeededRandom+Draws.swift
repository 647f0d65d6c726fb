import Engine

/// The draws the benchmark makes from the engine's seeded generator, so every run draws the
/// same numbers.
extension SeededRandom {
    /// A double in 0..<1.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// An integer in 0..<`bound`.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
