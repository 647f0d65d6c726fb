/*
 * transitionable.h: the Transitionable engine from C and C++.
 *
 * A world holds entities; an entity holds components, each a run of 1 to 16 floats of a type
 * registered by name. `tr_animate` moves a component to a target under an animation; every tick
 * of the fixed-step loop advances every running animation; `tr_presented_all` hands a renderer
 * every presented value of one type in one call. The same inputs give bit-identical state
 * (`tr_state_hash`), however the ticks are split into frames.
 *
 * Errors: every function that can fail returns a `tr_status`; TR_OK is 0. A NULL pointer, a
 * stale entity, an unknown component type, a wrong float count or an out-of-range enum value is
 * reported, never trapped on, and leaves the world unchanged. What the library cannot detect is
 * a pointer to freed memory (a destroyed world or snapshot) or a buffer shorter than the count
 * passed with it: those are the caller's to avoid, as with any C library.
 *
 * Out parameters: a call that fails leaves what its out parameters point to unchanged, except
 * the count that TR_ERROR_BUFFER_TOO_SMALL writes.
 *
 * Ownership: `tr_world_create` and `tr_snapshot_take` hand the caller an object that the caller
 * frees with `tr_world_destroy` / `tr_snapshot_destroy` (both accept NULL). Buffers passed in
 * are only read or written during the call; nothing keeps a pointer to them.
 *
 * Threads: a world, and the snapshots taken from it, may be used from one thread at a time;
 * different worlds may run on different threads at once. `tr_component_register` and the other
 * `tr_component_*` functions may be called from any thread at any time: component types are
 * shared by every world of the process. A snapshot may be destroyed on any thread, also while
 * its world runs on another.
 *
 * Versions and compatibility: TR_VERSION_MAJOR/MINOR/PATCH name the header, `tr_version()` the
 * library loaded. A program built against header 1.x runs against library 1.y for every y >= x
 * (the shared library's SONAME is libtransitionable.so.1). A minor version may add functions,
 * constants (statuses, curves, timings, event kinds: treat values you do not know as such), and
 * fields at the end of the sized structs; it removes and changes nothing. A patch version
 * changes no interface. A new major version may break anything and changes the SONAME.
 *
 * Sized structs: `tr_animation` and `tr_frame` start with `size`, and `tr_events_drain` takes the
 * size of a `tr_event`; callers pass `sizeof` as their header has it (the `tr_animation_*`
 * initialisers and TR_FRAME_INIT do). The library reads only the fields that lie wholly inside
 * that size, giving the others their defaults, and writes only inside it. A size larger than
 * the library's struct is accepted when the bytes beyond it are zero (a field the library does
 * not know left at its default); non-zero bytes there are TR_ERROR_INVALID_ARGUMENT. Fields
 * added later start at or after the previous version's `sizeof`, so an old struct's padding is
 * never read as a new field. `tr_field` stays 8 bytes within a major version.
 *
 * Enums: every enumerated value crosses the interface as a `uint32_t` typedef (`tr_status`,
 * `tr_curve`, ...); the enumerations only name the constants.
 *
 * Link: `pkg-config --cflags --libs transitionable`, or CMake's
 * `find_package(Transitionable 1)` and `Transitionable::transitionable`, after
 * `scripts/install --prefix DIR`; see README.md, "Use from C".
 */
#ifndef TRANSITIONABLE_H
#define TRANSITIONABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Version ------------------------------------------------------------------------------- */

/** The version of this header. */
#define TR_VERSION_MAJOR 1
#define TR_VERSION_MINOR 0
#define TR_VERSION_PATCH 0
/** The version as one number, major * 10000 + minor * 100 + patch: 10000 for 1.0.0. */
#define TR_VERSION (TR_VERSION_MAJOR * 10000 + TR_VERSION_MINOR * 100 + TR_VERSION_PATCH)

/** The version of the library loaded, as TR_VERSION computes it. A program built against this
 *  header runs with it when `tr_version() / 10000 == TR_VERSION_MAJOR` and
 *  `tr_version() >= TR_VERSION`. */
uint32_t tr_version(void);

/* ---- Handles and results ------------------------------------------------------------------ */

/** A world: entities, components, running animations, the fixed-step loop. Opaque. */
typedef struct tr_world tr_world;
/** Everything a world's future depends on at one moment, to put back later. Opaque. */
typedef struct tr_snapshot tr_snapshot;

/** An entity: index in the low 32 bits, generation in the high 32. A despawned entity's handle
 *  stays stale forever: it never reaches the entity that reuses its index. */
typedef uint64_t tr_entity;
/** No entity; as a parent, "no parent". Never a living entity's handle. */
#define TR_ENTITY_NONE UINT64_MAX

/** A component type registered with `tr_component_register`; 0 is never one. */
typedef uint32_t tr_component;

/** What a call did. */
typedef uint32_t tr_status;
/** The values of `tr_status`. */
enum tr_status_value {
    TR_OK = 0,
    /** A pointer argument that must not be NULL was NULL. */
    TR_ERROR_NULL_POINTER = 1,
    /** The entity was despawned, or never existed in this world. */
    TR_ERROR_STALE_ENTITY = 2,
    /** The component type was never registered. */
    TR_ERROR_UNKNOWN_COMPONENT = 3,
    /** The float count passed is not the component type's. */
    TR_ERROR_FLOAT_COUNT = 4,
    /** The entity has no component (or environment setting) of that type. */
    TR_ERROR_NO_COMPONENT = 5,
    /** A number or enum value out of range: a tick rate, a float count, a field mode, a
     *  timing or curve value, an empty or too long name. */
    TR_ERROR_INVALID_ARGUMENT = 6,
    /** The name is registered already with another float count or field behaviour. */
    TR_ERROR_NAME_TAKEN = 7,
    /** Every component type of that size is taken (16 types each of 1-4, 5-8 and 9-16
     *  floats per process). */
    TR_ERROR_TOO_MANY_TYPES = 8,
    /** The caller's buffer is too small; the count it needs was written. */
    TR_ERROR_BUFFER_TOO_SMALL = 9,
    /** The parent given is the entity itself or one of its descendants. */
    TR_ERROR_HIERARCHY_CYCLE = 10,
    /** The snapshot was taken from another world. */
    TR_ERROR_OTHER_WORLD = 11
};

/** The status's name, e.g. "TR_ERROR_STALE_ENTITY"; "TR_UNKNOWN_STATUS" for other values. The
 *  string is static. */
const char *tr_status_name(tr_status status);

/* ---- Component types ---------------------------------------------------------------------- */

/** How one float of a component moves. */
typedef uint32_t tr_field_mode;
/** The values of `tr_field_mode`. */
enum tr_field_mode_value {
    /** Interpolated along the animation's curve (springs carry its velocity). */
    TR_FIELD_INTERPOLATED = 0,
    /** Keeps the start value until the progress reaches `switch_progress`, then the target's. */
    TR_FIELD_DISCRETE = 1
};

/** One float's behaviour. Stays 8 bytes within a major version (a new behaviour comes as a new
 *  mode). */
typedef struct tr_field {
    tr_field_mode mode;
    /** For TR_FIELD_DISCRETE: the progress (0...1, or beyond) at which the target takes over;
     *  must not be NaN. Ignored for TR_FIELD_INTERPOLATED. */
    float switch_progress;
} tr_field;

/** The most floats one component holds. */
#define TR_MAX_FLOATS 16
/** The longest component name, in bytes without the terminating NUL. */
#define TR_MAX_NAME_LENGTH 63

/**
 * Registers a component type of `float_count` (1...16) floats named `name` (1...63 bytes,
 * NUL-terminated) and writes its handle to `out_type`. `fields` (NULL: all interpolated) gives
 * each float's behaviour, `defaults` (NULL: zeros) the value an entity sees for it as an
 * environment value where no ancestor sets one (finite: a NaN or infinite default is
 * TR_ERROR_INVALID_ARGUMENT); both hold `float_count` entries. Registering the
 * same name again with the same count, fields and defaults gives the same handle; with others,
 * TR_ERROR_NAME_TAKEN.
 */
tr_status tr_component_register(
    const char *name, uint32_t float_count, const tr_field *fields, const float *defaults,
    tr_component *out_type);

/** The handle of the component type registered as `name`, or TR_ERROR_UNKNOWN_COMPONENT. */
tr_status tr_component_find(const char *name, tr_component *out_type);

/** The number of floats of a component type. */
tr_status tr_component_float_count(tr_component type, uint32_t *out_count);

/* ---- Animations --------------------------------------------------------------------------- */

/** What drives an animation's progress. */
typedef uint32_t tr_timing;
/** The values of `tr_timing`. */
enum tr_timing_value {
    /** `curve` over `duration` seconds. */
    TR_TIMING_CURVE = 0,
    /** CSS cubic-bezier(`bezier`) over `duration` seconds. */
    TR_TIMING_CUBIC_BEZIER = 1,
    /** `steps` equal steps over `duration` seconds, jumping at each step's `step_jump`. */
    TR_TIMING_STEPS = 2,
    /** A spring of `response` seconds and `damping_fraction` (1: critically damped). */
    TR_TIMING_SPRING = 3,
    /** A spring that settles in about `duration` seconds with `bounce` (-1...1, 0: none). */
    TR_TIMING_SPRING_BOUNCE = 4
};

/** Easing curves: linear, Robert Penner's family, CSS's named curves. */
typedef uint32_t tr_curve;
/** The values of `tr_curve`. */
enum tr_curve_value {
    TR_CURVE_LINEAR = 0,
    TR_CURVE_EASE_IN_SINE, TR_CURVE_EASE_OUT_SINE, TR_CURVE_EASE_IN_OUT_SINE,
    TR_CURVE_EASE_IN_QUAD, TR_CURVE_EASE_OUT_QUAD, TR_CURVE_EASE_IN_OUT_QUAD,
    TR_CURVE_EASE_IN_CUBIC, TR_CURVE_EASE_OUT_CUBIC, TR_CURVE_EASE_IN_OUT_CUBIC,
    TR_CURVE_EASE_IN_QUART, TR_CURVE_EASE_OUT_QUART, TR_CURVE_EASE_IN_OUT_QUART,
    TR_CURVE_EASE_IN_QUINT, TR_CURVE_EASE_OUT_QUINT, TR_CURVE_EASE_IN_OUT_QUINT,
    TR_CURVE_EASE_IN_EXPO, TR_CURVE_EASE_OUT_EXPO, TR_CURVE_EASE_IN_OUT_EXPO,
    TR_CURVE_EASE_IN_CIRC, TR_CURVE_EASE_OUT_CIRC, TR_CURVE_EASE_IN_OUT_CIRC,
    TR_CURVE_EASE_IN_BACK, TR_CURVE_EASE_OUT_BACK, TR_CURVE_EASE_IN_OUT_BACK,
    TR_CURVE_EASE_IN_ELASTIC, TR_CURVE_EASE_OUT_ELASTIC, TR_CURVE_EASE_IN_OUT_ELASTIC,
    TR_CURVE_EASE_IN_BOUNCE, TR_CURVE_EASE_OUT_BOUNCE, TR_CURVE_EASE_IN_OUT_BOUNCE,
    /** CSS `ease`, `ease-in`, `ease-out`, `ease-in-out`. */
    TR_CURVE_CSS_EASE, TR_CURVE_CSS_EASE_IN, TR_CURVE_CSS_EASE_OUT, TR_CURVE_CSS_EASE_IN_OUT
};

/** Where a step of TR_TIMING_STEPS jumps: at its start or at its end (CSS's jump-start,
 *  jump-end). */
typedef uint32_t tr_step_jump;
/** The values of `tr_step_jump`. */
enum tr_step_jump_value { TR_STEP_JUMP_START = 0, TR_STEP_JUMP_END = 1 };

/** Repeat forever (as `repeat_count`). */
#define TR_REPEAT_FOREVER (-1)

/**
 * How a value moves. Times are seconds. Start from `tr_animation_curve` or `tr_animation_spring`
 * (they set `size`) and change the fields you need. A `size` that does not cover `timing`, or
 * that runs past the library's struct into non-zero bytes, is TR_ERROR_INVALID_ARGUMENT; the
 * fields it does not cover take the values `tr_animation_curve(TR_CURVE_LINEAR, 0)` gives them.
 * Enum values out of range and a repeat count below -1 are
 * TR_ERROR_INVALID_ARGUMENT. Bad numbers are clamped to the nearest valid animation, as in the
 * Swift API, so that every animation that does not repeat forever ends after a finite number
 * of ticks, with one TR_EVENT_FINISHED:
 * - `duration` (curves): NaN, infinite, zero or negative finishes at once (on the next tick);
 * - `delay`: NaN, infinite or negative is none;
 * - `speed`: NaN, infinite, zero or negative is 1; others are clamped to 1e-6...1e6;
 * - `repeat_count`: 0 or 1 plays once;
 * - `steps`: below 1 is 1, above 2^24 is 2^24;
 * - `bezier`: any NaN or infinite coordinate gives the linear curve; x1 and x2 are clamped to
 *   0...1, y1 and y2 to -1e6...1e6;
 * - `response` (and `duration` of TR_TIMING_SPRING_BOUNCE): NaN, zero or negative is 1e-3 s,
 *   above 1e6 s (or infinite) is 1e6 s;
 * - `damping_fraction`: NaN, zero (undamped) or negative is 0.01, which rings for about 110
 *   periods and settles; above 1e6 (or infinite) is 1e6;
 * - `bounce`: NaN is 0; below -0.999 is -0.999; above 0.99 (1 and infinity included) gives the
 *   damping fraction 0.01;
 * - a delay, or the cycles together, longer than 2^50 ticks last 2^50 ticks.
 */
typedef struct tr_animation {
    /** sizeof(tr_animation) as the caller's header has it. */
    uint32_t size;
    tr_timing timing;
    /** TR_TIMING_CURVE. */
    tr_curve curve;
    /** Seconds of one cycle (curve, cubic-bezier, steps), or the settling time
     *  (TR_TIMING_SPRING_BOUNCE). */
    double duration;
    /** TR_TIMING_CUBIC_BEZIER: x1, y1, x2, y2. */
    double bezier[4];
    /** TR_TIMING_STEPS: the number of steps (1...2^24) and where each jumps. */
    int32_t steps;
    tr_step_jump step_jump;
    /** TR_TIMING_SPRING. */
    double response;
    double damping_fraction;
    /** TR_TIMING_SPRING_BOUNCE. */
    double bounce;
    /** Seconds before it starts moving. */
    double delay;
    /** Rate of play: 2 plays twice as fast. */
    double speed;
    /** Number of cycles, or TR_REPEAT_FOREVER. */
    int32_t repeat_count;
    /** Whether every other cycle plays backwards. */
    bool autoreverses;
} tr_animation;

/** `curve` over `duration` seconds, once, no delay, speed 1. */
static inline tr_animation tr_animation_curve(tr_curve curve, double duration) {
    tr_animation animation;
    animation.size = (uint32_t)sizeof(tr_animation);
    animation.timing = TR_TIMING_CURVE;
    animation.curve = curve;
    animation.duration = duration;
    animation.bezier[0] = 0;
    animation.bezier[1] = 0;
    animation.bezier[2] = 1;
    animation.bezier[3] = 1;
    animation.steps = 1;
    animation.step_jump = TR_STEP_JUMP_END;
    animation.response = 0.55;
    animation.damping_fraction = 0.825;
    animation.bounce = 0;
    animation.delay = 0;
    animation.speed = 1;
    animation.repeat_count = 1;
    animation.autoreverses = false;
    return animation;
}

/** A spring of `response` seconds and `damping_fraction`, once, no delay, speed 1. */
static inline tr_animation tr_animation_spring(double response, double damping_fraction) {
    tr_animation animation = tr_animation_curve(TR_CURVE_LINEAR, 0.5);
    animation.timing = TR_TIMING_SPRING;
    animation.response = response;
    animation.damping_fraction = damping_fraction;
    return animation;
}

/* ---- Worlds and the fixed-step loop -------------------------------------------------------- */

/** Makes a world ticking `tick_rate` times per simulated second (1...1,000,000). On failure
 *  `*out_world` is left as it was. */
tr_status tr_world_create(uint32_t tick_rate, tr_world **out_world);

/** Frees a world and everything in it. Snapshots taken from it are not freed: free them with
 *  `tr_snapshot_destroy` (they can no longer be restored anywhere). NULL is ignored. */
void tr_world_destroy(tr_world *world);

/** A frame of the loop: how many ticks ran and where between ticks it is. */
typedef struct tr_frame {
    /** sizeof(tr_frame) as the caller's header has it: initialise with TR_FRAME_INIT. */
    uint32_t size;
    /** Ticks run by this frame. */
    uint32_t ticks;
    /** How far (0...1) into the next tick the frame's time reaches: the alpha to present at. */
    double alpha;
    /** Time beyond the frame cap (250 ms) that was not simulated. */
    uint64_t dropped_nanoseconds;
    /** Whether the clock reading was earlier than the last one (the frame then ran nothing). */
    bool clock_went_backwards;
} tr_frame;

/** A `tr_frame` ready for `tr_world_frame`: its size set, the rest zero. */
#define TR_FRAME_INIT {(uint32_t)sizeof(tr_frame), 0, 0.0, 0, false}

/**
 * Accounts for real time up to `now_nanoseconds` (a monotonic clock reading; the first call
 * only starts the clock), runs the ticks it covers and writes what it did to `out_frame` (may
 * be NULL; its `size` is checked before anything runs). Completion events of every tick queue up for `tr_events_drain`.
 */
tr_status tr_world_frame(tr_world *world, uint64_t now_nanoseconds, tr_frame *out_frame);

/** Runs `ticks` ticks at once, whatever the clock says (tests, headless rendering). */
tr_status tr_world_step(tr_world *world, uint32_t ticks);

/** Pauses or resumes the loop's clock (`tr_world_step` still runs ticks). */
tr_status tr_world_set_paused(tr_world *world, bool paused);

/** The number of ticks the world has run. */
tr_status tr_world_tick(const tr_world *world, uint64_t *out_tick);

/** A hash of everything the world's future depends on: equal inputs give equal hashes. */
tr_status tr_state_hash(const tr_world *world, uint64_t *out_hash);

/* ---- Entities ------------------------------------------------------------------------------ */

/** Makes an entity. */
tr_status tr_spawn(tr_world *world, tr_entity *out_entity);

/** Removes an entity and its components; its children lose their parent. */
tr_status tr_despawn(tr_world *world, tr_entity entity);

/** Removes an entity, its descendants and their components. */
tr_status tr_despawn_recursive(tr_world *world, tr_entity entity);

/** Whether `entity` lives in `world` (false for NULL or a stale handle). */
bool tr_is_alive(const tr_world *world, tr_entity entity);

/** The number of living entities. */
tr_status tr_entity_count(const tr_world *world, uint64_t *out_count);

/** Makes `parent` (TR_ENTITY_NONE: none) the parent of `child`, from which it inherits
 *  environment values. */
tr_status tr_set_parent(tr_world *world, tr_entity child, tr_entity parent);

/* ---- Components ---------------------------------------------------------------------------- */

/** Sets `entity`'s component of `type` to `count` floats at once, ending a running animation.
 *  The floats must be finite: a NaN or infinity is TR_ERROR_INVALID_ARGUMENT, changing nothing. */
tr_status tr_set(tr_world *world, tr_entity entity, tr_component type, const float *values,
                 uint32_t count);

/**
 * Moves `entity`'s component of `type` to `target` (`count` floats) under `animation`, from the
 * value presented now; a running spring keeps its velocity, and the animation it replaces
 * raises TR_EVENT_RETARGETED. An entity without the component gets `target` at once and raises
 * no event. The target's floats must be finite: a NaN or infinity is
 * TR_ERROR_INVALID_ARGUMENT, changing nothing.
 */
tr_status tr_animate(tr_world *world, tr_entity entity, tr_component type, const float *target,
                     uint32_t count, const tr_animation *animation);

/** The component's value as of the last tick. */
tr_status tr_get(const tr_world *world, tr_entity entity, tr_component type, float *out_values,
                 uint32_t count);

/** The component's value `alpha` (0...1) of a tick after the last tick, as a renderer draws it
 *  between ticks; exact at every tick. An alpha below 0 is 0 and above 1 is 1; a NaN or
 *  infinite alpha is 0 (the value of the last tick). */
tr_status tr_presented(const tr_world *world, tr_entity entity, tr_component type, double alpha,
                       float *out_values, uint32_t count);

/** Whether the component is moving (`*out_animating`). */
tr_status tr_is_animating(const tr_world *world, tr_entity entity, tr_component type,
                          bool *out_animating);

/** Removes the component. */
tr_status tr_remove(tr_world *world, tr_entity entity, tr_component type);

/** The number of entities holding a component of `type`. */
tr_status tr_count(const tr_world *world, tr_component type, uint64_t *out_count);

/**
 * Every entity with a component of `type` and that component presented at `alpha` (clamped as
 * for `tr_presented`), in one pass:
 * entity i in `out_entities[i]` (may be NULL) and its floats at `out_values[i * float_count]`.
 * `capacity` is the number of entities the buffers hold; `*out_count` gets the number written,
 * or, with TR_ERROR_BUFFER_TOO_SMALL (nothing written), the capacity needed.
 */
tr_status tr_presented_all(const tr_world *world, tr_component type, double alpha,
                           tr_entity *out_entities, float *out_values, uint64_t capacity,
                           uint64_t *out_count);

/* ---- Environment values -------------------------------------------------------------------- */

/**
 * Sets the environment value of `type` on `entity` for it and its descendants, moving from what
 * `entity` saw until now under `animation` (NULL: at once). A descendant sees the setting of its
 * nearest ancestor (or its own), else the type's defaults. The floats must be finite: a NaN or
 * infinity is TR_ERROR_INVALID_ARGUMENT, changing nothing.
 */
tr_status tr_environment_set(tr_world *world, tr_entity entity, tr_component type,
                             const float *values, uint32_t count, const tr_animation *animation);

/** The environment value of `type` that `entity` sees, presented at `alpha` (clamped as for
 *  `tr_presented`). */
tr_status tr_environment_get(const tr_world *world, tr_entity entity, tr_component type,
                             double alpha, float *out_values, uint32_t count);

/** Stops `entity` from setting the environment value of `type`, so that it inherits again. */
tr_status tr_environment_remove(tr_world *world, tr_entity entity, tr_component type);

/* ---- Events -------------------------------------------------------------------------------- */

/** What happened to an animation. */
typedef uint32_t tr_event_kind;
/** The values of `tr_event_kind`. */
enum tr_event_kind_value {
    /** It reached its target. */
    TR_EVENT_FINISHED = 0,
    /** A new animation took over from the presented value. */
    TR_EVENT_RETARGETED = 1,
    /** The value was set without animation. */
    TR_EVENT_SET = 2,
    /** The component or environment setting was removed. */
    TR_EVENT_REMOVED = 3,
    /** The entity was despawned. */
    TR_EVENT_DESPAWNED = 4
};

/** One event, in the order the ticks raised them. */
typedef struct tr_event {
    tr_entity entity;
    tr_component type;
    tr_event_kind kind;
    /** Whether it was an environment value's animation rather than a component's. */
    bool is_environment;
    /** The tick it belongs to. An event raised by a call between ticks (a retarget, a set, a
     *  removal, a despawn) is queued with the next tick's events and carries that tick's
     *  number: the world's tick at the call plus one. */
    uint64_t tick;
} tr_event;

/** The most events a world keeps undrained; later ones are counted as dropped. */
#define TR_EVENT_QUEUE_CAPACITY 1048576

/**
 * Moves up to `capacity` queued events, oldest first, into `out_events` and writes how many to
 * `*out_count`; the rest stay queued. `event_size` is sizeof(tr_event) as the caller's header
 * has it (a multiple of 8, at least 8): event i is written at byte `i * event_size`, with the
 * fields that fit inside `event_size`. `*out_dropped` (may be NULL) gets the number of events
 * lost since the last drain because the queue was full.
 */
tr_status tr_events_drain(tr_world *world, tr_event *out_events, size_t event_size,
                          uint64_t capacity, uint64_t *out_count, uint64_t *out_dropped);

/* ---- Snapshots ----------------------------------------------------------------------------- */

/** Takes a snapshot of everything the world's future depends on (not its queued events);
 *  cheap: the world's arrays are shared until either side changes them. */
tr_status tr_snapshot_take(tr_world *world, tr_snapshot **out_snapshot);

/** Puts the world back as it was when `snapshot` was taken from it; the same inputs then give
 *  the same states. Queued events stay. */
tr_status tr_snapshot_restore(tr_world *world, const tr_snapshot *snapshot);

/** Frees a snapshot, on any thread, also while its world runs on another. NULL is ignored. */
void tr_snapshot_destroy(tr_snapshot *snapshot);

#ifdef __cplusplus
}
#endif

#endif /* TRANSITIONABLE_H */
