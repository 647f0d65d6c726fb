import Engine
import TransitionCore

/// The choreographed scene: a grid of boxes that enter in a stagger, change colour and corner
/// radius on a beat, pulse on downbeats and leave, over and over. One ``Choreography`` from
/// ``ChoreographyScore`` plays every box's frame, colour and corner radius and the conductor's
/// beat count on one playhead, repeating forever. On every bar the text panel's parent moves
/// to the next font with `environmentTransition`, as the F key does in the field. Under the
/// boxes a ``ChoreographyInspector`` shows the timeline; its playhead can be dragged to seek.
public final class ChoreographyScene {
    /// The entities and their components.
    public let world: World
    /// The text panel's parent, whose environment font changes on every bar.
    public let panel: Entity
    /// The score: where the boxes go and when.
    public private(set) var score: ChoreographyScore
    /// The boxes, in entry and drawing order (``ChoreographyScore/seats`` order).
    public private(set) var boxes: [Entity] = [] {
        didSet { reader.boxesChanged() }
    }
    /// The conductor: the choreography plays on it, its `Float` track counts the beats, and its
    /// playhead is the scene's clock.
    public let conductor: Entity
    /// The bar whose font the panel is moving to: a component of the conductor, in the world, so
    /// that a tick run again after a restore moves the font as it did the first time.
    public private(set) var bar: Int {
        get { world.get(ChoreographyBar.self, of: conductor)?.index ?? 0 }
        set { world.set(ChoreographyBar(index: newValue), for: conductor) }
    }
    /// Whether the choreography runs backwards (R). Pause, single steps and slow motion are the
    /// app's, for every scene alike: they act on the loop that ticks it.
    public internal(set) var isReversed = false
    /// The timeline inspector drawn under the boxes.
    public private(set) var inspector: ChoreographyInspector
    /// While the playhead is dragged: whether it was held before the drag.
    var pausedBeforeDrag: Bool?
    private var reader = BoxReader()

    /// How the panel's font moves on a bar.
    public static let fontAnimation = Animation.spring(response: 0.6, dampingFraction: 0.78)

    /// The scene in a window laid out by `layout`, its boxes spawned in `world` and every
    /// track started at the world's current tick; the panel's font moves to bar 0's.
    public init(world: World, layout: Layout, panel: Entity) {
        self.world = world
        self.panel = panel
        score = ChoreographyScore(layout: layout, tickRate: world.tickRate)
        inspector = ChoreographyInspector(score: score)
        conductor = world.spawn()
        boxes = score.seats.map { _ in world.spawn() }
        playScore()
        world.setEnvironment(
            \.fontDescriptor, FontDescriptor.cycle[ChoreographyScore.fontIndex(forBar: 0)], for: panel,
            ChoreographyScene.fontAnimation)
    }

    /// Plays ``score`` from its start, forever.
    func playScore() {
        world.play(score.choreography(boxes: boxes, conductor: conductor), on: conductor, repeatCount: nil)
    }

    /// Despawns the boxes and the conductor: the scene is left.
    public func leave() {
        for entity in boxes + [conductor] { world.despawn(entity) }
        boxes.removeAll()
    }

    // MARK: The beat

    /// The choreography's controller; nil once the scene is torn down.
    public var playback: PlaybackController? { world.choreography(of: conductor) }

    /// The tick within the current cycle the playhead is at.
    public var cycleTick: UInt64 {
        guard let playback else { return 0 }
        let ticks = (playback.position * Double(world.tickRate) + 1e-6).rounded(.down)
        return UInt64(max(ticks, 0)) % max(score.cycleTicks, 1)
    }

    /// The beat of the cycle the playhead is in.
    public var beat: Int { score.beat(atCycleTick: cycleTick) }

    /// The per-tick system: keeps a reversed playhead away from the start (so the loop never
    /// finishes) and, when the playhead enters another bar, moves the panel's font. The
    /// autopilot plays no part here.
    public func update(autopilot _: Bool) {
        guard let playback else { return }
        if playback.isReversed, playback.cycle == 0 {
            // One cycle later shows exactly the same values.
            apply(.seek(toSeconds: playback.position + ChoreographyScore.cycleSeconds))
        }
        let bar = beat / ChoreographyScore.beatsPerBar
        guard bar != self.bar else { return }
        self.bar = bar
        world.setEnvironment(
            \.fontDescriptor, FontDescriptor.cycle[ChoreographyScore.fontIndex(forBar: bar)], for: panel,
            ChoreographyScene.fontAnimation)
    }

    // MARK: Layout and drawing

    /// Lays the grid out for `layout`: the choreography is rebuilt and resumes where it was, as
    /// it was (direction, speed, held or not).
    public func resize(to layout: Layout) {
        guard layout != score.layout else { return }
        let position = playback?.position ?? 0
        let paused = playback?.isPaused ?? false
        let speed = speed
        score = ChoreographyScore(layout: layout, tickRate: world.tickRate)
        inspector = ChoreographyInspector(score: score)
        playScore()
        apply(.seek(toSeconds: position))
        apply(.reversed(isReversed))
        playback?.timeScale = speed.scale
        playback?.isPaused = paused
    }

    /// Every box as the choreography presents it `alpha` of a tick after the last tick.
    public func boxSnapshots(alpha: Double) -> [BoxSnapshot] {
        reader.read(boxes, in: world, alpha: alpha)
    }

    /// The HUD's second line.
    public var hudLine: String {
        let font = FontDescriptor.cycleNames[ChoreographyScore.fontIndex(forBar: bar)]
        let seconds = Double(cycleTick) / Double(world.tickRate)
        return "scene choreography   tracks \(3 * boxes.count + 1)   "
            + "beat \(beat + 1)/\(ChoreographyScore.beatsPerCycle)   bar \(bar + 1)   "
            + "time \(Format.fixed(seconds, 2))/\(Format.fixed(ChoreographyScore.cycleSeconds, 0)) s   font \(font)"
    }

    /// The field's text entities: each bar moves their font.
    public var showsPanelText: Bool { true }

    /// The note at the top of the text panel.
    public var panelNote: String {
        let font = FontDescriptor.cycleNames[ChoreographyScore.fontIndex(forBar: bar)]
        return "One choreography plays every box's frame, colour and radius; on each bar the parent's "
            + "environment FontDescriptor moves to \(font)."
    }
}

/// The bar a choreography scene's panel font is moving to, kept on its conductor.
struct ChoreographyBar {
    var index: Int
}
