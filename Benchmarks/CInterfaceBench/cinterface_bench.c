#include "cinterface_bench.h"

uint64_t cinterface_animate(tr_world *world, const tr_entity *entities, uint64_t count, tr_component type,
                            const float *targets, uint32_t float_count, const tr_animation *animation) {
    uint64_t failures = 0;
    for (uint64_t i = 0; i < count; i++) {
        failures += tr_animate(world, entities[i], type, targets + i * float_count, float_count, animation) != TR_OK;
    }
    return failures;
}

uint64_t cinterface_read(const tr_world *world, tr_component type, double alpha, tr_entity *entities,
                         float *values, uint64_t capacity) {
    uint64_t count = 0;
    return tr_presented_all(world, type, alpha, entities, values, capacity, &count) == TR_OK ? count : 0;
}
