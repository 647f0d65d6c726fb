#ifndef CLIMIT_H
#define CLIMIT_H

// The fastest honest C loop for section 1's work, which transition-bench prints the engine's
// ratio to: a structure of arrays, time in single precision from a 32-bit start tick, written
// so that the compiler vectorises it across transitions (-O3; on x86-64 an AVX-512 and an AVX2
// copy, the widest the processor has chosen at load time).

#include <stddef.h>
#include <stdint.h>

/// The transitions as a structure of arrays: one array per field, `count` long each.
typedef struct {
    void *block;  // the one allocation holding every array
    uint32_t *start_tick;  // ticks since the epoch the caller chose
    float *from[8];
    float *to[8];
    float *value[8];
} climit_soa;

/// Allocates a structure of arrays for `count` transitions (zeroed) in one block, the arrays
/// placed at different offsets within a page; NULL pointers on failure.
climit_soa climit_soa_create(size_t count);

/// Frees what ``climit_soa_create`` allocated.
void climit_soa_destroy(climit_soa *soa);

/// Stores transition `index`: its start tick since the epoch and its eight-float endpoints.
void climit_soa_store(
    const climit_soa *soa, size_t index, uint32_t start_tick, const float from[8],
    const float to[8]);

/// Reads the eight presented floats of transition `index` into `out`.
void climit_soa_value(const climit_soa *soa, size_t index, float out[8]);

/// Advances `count` transitions to `tick` (since the epoch): t = (tick − start) · (1 / duration)
/// in single precision, progress = easeInOutCubic(t) in single precision, value = from + (to −
/// from) · progress; a transition at or past its end presents `to` exactly. Returns how many
/// have ended. `count` is below 2³².
size_t climit_advance(const climit_soa *soa, size_t count, uint32_t tick, uint32_t duration_ticks);

/// A second thread for ``climit_advance_two_threads``, made once, waiting between ticks on a
/// mutex and condition variables (the engine's `TickWorkers` mechanism).
typedef struct climit_worker climit_worker;

/// Starts the second thread; NULL when the system gives none.
climit_worker *climit_worker_create(void);

/// Stops and joins the second thread, and frees it.
void climit_worker_destroy(climit_worker *worker);

/// ``climit_advance`` with the transitions cut in two halves (at a block boundary), the second
/// advanced on `worker`'s thread while the caller advances the first; returns when both are
/// done, with how many have ended.
size_t climit_advance_two_threads(
    climit_worker *worker, const climit_soa *soa, size_t count, uint32_t tick, uint32_t duration_ticks);

/// The instruction set of the copy of ``climit_advance`` that runs on this machine: "AVX-512"
/// (AVX-512 F), "AVX2", "SSE2", or "NEON" on arm64.
const char *climit_instruction_set(void);

#endif
