// A headless C++17 program through transitionable.hpp: 1,000 boxes moving under springs and
// curves, a snapshot taken and restored, the events counted; prints the tick and state hash,
// the same on every run and machine.
#include "transitionable.hpp"

#include <cinttypes>
#include <cstdio>
#include <vector>

namespace {

struct Box {
    float x, y, size, turn;
};

int fail(const char *what, tr::Status status) {
    std::fprintf(stderr, "cpp-example: %s: %s\n", what, status.name());
    return 1;
}

}  // namespace

int main() {
    const auto registered = tr::Component<Box>::register_as("box");
    if (!registered) return fail("register", registered.status);
    const tr::Component<Box> box = registered.value;
    auto created = tr::World::create(60);
    if (!created) return fail("create", created.status);
    tr::World world = std::move(created.value);

    std::vector<tr::Entity> boxes;
    for (int index = 0; index < 1000; index++) {
        const auto entity = world.spawn();
        if (!entity) return fail("spawn", entity.status);
        const float at = static_cast<float>(index);
        if (auto status = world.set(entity.value, box, Box{at, 0, 8, 0}); !status) return fail("set", status);
        boxes.push_back(entity.value);
    }
    const tr::Animation spring = tr::Animation::spring(0.4, 0.7);
    const tr::Animation ease = tr::Animation::curve(TR_CURVE_EASE_OUT_BACK, 0.75).repeat(2, true);
    for (std::size_t index = 0; index < boxes.size(); index++) {
        const float at = static_cast<float>(index);
        const Box target{at * 0.5f, at * 0.25f, 12, at / 100};
        if (auto status = world.animate(boxes[index], box, target, index % 2 ? spring : ease); !status) {
            return fail("animate", status);
        }
    }

    // Half a second, a snapshot, another second; back to the snapshot and the second again:
    // the same state.
    uint64_t events = 0;
    std::vector<tr_event> drained(256);
    auto run = [&](uint32_t ticks) -> tr::Status {
        for (uint32_t tick = 0; tick < ticks; tick++) {
            if (auto status = world.step(); !status) return status;
            for (;;) {
                const auto count = world.drain_events(tr::Span<tr_event>(drained));
                if (!count) return count.status;
                events += count.value;
                if (count.value < drained.size()) break;
            }
        }
        return TR_OK;
    };
    if (auto status = run(30); !status) return fail("run", status);
    auto snapshot = world.snapshot();
    if (!snapshot) return fail("snapshot", snapshot.status);
    if (auto status = run(60); !status) return fail("run", status);
    const uint64_t first = world.state_hash().value;
    if (auto status = world.restore(snapshot.value); !status) return fail("restore", status);
    if (auto status = run(60); !status) return fail("run", status);
    const uint64_t again = world.state_hash().value;
    if (first != again) {
        std::fprintf(stderr, "cpp-example: the state after the restore differs\n");
        return 1;
    }

    std::vector<tr::Entity> entities;
    std::vector<Box> values;
    if (auto status = world.presented_all(box, 0.5, entities, values); !status) return fail("read", status);
    std::printf("cpp-example: %zu boxes, tick %" PRIu64 ", %" PRIu64 " events, state %016" PRIx64 "\n",
                values.size(), world.tick().value, events, again);
    return 0;
}
