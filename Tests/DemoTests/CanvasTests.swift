import CSDL2
import DemoScenes
import Engine
import Testing
import TransitionCore

@testable import DemoSDL

/// The canvas's shapes: which pixels a rounded rectangle covers, and the same pixels whether
/// SDL's software renderer draws them from the mesh or the canvas writes them itself.
/// Serialized: SDL_ttf is not made for threads.
@Suite(.serialized) struct CanvasTests {
    /// The pixels of `spans` as rows of (start, end), row by row.
    static func rows(_ spans: PixelSpans?) -> [Int: (Int, Int)] {
        guard let spans else { return [:] }
        var rows: [Int: (Int, Int)] = [:]
        for row in spans.rows { rows[row] = spans.span(ofRow: row) }
        return rows
    }

    @Test func aPixelIsInWhenItsCentreIs() throws {
        let spans = try #require(PixelSpans(Rect(x: 10, y: 20, width: 4, height: 3), radius: 0))
        #expect(spans.rows == 20..<23)
        #expect(spans.rows.allSatisfy { spans.span(ofRow: $0) == (10, 14) })
        // Edges past a centre take the pixel in; edges short of it leave it out.
        let shifted = try #require(PixelSpans(Rect(x: 10.4, y: 19.6, width: 3.3, height: 1), radius: 0))
        #expect(shifted.rows == 20..<21 && shifted.span(ofRow: 20) == (10, 14))
        let later = try #require(PixelSpans(Rect(x: 10.6, y: 20.5, width: 3.3, height: 1), radius: 0))
        #expect(later.rows == 20..<21 && later.span(ofRow: 20) == (11, 14))
        // Between two centres: nothing.
        #expect(PixelSpans(Rect(x: 3.6, y: 3.6, width: 0.8, height: 0.8), radius: 0) == nil)
    }

    @Test func roundedCornersCutTheRowsNearTheEdges() throws {
        // A circle of diameter 10 on whole pixels: rows shrink towards the top and bottom,
        // symmetrically, and it covers about π·5² pixels.
        let circle = try #require(PixelSpans(Rect(x: 0, y: 0, width: 10, height: 10), radius: 5))
        let rows = CanvasTests.rows(circle)
        #expect(rows.count == 10)
        var area = 0
        for row in 0..<10 {
            let (start, end) = try #require(rows[row])
            #expect(start == 10 - end, "row \(row) is not symmetric")
            #expect(rows[9 - row]! == (start, end))
            area += end - start
        }
        #expect(rows[0]! == (3, 7) && rows[4]! == (0, 10))
        #expect(abs(Float(area) - Float.pi * 25) < 6)
        // The radius is clamped to half the shorter side; a NaN one draws square corners.
        let wide = Rect(x: 0, y: 0, width: 10, height: 4)
        let clamped = CanvasTests.rows(PixelSpans(wide, radius: 50))
        let halfHeight = CanvasTests.rows(PixelSpans(wide, radius: 2))
        #expect(clamped.count == 4 && clamped.keys.allSatisfy { clamped[$0]! == halfHeight[$0]! })
        #expect(clamped[0]! == (1, 9) && clamped[1]! == (0, 10))
        #expect(
            CanvasTests.rows(PixelSpans(Rect(x: 0, y: 0, width: 10, height: 4), radius: .nan))[0]! == (0, 10))
    }

    @Test func shapesThatCannotBeDrawnAreNone() {
        #expect(PixelSpans(Rect(x: .nan, y: 0, width: 10, height: 10), radius: 0) == nil)
        #expect(PixelSpans(Rect(x: 0, y: .infinity, width: 10, height: 10), radius: 0) == nil)
        #expect(PixelSpans(Rect(x: 0, y: 0, width: 1e9, height: 10), radius: 0) == nil)
        #expect(PixelSpans(Rect(x: 0, y: 0, width: 0, height: 10), radius: 0) == nil)
        #expect(PixelSpans(Rect(x: 3.6, y: 0, width: 0.8, height: 10), radius: 0) == nil)
    }

    /// A software renderer on a new RGBA surface and a canvas on it: one that writes boxes into
    /// the surface itself when `direct`, one that hands SDL the mesh otherwise.
    final class Target {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let renderer: OpaquePointer
        let canvas: Canvas

        init(direct: Bool, width: Int32 = 160, height: Int32 = 120) throws {
            surface = try #require(
                SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32.rawValue))
            renderer = try #require(SDL_CreateSoftwareRenderer(surface))
            canvas = Canvas(renderer: renderer, surface: direct ? surface : nil)
        }

        deinit {
            canvas.forgetCachedText()
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }

        var bytes: [UInt8] {
            SDL_RenderPresent(renderer)
            let count = Int(surface.pointee.pitch) * Int(surface.pointee.h)
            return Array(
                UnsafeBufferPointer(
                    start: surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self), count: count))
        }
    }

    /// Boxes of many sizes, radii and fractional places, overlapping, some translucent, some
    /// partly outside the target.
    static func boxes() -> [BoxSnapshot] {
        var random = SeededRandom(seed: 11)
        return (0..<400).map { index in
            let size = SIMD2(0.3 + 30 * random.nextUnitFloat(), 0.3 + 30 * random.nextUnitFloat())
            let center = SIMD2(-10 + 180 * random.nextUnitFloat(), -10 + 140 * random.nextUnitFloat())
            let color = Palette.oklab(
                0.4 + 0.5 * random.nextUnitFloat(), 0.15, 360 * random.nextUnitFloat())
            let translucent = OKLab(L: color.L, a: color.a, b: color.b, alpha: index % 5 == 0 ? 0.55 : 1)
            return BoxSnapshot(
                entity: Entity(index: UInt32(index), generation: 0),
                frame: BoxFrame(center: center, size: size),
                color: translucent, radius: 12 * random.nextUnitFloat() * random.nextUnitFloat())
        }
    }

    @Test func boxesWrittenIntoTheSurfaceAreThePixelsSDLDrawsFromTheMesh() throws {
        let direct = try Target(direct: true)
        let mesh = try Target(direct: false)
        for target in [direct, mesh] {
            target.canvas.clear(Color(hex: 0x203040))
            target.canvas.fill(CanvasTests.boxes())
            target.canvas.clip(to: Rect(x: 20, y: 30, width: 90, height: 50))
            target.canvas.fill(Array(CanvasTests.boxes().prefix(100)))
            target.canvas.fill(
                Rect(x: 40.3, y: 20.7, width: 70, height: 60), color: Color(hex: 0x8090A0), radius: 9.5)
            target.canvas.clip(to: nil)
            target.canvas.stroke(
                Rect(x: 5.5, y: 60.2, width: 100, height: 50), width: 1, color: Color(hex: 0xF0E0D0),
                radius: 13)
        }
        let (directBytes, meshBytes) = (direct.bytes, mesh.bytes)
        let differing = stride(from: 0, to: directBytes.count, by: 4).filter {
            directBytes[$0..<$0 + 4] != meshBytes[$0..<$0 + 4]
        }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first at byte \(differing.first ?? 0)")
        #expect(Set(stride(from: 0, to: directBytes.count, by: 4).map { directBytes[$0] }).count > 50)
    }

    @Test func textDrawnFromTheCacheIsTheTextDrawnAfresh() throws {
        let fonts = try RenderingTests.fonts()
        defer { fonts.close() }
        let font = try #require(fonts.font(.regular, size: 18))
        let cached = try Target(direct: true)
        let fresh = try Target(direct: true)
        for _ in 0..<3 {
            cached.canvas.clear(Palette.panel)
            #expect(cached.canvas.text("Cached: 21.4 pt", font: font, x: 4, y: 8, color: Palette.text).x > 50)
        }
        fresh.canvas.clear(Palette.panel)
        fresh.canvas.text("Cached: 21.4 pt", font: font, x: 4, y: 8, color: Palette.text)
        #expect(cached.bytes == fresh.bytes)
        cached.canvas.forgetCachedText()
        cached.canvas.clear(Palette.panel)
        cached.canvas.text("Cached: 21.4 pt", font: font, x: 4, y: 8, color: Palette.text)
        #expect(cached.bytes == fresh.bytes)
    }
}

/// Feathered edges: a pixel the edge crosses gets the share of it the shape covers, in the
/// window's mesh and the headless raster alike.
@Suite(.serialized) struct FeatheredEdgeTests {
    static func draw(_ box: BoxSnapshot, direct: Bool) throws -> CanvasTests.Target {
        let target = try CanvasTests.Target(direct: direct, width: 64, height: 48)
        target.canvas.clear(Color(hex: 0x000000))
        target.canvas.fill([box])
        _ = target.bytes
        return target
    }

    static func red(_ target: CanvasTests.Target, _ x: Int, _ y: Int) -> Int {
        let bytes = target.surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        return Int(bytes[y * Int(target.surface.pointee.pitch) + x * 4])
    }

    static func box(x: Float, y: Float, width: Float, height: Float, radius: Float) -> BoxSnapshot {
        BoxSnapshot(
            entity: Entity(index: 0, generation: 0),
            frame: BoxFrame(center: SIMD2(x + width / 2, y + height / 2), size: SIMD2(width, height)),
            color: Palette.oklab(1, 0, 0), radius: radius)
    }

    @Test func aStraightEdgeGivesEachPixelTheShareItCovers() throws {
        for direct in [true, false] {
            let target = try FeatheredEdgeTests.draw(
                FeatheredEdgeTests.box(x: 10.25, y: 8.5, width: 20.5, height: 20, radius: 0), direct: direct)
            let full = FeatheredEdgeTests.red(target, 20, 18)
            #expect(full > 240)
            #expect(FeatheredEdgeTests.red(target, 9, 18) == 0)
            #expect(abs(FeatheredEdgeTests.red(target, 10, 18) - full * 3 / 4) <= 2, "three quarters in")
            #expect(abs(FeatheredEdgeTests.red(target, 30, 18) - full * 3 / 4) <= 2)
            #expect(abs(FeatheredEdgeTests.red(target, 20, 8) - full / 2) <= 2, "half a row")
            #expect(abs(FeatheredEdgeTests.red(target, 10, 8) - full * 3 / 8) <= 2, "a corner: both shares")
        }
    }

    @Test func aRoundBoxHasASmoothRim() throws {
        for direct in [true, false] {
            let target = try FeatheredEdgeTests.draw(
                FeatheredEdgeTests.box(x: 12.3, y: 4.6, width: 36, height: 36, radius: 18), direct: direct)
            // Along the rim, between the full inside and the background, many levels.
            var levels: Set<Int> = []
            for y in 0..<48 {
                for x in 0..<64 {
                    let red = FeatheredEdgeTests.red(target, x, y)
                    if red > 8 && red < 240 { levels.insert(red / 16) }
                }
            }
            #expect(levels.count >= 12, "partly covered pixels of every shade: \(levels.count)")
            // The rows the box crosses begin with a partly covered pixel, not a jump from the
            // background to the full colour (unless the rim meets a pixel's side just there).
            let hardRows = (5..<40).filter { y in
                let first = (0..<64).map { FeatheredEdgeTests.red(target, $0, y) }.first { $0 > 0 }
                return (first ?? 255) >= 250
            }
            #expect(hardRows.count <= 2, "rows starting at full colour: \(hardRows)")
        }
    }
}
