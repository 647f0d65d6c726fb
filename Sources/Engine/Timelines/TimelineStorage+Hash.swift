import TransitionCore

extension TimelineStorage {
    /// ``hash(into:)``: every player, in slot order.
    func hashPlayers(into hasher: inout StateHasher) {
        hasher.combine(UInt64(values.count))
        var hashing = ValueHashing<Value>()
        for slot in values.indices {
            hashPlayer(at: slot, into: &hasher, hashing: &hashing)
        }
    }

    /// ``hash(into:including:)``: the players of the entities `including` accepts.
    func hashPlayers(into hasher: inout StateHasher, including: (Entity) -> Bool) {
        // As the components are: in handle order, and nothing when none is included.
        let slots = includedSlots(of: entities.indices, including)
        guard !slots.isEmpty else { return }
        hasher.combine(UInt64(slots.count))
        var hashing = ValueHashing<Value>()
        for slot in slots {
            hashPlayer(at: slot, into: &hasher, hashing: &hashing)
        }
    }

    /// Mixes the entity and the player in `slot` into `hasher`: the playhead, the conductor,
    /// the timeline (its length, labels, markers, initial value and parts) and the value shown.
    private func hashPlayer(at slot: Int, into hasher: inout StateHasher, hashing: inout ValueHashing<Value>)
    {
        hasher.combine(UInt64(entities[slot].index) << 32 | UInt64(entities[slot].generation))
        let player = values[slot]
        let timeline = timeline(of: player)
        player.playhead.hash(into: &hasher)
        hasher.combine(player.conductor.map { UInt64($0.index) << 32 | UInt64($0.generation) } ?? .max)
        hasher.combine(timeline.durationTicks)
        timeline.labels.hash(into: &hasher)
        timeline.markers.hash(into: &hasher)
        hasher.combine(UInt64(timeline.parts.count))
        hashing.hash(timeline.initialValue, into: &hasher)
        for part in timeline.parts {
            hasher.combine(part.start)
            hasher.combine(part.length)
            switch part.motion {
            case .move(let target, let animation):
                hashing.hash(target, into: &hasher)
                animation.hash(into: &hasher)
            case .keyframes(let track):
                hasher.combine(UInt64(track.keyframes.count))
                for keyframe in track.keyframes {
                    hasher.combine(double: keyframe.time)
                    hashing.hash(keyframe.value, into: &hasher)
                    keyframe.curve.hash(into: &hasher)
                }
            case .fields(let target, let fields):
                hashing.hash(target, into: &hasher)
                fields.hash(into: &hasher)
            }
        }
        hashing.hash(value(of: player, at: player.playhead.units), into: &hasher)
    }
}
