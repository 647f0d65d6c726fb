import CTransitionable
import Engine
import TransitionCore

/// `tr_set`: see transitionable.h.
@c(tr_set) public func trSet(
    _ world: OpaquePointer?, _ entity: tr_entity, _ type: tr_component, _ values: UnsafePointer<Float>?,
    _ count: UInt32
) -> tr_status {
    withWorld(world) { world throws(CStatusError) in
        let values = try required(values)
        let slot = try componentSlot(type, count: count)
        try requireFinite(values, count: count)
        let entity = try world.living(entity)
        dispatch(slot: slot, SetValue(world: world, entity: entity, values: values, count: Int(count)))
    }
}

/// `tr_animate`: see transitionable.h.
@c(tr_animate) public func trAnimate(
    _ world: OpaquePointer?, _ entity: tr_entity, _ type: tr_component, _ target: UnsafePointer<Float>?,
    _ count: UInt32, _ animation: UnsafePointer<tr_animation>?
) -> tr_status {
    withWorld(world) { world throws(CStatusError) in
        let target = try required(target)
        let animation = try world.animation(required(animation))
        let slot = try componentSlot(type, count: count)
        try requireFinite(target, count: count)
        // The world's `animate` checks that the entity lives (false when not).
        let animated = dispatch(
            slot: slot,
            AnimateValue(
                world: .passUnretained(world), entity: Entity(cHandle: entity), target: target,
                count: Int(count), animation: animation))
        guard animated else { throw .staleEntity }
    }
}

/// `tr_get`: see transitionable.h.
@c(tr_get) public func trGet(
    _ world: OpaquePointer?, _ entity: tr_entity, _ type: tr_component,
    _ outValues: UnsafeMutablePointer<Float>?,
    _ count: UInt32
) -> tr_status {
    readComponent(world, entity, type, alpha: nil, outValues, count)
}

/// `tr_presented`: see transitionable.h.
@c(tr_presented) public func trPresented(
    _ world: OpaquePointer?, _ entity: tr_entity, _ type: tr_component, _ alpha: Double,
    _ outValues: UnsafeMutablePointer<Float>?, _ count: UInt32
) -> tr_status {
    readComponent(world, entity, type, alpha: alpha, outValues, count)
}

/// `tr_get` (`alpha` nil: the stored value) and `tr_presented` (presented at `alpha`).
@inline(__always)
private func readComponent(
    _ world: OpaquePointer?, _ entity: tr_entity, _ type: tr_component, alpha: Double?,
    _ outValues: UnsafeMutablePointer<Float>?, _ count: UInt32
) -> tr_status {
    withWorld(world) { world throws(CStatusError) in
        let outValues = try required(outValues)
        let slot = try componentSlot(type, count: count)
        let entity = try world.living(entity)
        let read = ReadValue(
            world: .passUnretained(world.world), entity: entity, alpha: alpha, into: outValues,
            count: Int(count))
        guard dispatch(slot: slot, read) else { throw .noComponent }
    }
}

/// `tr_is_animating`: see transitionable.h.
@c(tr_is_animating) public func trIsAnimating(
    _ world: OpaquePointer?, _ entity: tr_entity, _ type: tr_component,
    _ outAnimating: UnsafeMutablePointer<Bool>?
) -> tr_status {
    withWorld(world) { world throws(CStatusError) in
        let outAnimating = try required(outAnimating)
        let slot = try componentSlot(type)
        let entity = try world.living(entity)
        guard let animating = dispatch(slot: slot, IsAnimating(world: world.world, entity: entity)) else {
            throw .noComponent
        }
        outAnimating.pointee = animating
    }
}

/// `tr_remove`: see transitionable.h.
@c(tr_remove) public func trRemove(_ world: OpaquePointer?, _ entity: tr_entity, _ type: tr_component)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in
        let slot = try componentSlot(type)
        let entity = try world.living(entity)
        guard dispatch(slot: slot, RemoveValue(world: world.world, entity: entity)) else {
            throw .noComponent
        }
    }
}

/// `tr_count`: see transitionable.h.
@c(tr_count) public func trCount(
    _ world: OpaquePointer?, _ type: tr_component, _ outCount: UnsafeMutablePointer<UInt64>?
)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in
        let outCount = try required(outCount)
        let slot = try componentSlot(type)
        outCount.pointee = UInt64(dispatch(slot: slot, CountValues(world: world.world)))
    }
}

/// `tr_presented_all`: see transitionable.h.
@c(tr_presented_all) public func trPresentedAll(
    _ world: OpaquePointer?, _ type: tr_component, _ alpha: Double,
    _ outEntities: UnsafeMutablePointer<tr_entity>?,
    _ outValues: UnsafeMutablePointer<Float>?, _ capacity: UInt64, _ outCount: UnsafeMutablePointer<UInt64>?
) -> tr_status {
    withWorld(world) { world throws(CStatusError) in
        let outValues = try required(outValues)
        let outCount = try required(outCount)
        let slot = try componentSlot(type)
        let needed = dispatch(slot: slot, CountValues(world: world.world))
        guard UInt64(needed) <= capacity else {
            outCount.pointee = UInt64(needed)
            throw .bufferTooSmall
        }
        let present = PresentAll(world: world.world, alpha: alpha, entities: outEntities, values: outValues)
        outCount.pointee = UInt64(dispatch(slot: slot, present))
    }
}

private struct SetValue: CTypeVisitor {
    let world: CWorld, entity: Entity, values: UnsafePointer<Float>, count: Int
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) {
        world.noteType(type)
        world.world.set(CValue<Tag, Lanes>(copying: values, count: count), for: entity)
    }
}

/// Holds the world and the animation unretained (both outlive the call): lent to `animate`
/// from there, neither is retained nor copied.
private struct AnimateValue: CTypeVisitor {
    let world: Unmanaged<CWorld>, entity: Entity, target: UnsafePointer<Float>, count: Int
    let animation: Unmanaged<AnimationConversion>
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) -> Bool {
        world._withUnsafeGuaranteedRef { world in
            animation._withUnsafeGuaranteedRef { conversion in
                world.noteType(type)
                return world.world.animate(
                    entity, to: CValue<Tag, Lanes>(copying: target, count: count), conversion.animation)
            }
        }
    }
}

/// Copies the value out, presented at `alpha`, or as stored when `alpha` is nil; false when the
/// entity has no such component.
/// Holds the world unretained (it outlives the call).
private struct ReadValue: CTypeVisitor {
    let world: Unmanaged<World>, entity: Entity, alpha: Double?, into: UnsafeMutablePointer<Float>
    let count: Int
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) -> Bool {
        world._withUnsafeGuaranteedRef { world in
            let value =
                alpha.map { world.presented(type, of: entity, alpha: $0) } ?? world.get(type, of: entity)
            guard let value else { return false }
            value.copy(to: into, count: count)
            return true
        }
    }
}

private struct IsAnimating: CTypeVisitor {
    let world: World, entity: Entity
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) -> Bool? {
        world.has(type, of: entity) ? world.isAnimating(type, of: entity) : nil
    }
}

private struct RemoveValue: CTypeVisitor {
    let world: World, entity: Entity
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) -> Bool {
        world.remove(type, from: entity)
    }
}

private struct CountValues: CTypeVisitor {
    let world: World
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) -> Int { world.count(of: type) }
}

/// Writes every entity and presented value in storage order; returns how many.
private struct PresentAll: CTypeVisitor {
    let world: World, alpha: Double, entities: UnsafeMutablePointer<tr_entity>?,
        values: UnsafeMutablePointer<Float>
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) -> Int {
        let count = CTypeRegistry.shared.floatCount(ofSlot: type.slot)
        var written = 0
        world.forEachPresented(type, alpha: alpha) { entity, value in
            entities?[written] = entity.cHandle
            value.copy(to: values + written * count, count: count)
            written += 1
        }
        return written
    }
}
