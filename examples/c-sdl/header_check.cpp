// The header from C++17: it compiles with -Wall -Werror, links, and a small RAII wrapper moves a
// value to its target. Built and run by scripts/c-interface.
#include "transitionable.h"

#include <array>
#include <cstdio>
#include <memory>

namespace {

struct WorldDeleter {
    void operator()(tr_world *world) const { tr_world_destroy(world); }
};
using World = std::unique_ptr<tr_world, WorldDeleter>;

World make_world(uint32_t tick_rate) {
    tr_world *world = nullptr;
    return tr_world_create(tick_rate, &world) == TR_OK ? World(world) : World();
}

}  // namespace

int main() {
    tr_component position = 0;
    if (tr_component_register("position", 2, nullptr, nullptr, &position) != TR_OK) return 1;
    World world = make_world(120);
    if (!world) return 1;
    tr_entity entity = TR_ENTITY_NONE;
    const std::array<float, 2> start{0, 0}, target{3, 4};
    tr_animation animation = tr_animation_spring(0.2, 1.0);
    if (tr_spawn(world.get(), &entity) != TR_OK) return 1;
    if (tr_set(world.get(), entity, position, start.data(), 2) != TR_OK) return 1;
    if (tr_animate(world.get(), entity, position, target.data(), 2, &animation) != TR_OK) return 1;
    if (tr_world_step(world.get(), 240) != TR_OK) return 1;
    std::array<float, 2> value{};
    if (tr_get(world.get(), entity, position, value.data(), 2) != TR_OK) return 1;
    if (value != target) {
        std::fprintf(stderr, "header_check: the spring ended at %g, %g\n", value[0], value[1]);
        return 1;
    }
    std::printf("header_check: C++17 wrapper ok (%s)\n", tr_status_name(TR_OK));
    return 0;
}
