// Feathered shapes as whole-pixel quads. SDL's software renderer rounds geometry to whole
// pixels, so the fringe is worked out here: each pixel at the share of it the shape covers,
// and the headless frame and the window show the same pixels.
#include "draw.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The most quads one SDL_RenderGeometry call draws.
enum { QUEUE_QUADS = 16384 };

static SDL_Vertex vertices[QUEUE_QUADS * 4];
static int indices[QUEUE_QUADS * 6];
static int queued_quads;
static bool indexed;

// A shape placed for measuring: its centre, its axes, how far its straight sides reach from
// the centre along them, and its corner radius.
typedef struct Outline {
    float center_x, center_y, cos_angle, sin_angle, straight_x, straight_y, radius;
} Outline;

static Outline outline_of(const Shape *shape) {
    const float radius = fmaxf(fminf(shape->radius, fminf(shape->width, shape->height) / 2), 0);
    return (Outline){shape->x + shape->width / 2, shape->y + shape->height / 2, cosf(shape->angle),
                     sinf(shape->angle), shape->width / 2 - radius, shape->height / 2 - radius, radius};
}

// The signed distance from the point (x, y) to the outline: negative inside.
static float distance_to_edge(const Outline *o, float x, float y) {
    const float dx = x - o->center_x, dy = y - o->center_y;
    // The point in the shape's own axes, folded into one quadrant, measured from the corner.
    const float qx = fabsf(dx * o->cos_angle + dy * o->sin_angle) - o->straight_x;
    const float qy = fabsf(dy * o->cos_angle - dx * o->sin_angle) - o->straight_y;
    const float ox = fmaxf(qx, 0), oy = fmaxf(qy, 0);
    return sqrtf(ox * ox + oy * oy) + fminf(fmaxf(qx, qy), 0) - o->radius;
}

// The alpha of pixel (x, y): `alpha` times the share of the pixel inside the outline, taken as
// ½ minus the distance from the pixel's centre to the edge (exact along straight edges).
static Uint8 pixel_alpha(const Outline *o, int x, int y, Uint8 alpha) {
    const float coverage = 0.5f - distance_to_edge(o, x + 0.5f, y + 0.5f);
    return (Uint8)(alpha * fminf(fmaxf(coverage, 0), 1) + 0.5f);
}

// Two triangles per quad, its corners in order around it: the same indices every time.
static void make_indices(void) {
    for (int quad = 0; quad < QUEUE_QUADS; quad++) {
        const int first = quad * 4, pattern[6] = {0, 1, 2, 0, 2, 3};
        for (int k = 0; k < 6; k++) indices[quad * 6 + k] = first + pattern[k];
    }
    indexed = true;
}

void draw_queued(SDL_Renderer *renderer) {
    if (!indexed) make_indices();
    if (queued_quads == 0) return;
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    if (SDL_RenderGeometry(renderer, NULL, vertices, queued_quads * 4, indices, queued_quads * 6) != 0) {
        fprintf(stderr, "c-sdl: drawing: %s\n", SDL_GetError());
        exit(1);
    }
    queued_quads = 0;
}

// Queues pixels left..<right of row y in `color`.
static void queue_run(SDL_Renderer *renderer, int left, int right, int y, SDL_Color color) {
    if (queued_quads == QUEUE_QUADS) draw_queued(renderer);
    SDL_Vertex *v = &vertices[queued_quads++ * 4];
    const float x0 = (float)left, x1 = (float)right, y0 = (float)y, y1 = (float)(y + 1);
    v[0] = (SDL_Vertex){{x0, y0}, color, {0, 0}};
    v[1] = (SDL_Vertex){{x1, y0}, color, {0, 0}};
    v[2] = (SDL_Vertex){{x1, y1}, color, {0, 0}};
    v[3] = (SDL_Vertex){{x0, y1}, color, {0, 0}};
}

// Queues pixels left..<right of row y, each run of equal alpha as one quad.
static void queue_row(SDL_Renderer *renderer, const Outline *o, SDL_Color color, int y, int left, int right) {
    int start = left;
    Uint8 run = pixel_alpha(o, left, y, color.a);
    for (int x = left + 1; x <= right; x++) {
        const Uint8 alpha = x < right ? pixel_alpha(o, x, y, color.a) : 0;
        if (x < right && alpha == run) continue;
        if (run > 0) queue_run(renderer, start, x, y, (SDL_Color){color.r, color.g, color.b, run});
        start = x;
        run = alpha;
    }
}

void queue_shape(SDL_Renderer *renderer, const Shape *shape) {
    if (!(shape->width > 0 && shape->height > 0)) return;
    const Outline o = outline_of(shape);
    // The pixels the turned shape can touch, its fringe included, within the frame.
    const float reach_x = fabsf(o.cos_angle) * shape->width / 2 + fabsf(o.sin_angle) * shape->height / 2 + 1;
    const float reach_y = fabsf(o.sin_angle) * shape->width / 2 + fabsf(o.cos_angle) * shape->height / 2 + 1;
    const int left = (int)fmaxf(floorf(o.center_x - reach_x), 0);
    const int right = (int)fminf(ceilf(o.center_x + reach_x), WIDTH);
    const int top = (int)fmaxf(floorf(o.center_y - reach_y), 0);
    const int bottom = (int)fminf(ceilf(o.center_y + reach_y), HEIGHT);
    if (left >= right) return;
    for (int y = top; y < bottom; y++) queue_row(renderer, &o, shape->color, y, left, right);
}

// `value` times `tint`, as a byte.
static Uint8 tinted(float value, float tint) {
    const float v = value * tint;
    return (Uint8)(v <= 0 ? 0 : v >= 1 ? 255 : v * 255 + 0.5f);
}

// Entity indices (a handle's low 32 bits) the scene uses: the root's and the boxes'.
enum { INDICES = BOXES + 1 };

// Reads every entity's component of `type` presented at `alpha` into `out`, `floats` floats
// at `index * floats` for the entity of each index: tr_presented_all lists the entities in
// an order of its own (running animations first), which differs from type to type.
static void read_by_index(const Scene *scene, tr_component type, uint32_t floats, double alpha, float *out) {
    tr_entity entities[BOXES];
    float values[BOXES * 5];
    uint64_t count;
    check(tr_presented_all(scene->world, type, alpha, entities, values, BOXES, &count), "presented");
    for (uint64_t i = 0; i < count; i++) {
        const uint32_t index = (uint32_t)entities[i];
        if (index < INDICES) memcpy(&out[index * floats], &values[i * floats], floats * sizeof(float));
    }
}

void draw_scene(const Scene *scene, SDL_Renderer *renderer, double alpha) {
    static float poses[INDICES * 5], colors[INDICES * 4];
    read_by_index(scene, scene->pose_type, 5, alpha, poses);
    read_by_index(scene, scene->color_type, 4, alpha, colors);
    float tint[3];
    check(tr_environment_get(scene->world, scene->root, scene->tint_type, alpha, tint, 3), "tint");
    SDL_SetRenderDrawColor(renderer, 18, 20, 28, 255);
    SDL_RenderClear(renderer);
    for (int i = 0; i < BOXES; i++) {  // in the boxes' order, so that overlaps stay put
        const uint32_t index = (uint32_t)scene->boxes[i];
        if (index >= INDICES) continue;
        const float *p = &poses[index * 5], *c = &colors[index * 4];
        const SDL_Color color = {tinted(c[0], tint[0]), tinted(c[1], tint[1]), tinted(c[2], tint[2]), 255};
        queue_shape(renderer, &(Shape){p[0], p[1], p[2], p[3], p[4], 0, color});
    }
    draw_queued(renderer);
}
