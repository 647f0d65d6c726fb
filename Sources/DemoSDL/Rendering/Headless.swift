import DemoScenes
import Engine
import TransitionCore

/// The demo without a window: the same scene on a ``MockClock``, drawn by SDL's software
/// renderer into memory and written as PNG. No wall clock is read, so the same options give
/// the same bytes.
public enum Headless {
    /// The app after `options.frames` frames of 1/60 s, and its image.
    public static func render(_ options: DemoOptions, fonts: FontCache) throws(DemoError) -> (
        app: DemoApp<MockClock>, image: OffscreenCanvas
    ) {
        let app = try DemoApp(clock: MockClock(), options: options)
        app.runFrames(options.frames)
        let image = try OffscreenCanvas(width: options.width, height: options.height)
        SceneRenderer(canvas: image.canvas, fonts: fonts).draw(
            app, stats: FrameStats(framesPerSecond: 60, renderer: "software, headless"))
        image.finish()
        return (app, image)
    }

    /// Everything the options ask for without a window: the headless frame (`--headless`) and
    /// the curve gallery (`--gallery`).
    public static func run(_ options: DemoOptions) throws(DemoError) {
        let fonts = try FontCache(files: try FontFiles.locate(fontPath: options.fontPath))
        if options.headless {
            try render(options, fonts: fonts).image.savePNG(to: options.outputPath)
        }
        if let path = options.galleryPath {
            try Gallery.render(fonts: fonts).savePNG(to: path)
        }
    }
}
