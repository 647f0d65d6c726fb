import TransitionCore

/// An entity's place in the hierarchy, stored as a component of every entity that has a parent
/// or children: its parent, and its links in an intrusive doubly linked list of siblings in the
/// order they were attached. Attaching, detaching and despawning are O(1) whatever the number
/// of siblings.
struct HierarchyNode: StateHashable {
    var parent: Entity?
    var firstChild: Entity?
    var lastChild: Entity?
    var previousSibling: Entity?
    var nextSibling: Entity?

    /// Whether the entity has neither a parent nor children (its node can go).
    var isEmpty: Bool { parent == nil && firstChild == nil }

    func hash(into hasher: inout StateHasher) {
        for link in [parent, firstChild, lastChild, previousSibling, nextSibling] {
            hasher.combine(link.map { UInt64($0.index) << 32 | UInt64($0.generation) } ?? .max)
        }
    }
}
