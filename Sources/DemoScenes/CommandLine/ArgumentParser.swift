import Foundation
import RollbackNetwork

/// Turns `sdl-demo`'s arguments into ``DemoOptions``, or a ``UsageError`` saying what is wrong.
/// Values follow their flag as the next argument or after `=` (`--hz 120`, `--hz=120`).
public enum ArgumentParser {
    /// Accepted `--entities`.
    public static let entitiesRange = 0...FieldScene.maximumBoxes
    /// Accepted `--hz`.
    public static let tickRateRange = 1...1000
    /// Accepted width of `--size`.
    public static let widthRange = 320...8192
    /// Accepted height of `--size`.
    public static let heightRange = 240...8192
    /// Accepted `--listen`.
    public static let portRange = 1...65535
    /// Accepted `--peers`.
    public static let peerCountRange = 2...8
    /// Accepted `--frames`, `--after-frames` and `--after-ticks`.
    public static let framesRange = 1...1_000_000

    /// The flags that take no value.
    static let switches: Set<String> = ["--help", "-h", "--headless", "--no-vsync", "--no-autopilot"]

    /// The options of `arguments` (without the program name). `fileExists` says whether a
    /// regular file is at a path, `canWrite` whether a file can be created in the directory of
    /// a path; tests pass their own.
    public static func parse(
        _ arguments: [String], fileExists: (String) -> Bool = ArgumentParser.regularFileExists,
        canWrite: (String) -> Bool = Screenshots.canWrite(directoryOf:)
    ) throws(UsageError) -> DemoOptions {
        var options = DemoOptions()
        var given: Set<String> = []
        var remaining = arguments[...]
        var mesh = MeshFlags()
        while let argument = remaining.popFirst() {
            var flag = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.first, !next.hasPrefix("--") else {
                    throw .missingValue(flag: flag)
                }
                remaining.removeFirst()
                return next
            }
            if inlineValue != nil, ArgumentParser.switches.contains(flag) { throw .unknownFlag(argument) }
            given.insert(flag)
            switch flag {
            case "--help", "-h": options.showHelp = true
            case "--headless": options.headless = true
            case "--no-vsync": options.vsync = false
            case "--no-autopilot": options.autopilot = false
            case "--entities": options.entities = try number(flag, try value(), in: entitiesRange)
            case "--hz": options.tickRate = UInt64(try number(flag, try value(), in: tickRateRange))
            case "--frames": options.frames = try number(flag, try value(), in: framesRange)
            case "--after-frames":
                options.screenshotAfterFrames = try number(flag, try value(), in: framesRange)
            case "--after-ticks":
                options.screenshotAfterTicks = try number(flag, try value(), in: framesRange)
            case "--size": (options.width, options.height) = try size(try value())
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else { throw .notANumber(flag: flag, value: text) }
                options.seed = seed
            case "--font":
                let path = try value()
                guard fileExists(path) else { throw .fontNotFound(path) }
                options.fontPath = path
            case "--curve":
                let name = try value()
                if name.lowercased() == "mixed" {
                    options.curve = .mixed
                } else if let index = CurveCatalog.entry(named: name) {
                    options.curve = .entry(index)
                } else {
                    throw .unknownCurve(name)
                }
            case "--scene":
                let name = try value()
                guard let scene = SceneKind(name: name) else { throw .unknownScene(name) }
                options.scene = scene
            case "--listen":
                options.network = .listen(port: UInt16(try number(flag, try value(), in: portRange)))
            case "--connect":
                let text = try value()
                guard let endpoint = NetworkRole.endpoint(text) else { throw .badEndpoint(text) }
                options.network = .connect(endpoint)
            case "--peers": mesh.peers = try number(flag, try value(), in: peerCountRange)
            case "--peer": mesh.index = try number(flag, try value(), in: 0...(peerCountRange.upperBound - 1))
            case "--base-port": mesh.basePort = try number(flag, try value(), in: portRange)
            case "--link":
                switch LinkSpec.parse(try value()) {
                case .success(let conditions): options.link = conditions
                case .failure(let error): throw error
                }
            case "--out": options.outputPath = try writablePath(flag, try value(), canWrite: canWrite)
            case "--record":
                let directory = try path(flag, try value())
                _ = try writablePath(flag, RecordedFrames.path(1, of: 1, in: directory), canWrite: canWrite)
                options.recordDirectory = directory
            case "--gallery": options.galleryPath = try path(flag, try value())
            case "--motion-gallery": options.motionGalleryPath = try path(flag, try value())
            case "--screenshot":
                options.screenshotPath = try writablePath(flag, try value(), canWrite: canWrite)
            default: throw .unknownFlag(argument)
            }
        }
        if let role = try mesh.role() { options.network = role }
        try checkCombinations(options, given: given)
        if given.contains("--record"), !given.contains("--out") { options.outputPath = nil }
        return options
    }

    private static func checkCombinations(_ options: DemoOptions, given: Set<String>) throws(UsageError) {
        if !options.headless, !given.isDisjoint(with: ["--frames", "--out", "--record"]) {
            throw .conflict("--frames, --out and --record go with --headless")
        }
        if options.headless, !given.isDisjoint(with: ["--screenshot", "--after-frames", "--after-ticks"]) {
            throw .conflict("--screenshot needs a window; with --headless use --out or --record")
        }
        if !given.contains("--screenshot"), !given.isDisjoint(with: ["--after-frames", "--after-ticks"]) {
            throw .conflict("--after-frames and --after-ticks go with --screenshot")
        }
        if given.contains("--after-frames"), given.contains("--after-ticks") {
            throw .conflict("--after-frames and --after-ticks cannot go together: give one")
        }
        try checkNetwork(options, given: given)
    }

    private static func checkNetwork(_ options: DemoOptions, given: Set<String>) throws(UsageError) {
        if given.contains("--listen"), given.contains("--connect") || given.contains("--peers") {
            throw .conflict(
                "--listen and --connect cannot go together: one process listens, the other connects")
        }
        if options.network != nil, options.scene != .rollback {
            throw .conflict("--listen and --connect go with --scene rollback")
        }
        if options.network == nil, given.contains("--link") {
            throw .conflict("--link goes with --listen, --connect or --peers")
        }
        if case .mesh = options.network, !options.headless || given.contains("--connect") {
            throw .conflict("--peers goes with --headless, without --listen or --connect")
        }
        if options.network != nil,
            !given.isDisjoint(with: ["--out", "--record", "--gallery", "--motion-gallery"])
        {
            throw .conflict(
                "--listen and --connect write no image: drop --out, --record, --gallery and --motion-gallery")
        }
    }

    private static func number(_ flag: String, _ text: String, in range: ClosedRange<Int>) throws(UsageError)
        -> Int
    {
        guard let value = Int(text) else { throw .notANumber(flag: flag, value: text) }
        guard range.contains(value) else { throw .outOfRange(flag: flag, value: text, range: range) }
        return value
    }

    private static func size(_ text: String) throws(UsageError) -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            widthRange.contains(width), heightRange.contains(height)
        else { throw .badSize(text) }
        return (width, height)
    }

    private static func path(_ flag: String, _ text: String) throws(UsageError) -> String {
        guard !text.isEmpty else { throw .missingValue(flag: flag) }
        return text
    }

    /// `text` as a path whose directory `canWrite` says can be written.
    private static func writablePath(_ flag: String, _ text: String, canWrite: (String) -> Bool)
        throws(UsageError)
        -> String
    {
        let path = try path(flag, text)
        guard canWrite(path) else { throw .unwritableDirectory(flag: flag, path: path) }
        return path
    }

    /// Whether a regular file (not a directory) is at `path`.
    public static func regularFileExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }
}
