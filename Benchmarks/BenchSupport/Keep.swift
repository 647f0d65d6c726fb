import CBaseline

/// Tells the optimiser that what `pointer` points to is used, so that it is really computed.
@inlinable
public func cbaselineKeep<T>(_ pointer: UnsafePointer<T>) {
    cbaseline_keep(pointer)
}
