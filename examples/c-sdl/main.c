// c-sdl: the Transitionable engine driven from C, drawn with SDL2.
//
// 96 boxes move and turn between three layouts (grid, ring, wave), one every 2.5 s, with
// staggered curves and springs; each box's colour animates beside its pose, and a root entity
// hands every box a tint through the environment. The boxes have feathered (anti-aliased) edges;
// a HUD shows fps, tick, entity count, events and the layout. Click for the next layout at once;
// Space pauses, Escape quits.
//
//   c-sdl                                         a window
//   c-sdl --headless --frames 240 --out out.png   no display: renders 240 frames at 60 fps on a
//                                                 mock clock, writes the last as PNG and prints
//                                                 the state and pixel hashes
//   --font FILE.ttf                               the HUD's font (default: DejaVu Sans)
#include "draw.h"
#include "hud.h"
#include "scene.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The headless frame: 60 fps on a mock clock.
static const uint64_t FRAME_NANOSECONDS = 1000000000ull / 60;

// Runs the loop up to the clock reading `now`, counting the frame for the HUD; returns the
// alpha to draw at.
static double update(Scene *scene, Hud *hud, uint64_t now) {
    uint64_t events;
    const double alpha = scene_update(scene, now, &events);
    hud_count(hud, now, events);
    return alpha;
}

// Draws the boxes, then the HUD over them.
static void draw(Scene *scene, Hud *hud, SDL_Renderer *renderer, double alpha) {
    draw_scene(scene, renderer, alpha);
    hud_draw(hud, scene, renderer);
}

// ---- Headless: a fixed number of frames on a mock clock, the last one written as PNG ---------

static uint64_t fnv1a(const Uint8 *bytes, size_t count, uint64_t hash) {
    for (size_t i = 0; i < count; i++) hash = (hash ^ bytes[i]) * 0x100000001b3ull;
    return hash;
}

static int run_headless(Scene *scene, Hud *hud, int frames_to_run, const char *out) {
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, WIDTH, HEIGHT, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer *renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
    if (!renderer) {
        fprintf(stderr, "c-sdl: software renderer: %s\n", SDL_GetError());
        return 1;
    }
    uint64_t now = 0;
    double alpha = update(scene, hud, now);  // starts the clock
    for (int i = 0; i < frames_to_run; i++) alpha = update(scene, hud, now += FRAME_NANOSECONDS);
    draw(scene, hud, renderer, alpha);
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
    hud_drop_textures(hud);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return result;
}

// ---- A window: the real clock, mouse and keyboard --------------------------------------------

static int run_window(Scene *scene, Hud *hud) {
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
    bool running = true;
    while (running) {
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) running = false;
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE) running = false;
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_SPACE) scene_toggle_pause(scene);
            if (event.type == SDL_MOUSEBUTTONDOWN) scene_next_layout(scene);
        }
        const uint64_t now = (uint64_t)(SDL_GetPerformanceCounter() / frequency * 1e9);
        draw(scene, hud, renderer, update(scene, hud, now));
        SDL_RenderPresent(renderer);
    }
    hud_drop_textures(hud);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}

// ---- Main: flags, then one of the two ---------------------------------------------------------

static const char USAGE[] = "usage: c-sdl [--headless [--frames N] [--out PATH]] [--font FILE.ttf]\n";

static int usage(const char *problem) {
    fprintf(stderr, "c-sdl: %s\n%s", problem, USAGE);
    return 2;
}

int main(int argc, char **argv) {
    bool headless = false;
    int frames_to_run = 240;
    const char *out = NULL, *font = HUD_FONT;
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
        } else if (strcmp(argv[i], "--font") == 0 && i + 1 < argc) {
            font = argv[++i];
        } else if (strcmp(argv[i], "--help") == 0) {
            printf("%s", USAGE);
            return 0;
        } else {
            return usage("unknown or incomplete flag");
        }
    }
    if (!headless && out) return usage("--out needs --headless");

    Hud hud;
    if (!hud_open(&hud, font)) return 1;
    Scene scene = {0};
    scene_make(&scene);
    const int result = headless ? run_headless(&scene, &hud, frames_to_run, out) : run_window(&scene, &hud);
    tr_world_destroy(scene.world);
    hud_close(&hud);
    return result;
}
