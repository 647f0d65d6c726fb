#ifndef TICK_KERNELS_COLOR_H
#define TICK_KERNELS_COLOR_H

// The colour kernel: a run of `Color` transitions mixed in OKLab many at a time, on the
// instruction set `tick_kernels_active` names, every set giving the bits Swift's
// `Color.transition(to:progress:)` gives one by one.

#include <stddef.h>
#include <stdint.h>

/// Mixes `count` colour transitions as `Color.transition(to:progress:)` does, bit for bit.
/// A colour is eight floats, its stored red, green, blue, opacity, then its LMS cube roots
/// and a 1; transition `k` goes from the colour at `starts + k · stride` to the one at
/// `ends + k · stride` (`stride` counting floats) by `progress[k]`, and its colour is written
/// to `values + 8 · k`. Only the transitions the fast path mixes are written: those at a
/// progress of 0 or 1 or not finite, those whose mix is fully transparent and those whose
/// roots lie beyond the fast conversion are left as they are, their indices written to
/// `left` (room for `count`) in ascending order. Returns how many were left.
size_t tick_kernels_color_mix(
    size_t count, const float *starts, const float *ends, size_t stride, const float *progress, float *values,
    uint32_t *left);

#endif
