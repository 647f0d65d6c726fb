import CSDL2

/// Triangles gathered for one `SDL_RenderGeometry` call: vertex and index buffers kept from call
/// to call, so that drawing allocates nothing once they have grown.
///
/// Shapes go in as axis-aligned quads on whole pixels (``addSpans(_:color:)``): SDL's software
/// renderer fills such a pair of triangles as one rectangle, any other triangle on its own.
/// Every vertex carries its colour, so a one-pixel alpha ramp around a shape (feathered edges)
/// is more quads whose outer vertices are transparent, in the same call.
struct TriangleMesh {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    /// Vertices held before a submission is forced, to bound the buffers.
    static let flushThreshold = 1 << 20

    /// Whether nothing waits to be drawn.
    var isEmpty: Bool { indices.isEmpty }

    /// Adds the quad `a b c d` (in order around it) as two triangles.
    mutating func addQuad(
        _ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>, _ d: SIMD2<Float>, _ color: SDL_Color
    ) {
        let first = Int32(vertices.count)
        vertices.append(TriangleMesh.vertex(a, color))
        vertices.append(TriangleMesh.vertex(b, color))
        vertices.append(TriangleMesh.vertex(c, color))
        vertices.append(TriangleMesh.vertex(d, color))
        indices.append(first)
        indices.append(first + 1)
        indices.append(first + 2)
        indices.append(first)
        indices.append(first + 2)
        indices.append(first + 3)
    }

    /// Adds the pixels of `spans` outside `hole` as one quad per run of rows sharing a span.
    mutating func addSpans(_ spans: PixelSpans, cutting hole: PixelSpans? = nil, color: SDL_Color) {
        spans.forEachRun(cutting: hole) { row, count, start, end in
            let top = Float(row)
            let bottom = Float(row + count)
            addQuad(
                SIMD2(Float(start), top), SIMD2(Float(end), top), SIMD2(Float(end), bottom),
                SIMD2(Float(start), bottom), color)
        }
    }

    /// Draws everything added with `renderer` in one `SDL_RenderGeometry` call and empties the
    /// buffers, keeping their capacity.
    mutating func submit(to renderer: OpaquePointer) {
        guard !indices.isEmpty else { return }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    private static func vertex(_ point: SIMD2<Float>, _ color: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: point.x, y: point.y), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
    }
}
