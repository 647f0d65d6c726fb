// c-sdl: the Transitionable engine driven from C, drawn with SDL2.
//
// 96 boxes move between three layouts (grid, ring, wave), one every 2.5 s, with staggered curves
// and springs; each box's colour animates beside its frame, and a root entity hands every box a
// tint through the environment. Click for the next layout at once; Space pauses, Escape quits.
//
//   c-sdl                                         a window
//   c-sdl --headless --frames 240 --out out.png   no display: renders 240 frames at 60 fps on a
//                                                 mock clock, writes the last as PNG and prints
//                                                 the state and pixel hashes
#include "transitionable.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { WIDTH = 960, HEIGHT = 600, COLUMNS = 12, ROWS = 8, BOXES = COLUMNS * ROWS };
enum { TICK_RATE = 60, TICKS_PER_LAYOUT = 150 };
// The headless frame: 60 fps on a mock clock.
static const uint64_t FRAME_NANOSECONDS = 1000000000ull / 60;

static void check(tr_status status, const char *what) {
    if (status != TR_OK) {
        fprintf(stderr, "c-sdl: %s: %s\n", what, tr_status_name(status));
        exit(1);
    }
}

// ---- The scene: component types, entities, layouts -------------------------------------------

typedef struct Scene {
    tr_world *world;
    tr_component frame_type;  // x, y, width, height
    tr_component color_type;  // r, g, b, a (0...1)
    tr_component tint_type;   // environment: r, g, b multipliers
    tr_entity root;
    tr_entity boxes[BOXES];
    int layout;
    uint64_t next_layout_tick;
} Scene;

// Where box i goes in `layout`, and its colour there.
static void layout_box(int layout, int i, float frame[4], float color[4]) {
    const int column = i % COLUMNS, row = i / COLUMNS;
    const float t = (float)i / BOXES;
    switch (layout % 3) {
    case 0:  // grid
        frame[0] = 60 + column * 72.0f;
        frame[1] = 40 + row * 66.0f;
        frame[2] = frame[3] = 52;
        color[0] = 0.25f + 0.06f * column, color[1] = 0.45f, color[2] = 0.9f - 0.08f * row;
        break;
    case 1: {  // ring
        const float angle = t * 6.2831853f;
        frame[0] = WIDTH / 2.0f + 250 * cosf(angle) - 14;
        frame[1] = HEIGHT / 2.0f + 250 * sinf(angle) - 14;
        frame[2] = frame[3] = 28;
        color[0] = 0.95f, color[1] = 0.35f + 0.5f * t, color[2] = 0.3f;
        break;
    }
    default:  // wave
        frame[0] = 20 + i * 9.6f;
        frame[1] = HEIGHT / 2.0f + 160 * sinf(t * 12.566f) - 40;
        frame[2] = 8;
        frame[3] = 80;
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
        float frame[4], color[4];
        layout_box(layout, i, frame, color);
        tr_animation move = i % 3 == 0 ? tr_animation_spring(0.6, 0.55)
                                       : tr_animation_curve(TR_CURVE_EASE_IN_OUT_CUBIC, 0.9);
        move.delay = 0.006 * i;
        check(tr_animate(scene->world, scene->boxes[i], scene->frame_type, frame, 4, &move), "animate frame");
        tr_animation fade = tr_animation_curve(TR_CURVE_EASE_OUT_QUAD, 0.6);
        fade.delay = move.delay;
        check(tr_animate(scene->world, scene->boxes[i], scene->color_type, color, 4, &fade), "animate colour");
    }
    // The tint breathes with each layout, inherited by every box from the root.
    const float tints[3][3] = {{1, 1, 1}, {1, 0.85f, 0.8f}, {0.8f, 0.95f, 1}};
    tr_animation breathe = tr_animation_curve(TR_CURVE_EASE_IN_OUT_SINE, 1.2);
    check(tr_environment_set(scene->world, scene->root, scene->tint_type, tints[layout % 3], 3, &breathe), "tint");
}

static void make_scene(Scene *scene) {
    const float no_tint[3] = {1, 1, 1};
    check(tr_component_register("frame", 4, NULL, NULL, &scene->frame_type), "register frame");
    check(tr_component_register("color", 4, NULL, NULL, &scene->color_type), "register color");
    check(tr_component_register("tint", 3, NULL, no_tint, &scene->tint_type), "register tint");
    check(tr_world_create(TICK_RATE, &scene->world), "world");
    check(tr_spawn(scene->world, &scene->root), "spawn root");
    for (int i = 0; i < BOXES; i++) {
        float frame[4], color[4];
        check(tr_spawn(scene->world, &scene->boxes[i]), "spawn box");
        check(tr_set_parent(scene->world, scene->boxes[i], scene->root), "parent");
        layout_box(2, i, frame, color);
        frame[1] = HEIGHT + 20;  // the boxes rise into the first layout from below
        check(tr_set(scene->world, scene->boxes[i], scene->frame_type, frame, 4), "set frame");
        check(tr_set(scene->world, scene->boxes[i], scene->color_type, color, 4), "set colour");
    }
    go_to_layout(scene, 0);
}

// ---- Update: the loop's ticks for the clock reading `now`, then the next layout when due ------

// Returns the alpha to draw at.
static double update(Scene *scene, uint64_t now) {
    tr_frame frame = TR_FRAME_INIT;
    check(tr_world_frame(scene->world, now, &frame), "frame");
    uint64_t tick;
    check(tr_world_tick(scene->world, &tick), "tick");
    if (tick >= scene->next_layout_tick) go_to_layout(scene, scene->layout + 1);
    // Completion events: drained every frame so that the queue stays short.
    tr_event events[64];
    uint64_t count;
    do check(tr_events_drain(scene->world, events, sizeof(tr_event), 64, &count, NULL), "events");
    while (count == 64);
    return frame.alpha;
}

// ---- Draw: every box presented at the frame's alpha, read in two bulk calls ------------------

static float frames[BOXES * 4], colors[BOXES * 4];
static tr_entity order[BOXES];

static void draw(Scene *scene, SDL_Renderer *renderer, double alpha) {
    uint64_t count;
    check(tr_presented_all(scene->world, scene->frame_type, alpha, order, frames, BOXES, &count), "frames");
    check(tr_presented_all(scene->world, scene->color_type, alpha, NULL, colors, BOXES, &count), "colours");
    float tint[3];
    check(tr_environment_get(scene->world, scene->root, scene->tint_type, alpha, tint, 3), "tint");
    SDL_SetRenderDrawColor(renderer, 18, 20, 28, 255);
    SDL_RenderClear(renderer);
    for (uint64_t i = 0; i < count; i++) {
        const float *f = &frames[i * 4], *c = &colors[i * 4];
        SDL_FRect rect = {f[0], f[1], f[2], f[3]};
        Uint8 rgb[3];
        for (int k = 0; k < 3; k++) {
            const float v = c[k] * tint[k];
            rgb[k] = (Uint8)(v <= 0 ? 0 : v >= 1 ? 255 : v * 255 + 0.5f);
        }
        SDL_SetRenderDrawColor(renderer, rgb[0], rgb[1], rgb[2], 255);
        SDL_RenderFillRectF(renderer, &rect);
    }
}

// ---- Headless: a fixed number of frames on a mock clock, the last one written as PNG ---------

static uint64_t fnv1a(const Uint8 *bytes, size_t count, uint64_t hash) {
    for (size_t i = 0; i < count; i++) hash = (hash ^ bytes[i]) * 0x100000001b3ull;
    return hash;
}

static int run_headless(Scene *scene, int frames_to_run, const char *out) {
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, WIDTH, HEIGHT, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer *renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
    if (!renderer) {
        fprintf(stderr, "c-sdl: software renderer: %s\n", SDL_GetError());
        return 1;
    }
    uint64_t now = 0;
    double alpha = update(scene, now);  // starts the clock
    for (int i = 0; i < frames_to_run; i++) alpha = update(scene, now += FRAME_NANOSECONDS);
    draw(scene, renderer, alpha);
    SDL_RenderPresent(renderer);
    uint64_t state, pixels = 0xcbf29ce484222325ull;
    check(tr_state_hash(scene->world, &state), "hash");
    for (int y = 0; y < HEIGHT; y++)
        pixels = fnv1a((const Uint8 *)surface->pixels + y * surface->pitch, WIDTH * 4, pixels);
    uint64_t tick;
    check(tr_world_tick(scene->world, &tick), "tick");
    printf("c-sdl: %d frames, %llu ticks, state %016llx, pixels %016llx\n", frames_to_run,
           (unsigned long long)tick, (unsigned long long)state, (unsigned long long)pixels);
    int result = 0;
    if (out && IMG_SavePNG(surface, out) != 0) {
        fprintf(stderr, "c-sdl: writing %s: %s\n", out, SDL_GetError());
        result = 1;
    }
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return result;
}

// ---- A window: the real clock, mouse and keyboard --------------------------------------------

static int run_window(Scene *scene) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "c-sdl: no display (%s); try --headless\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("Transitionable from C", SDL_WINDOWPOS_CENTERED,
                                          SDL_WINDOWPOS_CENTERED, WIDTH, HEIGHT, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC) : NULL;
    if (!renderer) {
        fprintf(stderr, "c-sdl: window: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    const double frequency = (double)SDL_GetPerformanceFrequency();
    bool paused = false, running = true;
    while (running) {
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) running = false;
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE) running = false;
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_SPACE) {
                paused = !paused;
                check(tr_world_set_paused(scene->world, paused), "pause");
            }
            if (event.type == SDL_MOUSEBUTTONDOWN) go_to_layout(scene, scene->layout + 1);
        }
        const uint64_t now = (uint64_t)(SDL_GetPerformanceCounter() / frequency * 1e9);
        draw(scene, renderer, update(scene, now));
        SDL_RenderPresent(renderer);
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}

// ---- Main: flags, then one of the two ---------------------------------------------------------

static int usage(const char *problem) {
    fprintf(stderr, "c-sdl: %s\nusage: c-sdl [--headless [--frames N] [--out PATH]]\n", problem);
    return 2;
}

int main(int argc, char **argv) {
    bool headless = false;
    int frames_to_run = 240;
    const char *out = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--headless") == 0) {
            headless = true;
        } else if (strcmp(argv[i], "--frames") == 0 && i + 1 < argc) {
            char *end;
            long value = strtol(argv[++i], &end, 10);
            if (*end != 0 || value < 0 || value > 1000000) return usage("--frames takes 0...1000000");
            frames_to_run = (int)value;
        } else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
            out = argv[++i];
        } else if (strcmp(argv[i], "--help") == 0) {
            printf("usage: c-sdl [--headless [--frames N] [--out PATH]]\n");
            return 0;
        } else {
            return usage("unknown or incomplete flag");
        }
    }
    if (!headless && out) return usage("--out needs --headless");

    Scene scene = {0};
    make_scene(&scene);
    const int result = headless ? run_headless(&scene, frames_to_run, out) : run_window(&scene);
    tr_world_destroy(scene.world);
    return result;
}
