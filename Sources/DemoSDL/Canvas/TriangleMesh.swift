import CSDL2

/// Triangles gathered for one `SDL_RenderGeometry` call: vertex and index buffers kept from call
/// to call, so that drawing allocates nothing once they have grown.
///
/// Shapes go in as axis-aligned quads on whole pixels (``addSpans(_:color:)``): SDL's software
/// renderer fills such a pair of triangles as one rectangle, any other triangle on its own.
/// Every vertex carries its colour, so a shape's feathered edge (``FeatheredSpans``) is more
/// quads of the same call, each pixel of the fringe at its own alpha.
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

    /// Adds the quad `a b c d` (in order around it) as two triangles, each corner its own
    /// colour, which SDL blends across the quad: a fading fringe.
    mutating func addQuad(
        _ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>, _ d: SIMD2<Float>,
        colors: (SDL_Color, SDL_Color, SDL_Color, SDL_Color)
    ) {
        let first = Int32(vertices.count)
        vertices.append(TriangleMesh.vertex(a, colors.0))
        vertices.append(TriangleMesh.vertex(b, colors.1))
        vertices.append(TriangleMesh.vertex(c, colors.2))
        vertices.append(TriangleMesh.vertex(d, colors.3))
        indices.append(contentsOf: [first, first + 1, first + 2, first, first + 2, first + 3])
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

    /// Adds the pixels `spans` touches, each at its coverage: per run of rows sharing their
    /// pixels (the straight sides) or per row, one quad for the run of full coverage and one per
    /// fringe pixel, each of one colour, so that SDL's software renderer fills them as the
    /// ``SurfaceRaster`` does.
    mutating func addFeathered(_ spans: FeatheredSpans, color: SDL_Color) {
        var row = spans.rows.lowerBound
        while row < spans.rows.upperBound {
            let count = spans.plainRows.contains(row) ? spans.plainRows.upperBound - row : 1
            let shape = spans.row(row)
            if shape.start < shape.end {
                addRect(shape.solidStart, shape.solidEnd, row, count, color, coverage: shape.middle)
                for x in shape.start..<shape.solidStart {
                    addRect(x, x + 1, row, count, color, coverage: spans.coverage(ofPixel: x, in: shape))
                }
                for x in shape.solidEnd..<shape.end {
                    addRect(x, x + 1, row, count, color, coverage: spans.coverage(ofPixel: x, in: shape))
                }
            }
            row += count
        }
    }

    /// Adds pixels `start..<end` of rows `row..<row + count` in `color` at `coverage`; nothing
    /// when that is no pixel or no alpha.
    private mutating func addRect(
        _ start: Int, _ end: Int, _ row: Int, _ count: Int, _ color: SDL_Color, coverage: Float
    ) {
        var faded = color
        faded.a = FeatheredSpans.alpha(color.a, coverage: coverage)
        guard start < end, faded.a > 0 else { return }
        let top = Float(row)
        let bottom = Float(row + count)
        addQuad(
            SIMD2(Float(start), top), SIMD2(Float(end), top), SIMD2(Float(end), bottom),
            SIMD2(Float(start), bottom),
            faded)
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
