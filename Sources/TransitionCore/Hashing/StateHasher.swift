/// A deterministic 64-bit hasher: the same input gives the same hash on every run, build and
/// platform (unlike the standard library's per-process seeded `Hasher`). A word is mixed in one
/// step — xor, multiply by an odd constant, xor-shift — which is a bijection of the running
/// value, so changing any one word always changes the hash; single bytes are mixed as FNV-1a
/// mixes them.
public struct StateHasher: Sendable {
    /// The hash of everything combined so far.
    public var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty hasher.
    @inlinable
    public init() {}

    /// ``value`` with every bit mixed into every other (splitmix64's finaliser): what to add
    /// up when hashes are summed so that their order does not count. A sum of unfinalised
    /// values can collide, as the last bytes mixed are not spread: two parts whose last bytes
    /// differ alike change the sum alike.
    @inlinable
    public var finalValue: UInt64 {
        var mixed = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return mixed ^ (mixed >> 31)
    }

    /// Mixes in one byte.
    @inlinable
    public mutating func combine(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// Mixes in the 64 bits of `word`.
    @inlinable @inline(__always)
    public mutating func combine(_ word: UInt64) {
        let mixed = (value ^ word) &* 0x9e37_79b9_7f4a_7c15
        value = mixed ^ (mixed >> 32)
    }

    /// Mixes in the bit pattern of `number`.
    @inlinable
    public mutating func combine(double number: Double) { combine(number.bitPattern) }

    /// Mixes in the bit pattern of `number`.
    @inlinable
    public mutating func combine(float number: Float) { combine(UInt64(number.bitPattern)) }

    /// Mixes in `integer`, sign-extended to 64 bits.
    @inlinable
    public mutating func combine<Integer: FixedWidthInteger>(integer: Integer) {
        combine(UInt64(truncatingIfNeeded: integer))
    }

    /// Mixes in `flag` as 0 or 1.
    @inlinable
    public mutating func combine(bool flag: Bool) { combine(byte: flag ? 1 : 0) }

    /// Mixes in the raw bytes of `buffer`: each whole 8 bytes as a little-endian word, then the
    /// bytes left one by one. The count is not mixed in: mix it first where it varies.
    @inlinable
    public mutating func combine(bytes buffer: UnsafeRawBufferPointer) {
        let words = buffer.count / 8
        for index in 0..<words {
            combine(UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
        }
        for byte in buffer[(words * 8)...] { combine(byte: byte) }
    }
}

extension Curve {
    /// Mixes this curve's kind and parameters into `hasher`; custom curves contribute a tag only.
    public func hash(into hasher: inout StateHasher) {
        switch kind {
        case .linear:
            hasher.combine(UInt64(1))
        case .penner(let family, let direction):
            hasher.combine(UInt64(2))
            hasher.combine(UInt64(family.rawValue) << 8 | UInt64(direction.rawValue))
        case .cubicBezier(let bezier):
            hasher.combine(UInt64(3))
            hasher.combine(double: bezier.x1)
            hasher.combine(double: bezier.y1)
            hasher.combine(double: bezier.x2)
            hasher.combine(double: bezier.y2)
        case .steps(let count, let jump):
            hasher.combine(UInt64(4))
            hasher.combine(UInt64(count) << 8 | UInt64(jump.rawValue))
        case .custom:
            hasher.combine(UInt64(5))
        }
    }

    /// Whether this curve is known to equal `other`; custom curves are never known to.
    public func isSame(as other: Curve) -> Bool {
        switch (kind, other.kind) {
        case (.linear, .linear): return true
        case (.penner(let f1, let d1), .penner(let f2, let d2)): return f1 == f2 && d1 == d2
        case (.cubicBezier(let b1), .cubicBezier(let b2)): return b1 == b2
        case (.steps(let n1, let j1), .steps(let n2, let j2)): return n1 == n2 && j1 == j2
        default: return false
        }
    }
}

extension Animation {
    /// Mixes every timing parameter into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        switch timing {
        case .curve(let curve, let duration):
            curve.hash(into: &hasher)
            hasher.combine(double: duration)
        case .spring(let spring):
            hasher.combine(UInt64(6))
            hasher.combine(double: spring.response)
            hasher.combine(double: spring.dampingFraction)
        case .decay(let decay):
            hasher.combine(UInt64(7))
            hasher.combine(double: decay.timeConstant)
            hasher.combine(double: decay.settlingTolerance)
        }
        hasher.combine(double: delay)
        hasher.combine(double: speed)
        hasher.combine(UInt64(bitPattern: Int64(repeatCount ?? -1)))
        hasher.combine(UInt64(autoreverses ? 1 : 0))
    }

    /// Whether this animation is known to time a move exactly as `other` does; animations with
    /// custom curves are never known to.
    public func isSame(as other: Animation) -> Bool {
        guard delay == other.delay, speed == other.speed, repeatCount == other.repeatCount,
            autoreverses == other.autoreverses, finishTime == other.finishTime
        else { return false }
        switch (timing, other.timing) {
        case (.curve(let c1, let d1), .curve(let c2, let d2)): return d1 == d2 && c1.isSame(as: c2)
        case (.spring(let s1), .spring(let s2)): return s1 == s2
        case (.decay(let d1), .decay(let d2)): return d1 == d2
        default: return false
        }
    }

    /// Whether a spring drives this animation.
    @inlinable
    public var isSpring: Bool {
        if case .spring = timing { return true }
        return false
    }
}
