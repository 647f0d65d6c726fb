#include "CBaseline.h"
uint64_t cbaseline_allocation_count(void) { return 0; }
