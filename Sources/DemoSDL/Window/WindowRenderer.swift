import CSDL2

/// The SDL renderer the window draws with: an accelerated one, unless its OpenGL is itself a
/// software rasteriser (Mesa's llvmpipe under Xvfb or without a GPU), which fills SDL's
/// triangles and uploads the frame as a texture far more slowly than SDL's software renderer
/// and the canvas fill the window's surface. A renderer named with `SDL_RENDER_DRIVER` is
/// taken as it is.
enum WindowRenderer {
    /// Words in `GL_RENDERER` that name a rasteriser running on the CPU.
    static let softwareRasterisers = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]

    /// A renderer for `window`, or nil with SDL's error set.
    static func create(for window: OpaquePointer, vsync: Bool) -> OpaquePointer? {
        let flags = SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        guard let accelerated = SDL_CreateRenderer(window, -1, flags) else {
            return software(for: window)
        }
        guard SDL_GetHint(SDL_HINT_RENDER_DRIVER) == nil, let name = glRenderer(of: accelerated),
            softwareRasterisers.contains(where: { name.lowercased().contains($0) })
        else { return accelerated }
        SDL_DestroyRenderer(accelerated)
        return software(for: window) ?? SDL_CreateRenderer(window, -1, flags)
    }

    /// SDL's software renderer for `window`, its surface shown straight through the windowing
    /// system rather than through an OpenGL texture.
    static func software(for window: OpaquePointer) -> OpaquePointer? {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }

    /// Whether `renderer` is SDL's software renderer, which draws on the window's surface.
    static func isSoftware(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        return SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    /// `GL_RENDERER` of an OpenGL renderer's context (current once the renderer exists); nil for
    /// other renderers.
    static func glRenderer(of renderer: OpaquePointer) -> String? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let driver = info.name.map({ String(cString: $0) }),
            driver.hasPrefix("opengl"), let address = SDL_GL_GetProcAddress("glGetString")
        else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glRendererName: UInt32 = 0x1F01
        return unsafeBitCast(address, to: GetString.self)(glRendererName).map { String(cString: $0) }
    }
}
