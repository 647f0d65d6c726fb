import CTransitionable

/// `tr_component_register`: see transitionable.h.
@c(tr_component_register) public func trComponentRegister(
    _ name: UnsafePointer<CChar>?, _ floatCount: UInt32, _ fields: UnsafePointer<tr_field>?,
    _ defaults: UnsafePointer<Float>?, _ outType: UnsafeMutablePointer<tr_component>?
) -> tr_status {
    cStatus { () throws(CStatusError) in
        let name = try nameBytes(required(name))
        let outType = try required(outType)
        guard floatCount >= 1, floatCount <= UInt32(TR_MAX_FLOATS) else { throw .invalidArgument }
        let count = Int(floatCount)
        var thresholds = [UInt32](repeating: Float.nan.bitPattern, count: count)
        if let fields {
            for field in 0..<count {
                switch fields[field].mode {
                case TR_FIELD_INTERPOLATED.rawValue: break
                case TR_FIELD_DISCRETE.rawValue:
                    guard !fields[field].switch_progress.isNaN else { throw .invalidArgument }
                    thresholds[field] = fields[field].switch_progress.bitPattern
                default: throw .invalidArgument
                }
            }
        }
        if let defaults { try requireFinite(defaults, count: floatCount) }
        let defaultBits = (0..<count).map { defaults?[$0].bitPattern ?? 0 }
        let layout = CTypeRegistry.Layout(
            floatCount: count, thresholdBits: thresholds, defaultBits: defaultBits)
        let slot = try CTypeRegistry.shared.register(name: name, layout: layout).get()
        outType.pointee = CTypeRegistry.handle(ofSlot: slot)
    }
}

/// `tr_component_find`: see transitionable.h.
@c(tr_component_find) public func trComponentFind(
    _ name: UnsafePointer<CChar>?, _ outType: UnsafeMutablePointer<tr_component>?
)
    -> tr_status
{
    cStatus { () throws(CStatusError) in
        let name = try nameBytes(required(name))
        let outType = try required(outType)
        guard let slot = CTypeRegistry.shared.slot(named: name) else { throw .unknownComponent }
        outType.pointee = CTypeRegistry.handle(ofSlot: slot)
    }
}

/// `tr_component_float_count`: see transitionable.h.
@c(tr_component_float_count) public func trComponentFloatCount(
    _ type: tr_component, _ outCount: UnsafeMutablePointer<UInt32>?
)
    -> tr_status
{
    cStatus { () throws(CStatusError) in
        let outCount = try required(outCount)
        let slot = try componentSlot(type)
        outCount.pointee = UInt32(CTypeRegistry.shared.floatCount(ofSlot: slot))
    }
}

/// The bytes of a component name: 1...TR_MAX_NAME_LENGTH of them before the NUL (read no
/// further than one past the limit).
private func nameBytes(_ name: UnsafePointer<CChar>) throws(CStatusError) -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count <= Int(TR_MAX_NAME_LENGTH) {
        let byte = UInt8(bitPattern: name[bytes.count])
        if byte == 0 { break }
        bytes.append(byte)
    }
    guard !bytes.isEmpty, bytes.count <= Int(TR_MAX_NAME_LENGTH) else { throw .invalidArgument }
    return bytes
}
