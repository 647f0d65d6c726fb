// Drawing with feathered (anti-aliased) edges: each pixel a shape touches is filled at the share
// of it the shape covers, as whole-pixel quads of one SDL_RenderGeometry call.
#ifndef C_SDL_DRAW_H
#define C_SDL_DRAW_H

#include "scene.h"

#include <SDL2/SDL.h>

// A rectangle: top-left corner and size in pixels (before turning), turned by `angle` radians
// about its centre, its corners rounded by `radius` pixels.
typedef struct Shape {
    float x, y, width, height, angle, radius;
    SDL_Color color;
} Shape;

// Queues `shape` for drawing; the queue is drawn when full and by draw_queued.
void queue_shape(SDL_Renderer *renderer, const Shape *shape);

// Draws every queued shape, blended over what is there.
void draw_queued(SDL_Renderer *renderer);

// Clears the frame and draws every box presented at `alpha`.
void draw_scene(const Scene *scene, SDL_Renderer *renderer, double alpha);

#endif
