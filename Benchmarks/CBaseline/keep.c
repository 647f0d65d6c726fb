#include "CBaseline.h"

void cbaseline_keep(const void *pointer) { __asm__ volatile("" : : "r"(pointer) : "memory"); }
