/// A command line the demo cannot run: the message says what is wrong; the usage follows it.
public enum UsageError: Error, Equatable, Sendable {
    /// A flag the demo does not know.
    case unknownFlag(String)
    /// A flag given without its value.
    case missingValue(flag: String)
    /// A value that is not a whole number.
    case notANumber(flag: String, value: String)
    /// A number outside the accepted range.
    case outOfRange(flag: String, value: String, range: ClosedRange<Int>)
    /// `--size` not of the form `WIDTHxHEIGHT` within the accepted range.
    case badSize(String)
    /// `--font` naming a file that does not exist.
    case fontNotFound(String)
    /// `--curve` naming no curve of the catalogue.
    case unknownCurve(String)
    /// `--scene` naming no scene.
    case unknownScene(String)
    /// A path whose directory does not exist or cannot be written.
    case unwritableDirectory(flag: String, path: String)
    /// Flags that cannot go together.
    case conflict(String)
    /// `--connect` not naming `HOST:PORT`.
    case badEndpoint(String)
    /// A `--link` specification that is not understood, and why.
    case badLink(String, String)

    /// `names` joined with commas into indented lines of at most 92 characters.
    static func wrapped(_ names: [String]) -> String {
        var lines: [String] = []
        var line = " "
        for name in names {
            if line.count + name.count + 2 > 92 {
                lines.append(line)
                line = " "
            }
            line += " " + name + (name == names.last ? "" : ",")
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// What is wrong: one line, and for a curve the names to choose from.
    public var message: String {
        switch self {
        case .unknownFlag(let flag): return "unknown option '\(flag)'"
        case .missingValue(let flag): return "\(flag) needs a value"
        case .notANumber(let flag, let value): return "\(flag) expects a whole number, got '\(value)'"
        case .outOfRange(let flag, let value, let range):
            return "\(flag) must be between \(range.lowerBound) and \(range.upperBound), got \(value)"
        case .badSize(let value):
            return "--size expects WIDTHxHEIGHT of at least 320x240 and at most 8192x8192, got '\(value)'"
        case .fontNotFound(let path): return "--font: no file at '\(path)'"
        case .unknownCurve(let name):
            return "--curve: no curve named '\(name)'; the names are:\n"
                + UsageError.wrapped(CurveCatalog.names)
        case .unknownScene(let name):
            let names = SceneKind.allCases.map(\.name)
            let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            return "--scene: no scene named '\(name)' (\(list))"
        case .unwritableDirectory(let flag, let path):
            return "\(flag): cannot write to the directory of '\(path)' "
                + "(\(Screenshots.directory(of: path)) is missing or read-only)"
        case .conflict(let what): return what
        case .badEndpoint(let text):
            return "--connect expects HOST:PORT (an IPv4 address or localhost, port 1...65535), got '\(text)'"
        case .badLink(let text, let reason):
            return "--link: \(reason) in '\(text)' (e.g. loss=10,delay=60,jitter=20,dup=5,reorder=5)"
        }
    }
}
