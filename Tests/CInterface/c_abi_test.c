// The C interface's compatibility rules from C: the version, the sized structs (a struct from
// an older header, shorter than the library's, and one from a newer header, longer), the
// documented edges of events, and out parameters left alone on failure. Built and run by
// scripts/c-interface, also under AddressSanitizer: the older structs live in heap blocks of
// exactly their size, so a read or write past them is reported. Exits non-zero on the first
// failed check.
#include "transitionable.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks.h"

// tr_animation as a header one version older would declare it, if `repeat_count` and
// `autoreverses` had been added in the next: the fields up to `speed`, 104 bytes. A program
// built against that header passes this struct, with this size, to today's library.
typedef struct older_animation {
    uint32_t size;
    tr_timing timing;
    tr_curve curve;
    double duration;
    double bezier[4];
    int32_t steps;
    tr_step_jump step_jump;
    double response;
    double damping_fraction;
    double bounce;
    double delay;
    double speed;
} older_animation;

// tr_event as a header one version older would declare it, if `tick` had been added in the
// next: 24 bytes.
typedef struct older_event {
    tr_entity entity;
    tr_component type;
    tr_event_kind kind;
    bool is_environment;
} older_event;

// tr_animation as a header one version newer would declare it: today's fields, then 16 bytes
// of fields this library does not know.
typedef struct newer_animation {
    tr_animation known;
    unsigned char unknown[16];
} newer_animation;

// `newer` as tr_animation_curve(curve, duration) sets it, the unknown fields zero (their defaults).
static void newer_curve(newer_animation *newer, tr_curve curve, double duration) {
    memset(newer, 0, sizeof *newer);
    newer->known = tr_animation_curve(curve, duration);
    newer->known.size = sizeof *newer;
}

static tr_component position_type;

// A world with one entity at 0 and the entity.
static tr_world *world_with_entity(tr_entity *entity) {
    tr_world *world = NULL;
    const float zero = 0;
    OK(tr_world_create(60, &world));
    OK(tr_spawn(world, entity));
    OK(tr_set(world, *entity, position_type, &zero, 1));
    return world;
}

// The value at every tick of 120 while `entity` moves to 10 under `animation`.
static void trace(const tr_animation *animation, float out[120]) {
    tr_entity entity;
    tr_world *world = world_with_entity(&entity);
    const float target = 10;
    OK(tr_animate(world, entity, position_type, &target, 1, animation));
    for (int tick = 0; tick < 120; tick++) {
        OK(tr_world_step(world, 1));
        OK(tr_get(world, entity, position_type, &out[tick], 1));
    }
    tr_world_destroy(world);
}

static void test_version(void) {
    CHECK(tr_version() == TR_VERSION);
    CHECK(tr_version() / 10000 == TR_VERSION_MAJOR);
    CHECK(TR_VERSION == TR_VERSION_MAJOR * 10000 + TR_VERSION_MINOR * 100 + TR_VERSION_PATCH);
}

static void test_older_animation(void) {
    CHECK(sizeof(older_animation) == 104);
    CHECK(offsetof(tr_animation, repeat_count) == sizeof(older_animation));

    // Today's descriptor: once, no reversal; and one that repeats reversed.
    tr_animation once = tr_animation_curve(TR_CURVE_EASE_IN_OUT_CUBIC, 0.5);
    tr_animation repeated = once;
    repeated.repeat_count = 3;
    repeated.autoreverses = true;

    // The older program's struct, alone in a block of its size: the library may read nothing
    // past it (AddressSanitizer reports it if it does), and gives the fields it lacks their
    // defaults: once, no reversal.
    older_animation *older = malloc(sizeof *older);
    CHECK(older != NULL);
    memcpy(older, &repeated, sizeof *older);
    older->size = sizeof *older;

    float from_older[120], from_once[120], from_repeated[120];
    trace((const tr_animation *)older, from_older);
    trace(&once, from_once);
    trace(&repeated, from_repeated);
    CHECK(memcmp(from_older, from_once, sizeof from_older) == 0);
    CHECK(memcmp(from_older, from_repeated, sizeof from_older) != 0);
    CHECK(from_older[119] == 10);
    free(older);

    // Sizes that reach no field past `size`, or that no version reaches: refused.
    tr_entity entity;
    tr_world *world = world_with_entity(&entity);
    const float target = 10;
    tr_animation bad = once;
    bad.size = 0;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_animate(world, entity, position_type, &target, 1, &bad));
    bad.size = 4;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_animate(world, entity, position_type, &target, 1, &bad));
    bad.size = 0xFFFFFFFFu;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_animate(world, entity, position_type, &target, 1, &bad));
    bool animating = true;
    OK(tr_is_animating(world, entity, position_type, &animating));
    CHECK(!animating);
    tr_world_destroy(world);
}

static void test_newer_animation(void) {
    // A newer program's struct: today's fields, then 16 bytes of fields this library does not
    // know. Left at zero (their defaults), it plays as today's; set, it is refused.
    newer_animation newer;
    newer_curve(&newer, TR_CURVE_EASE_OUT_BACK, 1);
    float from_newer[120], from_today[120];
    trace(&newer.known, from_newer);
    tr_animation today = tr_animation_curve(TR_CURVE_EASE_OUT_BACK, 1);
    trace(&today, from_today);
    CHECK(memcmp(from_newer, from_today, sizeof from_newer) == 0);

    newer.unknown[15] = 1;
    tr_entity entity;
    tr_world *world = world_with_entity(&entity);
    const float target = 10;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_animate(world, entity, position_type, &target, 1, &newer.known));
    tr_world_destroy(world);
}

// One descriptor passed again and again to one world, as a loop over entities passes it: a
// field changed between calls, a newer struct's unknown byte set between calls, and padding
// bytes that differ are each seen (the library keeps the last descriptor it converted).
static void test_reused_animation(void) {
    tr_world *world = NULL;
    OK(tr_world_create(60, &world));
    tr_entity entities[3];
    const float zero = 0, target = 10;
    for (int index = 0; index < 3; index++) {
        OK(tr_spawn(world, &entities[index]));
        OK(tr_set(world, entities[index], position_type, &zero, 1));
    }

    // The same variable, its duration changed between two calls: the second entity takes 1 s.
    tr_animation animation = tr_animation_curve(TR_CURVE_LINEAR, 0.5);
    OK(tr_animate(world, entities[0], position_type, &target, 1, &animation));
    animation.duration = 1;
    OK(tr_animate(world, entities[1], position_type, &target, 1, &animation));

    // Bytes of padding set (after `curve`, before the 8-aligned `duration`): the same
    // descriptor, played the same as without them.
    tr_animation padded = animation;
    size_t padding = offsetof(tr_animation, curve) + sizeof(tr_curve);
    CHECK(padding < offsetof(tr_animation, duration));
    ((unsigned char *)&padded)[padding] = 0x5A;
    OK(tr_animate(world, entities[2], position_type, &target, 1, &padded));

    OK(tr_world_step(world, 45));
    float values[3];
    for (int index = 0; index < 3; index++) OK(tr_get(world, entities[index], position_type, &values[index], 1));
    CHECK(values[0] == 10);
    CHECK(values[1] > 0 && values[1] < 10);
    CHECK(values[2] == values[1]);

    // A newer program's struct (a descriptor not seen before) accepted with its unknown bytes
    // zero, then refused once one is set, though every byte the library knows is as before.
    newer_animation newer;
    newer_curve(&newer, TR_CURVE_EASE_OUT_QUAD, 2);
    OK(tr_animate(world, entities[0], position_type, &zero, 1, &newer.known));
    newer.unknown[3] = 1;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_animate(world, entities[0], position_type, &target, 1, &newer.known));
    tr_world_destroy(world);
}

static void test_older_event(void) {
    CHECK(sizeof(older_event) == 24);
    CHECK(offsetof(tr_event, tick) == sizeof(older_event));

    // Two equal worlds: one drained with today's events, one with the older program's.
    tr_entity entities[2];
    tr_world *worlds[2];
    const float target = 10;
    tr_animation animation = tr_animation_curve(TR_CURVE_LINEAR, 0.05);
    for (int index = 0; index < 2; index++) {
        worlds[index] = world_with_entity(&entities[index]);
        OK(tr_animate(worlds[index], entities[index], position_type, &target, 1, &animation));
        OK(tr_world_step(worlds[index], 10));
    }
    tr_event today[4];
    uint64_t today_count = 0, older_count = 0;
    OK(tr_events_drain(worlds[0], today, sizeof(tr_event), 4, &today_count, NULL));
    CHECK(today_count == 1 && today[0].kind == TR_EVENT_FINISHED);

    // Room for 4 older events and a guard after them; exactly that much in one heap block.
    const size_t room = 4 * sizeof(older_event) + 8;
    unsigned char *block = malloc(room);
    CHECK(block != NULL);
    memset(block, 0xA5, room);
    OK(tr_events_drain(worlds[1], (tr_event *)block, sizeof(older_event), 4, &older_count, NULL));
    CHECK(older_count == 1);
    older_event first;
    memcpy(&first, block, sizeof first);
    CHECK(first.entity == entities[1] && first.type == position_type);
    CHECK(first.kind == TR_EVENT_FINISHED && !first.is_environment);
    for (size_t offset = sizeof(older_event); offset < room; offset++) CHECK(block[offset] == 0xA5);
    free(block);

    // Event sizes that are not a multiple of 8, or reach no field: refused, nothing drained.
    tr_event events[4];
    OK(tr_animate(worlds[0], entities[0], position_type, &(float){0}, 1, &animation));
    OK(tr_world_step(worlds[0], 10));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_events_drain(worlds[0], events, 12, 4, &today_count, NULL));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_events_drain(worlds[0], events, 0, 4, &today_count, NULL));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_events_drain(worlds[0], events, 8192, 4, &today_count, NULL));
    OK(tr_events_drain(worlds[0], events, sizeof(tr_event), 4, &today_count, NULL));
    CHECK(today_count == 1);
    for (int index = 0; index < 2; index++) tr_world_destroy(worlds[index]);
}

static void test_frame_sizes(void) {
    tr_world *world = NULL;
    OK(tr_world_create(100, &world));
    uint64_t tick = 0;

    // No size: refused before the clock moves.
    tr_frame frame = TR_FRAME_INIT;
    OK(tr_world_frame(world, 0, &frame));
    frame.size = 0;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_world_frame(world, 50000000, &frame));
    OK(tr_world_tick(world, &tick));
    CHECK(tick == 0);

    // An older program's frame that ends after `alpha`: written up to there, the rest left.
    const size_t older_size = offsetof(tr_frame, dropped_nanoseconds);
    unsigned char *block = malloc(older_size + 8);
    CHECK(block != NULL);
    memset(block, 0xA5, older_size + 8);
    const uint32_t size = (uint32_t)older_size;
    memcpy(block, &size, sizeof size);
    OK(tr_world_frame(world, 50000000, (tr_frame *)block));
    uint32_t ticks = 0;
    memcpy(&ticks, block + offsetof(tr_frame, ticks), sizeof ticks);
    CHECK(ticks == 5);
    for (size_t offset = older_size; offset < older_size + 8; offset++) CHECK(block[offset] == 0xA5);
    free(block);
    tr_world_destroy(world);
}

static void test_edges(void) {
    // A failed create leaves *out_world as it was.
    tr_world *untouched = (tr_world *)&checks;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_world_create(0, &untouched));
    CHECK(untouched == (tr_world *)&checks);

    tr_world *world = NULL;
    OK(tr_world_create(60, &world));
    tr_entity entity;
    OK(tr_spawn(world, &entity));
    OK(tr_world_step(world, 7));
    const float target = 10;
    tr_animation animation = tr_animation_curve(TR_CURVE_LINEAR, 1);

    // The first tr_animate on an entity without the component sets it and raises nothing.
    OK(tr_animate(world, entity, position_type, &target, 1, &animation));
    OK(tr_world_step(world, 1));
    tr_event events[4];
    uint64_t count = 99;
    OK(tr_events_drain(world, events, sizeof(tr_event), 4, &count, NULL));
    CHECK(count == 0);
    float value = 0;
    OK(tr_get(world, entity, position_type, &value, 1));
    CHECK(value == 10);

    // A retarget between ticks 8 and 9 is an event of tick 9, queued with tick 9's.
    const float back = 0;
    OK(tr_animate(world, entity, position_type, &back, 1, &animation));
    OK(tr_animate(world, entity, position_type, &target, 1, &animation));
    OK(tr_events_drain(world, events, sizeof(tr_event), 4, &count, NULL));
    CHECK(count == 0);
    OK(tr_world_step(world, 1));
    OK(tr_events_drain(world, events, sizeof(tr_event), 4, &count, NULL));
    CHECK(count == 1);
    CHECK(events[0].kind == TR_EVENT_RETARGETED && events[0].tick == 9 && events[0].entity == entity);

    // A failed read leaves the caller's floats as they were.
    float kept = -1;
    EXPECT(TR_ERROR_STALE_ENTITY, tr_get(world, TR_ENTITY_NONE, position_type, &kept, 1));
    CHECK(kept == -1);
    tr_world_destroy(world);
}

int main(void) {
    OK(tr_component_register("abi position", 1, NULL, NULL, &position_type));
    test_version();
    test_older_animation();
    test_newer_animation();
    test_reused_animation();
    test_older_event();
    test_frame_sizes();
    test_edges();
    printf("c_abi_test: %d checks passed (library %u, header %d)\n", checks, tr_version(), TR_VERSION);
    return 0;
}
