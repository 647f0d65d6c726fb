// A run of colour transitions mixed four at a time: the lanes of each vector are four
// transitions rather than one colour's channels. Every lane goes through the same IEEE-754
// operations in the same order as `mixedInOKLab(with:by:)` applies to that transition's
// channel, and lanes never mix, so each value has the bits the one-by-one path gives it.

extension Color {
    /// Each transition of `run` as ``transition(to:progress:)`` gives it, bit for bit: four
    /// at a time, mixed and converted back to sRGB side by side; those the fast conversion does
    /// not cover, or at progress 0, 1 or not finite, one by one.
    public static func transitions(_ run: TransitionRun<Color>) {
        var index = 0
        while index + 4 <= run.count {
            mixFour(run, from: index)
            index += 4
        }
        while index < run.count {
            run.setValue(
                run.start(index).transition(to: run.end(index), progress: run.progress(index)), at: index)
            index += 1
        }
    }

    /// Transitions `first..<first + 4` of `run`.
    @inline(__always)
    static func mixFour(_ run: TransitionRun<Color>, from first: Int) {
        let starts = (run.start(first), run.start(first + 1), run.start(first + 2), run.start(first + 3))
        let ends = (run.end(first), run.end(first + 1), run.end(first + 2), run.end(first + 3))
        let t = SIMD4(
            run.progress(first), run.progress(first + 1), run.progress(first + 2), run.progress(first + 3))
        let start = FourColors(starts.0, starts.1, starts.2, starts.3)
        let end = FourColors(ends.0, ends.1, ends.2, ends.3)

        // `premultipliedMix`, lane by lane.
        let startOpacity = unitOpacities(start.opacity)
        let endOpacity = unitOpacities(end.opacity)
        let alpha = startOpacity + (endOpacity - startOpacity) * t
        let startWeight = startOpacity * (1 - t)
        let endWeight = endOpacity * t
        let weights = startWeight + endWeight
        let l = (start.l * startWeight + end.l * endWeight) / weights
        let m = (start.m * startWeight + end.m * endWeight) / weights
        let s = (start.s * startWeight + end.s * endWeight) / weights
        let opacity = alpha.replacing(with: 1, where: alpha .> 1)

        // `encoded(fromLMSRoots:)`, lane by lane.
        let (cubedL, cubedM, cubedS) = (l * l * l, m * m * m, s * s * s)
        let (fromL, fromM, fromS) =
            (ColorConversion.linearFromL, ColorConversion.linearFromM, ColorConversion.linearFromS)
        let red = ColorConversion.encoded(fromLinear: fromL.x * cubedL + fromM.x * cubedM + fromS.x * cubedS)
        let green = ColorConversion.encoded(
            fromLinear: fromL.y * cubedL + fromM.y * cubedM + fromS.y * cubedS)
        let blue = ColorConversion.encoded(fromLinear: fromL.z * cubedL + fromM.z * cubedM + fromS.z * cubedS)

        // Lanes the one-by-one path returns early from, or converts exactly.
        let limit = SIMD4<Int32>(repeating: ColorConversion.fastRootLimit)
        let magnitude = SIMD4<Int32>(repeating: 0x7FFF_FFFF)
        let inRange =
            (unsafeBitCast(l, to: SIMD4<Int32>.self) & magnitude .< limit)
            .& (unsafeBitCast(m, to: SIMD4<Int32>.self) & magnitude .< limit)
            .& (unsafeBitCast(s, to: SIMD4<Int32>.self) & magnitude .< limit)
        let mixes = (t .!= 0) .& (t .!= 1) .& (t .< .infinity) .& (t .> -.infinity) .& (alpha .> 0)
        let fast = inRange .& mixes
        // Constant lanes when all four are mixed here, so that the four colours are shuffled
        // out of the vectors rather than read back lane by lane.
        if all(fast) {
            for lane in 0..<4 {
                run.setValue(
                    Color(
                        storedRGBA: SIMD4(red[lane], green[lane], blue[lane], opacity[lane]),
                        storedRoots: SIMD4(l[lane], m[lane], s[lane], 1)),
                    at: first + lane)
            }
            return
        }
        for lane in 0..<4 {
            let index = first + lane
            guard fast[lane] else {
                run.setValue(run.start(index).transition(to: run.end(index), progress: t[lane]), at: index)
                continue
            }
            run.setValue(
                Color(
                    storedRGBA: SIMD4(red[lane], green[lane], blue[lane], opacity[lane]),
                    storedRoots: SIMD4(l[lane], m[lane], s[lane], 1)),
                at: index)
        }
    }
}

/// Four colours' opacities and LMS cube roots, each a vector of four lanes.
struct FourColors {
    var opacity: SIMD4<Float>
    var l: SIMD4<Float>
    var m: SIMD4<Float>
    var s: SIMD4<Float>

    /// The opacities and roots of `a`, `b`, `c` and `d`, lane by lane.
    @inline(__always)
    init(_ a: Color, _ b: Color, _ c: Color, _ d: Color) {
        opacity = SIMD4(a.storedRGBA.w, b.storedRGBA.w, c.storedRGBA.w, d.storedRGBA.w)
        l = SIMD4(a.storedRoots.x, b.storedRoots.x, c.storedRoots.x, d.storedRoots.x)
        m = SIMD4(a.storedRoots.y, b.storedRoots.y, c.storedRoots.y, d.storedRoots.y)
        s = SIMD4(a.storedRoots.z, b.storedRoots.z, c.storedRoots.z, d.storedRoots.z)
    }
}
