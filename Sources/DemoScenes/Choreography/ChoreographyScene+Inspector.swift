import Engine
import TransitionCore

extension ChoreographyScene {
    /// A speed of the playhead, as the speed button (X) goes through them.
    public struct Speed: Equatable, Sendable {
        /// The playhead's time scale.
        public var scale: TimeScale
        /// What the speed button says.
        public var name: String
    }

    /// The speeds X and the speed button go through, in order, from the first.
    public static let speeds = [
        Speed(scale: .normal, name: "x1"), Speed(scale: TimeScale(2), name: "x2"),
        Speed(scale: TimeScale(1, 2), name: "x1/2"),
    ]

    /// Which of ``speeds`` the playhead plays at, read from the playhead (0 for any other).
    var speedIndex: Int {
        let scale = playback?.timeScale ?? .normal
        return ChoreographyScene.speeds.firstIndex { $0.scale == scale } ?? 0
    }

    /// The playhead's speed.
    public var speed: Speed { ChoreographyScene.speeds[speedIndex] }

    /// Whether the playhead is being dragged in the inspector.
    public var isDragging: Bool { pausedBeforeDrag != nil }

    /// Seconds into the cycle the playhead is.
    public var playheadSeconds: Double {
        guard let playback else { return 0 }
        let seconds = playback.position - Double(playback.cycle) * ChoreographyScore.cycleSeconds
        return min(max(seconds, 0), ChoreographyScore.cycleSeconds)
    }

    /// What the inspector shows now.
    public var inspectorState: ChoreographyInspector.State {
        let tickRate = Double(world.tickRate)
        let labels = (playback?.labels ?? []).map {
            ChoreographyScore.Label(name: $0.name, seconds: Double($0.tick) / tickRate)
        }
        let markers = (playback?.markers ?? []).map {
            ChoreographyScore.Label(name: $0.name, seconds: Double($0.tick) / tickRate)
        }
        return ChoreographyInspector.State(
            seconds: playheadSeconds, isPaused: playback?.isPaused ?? false, isReversed: isReversed,
            speed: speed.name, labels: labels, markers: markers)
    }

    /// Moves the playhead to `seconds` into the cycle it is in (the cycle's last tick at most:
    /// its end is the next cycle's start) and shows the values there at once.
    public func seek(toCycleSeconds seconds: Double) {
        guard let playback else { return }
        let cycle = ChoreographyScore.cycleSeconds
        let last = cycle - 1 / Double(world.tickRate)
        apply(.seek(toSeconds: Double(playback.cycle) * cycle + min(max(seconds, 0), last)))
    }

    /// Holds the playhead, or lets it run again (the inspector's play / pause button). The loop
    /// and the other scenes go on; Space pauses everything.
    public func togglePlayhead() {
        guard let playback else { return }
        playback.isPaused.toggle()
    }

    /// Moves the playhead to the first label after it, or to the first label of the next cycle
    /// after the last (L).
    public func jumpToNextLabel() {
        guard let playback, let first = playback.labels.first else { return }
        let tick = cycleTick
        if let next = playback.labels.first(where: { $0.tick > tick }) {
            playback.seek(toLabel: next.name)
        } else {
            let seconds = Double(first.tick) / Double(world.tickRate)
            apply(.seek(toSeconds: Double(playback.cycle + 1) * ChoreographyScore.cycleSeconds + seconds))
        }
    }

    /// Plays at the next of ``speeds`` (X).
    public func nextSpeed() {
        let next = ChoreographyScene.speeds[(speedIndex + 1) % ChoreographyScene.speeds.count]
        playback?.timeScale = next.scale
    }

    /// A press at `point`: a button of the inspector acts; on its axis the playhead is held and
    /// moved there, and follows the mouse until the release. Elsewhere nothing happens.
    func press(at point: SIMD2<Float>) {
        let layout = inspector.layout
        if let button = layout.button(at: point) {
            switch button {
            case .playPause: togglePlayhead()
            case .reverse: toggleReverse()
            case .speed: nextSpeed()
            case .nextLabel: jumpToNextLabel()
            }
            return
        }
        guard !isDragging, layout.scrubArea.contains(point), let playback else { return }
        pausedBeforeDrag = playback.isPaused
        playback.isPaused = true
        seek(toCycleSeconds: layout.seconds(atX: point.x))
    }

    /// The mouse moved to pixel x `x` with the button held: a dragged playhead follows.
    func drag(toX x: Float) {
        guard isDragging else { return }
        seek(toCycleSeconds: inspector.layout.seconds(atX: x))
    }

    /// The button came up at pixel x `x`: a dragged playhead stays there and plays on (unless it
    /// was held before the drag).
    func release(atX x: Float) {
        guard let paused = pausedBeforeDrag else { return }
        seek(toCycleSeconds: inspector.layout.seconds(atX: x))
        playback?.isPaused = paused
        pausedBeforeDrag = nil
    }
}
