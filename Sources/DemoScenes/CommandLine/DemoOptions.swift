import RollbackNetwork

/// Everything the command line can set, with the defaults of a plain `sdl-demo`.
public struct DemoOptions: Equatable, Sendable {
    /// The scene to start with (`--scene`).
    public var scene = SceneKind.field
    /// Number of boxes in the field (`--entities`).
    public var entities = 3000
    /// Ticks per second of the fixed-step loop (`--hz`).
    public var tickRate: UInt64 = 60
    /// Window (or headless image) width in pixels (`--size`).
    public var width = 1280
    /// Window (or headless image) height in pixels (`--size`).
    public var height = 800
    /// A TrueType font to use instead of DejaVu Sans (`--font`).
    public var fontPath: String?
    /// Seed of the scene's random numbers (`--seed`).
    public var seed: UInt64 = 1
    /// The timing the boxes start with (`--curve`).
    public var curve = CurveChoice.mixed
    /// Render offscreen instead of opening a window (`--headless`).
    public var headless = false
    /// Frames of 1/60 s to run headless before writing the image (`--frames`).
    public var frames = 120
    /// Where the headless image of the last frame goes (`--out`); nil when `--record` is given
    /// without `--out`.
    public var outputPath: String? = "frame.png"
    /// The directory a headless run writes every frame to, as `frame-0001.png`, … (`--record`);
    /// nil writes none.
    public var recordDirectory: String?
    /// Where the curve gallery goes (`--gallery`); no window is opened.
    public var galleryPath: String?
    /// Where the motion gallery (stagger origins and decay curves) goes (`--motion-gallery`);
    /// no window is opened.
    public var motionGalleryPath: String?
    /// Where the window saves screenshots, on F12 or after ``screenshotAfterFrames`` or
    /// ``screenshotAfterTicks`` (`--screenshot`, default `screenshot.png`).
    public var screenshotPath = "screenshot.png"
    /// Frames to draw before saving a screenshot and quitting (`--after-frames`); nil waits for F12.
    public var screenshotAfterFrames: Int?
    /// Fixed ticks to run before saving a screenshot and quitting (`--after-ticks`); nil waits for
    /// F12.
    public var screenshotAfterTicks: Int?
    /// Whether the window waits for the display's refresh (`--no-vsync` turns it off).
    public var vsync = true
    /// Whether the autopilot starts on (`--no-autopilot` turns it off).
    public var autopilot = true
    /// The rollback scene's side in a game with another process (`--listen`, `--connect`);
    /// nil plays both peers in this process.
    public var network: NetworkRole?
    /// The conditions datagrams to the other process meet (`--link`); nil sends them as they
    /// are.
    public var link: LinkConditions?
    /// Print the help and exit (`--help`).
    public var showHelp = false

    /// The defaults.
    public init() {}

    /// Whether the window saves one screenshot and quits (`--after-frames`, `--after-ticks`).
    public var capturesOnce: Bool { screenshotAfterFrames != nil || screenshotAfterTicks != nil }

    /// Whether the window's capture is due once `frames` frames are drawn after `ticks` ticks.
    public func captureIsDue(frames: Int, ticks: UInt64) -> Bool {
        if let after = screenshotAfterFrames, frames >= after { return true }
        if let after = screenshotAfterTicks, ticks >= UInt64(after) { return true }
        return false
    }

    /// Whether a window is needed: neither headless nor only a gallery.
    public var opensWindow: Bool { !showHelp && !headless && galleryPath == nil && motionGalleryPath == nil }
}
