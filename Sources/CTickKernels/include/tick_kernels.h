#ifndef TICK_KERNELS_H
#define TICK_KERNELS_H

// The engine's tick kernels: loops over many transitions at once, each built for several
// instruction sets and chosen at run time, every one giving the same bits (no fused
// multiply-add, no reordering: each lane computes exactly what the Swift code computes).

#include <stddef.h>
#include <stdint.h>

/// The instruction sets the kernels are built for, narrowest first.
enum {
    tick_kernels_baseline = 0,  // what the target builds for by default (SSE2 on x86-64, NEON on arm64)
    tick_kernels_avx2 = 1,      // x86-64 with AVX2
    tick_kernels_avx512 = 2     // x86-64 with AVX-512 F, VL, DQ and BW
};

/// Whether this processor runs the kernels built for `set` (the baseline always).
int tick_kernels_supports(int set);

/// The widest set this processor runs.
int tick_kernels_widest(void);

/// The set the kernels run now: the widest until ``tick_kernels_use`` chose another.
int tick_kernels_active(void);

/// Makes the kernels run `set` from now on; returns 0, changing nothing, for a set this
/// processor does not run or that does not exist, else 1.
int tick_kernels_use(int set);

/// 1 when the kernels were compiled with optimisation, so that each set's code is its own
/// vector code; 0 when unoptimised (every set then runs the same scalar loops).
int tick_kernels_optimised(void);

/// Interpolates `count` values of `lanes` floats each: for every `k` whose `progress[k]` is not
/// NaN, lane `i` of value `k` becomes `from + (to − from) · progress[k]`, `from` being lane `i`
/// of `records + k · record_stride` and `to` lane `i` of the same record `to_offset` floats on;
/// values `k` with a NaN progress are left as they are. Strides and offsets count floats.
/// Returns how many progresses were NaN.
size_t tick_kernels_lerp_lanes(
    size_t count, size_t lanes, const float *records, size_t record_stride, size_t to_offset,
    float *values, size_t value_stride, const float *progress);

/// The progress of `count` transitions under one curve at tick `now`, transition `k` having
/// started `start_offsets[k]` ticks after the same base `now` counts from, exactly as the Swift
/// tick sampler's run computes it: `progress[k]` is the curve at the elapsed ticks times
/// `fraction_per_tick` in cycles (every other cycle backwards when `reverses` is not 0), or NaN
/// where the elapsed ticks lie outside `1...tick_count` or the cycle or the fraction in it
/// cannot be vouched for in single precision. `curve` is 0 for linear, 1 to 12 for the
/// polynomial Penner curves (quad, cubic, quart, quint, each in, out and in-out in that order);
/// any other value gives NaN everywhere.
void tick_kernels_curve_progress(
    uint8_t curve, size_t count, const uint16_t *start_offsets, uint64_t now, double fraction_per_tick,
    uint64_t tick_count, int reverses, float *progress);

/// ``tick_kernels_curve_progress`` `alpha` (in 0...1) of a tick after `now`, for a presentation
/// between two ticks, as the Swift sampler's `sample(ticks:alpha:)` computes it: NaN also where
/// the elapsed ticks are `tick_count`, whose next tick may finish the animation.
void tick_kernels_curve_progress_between(
    uint8_t curve, size_t count, const uint16_t *start_offsets, uint64_t now, double alpha,
    double fraction_per_tick, uint64_t tick_count, int reverses, float *progress);

/// The first index from `from` up to `ceiling` whose `indices` entry is not `entry`, or
/// `ceiling`: where a run of transitions sharing one animation ends.
size_t tick_kernels_run_end(const uint32_t *indices, size_t from, size_t ceiling, uint32_t entry);

#endif
