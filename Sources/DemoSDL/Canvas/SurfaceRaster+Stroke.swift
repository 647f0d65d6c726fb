import CSDL2

extension SurfaceRaster {
    /// Strokes `path` `thickness` pixels wide with `color` inside `clip`: each pixel at the
    /// share of it the line covers, measured from its centre's distance to the nearest segment
    /// (round joins and ends), so that the coverage across a straight stretch adds up to the
    /// thickness. Where segments meet, a pixel takes the larger coverage, never both.
    /// `coverage` is scratch space, kept by the caller from stroke to stroke.
    func stroke(
        _ path: Polyline, thickness: Float, color: SDL_Color, clip: SDL_Rect, coverage: inout [Float]
    ) {
        let points = path.points
        guard points.count > 1 else { return }
        let reach = thickness / 2 + 0.5
        var low = points[0]
        var high = points[0]
        for point in points {
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
        }
        let left = max(Int((low.x - reach).rounded(.down)), Int(clip.x), 0)
        let top = max(Int((low.y - reach).rounded(.down)), Int(clip.y), 0)
        let right = min(Int((high.x + reach).rounded(.up)) + 1, Int(clip.x) + Int(clip.w), width)
        let bottom = min(Int((high.y + reach).rounded(.up)) + 1, Int(clip.y) + Int(clip.h), height)
        guard left < right, top < bottom else { return }
        let columns = right - left
        let count = columns * (bottom - top)
        if coverage.count < count { coverage = Array(repeating: 0, count: count) }
        coverage.withUnsafeMutableBufferPointer { cells in
            for index in 0..<count { cells[index] = 0 }
            for index in 1..<points.count {
                let (start, end) = (points[index - 1], points[index])
                let delta = end - start
                let lengthSquared = (delta * delta).sum()
                let rowRange =
                    max(
                        Int((min(start.y, end.y) - reach).rounded(.down)), top)..<min(
                        Int((max(start.y, end.y) + reach).rounded(.up)) + 1, bottom)
                let columnRange =
                    max(
                        Int((min(start.x, end.x) - reach).rounded(.down)), left)..<min(
                        Int((max(start.x, end.x) + reach).rounded(.up)) + 1, right)
                guard !rowRange.isEmpty, !columnRange.isEmpty else { continue }
                for row in rowRange {
                    let base = (row - top) * columns - left
                    for column in columnRange {
                        let centre = SIMD2(Float(column) + 0.5, Float(row) + 0.5)
                        let along = ((centre - start) * delta).sum() / lengthSquared
                        let nearest = start + delta * min(max(along, 0), 1)
                        let offset = centre - nearest
                        let distance = (offset * offset).sum().squareRoot()
                        let covered = min(max(reach - distance, 0), 1)
                        if covered > cells[base + column] { cells[base + column] = covered }
                    }
                }
            }
            let alpha = Float(color.a)
            for row in top..<bottom {
                let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
                let base = (row - top) * columns - left
                for column in left..<right where cells[base + column] > 0 {
                    var faded = color
                    faded.a = UInt8((alpha * cells[base + column]).rounded())
                    line[column] = blend(faded, over: line[column])
                }
            }
        }
    }
}
