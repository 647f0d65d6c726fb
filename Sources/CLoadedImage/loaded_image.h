// Where a code address lies in the loaded image (executable or shared library) holding it: the
// offset is the same in every process of the same build, whatever address the image was loaded
// at. Header-only, for the Engine's stable names of environment key paths.
#ifndef LOADED_IMAGE_H
#define LOADED_IMAGE_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <stdint.h>

/// Writes `address`'s offset from the start of its image to `offset`; returns 0 when no loaded
/// image holds it.
static inline int loaded_image_offset(uintptr_t address, uintptr_t *offset) {
    Dl_info info;
    if (!dladdr((const void *)address, &info) || !info.dli_fbase) return 0;
    *offset = address - (uintptr_t)info.dli_fbase;
    return 1;
}

#endif
