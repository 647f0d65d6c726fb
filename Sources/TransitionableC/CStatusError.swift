import CTransitionable
import Engine

/// A failed C call, as its `tr_status`.
enum CStatusError: Error {
    case nullPointer, staleEntity, unknownComponent, floatCount, noComponent, invalidArgument
    case nameTaken, tooManyTypes, bufferTooSmall, hierarchyCycle, otherWorld

    var status: tr_status {
        switch self {
        case .nullPointer: TR_ERROR_NULL_POINTER.rawValue
        case .staleEntity: TR_ERROR_STALE_ENTITY.rawValue
        case .unknownComponent: TR_ERROR_UNKNOWN_COMPONENT.rawValue
        case .floatCount: TR_ERROR_FLOAT_COUNT.rawValue
        case .noComponent: TR_ERROR_NO_COMPONENT.rawValue
        case .invalidArgument: TR_ERROR_INVALID_ARGUMENT.rawValue
        case .nameTaken: TR_ERROR_NAME_TAKEN.rawValue
        case .tooManyTypes: TR_ERROR_TOO_MANY_TYPES.rawValue
        case .bufferTooSmall: TR_ERROR_BUFFER_TOO_SMALL.rawValue
        case .hierarchyCycle: TR_ERROR_HIERARCHY_CYCLE.rawValue
        case .otherWorld: TR_ERROR_OTHER_WORLD.rawValue
        }
    }
}

/// `body`'s outcome as a status: TR_OK, or the error it threw.
@inline(__always)
func cStatus(_ body: () throws(CStatusError) -> Void) -> tr_status {
    do {
        try body()
        return TR_OK.rawValue
    } catch {
        return error.status
    }
}

/// The pointer, or `.nullPointer`.
@inline(__always)
func required<Pointee>(_ pointer: UnsafePointer<Pointee>?) throws(CStatusError) -> UnsafePointer<Pointee> {
    guard let pointer else { throw .nullPointer }
    return pointer
}

/// The pointer, or `.nullPointer`.
@inline(__always)
func required<Pointee>(_ pointer: UnsafeMutablePointer<Pointee>?) throws(CStatusError)
    -> UnsafeMutablePointer<Pointee>
{
    guard let pointer else { throw .nullPointer }
    return pointer
}

/// Checks that the `count` floats at `values` are all finite: `.invalidArgument` for a NaN or
/// an infinity, which a component, target, default or environment value may not hold from C.
@inline(__always)
func requireFinite(_ values: UnsafePointer<Float>, count: UInt32) throws(CStatusError) {
    // The largest exponent field: all ones for a NaN or an infinity. A reduction without an
    // exit, so that the loop vectorises.
    let exponent: UInt32 = 0x7F80_0000
    var largest: UInt32 = 0
    for index in 0..<Int(count) { largest = max(largest, values[index].bitPattern & exponent) }
    if largest == exponent { throw .invalidArgument }
}

/// The registry slot of `type`, checked against the float count the caller passed.
@inline(__always)
func componentSlot(_ type: tr_component, count: UInt32) throws(CStatusError) -> Int {
    guard let slot = CTypeRegistry.shared.slot(of: type) else { throw .unknownComponent }
    guard CTypeRegistry.shared.floatCount(ofSlot: slot) == Int(count) else { throw .floatCount }
    return slot
}

/// The registry slot of `type`.
@inline(__always)
func componentSlot(_ type: tr_component) throws(CStatusError) -> Int {
    guard let slot = CTypeRegistry.shared.slot(of: type) else { throw .unknownComponent }
    return slot
}

extension Entity {
    /// The entity a C handle names: index in the low 32 bits, generation in the high 32.
    @inline(__always)
    init(cHandle: tr_entity) {
        self.init(
            index: UInt32(truncatingIfNeeded: cHandle), generation: UInt32(truncatingIfNeeded: cHandle >> 32))
    }

    /// This entity's C handle.
    @inline(__always)
    var cHandle: tr_entity { tr_entity(generation) << 32 | tr_entity(index) }
}
