// The plain C loops transition-bench compares the engine with: the same transitions, the same
// math (elapsed ticks -> t = elapsed / duration -> easeInOutCubic -> lerp of 8 floats), stored
// as an array of structs and as a structure of arrays, with no entity-component machinery.

#include "CBaseline.h"

#include <stdlib.h>
#include <string.h>

float cbaseline_ease_in_out_cubic(float t) {
    if (!(t > 0)) return 0;
    if (!(t < 1)) return 1;
    double x = t;
    if (x < 0.5) return (float)(4 * x * x * x);
    double u = -2 * x + 2;
    return (float)(1 - u * u * u / 2);
}

static inline float progress_at(uint64_t elapsed, uint64_t duration_ticks) {
    return cbaseline_ease_in_out_cubic((float)((double)elapsed / (double)duration_ticks));
}

static inline float lerp(float a, float b, float t) { return a + (b - a) * t; }

size_t cbaseline_advance_aos(
    cbaseline_transition *transitions, size_t count, uint64_t tick, uint64_t duration_ticks) {
    size_t finished = 0;
    for (size_t i = 0; i < count; i++) {
        cbaseline_transition *item = &transitions[i];
        uint64_t elapsed = tick - item->start_tick;
        if (elapsed >= duration_ticks) {
            item->value = item->to;
            finished++;
            continue;
        }
        float p = progress_at(elapsed, duration_ticks);
        item->value.x = lerp(item->from.x, item->to.x, p);
        item->value.y = lerp(item->from.y, item->to.y, p);
        item->value.w = lerp(item->from.w, item->to.w, p);
        item->value.h = lerp(item->from.h, item->to.h, p);
        item->value.r = lerp(item->from.r, item->to.r, p);
        item->value.g = lerp(item->from.g, item->to.g, p);
        item->value.b = lerp(item->from.b, item->to.b, p);
        item->value.a = lerp(item->from.a, item->to.a, p);
    }
    return finished;
}

// The arrays share one block, each starting on its own page plus a different multiple of 128
// bytes. Separately malloc'd arrays this large come back from mmap all at the same offset
// within a page, so that loads from one array and stores to another alias in the store
// buffer (4K aliasing), which made a first version of this loop ten times slower.
cbaseline_soa cbaseline_soa_create(size_t count) {
    cbaseline_soa soa = {0};
    size_t float_bytes = count * sizeof(float);
    size_t tick_bytes = count * sizeof(uint64_t);
    size_t page = 4096;
    size_t stride = (float_bytes + page - 1) / page * page + page;
    size_t first = (tick_bytes + page - 1) / page * page + page;
    unsigned char *block = aligned_alloc(page, first + 24 * stride);
    if (block == NULL) return soa;
    memset(block, 0, first + 24 * stride);
    soa.block = block;
    soa.start_tick = (uint64_t *)block;
    float **fields[] = {
        &soa.from_x,  &soa.from_y,  &soa.from_w,  &soa.from_h,  &soa.from_r,  &soa.from_g,
        &soa.from_b,  &soa.from_a,  &soa.to_x,    &soa.to_y,    &soa.to_w,    &soa.to_h,
        &soa.to_r,    &soa.to_g,    &soa.to_b,    &soa.to_a,    &soa.value_x, &soa.value_y,
        &soa.value_w, &soa.value_h, &soa.value_r, &soa.value_g, &soa.value_b, &soa.value_a,
    };
    for (size_t k = 0; k < 24; k++) {
        *fields[k] = (float *)(block + first + k * stride + (k + 1) * 128);
    }
    return soa;
}

void cbaseline_soa_destroy(cbaseline_soa *soa) {
    free(soa->block);
    *soa = (cbaseline_soa){0};
}

void cbaseline_soa_store(
    const cbaseline_soa *soa, size_t index, uint64_t start_tick, cbaseline_rect from,
    cbaseline_rect to) {
    soa->start_tick[index] = start_tick;
    soa->from_x[index] = from.x;
    soa->from_y[index] = from.y;
    soa->from_w[index] = from.w;
    soa->from_h[index] = from.h;
    soa->from_r[index] = from.r;
    soa->from_g[index] = from.g;
    soa->from_b[index] = from.b;
    soa->from_a[index] = from.a;
    soa->to_x[index] = to.x;
    soa->to_y[index] = to.y;
    soa->to_w[index] = to.w;
    soa->to_h[index] = to.h;
    soa->to_r[index] = to.r;
    soa->to_g[index] = to.g;
    soa->to_b[index] = to.b;
    soa->to_a[index] = to.a;
    soa->value_x[index] = from.x;
    soa->value_y[index] = from.y;
    soa->value_w[index] = from.w;
    soa->value_h[index] = from.h;
    soa->value_r[index] = from.r;
    soa->value_g[index] = from.g;
    soa->value_b[index] = from.b;
    soa->value_a[index] = from.a;
}

cbaseline_rect cbaseline_soa_value(const cbaseline_soa *soa, size_t index) {
    return (cbaseline_rect){
        soa->value_x[index], soa->value_y[index], soa->value_w[index], soa->value_h[index],
        soa->value_r[index], soa->value_g[index], soa->value_b[index], soa->value_a[index],
    };
}

size_t cbaseline_advance_soa(
    const cbaseline_soa *soa, size_t count, uint64_t tick, uint64_t duration_ticks) {
    const uint64_t *restrict start = soa->start_tick;
    const float *restrict fx = soa->from_x, *restrict fy = soa->from_y, *restrict fw = soa->from_w,
                          *restrict fh = soa->from_h, *restrict fr = soa->from_r,
                          *restrict fg = soa->from_g, *restrict fb = soa->from_b,
                          *restrict fa = soa->from_a;
    const float *restrict tx = soa->to_x, *restrict ty = soa->to_y, *restrict tw = soa->to_w,
                          *restrict th = soa->to_h, *restrict tr = soa->to_r,
                          *restrict tg = soa->to_g, *restrict tb = soa->to_b,
                          *restrict ta = soa->to_a;
    float *restrict vx = soa->value_x, *restrict vy = soa->value_y, *restrict vw = soa->value_w,
                    *restrict vh = soa->value_h, *restrict vr = soa->value_r,
                    *restrict vg = soa->value_g, *restrict vb = soa->value_b,
                    *restrict va = soa->value_a;
    size_t finished = 0;
    for (size_t i = 0; i < count; i++) {
        uint64_t elapsed = tick - start[i];
        if (elapsed >= duration_ticks) {
            vx[i] = tx[i];
            vy[i] = ty[i];
            vw[i] = tw[i];
            vh[i] = th[i];
            vr[i] = tr[i];
            vg[i] = tg[i];
            vb[i] = tb[i];
            va[i] = ta[i];
            finished++;
            continue;
        }
        float p = progress_at(elapsed, duration_ticks);
        vx[i] = lerp(fx[i], tx[i], p);
        vy[i] = lerp(fy[i], ty[i], p);
        vw[i] = lerp(fw[i], tw[i], p);
        vh[i] = lerp(fh[i], th[i], p);
        vr[i] = lerp(fr[i], tr[i], p);
        vg[i] = lerp(fg[i], tg[i], p);
        vb[i] = lerp(fb[i], tb[i], p);
        va[i] = lerp(fa[i], ta[i], p);
    }
    return finished;
}
