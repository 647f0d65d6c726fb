// The Unicode tables of Swift's standard library are C++ whose exception tables name the ARM
// personality routine. Nothing in the image throws or unwinds (Embedded Swift traps instead), so
// the routine is never called: defined here, it keeps libgcc's unwinder (and the .ARM.exidx
// bounds it needs, which picolibc's linker script does not give) out of the image.
void __aeabi_unwind_cpp_pr0(void);

void __aeabi_unwind_cpp_pr0(void) { __builtin_trap(); }
