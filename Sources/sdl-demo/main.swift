// sdl-demo: boxes and text whose parameters transition, drawn with SDL2 between fixed ticks.
// Laid out like raylib's examples; the scenes, their rules and the command line live in
// DemoScenes, the window and the drawing in DemoSDL.
import DemoSDL
import DemoScenes
import Engine
import Foundation

// ----------------------------------------------------------------------------------------
// Initialisation
// ----------------------------------------------------------------------------------------
let options: DemoOptions
do {
    options = try ArgumentParser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    DemoError.usage(error).terminate()
}
if options.showHelp {
    print(Usage.text)
    exit(0)
}
if options.headless, options.network != nil {  // one peer of a rollback game between processes
    do {
        let report = { (line: String) in FileHandle.standardError.write(Data("sdl-demo: \(line)\n".utf8)) }
        print(try HeadlessPeerRun.run(options, report: report))
    } catch {
        error.terminate()
    }
    exit(0)
}
if !options.opensWindow {
    do { try Headless.run(options) } catch { error.terminate() }  // --headless and/or the galleries
    exit(0)
}

let window: DemoWindow
let renderer: SceneRenderer
let app: DemoApp<SystemClock>
do {
    let fonts = try FontCache(files: try FontFiles.locate(fontPath: options.fontPath))
    window = try DemoWindow(options: options)
    renderer = SceneRenderer(canvas: window.canvas, fonts: fonts)
    app = try DemoApp(clock: SystemClock(), options: options)
} catch {
    error.terminate()
}
app.apply(.resize(width: window.size.width, height: window.size.height))
let stopwatch = SystemClock()
var meter = FrameMeter(renderer: window.rendererName)
var framesShown = 0

// ----------------------------------------------------------------------------------------
// Main loop
// ----------------------------------------------------------------------------------------
while !app.wantsQuit {
    // Update ------------------------------------------------------------------------------
    app.apply(window.pollCommands())  // one change for the whole frame, however many events
    let started = stopwatch.now()
    let frame = app.frame()  // runs the ticks that are due: autopilot, then transitions
    let finished = stopwatch.now()
    meter.record(now: finished, ticks: frame.ticks, tickNanoseconds: finished - started)
    // --after-frames, --after-ticks: this frame is captured, then the demo quits.
    if options.capturesOnce, options.captureIsDue(frames: framesShown + 1, ticks: app.world.tick) {
        app.apply(.screenshot)
        app.apply(.quit)
    }

    // Draw --------------------------------------------------------------------------------
    renderer.draw(app, stats: meter.stats)  // presented at frame.alpha; no old outcome if captured
    framesShown += 1
    if app.wantsScreenshot {  // before present: read back what was just drawn
        let failure = app.takeScreenshot { path throws(DemoError) in try window.saveScreenshot(to: path) }
        // F12 that fails is reported in the HUD and the demo goes on; a scripted capture
        // that fails exits with the error.
        if let failure, options.capturesOnce { failure.terminate() }
    }
    window.present()
}

// ----------------------------------------------------------------------------------------
// De-initialisation
// ----------------------------------------------------------------------------------------
// A scripted capture ends with the frame rates it saw, for scripts/window-fps.
if options.capturesOnce, let summary = meter.summary { print(summary) }
renderer.fonts.close()  // fonts and SDL_ttf
window.close()  // renderer, window and SDL
