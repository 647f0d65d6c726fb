// Heap: the image links with --wrap=sbrk, so every sbrk of malloc's passes here. Stack: the
// words between the stack's floor and the running frame are painted, and the report finds
// the lowest one overwritten.
#include "memory_watch.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

extern char __heap_start[], __heap_end[], __stack[];  // from the linker script
void *__real_sbrk(ptrdiff_t increment);

static uintptr_t heap_top;
static const uint32_t paint = 0x5ca1ab1eu;

void *__wrap_sbrk(ptrdiff_t increment) {
    char *old = __real_sbrk(increment);
    if (old != (char *)-1 && (uintptr_t)(old + increment) > heap_top) {
        heap_top = (uintptr_t)(old + increment);
    }
    return old;
}

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
}
