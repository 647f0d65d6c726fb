// The scene: 96 boxes in a Transitionable world, moving between three layouts.
#ifndef C_SDL_SCENE_H
#define C_SDL_SCENE_H

#include "transitionable.h"

#include <stdbool.h>
#include <stdint.h>

enum { WIDTH = 960, HEIGHT = 600, COLUMNS = 12, ROWS = 8, BOXES = COLUMNS * ROWS };
enum { TICK_RATE = 60, TICKS_PER_LAYOUT = 150 };

typedef struct Scene {
    tr_world *world;
    tr_component pose_type;   // x, y, width, height (pixels), angle (radians, about the centre)
    tr_component color_type;  // r, g, b, a (0...1)
    tr_component tint_type;   // environment: r, g, b multipliers
    tr_entity root;
    tr_entity boxes[BOXES];
    int layout;
    uint64_t next_layout_tick;
    bool paused;
} Scene;

// Exits with a message naming `what` when `status` is not TR_OK.
void check(tr_status status, const char *what);

// Registers the component types, makes the world and its boxes, sends them to the first layout.
void scene_make(Scene *scene);

// Sends every box to the next layout at once.
void scene_next_layout(Scene *scene);

// Pauses or resumes the world's clock.
void scene_toggle_pause(Scene *scene);

// Runs the ticks the clock reading `now` (nanoseconds) covers and starts the next layout when
// due; writes the number of completion events drained to `*events` and returns the alpha to
// draw at.
double scene_update(Scene *scene, uint64_t now, uint64_t *events);

// "grid", "ring" or "wave".
const char *scene_layout_name(const Scene *scene);

#endif
