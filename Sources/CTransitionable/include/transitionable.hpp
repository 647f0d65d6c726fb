/*
 * transitionable.hpp: the Transitionable engine from C++17, over transitionable.h.
 *
 * Header-only and exception-free: every call that can fail returns a `tr::Status` (or a
 * `tr::Result<T>` holding a value and a status). Worlds and snapshots free themselves (RAII,
 * move-only). Components are typed: `tr::Component<Rect>` for a trivially copyable struct of 1
 * to 16 floats. Bulk reads write into caller spans, or into vectors sized for them.
 */
#ifndef TRANSITIONABLE_HPP
#define TRANSITIONABLE_HPP

#include "transitionable.h"

#include <cstddef>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

namespace tr {

/// What a call did: TR_OK or an error, with its name.
class [[nodiscard]] Status {
public:
    constexpr Status(tr_status code = TR_OK) noexcept : code_(code) {}
    constexpr bool ok() const noexcept { return code_ == TR_OK; }
    constexpr explicit operator bool() const noexcept { return ok(); }
    constexpr tr_status code() const noexcept { return code_; }
    const char *name() const noexcept { return tr_status_name(code_); }
    friend constexpr bool operator==(Status a, Status b) noexcept { return a.code_ == b.code_; }
    friend constexpr bool operator!=(Status a, Status b) noexcept { return a.code_ != b.code_; }

private:
    tr_status code_;
};

/// A value and the status of the call that made it; the value is meaningful only when ok.
template <typename T>
struct [[nodiscard]] Result {
    T value{};
    Status status{};
    bool ok() const noexcept { return status.ok(); }
    explicit operator bool() const noexcept { return ok(); }
};

/// A view of `size` contiguous elements (C++17 has no std::span).
template <typename T>
struct Span {
    T *data = nullptr;
    std::size_t size = 0;
    Span() = default;
    Span(T *data_, std::size_t size_) noexcept : data(data_), size(size_) {}
    Span(std::vector<std::remove_const_t<T>> &vector) noexcept : data(vector.data()), size(vector.size()) {}
};

using Entity = tr_entity;
/// No entity; as a parent, no parent.
inline constexpr Entity no_entity = TR_ENTITY_NONE;

/// An animation descriptor with chainable setters; converts to `tr_animation`.
class Animation {
public:
    /// `curve` over `seconds`, once.
    static Animation curve(tr_curve curve, double seconds) noexcept {
        return Animation(tr_animation_curve(curve, seconds));
    }
    /// CSS cubic-bezier(x1, y1, x2, y2) over `seconds`.
    static Animation cubic_bezier(double x1, double y1, double x2, double y2, double seconds) noexcept {
        Animation animation = curve(TR_CURVE_LINEAR, seconds);
        animation.raw_.timing = TR_TIMING_CUBIC_BEZIER;
        animation.raw_.bezier[0] = x1;
        animation.raw_.bezier[1] = y1;
        animation.raw_.bezier[2] = x2;
        animation.raw_.bezier[3] = y2;
        return animation;
    }
    /// `count` equal steps over `seconds`, jumping at each step's `jump`.
    static Animation steps(int32_t count, tr_step_jump jump, double seconds) noexcept {
        Animation animation = curve(TR_CURVE_LINEAR, seconds);
        animation.raw_.timing = TR_TIMING_STEPS;
        animation.raw_.steps = count;
        animation.raw_.step_jump = jump;
        return animation;
    }
    /// A spring of `response` seconds and `damping_fraction`.
    static Animation spring(double response, double damping_fraction) noexcept {
        return Animation(tr_animation_spring(response, damping_fraction));
    }
    /// A spring settling in about `seconds` with `bounce` (-1...1).
    static Animation spring_bounce(double seconds, double bounce) noexcept {
        Animation animation = spring(0.55, 0.825);
        animation.raw_.timing = TR_TIMING_SPRING_BOUNCE;
        animation.raw_.duration = seconds;
        animation.raw_.bounce = bounce;
        return animation;
    }

    Animation delay(double seconds) const noexcept { Animation copy = *this; copy.raw_.delay = seconds; return copy; }
    Animation speed(double rate) const noexcept { Animation copy = *this; copy.raw_.speed = rate; return copy; }
    /// Plays `count` cycles (TR_REPEAT_FOREVER: forever), every other one backwards if asked.
    Animation repeat(int32_t count, bool autoreverses = false) const noexcept {
        Animation copy = *this;
        copy.raw_.repeat_count = count;
        copy.raw_.autoreverses = autoreverses;
        return copy;
    }

    const tr_animation &raw() const noexcept { return raw_; }

private:
    explicit Animation(const tr_animation &raw) noexcept : raw_(raw) {}
    tr_animation raw_;
};

/// A component type whose values are `T`: a trivially copyable struct of 1...16 floats.
template <typename T>
class Component {
    static_assert(std::is_trivially_copyable_v<T>, "a component is copied as bytes");
    static_assert(sizeof(T) % sizeof(float) == 0 && alignof(T) <= alignof(float), "a component is floats");
    static_assert(sizeof(T) / sizeof(float) >= 1 && sizeof(T) / sizeof(float) <= TR_MAX_FLOATS,
                  "a component holds 1 to 16 floats");

public:
    /// The number of floats in a `T`.
    static constexpr uint32_t float_count = sizeof(T) / sizeof(float);

    /// Registers `T` as `name`; `fields` (null: all interpolated) and `defaults` (null: zeros)
    /// hold `float_count` entries, as for `tr_component_register`.
    static Result<Component> register_as(const char *name, const tr_field *fields = nullptr,
                                         const T *defaults = nullptr) noexcept {
        float floats[float_count];
        if (defaults) std::memcpy(floats, defaults, sizeof(T));
        Result<Component> result;
        tr_component handle = 0;
        result.status = tr_component_register(name, float_count, fields, defaults ? floats : nullptr, &handle);
        result.value = Component(handle);
        return result;
    }

    Component() = default;
    tr_component handle() const noexcept { return handle_; }

private:
    explicit Component(tr_component handle) noexcept : handle_(handle) {}
    tr_component handle_ = 0;
};

/// A frame of the fixed-step loop: ticks run and the alpha to present at.
struct Frame {
    uint32_t ticks = 0;
    double alpha = 0;
    uint64_t dropped_nanoseconds = 0;
    bool clock_went_backwards = false;
};

class World;

/// Everything a world's future depends on at one moment. Move-only; frees itself.
class Snapshot {
public:
    Snapshot() = default;
    Snapshot(Snapshot &&other) noexcept : raw_(std::exchange(other.raw_, nullptr)) {}
    Snapshot &operator=(Snapshot &&other) noexcept {
        if (this != &other) { tr_snapshot_destroy(raw_); raw_ = std::exchange(other.raw_, nullptr); }
        return *this;
    }
    Snapshot(const Snapshot &) = delete;
    Snapshot &operator=(const Snapshot &) = delete;
    ~Snapshot() { tr_snapshot_destroy(raw_); }
    tr_snapshot *get() const noexcept { return raw_; }
    explicit operator bool() const noexcept { return raw_ != nullptr; }

private:
    friend class World;
    explicit Snapshot(tr_snapshot *raw) noexcept : raw_(raw) {}
    tr_snapshot *raw_ = nullptr;
};

/// A world: entities, components, running animations and the fixed-step loop. Move-only;
/// frees itself. A moved-from or default world is empty, and every call on it is
/// TR_ERROR_NULL_POINTER.
class World {
public:
    /// A world ticking `tick_rate` times per simulated second.
    static Result<World> create(uint32_t tick_rate) noexcept {
        Result<World> result;
        tr_world *raw = nullptr;
        result.status = tr_world_create(tick_rate, &raw);
        result.value = World(raw);
        return result;
    }

    World() = default;
    World(World &&other) noexcept : raw_(std::exchange(other.raw_, nullptr)) {}
    World &operator=(World &&other) noexcept {
        if (this != &other) { tr_world_destroy(raw_); raw_ = std::exchange(other.raw_, nullptr); }
        return *this;
    }
    World(const World &) = delete;
    World &operator=(const World &) = delete;
    ~World() { tr_world_destroy(raw_); }
    tr_world *get() const noexcept { return raw_; }
    explicit operator bool() const noexcept { return raw_ != nullptr; }

    // The loop.
    /// Accounts for time up to `now_nanoseconds` and runs the ticks it covers.
    Result<Frame> frame(uint64_t now_nanoseconds) noexcept {
        tr_frame raw = TR_FRAME_INIT;
        Result<Frame> result;
        result.status = tr_world_frame(raw_, now_nanoseconds, &raw);
        result.value = Frame{raw.ticks, raw.alpha, raw.dropped_nanoseconds, raw.clock_went_backwards};
        return result;
    }
    Status step(uint32_t ticks = 1) noexcept { return tr_world_step(raw_, ticks); }
    Status set_paused(bool paused) noexcept { return tr_world_set_paused(raw_, paused); }
    Result<uint64_t> tick() const noexcept { return read(tr_world_tick); }
    Result<uint64_t> state_hash() const noexcept { return read(tr_state_hash); }

    // Entities.
    Result<Entity> spawn() noexcept {
        Result<Entity> result{no_entity, TR_OK};
        result.status = tr_spawn(raw_, &result.value);
        return result;
    }
    Status despawn(Entity entity) noexcept { return tr_despawn(raw_, entity); }
    Status despawn_recursive(Entity entity) noexcept { return tr_despawn_recursive(raw_, entity); }
    bool alive(Entity entity) const noexcept { return tr_is_alive(raw_, entity); }
    Result<uint64_t> entity_count() const noexcept { return read(tr_entity_count); }
    Status set_parent(Entity child, Entity parent) noexcept { return tr_set_parent(raw_, child, parent); }

    // Components.
    template <typename T>
    Status set(Entity entity, Component<T> type, const T &value) noexcept {
        float floats[Component<T>::float_count];
        std::memcpy(floats, &value, sizeof(T));
        return tr_set(raw_, entity, type.handle(), floats, Component<T>::float_count);
    }
    template <typename T>
    Status animate(Entity entity, Component<T> type, const T &target, const Animation &animation) noexcept {
        float floats[Component<T>::float_count];
        std::memcpy(floats, &target, sizeof(T));
        return tr_animate(raw_, entity, type.handle(), floats, Component<T>::float_count, &animation.raw());
    }
    template <typename T>
    Result<T> get(Entity entity, Component<T> type) const noexcept {
        return read_value<T>([&](float *floats) {
            return tr_get(raw_, entity, type.handle(), floats, Component<T>::float_count);
        });
    }
    template <typename T>
    Result<T> presented(Entity entity, Component<T> type, double alpha) const noexcept {
        return read_value<T>([&](float *floats) {
            return tr_presented(raw_, entity, type.handle(), alpha, floats, Component<T>::float_count);
        });
    }
    template <typename T>
    Result<bool> is_animating(Entity entity, Component<T> type) const noexcept {
        Result<bool> result;
        result.status = tr_is_animating(raw_, entity, type.handle(), &result.value);
        return result;
    }
    template <typename T>
    Status remove(Entity entity, Component<T> type) noexcept { return tr_remove(raw_, entity, type.handle()); }
    template <typename T>
    Result<uint64_t> count(Component<T> type) const noexcept {
        Result<uint64_t> result;
        result.status = tr_count(raw_, type.handle(), &result.value);
        return result;
    }

    /// Every entity with `type` and its value presented at `alpha`, into the caller's spans
    /// (`entities` may be empty); the count written, or with TR_ERROR_BUFFER_TOO_SMALL the
    /// count needed. No allocation.
    template <typename T>
    Result<uint64_t> presented_all(Component<T> type, double alpha, Span<Entity> entities, Span<T> values) const noexcept {
        static_assert(sizeof(T) == Component<T>::float_count * sizeof(float), "values are packed floats");
        Result<uint64_t> result;
        const std::size_t capacity = entities.data ? (entities.size < values.size ? entities.size : values.size) : values.size;
        result.status = tr_presented_all(raw_, type.handle(), alpha, entities.data,
                                         reinterpret_cast<float *>(values.data), capacity, &result.value);
        return result;
    }
    /// The same into vectors, grown to fit (allocates only when they grow).
    template <typename T>
    Status presented_all(Component<T> type, double alpha, std::vector<Entity> &entities, std::vector<T> &values) const {
        Result<uint64_t> needed = count(type);
        if (!needed) return needed.status;
        entities.resize(needed.value);
        values.resize(needed.value);
        Result<uint64_t> written = presented_all(type, alpha, Span<Entity>(entities), Span<T>(values));
        if (written) { entities.resize(written.value); values.resize(written.value); }
        return written.status;
    }

    // Environment values.
    template <typename T>
    Status environment_set(Entity entity, Component<T> type, const T &value, const Animation *animation = nullptr) noexcept {
        float floats[Component<T>::float_count];
        std::memcpy(floats, &value, sizeof(T));
        return tr_environment_set(raw_, entity, type.handle(), floats, Component<T>::float_count,
                                  animation ? &animation->raw() : nullptr);
    }
    template <typename T>
    Result<T> environment(Entity entity, Component<T> type, double alpha = 0) const noexcept {
        return read_value<T>([&](float *floats) {
            return tr_environment_get(raw_, entity, type.handle(), alpha, floats, Component<T>::float_count);
        });
    }
    template <typename T>
    Status environment_remove(Entity entity, Component<T> type) noexcept {
        return tr_environment_remove(raw_, entity, type.handle());
    }

    // Events.
    /// Moves up to `events.size` queued events into `events`: how many (`*dropped`, if given,
    /// gets the events lost to a full queue since the last drain).
    Result<uint64_t> drain_events(Span<tr_event> events, uint64_t *dropped = nullptr) noexcept {
        Result<uint64_t> result;
        result.status = tr_events_drain(raw_, events.data, sizeof(tr_event), events.size, &result.value, dropped);
        return result;
    }

    // Snapshots.
    Result<Snapshot> snapshot() noexcept {
        Result<Snapshot> result;
        tr_snapshot *raw = nullptr;
        result.status = tr_snapshot_take(raw_, &raw);
        result.value = Snapshot(raw);
        return result;
    }
    Status restore(const Snapshot &snapshot) noexcept { return tr_snapshot_restore(raw_, snapshot.get()); }

private:
    explicit World(tr_world *raw) noexcept : raw_(raw) {}
    /// A `T` from the floats `read` writes, when it returns TR_OK.
    template <typename T, typename Read>
    static Result<T> read_value(Read read) noexcept {
        float floats[Component<T>::float_count] = {};
        Result<T> result;
        result.status = read(floats);
        if (result.ok()) std::memcpy(&result.value, floats, sizeof(T));
        return result;
    }
    Result<uint64_t> read(tr_status (*call)(const tr_world *, uint64_t *)) const noexcept {
        Result<uint64_t> result;
        result.status = call(raw_, &result.value);
        return result;
    }
    tr_world *raw_ = nullptr;
};

}  // namespace tr

#endif /* TRANSITIONABLE_HPP */
