import Engine

extension ReferenceModel {
    /// Sets or clears `child`'s parent. Stale entities and cycles are refused when asked, and
    /// (inside a query) checked again when the deferred change is applied.
    func setParent(_ child: Entity, to parent: Entity?) throws(HierarchyError) {
        guard alive.contains(child) else { throw .staleEntity(child) }
        if let parent {
            guard alive.contains(parent) else { throw .staleEntity(parent) }
            var ancestor: Entity? = parent
            while let current = ancestor {
                if current == child { throw .cycle(child: child, parent: parent) }
                ancestor = parents[current]
            }
        }
        if deferIfQuerying({ try? self.setParent(child, to: parent) }) { return }
        detach(child)
        guard let parent else { return }
        parents[child] = parent
        children[parent, default: []].append(child)
    }

    /// Takes `child` out of its parent's list.
    func detach(_ child: Entity) {
        guard let parent = parents.removeValue(forKey: child) else { return }
        children[parent]!.removeAll { $0 == child }
        if children[parent]!.isEmpty { children[parent] = nil }
    }

    /// `entity` and all its descendants.
    func subtree(of entity: Entity) -> [Entity] {
        var result = [entity]
        var index = 0
        while index < result.count {
            result += children[result[index]] ?? []
            index += 1
        }
        return result
    }
}
