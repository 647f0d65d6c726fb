// The HUD: a meter of frames and events, and rows of text over a feathered panel.
#include "hud.h"

#include "draw.h"

#include <stdio.h>
#include <string.h>

enum { POINTS = 14, MARGIN = 12, PADDING = 10, GAP = 14, PANEL_WIDTH = 250 };
static const uint64_t SECOND = 1000000000ull;
static const SDL_Color LABEL = {150, 160, 185, 255}, VALUE = {236, 239, 245, 255};
static const SDL_Color PANEL = {8, 10, 16, 190};

bool hud_open(Hud *hud, const char *font_path) {
    *hud = (Hud){0};
    if (TTF_Init() != 0) {
        fprintf(stderr, "c-sdl: SDL_ttf: %s\n", TTF_GetError());
        return false;
    }
    hud->font = TTF_OpenFont(font_path, POINTS);
    if (!hud->font) {
        fprintf(stderr, "c-sdl: the HUD font %s: %s\n(install fonts-dejavu-core, or pass --font FILE.ttf)\n",
                font_path, TTF_GetError());
        TTF_Quit();
        return false;
    }
    return true;
}

void hud_drop_textures(Hud *hud) {
    for (int row = 0; row < HUD_ROWS; row++) {
        SDL_DestroyTexture(hud->labels[row].texture);
        SDL_DestroyTexture(hud->values[row].texture);
        hud->labels[row] = hud->values[row] = (HudText){0};
    }
}

void hud_close(Hud *hud) {
    hud_drop_textures(hud);
    TTF_CloseFont(hud->font);
    TTF_Quit();
    *hud = (Hud){0};
}

void hud_count(Hud *hud, uint64_t now, uint64_t events) {
    Meter *meter = &hud->meter;
    meter->events_total += events;
    if (!meter->started) {  // the first frame only starts the second
        meter->started = true;
        meter->second_start = now;
        return;
    }
    meter->frames++;
    meter->events += events;
    const uint64_t elapsed = now - meter->second_start;
    if (elapsed < SECOND) return;
    meter->fps = (double)meter->frames * SECOND / elapsed;
    meter->events_per_second = (double)meter->events * SECOND / elapsed;
    meter->measured = true;
    meter->frames = meter->events = 0;
    meter->second_start = now;
}

// Makes `slot` show `text` in `color`, rendering it again only when the text changed.
static void set_text(HudText *slot, TTF_Font *font, SDL_Renderer *renderer, const char *text, SDL_Color color) {
    if (slot->texture && strcmp(slot->text, text) == 0) return;
    SDL_DestroyTexture(slot->texture);
    *slot = (HudText){0};
    SDL_Surface *surface = TTF_RenderUTF8_Blended(font, text, color);
    if (!surface) return;  // no text this frame; tried again on the next
    slot->texture = SDL_CreateTextureFromSurface(renderer, surface);
    slot->width = surface->w;
    slot->height = surface->h;
    SDL_FreeSurface(surface);
    snprintf(slot->text, sizeof slot->text, "%s", text);
}

// Writes the rows' labels and values.
static void describe(const Hud *hud, const Scene *scene, char labels[HUD_ROWS][64], char values[HUD_ROWS][64]) {
    const Meter *meter = &hud->meter;
    uint64_t tick, entities;
    check(tr_world_tick(scene->world, &tick), "tick");
    check(tr_entity_count(scene->world, &entities), "entity count");
    snprintf(labels[0], 64, "fps");
    snprintf(labels[1], 64, "tick");
    snprintf(labels[2], 64, "entities");
    snprintf(labels[3], 64, "events");
    snprintf(labels[4], 64, "layout");
    if (meter->measured) snprintf(values[0], 64, "%.0f", meter->fps);
    else snprintf(values[0], 64, "-");
    snprintf(values[1], 64, "%llu", (unsigned long long)tick);
    snprintf(values[2], 64, "%llu", (unsigned long long)entities);
    snprintf(values[3], 64, "%.0f/s, %llu total", meter->events_per_second,
             (unsigned long long)meter->events_total);
    snprintf(values[4], 64, "%s%s", scene_layout_name(scene), scene->paused ? " (paused)" : "");
}

// Copies `text` to the frame with its top-left corner at (x, y).
static void put(SDL_Renderer *renderer, const HudText *text, int x, int y) {
    if (!text->texture) return;
    SDL_RenderCopy(renderer, text->texture, NULL, &(SDL_Rect){x, y, text->width, text->height});
}

void hud_draw(Hud *hud, const Scene *scene, SDL_Renderer *renderer) {
    char labels[HUD_ROWS][64], values[HUD_ROWS][64];
    describe(hud, scene, labels, values);
    int label_width = 0;
    for (int row = 0; row < HUD_ROWS; row++) {
        set_text(&hud->labels[row], hud->font, renderer, labels[row], LABEL);
        set_text(&hud->values[row], hud->font, renderer, values[row], VALUE);
        if (hud->labels[row].width > label_width) label_width = hud->labels[row].width;
    }
    const int skip = TTF_FontLineSkip(hud->font);
    const float height = (float)(2 * PADDING + HUD_ROWS * skip);
    queue_shape(renderer, &(Shape){MARGIN, MARGIN, PANEL_WIDTH, height, 0, 8, PANEL});
    draw_queued(renderer);
    for (int row = 0; row < HUD_ROWS; row++) {
        const int y = MARGIN + PADDING + row * skip;
        put(renderer, &hud->labels[row], MARGIN + PADDING, y);
        put(renderer, &hud->values[row], MARGIN + PADDING + label_width + GAP, y);
    }
}
