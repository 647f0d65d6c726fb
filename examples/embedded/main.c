// The portable scenario on a Cortex-M4: runs its scripted run and prints the state hash over
// semihosting, the same line scenario-hash prints natively. Arguments (the semihosting command
// line): [--seed N] [--boxes N] [--ticks N] [--scenario field|full]; defaults seed 1, 300 boxes,
// 600 ticks, the full scenario (the field and the tour of every feature).
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "memory_watch.h"

uint64_t scenario_scripted_hash(uint64_t seed, int32_t boxes, int32_t ticks);
uint64_t scenario_scripted_field_hash(uint64_t seed, int32_t boxes, int32_t ticks);

static const char usage[] = "usage: scenario [--seed N] [--boxes N] [--ticks N] [--scenario field|full]\n";

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
    int with_tour = 1;
    // picolibc's semihosting start puts a placeholder in argv[0] and the command line's first
    // word, the program's name, in argv[1]; the flags follow.
    for (int index = 2; index < argc; index += 2) {
        const char *flag = argv[index], *text = index + 1 < argc ? argv[index + 1] : NULL;
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
    uint64_t hash = with_tour ? scenario_scripted_hash(seed, (int32_t)boxes, (int32_t)ticks)
                              : scenario_scripted_field_hash(seed, (int32_t)boxes, (int32_t)ticks);
    printf("seed %llu boxes %llu ticks %llu hash 0x%llx\n", (unsigned long long)seed,
           (unsigned long long)boxes, (unsigned long long)ticks, (unsigned long long)hash);
    memory_watch_report();
    return 0;
}
