import CTickKernels

/// The vector instructions the engine's tick kernels run: each is built for every set here and
/// the widest this processor has is chosen when first needed. Every set gives the same bits, so
/// a choice changes speed only, never state.
public enum VectorInstructionSet: Int, CaseIterable, Sendable {
    /// What the library is built for by default: SSE2 on x86-64, NEON on arm64.
    case baseline
    /// x86-64 with AVX2.
    case avx2
    /// x86-64 with AVX-512 (F, VL, DQ and BW).
    case avx512

    /// Whether this processor runs it.
    public var isSupported: Bool { tick_kernels_supports(Int32(rawValue)) != 0 }

    /// The widest set this processor runs.
    public static var widest: VectorInstructionSet {
        VectorInstructionSet(rawValue: Int(tick_kernels_widest())) ?? .baseline
    }

    /// The set the kernels run now, in every world of the process.
    public static var active: VectorInstructionSet {
        VectorInstructionSet(rawValue: Int(tick_kernels_active())) ?? .baseline
    }

    /// Makes the kernels run `set` in every world of the process; returns false, changing
    /// nothing, when this processor does not run it. For tests and benchmarks that compare sets.
    @discardableResult
    public static func use(_ set: VectorInstructionSet) -> Bool {
        tick_kernels_use(Int32(set.rawValue)) != 0
    }

    /// The set's name as people write it: "baseline", "AVX2", "AVX-512".
    public var name: String {
        switch self {
        case .baseline: "baseline"
        case .avx2: "AVX2"
        case .avx512: "AVX-512"
        }
    }
}
