#if hasFeature(Embedded)
    // The names a normal build's metadata gives these types, so that they order and hash alike.

    extension Float: StateValue { public static var typeName: String { "Swift.Float" } }
    extension Double: StateValue { public static var typeName: String { "Swift.Double" } }
    extension Bool: StateValue { public static var typeName: String { "Swift.Bool" } }
    extension Int: StateValue { public static var typeName: String { "Swift.Int" } }
    extension Int8: StateValue { public static var typeName: String { "Swift.Int8" } }
    extension Int16: StateValue { public static var typeName: String { "Swift.Int16" } }
    extension Int32: StateValue { public static var typeName: String { "Swift.Int32" } }
    extension Int64: StateValue { public static var typeName: String { "Swift.Int64" } }
    extension UInt: StateValue { public static var typeName: String { "Swift.UInt" } }
    extension UInt8: StateValue { public static var typeName: String { "Swift.UInt8" } }
    extension UInt16: StateValue { public static var typeName: String { "Swift.UInt16" } }
    extension UInt32: StateValue { public static var typeName: String { "Swift.UInt32" } }
    extension UInt64: StateValue { public static var typeName: String { "Swift.UInt64" } }

    extension SIMD2: StateValue where Scalar: StateValue {
        public static var typeName: String { "Swift.SIMD2<" + Scalar.typeName + ">" }
    }
    extension SIMD3: StateValue where Scalar: StateValue {
        public static var typeName: String { "Swift.SIMD3<" + Scalar.typeName + ">" }
    }
    extension SIMD4: StateValue where Scalar: StateValue {
        public static var typeName: String { "Swift.SIMD4<" + Scalar.typeName + ">" }
    }
    extension SIMD8: StateValue where Scalar: StateValue {
        public static var typeName: String { "Swift.SIMD8<" + Scalar.typeName + ">" }
    }
    extension SIMD16: StateValue where Scalar: StateValue {
        public static var typeName: String { "Swift.SIMD16<" + Scalar.typeName + ">" }
    }
    extension Optional: StateValue where Wrapped: StateValue {
        public static var typeName: String { "Swift.Optional<" + Wrapped.typeName + ">" }
    }

    extension Color: StateValue { public static var typeName: String { "TransitionCore.Color" } }
    extension OKLab: StateValue { public static var typeName: String { "TransitionCore.OKLab" } }
    extension PathPosition: StateValue {
        public static var typeName: String { "TransitionCore.PathPosition" }
    }
    extension MotionPath: StateValue { public static var typeName: String { "TransitionCore.MotionPath" } }
#endif
