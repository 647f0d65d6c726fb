// The parts of the C interface that are plain C: the version and status names. The rest is
// implemented in Swift (Sources/TransitionableC).
#include "transitionable.h"

const char *tr_status_name(tr_status status) {
    switch (status) {
    case TR_OK: return "TR_OK";
    case TR_ERROR_NULL_POINTER: return "TR_ERROR_NULL_POINTER";
    case TR_ERROR_STALE_ENTITY: return "TR_ERROR_STALE_ENTITY";
    case TR_ERROR_UNKNOWN_COMPONENT: return "TR_ERROR_UNKNOWN_COMPONENT";
    case TR_ERROR_FLOAT_COUNT: return "TR_ERROR_FLOAT_COUNT";
    case TR_ERROR_NO_COMPONENT: return "TR_ERROR_NO_COMPONENT";
    case TR_ERROR_INVALID_ARGUMENT: return "TR_ERROR_INVALID_ARGUMENT";
    case TR_ERROR_NAME_TAKEN: return "TR_ERROR_NAME_TAKEN";
    case TR_ERROR_TOO_MANY_TYPES: return "TR_ERROR_TOO_MANY_TYPES";
    case TR_ERROR_BUFFER_TOO_SMALL: return "TR_ERROR_BUFFER_TOO_SMALL";
    case TR_ERROR_HIERARCHY_CYCLE: return "TR_ERROR_HIERARCHY_CYCLE";
    case TR_ERROR_OTHER_WORLD: return "TR_ERROR_OTHER_WORLD";
    }
    return "TR_UNKNOWN_STATUS";
}

uint32_t tr_version(void) { return TR_VERSION; }

// The sizes of version 1.0's structs. Fields added later go after these, so that a caller's
// older struct (its size, padding included) never covers part of a new field.
_Static_assert(sizeof(tr_animation) == 112, "tr_animation 1.0 is 112 bytes");
_Static_assert(sizeof(tr_frame) == 32, "tr_frame 1.0 is 32 bytes");
_Static_assert(sizeof(tr_event) == 32, "tr_event 1.0 is 32 bytes");
_Static_assert(sizeof(tr_field) == 8, "tr_field is 8 bytes in every 1.x");
