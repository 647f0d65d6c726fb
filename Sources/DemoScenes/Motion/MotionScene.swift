import Engine
import TransitionCore

/// The motion scene: what games ask of an animation engine beyond moving a value. A grid of
/// boxes pulses in staggered waves (``StaggerWave``), a card flicked along a rail slows down
/// with a decay that snaps to a slot and bounces back at the ends (``FlickRail``), followers go
/// round a closed path at constant speed (``FollowerPath``), all on a "gameplay" clock domain;
/// a strip of buttons breathes on a "ui" domain (``UIStrip``), and keeps breathing while
/// gameplay is paused. The autopilot flicks the card and pauses gameplay for a moment now and
/// then; R pauses by hand and C changes gameplay's time scale.
public final class MotionScene {
    /// The entities and their components.
    public let world: World
    /// The text panel's parent, whose font the scene moves to the body's.
    public let panel: Entity
    /// The gameplay and UI clock domains.
    public let domains: MotionDomains
    /// Where everything goes.
    public private(set) var layout: MotionLayout
    /// The wave grid's boxes, in reading order.
    public private(set) var grid: [Entity] = []
    /// The flicked card.
    public let card: Entity
    /// The path's followers.
    public private(set) var followers: [Entity] = []
    /// The UI strip's buttons.
    public private(set) var buttons: [Entity] = []
    /// The speed knob.
    public let knob: Entity
    /// How far each domain's clock ran in each half second: gameplay's, then ui's.
    public private(set) var domainTicks: CountHistory
    /// Ticks the scene has run (world ticks while it shows): the autopilot's clock.
    public private(set) var now: UInt64 {
        get { state.now }
        set { state.now = newValue }
    }
    /// The last wave started; nil before the first.
    public private(set) var wave: StaggerWave? {
        get { state.wave }
        set { state.wave = newValue }
    }
    /// The gameplay tick the last wave started on.
    public private(set) var waveStartTick: UInt64 {
        get { state.waveStartTick }
        set { state.waveStartTick = newValue }
    }
    /// Whether gameplay is paused, and by whom.
    public internal(set) var pause: GameplayPause {
        get { state.pause }
        set { state.pause = newValue }
    }
    /// The index in ``MotionDomains/timeScales`` of gameplay's time scale.
    public internal(set) var scaleIndex: Int {
        get { state.scaleIndex }
        set { state.scaleIndex = newValue }
    }
    /// Flicks made so far.
    public internal(set) var flickCount: Int {
        get { state.flickCount }
        set { state.flickCount = newValue }
    }
    /// Where the card comes to rest: the last flick's resting value.
    public internal(set) var cardRest: RailOffset {
        get { state.cardRest }
        set { state.cardRest = newValue }
    }
    let seed: UInt64
    /// The gameplay tick the followers were sent off on, and each one's start after it.
    var followersStart: (tick: UInt64, offsets: [UInt64]) {
        get { (state.followersStartTick, state.followerOffsets) }
        set { (state.followersStartTick, state.followerOffsets) = newValue }
    }
    var nextWaveTick: UInt64 {
        get { state.nextWaveTick }
        set { state.nextWaveTick = newValue }
    }
    var nextFlickTick: UInt64 {
        get { state.nextFlickTick }
        set { state.nextFlickTick = newValue }
    }
    /// What the scene's rules decide from, kept in the world as a component of the panel.
    var state: MotionState {
        get { world.get(MotionState.self, of: panel) ?? MotionState() }
        set { world.set(newValue, for: panel) }
    }
    var reader = BoxReader()
    /// The boxes in drawing order: the grid, the card, the buttons, the knob.
    var drawn: [Entity] = []
    /// What the layout draws under the boxes.
    var backdrop = FieldOverlay.empty

    /// Gameplay seconds between waves.
    public static let waveSeconds = 2.0
    /// Gameplay seconds between the autopilot's flicks (and from a flick by hand to the next).
    public static let flickSeconds = 2.5
    /// Seconds of scene time from one autopilot pause to the next.
    public static let pausePeriodSeconds = 6.0
    /// Seconds an autopilot pause lasts, at the end of each period.
    public static let pauseSeconds = 1.5
    /// Where the autopilot flicks the card in turn, as fractions of the rail's travel: right
    /// and left alternately, twice onto the rail and twice a little beyond an end, from where
    /// it bounces back.
    public static let flickTargets: [Float] = [0.6, -0.15, 1.15, 0.25]
    /// How the panel's font moves when the scene starts.
    public static let fontAnimation = Animation.spring(response: 0.6, dampingFraction: 0.8)
    /// How the buttons' colours change when gameplay pauses or changes speed (a transaction).
    public static let colorChange = Animation.easeOut(duration: 0.3)

    /// The scene laid out for `layout`, its entities spawned in `world` on their domains,
    /// the random wave order drawn from `seed`.
    public init(world: World, layout: Layout, panel: Entity, seed: UInt64) {
        self.world = world
        self.panel = panel
        self.seed = seed
        domainTicks = CountHistory(count: 2, stretch: max(world.tickRate / 2, 1))
        world.set(MotionState(), for: panel)
        self.layout = MotionLayout(window: layout)
        domains = MotionDomains(world: world)
        let gameplay = domains.gameplay
        let ui = domains.ui
        func spawn(on domain: ClockDomain, _ frame: BoxFrame, _ color: OKLab, _ radius: Float) -> Entity {
            let entity = world.spawn()
            world.setClockDomain(domain, for: entity)
            world.set(frame, for: entity)
            world.set(color, for: entity)
            world.set(CornerRadius(radius), for: entity)
            return entity
        }
        let grid = self.layout.grid
        let first = StaggerWave(number: 1, seed: seed)
        for (index, home) in grid.homes.enumerated() {
            let color = first.quietColor(
                row: index / StaggerWave.columns, column: index % StaggerWave.columns)
            let box = spawn(on: gameplay, home, color, grid.cell * 0.22)
            world.set(PulsePhase(0), for: box)
            self.grid.append(box)
        }
        let rail = self.layout.rail
        card = spawn(on: gameplay, rail.home, MotionScene.cardColor, rail.home.rect.w * 0.2)
        world.set(RailOffset(0), for: card)  // where a new state's card rests
        for _ in 0..<FollowerPath.followerCount {
            let follower = world.spawn()
            world.setClockDomain(gameplay, for: follower)
            followers.append(follower)
        }
        let strip = self.layout.strip
        for (index, frame) in strip.buttons.enumerated() {
            let color = UIStrip.color(of: index, paused: false, scale: 0)
            buttons.append(spawn(on: ui, frame, color, frame.rect.w * 0.3))
        }
        knob = spawn(on: ui, strip.notches[0], Palette.text.oklab, strip.notches[0].rect.w / 2)
        drawn = self.grid + [card] + buttons + [knob]
        backdrop = MotionScene.backdrop(of: self.layout)
        startFollowers()
        startBreathing()
        nextWaveTick = gameplayTick
        nextFlickTick = gameplayTick + ticks(1)
        world.withAnimation(MotionScene.fontAnimation) {
            world.setEnvironment(\.fontDescriptor, FontDescriptor.body, for: panel)
        }
    }

    /// The card's colour.
    public static let cardColor = Palette.oklab(0.84, 0.15, 80)

    /// Despawns every entity of the scene and leaves both domains running at normal speed: the
    /// scene is left.
    public func leave() {
        for entity in grid + followers + buttons + [card, knob] { world.despawn(entity) }
        world.remove(MotionState.self, from: panel)
        grid.removeAll()
        followers.removeAll()
        buttons.removeAll()
        drawn.removeAll()
        reader.boxesChanged()
        world.setPaused(false, for: domains.gameplay)
        world.setTimeScale(.normal, for: domains.gameplay)
    }

    /// Every entity the scene draws: the grid, the card, the followers, the buttons and the knob.
    public var boxCount: Int { grid.count + followers.count + buttons.count + (world.isAlive(card) ? 2 : 0) }

    /// Ticks gameplay has run.
    public var gameplayTick: UInt64 { world.ticks(of: domains.gameplay) ?? world.tick }

    /// Ticks the UI has run.
    public var uiTick: UInt64 { world.ticks(of: domains.ui) ?? world.tick }

    /// `seconds` as whole ticks of the world's rate.
    func ticks(_ seconds: Double) -> UInt64 { UInt64((seconds * Double(world.tickRate)).rounded()) }

    // MARK: Each tick

    /// The per-tick system: the autopilot's pauses, the next wave when it is due on gameplay's
    /// clock, and the autopilot's next flick.
    public func update(autopilot: Bool) {
        guard !grid.isEmpty else { return }
        now += 1
        // The world has run `now - 1` ticks since the scene began.
        domainTicks.record(now: now - 1, counts: [Int(gameplayTick), Int(uiTick)])
        autopilotPause(autopilot)
        let tick = gameplayTick
        if tick >= nextWaveTick {
            startWave()
            while nextWaveTick <= tick { nextWaveTick += max(ticks(MotionScene.waveSeconds), 1) }
        }
        if autopilot, tick >= nextFlickTick { autopilotFlick() }
    }

    /// Pauses gameplay for ``pauseSeconds`` at the end of every ``pausePeriodSeconds`` of scene
    /// time, and resumes from its own pause when it ends or the autopilot is turned off.
    func autopilotPause(_ autopilot: Bool) {
        guard autopilot else {
            if pause == .byAutopilot { setPause(.running) }
            return
        }
        let period = max(ticks(MotionScene.pausePeriodSeconds), 2)
        let start = min(ticks(MotionScene.pausePeriodSeconds - MotionScene.pauseSeconds), period - 1)
        let phase = now % period
        if phase == start, pause == .running { setPause(.byAutopilot) }
        if phase == 0, pause == .byAutopilot { setPause(.running) }
    }

    /// Starts the next wave across the grid: every box's phase moves on by one and its colour
    /// to the wave's, the starts spread by the wave's stagger, on gameplay's ticks.
    public func startWave() {
        let wave = StaggerWave(number: (self.wave?.number ?? 0) + 1, seed: seed)
        world.animate(grid, to: { _, _ in wave.phase }, StaggerWave.pulse, stagger: wave.stagger)
        world.animate(
            grid,
            to: { index, _ in
                wave.color(row: index / StaggerWave.columns, column: index % StaggerWave.columns)
            }, StaggerWave.colorChange, stagger: wave.stagger)
        self.wave = wave
        waveStartTick = gameplayTick
    }

    /// Puts every follower at the start of the path and sends them round it, forever, the starts
    /// spread evenly over a lap; each is drawn from its start on.
    func startFollowers() {
        guard let start = layout.path.start, let end = layout.path.lapEnd else { return }
        for follower in followers { world.set(start, for: follower) }
        world.animate(followers, to: { _, _ in end }, FollowerPath.lap, stagger: FollowerPath.stagger)
        followersStart = (
            gameplayTick, FollowerPath.stagger.startTicks(count: followers.count, tickRate: world.tickRate)
        )
    }

    /// Plays each button's breathing, forever.
    func startBreathing() {
        for (index, button) in buttons.enumerated() {
            world.play(
                layout.strip.breathing(of: index, tickRate: world.tickRate), on: button, repeatCount: nil)
        }
    }

    // MARK: Layout

    /// Lays the scene out for `layout`: the grid and the strip move to their new places, the
    /// card to the same slot (or the last, on a shorter rail), and the followers start round
    /// the new path.
    public func resize(to layout: Layout) {
        guard layout != self.layout.window else { return }
        let oldRail = self.layout.rail
        let slot = oldRail.nearestSlot(to: world.get(RailOffset.self, of: card) ?? cardRest)
        self.layout = MotionLayout(window: layout)
        backdrop = MotionScene.backdrop(of: self.layout)
        for (box, home) in zip(grid, self.layout.grid.homes) {
            world.set(home, for: box)
            world.set(CornerRadius(self.layout.grid.cell * 0.22), for: box)
        }
        let rail = self.layout.rail
        cardRest = rail.offset(ofSlot: slot)
        world.set(cardRest, for: card)
        world.set(rail.home, for: card)
        world.set(CornerRadius(rail.home.rect.w * 0.2), for: card)
        for (button, frame) in zip(buttons, self.layout.strip.buttons) {
            world.set(frame, for: button)
            world.set(CornerRadius(frame.rect.w * 0.3), for: button)
        }
        let notch = self.layout.strip.notches[scaleIndex]
        world.set(notch, for: knob)
        world.set(CornerRadius(notch.rect.w / 2), for: knob)
        startFollowers()
        startBreathing()
    }
}
