import CSDL2
import DemoScenes
import Foundation
import TransitionCore

/// The SDL window: a resizable window with an accelerated renderer (SDL's software one if there
/// is none, or if it is OpenGL rasterised on the CPU; see ``WindowRenderer``), its events
/// turned into ``DemoCommand``s, and screenshots of what it drew.
public final class DemoWindow {
    /// The SDL_Window.
    public let window: OpaquePointer
    /// The SDL_Renderer drawing on it.
    public let renderer: OpaquePointer
    /// Drawing on the window.
    public let canvas: Canvas

    /// Opens a `options.width` × `options.height` window. Fails with ``DemoError/noDisplay(_:)``
    /// when there is no display to open it on.
    public init(options: DemoOptions) throws(DemoError) {
        let display = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in
            ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : "\(name)=\($0)" }
        }
        let environment =
            display.isEmpty ? "DISPLAY and WAYLAND_DISPLAY are unset" : display.joined(separator: ", ")
        // Without a display named, SDL would only probe its drivers (printing warnings of its
        // own, such as an unset XDG_RUNTIME_DIR) and fall back to one with no screen: say so
        // first. A driver named with SDL_VIDEODRIVER (kmsdrm, say) is left to SDL.
        let driverAsked = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"].map { !$0.isEmpty } ?? false
        guard !display.isEmpty || driverAsked else { throw .noDisplay(environment) }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw .noDisplay("SDL_Init(SDL_INIT_VIDEO) failed: \(sdlError()); \(environment)")
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        guard driver != "dummy", driver != "offscreen" else {
            SDL_Quit()
            throw .noDisplay(
                "SDL fell back to its '\(driver)' video driver, which has no screen; \(environment)")
        }
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard
            let window = SDL_CreateWindow(
                "Transitionable: sdl-demo", centered, centered, Int32(options.width), Int32(options.height),
                SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
        else {
            let reason = "SDL_CreateWindow failed: \(sdlError()); \(environment)"
            SDL_Quit()
            throw display.isEmpty ? .noDisplay(reason) : .sdl(reason)
        }
        guard let renderer = WindowRenderer.create(for: window, vsync: options.vsync) else {
            let reason = sdlError()
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw .sdl("SDL_CreateRenderer: \(reason)")
        }
        SDL_SetWindowMinimumSize(
            window, Int32(ArgumentParser.widthRange.lowerBound), Int32(ArgumentParser.heightRange.lowerBound))
        self.window = window
        self.renderer = renderer
        // SDL's software renderer draws on the window's surface, which the canvas may then
        // write shapes into; a resize replaces the surface, so it is asked for at each use.
        canvas = Canvas(
            renderer: renderer,
            target: WindowRenderer.isSoftware(renderer) ? { SDL_GetWindowSurface(window) } : nil)
    }

    private var isOpen = true

    deinit { close() }

    /// Destroys the renderer and the window and shuts SDL down; later calls do nothing.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        canvas.forgetCachedText()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// The name of the SDL render driver (for example "opengl" or "software").
    public var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The size of the drawing area in pixels.
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// The commands of the events that arrived since the last call (see ``EventInput``).
    public func pollCommands() -> [DemoCommand] {
        EventInput.pollCommands { self.size }
    }

    /// Shows what was drawn.
    public func present() {
        SDL_RenderPresent(renderer)
    }

    /// Saves what was drawn (before ``present()``) to `path` as PNG, read back with
    /// `SDL_RenderReadPixels`.
    public func saveScreenshot(to path: String) throws(DemoError) {
        let (width, height) = size
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue)
        else { throw .sdl("SDL_CreateRGBSurfaceWithFormat: \(sdlError())") }
        defer { SDL_FreeSurface(surface) }
        guard
            SDL_RenderReadPixels(
                renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, surface.pointee.pixels, surface.pointee.pitch)
                == 0
        else { throw .sdl("SDL_RenderReadPixels: \(sdlError())") }
        try OffscreenCanvas.savePNG(surface, to: path)
    }
}
