// The parts of the C interface that are plain C: status names and animation initialisers. The
// rest is implemented in Swift (Sources/TransitionableC).
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

tr_animation tr_animation_curve(tr_curve curve, double duration) {
    tr_animation animation = {0};
    animation.timing = TR_TIMING_CURVE;
    animation.curve = curve;
    animation.duration = duration;
    animation.steps = 1;
    animation.step_jump = TR_STEP_JUMP_END;
    animation.response = 0.55;
    animation.damping_fraction = 0.825;
    animation.speed = 1;
    animation.repeat_count = 1;
    return animation;
}

tr_animation tr_animation_spring(double response, double damping_fraction) {
    tr_animation animation = tr_animation_curve(TR_CURVE_LINEAR, 0.5);
    animation.timing = TR_TIMING_SPRING;
    animation.response = response;
    animation.damping_fraction = damping_fraction;
    return animation;
}
