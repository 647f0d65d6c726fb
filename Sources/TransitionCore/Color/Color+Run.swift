// A run of colour transitions mixed many at a time: the lanes of each vector are transitions
// rather than one colour's channels. Every lane goes through the same IEEE-754 operations in
// the same order as `mixedInOKLab(with:by:)` applies to that transition's channel, and lanes
// never mix, so each value has the bits the one-by-one path gives it. Where CTickKernels can be
// imported, its colour kernel mixes the run in the widest vectors the processor has; elsewhere
// (Embedded Swift builds of this module alone) the Swift below mixes four at a time.

#if canImport(CTickKernels)
    internal import CTickKernels
#endif

extension Color {
    /// Each transition of `run` as ``transition(to:progress:)`` gives it, bit for bit: many at
    /// a time, mixed and converted back to sRGB side by side; those the fast conversion does
    /// not cover, or at progress 0, 1 or not finite, one by one.
    public static func transitions(_ run: TransitionRun<Color>) {
        #if canImport(CTickKernels)
            // The kernel reads a colour as eight floats, a start and an end `stride` bytes on.
            if run.stride % MemoryLayout<Float>.stride == 0 {
                mixedByKernel(run)
                return
            }
        #endif
        mixedFourAtATime(run)
    }

    #if canImport(CTickKernels)
        /// Transitions mixed together in one call of the colour kernel, at most: what its list
        /// of the transitions it leaves holds, on the stack.
        static var kernelChunk: Int { 256 }

        /// `transitions(_:)` through the colour kernel, a chunk at a time; the transitions it
        /// leaves, one by one.
        static func mixedByKernel(_ run: TransitionRun<Color>) {
            let floatStride = run.stride / MemoryLayout<Float>.stride
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: kernelChunk) { left in
                var first = 0
                while first < run.count {
                    let count = Swift.min(kernelChunk, run.count - first)
                    let starts = (run.starts + first * run.stride).assumingMemoryBound(to: Float.self)
                    let ends = (run.ends + first * run.stride).assumingMemoryBound(to: Float.self)
                    let values = UnsafeMutableRawPointer(run.values + first).assumingMemoryBound(
                        to: Float.self)
                    let leftCount = tick_kernels_color_mix(
                        count, starts, ends, floatStride, run.progresses + first, values,
                        left.baseAddress.unsafelyUnwrapped)
                    for k in 0..<leftCount {
                        let index = first + Int(left[k])
                        run.setValue(
                            run.start(index).transition(to: run.end(index), progress: run.progress(index)),
                            at: index)
                    }
                    first += count
                }
            }
        }
    #endif

    /// `transitions(_:)` in Swift, four at a time.
    static func mixedFourAtATime(_ run: TransitionRun<Color>) {
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
        let t = SIMD4(
            run.progress(first), run.progress(first + 1), run.progress(first + 2), run.progress(first + 3))
        let mix = FourMixes(
            FourColors(run.start(first), run.start(first + 1), run.start(first + 2), run.start(first + 3)),
            FourColors(run.end(first), run.end(first + 1), run.end(first + 2), run.end(first + 3)), by: t)
        // Constant lanes when all four are mixed here, so that the four colours are shuffled
        // out of the vectors rather than read back lane by lane.
        if all(mix.isFast) {
            for lane in 0..<4 { run.setValue(mix.color(lane), at: first + lane) }
            return
        }
        for lane in 0..<4 {
            let index = first + lane
            guard mix.isFast[lane] else {
                run.setValue(run.start(index).transition(to: run.end(index), progress: t[lane]), at: index)
                continue
            }
            run.setValue(mix.color(lane), at: index)
        }
    }
}

/// Four transitions mixed side by side, each lane one of them: `mixedInOKLab(with:by:)`'s
/// operations, lane by lane.
struct FourMixes {
    var l: SIMD4<Float>
    var m: SIMD4<Float>
    var s: SIMD4<Float>
    var opacity: SIMD4<Float>
    var red: SIMD4<Float>
    var green: SIMD4<Float>
    var blue: SIMD4<Float>
    /// The lanes mixed and converted here: those the one-by-one path neither returns early
    /// from (progress 0, 1 or not finite, a fully transparent mix) nor converts exactly.
    var isFast: SIMDMask<SIMD4<Int32>>

    /// The mixes of `start` and `end` at `t`, lane by lane. Out of line, so that the compiler
    /// keeps the lanes apart rather than regrouping them by colour.
    @inline(never)
    init(_ start: FourColors, _ end: FourColors, by t: SIMD4<Float>) {
        // `Color.premultipliedMix`.
        let startOpacity = Color.unitOpacities(start.opacity)
        let endOpacity = Color.unitOpacities(end.opacity)
        let alpha = startOpacity + (endOpacity - startOpacity) * t
        let startWeight = startOpacity * (1 - t)
        let endWeight = endOpacity * t
        let weights = startWeight + endWeight
        l = (start.l * startWeight + end.l * endWeight) / weights
        m = (start.m * startWeight + end.m * endWeight) / weights
        s = (start.s * startWeight + end.s * endWeight) / weights
        opacity = alpha.replacing(with: 1, where: alpha .> 1)

        // `ColorConversion.encoded(fromLMSRoots:)`.
        let (cubedL, cubedM, cubedS) = (l * l * l, m * m * m, s * s * s)
        let (fromL, fromM, fromS) =
            (ColorConversion.linearFromL, ColorConversion.linearFromM, ColorConversion.linearFromS)
        red = ColorConversion.encoded(fromLinear: fromL.x * cubedL + fromM.x * cubedM + fromS.x * cubedS)
        green = ColorConversion.encoded(fromLinear: fromL.y * cubedL + fromM.y * cubedM + fromS.y * cubedS)
        blue = ColorConversion.encoded(fromLinear: fromL.z * cubedL + fromM.z * cubedM + fromS.z * cubedS)

        let limit = SIMD4<Int32>(repeating: ColorConversion.fastRootLimit)
        let magnitude = SIMD4<Int32>(repeating: 0x7FFF_FFFF)
        let inRange =
            (unsafeBitCast(l, to: SIMD4<Int32>.self) & magnitude .< limit)
            .& (unsafeBitCast(m, to: SIMD4<Int32>.self) & magnitude .< limit)
            .& (unsafeBitCast(s, to: SIMD4<Int32>.self) & magnitude .< limit)
        let mixes = (t .!= 0) .& (t .!= 1) .& (t .< .infinity) .& (t .> -.infinity) .& (alpha .> 0)
        let fast = inRange .& mixes
        isFast = fast
    }

    /// The colour of lane `lane`, when it is fast.
    @inline(__always)
    func color(_ lane: Int) -> Color {
        Color(
            storedRGBA: SIMD4(red[lane], green[lane], blue[lane], opacity[lane]),
            storedRoots: SIMD4(l[lane], m[lane], s[lane], 1))
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
