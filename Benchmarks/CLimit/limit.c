// The honest limit for section 1's work (see CLimit.h). In blocks of transitions: one
// branch-free pass works out their progress, then one pass per field their values, each pass
// 16 (AVX-512), 8 (AVX2) or 4 (SSE2) transitions to a vector instruction.

#include "CLimit.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

climit_soa climit_soa_create(size_t count) {
    climit_soa soa = {0};
    // Each array on its own page plus a different multiple of 128 bytes: arrays that start at
    // the same offset within a page make loads and stores alias (4K aliasing).
    size_t page = 4096;
    size_t stride = (count * sizeof(float) + page - 1) / page * page + page;
    size_t first = (count * sizeof(uint32_t) + page - 1) / page * page + page;
    unsigned char *block = aligned_alloc(page, first + 24 * stride);
    if (block == NULL) return soa;
    memset(block, 0, first + 24 * stride);
    soa.block = block;
    soa.start_tick = (uint32_t *)block;
    for (size_t k = 0; k < 24; k++) {
        float *array = (float *)(block + first + k * stride + (k + 1) * 128);
        if (k < 8) soa.from[k] = array;
        else if (k < 16) soa.to[k - 8] = array;
        else soa.value[k - 16] = array;
    }
    return soa;
}

void climit_soa_destroy(climit_soa *soa) {
    free(soa->block);
    *soa = (climit_soa){0};
}

void climit_soa_store(
    const climit_soa *soa, size_t index, uint32_t start_tick, const float from[8],
    const float to[8]) {
    soa->start_tick[index] = start_tick;
    for (int k = 0; k < 8; k++) {
        soa->from[k][index] = from[k];
        soa->to[k][index] = to[k];
        soa->value[k][index] = from[k];
    }
}

void climit_soa_value(const climit_soa *soa, size_t index, float out[8]) {
    for (int k = 0; k < 8; k++) out[k] = soa->value[k][index];
}

#if defined(__x86_64__) && defined(__clang__)
#define CLIMIT_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define CLIMIT_CLONES
#endif

/// Transitions handled per block: their progress stays in L1 between the two passes.
enum { block_size = 512 };

/// Progress of `n` transitions at `tick`: easeInOutCubic of (tick − start) / duration in single
/// precision, exactly 1 at or past the end; returns how many are there.
static inline uint32_t progress_block(
    float *restrict progress, const uint32_t *restrict start, size_t n, uint32_t tick,
    uint32_t duration_ticks, float per_tick) {
    uint32_t finished = 0;  // 32 bits wide, as the lanes: a 64-bit sum halves the vector width
    for (size_t i = 0; i < n; i++) {
        uint32_t elapsed = tick - start[i];
        int done = elapsed >= duration_ticks;
        float x = (float)(int32_t)elapsed * per_tick;
        float u = 2.0f - 2.0f * x;
        float p = x < 0.5f ? 4.0f * x * x * x : 1.0f - 0.5f * u * u * u;
        progress[i] = done ? 1.0f : p;
        finished += (uint32_t)done;
    }
    return finished;
}

/// One field of `n` transitions: `to` exactly at progress 1, else from + (to − from) · progress.
static inline void field_block(
    float *restrict value, const float *restrict from, const float *restrict to,
    const float *restrict progress, size_t n) {
    for (size_t i = 0; i < n; i++) {
        float p = progress[i];
        value[i] = p >= 1.0f ? to[i] : from[i] + (to[i] - from[i]) * p;
    }
}

/// Advances transitions `begin..<end`: ``climit_advance``'s work on part of the arrays.
CLIMIT_CLONES
static size_t advance_range(
    const climit_soa *soa, size_t begin, size_t end, uint32_t tick, uint32_t duration_ticks) {
    const float per_tick = 1.0f / (float)duration_ticks;
    float progress[block_size];
    size_t finished = 0;
    for (size_t first = begin; first < end; first += block_size) {
        size_t n = end - first < block_size ? end - first : block_size;
        finished += progress_block(
            progress, soa->start_tick + first, n, tick, duration_ticks, per_tick);
        for (int k = 0; k < 8; k++) {
            field_block(soa->value[k] + first, soa->from[k] + first, soa->to[k] + first, progress, n);
        }
    }
    return finished;
}

size_t climit_advance(const climit_soa *soa, size_t count, uint32_t tick, uint32_t duration_ticks) {
    return advance_range(soa, 0, count, tick, duration_ticks);
}

struct climit_worker {
    pthread_t thread;
    pthread_mutex_t mutex;
    pthread_cond_t wake, done;
    uint64_t generation;  // counts the jobs handed over
    int pending, stopping;
    // The job: the second half of one tick.
    const climit_soa *soa;
    size_t begin, end, finished;
    uint32_t tick, duration_ticks;
};

static void *worker_main(void *context) {
    climit_worker *worker = context;
    uint64_t seen = 0;
    pthread_mutex_lock(&worker->mutex);
    for (;;) {
        while (worker->generation == seen && !worker->stopping) {
            pthread_cond_wait(&worker->wake, &worker->mutex);
        }
        if (worker->stopping) break;
        seen = worker->generation;
        pthread_mutex_unlock(&worker->mutex);
        size_t finished = advance_range(
            worker->soa, worker->begin, worker->end, worker->tick, worker->duration_ticks);
        pthread_mutex_lock(&worker->mutex);
        worker->finished = finished;
        worker->pending = 0;
        pthread_cond_signal(&worker->done);
    }
    pthread_mutex_unlock(&worker->mutex);
    return NULL;
}

climit_worker *climit_worker_create(void) {
    climit_worker *worker = calloc(1, sizeof *worker);
    if (worker == NULL) return NULL;
    pthread_mutex_init(&worker->mutex, NULL);
    pthread_cond_init(&worker->wake, NULL);
    pthread_cond_init(&worker->done, NULL);
    if (pthread_create(&worker->thread, NULL, worker_main, worker) != 0) {
        pthread_cond_destroy(&worker->done);
        pthread_cond_destroy(&worker->wake);
        pthread_mutex_destroy(&worker->mutex);
        free(worker);
        return NULL;
    }
    return worker;
}

void climit_worker_destroy(climit_worker *worker) {
    if (worker == NULL) return;
    pthread_mutex_lock(&worker->mutex);
    worker->stopping = 1;
    pthread_cond_broadcast(&worker->wake);
    pthread_mutex_unlock(&worker->mutex);
    pthread_join(worker->thread, NULL);
    pthread_cond_destroy(&worker->done);
    pthread_cond_destroy(&worker->wake);
    pthread_mutex_destroy(&worker->mutex);
    free(worker);
}

size_t climit_advance_two_threads(
    climit_worker *worker, const climit_soa *soa, size_t count, uint32_t tick, uint32_t duration_ticks) {
    size_t half = (count / 2 + block_size - 1) / block_size * block_size;
    if (half > count) half = count;
    pthread_mutex_lock(&worker->mutex);
    worker->soa = soa;
    worker->begin = half;
    worker->end = count;
    worker->tick = tick;
    worker->duration_ticks = duration_ticks;
    worker->pending = 1;
    worker->generation += 1;
    pthread_cond_broadcast(&worker->wake);
    pthread_mutex_unlock(&worker->mutex);
    size_t finished = advance_range(soa, 0, half, tick, duration_ticks);
    pthread_mutex_lock(&worker->mutex);
    while (worker->pending) pthread_cond_wait(&worker->done, &worker->mutex);
    finished += worker->finished;
    pthread_mutex_unlock(&worker->mutex);
    return finished;
}

const char *climit_instruction_set(void) {
#if defined(__x86_64__) && defined(__clang__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f")) return "AVX-512";
    if (__builtin_cpu_supports("avx2")) return "AVX2";
    return "SSE2";
#elif defined(__aarch64__)
    return "NEON";
#else
    return "baseline";
#endif
}
