// The portable scenario's C entry points, for a WebAssembly page or a microcontroller's main:
// one field at a time. Built into the PortableScenario module (scripts/embedded).

nonisolated(unsafe) private var field: PortableField?

/// Starts a field of `boxes` boxes on a `width` × `height` field, placed by `seed`.
@_cdecl("scenario_start")
public func scenarioStart(seed: UInt64, boxes: Int32, width: Float, height: Float) {
    field = PortableField(seed: seed, boxes: Int(boxes), width: width, height: height)
}

/// Advances `ticks` ticks.
@_cdecl("scenario_advance")
public func scenarioAdvance(ticks: Int32) { field?.advance(ticks: Int(ticks)) }

/// The state hash now.
@_cdecl("scenario_hash")
public func scenarioHash() -> UInt64 { field?.stateHash() ?? 0 }

/// Ticks advanced so far.
@_cdecl("scenario_tick")
public func scenarioTick() -> UInt64 { field?.tick ?? 0 }

/// Number of boxes.
@_cdecl("scenario_box_count")
public func scenarioBoxCount() -> Int32 { Int32(field?.boxCount ?? 0) }

/// Writes 8 floats per box (x, y, width, height, red, green, blue, alpha) into `buffer`, at
/// most `capacity` boxes, presented `alpha` of a tick after the last; returns how many.
@_cdecl("scenario_write_boxes")
public func scenarioWriteBoxes(buffer: UnsafeMutablePointer<Float>?, capacity: Int32, alpha: Float) -> Int32 {
    guard let buffer, let field else { return 0 }
    return Int32(field.writeBoxes(into: buffer, capacity: Int(capacity), alpha: Double(alpha)))
}

/// A press (click or touch) at (`x`, `y`).
@_cdecl("scenario_press")
public func scenarioPress(x: Float, y: Float) { field?.press(x: x, y: y) }

/// A key, by its ASCII code.
@_cdecl("scenario_key")
public func scenarioKey(code: Int32) { field?.key(code) }

/// The scripted run's state hash (see `PortableField.scriptedHash`).
@_cdecl("scenario_scripted_hash")
public func scenarioScriptedHash(seed: UInt64, boxes: Int32, ticks: Int32) -> UInt64 {
    PortableField.scriptedHash(seed: seed, boxes: Int(boxes), ticks: Int(ticks))
}

/// The scripted run's state hash without the tour: the field alone.
@_cdecl("scenario_scripted_field_hash")
public func scenarioScriptedFieldHash(seed: UInt64, boxes: Int32, ticks: Int32) -> UInt64 {
    PortableField.scriptedHash(seed: seed, boxes: Int(boxes), ticks: Int(ticks), withTour: false)
}
