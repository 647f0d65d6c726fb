// Each kernel is one always-inlined body, compiled once per instruction set by wrapping it in
// a function with that set's target attribute; the lanes' arithmetic stays in source order
// and is never contracted into fused multiply-adds, so that every copy gives the same bits.

#pragma STDC FP_CONTRACT OFF

#include "tick_kernels.h"

#include <stdatomic.h>

#if defined(__x86_64__) && defined(__clang__)
#define TICK_KERNELS_X86 1
#define TARGET_AVX2 __attribute__((target("avx2")))
#define TARGET_AVX512 __attribute__((target("avx2,avx512f,avx512vl,avx512dq,avx512bw")))
#else
#define TICK_KERNELS_X86 0
#endif

#define ALWAYS_INLINE static inline __attribute__((always_inline))

// MARK: - Interpolating lanes

/// `tick_kernels_lerp_lanes` for a lane count known where it is inlined.
ALWAYS_INLINE size_t lerp_lanes_body(
    size_t count, size_t lanes, const float *restrict records, size_t record_stride, size_t to_offset,
    float *restrict values, size_t value_stride, const float *restrict progress) {
    size_t unanswered = 0;
    for (size_t k = 0; k < count; k++) {
        float p = progress[k];
        if (p != p) {
            unanswered += 1;
            continue;
        }
        const float *from = records + k * record_stride;
        const float *to = from + to_offset;
        float *value = values + k * value_stride;
        for (size_t i = 0; i < lanes; i++) value[i] = from[i] + (to[i] - from[i]) * p;
    }
    return unanswered;
}

/// The body with the common lane counts as constants, so that each is unrolled into whole
/// vectors: 1 to 8, 12 and 16, any other count as it comes.
#define LERP_LANES_DISPATCH(...)                                           \
    switch (lanes) {                                                       \
    case 1: return lerp_lanes_body(count, 1, __VA_ARGS__);                 \
    case 2: return lerp_lanes_body(count, 2, __VA_ARGS__);                 \
    case 3: return lerp_lanes_body(count, 3, __VA_ARGS__);                 \
    case 4: return lerp_lanes_body(count, 4, __VA_ARGS__);                 \
    case 5: return lerp_lanes_body(count, 5, __VA_ARGS__);                 \
    case 6: return lerp_lanes_body(count, 6, __VA_ARGS__);                 \
    case 7: return lerp_lanes_body(count, 7, __VA_ARGS__);                 \
    case 8: return lerp_lanes_body(count, 8, __VA_ARGS__);                 \
    case 12: return lerp_lanes_body(count, 12, __VA_ARGS__);               \
    case 16: return lerp_lanes_body(count, 16, __VA_ARGS__);               \
    default: return lerp_lanes_body(count, lanes, __VA_ARGS__);            \
    }

#define LERP_LANES_PARAMETERS                                                                  \
    size_t count, size_t lanes, const float *records, size_t record_stride, size_t to_offset, \
        float *values, size_t value_stride, const float *progress

static size_t lerp_lanes_baseline(LERP_LANES_PARAMETERS) {
    LERP_LANES_DISPATCH(records, record_stride, to_offset, values, value_stride, progress)
}

#if TICK_KERNELS_X86
TARGET_AVX2 static size_t lerp_lanes_avx2(LERP_LANES_PARAMETERS) {
    LERP_LANES_DISPATCH(records, record_stride, to_offset, values, value_stride, progress)
}

TARGET_AVX512 static size_t lerp_lanes_avx512(LERP_LANES_PARAMETERS) {
    LERP_LANES_DISPATCH(records, record_stride, to_offset, values, value_stride, progress)
}
#endif

// MARK: - Progress under a curve

/// `first · factor · factor …` with `count` factors, multiplied left to right.
ALWAYS_INLINE double product(double first, double factor, int count) {
    double result = first * factor;
    for (int i = 1; i < count; i++) result = result * factor;
    return result;
}

/// A polynomial Penner curve of `degree` (1: linear) going `direction` (0 in, 1 out, 2 in-out)
/// at `t`, strictly inside 0...1, in double precision rounded once to single, as Swift's
/// `PennerFamily` computes it.
ALWAYS_INLINE float curve_at(float t, int degree, int direction) {
    if (degree == 1) return t;
    double x = (double)t;
    switch (direction) {
    case 0: return (float)product(x, x, degree - 1);
    case 1: {
        double u = 1.0 - x;
        return (float)(1.0 - product(u, u, degree - 1));
    }
    default: {
        double first_half = product((double)(1 << (degree - 1)), x, degree);
        double u = -2.0 * x + 2.0;
        double second_half = 1.0 - product(u, u, degree - 1) / 2.0;
        return (float)(x < 0.5 ? first_half : second_half);
    }
    }
}

/// How far, relative to the cycle position, the fraction `Animation.sample(at:)` computes may
/// lie from the one computed here: the Swift sampler's `positionError`, 10 units of 2^-53.
static const double position_error = 0x1.4p-50;

/// `tick_kernels_curve_progress_between` for one curve known where it is inlined: the Swift
/// sampler's run, every test a select, so that the loop vectorises. The position in cycles is the
/// elapsed ticks times `scale`; its whole part, rounded to nearest by adding 2^52, names the
/// cycle (odd cycles run backwards when `reverse_bit` is 1), and the fraction is answered only
/// where an interval `position_error` wide around it rounds to one float.
ALWAYS_INLINE void curve_progress_body(
    int degree, int direction, size_t count, const uint16_t *restrict start_offsets, uint64_t now,
    double alpha, double scale, double last, uint32_t reverse_bit, float *restrict progress) {
    const float unanswered = __builtin_nanf("");
    for (size_t k = 0; k < count; k++) {
        uint64_t ticks = now - (uint64_t)start_offsets[k];
        // Exactly (double)ticks below 2^52, which `last` stays under; at least 2^52, negative or
        // NaN above, where the range test fails.
        union { uint64_t bits; double value; } time_bits = {.bits = 0x4330000000000000ull | ticks};
        double whole = time_bits.value - 0x1p52;
        // `alpha` of a tick later, for a presentation between ticks (0 on a tick: the same time).
        double time = whole + alpha;
        double position = time * scale;
        double rounded = position + 0x1p52;
        double biased = rounded - 0x1p52 > position ? rounded - 1.0 : rounded;
        double within = position - (biased - 0x1p52);
        double error = position * position_error;
        double low = within - error;
        double high = within + error;
        float fraction = (float)low;
        int vouched = (low > 0.0) & (high < 1.0) & (fraction == (float)high);
        union { double value; uint64_t bits; } cycle_bits = {.value = biased};
        int backwards = ((uint32_t)cycle_bits.bits & reverse_bit) != 0;
        float t = backwards ? 1.0f - fraction : fraction;
        int in_range = (whole >= 1.0) & (whole <= last);
        // The curve sees 0.5 where `t` lies outside 0...1 (or is NaN): its value is not used.
        float below = t < 1.0f ? t : 0.5f;
        float value = curve_at(t > 0.0f ? below : 0.5f, degree, direction);
        float upper = t < 1.0f ? value : 1.0f;
        float curved = t > 0.0f ? upper : 0.0f;
        float answered = vouched ? curved : unanswered;
        progress[k] = in_range ? answered : unanswered;
    }
}

#define CURVE_PROGRESS_PARAMETERS                                                           \
    uint8_t curve, size_t count, const uint16_t *start_offsets, uint64_t now, double alpha, \
        double scale, double last, int reverses, float *progress

#define CURVE_CASE(code, degree, direction) \
    case code:                                                                                   \
        curve_progress_body(                                                                     \
            degree, direction, count, start_offsets, now, alpha, scale, last, reverses ? 1u : 0u, \
            progress);                                                                           \
        return;

/// The body with each curve's degree and direction as constants.
#define CURVE_PROGRESS_DISPATCH                                                 \
    switch (curve) {                                                            \
        CURVE_CASE(0, 1, 0)                                                     \
        CURVE_CASE(1, 2, 0) CURVE_CASE(2, 2, 1) CURVE_CASE(3, 2, 2)             \
        CURVE_CASE(4, 3, 0) CURVE_CASE(5, 3, 1) CURVE_CASE(6, 3, 2)             \
        CURVE_CASE(7, 4, 0) CURVE_CASE(8, 4, 1) CURVE_CASE(9, 4, 2)             \
        CURVE_CASE(10, 5, 0) CURVE_CASE(11, 5, 1) CURVE_CASE(12, 5, 2)          \
    default:                                                                    \
        for (size_t k = 0; k < count; k++) progress[k] = __builtin_nanf("");   \
    }

static void curve_progress_baseline(CURVE_PROGRESS_PARAMETERS) { CURVE_PROGRESS_DISPATCH }

#if TICK_KERNELS_X86
TARGET_AVX2 static void curve_progress_avx2(CURVE_PROGRESS_PARAMETERS) { CURVE_PROGRESS_DISPATCH }

TARGET_AVX512 static void curve_progress_avx512(CURVE_PROGRESS_PARAMETERS) { CURVE_PROGRESS_DISPATCH }
#endif

// MARK: - Runs

size_t tick_kernels_run_end(const uint32_t *indices, size_t from, size_t ceiling, uint32_t entry) {
    size_t end = from;
    // Eight entries a test: the loop over them becomes two or one vector comparisons.
    while (end + 8 <= ceiling) {
        uint32_t differs = 0;
        for (size_t i = 0; i < 8; i++) differs |= indices[end + i] ^ entry;
        if (differs != 0) break;
        end += 8;
    }
    while (end < ceiling && indices[end] == entry) end += 1;
    return end;
}

// MARK: - Choosing the set

/// The set in use; -1 until first asked.
static _Atomic int active_set = -1;

int tick_kernels_supports(int set) {
    switch (set) {
    case tick_kernels_baseline: return 1;
#if TICK_KERNELS_X86
    case tick_kernels_avx2:
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") != 0;
    case tick_kernels_avx512:
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("avx512f")
            && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq")
            && __builtin_cpu_supports("avx512bw");
#endif
    default: return 0;
    }
}

int tick_kernels_widest(void) {
    if (tick_kernels_supports(tick_kernels_avx512)) return tick_kernels_avx512;
    if (tick_kernels_supports(tick_kernels_avx2)) return tick_kernels_avx2;
    return tick_kernels_baseline;
}

int tick_kernels_active(void) {
    int set = atomic_load_explicit(&active_set, memory_order_relaxed);
    if (set >= 0) return set;
    set = tick_kernels_widest();
    atomic_store_explicit(&active_set, set, memory_order_relaxed);
    return set;
}

int tick_kernels_optimised(void) {
#ifdef __OPTIMIZE__
    return 1;
#else
    return 0;
#endif
}

int tick_kernels_use(int set) {
    if (!tick_kernels_supports(set)) return 0;
    atomic_store_explicit(&active_set, set, memory_order_relaxed);
    return 1;
}

// MARK: - Entry points

/// The curve kernel on the set in use.
static void curve_progress(CURVE_PROGRESS_PARAMETERS) {
    switch (tick_kernels_active()) {
#if TICK_KERNELS_X86
    case tick_kernels_avx512:
        curve_progress_avx512(curve, count, start_offsets, now, alpha, scale, last, reverses, progress);
        return;
    case tick_kernels_avx2:
        curve_progress_avx2(curve, count, start_offsets, now, alpha, scale, last, reverses, progress);
        return;
#endif
    default: curve_progress_baseline(curve, count, start_offsets, now, alpha, scale, last, reverses, progress);
    }
}

void tick_kernels_curve_progress(
    uint8_t curve, size_t count, const uint16_t *start_offsets, uint64_t now, double fraction_per_tick,
    uint64_t tick_count, int reverses, float *progress) {
    curve_progress(
        curve, count, start_offsets, now, 0.0, fraction_per_tick, (double)(int64_t)tick_count, reverses,
        progress);
}

void tick_kernels_curve_progress_between(
    uint8_t curve, size_t count, const uint16_t *start_offsets, uint64_t now, double alpha,
    double fraction_per_tick, uint64_t tick_count, int reverses, float *progress) {
    // Between two ticks both must be answered: the elapsed ticks lie in 1...tick_count − 1.
    curve_progress(
        curve, count, start_offsets, now, alpha, fraction_per_tick, (double)(int64_t)tick_count - 1.0,
        reverses, progress);
}

size_t tick_kernels_lerp_lanes(LERP_LANES_PARAMETERS) {
    switch (tick_kernels_active()) {
#if TICK_KERNELS_X86
    case tick_kernels_avx512:
        return lerp_lanes_avx512(count, lanes, records, record_stride, to_offset, values, value_stride, progress);
    case tick_kernels_avx2:
        return lerp_lanes_avx2(count, lanes, records, record_stride, to_offset, values, value_stride, progress);
#endif
    default:
        return lerp_lanes_baseline(count, lanes, records, record_stride, to_offset, values, value_stride, progress);
    }
}
