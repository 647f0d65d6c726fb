// Building a path's arc-length table, once, in double precision.

extension MotionPathTable {
    /// The table of straight segments through `anchors` (not empty).
    static func lines(through anchors: ContiguousArray<Point>) -> MotionPathTable {
        let lanes = lanesOf(anchors)
        var knots = ContiguousArray<Float>()
        knots.reserveCapacity(anchors.count)
        var distance = 0.0
        knots.append(0)
        for index in lanes.indices.dropFirst() {
            distance += CubicChainTable.Segment.length(SIMD4<Double>(lanes[index] - lanes[index - 1]))
            knots.append(Float(distance))
        }
        return MotionPathTable(shape: .lines, points: anchors, knots: knots, spans: [], anchorKnots: [])
    }

    /// The table of the cubic Bézier chain `net` (anchor, control, control, anchor, ...; a count
    /// of 3·n + 1, at least 4).
    static func cubics(through net: ContiguousArray<Point>) -> MotionPathTable {
        let table = CubicChainTable(lanesOf(net))
        return MotionPathTable(
            shape: .cubics, points: net, knots: table.knots, spans: table.spans,
            anchorKnots: table.anchorKnots)
    }

    /// Each of `points` with its lanes (the first four) in a `SIMD4<Float>`, the others 0: for
    /// the library's own point types read from memory, so that the tables are built by code
    /// that is not generic.
    private static func lanesOf(_ points: ContiguousArray<Point>) -> ContiguousArray<SIMD4<Float>> {
        var result = ContiguousArray<SIMD4<Float>>(repeating: SIMD4(), count: points.count)
        let lanes = min(Point().scalarCount, 4)
        guard Point.self == SIMD2<Float>.self || Point.self == SIMD3<Float>.self else {
            for index in result.indices {
                for lane in 0..<lanes { result[index][lane] = points[index][lane] }
            }
            return result
        }
        let stride = MemoryLayout<Point>.stride
        points.withUnsafeBytes { raw in
            for index in result.indices {
                for lane in 0..<lanes {
                    result[index][lane] = raw.load(
                        fromByteOffset: index * stride + lane * MemoryLayout<Float>.stride, as: Float.self)
                }
            }
        }
        return result
    }
}
