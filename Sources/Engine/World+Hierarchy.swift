import TransitionCore

/// An entity's parent, stored as a component of the child.
struct ParentLink {
    var parent: Entity
}

/// An entity's children in the order they were attached, stored as a component of the parent.
struct ChildrenList: StateHashable {
    var children: ContiguousArray<Entity> = []

    func hash(into hasher: inout StateHasher) {
        hasher.combine(UInt64(children.count))
        for child in children {
            hasher.combine(UInt64(child.index) << 32 | UInt64(child.generation))
        }
    }
}

/// Why a parent could not be set.
public enum HierarchyError: Error, Equatable {
    /// The child or the parent is not alive.
    case staleEntity(Entity)
    /// The parent is the child itself or one of its descendants.
    case cycle(child: Entity, parent: Entity)
}

extension World {
    /// Makes `parent` the parent of `child` (nil makes `child` a root). Refuses stale entities
    /// and cycles (a parent that is the child or its descendant), leaving the hierarchy as it was.
    /// During a query the checks are made when asked, and made again when the deferred change
    /// is applied, which then silently drops it if earlier changes made it a cycle or stale.
    public func setParent(_ child: Entity, to parent: Entity?) throws(HierarchyError) {
        guard isAlive(child) else { throw .staleEntity(child) }
        if let parent {
            guard isAlive(parent) else { throw .staleEntity(parent) }
            var ancestor: Entity? = parent
            while let current = ancestor {
                if current == child { throw .cycle(child: child, parent: parent) }
                ancestor = self.parent(of: current)
            }
        }
        if deferIfIterating({ [unowned self] in try? self.setParent(child, to: parent) }) { return }
        detachFromParent(child)
        guard let parent else { return }
        storage(for: ParentLink.self).set(ParentLink(parent: parent), for: child)
        let lists = storage(for: ChildrenList.self)
        var list = lists.value(of: parent) ?? ChildrenList()
        list.children.append(child)
        lists.set(list, for: parent)
    }

    /// `entity`'s parent, or nil for a root or a stale entity.
    public func parent(of entity: Entity) -> Entity? {
        existingStorage(for: ParentLink.self)?.value(of: entity)?.parent
    }

    /// `entity`'s children in the order they were attached.
    public func children(of entity: Entity) -> [Entity] {
        existingStorage(for: ChildrenList.self)?.value(of: entity).map { Array($0.children) } ?? []
    }

    /// Removes `child` from its parent's list of children and forgets its parent.
    func detachFromParent(_ child: Entity) {
        guard let parent = parent(of: child) else { return }
        storage(for: ParentLink.self).remove(child)
        let lists = storage(for: ChildrenList.self)
        guard var list = lists.value(of: parent) else { return }
        list.children.removeAll { $0 == child }
        if list.children.isEmpty {
            lists.remove(parent)
        } else {
            lists.set(list, for: parent)
        }
    }
}
