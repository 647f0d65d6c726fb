/// A JSON value, rendered by hand: the benchmarks have no Foundation.
public enum JSON {
    /// A number printed with `digits` digits after the point; null when not finite.
    case number(Double, digits: Int)
    /// A whole number.
    case integer(Int)
    /// A string, escaped as JSON requires.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array of values.
    case array([JSON])
    /// An object, its members in this order.
    case object([(String, JSON)])

    /// A summary as an object of median, min, max and the number of runs.
    public static func summary(_ summary: Summary) -> JSON {
        .object([
            ("median", .number(summary.median, digits: 3)), ("min", .number(summary.min, digits: 3)),
            ("max", .number(summary.max, digits: 3)), ("runs", .integer(summary.count)),
        ])
    }

    /// The JSON text, indented by two spaces per level.
    public func rendered(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .number(let value, let digits):
            return value.isFinite ? fixed(value, digits).replacingAll(",", with: "") : "null"
        case .integer(let value): return String(value)
        case .string(let text): return JSON.quoted(text)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            let body = items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n")
            return "[\n\(body)\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let body = members.map { inner + JSON.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }
                .joined(separator: ",\n")
            return "{\n\(body)\n\(indent)}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension String {
    /// This text with every `target` character replaced by `replacement`.
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
