import Engine
import TransitionCore

/// Reads boxes as a renderer draws them: each box's presented frame, colour and corner radius,
/// in drawing order. One bulk presentation call per component walks its packed storage; a table
/// from entity index to place in the drawing order puts each value where it belongs, since the
/// storages' order is not the drawing order (a finished transition moves its box within them).
/// The array handed out is kept and refilled next frame, in place once the caller has let go of
/// it.
struct BoxReader {
    /// Place in the drawing order by entity index, -1 where the index is no box; nil when the
    /// boxes changed since it was built.
    private var places: [Int32]?
    /// The last frame's snapshots.
    private var buffer: [BoxSnapshot] = []

    /// Forgets the table of places: the boxes changed.
    mutating func boxesChanged() {
        places = nil
    }

    /// Each of `boxes` (drawing order) as `world` presents it `alpha` of a tick after the last
    /// tick; boxes missing a component are left out.
    mutating func read(_ boxes: [Entity], in world: World, alpha: Double) -> [BoxSnapshot] {
        let places = self.places ?? BoxReader.places(of: boxes)
        self.places = places
        var snapshots = takeBuffer(count: boxes.count)
        // One pass over each storage in its own order, each value put in its box's place: no
        // lookup of an entity in the other storages, whose order differs.
        var found = (0, 0, 0)
        places.withUnsafeBufferPointer { places in
            boxes.withUnsafeBufferPointer { boxes in
                snapshots.withUnsafeMutableBufferPointer { snapshots in
                    @inline(__always) func place(of entity: Entity) -> Int? {
                        let index = Int(entity.index)
                        guard index < places.count else { return nil }
                        let place = Int(places[index])
                        guard place >= 0, boxes[place] == entity else { return nil }
                        return place
                    }
                    world.forEachPresented(BoxFrame.self, alpha: alpha) { entity, frame in
                        guard let place = place(of: entity) else { return }
                        snapshots[place].entity = entity
                        snapshots[place].frame = frame
                        found.0 += 1
                    }
                    world.forEachPresented(OKLab.self, alpha: alpha) { entity, color in
                        guard let place = place(of: entity) else { return }
                        snapshots[place].color = color
                        found.1 += 1
                    }
                    world.forEachPresented(CornerRadius.self, alpha: alpha) { entity, radius in
                        guard let place = place(of: entity) else { return }
                        snapshots[place].radius = radius.value
                        found.2 += 1
                    }
                }
            }
        }
        if found != (boxes.count, boxes.count, boxes.count) {
            snapshots = BoxReader.presentedOneByOne(boxes, in: world, alpha: alpha)
        }
        buffer = snapshots
        return snapshots
    }

    /// Each of `boxes` (drawing order) as `world` presents its ``BoxLook`` `alpha` of a tick
    /// after the last tick: one bulk read of one component. Boxes without one are left out.
    mutating func readLooks(_ boxes: [Entity], in world: World, alpha: Double) -> [BoxSnapshot] {
        let places = self.places ?? BoxReader.places(of: boxes)
        self.places = places
        var snapshots = takeBuffer(count: boxes.count)
        var found = 0
        places.withUnsafeBufferPointer { places in
            boxes.withUnsafeBufferPointer { boxes in
                snapshots.withUnsafeMutableBufferPointer { snapshots in
                    world.forEachPresented(BoxLook.self, alpha: alpha) { entity, look in
                        let index = Int(entity.index)
                        guard index < places.count else { return }
                        let place = Int(places[index])
                        guard place >= 0, boxes[place] == entity else { return }
                        snapshots[place] = BoxSnapshot(
                            entity: entity, frame: look.frame, color: look.color, radius: look.radius)
                        found += 1
                    }
                }
            }
        }
        if found != boxes.count {
            snapshots = boxes.compactMap { entity in
                world.presented(BoxLook.self, of: entity, alpha: alpha).map {
                    BoxSnapshot(entity: entity, frame: $0.frame, color: $0.color, radius: $0.radius)
                }
            }
        }
        buffer = snapshots
        return snapshots
    }

    /// Last frame's array, for `count` snapshots: refilled in place when nothing else holds it.
    private mutating func takeBuffer(count: Int) -> [BoxSnapshot] {
        var snapshots: [BoxSnapshot] = []
        swap(&snapshots, &buffer)
        if snapshots.count != count {
            let blank = BoxSnapshot(
                entity: Entity(index: 0, generation: 0), frame: BoxFrame(x: 0, y: 0, width: 0, height: 0),
                color: OKLab(L: 0, a: 0, b: 0), radius: 0)
            snapshots.removeAll(keepingCapacity: true)
            snapshots.append(contentsOf: repeatElement(blank, count: count))
        }
        return snapshots
    }

    /// The table of places of `boxes`.
    private static func places(of boxes: [Entity]) -> [Int32] {
        var places = [Int32](repeating: -1, count: Int(boxes.map(\.index).max().map { $0 + 1 } ?? 0))
        for (place, entity) in boxes.enumerated() { places[Int(entity.index)] = Int32(place) }
        return places
    }

    /// Each of `boxes` read on its own, for when some box misses a component.
    private static func presentedOneByOne(_ boxes: [Entity], in world: World, alpha: Double) -> [BoxSnapshot]
    {
        boxes.compactMap { entity in
            guard let frame = world.presented(BoxFrame.self, of: entity, alpha: alpha),
                let color = world.presented(OKLab.self, of: entity, alpha: alpha),
                let radius = world.presented(CornerRadius.self, of: entity, alpha: alpha)
            else { return nil }
            return BoxSnapshot(entity: entity, frame: frame, color: color, radius: radius.value)
        }
    }
}
