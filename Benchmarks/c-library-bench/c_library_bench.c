// The C interface's speed in two builds of the library, in one process and one run: the
// package's release build (with the Swift runtime) and the Embedded Swift build that
// scripts/install installs. Each library is opened with dlopen (RTLD_LOCAL, so both keep
// their own tr_* functions) and does the same work in turn, sample after sample:
//   animate  tr_animate of an 8-float component on every entity (a retarget)
//   read     one tr_presented_all of every entity
//   tick     tr_world_step(world, 1), every entity animating
// and the program prints ns per entity (median and minimum over the samples) and the
// Embedded build's median over the runtime build's.
//   c-library-bench RUNTIME_LIB EMBEDDED_LIB [--entities N] [--samples N]
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "transitionable.h"

// The functions used, looked up in one library.
typedef struct {
    const char *name;
    void *handle;
    tr_status (*component_register)(const char *, uint32_t, const tr_field *, const float *, tr_component *);
    tr_status (*world_create)(uint32_t, tr_world **);
    void (*world_destroy)(tr_world *);
    tr_status (*spawn)(tr_world *, tr_entity *);
    tr_status (*set)(tr_world *, tr_entity, tr_component, const float *, uint32_t);
    tr_status (*animate)(tr_world *, tr_entity, tr_component, const float *, uint32_t, const tr_animation *);
    tr_status (*world_step)(tr_world *, uint32_t);
    tr_status (*presented_all)(const tr_world *, tr_component, double, tr_entity *, float *, uint64_t, uint64_t *);
    tr_world *world;
    tr_component type;
    tr_entity *entities;
} library;

enum { animate_figure, read_figure, tick_figure, figure_count };
static const char *const figure_names[figure_count] = {"animate", "read", "tick"};

static void *symbol(library *lib, const char *name) {
    void *found = dlsym(lib->handle, name);
    if (found == NULL) {
        fprintf(stderr, "c-library-bench: %s has no %s\n", lib->name, name);
        exit(1);
    }
    return found;
}

static void open_library(library *lib, const char *name, const char *path) {
    memset(lib, 0, sizeof *lib);
    lib->name = name;
    lib->handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (lib->handle == NULL) {
        fprintf(stderr, "c-library-bench: cannot open %s: %s\n", path, dlerror());
        exit(1);
    }
    *(void **)&lib->component_register = symbol(lib, "tr_component_register");
    *(void **)&lib->world_create = symbol(lib, "tr_world_create");
    *(void **)&lib->world_destroy = symbol(lib, "tr_world_destroy");
    *(void **)&lib->spawn = symbol(lib, "tr_spawn");
    *(void **)&lib->set = symbol(lib, "tr_set");
    *(void **)&lib->animate = symbol(lib, "tr_animate");
    *(void **)&lib->world_step = symbol(lib, "tr_world_step");
    *(void **)&lib->presented_all = symbol(lib, "tr_presented_all");
}

static void check(tr_status status, const library *lib, const char *what) {
    if (status != TR_OK) {
        fprintf(stderr, "c-library-bench: %s: %s failed (%u)\n", lib->name, what, (unsigned)status);
        exit(1);
    }
}

// The rectangle of entity `index` in `variant`: the same floats for both libraries.
static void rectangle(uint64_t index, int variant, float out[8]) {
    for (int lane = 0; lane < 8; lane++) {
        out[lane] = (float)((index * 7 + (uint64_t)lane * 13 + (uint64_t)variant * 31) % 997) * 0.5f;
    }
}

static void build(library *lib, uint64_t count) {
    check(lib->component_register("bench-rect", 8, NULL, NULL, &lib->type), lib, "tr_component_register");
    check(lib->world_create(60, &lib->world), lib, "tr_world_create");
    lib->entities = malloc(count * sizeof *lib->entities);
    if (lib->entities == NULL) exit(1);
    float start[8];
    for (uint64_t index = 0; index < count; index++) {
        check(lib->spawn(lib->world, &lib->entities[index]), lib, "tr_spawn");
        rectangle(index, 0, start);
        check(lib->set(lib->world, lib->entities[index], lib->type, start, 8), lib, "tr_set");
    }
}

static double now_ns(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec * 1e9 + (double)time.tv_nsec;
}

// One sample of each figure on `lib`, in ns per entity.
static void sample(library *lib, uint64_t count, const float *targets, tr_entity *read_entities,
                   float *read_values, double out[figure_count]) {
    tr_animation animation = tr_animation_curve(TR_CURVE_EASE_IN_OUT_CUBIC, 2);
    check(lib->world_step(lib->world, 1), lib, "tr_world_step");
    double start = now_ns();
    for (uint64_t index = 0; index < count; index++) {
        check(lib->animate(lib->world, lib->entities[index], lib->type, targets + index * 8, 8, &animation), lib,
              "tr_animate");
    }
    out[animate_figure] = (now_ns() - start) / (double)count;
    uint64_t written = 0;
    start = now_ns();
    check(lib->presented_all(lib->world, lib->type, 0.5, read_entities, read_values, count, &written), lib,
          "tr_presented_all");
    out[read_figure] = (now_ns() - start) / (double)count;
    if (written != count) {
        fprintf(stderr, "c-library-bench: %s read %llu of %llu\n", lib->name, (unsigned long long)written,
                (unsigned long long)count);
        exit(1);
    }
    start = now_ns();
    check(lib->world_step(lib->world, 1), lib, "tr_world_step");
    out[tick_figure] = (now_ns() - start) / (double)count;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, (size_t)count, sizeof *values, by_value);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

static int parse_count(const char *text, uint64_t max, uint64_t *value) {
    char *end;
    if (text == NULL || *text < '0' || *text > '9') return 0;
    unsigned long long parsed = strtoull(text, &end, 10);
    if (*end != '\0' || parsed == 0 || parsed > max) return 0;
    *value = parsed;
    return 1;
}

static void usage(void) {
    fputs("usage: c-library-bench RUNTIME_LIB EMBEDDED_LIB [--entities N] [--samples N]\n", stderr);
    exit(2);
}

int main(int argc, char **argv) {
    if (argc < 3 || argv[1][0] == '-' || argv[2][0] == '-') usage();
    uint64_t count = 100000, samples = 15;
    for (int index = 3; index < argc; index += 2) {
        uint64_t *value = strcmp(argv[index], "--entities") == 0  ? &count
                          : strcmp(argv[index], "--samples") == 0 ? &samples
                                                                  : NULL;
        if (value == NULL || !parse_count(index + 1 < argc ? argv[index + 1] : NULL, 10000000, value)) usage();
    }
    library libraries[2];
    open_library(&libraries[0], "runtime", argv[1]);
    open_library(&libraries[1], "embedded", argv[2]);

    float *targets[2];
    for (int variant = 0; variant < 2; variant++) {
        targets[variant] = malloc(count * 8 * sizeof(float));
        if (targets[variant] == NULL) return 1;
        for (uint64_t index = 0; index < count; index++) rectangle(index, variant + 1, targets[variant] + index * 8);
    }
    tr_entity *read_entities = malloc(count * sizeof *read_entities);
    float *read_values = malloc(count * 8 * sizeof(float));
    double *figures = malloc(2 * figure_count * samples * sizeof(double));
    if (read_entities == NULL || read_values == NULL || figures == NULL) return 1;
    for (int which = 0; which < 2; which++) build(&libraries[which], count);

    // Interleaved: each sample runs both libraries, the first one alternating.
    for (uint64_t round = 0; round <= samples; round++) {
        for (int turn = 0; turn < 2; turn++) {
            int which = (int)((round + (uint64_t)turn) % 2);
            double out[figure_count];
            sample(&libraries[which], count, targets[round % 2], read_entities, read_values, out);
            if (round == 0) continue;  // warm-up
            for (int figure = 0; figure < figure_count; figure++) {
                figures[((size_t)which * figure_count + (size_t)figure) * samples + round - 1] = out[figure];
            }
        }
    }

    printf("c-library-bench: %llu entities, 8 floats, easeInOutCubic, %llu samples; ns per entity\n",
           (unsigned long long)count, (unsigned long long)samples);
    printf("%-8s %22s %22s %10s\n", "", "runtime median (min)", "embedded median (min)", "embedded/");
    for (int figure = 0; figure < figure_count; figure++) {
        double medians[2], minimums[2];
        for (int which = 0; which < 2; which++) {
            double *values = &figures[((size_t)which * figure_count + (size_t)figure) * samples];
            medians[which] = median(values, (int)samples);
            minimums[which] = values[0];  // sorted by median()
        }
        printf("%-8s %13.2f (%6.2f) %14.2f (%6.2f) %9.2fx\n", figure_names[figure], medians[0], minimums[0],
               medians[1], minimums[1], medians[1] / medians[0]);
    }
    for (int which = 0; which < 2; which++) libraries[which].world_destroy(libraries[which].world);
    return 0;
}
