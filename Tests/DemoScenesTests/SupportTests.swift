import DemoScenes
import Engine
import Testing

@Suite struct SupportTests {
    @Test func keysMapToCommands() {
        #expect(KeyBindings.command(for: .space, shift: false) == .togglePause)
        #expect(KeyBindings.command(for: .period, shift: false) == .step)
        #expect(KeyBindings.command(for: .s, shift: false) == .toggleSlowMotion)
        #expect(KeyBindings.command(for: .r, shift: false) == .reverse)
        #expect(KeyBindings.command(for: .c, shift: false) == .nextCurve)
        #expect(KeyBindings.command(for: .c, shift: true) == .previousCurve)
        #expect(KeyBindings.command(for: .f, shift: false) == .nextFont)
        #expect(KeyBindings.command(for: .equals, shift: false) == .addBoxes(KeyBindings.boxesPerPress))
        #expect(
            KeyBindings.command(for: .keypadMinus, shift: false) == .removeBoxes(KeyBindings.boxesPerPress))
        #expect(KeyBindings.command(for: .escape, shift: false) == .quit)
        #expect(KeyBindings.command(for: .f12, shift: false) == .screenshot)
    }

    @Test func steppingAddingRemovingAndCurvesRepeatWhileHeld() {
        let held = KeyBindings.Key.allCases.filter {
            KeyBindings.command(for: $0, shift: false).repeatsWhileHeld
        }
        #expect(held == [.period, .c, .right, .left, .plus, .equals, .keypadPlus, .minus, .keypadMinus])
    }

    @Test func theCatalogueHasEveryCurveOnce() {
        let names = CurveCatalog.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(CurveCatalog.all.filter { $0.group == .penner }.count == 30)
        #expect(CurveCatalog.all.filter { $0.group == .steps }.count == 4)
        #expect(CurveCatalog.all.filter { $0.group == .css }.count == 4)
        #expect(CurveCatalog.all.filter { $0.group == .spring }.count >= 3)
        #expect(CurveChoice.mixed.advanced(by: CurveCatalog.all.count + 1) == .mixed)
    }

    @Test func polarMatchingIsAPermutationThatKeepsAMatchingSetInPlace() {
        var random = SeededRandom(seed: 3)
        let points = (0..<500).map { _ in SIMD2(random.nextUnitFloat() * 100, random.nextUnitFloat() * 100) }
        #expect(PolarMatching.match(from: points, to: points, around: SIMD2(50, 50)) == Array(0..<500))
        let other = (0..<500).map { _ in SIMD2(random.nextUnitFloat() * 100, random.nextUnitFloat() * 100) }
        let assignment = PolarMatching.match(from: points, to: other, around: SIMD2(50, 50))
        #expect(assignment.sorted() == Array(0..<500))
    }

    @Test func numbersAreFormattedWithFixedDecimals() {
        #expect(Format.fixed(32, 1) == "32.0")
        #expect(Format.fixed(0.0149, 3) == "0.015")
        #expect(Format.fixed(-2.25, 1) == "-2.3")
        #expect(Format.fixed(-0.01, 1) == "0.0")
        #expect(Format.fixed(1.5, 0) == "2")
        #expect(Format.fixed(.nan, 2) == "-")
    }

    @Test func theFrameMeterAveragesOverHalfASecond() {
        var meter = FrameMeter(renderer: "software")
        #expect(meter.stats.framesPerSecond == nil)
        for frame in 0...40 {
            meter.record(now: UInt64(frame) * 16_666_667, ticks: 2, tickNanoseconds: 300_000)
        }
        let fps = try! #require(meter.stats.framesPerSecond)
        #expect(abs(fps - 60) < 0.01)
        #expect(meter.stats.millisecondsPerTick == 0.15)
        #expect(meter.stats.renderer == "software")
    }

    @Test func theFrameMeterSummarisesItsWindows() {
        var meter = FrameMeter()
        #expect(meter.summary == nil)
        // Half a second at 50 fps, then at 20, then at 40: one window each.
        var now: UInt64 = 0
        meter.record(now: now, ticks: 0, tickNanoseconds: 0)
        for rate: UInt64 in [50, 20, 40] {
            for _ in 0..<(rate / 2) {
                now += 1_000_000_000 / rate
                meter.record(now: now, ticks: 1, tickNanoseconds: 0)
            }
        }
        #expect(meter.windowFramesPerSecond.count == 3)
        #expect(meter.summary == "fps over 3 half-second windows: slowest 20.0, median 40.0, fastest 50.0")
    }

    @Test(arguments: [(1280, 800), (900, 600), (320, 240), (3000, 2000)])
    func theLayoutKeepsItsPartsApartAndInside(width: Int, height: Int) {
        let layout = Layout(width: width, height: height)
        let window = Rect(x: 0, y: 0, width: Float(width), height: Float(height))
        for part in [layout.hud, layout.panel, layout.field] {
            #expect(part.width > 0 && part.height > 0)
            #expect(
                window.contains(SIMD2(part.x, part.y)) && part.maxX <= window.maxX && part.maxY <= window.maxY
            )
        }
        #expect(layout.hud.maxY < layout.field.y)
        #expect(layout.field.maxX < layout.panel.x)
    }

}

/// The grid fills every row where the count allows, and centres a short last row otherwise.
@Suite struct GridTests {
    @Test(arguments: [3000, 3500, 2500, 120, 1000])
    func everyRowIsFullWhenTheCountHasASuitableDivisor(count: Int) {
        for (width, height) in [(836, 714), (174, 172), (398, 316)] {
            let columns = Arrangement.gridColumns(count: count, width: Float(width), height: Float(height))
            #expect(count % columns == 0, "\(count) boxes in \(width)x\(height): \(columns) columns")
        }
    }

    @Test func aShortLastRowIsCentred() throws {
        var random = SeededRandom(seed: 1)
        let field = Rect(x: 0, y: 0, width: 400, height: 300)
        let targets = Arrangement.grid.targets(count: 101, in: field, random: &random)  // 101 is prime
        let rows = Dictionary(grouping: targets) { Int($0.frame.center.y.rounded()) }
        let last = try #require(rows.max { $0.key < $1.key }?.value)
        let xs = last.map(\.frame.center.x)
        let middle = (xs.min()! + xs.max()!) / 2
        #expect(abs(middle - field.center.x) < 0.5)
    }
}
