// High-water marks of the heap (the largest break malloc asked sbrk for) and the stack (the
// deepest painted word overwritten), printed over semihosting after a run.
#pragma once

// Paints the unused stack below the caller's frame; call first thing in main.
void memory_watch_start(void);

// Prints "heap high-water N B" and "stack high-water N B" to standard error.
void memory_watch_report(void);
