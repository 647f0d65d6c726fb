// The C interface from C: every function with bad arguments (each error code it documents), then
// what the calls do: animations to exact targets, discrete fields, springs, events, environment
// inheritance, bulk reads, the fixed-step loop, snapshots and determinism. Built and run by
// scripts/c-interface, also under AddressSanitizer. Exits non-zero on the first failed check.
#include "transitionable.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks.h"
static tr_component rect_type;   // x, y, width, height: interpolated
static tr_component label_type;  // size, weight interpolated; style discrete at 0.25
static tr_component tint_type;   // r, g, b, a: an environment value, default opaque white

static void test_registration(void) {
    const float white[4] = {1, 1, 1, 1};
    const tr_field label_fields[3] = {
        {TR_FIELD_INTERPOLATED, 0}, {TR_FIELD_INTERPOLATED, 0}, {TR_FIELD_DISCRETE, 0.25f}};
    tr_component type = 0;
    OK(tr_component_register("rect", 4, NULL, NULL, &rect_type));
    OK(tr_component_register("label", 3, label_fields, NULL, &label_type));
    OK(tr_component_register("tint", 4, NULL, white, &tint_type));
    CHECK(rect_type != 0 && label_type != 0 && tint_type != 0);
    CHECK(rect_type != label_type && label_type != tint_type && rect_type != tint_type);

    // The same registration again: the same handle. Another layout under the name: refused.
    OK(tr_component_register("rect", 4, NULL, NULL, &type));
    CHECK(type == rect_type);
    EXPECT(TR_ERROR_NAME_TAKEN, tr_component_register("rect", 5, NULL, NULL, &type));
    EXPECT(TR_ERROR_NAME_TAKEN, tr_component_register("tint", 4, NULL, NULL, &type));
    EXPECT(TR_ERROR_NAME_TAKEN, tr_component_register("label", 3, NULL, NULL, &type));

    // Bad arguments.
    char long_name[TR_MAX_NAME_LENGTH + 2];
    memset(long_name, 'n', sizeof long_name - 1);
    long_name[sizeof long_name - 1] = 0;
    const tr_field bad_mode[1] = {{(tr_field_mode)7, 0}};
    const tr_field nan_switch[1] = {{TR_FIELD_DISCRETE, NAN}};
    EXPECT(TR_ERROR_NULL_POINTER, tr_component_register(NULL, 4, NULL, NULL, &type));
    EXPECT(TR_ERROR_NULL_POINTER, tr_component_register("x", 4, NULL, NULL, NULL));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_component_register("", 4, NULL, NULL, &type));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_component_register(long_name, 4, NULL, NULL, &type));
    long_name[TR_MAX_NAME_LENGTH] = 0;  // exactly the longest name: accepted
    OK(tr_component_register(long_name, 1, NULL, NULL, &type));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_component_register("zero", 0, NULL, NULL, &type));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_component_register("many", TR_MAX_FLOATS + 1, NULL, NULL, &type));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_component_register("mode", 1, bad_mode, NULL, &type));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_component_register("nan", 1, nan_switch, NULL, &type));

    OK(tr_component_find("label", &type));
    CHECK(type == label_type);
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_component_find("nothing", &type));
    EXPECT(TR_ERROR_NULL_POINTER, tr_component_find(NULL, &type));
    EXPECT(TR_ERROR_NULL_POINTER, tr_component_find("rect", NULL));

    uint32_t count = 0;
    OK(tr_component_float_count(label_type, &count));
    CHECK(count == 3);
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_component_float_count(0, &count));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_component_float_count(10000, &count));
    EXPECT(TR_ERROR_NULL_POINTER, tr_component_float_count(rect_type, NULL));

    CHECK(strcmp(tr_status_name(TR_ERROR_STALE_ENTITY), "TR_ERROR_STALE_ENTITY") == 0);
    CHECK(strcmp(tr_status_name((tr_status)99), "TR_UNKNOWN_STATUS") == 0);
}

// Sixteen types of 9...16 floats fit; the seventeenth does not.
static void test_type_limit(void) {
    char name[32];
    tr_component type;
    int registered = 0;
    tr_status status = TR_OK;
    for (int i = 0; i < 20 && status == TR_OK; i++) {
        snprintf(name, sizeof name, "wide%d", i);
        status = tr_component_register(name, 12, NULL, NULL, &type);
        if (status == TR_OK) registered++;
    }
    CHECK(status == TR_ERROR_TOO_MANY_TYPES);
    CHECK(registered == 16);
}

static void test_bad_arguments(void) {
    tr_world *world = NULL;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_world_create(0, &world));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_world_create(1000001, &world));
    EXPECT(TR_ERROR_NULL_POINTER, tr_world_create(60, NULL));
    tr_world_destroy(NULL);
    tr_snapshot_destroy(NULL);
    OK(tr_world_create(60, &world));

    tr_entity entity, gone;
    OK(tr_spawn(world, &entity));
    OK(tr_spawn(world, &gone));
    OK(tr_despawn(world, gone));
    CHECK(tr_is_alive(world, entity));
    CHECK(!tr_is_alive(world, gone));
    CHECK(!tr_is_alive(NULL, entity));
    CHECK(!tr_is_alive(world, TR_ENTITY_NONE));

    float values[4] = {1, 2, 3, 4};
    float out[4] = {0, 0, 0, 0};  // finite: the bad-number case sets a component from it
    bool flag;
    uint64_t number;
    tr_frame frame = TR_FRAME_INIT;
    tr_event events[4];
    tr_animation animation = tr_animation_curve(TR_CURVE_EASE_IN_OUT_CUBIC, 0.5);
    tr_snapshot *snapshot = NULL;

    // A NULL world.
    EXPECT(TR_ERROR_NULL_POINTER, tr_world_frame(NULL, 0, &frame));
    EXPECT(TR_ERROR_NULL_POINTER, tr_world_step(NULL, 1));
    EXPECT(TR_ERROR_NULL_POINTER, tr_world_set_paused(NULL, true));
    EXPECT(TR_ERROR_NULL_POINTER, tr_world_tick(NULL, &number));
    EXPECT(TR_ERROR_NULL_POINTER, tr_state_hash(NULL, &number));
    EXPECT(TR_ERROR_NULL_POINTER, tr_spawn(NULL, &entity));
    EXPECT(TR_ERROR_NULL_POINTER, tr_despawn(NULL, entity));
    EXPECT(TR_ERROR_NULL_POINTER, tr_despawn_recursive(NULL, entity));
    EXPECT(TR_ERROR_NULL_POINTER, tr_entity_count(NULL, &number));
    EXPECT(TR_ERROR_NULL_POINTER, tr_set_parent(NULL, entity, TR_ENTITY_NONE));
    EXPECT(TR_ERROR_NULL_POINTER, tr_set(NULL, entity, rect_type, values, 4));
    EXPECT(TR_ERROR_NULL_POINTER, tr_animate(NULL, entity, rect_type, values, 4, &animation));
    EXPECT(TR_ERROR_NULL_POINTER, tr_get(NULL, entity, rect_type, out, 4));
    EXPECT(TR_ERROR_NULL_POINTER, tr_presented(NULL, entity, rect_type, 0, out, 4));
    EXPECT(TR_ERROR_NULL_POINTER, tr_is_animating(NULL, entity, rect_type, &flag));
    EXPECT(TR_ERROR_NULL_POINTER, tr_remove(NULL, entity, rect_type));
    EXPECT(TR_ERROR_NULL_POINTER, tr_count(NULL, rect_type, &number));
    EXPECT(TR_ERROR_NULL_POINTER, tr_presented_all(NULL, rect_type, 0, NULL, out, 1, &number));
    EXPECT(TR_ERROR_NULL_POINTER, tr_environment_set(NULL, entity, tint_type, values, 4, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_environment_get(NULL, entity, tint_type, 0, out, 4));
    EXPECT(TR_ERROR_NULL_POINTER, tr_environment_remove(NULL, entity, tint_type));
    EXPECT(TR_ERROR_NULL_POINTER, tr_events_drain(NULL, events, sizeof(tr_event), 4, &number, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_snapshot_take(NULL, &snapshot));

    // NULL out-pointers and buffers.
    EXPECT(TR_ERROR_NULL_POINTER, tr_world_tick(world, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_state_hash(world, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_spawn(world, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_entity_count(world, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_set(world, entity, rect_type, NULL, 4));
    EXPECT(TR_ERROR_NULL_POINTER, tr_animate(world, entity, rect_type, NULL, 4, &animation));
    EXPECT(TR_ERROR_NULL_POINTER, tr_animate(world, entity, rect_type, values, 4, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_get(world, entity, rect_type, NULL, 4));
    EXPECT(TR_ERROR_NULL_POINTER, tr_presented(world, entity, rect_type, 0, NULL, 4));
    EXPECT(TR_ERROR_NULL_POINTER, tr_is_animating(world, entity, rect_type, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_count(world, rect_type, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_presented_all(world, rect_type, 0, NULL, NULL, 1, &number));
    EXPECT(TR_ERROR_NULL_POINTER, tr_presented_all(world, rect_type, 0, NULL, out, 1, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_environment_set(world, entity, tint_type, NULL, 4, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_environment_get(world, entity, tint_type, 0, NULL, 4));
    EXPECT(TR_ERROR_NULL_POINTER, tr_events_drain(world, NULL, sizeof(tr_event), 4, &number, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_events_drain(world, events, sizeof(tr_event), 4, NULL, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_snapshot_take(world, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_snapshot_restore(world, NULL));
    EXPECT(TR_ERROR_NULL_POINTER, tr_snapshot_restore(NULL, NULL));

    // Stale entities.
    EXPECT(TR_ERROR_STALE_ENTITY, tr_despawn(world, gone));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_despawn_recursive(world, gone));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_set_parent(world, gone, TR_ENTITY_NONE));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_set_parent(world, entity, gone));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_set(world, gone, rect_type, values, 4));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_animate(world, gone, rect_type, values, 4, &animation));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_get(world, gone, rect_type, out, 4));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_presented(world, gone, rect_type, 0, out, 4));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_is_animating(world, gone, rect_type, &flag));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_remove(world, gone, rect_type));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_environment_set(world, gone, tint_type, values, 4, NULL));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_environment_get(world, gone, tint_type, 0, out, 4));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_environment_remove(world, gone, tint_type));
    EXPECT(TR_ERROR_STALE_ENTITY, tr_set(world, TR_ENTITY_NONE, rect_type, values, 4));

    // Unknown component types and wrong float counts.
    const tr_component unknown = 40000;
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_set(world, entity, 0, values, 4));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_set(world, entity, unknown, values, 4));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_animate(world, entity, unknown, values, 4, &animation));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_get(world, entity, unknown, out, 4));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_presented(world, entity, unknown, 0, out, 4));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_is_animating(world, entity, unknown, &flag));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_remove(world, entity, unknown));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_count(world, unknown, &number));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_presented_all(world, unknown, 0, NULL, out, 1, &number));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_environment_set(world, entity, unknown, values, 4, NULL));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_environment_get(world, entity, unknown, 0, out, 4));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_environment_remove(world, entity, unknown));
    EXPECT(TR_ERROR_FLOAT_COUNT, tr_set(world, entity, rect_type, values, 3));
    EXPECT(TR_ERROR_FLOAT_COUNT, tr_animate(world, entity, rect_type, values, 5, &animation));
    EXPECT(TR_ERROR_FLOAT_COUNT, tr_get(world, entity, rect_type, out, 0));
    EXPECT(TR_ERROR_FLOAT_COUNT, tr_presented(world, entity, rect_type, 0, out, 2));
    EXPECT(TR_ERROR_FLOAT_COUNT, tr_environment_set(world, entity, tint_type, values, 3, NULL));
    EXPECT(TR_ERROR_FLOAT_COUNT, tr_environment_get(world, entity, tint_type, 0, out, 1));

    // Missing components and settings.
    EXPECT(TR_ERROR_NO_COMPONENT, tr_get(world, entity, rect_type, out, 4));
    EXPECT(TR_ERROR_NO_COMPONENT, tr_presented(world, entity, rect_type, 0, out, 4));
    EXPECT(TR_ERROR_NO_COMPONENT, tr_is_animating(world, entity, rect_type, &flag));
    EXPECT(TR_ERROR_NO_COMPONENT, tr_remove(world, entity, rect_type));
    EXPECT(TR_ERROR_NO_COMPONENT, tr_environment_remove(world, entity, tint_type));

    // Bad animation descriptors: enum values out of range.
    tr_animation bad = animation;
    bad.timing = (tr_timing)42;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_animate(world, entity, rect_type, values, 4, &bad));
    bad = animation;
    bad.curve = (tr_curve)200;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_animate(world, entity, rect_type, values, 4, &bad));
    bad = tr_animation_curve(TR_CURVE_LINEAR, 1);
    bad.timing = TR_TIMING_STEPS;
    bad.step_jump = (tr_step_jump)5;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_animate(world, entity, rect_type, values, 4, &bad));
    bad = animation;
    bad.repeat_count = -7;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_animate(world, entity, rect_type, values, 4, &bad));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_environment_set(world, entity, tint_type, values, 4, &bad));
    // Bad numbers are harmless: NaN duration finishes at once, NaN speed is 1.
    bad = animation;
    bad.duration = NAN;
    bad.speed = NAN;
    bad.delay = -INFINITY;
    OK(tr_set(world, entity, rect_type, out, 0 + 4));
    OK(tr_animate(world, entity, rect_type, values, 4, &bad));
    OK(tr_world_step(world, 1));
    OK(tr_get(world, entity, rect_type, out, 4));
    CHECK(memcmp(out, values, sizeof values) == 0);

    // Values must be finite: a NaN or an infinity anywhere is refused and changes nothing.
    const float with_nan[4] = {1, NAN, 3, 4}, with_infinity[4] = {INFINITY, 2, 3, 4};
    const float with_minus_infinity[4] = {1, 2, 3, -INFINITY};
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_set(world, entity, rect_type, with_nan, 4));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_animate(world, entity, rect_type, with_infinity, 4, &animation));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_environment_set(world, entity, tint_type, with_minus_infinity, 4, NULL));
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_environment_set(world, entity, tint_type, with_nan, 4, &animation));
    tr_component unregistered;
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_component_register("nan default", 4, NULL, with_nan, &unregistered));
    EXPECT(TR_ERROR_UNKNOWN_COMPONENT, tr_component_find("nan default", &unregistered));
    OK(tr_get(world, entity, rect_type, out, 4));
    CHECK(memcmp(out, values, sizeof values) == 0);
    OK(tr_is_animating(world, entity, rect_type, &flag));
    CHECK(!flag);
    OK(tr_environment_get(world, entity, tint_type, 0, out, 4));
    CHECK(out[0] == 1 && out[1] == 1 && out[2] == 1 && out[3] == 1);  // still the default

    // Alpha: below 0 is 0, above 1 is 1, NaN and infinities are 0.
    const float moved[4] = {11, 12, 13, 14};
    tr_animation slow = tr_animation_curve(TR_CURVE_LINEAR, 1);
    OK(tr_animate(world, entity, rect_type, moved, 4, &slow));
    OK(tr_world_step(world, 6));
    float at_zero[4], at_one[4], probe[4];
    OK(tr_presented(world, entity, rect_type, 0, at_zero, 4));
    OK(tr_presented(world, entity, rect_type, 1, at_one, 4));
    CHECK(memcmp(at_zero, at_one, sizeof at_zero) != 0);
    const double low_alphas[4] = {-0.5, -INFINITY, NAN, INFINITY}, high_alphas[2] = {2, 1e300};
    for (int i = 0; i < 4; i++) {
        OK(tr_presented(world, entity, rect_type, low_alphas[i], probe, 4));
        CHECK(memcmp(probe, at_zero, sizeof probe) == 0);
    }
    for (int i = 0; i < 2; i++) {
        OK(tr_presented(world, entity, rect_type, high_alphas[i], probe, 4));
        CHECK(memcmp(probe, at_one, sizeof probe) == 0);
    }
    OK(tr_set(world, entity, rect_type, values, 4));

    // A buffer too small says what it needs.
    tr_entity second;
    OK(tr_spawn(world, &second));
    OK(tr_set(world, second, rect_type, values, 4));
    EXPECT(TR_ERROR_BUFFER_TOO_SMALL, tr_presented_all(world, rect_type, 0, NULL, out, 1, &number));
    CHECK(number == 2);

    // Hierarchy cycles.
    OK(tr_set_parent(world, second, entity));
    EXPECT(TR_ERROR_HIERARCHY_CYCLE, tr_set_parent(world, entity, second));
    EXPECT(TR_ERROR_HIERARCHY_CYCLE, tr_set_parent(world, entity, entity));

    // A snapshot restores only into its own world.
    tr_world *other = NULL;
    OK(tr_world_create(60, &other));
    OK(tr_snapshot_take(other, &snapshot));
    EXPECT(TR_ERROR_OTHER_WORLD, tr_snapshot_restore(world, snapshot));
    tr_snapshot_destroy(snapshot);
    tr_world_destroy(other);

    // None of the refused calls changed the world.
    OK(tr_entity_count(world, &number));
    CHECK(number == 2);
    tr_world_destroy(world);
}

static bool near(float a, float b) { return fabsf(a - b) <= 1e-4f * (1 + fabsf(b)); }

static void test_animation(void) {
    tr_world *world;
    OK(tr_world_create(60, &world));
    tr_entity box, text;
    OK(tr_spawn(world, &box));
    OK(tr_spawn(world, &text));
    const float start[4] = {0, 0, 10, 10}, target[4] = {100, -50, 20, 30};
    OK(tr_set(world, box, rect_type, start, 4));
    // A zeroed descriptor has no size: refused. With its size and zeros elsewhere it finishes now.
    EXPECT(TR_ERROR_INVALID_ARGUMENT, tr_animate(world, box, rect_type, target, 4, &(tr_animation){0}));
    OK(tr_animate(world, box, rect_type, target, 4, &(tr_animation){.size = sizeof(tr_animation)}));
    OK(tr_world_step(world, 1));
    float out[4];
    OK(tr_get(world, box, rect_type, out, 4));
    CHECK(memcmp(out, target, sizeof out) == 0);

    // Linear over one second: halfway after 30 ticks, exactly the target after 60.
    OK(tr_set(world, box, rect_type, start, 4));
    tr_event events[8];
    uint64_t count, dropped;
    OK(tr_events_drain(world, events, sizeof(tr_event), 8, &count, &dropped));  // the set's and earlier events
    OK(tr_animate(world, box, rect_type, target, 4, &(tr_animation){.size = sizeof(tr_animation), .timing = TR_TIMING_CURVE, .curve = TR_CURVE_LINEAR, .duration = 1, .speed = 1}));
    bool animating = false;
    OK(tr_is_animating(world, box, rect_type, &animating));
    CHECK(animating);
    OK(tr_world_step(world, 30));
    OK(tr_get(world, box, rect_type, out, 4));
    CHECK(near(out[0], 50) && near(out[1], -25) && near(out[2], 15) && near(out[3], 20));
    // Presented a quarter tick later: a quarter of a tick's move further.
    float later[4];
    OK(tr_presented(world, box, rect_type, 0.25, later, 4));
    CHECK(near(later[0], 50 + 100.0f / 240));
    OK(tr_world_step(world, 30));
    OK(tr_get(world, box, rect_type, out, 4));
    CHECK(memcmp(out, target, sizeof out) == 0);
    OK(tr_is_animating(world, box, rect_type, &animating));
    CHECK(!animating);
    OK(tr_events_drain(world, events, sizeof(tr_event), 8, &count, &dropped));
    CHECK(count == 1 && dropped == 0);
    CHECK(events[0].entity == box && events[0].type == rect_type);
    CHECK(events[0].kind == TR_EVENT_FINISHED && !events[0].is_environment);
    uint64_t tick;
    OK(tr_world_tick(world, &tick));
    CHECK(events[0].tick == tick && tick == 61);

    // Discrete field: the style keeps its start value below progress 0.25, then switches.
    const float label_start[3] = {12, 400, 0}, label_target[3] = {24, 700, 2};
    OK(tr_set(world, text, label_type, label_start, 3));
    OK(tr_animate(world, text, label_type, label_target, 3, &(tr_animation){.size = sizeof(tr_animation), .timing = TR_TIMING_CURVE, .curve = TR_CURVE_LINEAR, .duration = 1, .speed = 1}));
    OK(tr_world_step(world, 14));
    OK(tr_get(world, text, label_type, out, 3));
    CHECK(out[2] == 0 && out[0] > 12 && out[0] < 24);
    OK(tr_world_step(world, 1));
    OK(tr_get(world, text, label_type, out, 3));
    CHECK(out[2] == 2 && near(out[0], 15) && near(out[1], 475));

    // Retargeting mid-flight starts from the presented value and raises "retargeted".
    OK(tr_events_drain(world, events, sizeof(tr_event), 8, &count, NULL));
    const float back[3] = {12, 400, 0};
    OK(tr_get(world, text, label_type, out, 3));
    OK(tr_animate(world, text, label_type, back, 3, &(tr_animation){.size = sizeof(tr_animation), .timing = TR_TIMING_CURVE, .curve = TR_CURVE_EASE_IN_OUT_CUBIC, .duration = 0.5, .speed = 1}));
    float now[3];
    OK(tr_presented(world, text, label_type, 0, now, 3));
    CHECK(memcmp(now, out, sizeof now) == 0);
    OK(tr_world_step(world, 1));
    OK(tr_events_drain(world, events, sizeof(tr_event), 8, &count, NULL));
    CHECK(count == 1 && events[0].kind == TR_EVENT_RETARGETED && events[0].entity == text);

    // A spring settles exactly on its target; a repeated, autoreversing curve ends on it too.
    tr_animation spring = tr_animation_spring(0.3, 0.6);
    OK(tr_animate(world, box, rect_type, start, 4, &spring));
    OK(tr_world_step(world, 5));
    OK(tr_get(world, box, rect_type, out, 4));
    CHECK(out[0] < 100 && out[0] > 0);
    OK(tr_world_step(world, 600));
    OK(tr_get(world, box, rect_type, out, 4));
    CHECK(memcmp(out, start, sizeof out) == 0);
    tr_animation repeated = tr_animation_curve(TR_CURVE_EASE_OUT_BOUNCE, 0.25);
    repeated.repeat_count = 3;
    repeated.autoreverses = true;
    repeated.delay = 0.1;
    OK(tr_animate(world, box, rect_type, target, 4, &repeated));
    OK(tr_world_step(world, 6));
    OK(tr_get(world, box, rect_type, out, 4));
    CHECK(memcmp(out, start, sizeof out) == 0);  // still in its delay
    OK(tr_world_step(world, 60));
    OK(tr_get(world, box, rect_type, out, 4));
    CHECK(memcmp(out, target, sizeof out) == 0);
    tr_animation bezier = tr_animation_curve(TR_CURVE_LINEAR, 0.5);
    bezier.timing = TR_TIMING_CUBIC_BEZIER;
    bezier.bezier[0] = 0.2, bezier.bezier[1] = 0.9, bezier.bezier[2] = 0.3, bezier.bezier[3] = 1.2;
    OK(tr_animate(world, box, rect_type, start, 4, &bezier));
    tr_animation steps = tr_animation_curve(TR_CURVE_LINEAR, 0.5);
    steps.timing = TR_TIMING_STEPS;
    steps.steps = 4;
    steps.step_jump = TR_STEP_JUMP_START;
    OK(tr_animate(world, text, label_type, label_target, 3, &steps));
    OK(tr_world_step(world, 1));
    OK(tr_get(world, text, label_type, out, 3));
    CHECK(out[2] == 2);  // the first step jumps at once past 0.25
    OK(tr_world_step(world, 30));
    OK(tr_get(world, box, rect_type, out, 4));
    CHECK(memcmp(out, start, sizeof out) == 0);

    // A spring moves a discrete field by switching only (no velocity, no overshoot), and the
    // interpolated ones through any distance without leaving the finite floats.
    const float far_start[3] = {-FLT_MAX, FLT_MAX, 1}, far_target[3] = {FLT_MAX, -FLT_MAX, 5};
    OK(tr_set(world, text, label_type, far_start, 3));
    OK(tr_animate(world, text, label_type, far_target, 3, &spring));
    for (int tick = 0; tick < 120; tick++) {
        OK(tr_world_step(world, 1));
        OK(tr_get(world, text, label_type, out, 3));
        CHECK(isfinite(out[0]) && isfinite(out[1]));
        CHECK(out[2] == 1 || out[2] == 5);
    }
    CHECK(out[2] == 5);

    // Removing and despawning raise their events.
    OK(tr_animate(world, box, rect_type, target, 4, &spring));
    OK(tr_animate(world, text, label_type, label_start, 3, &spring));
    OK(tr_events_drain(world, events, sizeof(tr_event), 8, &count, NULL));
    OK(tr_remove(world, box, rect_type));
    OK(tr_despawn(world, text));
    OK(tr_world_step(world, 1));
    OK(tr_events_drain(world, events, sizeof(tr_event), 8, &count, NULL));
    CHECK(count == 2);
    CHECK(events[0].kind == TR_EVENT_REMOVED && events[0].entity == box);
    CHECK(events[1].kind == TR_EVENT_DESPAWNED && events[1].entity == text);
    tr_world_destroy(world);
}

static void test_environment(void) {
    tr_world *world;
    OK(tr_world_create(60, &world));
    tr_entity root, panel, leaf;
    OK(tr_spawn(world, &root));
    OK(tr_spawn(world, &panel));
    OK(tr_spawn(world, &leaf));
    OK(tr_set_parent(world, panel, root));
    OK(tr_set_parent(world, leaf, panel));
    float out[4];
    OK(tr_environment_get(world, leaf, tint_type, 0, out, 4));
    CHECK(out[0] == 1 && out[1] == 1 && out[2] == 1 && out[3] == 1);  // the registered default

    const float red[4] = {1, 0, 0, 1}, blue[4] = {0, 0, 1, 0.5f};
    OK(tr_environment_set(world, root, tint_type, red, 4, NULL));
    OK(tr_environment_get(world, leaf, tint_type, 0, out, 4));
    CHECK(memcmp(out, red, sizeof out) == 0);
    tr_animation fade = tr_animation_curve(TR_CURVE_LINEAR, 1);
    OK(tr_environment_set(world, panel, tint_type, blue, 4, &fade));
    OK(tr_world_step(world, 30));
    OK(tr_environment_get(world, leaf, tint_type, 0, out, 4));
    CHECK(near(out[0], 0.5f) && near(out[2], 0.5f) && near(out[3], 0.75f));
    OK(tr_environment_get(world, root, tint_type, 0, out, 4));
    CHECK(memcmp(out, red, sizeof out) == 0);
    OK(tr_world_step(world, 30));
    OK(tr_environment_get(world, leaf, tint_type, 0, out, 4));
    CHECK(memcmp(out, blue, sizeof out) == 0);
    tr_event events[4];
    uint64_t count;
    OK(tr_events_drain(world, events, sizeof(tr_event), 4, &count, NULL));
    CHECK(count == 1 && events[0].is_environment && events[0].type == tint_type && events[0].entity == panel);

    OK(tr_environment_remove(world, panel, tint_type));
    OK(tr_environment_get(world, leaf, tint_type, 0, out, 4));
    CHECK(memcmp(out, red, sizeof out) == 0);
    OK(tr_set_parent(world, leaf, TR_ENTITY_NONE));
    OK(tr_environment_get(world, leaf, tint_type, 0, out, 4));
    CHECK(out[0] == 1 && out[1] == 1);
    OK(tr_despawn_recursive(world, root));
    CHECK(!tr_is_alive(world, panel) && tr_is_alive(world, leaf));
    tr_world_destroy(world);
}

// Bulk reads, the loop driven by a nanosecond clock, snapshots and determinism.
static uint64_t run_scene(uint64_t frame_nanoseconds, tr_world **out_world) {
    tr_world *world;
    OK(tr_world_create(60, &world));
    tr_entity entities[100];
    for (int i = 0; i < 100; i++) {
        OK(tr_spawn(world, &entities[i]));
        const float value[4] = {(float)i, (float)(i * 2), 10, 10};
        OK(tr_set(world, entities[i], rect_type, value, 4));
    }
    uint64_t now = 1000;
    tr_frame frame = TR_FRAME_INIT;
    OK(tr_world_frame(world, now, &frame));
    CHECK(frame.ticks == 0);
    // Every seventh tick, whatever the frames: retarget a fifth of the boxes.
    uint64_t last_input = UINT64_MAX;
    while (now < 2000000000ull) {
        uint64_t tick;
        OK(tr_world_tick(world, &tick));
        if (tick % 7 == 0 && tick != last_input) {
            last_input = tick;
            int step = (int)(tick / 7);
            for (int i = step % 5; i < 100; i += 5) {
                const float target[4] = {(float)(step + i), (float)(100 - i), 20, (float)(step % 13)};
                tr_animation animation = i % 2 ? tr_animation_spring(0.4, 0.7)
                                               : tr_animation_curve((tr_curve)(i % 31), 0.4);
                OK(tr_animate(world, entities[i], rect_type, target, 4, &animation));
            }
        }
        now += frame_nanoseconds;
        OK(tr_world_frame(world, now, &frame));
        CHECK(frame.ticks <= 1 && frame.alpha >= 0 && frame.alpha < 1);
    }
    uint64_t hash;
    OK(tr_state_hash(world, &hash));
    *out_world = world;
    return hash;
}

static void test_loop_and_snapshots(void) {
    tr_world *a, *b, *c;
    // 60 and about 143 frames a second: the same inputs at the same ticks, split differently.
    uint64_t hash_a = run_scene(16666667, &a);
    uint64_t hash_b = run_scene(7000000, &b);
    uint64_t tick_a, tick_b;
    OK(tr_world_tick(a, &tick_a));
    OK(tr_world_tick(b, &tick_b));
    CHECK(tick_a == 120 && tick_b == 120);
    CHECK(hash_a == hash_b);
    // The same frames give the same hash.
    CHECK(run_scene(16666667, &c) == hash_a);
    tr_world_destroy(c);

    // Frames: 50 ms at 60 Hz is three ticks, 25 ms more one and a half.
    tr_world *world;
    OK(tr_world_create(60, &world));
    tr_frame frame = TR_FRAME_INIT;
    OK(tr_world_frame(world, 5000, &frame));
    OK(tr_world_frame(world, 5000 + 50000000, &frame));
    CHECK(frame.ticks == 3 && frame.alpha == 0 && !frame.clock_went_backwards);
    OK(tr_world_frame(world, 5000 + 75000000, &frame));
    CHECK(frame.ticks == 1 && frame.alpha == 0.5);
    OK(tr_world_frame(world, 10, &frame));
    CHECK(frame.ticks == 0 && frame.clock_went_backwards);
    OK(tr_world_set_paused(world, true));
    OK(tr_world_frame(world, 1000000000, &frame));
    CHECK(frame.ticks == 0);
    OK(tr_world_set_paused(world, false));
    OK(tr_world_frame(world, 2000000000, &frame));
    CHECK(frame.dropped_nanoseconds == 750000000);  // a second, capped at 250 ms
    tr_world_destroy(world);

    // Bulk read: every entity once, values as presented one by one.
    uint64_t count = 0;
    float values[100 * 4];
    tr_entity entities[100];
    OK(tr_count(a, rect_type, &count));
    CHECK(count == 100);
    OK(tr_presented_all(a, rect_type, 0.5, entities, values, 100, &count));
    CHECK(count == 100);
    for (int i = 0; i < 100; i++) {
        float one[4];
        OK(tr_presented(a, entities[i], rect_type, 0.5, one, 4));
        CHECK(memcmp(one, &values[i * 4], sizeof one) == 0);
    }
    OK(tr_presented_all(a, rect_type, 0, NULL, values, 100, &count));  // entities are optional
    CHECK(count == 100);

    // Snapshot, run on, restore, run the same again: the same hash at the end.
    tr_snapshot *snapshot;
    OK(tr_snapshot_take(a, &snapshot));
    const float target[4] = {1, 2, 3, 4};
    tr_animation spring = tr_animation_spring(0.5, 0.5);
    OK(tr_animate(a, entities[3], rect_type, target, 4, &spring));
    OK(tr_world_step(a, 20));
    uint64_t first, second, restored;
    OK(tr_state_hash(a, &first));
    OK(tr_snapshot_restore(a, snapshot));
    OK(tr_state_hash(a, &restored));
    CHECK(restored == hash_a);
    OK(tr_animate(a, entities[3], rect_type, target, 4, &spring));
    OK(tr_world_step(a, 20));
    OK(tr_state_hash(a, &second));
    CHECK(first == second && first != hash_a);
    tr_snapshot_destroy(snapshot);
    tr_world_destroy(a);
    tr_world_destroy(b);
}

// Every whole-tick length 1...240 at 60 and 144 Hz, with delays of 0 and 3 ticks, repeats 1-4 and
// speeds 0.5, 1 and 2, written as a user would (seconds of one cycle): each finishes on its tick.
static void test_tick_lengths(void) {
    static const uint32_t rates[2] = {60, 144};
    static const double speeds[3] = {0.5, 1, 2};
    enum { cases = 240 * 2 * 4 * 3 };
    static uint64_t expected[cases], finished[cases];
    static tr_event events[cases];
    for (int r = 0; r < 2; r++) {
        tr_world *world;
        OK(tr_world_create(rates[r], &world));
        const float start[4] = {0, 0, 0, 0};
        int index = 0;
        for (int ticks = 1; ticks <= 240; ticks++)
            for (int delay = 0; delay <= 3; delay += 3)
                for (int repeats = 1; repeats <= 4; repeats++)
                    for (int s = 0; s < 3; s++) {
                        tr_entity box;
                        OK(tr_spawn(world, &box));
                        CHECK(box == (tr_entity)index);  // a fresh world's first indices, generation 0
                        OK(tr_set(world, box, rect_type, start, 4));
                        tr_animation animation = tr_animation_curve(
                            TR_CURVE_LINEAR, ticks * speeds[s] / (repeats * (double)rates[r]));
                        animation.speed = speeds[s];
                        animation.repeat_count = repeats;
                        animation.delay = delay / (double)rates[r];
                        const float target[4] = {(float)index, 1, 2, 3};
                        OK(tr_animate(world, box, rect_type, target, 4, &animation));
                        expected[index] = (uint64_t)(delay + ticks);
                        finished[index] = 0;
                        index++;
                    }
        uint64_t count, dropped;
        OK(tr_events_drain(world, events, sizeof(tr_event), cases, &count, &dropped));  // the sets' events
        int late = 0;
        for (int tick = 1; tick <= 250; tick++) {
            OK(tr_world_step(world, 1));
            OK(tr_events_drain(world, events, sizeof(tr_event), cases, &count, &dropped));
            CHECK(dropped == 0);
            for (uint64_t e = 0; e < count; e++) {
                if (events[e].kind != TR_EVENT_FINISHED || events[e].type != rect_type) continue;
                CHECK(events[e].entity < (tr_entity)cases);
                CHECK(finished[events[e].entity] == 0);  // once
                finished[events[e].entity] = events[e].tick;
                float out[4];
                OK(tr_get(world, events[e].entity, rect_type, out, 4));
                CHECK(out[0] == (float)events[e].entity);  // at the target exactly
            }
        }
        for (int i = 0; i < cases; i++) late += finished[i] != expected[i];
        if (late) fprintf(stderr, "%d of %d ended off their tick at %u Hz\n", late, cases, rates[r]);
        CHECK(late == 0);
        tr_world_destroy(world);
    }
}

// Animations built from bad numbers behave exactly as the clamped ones the header names, and
// every one of them ends: on one tick, with one finished event, at its target.
static void test_every_animation_ends(void) {
    enum { pairs = 16 };
    tr_animation bad[pairs], clamped[pairs];
    const double dampings[4] = {NAN, -1, 0, -INFINITY};
    for (int i = 0; i < 4; i++) {
        bad[i] = tr_animation_spring(0.3, dampings[i]);
        clamped[i] = tr_animation_spring(0.3, 0.01);
    }
    const double responses[3] = {NAN, 0, -2};
    for (int i = 0; i < 3; i++) {
        bad[4 + i] = tr_animation_spring(responses[i], 0.5);
        clamped[4 + i] = tr_animation_spring(1e-3, 0.5);
    }
    bad[7] = tr_animation_spring(0.3, INFINITY);  // creeps: 1e6, compared over the first ticks
    clamped[7] = tr_animation_spring(0.3, 1e6);
    const double bounces[3] = {2, INFINITY, 1};
    for (int i = 0; i < 3; i++) {
        bad[8 + i] = tr_animation_spring(0.3, 0.5);
        bad[8 + i].timing = TR_TIMING_SPRING_BOUNCE;
        bad[8 + i].duration = 0.3;
        bad[8 + i].bounce = bounces[i];
        clamped[8 + i] = tr_animation_spring(0.3, 0.01);
    }
    const int32_t step_counts[2] = {0, INT32_MIN};
    for (int i = 0; i < 2; i++) {
        bad[11 + i] = tr_animation_curve(TR_CURVE_LINEAR, 0.2);
        bad[11 + i].timing = TR_TIMING_STEPS;
        bad[11 + i].steps = step_counts[i];
        clamped[11 + i] = bad[11 + i];
        clamped[11 + i].steps = 1;
    }
    bad[13] = tr_animation_curve(TR_CURVE_EASE_OUT_BACK, NAN);
    clamped[13] = tr_animation_curve(TR_CURVE_EASE_OUT_BACK, 0);
    bad[14] = tr_animation_spring(INFINITY, 0.5);  // 1e6 s: compared over the first ticks
    clamped[14] = tr_animation_spring(1e6, 0.5);
    bad[15] = tr_animation_curve(TR_CURVE_LINEAR, 0.1);
    bad[15].speed = 1e-300;  // 1e-6: compared over the first ticks
    clamped[15] = bad[15];
    clamped[15].speed = 1e-6;
    const bool ends_soon[pairs] = {1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 0};

    tr_world *world;
    OK(tr_world_create(60, &world));
    tr_entity boxes[2 * pairs];
    const float start[4] = {0, 0, 0, 0}, target[4] = {10, -20, 30, 5};
    for (int i = 0; i < 2 * pairs; i++) {
        OK(tr_spawn(world, &boxes[i]));
        OK(tr_set(world, boxes[i], rect_type, start, 4));
        OK(tr_animate(world, boxes[i], rect_type, target, 4, i < pairs ? &bad[i] : &clamped[i - pairs]));
    }
    tr_event events[4 * pairs];
    uint64_t count, finished_on[2 * pairs] = {0};
    OK(tr_events_drain(world, events, sizeof(tr_event), 4 * pairs, &count, NULL));
    for (uint64_t tick = 1; tick <= 2500; tick++) {
        OK(tr_world_step(world, 1));
        for (int i = 0; i < pairs; i++) {
            float a[4], b[4];
            OK(tr_get(world, boxes[i], rect_type, a, 4));
            OK(tr_get(world, boxes[pairs + i], rect_type, b, 4));
            CHECK(memcmp(a, b, sizeof a) == 0);
        }
        OK(tr_events_drain(world, events, sizeof(tr_event), 4 * pairs, &count, NULL));
        for (uint64_t e = 0; e < count; e++) {
            if (events[e].kind != TR_EVENT_FINISHED) continue;
            CHECK(events[e].entity < (tr_entity)(2 * pairs));
            CHECK(finished_on[events[e].entity] == 0);  // once
            finished_on[events[e].entity] = events[e].tick;
        }
    }
    for (int i = 0; i < pairs; i++) {
        CHECK(finished_on[i] == finished_on[pairs + i]);
        if (!ends_soon[i]) continue;
        CHECK(finished_on[i] >= 1 && finished_on[i] <= 2500);
        float out[4];
        OK(tr_get(world, boxes[i], rect_type, out, 4));
        CHECK(memcmp(out, target, sizeof out) == 0);
    }
    tr_world_destroy(world);
}

int main(void) {
    test_registration();
    test_bad_arguments();
    test_animation();
    test_environment();
    test_loop_and_snapshots();
    test_tick_lengths();
    test_every_animation_ends();
    test_type_limit();
    printf("c_api_test: %d checks passed\n", checks);
    return 0;
}
