// Section 11 of transition-bench: what a C game does every frame through the C interface,
// written in C so that the calls cross the boundary as a C game's do.
#ifndef CINTERFACE_BENCH_H
#define CINTERFACE_BENCH_H

#include "transitionable.h"

/// `tr_animate` for each of `count` entities, entity i to the `float_count` floats at
/// `targets + i * float_count`. Returns the number of calls that did not return TR_OK.
uint64_t cinterface_animate(tr_world *world, const tr_entity *entities, uint64_t count, tr_component type,
                            const float *targets, uint32_t float_count, const tr_animation *animation);

/// `tr_presented_all` into the caller's buffers; returns the number of entities written, or 0
/// on an error.
uint64_t cinterface_read(const tr_world *world, tr_component type, double alpha, tr_entity *entities,
                         float *values, uint64_t capacity);

#endif
