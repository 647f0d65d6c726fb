import TransitionCore

#if hasFeature(Embedded)
    // The engine's own stored types, named as a normal build's metadata names them.

    extension DomainMembership: StateValue {
        @usableFromInline static var typeName: String { "Engine.DomainMembership" }
    }

    extension HierarchyNode: StateValue {
        static var typeName: String { "Engine.HierarchyNode" }
    }

    extension ChoreographyPlayer: StateValue {
        static var typeName: String { "Engine.ChoreographyPlayer" }
    }
#endif
