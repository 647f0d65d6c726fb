// The C tests' checks: CHECK a condition, EXPECT a status from a call, OK for TR_OK; each counts
// itself in `checks` and exits non-zero with the file, line and what failed.
#ifndef C_TEST_CHECKS_H
#define C_TEST_CHECKS_H

#include "transitionable.h"

#include <stdio.h>
#include <stdlib.h>

static int checks = 0;

#define CHECK(condition)                                                                        \
    do {                                                                                        \
        checks++;                                                                               \
        if (!(condition)) {                                                                     \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition);       \
            exit(1);                                                                            \
        }                                                                                       \
    } while (0)

#define EXPECT(status, call)                                                                    \
    do {                                                                                        \
        checks++;                                                                               \
        tr_status got_ = (call);                                                                \
        if (got_ != (status)) {                                                                 \
            fprintf(stderr, "%s:%d: %s gave %s, expected %s\n", __FILE__, __LINE__, #call,      \
                    tr_status_name(got_), tr_status_name(status));                              \
            exit(1);                                                                            \
        }                                                                                       \
    } while (0)

#define OK(call) EXPECT(TR_OK, call)


#endif
