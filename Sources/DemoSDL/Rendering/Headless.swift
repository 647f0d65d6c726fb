import DemoScenes
import Engine
import TransitionCore

/// The demo without a window: the same scene on a ``MockClock``, drawn by SDL's software
/// renderer into memory and written as PNG. No wall clock is read, so the same options give
/// the same bytes.
public enum Headless {
    /// What the headless image's HUD shows: no wall clock is read, so 60 fps, the rate of the
    /// mock clock's frames.
    public static let stats = FrameStats(framesPerSecond: 60, renderer: "software, headless")

    /// The app after `options.frames` frames of 1/60 s, and its image. With
    /// `options.recordDirectory`, every frame is drawn and written there as it comes (see
    /// ``RecordedFrames``), each the image that many frames give.
    public static func render(_ options: DemoOptions, fonts: FontCache) throws(DemoError) -> (
        app: DemoApp<MockClock>, image: OffscreenCanvas
    ) {
        let app = try DemoApp(clock: MockClock(), options: options)
        let image = try OffscreenCanvas(width: options.width, height: options.height)
        let renderer = SceneRenderer(canvas: image.canvas, fonts: fonts)
        guard let directory = options.recordDirectory else {
            app.runFrames(options.frames)
            draw(app.snapshot(stats: stats), with: renderer, on: image)
            return (app, image)
        }
        for number in 1...max(options.frames, 1) {
            app.runFrames(1)
            draw(app.snapshot(stats: stats), with: renderer, on: image)
            try image.savePNG(to: RecordedFrames.path(number, of: options.frames, in: directory))
        }
        return (app, image)
    }

    /// Draws `snapshot` with `renderer` and makes it visible in `image`'s pixels: one headless
    /// frame's drawing, as the image and `demo-bench` draw it.
    public static func draw(
        _ snapshot: SceneSnapshot, with renderer: SceneRenderer, on image: OffscreenCanvas
    ) {
        renderer.draw(snapshot)
        image.finish()
    }

    /// Everything the options ask for without a window: the headless frame (`--headless`,
    /// `--out`) or every frame (`--record`), the curve gallery (`--gallery`) and the motion
    /// gallery (`--motion-gallery`).
    public static func run(_ options: DemoOptions) throws(DemoError) {
        let fonts = try FontCache(files: try FontFiles.locate(fontPath: options.fontPath))
        if options.headless {
            let image = try render(options, fonts: fonts).image
            if let path = options.outputPath { try image.savePNG(to: path) }
        }
        if let path = options.galleryPath {
            try Gallery.render(fonts: fonts).savePNG(to: path)
        }
        if let path = options.motionGalleryPath {
            try MotionGallery.render(fonts: fonts).savePNG(to: path)
        }
    }
}
