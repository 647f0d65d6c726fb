// The colour kernel (tick_kernels_color.h): color_mix_lanes.h compiled once per instruction set,
// 16 transitions a vector with AVX-512, 8 with AVX2, 4 on the baseline, the set chosen as for
// the other kernels. The vectors are clang's, so each width is written once; no multiply and
// add fuse.

#pragma STDC FP_CONTRACT OFF

#include "tick_kernels_color.h"

#include "tick_kernels.h"

#if defined(__x86_64__) && defined(__clang__)
#define COLOR_KERNELS_X86 1
#else
#define COLOR_KERNELS_X86 0
#endif

#define ALWAYS_INLINE static inline __attribute__((always_inline))

/// Four floats: one colour's opacity and roots, or one channel of four transitions.
typedef float color_quad __attribute__((ext_vector_type(4)));

/// The four floats at `address`, which need not be aligned.
ALWAYS_INLINE color_quad color_load(const float *address) {
    color_quad quad;
    __builtin_memcpy(&quad, address, sizeof quad);
    return quad;
}

/// Stores `quad` at `address`, which need not be aligned.
ALWAYS_INLINE void color_store(float *address, color_quad quad) { __builtin_memcpy(address, &quad, sizeof quad); }

/// Four colours' (opacity, l, m, s) turned into four lanes of each.
ALWAYS_INLINE void color_transpose(
    const color_quad rows[4], color_quad *opacity, color_quad *l, color_quad *m, color_quad *s) {
    color_quad low01 = __builtin_shufflevector(rows[0], rows[1], 0, 4, 1, 5);
    color_quad low23 = __builtin_shufflevector(rows[2], rows[3], 0, 4, 1, 5);
    color_quad high01 = __builtin_shufflevector(rows[0], rows[1], 2, 6, 3, 7);
    color_quad high23 = __builtin_shufflevector(rows[2], rows[3], 2, 6, 3, 7);
    *opacity = __builtin_shufflevector(low01, low23, 0, 1, 4, 5);
    *l = __builtin_shufflevector(low01, low23, 2, 3, 6, 7);
    *m = __builtin_shufflevector(high01, high23, 0, 1, 4, 5);
    *s = __builtin_shufflevector(high01, high23, 2, 3, 6, 7);
}

/// Four lanes of four channels turned into four transitions' (a, b, c, d).
ALWAYS_INLINE void color_transpose_back(color_quad a, color_quad b, color_quad c, color_quad d, color_quad rows[4]) {
    color_quad low_ab = __builtin_shufflevector(a, b, 0, 4, 1, 5);
    color_quad low_cd = __builtin_shufflevector(c, d, 0, 4, 1, 5);
    color_quad high_ab = __builtin_shufflevector(a, b, 2, 6, 3, 7);
    color_quad high_cd = __builtin_shufflevector(c, d, 2, 6, 3, 7);
    rows[0] = __builtin_shufflevector(low_ab, low_cd, 0, 1, 4, 5);
    rows[1] = __builtin_shufflevector(low_ab, low_cd, 2, 3, 6, 7);
    rows[2] = __builtin_shufflevector(high_ab, high_cd, 0, 1, 4, 5);
    rows[3] = __builtin_shufflevector(high_ab, high_cd, 2, 3, 6, 7);
}

#define COLOR_LANES 4
#define COLOR_SUFFIX baseline
#define COLOR_TARGET
#include "color_mix_lanes.h"
#undef COLOR_LANES
#undef COLOR_SUFFIX
#undef COLOR_TARGET

#if COLOR_KERNELS_X86
#define COLOR_LANES 8
#define COLOR_SUFFIX avx2
#define COLOR_TARGET __attribute__((target("avx2")))
#include "color_mix_lanes.h"
#undef COLOR_LANES
#undef COLOR_SUFFIX
#undef COLOR_TARGET

#define COLOR_LANES 16
#define COLOR_SUFFIX avx512
#define COLOR_TARGET __attribute__((target("avx2,avx512f,avx512vl,avx512dq,avx512bw")))
#include "color_mix_lanes.h"
#undef COLOR_LANES
#undef COLOR_SUFFIX
#undef COLOR_TARGET
#endif

size_t tick_kernels_color_mix(
    size_t count, const float *starts, const float *ends, size_t stride, const float *progress, float *values,
    uint32_t *left) {
    switch (tick_kernels_active()) {
#if COLOR_KERNELS_X86
    case tick_kernels_avx512: return color_mix_avx512(count, starts, ends, stride, progress, values, left);
    case tick_kernels_avx2: return color_mix_avx2(count, starts, ends, stride, progress, values, left);
#endif
    default: return color_mix_baseline(count, starts, ends, stride, progress, values, left);
    }
}
