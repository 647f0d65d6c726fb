// The value types a component is usually built from hash their values, never their bytes: a
// SIMD3's fourth lane and the padding of a struct may hold anything.

extension Float: StateHashable {
    /// Mixes in the bit pattern.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(float: self) }
}

extension Double: StateHashable {
    /// Mixes in the bit pattern.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(double: self) }
}

extension Bool: StateHashable {
    /// Mixes in 0 or 1.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(bool: self) }
}

extension Int: StateHashable {
    /// Mixes in the value.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(integer: self) }
}

extension Int8: StateHashable {
    /// Mixes in the value.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(integer: self) }
}

extension Int16: StateHashable {
    /// Mixes in the value.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(integer: self) }
}

extension Int32: StateHashable {
    /// Mixes in the value.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(integer: self) }
}

extension Int64: StateHashable {
    /// Mixes in the value.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(integer: self) }
}

extension UInt: StateHashable {
    /// Mixes in the value.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(integer: self) }
}

extension UInt8: StateHashable {
    /// Mixes in the value.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(integer: self) }
}

extension UInt16: StateHashable {
    /// Mixes in the value.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(integer: self) }
}

extension UInt32: StateHashable {
    /// Mixes in the value.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(integer: self) }
}

extension UInt64: StateHashable {
    /// Mixes in the value.
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension SIMD2: StateHashable where Scalar: StateHashable {
    /// Mixes in both lanes.
    @_specialize(where Scalar == Float)
    @inlinable public func hash(into hasher: inout StateHasher) {
        for lane in indices { self[lane].hash(into: &hasher) }
    }
}

extension SIMD3: StateHashable where Scalar: StateHashable {
    /// Mixes in the three lanes (not the storage's unused fourth).
    @_specialize(where Scalar == Float)
    @inlinable public func hash(into hasher: inout StateHasher) {
        for lane in indices { self[lane].hash(into: &hasher) }
    }
}

extension SIMD4: StateHashable where Scalar: StateHashable {
    /// Mixes in the four lanes.
    @_specialize(where Scalar == Float)
    @inlinable public func hash(into hasher: inout StateHasher) {
        for lane in indices { self[lane].hash(into: &hasher) }
    }
}

extension SIMD8: StateHashable where Scalar: StateHashable {
    /// Mixes in the eight lanes.
    @_specialize(where Scalar == Float)
    @inlinable public func hash(into hasher: inout StateHasher) {
        for lane in indices { self[lane].hash(into: &hasher) }
    }
}

extension SIMD16: StateHashable where Scalar: StateHashable {
    /// Mixes in the sixteen lanes.
    @_specialize(where Scalar == Float)
    @inlinable public func hash(into hasher: inout StateHasher) {
        for lane in indices { self[lane].hash(into: &hasher) }
    }
}

extension Optional: StateHashable where Wrapped: StateHashable {
    /// Mixes in whether there is a value, then the value.
    @inlinable public func hash(into hasher: inout StateHasher) {
        hasher.combine(bool: self != nil)
        self?.hash(into: &hasher)
    }
}

extension Color: StateHashable {
    /// Mixes in the bit patterns of the four components and of the perceptual coordinates the
    /// colour mixes from, which a transition's sample carries beside its components.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(float: red)
        hasher.combine(float: green)
        hasher.combine(float: blue)
        hasher.combine(float: alpha)
        hasher.combine(float: storedRoots.x)
        hasher.combine(float: storedRoots.y)
        hasher.combine(float: storedRoots.z)
    }
}

extension OKLab: StateHashable {
    /// Mixes in the four components' bit patterns.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(float: L)
        hasher.combine(float: a)
        hasher.combine(float: b)
        hasher.combine(float: alpha)
    }
}
