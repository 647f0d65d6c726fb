/// Number formatting for on-screen text, without Foundation's locale-dependent formatters.
public enum Format {
    /// `value` rounded to `places` decimals (0...6), e.g. `fixed(1.005, 2)` is "1.01"; NaN and
    /// infinities are "-".
    public static func fixed(_ value: Double, _ places: Int) -> String {
        let places = min(max(places, 0), 6)
        guard value.isFinite, abs(value) < 1e12 else { return "-" }
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return "\(sign)\(scaled)" }
        let fraction = String(scaled % scale)
        return "\(sign)\(scaled / scale).\(String(repeating: "0", count: places - fraction.count))\(fraction)"
    }
}
