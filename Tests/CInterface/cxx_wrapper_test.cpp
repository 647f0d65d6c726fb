// transitionable.hpp against the C calls it wraps: typed values equal what the C calls give,
// RAII (moved-from worlds are empty and harmless), statuses of failed calls, bulk reads into
// spans and vectors, environment values, events, snapshots. Built by scripts/c-interface with
// -Wall -Wextra -Werror -pedantic, also with -fno-exceptions -fno-rtti and under
// AddressSanitizer. Exits non-zero on the first failed check.
#include "transitionable.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>

static int checks = 0;

#define CHECK(condition)                                                                        \
    do {                                                                                        \
        checks++;                                                                               \
        if (!(condition)) {                                                                     \
            std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition);  \
            std::exit(1);                                                                       \
        }                                                                                       \
    } while (0)

namespace {

struct Rect {
    float x, y, width, height;
};

struct Tint {
    float r, g, b;
};

bool same(const Rect &a, const Rect &b) { return std::memcmp(&a, &b, sizeof a) == 0; }

tr::Component<Rect> rect_type() {
    static const tr::Component<Rect> type = tr::Component<Rect>::register_as("cxx rect").value;
    return type;
}

void test_values_match_the_c_calls() {
    tr::World world = tr::World::create(60).value;
    CHECK(world);
    const tr::Entity entity = world.spawn().value;
    CHECK(world.alive(entity));
    CHECK(world.set(entity, rect_type(), Rect{0, 0, 10, 10}).ok());
    const tr::Animation animation = tr::Animation::curve(TR_CURVE_EASE_IN_OUT_CUBIC, 0.5).delay(0.1);
    CHECK(world.animate(entity, rect_type(), Rect{100, 50, 20, 30}, animation).ok());

    // The same moves through the C calls, in a second world.
    tr_world *c_world = nullptr;
    CHECK(tr_world_create(60, &c_world) == TR_OK);
    tr_entity c_entity = TR_ENTITY_NONE;
    CHECK(tr_spawn(c_world, &c_entity) == TR_OK);
    const float start[4] = {0, 0, 10, 10}, target[4] = {100, 50, 20, 30};
    tr_animation c_animation = tr_animation_curve(TR_CURVE_EASE_IN_OUT_CUBIC, 0.5);
    c_animation.delay = 0.1;
    CHECK(tr_set(c_world, c_entity, rect_type().handle(), start, 4) == TR_OK);
    CHECK(tr_animate(c_world, c_entity, rect_type().handle(), target, 4, &c_animation) == TR_OK);

    for (int tick = 0; tick < 50; tick++) {
        CHECK(world.step().ok());
        CHECK(tr_world_step(c_world, 1) == TR_OK);
        float c_values[4];
        CHECK(tr_presented(c_world, c_entity, rect_type().handle(), 0.5, c_values, 4) == TR_OK);
        const tr::Result<Rect> presented = world.presented(entity, rect_type(), 0.5);
        CHECK(presented.ok());
        CHECK(std::memcmp(&presented.value, c_values, sizeof c_values) == 0);
    }
    uint64_t c_hash = 0;
    CHECK(tr_state_hash(c_world, &c_hash) == TR_OK);
    CHECK(world.state_hash().value == c_hash);
    CHECK(world.tick().value == 50);
    CHECK(world.is_animating(entity, rect_type()).value == false);
    CHECK(same(world.get(entity, rect_type()).value, Rect{100, 50, 20, 30}));
    tr_world_destroy(c_world);
}

void test_raii_and_statuses() {
    tr::World world = tr::World::create(30).value;
    tr_world *raw = world.get();
    tr::World moved = std::move(world);
    CHECK(!world && moved.get() == raw);
    CHECK(world.step().code() == TR_ERROR_NULL_POINTER);
    CHECK(world.spawn().status.code() == TR_ERROR_NULL_POINTER);
    world = std::move(moved);  // move back; the moved-from one frees nothing
    CHECK(world.get() == raw && !moved);

    const tr::Result<tr::World> bad = tr::World::create(0);
    CHECK(!bad.ok() && !bad.value && bad.status.code() == TR_ERROR_INVALID_ARGUMENT);
    CHECK(std::strcmp(bad.status.name(), "TR_ERROR_INVALID_ARGUMENT") == 0);

    // The same name with another layout is taken.
    const tr::Result<tr::Component<Tint>> taken = tr::Component<Tint>::register_as("cxx rect");
    CHECK(taken.status.code() == TR_ERROR_NAME_TAKEN);

    const tr::Entity entity = world.spawn().value;
    CHECK(world.despawn(entity).ok());
    const tr::Result<Rect> stale = world.get(entity, rect_type());
    CHECK(stale.status.code() == TR_ERROR_STALE_ENTITY);
    CHECK(world.set(entity, rect_type(), Rect{1, 2, 3, 4}).code() == TR_ERROR_STALE_ENTITY);
    const tr::Entity alive = world.spawn().value;
    CHECK(world.get(alive, rect_type()).status.code() == TR_ERROR_NO_COMPONENT);
    CHECK(world.remove(alive, rect_type()).code() == TR_ERROR_NO_COMPONENT);
}

void test_bulk_reads() {
    tr::World world = tr::World::create(60).value;
    for (int index = 0; index < 10; index++) {
        const tr::Entity entity = world.spawn().value;
        const float at = static_cast<float>(index);
        CHECK(world.set(entity, rect_type(), Rect{at, at, 1, 1}).ok());
        CHECK(world.animate(entity, rect_type(), Rect{at + 10, at, 1, 1}, tr::Animation::spring(0.3, 1)).ok());
    }
    CHECK(world.step(3).ok());

    // Spans too small: the count needed; vectors: sized to fit, the same values.
    tr::Entity few_entities[4];
    Rect few_values[4];
    const tr::Result<uint64_t> short_read =
        world.presented_all(rect_type(), 0.25, tr::Span<tr::Entity>(few_entities, 4), tr::Span<Rect>(few_values, 4));
    CHECK(short_read.status.code() == TR_ERROR_BUFFER_TOO_SMALL && short_read.value == 10);
    std::vector<tr::Entity> entities;
    std::vector<Rect> values;
    CHECK(world.presented_all(rect_type(), 0.25, entities, values).ok());
    CHECK(entities.size() == 10 && values.size() == 10);
    for (std::size_t index = 0; index < entities.size(); index++) {
        const tr::Result<Rect> one = world.presented(entities[index], rect_type(), 0.25);
        CHECK(one.ok() && same(one.value, values[index]));
    }
    CHECK(world.count(rect_type()).value == 10);
}

void test_environment_events_and_snapshots() {
    const Tint white{1, 1, 1};
    const tr::Component<Tint> tint = tr::Component<Tint>::register_as("cxx tint", nullptr, &white).value;
    tr::World world = tr::World::create(60).value;
    const tr::Entity parent = world.spawn().value, child = world.spawn().value;
    CHECK(world.set_parent(child, parent).ok());
    const tr::Result<Tint> inherited = world.environment(child, tint);
    CHECK(inherited.ok() && std::memcmp(&inherited.value, &white, sizeof white) == 0);
    const tr::Animation fade = tr::Animation::curve(TR_CURVE_LINEAR, 0.25);
    CHECK(world.environment_set(parent, tint, Tint{1, 0, 0}, &fade).ok());
    CHECK(world.step(20).ok());
    CHECK(world.environment(child, tint).value.g == 0);

    CHECK(world.set(child, rect_type(), Rect{0, 0, 1, 1}).ok());
    CHECK(world.animate(child, rect_type(), Rect{5, 5, 1, 1}, tr::Animation::curve(TR_CURVE_LINEAR, 0.1)).ok());
    const tr::Result<tr::Snapshot> snapshot = world.snapshot();
    CHECK(snapshot.ok() && snapshot.value);
    const uint64_t hash_at_snapshot = world.state_hash().value;
    CHECK(world.step(10).ok());
    tr_event events[8];
    uint64_t dropped = 99;
    const tr::Result<uint64_t> drained = world.drain_events(tr::Span<tr_event>(events, 8), &dropped);
    CHECK(drained.ok() && dropped == 0);
    bool finished = false;
    for (uint64_t index = 0; index < drained.value; index++) {
        finished = finished || (events[index].kind == TR_EVENT_FINISHED && events[index].entity == child &&
                                !events[index].is_environment);
    }
    CHECK(finished);
    const uint64_t hash_after = world.state_hash().value;
    CHECK(hash_after != hash_at_snapshot);
    CHECK(world.restore(snapshot.value).ok());
    CHECK(world.state_hash().value == hash_at_snapshot);
    CHECK(world.step(10).ok());
    CHECK(world.state_hash().value == hash_after);

    tr::World other = tr::World::create(60).value;
    CHECK(other.restore(snapshot.value).code() == TR_ERROR_OTHER_WORLD);
}

void test_frames() {
    tr::World world = tr::World::create(100).value;
    CHECK(world.frame(0).ok());
    const tr::Result<tr::Frame> frame = world.frame(25'000'000);  // 2.5 ticks
    CHECK(frame.ok() && frame.value.ticks == 2 && frame.value.alpha > 0.49 && frame.value.alpha < 0.51);
    CHECK(world.set_paused(true).ok());
    CHECK(world.frame(100'000'000).value.ticks == 0);
}

}  // namespace

int main() {
    test_values_match_the_c_calls();
    test_raii_and_statuses();
    test_bulk_reads();
    test_environment_events_and_snapshots();
    test_frames();
    std::printf("cxx_wrapper_test: %d checks passed\n", checks);
    return 0;
}
