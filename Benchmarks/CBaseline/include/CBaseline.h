#ifndef CBASELINE_H
#define CBASELINE_H
#include <stdint.h>
/// Number of malloc/calloc/realloc calls so far in this process (counted by interposition).
uint64_t cbaseline_allocation_count(void);
#endif
