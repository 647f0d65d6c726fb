import Engine
import TransitionCore

/// The field of boxes, independent of any window: the boxes and their targets, the text panel
/// and its lines, the rules that retarget them and the per-tick autopilot. The window and the
/// headless renderer both draw what it presents.
public final class FieldScene {
    /// The entities and their components.
    public let world: World
    /// Where the HUD, the panel and the field are.
    public private(set) var layout: Layout
    /// The boxes in drawing order (first drawn first).
    public internal(set) var boxes: [Entity] = [] {
        didSet { reader.boxesChanged() }
    }
    /// The text panel: the parent whose environment sets the lines' font.
    public let panel: Entity
    /// The panel's lines, children of ``panel``, top to bottom.
    public private(set) var textEntities: [Entity] = []
    /// The arrangement the boxes are heading for.
    public internal(set) var arrangement: Arrangement {
        get { state.arrangement }
        set { state.arrangement = newValue }
    }
    /// The arrangement before the last retarget (where "reverse" goes).
    public internal(set) var previousArrangement: Arrangement {
        get { state.previousArrangement }
        set { state.previousArrangement = newValue }
    }
    /// The timing used by the next retarget.
    public var curveChoice: CurveChoice
    /// The index in ``FontDescriptor/cycle`` of the panel's target font.
    public private(set) var fontIndex: Int {
        get { state.fontIndex }
        set { state.fontIndex = newValue }
    }
    /// Whether the autopilot changes arrangement and font when nothing happened for a while.
    public var autopilot = true
    /// Seconds without input (or a move of its own) after which the autopilot acts.
    public static let autopilotSeconds: UInt64 = 3
    /// The most boxes the scene holds.
    public static let maximumBoxes = 100_000
    /// How the panel's font moves.
    public static let fontAnimation = Animation.spring(response: 0.9, dampingFraction: 0.72)

    /// Whether the field is put away while another scene shows: no boxes, no autopilot.
    public private(set) var isSuspended = false
    /// How many times every box was given a new target (a retarget, a reverse or a re-layout):
    /// the work a change costs, which a burst of input must not multiply.
    public internal(set) var layoutCount = 0

    /// What the commands since the last ``applyChanges()`` asked for.
    var changes = FieldChanges()
    private var random: SeededRandom {
        get { state.random }
        set { state.random = newValue }
    }
    private var reader = BoxReader()
    /// The tick of the user's last input, or of the autopilot's last move if later: the
    /// autopilot's idle time counts from there.
    public private(set) var lastActivityTick: UInt64 {
        get { state.lastActivityTick }
        set { state.lastActivityTick = newValue }
    }
    /// What the rules decide from, kept in the world as a component of the panel.
    private var state: FieldState {
        get { world.get(FieldState.self, of: panel) ?? FieldState(random: SeededRandom(seed: 0)) }
        set { world.set(newValue, for: panel) }
    }
    private var suspendedBoxCount = 0

    /// A scene of `boxCount` boxes in a window laid out by `layout`, drawing random numbers from
    /// `seed`. The boxes start as points in the middle of the field and grow into the grid;
    /// the panel's font starts moving from ``FontDescriptor/body`` to the title.
    public init(world: World, layout: Layout, boxCount: Int, seed: UInt64, curve: CurveChoice = .mixed) {
        self.world = world
        self.layout = layout
        curveChoice = curve
        panel = world.spawn()
        world.set(FieldState(random: SeededRandom(seed: seed)), for: panel)
        world.setEnvironment(\.fontDescriptor, FontDescriptor.body, for: panel)
        for line in TextLine.panel {
            let entity = world.spawn()
            try? world.setParent(entity, to: panel)
            world.set(line, for: entity)
            textEntities.append(entity)
        }
        spawnBoxes(min(max(boxCount, 0), FieldScene.maximumBoxes), at: layout.field.center)
        retarget(to: .grid, keepHistory: false)
        nextFont()
    }

    /// The autopilot, while `autopilot` is on and the field shows: once ``autopilotSeconds`` pass
    /// without the user's input or a move of its own, the next arrangement and the next font,
    /// at `tick`.
    func autopilotSystem(tick: UInt64, autopilot: Bool) {
        guard autopilot, !isSuspended,
            tick &- lastActivityTick >= FieldScene.autopilotSeconds * world.tickRate
        else {
            return
        }
        retarget(to: arrangement.next)
        nextFont()
        lastActivityTick = tick
    }

    /// Notes that the user gave input (a key or a click) now: the autopilot waits
    /// ``autopilotSeconds`` from here, so it never overrides a choice just made.
    public func noteInput() {
        lastActivityTick = world.tick
    }

    // MARK: Retargeting

    /// Sends every box to a place in `arrangement` (near where it is heading now, see
    /// ``PolarMatching``), from wherever it is now (springs keep their velocity). With
    /// `keepHistory` false the previous targets are left as they were, as for a re-layout after a
    /// resize or a change in the number of boxes.
    public func retarget(to arrangement: Arrangement, keepHistory: Bool = true) {
        let places = arrangement.targets(count: boxes.count, in: layout.field, random: &random)
        let targets = boxes.map { world.get(BoxTargets.self, of: $0) }
        let current = targets.map { $0?.current.frame.center ?? .zero }
        let assignment = PolarMatching.match(
            from: current, to: places.map(\.frame.center), around: arrangement.center(in: layout.field))
        let animations = boxAnimations()
        for (index, entity) in boxes.enumerated() {
            guard var boxTargets = targets[index] else { continue }
            if keepHistory { boxTargets.previous = boxTargets.current }
            boxTargets.current = places[assignment[index]]
            world.set(boxTargets, for: entity)
            world.animate(entity, to: BoxLook(boxTargets.current), animations[index % animations.count])
        }
        if keepHistory { previousArrangement = self.arrangement }
        self.arrangement = arrangement
        layoutCount += 1
    }

    /// Sends every box back to its previous target; doing it twice comes back.
    public func reverse() {
        let animations = boxAnimations()
        for (index, entity) in boxes.enumerated() {
            guard var boxTargets = world.get(BoxTargets.self, of: entity) else { continue }
            swap(&boxTargets.current, &boxTargets.previous)
            world.set(boxTargets, for: entity)
            world.animate(entity, to: BoxLook(boxTargets.current), animations[index % animations.count])
        }
        (arrangement, previousArrangement) = (previousArrangement, arrangement)
        layoutCount += 1
    }

    /// The animations of boxes `0..<curveChoice.period`; box `i` takes entry `i % period`.
    private func boxAnimations() -> [Animation] {
        (0..<curveChoice.period).map(curveChoice.animation(for:))
    }

    /// Moves the panel's font to the next descriptor of ``FontDescriptor/cycle``: one
    /// `environmentTransition` on the panel, which every line reads.
    public func nextFont() {
        fontIndex = (fontIndex + 1) % FontDescriptor.cycle.count
        world.setEnvironment(
            \.fontDescriptor, FontDescriptor.cycle[fontIndex], for: panel, FieldScene.fontAnimation)
    }

    // MARK: Boxes and window

    /// Puts the field away for another scene: despawns its boxes (remembering how many, with
    /// the changes asked for and not yet made) and holds the autopilot. The panel stays, for the
    /// other scene to use.
    public func suspend() {
        guard !isSuspended else { return }
        suspendedBoxCount = changes.boxCount ?? boxes.count
        if let asked = changes.arrangement { (arrangement, previousArrangement) = (asked, arrangement) }
        if changes.reversed { swap(&arrangement, &previousArrangement) }
        changes = FieldChanges()
        for entity in boxes { world.despawn(entity) }
        boxes.removeAll()
        isSuspended = true
    }

    /// Brings the field back: as many boxes as before grow from the middle into the current
    /// arrangement, and the panel's font moves back to the field's.
    public func resume() {
        guard isSuspended else { return }
        isSuspended = false
        changes.boxCount = suspendedBoxCount
        applyChanges()
        noteInput()
        world.setEnvironment(
            \.fontDescriptor, FontDescriptor.cycle[fontIndex], for: panel, FieldScene.fontAnimation)
    }

    /// Spawns `count` boxes (up to ``maximumBoxes`` in all) as points in the middle of the
    /// field, then lays every box out again in the current arrangement.
    public func addBoxes(_ count: Int) {
        requestBoxes(min(max(count, 0), FieldScene.maximumBoxes))
        applyChanges()
    }

    /// Despawns the last `count` boxes and lays the rest out again.
    public func removeBoxes(_ count: Int) {
        requestBoxes(-min(max(count, 0), FieldScene.maximumBoxes))
        applyChanges()
    }

    /// Lays the scene out for a window of `width` × `height` pixels; the boxes glide there at
    /// the next ``applyChanges()``.
    public func resize(width: Int, height: Int) {
        let old = layout
        layout = Layout(width: width, height: height)
        guard layout != old else { return }
        let scale = SIMD2(Float(layout.width) / Float(old.width), Float(layout.height) / Float(old.height))
        arrangement = arrangement.scaled(by: scale)
        previousArrangement = previousArrangement.scaled(by: scale)
        changes.arrangement = changes.arrangement?.scaled(by: scale)
        changes.needsLayout = true
    }

    /// Spawns `count` boxes as points at `point`, without laying them out.
    func spawnBoxes(_ count: Int, at point: SIMD2<Float>) {
        for _ in 0..<count {
            let entity = world.spawn()
            let start = BoxTarget(
                frame: BoxFrame(center: point, size: .zero), color: Palette.text.oklab,
                radius: CornerRadius(0))
            world.set(BoxLook(start), for: entity)
            world.set(BoxTargets(start), for: entity)
            boxes.append(entity)
        }
    }

    // MARK: What to draw

    /// Every box as presented `alpha` of a tick after the last tick, in drawing order.
    public func boxSnapshots(alpha: Double) -> [BoxSnapshot] {
        reader.readLooks(boxes, in: world, alpha: alpha)
    }

    /// The panel's lines with the font each reads from its environment at `alpha`.
    public func textSnapshots(alpha: Double) -> [TextSnapshot] {
        textEntities.map { entity in
            let font = world.environment(\.fontDescriptor, of: entity, alpha: alpha)
            let line = world.get(TextLine.self, of: entity) ?? .literal("")
            return TextSnapshot(entity: entity, text: line.text(for: font), wraps: line.wraps, font: font)
        }
    }
}

/// What the renderer draws for one text entity.
public struct TextSnapshot: Equatable, Sendable {
    /// The text entity.
    public var entity: Entity
    /// Its text with the font it reads.
    public var text: String
    /// Whether the text wraps to the panel's width.
    public var wraps: Bool
    /// The font it reads from its environment.
    public var font: FontDescriptor
}
