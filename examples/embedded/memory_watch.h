// High-water marks of the heap (the largest break malloc asked sbrk for) and the stack (the
// deepest painted word overwritten), printed over semihosting after a run; the allocations
// made and the heap bytes held, at any time.
#pragma once

#include <stddef.h>
#include <stdint.h>

// Allocations made so far (posix_memalign, through which Embedded Swift allocates).
uint32_t memory_watch_allocations(void);

// Heap bytes held now: the usable size of every block allocated and not freed.
size_t memory_watch_held(void);

// Paints the unused stack below the caller's frame; call first thing in main.
void memory_watch_start(void);

// Prints "heap high-water N B", "stack high-water N B" and "allocations N" to standard error.
void memory_watch_report(void);
