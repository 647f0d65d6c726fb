import CTransitionable
import Engine

/// `tr_world_create`: see transitionable.h.
@c(tr_world_create) public func trWorldCreate(
    _ tickRate: UInt32, _ outWorld: UnsafeMutablePointer<OpaquePointer?>?
)
    -> tr_status
{
    cStatus { () throws(CStatusError) in
        let outWorld = try required(outWorld)
        guard (1...FixedStepLoop.maximumTickRate).contains(UInt64(tickRate)) else { throw .invalidArgument }
        let world = CWorld(tickRate: UInt64(tickRate))
        outWorld.pointee = OpaquePointer(Unmanaged.passRetained(world).toOpaque())
    }
}

/// `tr_world_destroy`: see transitionable.h.
@c(tr_world_destroy) public func trWorldDestroy(_ world: OpaquePointer?) {
    guard let world else { return }
    Unmanaged<CWorld>.fromOpaque(UnsafeRawPointer(world)).release()
}

/// `tr_world_frame`: see transitionable.h.
@c(tr_world_frame) public func trWorldFrame(
    _ world: OpaquePointer?, _ now: UInt64, _ outFrame: UnsafeMutablePointer<tr_frame>?
)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in
        let frameSize = outFrame.map { Int(UnsafeRawPointer($0).load(as: UInt32.self)) }
        // `size` and `ticks` at least.
        if let frameSize { try CSizedStruct.check(size: frameSize, minimumSize: 8) }
        let frame = world.loop.nextFrame(at: now)
        for _ in 0..<frame.ticks { world.tick() }
        guard let outFrame, let frameSize else { return }
        let written = tr_frame(
            size: UInt32(frameSize), ticks: UInt32(clamping: frame.ticks), alpha: frame.alpha,
            dropped_nanoseconds: frame.droppedNanoseconds,
            clock_went_backwards: frame.clockWentBackwards)
        CSizedStruct.write(written, to: UnsafeMutableRawPointer(outFrame), size: frameSize)
    }
}

/// `tr_world_step`: see transitionable.h.
@c(tr_world_step) public func trWorldStep(_ world: OpaquePointer?, _ ticks: UInt32) -> tr_status {
    withWorld(world) { world throws(CStatusError) in
        for _ in 0..<ticks { world.tick() }
    }
}

/// `tr_world_set_paused`: see transitionable.h.
@c(tr_world_set_paused) public func trWorldSetPaused(_ world: OpaquePointer?, _ paused: Bool) -> tr_status {
    withWorld(world) { world throws(CStatusError) in world.loop.isPaused = paused }
}

/// `tr_world_tick`: see transitionable.h.
@c(tr_world_tick) public func trWorldTick(_ world: OpaquePointer?, _ outTick: UnsafeMutablePointer<UInt64>?)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in try required(outTick).pointee = world.world.tick }
}

/// `tr_state_hash`: see transitionable.h.
@c(tr_state_hash) public func trStateHash(_ world: OpaquePointer?, _ outHash: UnsafeMutablePointer<UInt64>?)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in try required(outHash).pointee = world.world.stateHash() }
}

/// `tr_spawn`: see transitionable.h.
@c(tr_spawn) public func trSpawn(_ world: OpaquePointer?, _ outEntity: UnsafeMutablePointer<tr_entity>?)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in
        let outEntity = try required(outEntity)
        outEntity.pointee = world.world.spawn().cHandle
    }
}

/// `tr_despawn`: see transitionable.h.
@c(tr_despawn) public func trDespawn(_ world: OpaquePointer?, _ entity: tr_entity) -> tr_status {
    withWorld(world) { world throws(CStatusError) in
        guard world.world.despawn(Entity(cHandle: entity)) else { throw .staleEntity }
    }
}

/// `tr_despawn_recursive`: see transitionable.h.
@c(tr_despawn_recursive) public func trDespawnRecursive(_ world: OpaquePointer?, _ entity: tr_entity)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in
        guard world.world.despawnRecursive(Entity(cHandle: entity)) else { throw .staleEntity }
    }
}

/// `tr_is_alive`: see transitionable.h.
@c(tr_is_alive) public func trIsAlive(_ world: OpaquePointer?, _ entity: tr_entity) -> Bool {
    var alive = false
    _ = withWorld(world) { world throws(CStatusError) in alive = world.world.isAlive(Entity(cHandle: entity))
    }
    return alive
}

/// `tr_entity_count`: see transitionable.h.
@c(tr_entity_count) public func trEntityCount(
    _ world: OpaquePointer?, _ outCount: UnsafeMutablePointer<UInt64>?
)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in
        try required(outCount).pointee = UInt64(world.world.entityCount)
    }
}

/// `tr_set_parent`: see transitionable.h.
@c(tr_set_parent) public func trSetParent(_ world: OpaquePointer?, _ child: tr_entity, _ parent: tr_entity)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in
        let child = try world.living(child)
        let parent = parent == UInt64.max ? nil : try world.living(parent)
        do throws(HierarchyError) {
            try world.world.setParent(child, to: parent)
        } catch {
            if case .cycle = error { throw .hierarchyCycle }
            throw .staleEntity
        }
    }
}
