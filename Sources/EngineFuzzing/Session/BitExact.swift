import TransitionCore

/// Bit-for-bit equality of presented values. Two NaNs count as equal whatever their payloads
/// (IEEE 754 leaves the payload of an operation on two NaNs to the hardware); everything else,
/// the sign of zero included, must match exactly.
enum BitExact {
    static func same(_ a: Float, _ b: Float) -> Bool {
        a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    }

    static func same(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Bool {
        same(a.x, b.x) && same(a.y, b.y)
    }

    static func same(_ a: Double, _ b: Double) -> Bool {
        a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    }

    static func same(_ a: Float?, _ b: Float?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): same(a, b)
        default: false
        }
    }

    static func same(_ a: SIMD2<Float>?, _ b: SIMD2<Float>?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): same(a, b)
        default: false
        }
    }

    /// The deterministic hash of an animation's parameters.
    static func hash(_ animation: Animation) -> UInt64 {
        var hasher = StateHasher()
        animation.hash(into: &hasher)
        return hasher.value
    }

    /// `1.5 (0x3fc00000)`: the value and its bits.
    static func show(_ value: Float?) -> String {
        guard let value else { return "nil" }
        return "\(value) (0x\(String(value.bitPattern, radix: 16)))"
    }

    static func show(_ value: SIMD2<Float>?) -> String {
        guard let value else { return "nil" }
        return "(\(show(value.x)), \(show(value.y)))"
    }
}

/// A value the checks compare with ``BitExact`` and show with its bits.
protocol BitComparable {
    /// Whether `self` and `other` are the same bits (any two NaNs count as the same).
    func isBitIdentical(to other: Self) -> Bool
    /// The value and its bits.
    var bits: String { get }
}

extension Float: BitComparable {
    func isBitIdentical(to other: Float) -> Bool { BitExact.same(self, other) }
    var bits: String { BitExact.show(self) }
}

extension SIMD2: BitComparable where Scalar == Float {
    func isBitIdentical(to other: SIMD2<Float>) -> Bool { BitExact.same(self, other) }
    var bits: String { BitExact.show(self) }
}
