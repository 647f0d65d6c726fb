// Heap: the image links with --wrap=sbrk, so every sbrk of malloc's passes here, and with
// --wrap=posix_memalign,--wrap=free, the only allocator calls of Embedded Swift's runtime, so
// that allocations are counted, the bytes held known, and running out of memory reported (exit
// status 3) rather than trapped on. Stack: the words between the stack's
// floor and the running frame are painted, and the report finds the lowest one overwritten.
#include "memory_watch.h"

#include <malloc.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

extern char __heap_start[], __heap_end[], __stack[];  // from the linker script
void *__real_sbrk(ptrdiff_t increment);
int __real_posix_memalign(void **memory, size_t alignment, size_t size);
void __real_free(void *memory);
void *__wrap_sbrk(ptrdiff_t increment);
int __wrap_posix_memalign(void **memory, size_t alignment, size_t size);
void __wrap_free(void *memory);

static uintptr_t heap_top;
static uint32_t allocations;
static size_t held;
static const uint32_t paint = 0x5ca1ab1eu;

void *__wrap_sbrk(ptrdiff_t increment) {
    char *old = __real_sbrk(increment);
    if (old != (char *)-1 && (uintptr_t)(old + increment) > heap_top) {
        heap_top = (uintptr_t)(old + increment);
    }
    return old;
}

int __wrap_posix_memalign(void **memory, size_t alignment, size_t size) {
    int status = __real_posix_memalign(memory, alignment, size);
    if (status != 0) {
        // Embedded Swift would trap (a hard fault): say what ran out instead.
        fprintf(stderr, "out of memory: %lu B asked for with %lu B held (heap high-water %lu B)\n",
                (unsigned long)size, (unsigned long)held,
                (unsigned long)(heap_top ? heap_top - (uintptr_t)__heap_start : 0));
        exit(3);
    }
    allocations++;
    held += malloc_usable_size(*memory);
    return status;
}

void __wrap_free(void *memory) {
    if (memory != NULL) held -= malloc_usable_size(memory);
    __real_free(memory);
}

uint32_t memory_watch_allocations(void) { return allocations; }

size_t memory_watch_held(void) { return held; }

void memory_watch_start(void) {
    uint32_t *word = (uint32_t *)__heap_end;
    uint32_t *frame = (uint32_t *)__builtin_frame_address(0) - 64;  // well below this frame
    while (word < frame) *word++ = paint;
}

void memory_watch_report(void) {
    const uint32_t *word = (const uint32_t *)__heap_end;
    while (word < (const uint32_t *)__stack && *word == paint) word++;
    unsigned long heap = heap_top ? (unsigned long)(heap_top - (uintptr_t)__heap_start) : 0;
    fprintf(stderr, "heap high-water %lu B\n", heap);
    fprintf(stderr, "stack high-water %lu B\n", (unsigned long)((uintptr_t)__stack - (uintptr_t)word));
    fprintf(stderr, "allocations %lu\n", (unsigned long)allocations);
}
