/// What one frame's input asks of the field, gathered without touching a box: a burst of key
/// presses becomes one change, carried out by ``FieldScene/applyChanges()`` with at most one
/// spawn or despawn, one retarget and one reverse, however many commands arrived.
struct FieldChanges {
    /// The number of boxes asked for, if it changed.
    var boxCount: Int?
    /// The arrangement asked for last (`N`, a click), if any.
    var arrangement: Arrangement?
    /// Whether the boxes go back to their previous targets after that: an odd number of
    /// reverses since the last arrangement asked for.
    var reversed = false
    /// Whether the boxes must be laid out again where they are heading (a resize, or boxes
    /// added or removed).
    var needsLayout = false

    /// Whether nothing is asked.
    var isEmpty: Bool { boxCount == nil && arrangement == nil && !reversed && !needsLayout }
}
