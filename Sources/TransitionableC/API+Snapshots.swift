import CTransitionable
import Engine

/// What a `tr_snapshot *` points to.
final class CSnapshot {
    let snapshot: WorldSnapshot
    init(_ snapshot: WorldSnapshot) { self.snapshot = snapshot }
}

/// `tr_snapshot_take`: see transitionable.h.
@c(tr_snapshot_take) public func trSnapshotTake(
    _ world: OpaquePointer?, _ outSnapshot: UnsafeMutablePointer<OpaquePointer?>?
)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in
        let outSnapshot = try required(outSnapshot)
        let snapshot = CSnapshot(world.world.snapshot())
        outSnapshot.pointee = OpaquePointer(Unmanaged.passRetained(snapshot).toOpaque())
    }
}

/// `tr_snapshot_restore`: see transitionable.h.
@c(tr_snapshot_restore) public func trSnapshotRestore(_ world: OpaquePointer?, _ snapshot: OpaquePointer?)
    -> tr_status
{
    withWorld(world) { world throws(CStatusError) in
        guard let snapshot else { throw .nullPointer }
        let taken = Unmanaged<CSnapshot>.fromOpaque(UnsafeRawPointer(snapshot)).takeUnretainedValue()
        do throws(SnapshotError) {
            try world.world.restore(taken.snapshot)
        } catch {
            throw .otherWorld
        }
    }
}

/// `tr_snapshot_destroy`: see transitionable.h.
@c(tr_snapshot_destroy) public func trSnapshotDestroy(_ snapshot: OpaquePointer?) {
    guard let snapshot else { return }
    Unmanaged<CSnapshot>.fromOpaque(UnsafeRawPointer(snapshot)).release()
}
