// The portable scenario as a WASI command, for a WebAssembly runtime such as wasmkit: prints the
// line scenario-hash prints natively for the same arguments, [--seed N] [--boxes N] [--ticks N]
// (defaults 1, 300, 600). `--bench` times the scripted run instead (10,000 boxes, 600 ticks
// unless given) and prints ticks per second.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

uint64_t scenario_scripted_hash(uint64_t seed, int32_t boxes, int32_t ticks);

static int usage(void) {
    fprintf(stderr, "usage: scenario.wasm [--seed N] [--boxes N] [--ticks N] [--bench]\n");
    return 2;
}

// A whole decimal number no larger than `max` into `value`; 0 on anything else.
static int parse(const char *text, unsigned long long max, unsigned long long *value) {
    char *end;
    if (text == NULL || *text < '0' || *text > '9') return 0;
    unsigned long long parsed = strtoull(text, &end, 10);
    if (*end != '\0' || parsed > max) return 0;
    *value = parsed;
    return 1;
}

static double seconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    unsigned long long seed = 1, boxes = 0, ticks = 0;
    int bench = 0, boxes_given = 0, ticks_given = 0;
    for (int index = 1; index < argc; index++) {
        if (strcmp(argv[index], "--bench") == 0) {
            bench = 1;
        } else if (index + 1 < argc && strcmp(argv[index], "--seed") == 0) {
            if (!parse(argv[++index], UINT64_MAX, &seed)) return usage();
        } else if (index + 1 < argc && strcmp(argv[index], "--boxes") == 0) {
            if (!parse(argv[++index], INT32_MAX, &boxes)) return usage();
            boxes_given = 1;
        } else if (index + 1 < argc && strcmp(argv[index], "--ticks") == 0) {
            if (!parse(argv[++index], INT32_MAX, &ticks)) return usage();
            ticks_given = 1;
        } else {
            return usage();
        }
    }
    if (!boxes_given) boxes = bench ? 10000 : 300;
    if (!ticks_given) ticks = 600;
    double start = seconds();
    uint64_t hash = scenario_scripted_hash(seed, (int32_t)boxes, (int32_t)ticks);
    double elapsed = seconds() - start;
    if (bench) {
        printf("wasm ticks/s %llu boxes: %.1f (hash 0x%llx)\n", boxes, (double)ticks / elapsed,
               (unsigned long long)hash);
    } else {
        printf("seed %llu boxes %llu ticks %llu hash 0x%llx\n", seed, boxes, ticks, (unsigned long long)hash);
    }
    return 0;
}
