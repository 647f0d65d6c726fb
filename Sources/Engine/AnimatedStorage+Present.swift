import TransitionCore

extension AnimatedStorage {
    /// `alpha` as the presentation reads it: clamped into 0...1, a NaN or infinite one 0.
    @inlinable
    static func presentationAlpha(_ alpha: Double) -> Double {
        alpha.isFinite ? min(max(alpha, 0), 1) : 0
    }

    /// The value in `slot` presented `alpha` (already clamped) of a tick after `tick`: its
    /// transition sampled there, or its resting value. Timelines are not looked at.
    @inlinable @inline(__always)
    func presentedValue(at slot: Int, tick: UInt64, alpha: Double, tickRate: UInt64) -> Value {
        guard slot < records.count else { return values[slot] }
        let record = records[slot]
        let entry = palette.entries[Int(animationIndices[slot])]
        let elapsed = (Double(tick &- record.startTick) + alpha) / Double(tickRate)
        return AnimatedStorage.present(record, entry, at: entry.animation.sample(at: elapsed))
    }

    /// Whether any timeline plays on these components now.
    @usableFromInline
    var hasPlayingTimelines: Bool { (timelines?.count ?? 0) > 0 }

    /// `entity`'s value (in `slot`) presented `alpha` of a tick after `tick`, timelines included:
    /// what ``World/presented(_:of:alpha:)`` returns. `timelinesPlay` is ``hasPlayingTimelines``.
    @inlinable @inline(__always)
    func presentedValue(
        of entity: Entity, at slot: Int, tick: UInt64, alpha: Double, tickRate: UInt64, timelinesPlay: Bool
    ) -> Value {
        if timelinesPlay, let value = timelinePresented(entity, alpha: alpha) { return value }
        return presentedValue(
            at: slot, tick: tick, alpha: AnimatedStorage.presentationAlpha(alpha), tickRate: tickRate)
    }
}

/// Reads one storage's presented values for a bulk presentation call: the storage, the moment
/// and whether timelines must be looked at, settled once per call.
@usableFromInline
struct PresentedValues<Value: Transitionable> {
    @usableFromInline let storage: AnimatedStorage<Value>
    @usableFromInline let tick: UInt64
    @usableFromInline let tickRate: UInt64
    @usableFromInline let alpha: Double
    @usableFromInline let timelinesPlay: Bool

    @inlinable
    init(_ storage: AnimatedStorage<Value>, tick: UInt64, tickRate: UInt64, alpha: Double) {
        (self.storage, self.tick, self.tickRate, self.alpha) = (storage, tick, tickRate, alpha)
        timelinesPlay = storage.playsTimelines && storage.hasPlayingTimelines
    }

    /// `entity`'s value, in `slot`, as ``World/presented(_:of:alpha:)`` returns it.
    @inlinable @inline(__always)
    func value(of entity: Entity, at slot: Int) -> Value {
        storage.presentedValue(
            of: entity, at: slot, tick: tick, alpha: alpha, tickRate: tickRate, timelinesPlay: timelinesPlay)
    }
}
