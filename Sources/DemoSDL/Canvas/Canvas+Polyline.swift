import CSDL2
import TransitionCore

extension Canvas {
    /// Draws an anti-aliased polyline through `points`, `thickness` pixels wide, each pixel at
    /// the share of it the line covers. On a software target of the canvas's own, the pixels
    /// are written straight (round joins and ends, exact coverage); otherwise as one strip of
    /// triangles with mitred joins, solid `thickness − 1` pixels across and fading to nothing
    /// over a pixel on each side and past each end.
    public func polyline(_ points: [SIMD2<Float>], thickness: Float, color: Color) {
        guard thickness > 0, thickness.isFinite else { return }
        let path = Polyline(points)
        guard path.points.count > 1 else { return }
        let (r, g, b, a) = color.rgba8
        if let raster {
            SDL_RenderFlush(renderer)
            raster.stroke(
                path, thickness: thickness, color: SDL_Color(r: r, g: g, b: b, a: a), clip: clipRect(),
                coverage: &strokeCoverage)
            return
        }
        let coverage = min(thickness, 1)
        let solid = SDL_Color(r: r, g: g, b: b, a: UInt8((Float(a) * coverage).rounded()))
        var clear = solid
        clear.a = 0
        let core = max(thickness - 1, 0) / 2
        let outer = core + 1
        let count = path.points.count
        let miters = path.miters()
        for index in 1..<count {
            let (start, end) = (path.points[index - 1], path.points[index])
            let (startNormal, endNormal) = (miters[index - 1], miters[index])
            if core > 0 {
                mesh.addQuad(
                    start + startNormal * core, end + endNormal * core, end - endNormal * core,
                    start - startNormal * core, solid)
            }
            for side: Float in [1, -1] {
                mesh.addQuad(
                    start + startNormal * (side * core), end + endNormal * (side * core),
                    end + endNormal * (side * outer), start + startNormal * (side * outer),
                    colors: (solid, solid, clear, clear))
            }
        }
        // The ends fade over a pixel past the last point, their corners included.
        for (point, normal, outward) in [
            (path.points[0], miters[0], -path.directions[0]),
            (path.points[count - 1], miters[count - 1], path.directions[count - 2]),
        ] {
            let far = point + outward
            mesh.addQuad(
                point + normal * core, far + normal * core, far - normal * core, point - normal * core,
                colors: (solid, clear, clear, solid))
            for side: Float in [1, -1] {
                mesh.addQuad(
                    point + normal * (side * core), far + normal * (side * core),
                    far + normal * (side * outer), point + normal * (side * outer),
                    colors: (solid, clear, clear, clear))
            }
        }
        mesh.submit(to: renderer)
    }
}

/// A polyline's points without repeats, with each segment's direction; the miters of a strip
/// drawn along it on request.
struct Polyline {
    /// The points, none equal to the one before, none non-finite.
    private(set) var points: [SIMD2<Float>] = []
    /// Per segment, its unit direction.
    private(set) var directions: [SIMD2<Float>] = []

    /// The longest miter, in units of the half width: sharper turns get a shorter join.
    static let miterLimit: Float = 2

    init(_ raw: [SIMD2<Float>]) {
        for point in raw where point.x.isFinite && point.y.isFinite {
            guard let last = points.last else {
                points.append(point)
                continue
            }
            let delta = point - last
            let length = (delta * delta).sum().squareRoot()
            guard length > 1e-4 else { continue }
            points.append(point)
            directions.append(delta / length)
        }
    }

    /// Per point, its miter: the vector to the strip's edge half a unit away, along the
    /// bisector of the two segments' normals (lengthened so that both edges stay half a unit
    /// away, at most ``miterLimit`` times; length 1 on a straight stretch). Empty for fewer
    /// than two points.
    func miters() -> [SIMD2<Float>] {
        guard points.count > 1 else { return [] }
        let normals = directions.map { SIMD2(-$0.y, $0.x) }
        var miters: [SIMD2<Float>] = []
        miters.reserveCapacity(points.count)
        miters.append(normals[0])
        for index in 1..<points.count - 1 {
            let sum = normals[index - 1] + normals[index]
            let length = (sum * sum).sum().squareRoot()
            guard length > 1e-3 else {
                // The line doubles back: a butt join.
                miters.append(normals[index])
                continue
            }
            let bisector = sum / length
            let cosine = (bisector * normals[index]).sum()
            miters.append(bisector * min(1 / cosine, Polyline.miterLimit))
        }
        miters.append(normals[normals.count - 1])
        return miters
    }
}
