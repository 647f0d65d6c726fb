#ifndef CBASELINE_H
#define CBASELINE_H

// The C side of the benchmarks: a malloc counter, a monotonic clock and an optimiser barrier,
// which BenchSupport wraps for both programs, and the plain C loops transition-bench compares the
// engine with (same data, same math, no ECS).

#include <stddef.h>
#include <stdint.h>

// MARK: - Allocation counter (malloc_counter.c)

/// Number of allocating calls (malloc, calloc, realloc, reallocarray, posix_memalign,
/// aligned_alloc, memalign, valloc, pvalloc) made so far by the whole process, Swift runtime
/// included: the executable interposes those functions and forwards them to glibc.
uint64_t cbaseline_allocation_count(void);

/// Number of `free` calls with a non-null pointer made so far by the whole process.
uint64_t cbaseline_free_count(void);

// MARK: - Clock (clock.c)

/// Monotonic time in nanoseconds (CLOCK_MONOTONIC), for timing runs.
uint64_t cbaseline_now_nanoseconds(void);

// MARK: - Optimiser barrier (keep.c)

/// Does nothing, out of the optimiser's sight: what `pointer` points to must exist.
void cbaseline_keep(const void *pointer);

// MARK: - Baseline loops (baseline.c)

/// Eight floats: a rectangle's frame and colour, the benchmark's component.
typedef struct {
    float x, y, w, h, r, g, b, a;
} cbaseline_rect;

/// One transition as an array-of-structs element: start tick, endpoints and presented value.
typedef struct {
    uint64_t start_tick;
    cbaseline_rect from;
    cbaseline_rect to;
    cbaseline_rect value;
} cbaseline_transition;

/// Advances `count` transitions stored as an array of structs to `tick`: for each,
/// t = (tick - start_tick) / duration_ticks, progress = easeInOutCubic(t), value = lerp(from, to,
/// progress); a transition at or past its end presents `to`. Returns how many have ended.
size_t cbaseline_advance_aos(
    cbaseline_transition *transitions, size_t count, uint64_t tick, uint64_t duration_ticks);

/// The same transitions as a structure of arrays: one array per field, `count` long each.
typedef struct {
    void *block;  // the one allocation holding every array
    uint64_t *start_tick;
    float *from_x, *from_y, *from_w, *from_h, *from_r, *from_g, *from_b, *from_a;
    float *to_x, *to_y, *to_w, *to_h, *to_r, *to_g, *to_b, *to_a;
    float *value_x, *value_y, *value_w, *value_h, *value_r, *value_g, *value_b, *value_a;
} cbaseline_soa;

/// Allocates a structure of arrays for `count` transitions (zeroed) in one block, the arrays
/// placed at different offsets within a page; NULL pointers on failure.
cbaseline_soa cbaseline_soa_create(size_t count);

/// Frees what ``cbaseline_soa_create`` allocated.
void cbaseline_soa_destroy(cbaseline_soa *soa);

/// Stores transition `index` into `soa`.
void cbaseline_soa_store(
    const cbaseline_soa *soa, size_t index, uint64_t start_tick, cbaseline_rect from,
    cbaseline_rect to);

/// Reads the presented value of transition `index`.
cbaseline_rect cbaseline_soa_value(const cbaseline_soa *soa, size_t index);

/// Advances `count` transitions stored as a structure of arrays; the same math as
/// ``cbaseline_advance_aos``. Returns how many have ended.
size_t cbaseline_advance_soa(
    const cbaseline_soa *soa, size_t count, uint64_t tick, uint64_t duration_ticks);

/// easeInOutCubic at `t`, evaluated as the engine's curve does: 0 for t <= 0 (and NaN), 1 for
/// t >= 1, the Penner polynomial in double precision in between, rounded to float.
float cbaseline_ease_in_out_cubic(float t);

#endif
