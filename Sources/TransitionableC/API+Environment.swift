import CTransitionable
import Engine
import TransitionCore

/// `tr_environment_set`: see transitionable.h.
@c(tr_environment_set) public func trEnvironmentSet(
    _ world: OpaquePointer?, _ entity: tr_entity, _ type: tr_component, _ values: UnsafePointer<Float>?,
    _ count: UInt32, _ animation: UnsafePointer<tr_animation>?
) -> tr_status {
    withWorld(world) { world throws(CStatusError) in
        let values = try required(values)
        let animation = try animation.map { pointer throws(CStatusError) in
            try world.animation(pointer).takeUnretainedValue().animation
        }
        let slot = try componentSlot(type, count: count)
        try requireFinite(values, count: count)
        let entity = try world.living(entity)
        let set = SetEnvironment(
            world: world, entity: entity, values: values, count: Int(count), animation: animation)
        dispatch(slot: slot, set)
    }
}

/// `tr_environment_get`: see transitionable.h.
@c(tr_environment_get) public func trEnvironmentGet(
    _ world: OpaquePointer?, _ entity: tr_entity, _ type: tr_component, _ alpha: Double,
    _ outValues: UnsafeMutablePointer<Float>?, _ count: UInt32
) -> tr_status {
    withWorld(world) { world throws(CStatusError) in
        let outValues = try required(outValues)
        let slot = try componentSlot(type, count: count)
        let entity = try world.living(entity)
        dispatch(
            slot: slot,
            ReadEnvironment(
                world: world.world, entity: entity, alpha: alpha, into: outValues, count: Int(count)))
    }
}

/// `tr_environment_remove`: see transitionable.h.
@c(tr_environment_remove) public func trEnvironmentRemove(
    _ world: OpaquePointer?, _ entity: tr_entity, _ type: tr_component
)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in
        let slot = try componentSlot(type)
        let entity = try world.living(entity)
        guard dispatch(slot: slot, RemoveEnvironment(world: world.world, entity: entity)) else {
            throw .noComponent
        }
    }
}

private struct SetEnvironment: CTypeVisitor {
    let world: CWorld, entity: Entity, values: UnsafePointer<Float>, count: Int, animation: Animation?
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) {
        world.noteType(type)
        world.world.setEnvironment(
            type.environmentPath, CValue<Tag, Lanes>(copying: values, count: count), for: entity, animation
        )
    }
}

private struct ReadEnvironment: CTypeVisitor {
    let world: World, entity: Entity, alpha: Double, into: UnsafeMutablePointer<Float>, count: Int
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) {
        world.environment(type.environmentPath, of: entity, alpha: alpha).copy(to: into, count: count)
    }
}

private struct RemoveEnvironment: CTypeVisitor {
    let world: World, entity: Entity
    func visit<Tag: CTag, Lanes: CLanes>(_ type: CValue<Tag, Lanes>.Type) -> Bool {
        world.removeEnvironment(type.environmentPath, from: entity)
    }
}
