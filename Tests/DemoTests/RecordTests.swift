import Foundation
import Testing

/// `--record DIR` writes every headless frame as a numbered PNG, the same bytes on every run,
/// the last one the PNG `--out` writes; an output directory that cannot be written stops the
/// demo before it draws anything.
@Suite struct RecordTests {
    static func temporaryDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func recordWritesEveryFrameTheSameTwiceAndTheLastIsTheOutPNG() throws {
        let root = try RecordTests.temporaryDirectory("record")
        defer { try? FileManager.default.removeItem(at: root) }
        var runs: [[String: Data]] = []
        for name in ["a", "b"] {
            let directory = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let run = try ExecutableTests().run([
                "--headless", "--scene", "rollback", "--frames", "12", "--size", "480x320", "--record",
                directory.path,
            ])
            #expect(run.status == 0, "\(run.standardError)")
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(names == (1...12).map { "frame-" + String(format: "%04d", $0) + ".png" })
            var files: [String: Data] = [:]
            for name in names { files[name] = try Data(contentsOf: directory.appendingPathComponent(name)) }
            runs.append(files)
        }
        #expect(runs[0] == runs[1], "the same bytes on both runs")
        #expect(runs[0]["frame-0001.png"] != runs[0]["frame-0012.png"], "the frames move")
        let out = root.appendingPathComponent("out.png").path
        let single = try ExecutableTests().run([
            "--headless", "--scene", "rollback", "--frames", "12", "--size", "480x320", "--out", out,
        ])
        #expect(single.status == 0, "\(single.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == runs[0]["frame-0012.png"])
    }

    @Test func anOutPathInAMissingDirectoryFailsBeforeRendering() throws {
        let run = try ExecutableTests().run([
            "--headless", "--frames", "600", "--entities", "100", "--out", "/nonexistent/dir/x.png",
        ])
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix(
                "sdl-demo: --out: cannot write to the directory of '/nonexistent/dir/x.png'"))
        #expect(run.standardError.contains("/nonexistent/dir is missing or read-only"))
        #expect(run.standardOutput.isEmpty)
    }
}
