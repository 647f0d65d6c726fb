import CSDL2
import DemoScenes
import TransitionCore

/// An RGBA surface in memory with SDL's software renderer on it: no display needed, and the
/// same drawing gives the same bytes on every run.
public final class OffscreenCanvas {
    /// The surface drawn on (`SDL_PIXELFORMAT_RGBA32`: bytes R, G, B, A in memory order).
    public let surface: UnsafeMutablePointer<SDL_Surface>
    /// Drawing on the surface.
    public let canvas: Canvas
    private let renderer: OpaquePointer

    /// A `width` × `height` surface and its renderer.
    public init(width: Int, height: Int) throws(DemoError) {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue)
        else { throw .sdl("SDL_CreateRGBSurfaceWithFormat: \(sdlError())") }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw .sdl("SDL_CreateSoftwareRenderer: \(sdlError())")
        }
        self.surface = surface
        self.renderer = renderer
        canvas = Canvas(renderer: renderer, surface: surface)
    }

    deinit {
        canvas.forgetCachedText()
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Width in pixels.
    public var width: Int { Int(surface.pointee.w) }
    /// Height in pixels.
    public var height: Int { Int(surface.pointee.h) }

    /// Makes everything drawn so far visible in the surface's pixels.
    public func finish() {
        SDL_RenderPresent(renderer)
    }

    /// The pixel at (`x`, `y`) as (red, green, blue, alpha); transparent black outside.
    public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        guard x >= 0, y >= 0, x < width, y < height, let pixels = surface.pointee.pixels else {
            return (0, 0, 0, 0)
        }
        let bytes = pixels.assumingMemoryBound(to: UInt8.self) + y * Int(surface.pointee.pitch) + x * 4
        return (bytes[0], bytes[1], bytes[2], bytes[3])
    }

    /// Every pixel, rows top to bottom, four bytes each (R, G, B, A), without row padding.
    public func rgbaBytes() -> [UInt8] {
        guard let pixels = surface.pointee.pixels else { return [] }
        let pitch = Int(surface.pointee.pitch)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for row in 0..<height {
            let start = pixels.assumingMemoryBound(to: UInt8.self) + row * pitch
            bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: width * 4))
        }
        return bytes
    }

    /// Writes the surface to `path` as PNG.
    public func savePNG(to path: String) throws(DemoError) {
        try OffscreenCanvas.savePNG(surface, to: path)
    }

    /// Writes `surface` to `path` as PNG.
    static func savePNG(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws(DemoError) {
        guard IMG_SavePNG(surface, path) == 0 else { throw .write(path: path, reason: sdlError()) }
    }
}
