// The scene: component types, entities, layouts, and the loop's update.
#include "scene.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static const float PI = 3.14159265f;

void check(tr_status status, const char *what) {
    if (status != TR_OK) {
        fprintf(stderr, "c-sdl: %s: %s\n", what, tr_status_name(status));
        exit(1);
    }
}

// The angle nearest 0 that turns a square as far as `angle` does (a quarter turn looks alike).
static float square_turn(float angle) {
    return angle - PI / 2 * roundf(angle / (PI / 2));
}

// Where box i goes in `layout`, and its colour there.
static void layout_box(int layout, int i, float pose[5], float color[4]) {
    const int column = i % COLUMNS, row = i / COLUMNS;
    const float t = (float)i / BOXES;
    switch (layout % 3) {
    case 0:  // grid
        pose[0] = 60 + column * 72.0f;
        pose[1] = 40 + row * 66.0f;
        pose[2] = pose[3] = 52;
        pose[4] = 0;
        color[0] = 0.25f + 0.06f * column, color[1] = 0.45f, color[2] = 0.9f - 0.08f * row;
        break;
    case 1: {  // ring, each box turned to face the centre
        const float angle = t * 2 * PI;
        pose[0] = WIDTH / 2.0f + 250 * cosf(angle) - 14;
        pose[1] = HEIGHT / 2.0f + 250 * sinf(angle) - 14;
        pose[2] = pose[3] = 28;
        pose[4] = square_turn(angle);
        color[0] = 0.95f, color[1] = 0.35f + 0.5f * t, color[2] = 0.3f;
        break;
    }
    default:  // wave, each bar turned across the slope
        pose[0] = 20 + i * 9.6f;
        pose[1] = HEIGHT / 2.0f + 160 * sinf(t * 4 * PI) - 40;
        pose[2] = 8;
        pose[3] = 80;
        pose[4] = 0.4f * cosf(t * 4 * PI);
        color[0] = 0.2f, color[1] = 0.8f, color[2] = 0.55f + 0.4f * t;
        break;
    }
    color[3] = 1;
}

// Sends every box to `layout`: staggered, alternating a curve and a spring. The next layout
// follows TICKS_PER_LAYOUT ticks later.
static void go_to_layout(Scene *scene, int layout) {
    uint64_t tick;
    check(tr_world_tick(scene->world, &tick), "tick");
    scene->layout = layout;
    scene->next_layout_tick = tick + TICKS_PER_LAYOUT;
    for (int i = 0; i < BOXES; i++) {
        float pose[5], color[4];
        layout_box(layout, i, pose, color);
        tr_animation move = i % 3 == 0 ? tr_animation_spring(0.6, 0.55)
                                       : tr_animation_curve(TR_CURVE_EASE_IN_OUT_CUBIC, 0.9);
        move.delay = 0.006 * i;
        check(tr_animate(scene->world, scene->boxes[i], scene->pose_type, pose, 5, &move), "animate pose");
        tr_animation fade = tr_animation_curve(TR_CURVE_EASE_OUT_QUAD, 0.6);
        fade.delay = move.delay;
        check(tr_animate(scene->world, scene->boxes[i], scene->color_type, color, 4, &fade), "animate colour");
    }
    // The tint breathes with each layout, inherited by every box from the root.
    const float tints[3][3] = {{1, 1, 1}, {1, 0.85f, 0.8f}, {0.8f, 0.95f, 1}};
    tr_animation breathe = tr_animation_curve(TR_CURVE_EASE_IN_OUT_SINE, 1.2);
    check(tr_environment_set(scene->world, scene->root, scene->tint_type, tints[layout % 3], 3, &breathe), "tint");
}

void scene_make(Scene *scene) {
    const float no_tint[3] = {1, 1, 1};
    check(tr_component_register("pose", 5, NULL, NULL, &scene->pose_type), "register pose");
    check(tr_component_register("color", 4, NULL, NULL, &scene->color_type), "register color");
    check(tr_component_register("tint", 3, NULL, no_tint, &scene->tint_type), "register tint");
    check(tr_world_create(TICK_RATE, &scene->world), "world");
    check(tr_spawn(scene->world, &scene->root), "spawn root");
    for (int i = 0; i < BOXES; i++) {
        float pose[5], color[4];
        check(tr_spawn(scene->world, &scene->boxes[i]), "spawn box");
        check(tr_set_parent(scene->world, scene->boxes[i], scene->root), "parent");
        layout_box(2, i, pose, color);
        pose[1] = HEIGHT + 20;  // the boxes rise into the first layout from below
        check(tr_set(scene->world, scene->boxes[i], scene->pose_type, pose, 5), "set pose");
        check(tr_set(scene->world, scene->boxes[i], scene->color_type, color, 4), "set colour");
    }
    go_to_layout(scene, 0);
}

void scene_next_layout(Scene *scene) {
    go_to_layout(scene, scene->layout + 1);
}

void scene_toggle_pause(Scene *scene) {
    scene->paused = !scene->paused;
    check(tr_world_set_paused(scene->world, scene->paused), "pause");
}

// Drains every queued completion event (every frame, so that the queue stays short) and
// returns how many there were.
static uint64_t drain_events(Scene *scene) {
    tr_event events[64];
    uint64_t count, total = 0;
    do {
        check(tr_events_drain(scene->world, events, sizeof(tr_event), 64, &count, NULL), "events");
        total += count;
    } while (count == 64);
    return total;
}

double scene_update(Scene *scene, uint64_t now, uint64_t *events) {
    tr_frame frame = TR_FRAME_INIT;
    check(tr_world_frame(scene->world, now, &frame), "frame");
    uint64_t tick;
    check(tr_world_tick(scene->world, &tick), "tick");
    if (tick >= scene->next_layout_tick) go_to_layout(scene, scene->layout + 1);
    *events = drain_events(scene);
    return frame.alpha;
}

const char *scene_layout_name(const Scene *scene) {
    static const char *const names[3] = {"grid", "ring", "wave"};
    return names[scene->layout % 3];
}
