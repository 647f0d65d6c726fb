import CSDL2
import DemoScenes
import Foundation
import TransitionCore

/// Drawing on an SDL renderer, window or offscreen: filled and rounded rectangles batched
/// into one `SDL_RenderGeometry` call, thick polylines, and text through SDL_ttf.
public final class Canvas {
    /// The SDL_Renderer drawn on (not owned).
    public let renderer: OpaquePointer
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []

    /// A canvas drawing with `renderer`.
    public init(renderer: OpaquePointer) {
        self.renderer = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
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

    /// Fills `rect` with `color`, corners rounded by `radius` (clamped to half the shorter side).
    public func fill(_ rect: Rect, color: Color, radius: Float = 0) {
        addRoundedRect(rect, color: Canvas.sdlColor(color), radius: radius)
        flush()
    }

    /// Fills many rounded rectangles with one geometry call, in order (later ones on top).
    public func fill(_ boxes: [BoxSnapshot]) {
        for box in boxes {
            addRoundedRect(box.frame.asRect, color: Canvas.sdlColor(box.color), radius: box.radius)
            if vertices.count > 900_000 { flush() }
        }
        flush()
    }

    /// Draws a polyline through `points`, `thickness` pixels wide.
    public func polyline(_ points: [SIMD2<Float>], thickness: Float, color: Color) {
        guard points.count > 1 else { return }
        let half = thickness / 2
        let sdlColor = Canvas.sdlColor(color)
        for index in 1..<points.count {
            let start = points[index - 1]
            let end = points[index]
            let delta = end - start
            let length = (delta * delta).sum().squareRoot()
            guard length > 0 else { continue }
            let normal = SIMD2(-delta.y, delta.x) / length * half
            addQuad(start + normal, end + normal, end - normal, start - normal, sdlColor)
        }
        for point in points {
            let corner = SIMD2<Float>(repeating: half)
            addQuad(
                point - corner, point + SIMD2(half, -half), point + corner, point + SIMD2(-half, half),
                sdlColor)
        }
        flush()
    }

    /// Draws `text` with `font`, top-left at (`x`, `y`); returns the drawn size in pixels.
    @discardableResult
    public func text(_ text: String, font: OpaquePointer, x: Float, y: Float, color: Color) -> SIMD2<Float> {
        guard !text.isEmpty, let surface = TTF_RenderUTF8_Blended(font, text, Canvas.sdlColor(color)) else {
            return .zero
        }
        defer { SDL_FreeSurface(surface) }
        let size = SIMD2(Float(surface.pointee.w), Float(surface.pointee.h))
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return size }
        defer { SDL_DestroyTexture(texture) }
        var destination = SDL_Rect(
            x: Int32(x.rounded()), y: Int32(y.rounded()), w: surface.pointee.w, h: surface.pointee.h)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        return size
    }

    /// The width and height `text` would take with `font`.
    public static func measure(_ text: String, font: OpaquePointer) -> SIMD2<Float> {
        var width: Int32 = 0
        var height: Int32 = 0
        TTF_SizeUTF8(font, text, &width, &height)
        return SIMD2(Float(width), Float(height))
    }

    // MARK: Geometry

    private static func sdlColor(_ color: Color) -> SDL_Color {
        let (r, g, b, a) = color.rgba8
        return SDL_Color(r: r, g: g, b: b, a: a)
    }

    /// The bytes of an OKLab colour, through ``SRGBBytes``: no power function per box.
    private static func sdlColor(_ color: OKLab) -> SDL_Color {
        let (r, g, b, a) = SRGBBytes.rgba8(color)
        return SDL_Color(r: r, g: g, b: b, a: a)
    }

    private func vertex(_ point: SIMD2<Float>, _ color: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: point.x, y: point.y), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    private func addQuad(
        _ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>, _ d: SIMD2<Float>, _ color: SDL_Color
    ) {
        let first = Int32(vertices.count)
        vertices += [vertex(a, color), vertex(b, color), vertex(c, color), vertex(d, color)]
        indices += [first, first + 1, first + 2, first, first + 2, first + 3]
    }

    /// Corner points as (cos, sin) of a quarter turn in `segments` steps.
    private static let quarterTurns: [[SIMD2<Float>]] = (0...8).map { segments in
        (0...max(segments, 1)).map { step in
            let angle = Double(step) / Double(max(segments, 1)) * Double.pi / 2
            return SIMD2(Float(cos(angle)), Float(sin(angle)))
        }
    }

    private func addRoundedRect(_ rect: Rect, color sdlColor: SDL_Color, radius: Float) {
        guard rect.width >= 0.5, rect.height >= 0.5, rect.x.isFinite, rect.y.isFinite else { return }
        let limit: Float = 100_000
        guard abs(rect.x) < limit, abs(rect.y) < limit, rect.width < limit, rect.height < limit else {
            return
        }
        let radius = radius.isFinite ? min(max(radius, 0), min(rect.width, rect.height) / 2) : 0
        guard radius >= 1 else {
            addQuad(
                SIMD2(rect.x, rect.y), SIMD2(rect.maxX, rect.y), SIMD2(rect.maxX, rect.maxY),
                SIMD2(rect.x, rect.maxY), sdlColor)
            return
        }
        let segments = min(max(Int(radius / 3) + 2, 2), 8)
        let turn = Canvas.quarterTurns[segments]
        // Corner centres clockwise from the top left (y down), each swept a quarter turn.
        let corners: [(SIMD2<Float>, SIMD2<Float>, SIMD2<Float>)] = [
            (SIMD2(rect.x + radius, rect.y + radius), SIMD2(-1, 0), SIMD2(0, -1)),
            (SIMD2(rect.maxX - radius, rect.y + radius), SIMD2(0, -1), SIMD2(1, 0)),
            (SIMD2(rect.maxX - radius, rect.maxY - radius), SIMD2(1, 0), SIMD2(0, 1)),
            (SIMD2(rect.x + radius, rect.maxY - radius), SIMD2(0, 1), SIMD2(-1, 0)),
        ]
        let center = Int32(vertices.count)
        vertices.append(vertex(rect.center, sdlColor))
        for (origin, from, to) in corners {
            for point in turn {
                vertices.append(vertex(origin + (from * point.x + to * point.y) * radius, sdlColor))
            }
        }
        let perimeter = Int32(4 * turn.count)
        for step in 0..<perimeter {
            indices += [center, center + 1 + step, center + 1 + (step + 1) % perimeter]
        }
    }

    private func flush() {
        guard !indices.isEmpty else { return }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }
}
