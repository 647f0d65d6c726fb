import Glibc

/// What the figures were measured on.
struct Machine {
    /// The CPU's model name, as `lscpu` prints it.
    let model: String
    /// Online processors.
    let cores: Int
    /// The one-minute load average when the run began: other work on the machine skews figures.
    let loadAverage: String
    /// Whether this is an optimised build.
    let isRelease: Bool

    /// The machine this process runs on.
    static func current() -> Machine {
        let cpuinfo = readText("/proc/cpuinfo") ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { String($0.drop { $0 == " " }) } ?? "unknown"
        let load = (readText("/proc/loadavg") ?? "?").split(separator: " ").first.map(String.init) ?? "?"
        #if DEBUG
            let isRelease = false
        #else
            let isRelease = true
        #endif
        return Machine(
            model: model, cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)), loadAverage: load, isRelease: isRelease
        )
    }

    /// The contents of the text file at `path`, or nil when it cannot be read.
    private static func readText(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
