import TransitionCore

/// Why a parent could not be set.
public enum HierarchyError: Error, Equatable {
    /// The child or the parent is not alive.
    case staleEntity(Entity)
    /// The parent is the child itself or one of its descendants.
    case cycle(child: Entity, parent: Entity)
}

extension World {
    /// Makes `parent` the parent of `child` (nil makes `child` a root), after any children
    /// `parent` already has. Refuses stale entities and cycles (a parent that is the child or
    /// its descendant), leaving the hierarchy as it was. During a query the checks are made
    /// when asked, and made again when the deferred change is applied, which then silently
    /// drops it if earlier changes made it a cycle or stale.
    /// - Complexity: O(1) when `child` has no children; otherwise O(depth of `parent`), the
    ///   walk that rules out a cycle.
    public func setParent(_ child: Entity, to parent: Entity?) throws(HierarchyError) {
        guard isAlive(child) else { throw .staleEntity(child) }
        if let parent {
            guard isAlive(parent) else { throw .staleEntity(parent) }
            if parent == child { throw .cycle(child: child, parent: parent) }
            // Only an entity with children can be an ancestor of `parent`.
            if existingHierarchy?.value(of: child)?.firstChild != nil {
                var ancestor = self.parent(of: parent)
                while let current = ancestor {
                    if current == child { throw .cycle(child: child, parent: parent) }
                    ancestor = self.parent(of: current)
                }
            }
        }
        if commands.isDeferring {
            commands.append { try? $0.setParent(child, to: parent) }
            return
        }
        let hadChildren = existingHierarchy?.value(of: child)?.firstChild != nil
        detachFromParent(child)
        if let parent { attach(child, to: parent) }
        hierarchyDidChange(around: child, hadChildren: hadChildren)
    }

    /// `entity`'s parent, or nil for a root or a stale entity.
    /// - Complexity: O(1).
    public func parent(of entity: Entity) -> Entity? {
        existingHierarchy?.value(of: entity)?.parent
    }

    /// `entity`'s children in the order they were attached.
    /// - Complexity: O(number of children).
    public func children(of entity: Entity) -> [Entity] {
        var children: [Entity] = []
        guard let nodes = existingHierarchy else { return [] }
        var next = nodes.value(of: entity)?.firstChild
        while let child = next {
            children.append(child)
            next = nodes.value(of: child)?.nextSibling
        }
        return children
    }

    /// The hierarchy's nodes, made on first use.
    var hierarchy: ComponentStorage<HierarchyNode> { storage(for: HierarchyNode.self) }

    /// The hierarchy's nodes, if any entity ever had a parent: reads and removals make none.
    var existingHierarchy: ComponentStorage<HierarchyNode>? { existingStorage(for: HierarchyNode.self) }

    /// Appends `child`, a root, to `parent`'s children.
    private func attach(_ child: Entity, to parent: Entity) {
        let nodes = hierarchy
        var parentNode = nodes.value(of: parent) ?? HierarchyNode()
        var childNode = nodes.value(of: child) ?? HierarchyNode()
        childNode.parent = parent
        childNode.previousSibling = parentNode.lastChild
        childNode.nextSibling = nil
        if let last = parentNode.lastChild, let slot = nodes.slot(of: last) {
            nodes.values[slot].nextSibling = child
        } else {
            parentNode.firstChild = child
        }
        parentNode.lastChild = child
        nodes.set(parentNode, for: parent)
        nodes.set(childNode, for: child)
    }

    /// Takes `child` out of its parent's children, making it a root.
    func detachFromParent(_ child: Entity) {
        guard let nodes = existingHierarchy else { return }
        guard let childSlot = nodes.slot(of: child), let parent = nodes.values[childSlot].parent,
            let parentSlot = nodes.slot(of: parent)
        else { return }
        let previous = nodes.values[childSlot].previousSibling
        let next = nodes.values[childSlot].nextSibling
        if let previous, let slot = nodes.slot(of: previous) {
            nodes.values[slot].nextSibling = next
        } else {
            nodes.values[parentSlot].firstChild = next
        }
        if let next, let slot = nodes.slot(of: next) {
            nodes.values[slot].previousSibling = previous
        } else {
            nodes.values[parentSlot].lastChild = previous
        }
        nodes.values[childSlot].parent = nil
        nodes.values[childSlot].previousSibling = nil
        nodes.values[childSlot].nextSibling = nil
        pruneNode(of: child, at: childSlot)
        if let slot = nodes.slot(of: parent) { pruneNode(of: parent, at: slot) }
    }

    /// Makes every child of `entity`, which is being despawned, a root and forgets `entity`'s
    /// own place in the hierarchy.
    func removeFromHierarchy(_ entity: Entity) {
        hierarchyDidChange(
            around: entity, hadChildren: existingHierarchy?.value(of: entity)?.firstChild != nil)
        guard let nodes = existingHierarchy, nodes.slot(of: entity) != nil else { return }
        var next = nodes.value(of: entity)?.firstChild
        while let child = next, let slot = nodes.slot(of: child) {
            next = nodes.values[slot].nextSibling
            nodes.values[slot].parent = nil
            nodes.values[slot].previousSibling = nil
            nodes.values[slot].nextSibling = nil
            pruneNode(of: child, at: slot)
        }
        if let slot = nodes.slot(of: entity) {
            nodes.values[slot].firstChild = nil
            nodes.values[slot].lastChild = nil
        }
        detachFromParent(entity)
        nodes.remove(entity)
    }

    /// Makes environment reads forget what the move or despawn of `entity` may have made
    /// wrong. With children, the answer of any descendant may change: every remembered answer
    /// goes (the version moves on). Without, only `entity`'s own answer can change (its setting,
    /// if it has one, is seen by no other entity): only what is remembered for it goes.
    func hierarchyDidChange(around entity: Entity, hadChildren: Bool) {
        if hadChildren {
            hierarchyVersion &+= 1
        } else {
            for slot in environmentTables.ordered { slot.nearestSetters.forget(entity) }
        }
    }

    /// Drops the node in `slot` when it links nothing any more.
    private func pruneNode(of entity: Entity, at slot: Int) {
        if hierarchy.values[slot].isEmpty { hierarchy.remove(entity) }
    }
}
