extension FieldScene {
    /// The arrangement the boxes will head for once the changes asked for are made: what the
    /// next `N` moves on from.
    public var arrangementAsked: Arrangement {
        guard changes.reversed else { return changes.arrangement ?? arrangement }
        return changes.arrangement == nil ? previousArrangement : arrangement
    }

    /// Asks for `delta` more boxes (fewer when negative), within 0…``maximumBoxes``; nothing
    /// moves until ``applyChanges()``.
    public func requestBoxes(_ delta: Int) {
        let delta = min(max(delta, -FieldScene.maximumBoxes), FieldScene.maximumBoxes)
        let count = (changes.boxCount ?? boxes.count) + delta
        changes.boxCount = min(max(count, 0), FieldScene.maximumBoxes)
    }

    /// Asks for every box to head for `arrangement`; nothing moves until ``applyChanges()``.
    public func requestArrangement(_ arrangement: Arrangement) {
        changes.arrangement = arrangement
        changes.reversed = false
    }

    /// Asks for every box to go back to its previous target; asking twice comes back.
    public func requestReverse() {
        changes.reversed.toggle()
    }

    /// Makes the changes asked for since the last call as one: boxes spawned or despawned once,
    /// then at most one retarget (or re-layout) and one reverse, whatever the number of
    /// commands that asked. Several arrangements asked for in one go lead straight to the last.
    public func applyChanges() {
        let changes = self.changes
        self.changes = FieldChanges()
        guard !isSuspended, !changes.isEmpty else { return }
        var needsLayout = changes.needsLayout
        if let count = changes.boxCount, count != boxes.count {
            if count > boxes.count {
                spawnBoxes(count - boxes.count, at: layout.field.center)
            } else {
                for entity in boxes[count...] { world.despawn(entity) }
                boxes.removeLast(boxes.count - count)
            }
            needsLayout = true
        }
        if let arrangement = changes.arrangement {
            retarget(to: arrangement)
        } else if needsLayout {
            retarget(to: arrangement, keepHistory: false)
        }
        if changes.reversed { reverse() }
    }
}
