import CSDL2
import DemoScenes
import TransitionCore

/// Drawing on an SDL renderer, window or offscreen: filled and rounded rectangles batched
/// into one `SDL_RenderGeometry` call (or written straight into the pixels of a software
/// target), thick polylines, and text through SDL_ttf with its textures kept while it reads the
/// same.
public final class Canvas {
    /// The SDL_Renderer drawn on (not owned).
    public let renderer: OpaquePointer
    /// The surface SDL's software renderer draws on, when the canvas may write into it.
    private let target: (() -> UnsafeMutablePointer<SDL_Surface>?)?
    /// Writes straight into the target's pixels: made for the surface ``target`` gave last.
    private var cachedRaster: SurfaceRaster?
    var mesh = TriangleMesh()
    /// Scratch space of the polylines written into the surface.
    var strokeCoverage: [Float] = []
    /// The boxes of a frame drawn into the surface, prepared and drawn by bands.
    private let batch = BoxBatch()
    private let textures: TextCache

    /// A canvas drawing with `renderer`. Give `surface` when `renderer` is SDL's software
    /// renderer drawing on it, with no scale or viewport set: shapes are then written into its
    /// pixels directly, the same pixels the renderer would fill, without its cost per rectangle.
    public convenience init(renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>? = nil) {
        self.init(renderer: renderer, target: surface.map { surface in { surface } })
    }

    /// A canvas drawing with `renderer`, SDL's software renderer drawing on the surface `target`
    /// returns (a window's surface, which a resize replaces), or nil for the mesh; as with
    /// ``init(renderer:surface:)``, shapes are written into its pixels directly.
    public init(renderer: OpaquePointer, target: (() -> UnsafeMutablePointer<SDL_Surface>?)?) {
        self.renderer = renderer
        self.target = target
        textures = TextCache(renderer: renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// The raster for the surface the software renderer draws on now, if the canvas has one.
    var raster: SurfaceRaster? {
        guard let surface = target?() else { return nil }
        if let cachedRaster, cachedRaster.draws(on: surface) { return cachedRaster }
        cachedRaster = SurfaceRaster(surface)
        return cachedRaster
    }

    /// Destroys the cached text textures. Call it when a font that drew text may have been
    /// closed (a font opened later may get its address), and before the renderer is destroyed.
    public func forgetCachedText() {
        textures.removeAll()
    }

    /// Fills the whole target with `color`.
    public func clear(_ color: Color) {
        let (r, g, b, a) = color.rgba8
        SDL_SetRenderDrawColor(renderer, r, g, b, a)
        SDL_RenderClear(renderer)
    }

    /// Restricts drawing to `rect`, or lifts the restriction with nil.
    public func clip(to rect: Rect?) {
        guard let rect else {
            SDL_RenderSetClipRect(renderer, nil)
            return
        }
        var sdlRect = SDL_Rect(
            x: Int32(rect.x.rounded()), y: Int32(rect.y.rounded()), w: Int32(rect.width.rounded()),
            h: Int32(rect.height.rounded()))
        SDL_RenderSetClipRect(renderer, &sdlRect)
    }

    /// Fills `rect` with `color`, corners rounded by `radius` (clamped to half the shorter
    /// side), its edges feathered: each pixel at the share of it the shape covers.
    public func fill(_ rect: Rect, color: Color, radius: Float = 0) {
        guard let spans = FeatheredSpans(rect, radius: radius) else { return }
        fill(spans, color: Canvas.sdlColor(color))
    }

    /// Fills `rect` with the OKLab colour `color`, as a box of that colour is filled.
    public func fill(_ rect: Rect, oklab color: OKLab, radius: Float = 0) {
        guard let spans = FeatheredSpans(rect, radius: radius) else { return }
        fill(spans, color: Canvas.sdlColor(color))
    }

    /// Fills the pixels of `spans` at their coverage: straight into the surface, or as a mesh.
    private func fill(_ spans: FeatheredSpans, color: SDL_Color) {
        if let raster {
            SDL_RenderFlush(renderer)
            raster.fill(spans, color: color, clip: clipRect())
            return
        }
        mesh.addFeathered(spans, color: color)
        mesh.submit(to: renderer)
    }

    /// Fills the band `width` pixels wide along the inside of the edge of `rect`, whose corners
    /// are rounded by `radius`: the pixels of `rect` that `rect.insetBy(width)` with corners
    /// rounded by `radius - width` leaves out. A border drawn this way does not fill the area
    /// it surrounds, which the shape inside covers anyway.
    public func stroke(_ rect: Rect, width: Float, color: Color, radius: Float = 0) {
        guard let spans = PixelSpans(rect, radius: radius) else { return }
        let hole = PixelSpans(rect.insetBy(width), radius: max(radius - width, 0))
        fill(spans, cutting: hole, color: Canvas.sdlColor(color))
    }

    /// Fills the pixels of `spans` outside `hole`: straight into the surface, or as a mesh.
    private func fill(_ spans: PixelSpans, cutting hole: PixelSpans? = nil, color: SDL_Color) {
        if let raster {
            SDL_RenderFlush(renderer)
            raster.fill(spans, cutting: hole, color: color, clip: clipRect())
            return
        }
        mesh.addSpans(spans, cutting: hole, color: color)
        mesh.submit(to: renderer)
    }

    /// Fills every box, in order (later ones on top), its edges feathered, with one geometry
    /// call or, on a software target of the canvas's own, straight into its pixels: bands of
    /// rows drawn at the same time (``BoxBatch``), the same pixels as one after the other.
    public func fill(_ boxes: [BoxSnapshot]) {
        fill(boxes, bands: nil)
    }

    /// Fills every box as ``fill(_:)`` does, its rows cut into `bands` (nil: as many as suits
    /// the target) drawn by `threads` on a software target.
    func fill(_ boxes: [BoxSnapshot], bands: Int?, threads: Int = BoxBatch.defaultThreads) {
        guard let raster else { return fillAsMesh(boxes) }
        SDL_RenderFlush(renderer)
        batch.fill(boxes, into: raster, clip: clipRect(), bands: bands, threads: threads)
    }

    /// Fills every box with one geometry call (more past ``TriangleMesh/flushThreshold``
    /// vertices), as on a renderer without a surface of the canvas's own.
    func fillAsMesh(_ boxes: [BoxSnapshot]) {
        for box in boxes {
            guard let spans = FeatheredSpans(box.frame.asRect, radius: box.radius) else { continue }
            mesh.addFeathered(spans, color: Canvas.sdlColor(box.color))
            if mesh.vertices.count > TriangleMesh.flushThreshold { mesh.submit(to: renderer) }
        }
        mesh.submit(to: renderer)
    }

    /// The renderer's clip rectangle, or the whole output when none is set.
    func clipRect() -> SDL_Rect {
        var rect = SDL_Rect()
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            SDL_RenderGetClipRect(renderer, &rect)
            return rect
        }
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return SDL_Rect(x: 0, y: 0, w: width, h: height)
    }

    /// Fills the convex quadrilateral through `corners` (four points in order around it) with
    /// `color`: a box turned to an angle. Its edges are feathered as the boxes' are, by a fringe
    /// a pixel wide that fades from the colour inside to nothing outside.
    public func fillQuad(_ corners: [SIMD2<Float>], color: OKLab) {
        guard corners.count == 4 else { return }
        let center = corners.reduce(SIMD2<Float>.zero, +) / 4
        // Each edge's outward unit normal, half a pixel long.
        let normals = (0..<4).map { index -> SIMD2<Float> in
            let edge = corners[(index + 1) % 4] - corners[index]
            let length = (edge * edge).sum().squareRoot()
            guard length > 0 else { return .zero }
            var normal = SIMD2(-edge.y, edge.x) / length
            let middle = (corners[index] + corners[(index + 1) % 4]) / 2 - center
            if (normal * middle).sum() < 0 { normal = -normal }
            return normal / 2
        }
        // Half a pixel in and out at each corner, along both of its edges' normals.
        let shift = (0..<4).map { normals[$0] + normals[($0 + 3) % 4] }
        let inner = (0..<4).map { corners[$0] - shift[$0] }
        let outer = (0..<4).map { corners[$0] + shift[$0] }
        let solid = Canvas.sdlColor(color)
        var clear = solid
        clear.a = 0
        mesh.addQuad(inner[0], inner[1], inner[2], inner[3], solid)
        for index in 0..<4 {
            let next = (index + 1) % 4
            mesh.addQuad(
                inner[index], inner[next], outer[next], outer[index], colors: (solid, solid, clear, clear))
        }
        mesh.submit(to: renderer)
    }

    /// Draws `text` with `font`, top-left at (`x`, `y`); returns the drawn size in pixels. The
    /// texture is kept and used again while the text, font and colour stay the same.
    @discardableResult
    public func text(_ text: String, font: OpaquePointer, x: Float, y: Float, color: Color) -> SIMD2<Float> {
        guard let (texture, size) = textures.texture(text, font: font, color: Canvas.sdlColor(color)) else {
            return .zero
        }
        var destination = SDL_Rect(x: Int32(x.rounded()), y: Int32(y.rounded()), w: size.x, h: size.y)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        return SIMD2(Float(size.x), Float(size.y))
    }

    /// The width and height `text` would take with `font`.
    public static func measure(_ text: String, font: OpaquePointer) -> SIMD2<Float> {
        var width: Int32 = 0
        var height: Int32 = 0
        TTF_SizeUTF8(font, text, &width, &height)
        return SIMD2(Float(width), Float(height))
    }

    // MARK: Colours

    private static func sdlColor(_ color: Color) -> SDL_Color {
        let (r, g, b, a) = color.rgba8
        return SDL_Color(r: r, g: g, b: b, a: a)
    }

    private static func sdlColor(_ color: OKLab) -> SDL_Color {
        let (r, g, b, a) = SRGBBytes.rgba8(color)
        return SDL_Color(r: r, g: g, b: b, a: a)
    }
}
