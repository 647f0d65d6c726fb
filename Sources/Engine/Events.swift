/// A transition that reached its target, reported once, on the tick it landed.
public struct TransitionCompleted: Equatable {
    /// The entity whose value finished moving.
    public let entity: Entity
    /// The component type that moved, or the environment value's type for environment moves.
    public let valueType: ObjectIdentifier
    /// For an environment transition, the key path it was set through; nil for components.
    public let environmentKeyPath: AnyKeyPath?
    /// The tick it landed on.
    public let tick: UInt64

    /// Whether the component type that moved is `type`.
    public func isOf<Value>(_ type: Value.Type) -> Bool {
        valueType == ObjectIdentifier(type)
    }

    /// Equal when every field is.
    public static func == (lhs: TransitionCompleted, rhs: TransitionCompleted) -> Bool {
        lhs.entity == rhs.entity && lhs.valueType == rhs.valueType && lhs.tick == rhs.tick
            && lhs.environmentKeyPath == rhs.environmentKeyPath
    }
}
