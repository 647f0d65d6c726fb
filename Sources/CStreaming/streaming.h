#ifndef CSTREAMING_H
#define CSTREAMING_H

// Stores that bypass the cache, for the engine's tick over storages larger than the caches:
// a value written this way costs no read of its old cache line first. Header-only, so that
// Swift inlines the calls.

#include <stddef.h>
#include <stdint.h>

/// Copies `bytes` bytes from `source` to `destination`, which do not overlap, with
/// non-temporal stores where the processor has them (x86-64 and 64-bit Arm) and
/// `destination` is 8-byte aligned; with `memcpy` otherwise. Other threads see the bytes
/// only after ``cstreaming_fence``.
static inline void cstreaming_copy(void *restrict destination, const void *restrict source, size_t bytes) {
#if defined(__x86_64__) || defined(__aarch64__)
    if (((uintptr_t)destination & 7) == 0) {
        uint64_t *words = (uint64_t *)destination;
        const unsigned char *from = (const unsigned char *)source;
        size_t count = bytes / 8;
        for (size_t k = 0; k < count; k++) {
            uint64_t word;
            __builtin_memcpy(&word, from + 8 * k, 8);
            __builtin_nontemporal_store(word, words + k);
        }
        __builtin_memcpy((unsigned char *)destination + 8 * count, from + 8 * count, bytes - 8 * count);
        return;
    }
#endif
    __builtin_memcpy(destination, source, bytes);
}

/// Orders the non-temporal stores made so far before any later store of this thread, so that
/// a thread that synchronises with this one afterwards sees them.
static inline void cstreaming_fence(void) {
#if defined(__x86_64__)
    __builtin_ia32_sfence();
#elif defined(__aarch64__)
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}

#endif
