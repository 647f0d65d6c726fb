// The HUD: fps, tick, entity count, events and the layout, in a panel in the top-left corner,
// drawn with SDL2_ttf. Its rates come from the clock the loop runs on: the mock clock when
// headless, so that the frame stays the same from run to run.
#ifndef C_SDL_HUD_H
#define C_SDL_HUD_H

#include "scene.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <stdbool.h>

enum { HUD_ROWS = 5 };

// The font the HUD uses unless told otherwise (Debian's fonts-dejavu-core).
#define HUD_FONT "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

// One piece of text and its texture, made again only when the text changes.
typedef struct HudText {
    char text[64];
    SDL_Texture *texture;
    int width, height;
} HudText;

// Frames and events counted over about a second of the loop's clock.
typedef struct Meter {
    bool started, measured;
    uint64_t second_start, frames, events, events_total;
    double fps, events_per_second;
} Meter;

typedef struct Hud {
    TTF_Font *font;
    Meter meter;
    HudText labels[HUD_ROWS], values[HUD_ROWS];
} Hud;

// Opens the font at `font_path`; false, with a message, when it cannot.
bool hud_open(Hud *hud, const char *font_path);

// Frees the text's textures: call it before destroying the renderer drawn with.
void hud_drop_textures(Hud *hud);

// Frees the textures and the font.
void hud_close(Hud *hud);

// Counts a frame at the clock reading `now` (nanoseconds) that drained `events` events.
void hud_count(Hud *hud, uint64_t now, uint64_t events);

// Draws the panel and its rows over the frame.
void hud_draw(Hud *hud, const Scene *scene, SDL_Renderer *renderer);

#endif
