import RollbackNetwork

/// The link conditions of `--link`: comma-separated `key=value` pairs, each key at most once,
/// among `loss`, `dup` and `reorder` (percentages 0...100) and `delay`, `jitter` and `hold`
/// (milliseconds 0...60000). `loss=10,delay=60,jitter=20,dup=5,reorder=5` loses one datagram in
/// ten and delays the others 40 to 80 ms.
public enum LinkSpec {
    /// Keys whose values are percentages.
    static let rates: Set<String> = ["loss", "dup", "reorder"]
    /// Keys whose values are milliseconds.
    static let delays: Set<String> = ["delay", "jitter", "hold"]

    /// The conditions `text` describes, or what is wrong with it.
    public static func parse(_ text: String) -> Result<LinkConditions, UsageError> {
        var values: [String: Int] = [:]
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2 else { return .failure(.badLink(text, "'\(pair)' is not key=value")) }
            let key = String(parts[0])
            let isRate = rates.contains(key)
            guard isRate || delays.contains(key) else {
                return .failure(.badLink(text, "unknown key '\(key)'"))
            }
            guard values[key] == nil else { return .failure(.badLink(text, "'\(key)' given twice")) }
            let range = isRate ? 0...100 : 0...Int(LinkConditions.maximumDelay)
            guard let value = Int(parts[1]), range.contains(value) else {
                let unit = isRate ? "a percentage" : "milliseconds"
                return .failure(
                    .badLink(text, "\(key) takes \(unit) in \(range.lowerBound)...\(range.upperBound)"))
            }
            values[key] = value
        }
        var conditions = LinkConditions(
            lossRate: Double(values["loss"] ?? 0) / 100, delay: UInt64(values["delay"] ?? 0),
            jitter: UInt64(values["jitter"] ?? 0), duplicationRate: Double(values["dup"] ?? 0) / 100,
            reorderRate: Double(values["reorder"] ?? 0) / 100)
        if let hold = values["hold"] { conditions.reorderHold = UInt64(hold) }
        return .success(conditions)
    }
}
