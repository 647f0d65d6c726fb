#if hasFeature(Embedded)
    /// A value a world keeps and hashes. Embedded Swift has no run-time metadata to name a type
    /// or walk a value's fields, so there a value states both: it mixes itself into state hashes
    /// (``StateHashable``) and names its type (``typeName``). On a normal build every type is a
    /// `StateValue` (`Any`), named and walked through metadata.
    public protocol StateValue: StateHashable {
        /// The type's module-qualified name as a normal build spells it (`MyGame.Ship`,
        /// `Swift.SIMD2<Swift.Float>`): it orders and seeds the type's part of the state hash, so
        /// the same spelling gives the same hash natively and embedded. Unique within a world:
        /// a world stops the program with an error naming it when a second type of one name is
        /// first stored.
        static var typeName: String { get }

        /// Calls `visitor` with this type when it is ``Transitionable``; returns whether it did.
        /// Transitionable types have the default that does.
        static func visitTransitionable<Visitor: TransitionableTypeVisitor>(_ visitor: inout Visitor) -> Bool
    }

    extension StateValue {
        /// Not transitionable: `visitor` is not called.
        public static func visitTransitionable<Visitor: TransitionableTypeVisitor>(_ visitor: inout Visitor)
            -> Bool
        { false }
    }

    extension Transitionable {
        /// Calls `visitor` with this type.
        public static func visitTransitionable<Visitor: TransitionableTypeVisitor>(_ visitor: inout Visitor)
            -> Bool
        {
            visitor.visit(Self.self)
            return true
        }
    }

    /// Work done with a ``Transitionable`` type known only as a ``StateValue``, where Embedded
    /// Swift cannot cast a type to a protocol.
    public protocol TransitionableTypeVisitor {
        /// Does the work for `type`.
        mutating func visit<Value: Transitionable>(_ type: Value.Type)
    }
#else
    /// A value a world keeps and hashes: any type on a normal build, where run-time metadata names
    /// its type and walks its fields. In Embedded Swift a protocol: the value mixes itself into
    /// state hashes (``StateHashable``) and names its type (`typeName`, as a normal build spells
    /// it, so that both hash alike).
    public typealias StateValue = Any
#endif
