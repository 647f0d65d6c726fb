// Counts every heap allocation of the process by interposing the allocator entry points.
//
// The executable defines malloc & co.; the dynamic linker binds every library's calls to them
// (the Swift runtime's swift_slowAlloc included) to these definitions, which count and forward
// to glibc's own implementations (__libc_malloc & co., exported for exactly this purpose).
// No dlsym is needed, so there is no bootstrap recursion. Counters are relaxed atomics.

#include "CBaseline.h"

#include <errno.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static uint64_t allocation_count;
static uint64_t free_count;

static inline void count_allocation(void) {
    __atomic_fetch_add(&allocation_count, 1, __ATOMIC_RELAXED);
}

uint64_t cbaseline_allocation_count(void) {
    return __atomic_load_n(&allocation_count, __ATOMIC_RELAXED);
}

uint64_t cbaseline_free_count(void) { return __atomic_load_n(&free_count, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
    count_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_allocation();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_allocation();
    return __libc_realloc(pointer, size);
}

void *reallocarray(void *pointer, size_t count, size_t size) {
    size_t bytes;
    if (__builtin_mul_overflow(count, size, &bytes)) {
        errno = ENOMEM;
        return NULL;
    }
    count_allocation();
    return __libc_realloc(pointer, bytes);
}

void free(void *pointer) {
    if (pointer != NULL) __atomic_fetch_add(&free_count, 1, __ATOMIC_RELAXED);
    __libc_free(pointer);
}

static int is_valid_alignment(size_t alignment) {
    return alignment != 0 && (alignment & (alignment - 1)) == 0;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (!is_valid_alignment(alignment) || alignment % sizeof(void *) != 0) return EINVAL;
    count_allocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    if (!is_valid_alignment(alignment)) {
        errno = EINVAL;
        return NULL;
    }
    count_allocation();
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
    count_allocation();
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    count_allocation();
    return __libc_pvalloc(size);
}
