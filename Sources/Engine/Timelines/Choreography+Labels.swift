import TransitionCore

extension Choreography {
    /// Names the position `position` `name`, for placing tracks and moves
    /// (``TimelinePosition/label(_:offset:)``) and seeking
    /// (``ChoreographyController/seek(toLabel:offset:)``), as ``Timeline/addLabel(_:at:)`` does
    /// for a timeline. Returns false, adding nothing, for a position at an unknown label.
    @discardableResult
    public mutating func addLabel(_ name: String, at position: TimelinePosition = .next) -> Bool {
        placeLabel(name, at: position)
    }

    /// The tick of the label named `name`; nil when there is none.
    public func tick(ofLabel name: String) -> UInt64? {
        labels.tick(of: name)
    }

    /// Adds a marker named `name` at `position`: crossing it while playing raises a
    /// ``MotionEvent/Kind/markerReached(name:)`` event for the conductor (`isOf(Choreography.self)`),
    /// by the rules of ``Timeline/addMarker(_:at:)``. Returns false, adding nothing, for a
    /// position at an unknown label.
    @discardableResult
    public mutating func addMarker(_ name: String, at position: TimelinePosition = .next) -> Bool {
        placeMarker(name, at: position)
    }
}
