import DemoScenes
import Testing

@Suite struct ArgumentParserTests {
    /// A file system where only `/fonts/Good.ttf` exists.
    static func exists(_ path: String) -> Bool { path == "/fonts/Good.ttf" }

    func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
        try ArgumentParser.parse(arguments, fileExists: ArgumentParserTests.exists)
    }

    @Test func noArgumentsGiveTheDefaults() throws {
        let options = try parse([])
        #expect(options == DemoOptions())
        #expect(options.entities == 3000)
        #expect(options.tickRate == 60)
        #expect(options.opensWindow)
    }

    @Test func everyFlagIsRead() throws {
        let options = try parse([
            "--entities", "12", "--hz=120", "--size", "640x480", "--font", "/fonts/Good.ttf", "--seed", "9",
            "--curve", "easeOutBounce", "--headless", "--frames", "7", "--out", "x.png", "--gallery", "g.png",
            "--no-vsync", "--no-autopilot", "--motion-gallery", "m.png",
        ])
        #expect(options.entities == 12)
        #expect(options.tickRate == 120)
        #expect(options.width == 640 && options.height == 480)
        #expect(options.fontPath == "/fonts/Good.ttf")
        #expect(options.seed == 9)
        #expect(options.curve == .entry(CurveCatalog.entry(named: "easeOutBounce")!))
        #expect(options.headless && options.frames == 7 && options.outputPath == "x.png")
        #expect(options.galleryPath == "g.png" && options.motionGalleryPath == "m.png")
        #expect(!options.vsync && !options.autopilot && !options.opensWindow)
    }

    @Test func cssSpellingsOfStepsAreCurvesAndAnUnknownNameListsThem() throws {
        let end = try #require(CurveCatalog.entry(named: "steps(5, jump-end)"))
        #expect(try parse(["--curve", "steps(5, end)"]).curve == .entry(end))
        #expect(try parse(["--curve", "steps(5)"]).curve == .entry(end))
        let start = try #require(CurveCatalog.entry(named: "steps(5, jump-start)"))
        #expect(try parse(["--curve", "STEPS(5,start)"]).curve == .entry(start))
        let message = UsageError.unknownCurve("wobbly").message
        for name in [
            "mixed", "linear", "ease-in-out", "easeOutBounce", "steps(5, jump-both)", "spring(0.5, 0.3)",
        ] {
            #expect(message.contains(name), "the error lists \(name)")
        }
        #expect(message.split(separator: "\n").allSatisfy { $0.count <= 92 })
    }

    @Test func theMotionGalleryAloneOpensNoWindow() throws {
        let options = try parse(["--motion-gallery", "motion.png"])
        #expect(options.motionGalleryPath == "motion.png" && options.galleryPath == nil)
        #expect(!options.opensWindow && !options.headless)
        #expect(try parse(["--motion-gallery=m.png", "--gallery", "g.png"]).motionGalleryPath == "m.png")
        #expect(try parse([]).motionGalleryPath == nil)
    }

    @Test func screenshotAndHelp() throws {
        let options = try parse(["--screenshot", "s.png", "--after-frames", "30"])
        #expect(options.screenshotPath == "s.png" && options.screenshotAfterFrames == 30)
        #expect(try parse([]).screenshotPath == "screenshot.png")
        #expect(try parse([]).screenshotAfterFrames == nil)
        #expect(try parse(["-h"]).showHelp)
        #expect(try parse(["--help"]).showHelp)
    }

    @Test func afterTicksAndRecordAreRead() throws {
        let ticks = try parse(["--screenshot", "s.png", "--after-ticks=90"])
        #expect(ticks.screenshotAfterTicks == 90 && ticks.screenshotAfterFrames == nil && ticks.capturesOnce)
        #expect(!ticks.captureIsDue(frames: 1_000, ticks: 89) && ticks.captureIsDue(frames: 1, ticks: 90))
        let frames = try parse(["--screenshot", "s.png", "--after-frames", "30"])
        #expect(!frames.captureIsDue(frames: 29, ticks: 1_000) && frames.captureIsDue(frames: 30, ticks: 0))
        #expect(!(try parse([])).capturesOnce)
        let anywhere = { (arguments: [String]) throws(UsageError) in
            try ArgumentParser.parse(arguments, canWrite: { _ in true })
        }
        let recorded = try anywhere(["--headless", "--record", "frames", "--frames", "12"])
        #expect(
            recorded.recordDirectory == "frames" && recorded.outputPath == nil, "no frame.png unless asked")
        let both = try anywhere(["--headless", "--record", "frames", "--out", "last.png"])
        #expect(both.recordDirectory == "frames" && both.outputPath == "last.png")
        #expect(try parse(["--headless"]).outputPath == "frame.png" && (try parse([])).recordDirectory == nil)
    }

    /// `--out`, `--record` and `--screenshot` check their directory before anything is drawn.
    @Test func outputDirectoriesAreCheckedUpFront() throws {
        let missing = { (path: String) in !path.hasPrefix("/missing/") }
        #expect(throws: UsageError.unwritableDirectory(flag: "--out", path: "/missing/dir/x.png")) {
            try ArgumentParser.parse(["--headless", "--out", "/missing/dir/x.png"], canWrite: missing)
        }
        #expect(throws: UsageError.unwritableDirectory(flag: "--record", path: "/missing/dir/frame-0001.png"))
        {
            try ArgumentParser.parse(["--headless", "--record", "/missing/dir"], canWrite: missing)
        }
        #expect(throws: UsageError.unwritableDirectory(flag: "--record", path: "/missing/frame-0001.png")) {
            try ArgumentParser.parse(["--headless", "--record", "/missing/"], canWrite: missing)
        }
        let fine = try ArgumentParser.parse(
            ["--headless", "--out", "/tmp/x.png", "--record", "/tmp"], canWrite: missing)
        #expect(fine.outputPath == "/tmp/x.png" && fine.recordDirectory == "/tmp")
        #expect(RecordedFrames.path(7, of: 12, in: "d") == "d/frame-0007.png")
        #expect(RecordedFrames.path(7, of: 12_000, in: "d/") == "d/frame-00007.png")
    }

    @Test func curvesAreFoundByTheirCatalogueNames() throws {
        #expect(try parse(["--curve", "mixed"]).curve == .mixed)
        for (index, entry) in CurveCatalog.all.enumerated() {
            #expect(try parse(["--curve", entry.name]).curve == .entry(index))
        }
        #expect(
            try parse(["--curve", "EASE_IN_OUT"]).curve == .entry(CurveCatalog.entry(named: "ease-in-out")!))
    }

    @Test(arguments: [
        (["--bogus"], UsageError.unknownFlag("--bogus")),
        (["stray"], .unknownFlag("stray")),
        (["--headless=yes"], .unknownFlag("--headless=yes")),
        (["--hz", "abc"], .notANumber(flag: "--hz", value: "abc")),
        (["--entities", "1.5"], .notANumber(flag: "--entities", value: "1.5")),
        (
            ["--entities", "-3"],
            .outOfRange(flag: "--entities", value: "-3", range: ArgumentParser.entitiesRange)
        ),
        (
            ["--entities", "100001"],
            .outOfRange(flag: "--entities", value: "100001", range: ArgumentParser.entitiesRange)
        ),
        (["--hz", "0"], .outOfRange(flag: "--hz", value: "0", range: ArgumentParser.tickRateRange)),
        (["--hz=1001"], .outOfRange(flag: "--hz", value: "1001", range: ArgumentParser.tickRateRange)),
        (["--hz"], .missingValue(flag: "--hz")),
        (["--out", "--headless"], .missingValue(flag: "--out")),
        (["--motion-gallery"], .missingValue(flag: "--motion-gallery")),
        (["--motion-gallery="], .missingValue(flag: "--motion-gallery")),
        (["--motion-galleries", "m.png"], .unknownFlag("--motion-galleries")),
        (["--seed", "-1"], .notANumber(flag: "--seed", value: "-1")),
        (["--size", "0x0"], .badSize("0x0")),
        (["--size", "640"], .badSize("640")),
        (["--size", "100x100"], .badSize("100x100")),
        (["--size", "640x480x2"], .badSize("640x480x2")),
        (["--font", "/nope/Missing.ttf"], .fontNotFound("/nope/Missing.ttf")),
        (["--curve", "wobbly"], .unknownCurve("wobbly")),
        (["--frames", "10"], .conflict("--frames, --out and --record go with --headless")),
        (["--record", "."], .conflict("--frames, --out and --record go with --headless")),
        (
            ["--headless", "--screenshot", "s.png"],
            .conflict("--screenshot needs a window; with --headless use --out or --record")
        ),
        (["--after-frames", "3"], .conflict("--after-frames and --after-ticks go with --screenshot")),
        (["--after-ticks", "3"], .conflict("--after-frames and --after-ticks go with --screenshot")),
        (
            ["--screenshot", "s.png", "--after-ticks", "3", "--after-frames", "3"],
            .conflict("--after-frames and --after-ticks cannot go together: give one")
        ),
        (
            ["--screenshot", "s.png", "--after-ticks", "0"],
            .outOfRange(flag: "--after-ticks", value: "0", range: ArgumentParser.framesRange)
        ),
        (
            ["--screenshot", "s.png", "--after-ticks", "soon"],
            .notANumber(flag: "--after-ticks", value: "soon")
        ),
        (["--screenshot", "s.png", "--after-ticks"], .missingValue(flag: "--after-ticks")),
        (["--headless", "--record"], .missingValue(flag: "--record")),
        (["--headless", "--record="], .missingValue(flag: "--record")),
        (
            ["--headless", "--scene", "rollback", "--listen", "7000", "--record", "."],
            .conflict(
                "--listen and --connect write no image: drop --out, --record, --gallery and --motion-gallery")
        ),
    ])
    func badArgumentsAreTypedErrors(arguments: [String], expected: UsageError) {
        #expect(throws: expected) { try parse(arguments) }
    }

    @Test func aUsageErrorExitsWithStatusTwoAndTheUsage() {
        let error = DemoError.usage(
            .outOfRange(flag: "--hz", value: "0", range: ArgumentParser.tickRateRange))
        #expect(error.exitCode == 2)
        #expect(error.message.contains("--hz must be between 1 and 1000, got 0"))
        #expect(error.message.contains("usage: sdl-demo"))
        #expect(DemoError.noDisplay("x").exitCode == 1)
        #expect(DemoError.noDisplay("x").message.contains("--headless"))
        #expect(DemoError.fontMissing(searched: ["/a"]).message.contains("--font PATH"))
    }

    @Test func theUsageListsEveryFlagAndKey() {
        for flag in [
            "--entities", "--hz", "--size", "--curve", "--seed", "--font", "--no-vsync", "--no-autopilot",
            "--headless", "--frames", "--out", "--gallery", "--motion-gallery", "--screenshot",
            "--after-frames", "--listen", "--connect", "--link", "--peers", "--peer", "--base-port",
            "--help",
        ] {
            #expect(Usage.text.contains(flag), "\(flag)")
        }
        for binding in KeyBindings.help {
            #expect(Usage.text.contains(binding.action))
        }
    }
}
