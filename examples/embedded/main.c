// The portable scenario on a Cortex-M: runs its scripted run and prints the state hash over
// semihosting, the same line scenario-hash prints natively. Arguments (the semihosting command
// line): [--seed N] [--boxes N] [--ticks N] [--scenario field|full] [--stages]; defaults seed 1,
// 300 boxes, 600 ticks, the full scenario (the field and the tour of every feature).
// `--stages` instead builds a field of the boxes and prints the heap held and the allocations
// made after each step of a short run: where the heap goes.
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "memory_watch.h"

uint64_t scenario_scripted_hash(uint64_t seed, int32_t boxes, int32_t ticks);
uint64_t scenario_scripted_field_hash(uint64_t seed, int32_t boxes, int32_t ticks);
void scenario_start(uint64_t seed, int32_t boxes, float width, float height);
void scenario_advance(int32_t ticks);
void scenario_press(float x, float y);
void scenario_key(int32_t code);

static const char usage[] =
    "usage: scenario [--seed N] [--boxes N] [--ticks N] [--scenario field|full] [--stages]\n";

// One line of the stages' table: the heap held and allocations made since the last line.
static void stage(const char *name, uint64_t boxes) {
    static size_t last_held;
    static uint32_t last_allocations;
    size_t held = memory_watch_held();
    uint32_t allocations = memory_watch_allocations();
    long grown = (long)held - (long)last_held;
    printf("%-28s held %7lu B  %+7ld B  %+5ld B a box  %4lu allocations\n", name, (unsigned long)held, grown,
           boxes ? grown / (long)boxes : 0, (unsigned long)(allocations - last_allocations));
    last_held = held;
    last_allocations = allocations;
}

// The field's first steps, each followed by a line of the table.
static void stages(uint64_t seed, uint64_t boxes) {
    stage("before", boxes);
    scenario_start(seed, (int32_t)boxes, 640, 400);
    stage("field built (reserved)", boxes);
    scenario_press(320, 200);
    stage("press: springs, pulses", boxes);
    scenario_advance(90);
    stage("90 ticks", boxes);
    scenario_press(100, 100);
    stage("press again (retargets)", boxes);
    scenario_advance(90);
    stage("90 ticks", boxes);
    scenario_key(114);
    stage("key r: eased moves, scales", boxes);
    scenario_advance(90);
    stage("90 ticks", boxes);
}

// Parses a whole decimal number no larger than `max`; returns 0 on anything else.
static int parse(const char *text, uint64_t max, uint64_t *value) {
    char *end;
    if (text == NULL || *text < '0' || *text > '9') return 0;
    errno = 0;
    unsigned long long parsed = strtoull(text, &end, 10);
    if (*end != '\0' || errno == ERANGE || parsed > max) return 0;
    *value = parsed;
    return 1;
}

int main(int argc, char **argv) {
    memory_watch_start();
    uint64_t seed = 1, boxes = 300, ticks = 600;
    int with_tour = 1, with_stages = 0;
    // picolibc's semihosting start puts a placeholder in argv[0] and the command line's first
    // word, the program's name, in argv[1]; the flags follow.
    for (int index = 2; index < argc; index += 2) {
        const char *flag = argv[index], *text = index + 1 < argc ? argv[index + 1] : NULL;
        if (strcmp(flag, "--stages") == 0) {
            with_stages = 1;
            index--;
            continue;
        }
        if (strcmp(flag, "--scenario") == 0) {
            if (text == NULL || (strcmp(text, "field") != 0 && strcmp(text, "full") != 0)) {
                fputs(usage, stderr);
                return 2;
            }
            with_tour = strcmp(text, "full") == 0;
            continue;
        }
        uint64_t *value = strcmp(flag, "--seed") == 0    ? &seed
                          : strcmp(flag, "--boxes") == 0 ? &boxes
                          : strcmp(flag, "--ticks") == 0 ? &ticks
                                                         : NULL;
        if (value == NULL || !parse(text, value == &seed ? UINT64_MAX : INT32_MAX, value)) {
            fputs(usage, stderr);
            return 2;
        }
    }
    if (with_stages) {
        stages(seed, boxes);
        memory_watch_report();
        return 0;
    }
    uint64_t hash = with_tour ? scenario_scripted_hash(seed, (int32_t)boxes, (int32_t)ticks)
                              : scenario_scripted_field_hash(seed, (int32_t)boxes, (int32_t)ticks);
    printf("seed %llu boxes %llu ticks %llu hash 0x%llx\n", (unsigned long long)seed,
           (unsigned long long)boxes, (unsigned long long)ticks, (unsigned long long)hash);
    memory_watch_report();
    return 0;
}
