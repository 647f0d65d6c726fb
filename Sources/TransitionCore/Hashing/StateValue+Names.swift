#if hasFeature(Embedded)
    // The names a normal build's metadata gives these types, so that they order and hash alike.
    // SIMD vectors are stored values when their lanes are `Float`, as they are transitionable.

    extension Float: StateValue {
        /// Swift.Float, as a normal build names it.
        public static var typeName: String { "Swift.Float" }
    }
    extension Double: StateValue {
        /// Swift.Double, as a normal build names it.
        public static var typeName: String { "Swift.Double" }
    }
    extension Bool: StateValue {
        /// Swift.Bool, as a normal build names it.
        public static var typeName: String { "Swift.Bool" }
    }
    extension Int: StateValue {
        /// Swift.Int, as a normal build names it.
        public static var typeName: String { "Swift.Int" }
    }
    extension Int8: StateValue {
        /// Swift.Int8, as a normal build names it.
        public static var typeName: String { "Swift.Int8" }
    }
    extension Int16: StateValue {
        /// Swift.Int16, as a normal build names it.
        public static var typeName: String { "Swift.Int16" }
    }
    extension Int32: StateValue {
        /// Swift.Int32, as a normal build names it.
        public static var typeName: String { "Swift.Int32" }
    }
    extension Int64: StateValue {
        /// Swift.Int64, as a normal build names it.
        public static var typeName: String { "Swift.Int64" }
    }
    extension UInt: StateValue {
        /// Swift.UInt, as a normal build names it.
        public static var typeName: String { "Swift.UInt" }
    }
    extension UInt8: StateValue {
        /// Swift.UInt8, as a normal build names it.
        public static var typeName: String { "Swift.UInt8" }
    }
    extension UInt16: StateValue {
        /// Swift.UInt16, as a normal build names it.
        public static var typeName: String { "Swift.UInt16" }
    }
    extension UInt32: StateValue {
        /// Swift.UInt32, as a normal build names it.
        public static var typeName: String { "Swift.UInt32" }
    }
    extension UInt64: StateValue {
        /// Swift.UInt64, as a normal build names it.
        public static var typeName: String { "Swift.UInt64" }
    }

    extension SIMD2: StateValue where Scalar == Float {
        /// Swift.SIMD2<Swift.Float>, as a normal build names it.
        public static var typeName: String { "Swift.SIMD2<Swift.Float>" }
    }
    extension SIMD3: StateValue where Scalar == Float {
        /// Swift.SIMD3<Swift.Float>, as a normal build names it.
        public static var typeName: String { "Swift.SIMD3<Swift.Float>" }
    }
    extension SIMD4: StateValue where Scalar == Float {
        /// Swift.SIMD4<Swift.Float>, as a normal build names it.
        public static var typeName: String { "Swift.SIMD4<Swift.Float>" }
    }
    extension SIMD8: StateValue where Scalar == Float {
        /// Swift.SIMD8<Swift.Float>, as a normal build names it.
        public static var typeName: String { "Swift.SIMD8<Swift.Float>" }
    }
    extension SIMD16: StateValue where Scalar == Float {
        /// Swift.SIMD16<Swift.Float>, as a normal build names it.
        public static var typeName: String { "Swift.SIMD16<Swift.Float>" }
    }
    extension Optional: StateValue where Wrapped: StateValue {
        /// The name a normal build gives this type.
        public static var typeName: String { "Swift.Optional<" + Wrapped.typeName + ">" }

        /// Transitionable when `Wrapped` is: calls `visitor` with this type then.
        public static func visitTransitionable<Visitor: TransitionableTypeVisitor>(_ visitor: inout Visitor)
            -> Bool
        {
            var wrapping = OptionalVisitor(visitor: visitor)
            defer { visitor = wrapping.visitor }
            return Wrapped.visitTransitionable(&wrapping)
        }
    }

    /// Visits `Optional<Value>` for each transitionable `Value` visited.
    private struct OptionalVisitor<Visitor: TransitionableTypeVisitor>: TransitionableTypeVisitor {
        var visitor: Visitor
        mutating func visit<Value: Transitionable>(_ type: Value.Type) { visitor.visit(Value?.self) }
    }

    extension Color: StateValue {
        /// TransitionCore.Color, as a normal build names it.
        public static var typeName: String { "TransitionCore.Color" }
    }
    extension OKLab: StateValue {
        /// TransitionCore.OKLab, as a normal build names it.
        public static var typeName: String { "TransitionCore.OKLab" }
    }
    extension PathPosition: StateValue {
        /// The name a normal build gives this type.
        public static var typeName: String { "TransitionCore.PathPosition<" + Point.typeName + ">" }
    }
    extension MotionPath: StateValue {
        /// The name a normal build gives this type.
        public static var typeName: String { "TransitionCore.MotionPath<" + Point.typeName + ">" }
    }
#endif
