/// `value` with `digits` digits after the decimal point ("nan" and "inf" as such).
public func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e18 else { return "\(value)" }
    let units = UInt64(scaled)
    let whole = units / UInt64(scale)
    var text = (value < 0 && units != 0 ? "-" : "") + grouped(Int(whole))
    if digits > 0 {
        let fraction = String(units % UInt64(scale))
        text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return text
}

/// `value` with thousands separated by commas: 1,000,000.
public func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var text = ""
    for (position, digit) in digits.enumerated() {
        if position > 0 && (digits.count - position) % 3 == 0 { text.append(",") }
        text.append(digit)
    }
    return value < 0 ? "-" + text : text
}

/// `text` padded with spaces on the left to `width` characters.
public func right(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

/// `text` padded with spaces on the right to `width` characters.
public func left(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

/// A summary as "median (min–max)" with `digits` decimals.
public func describe(_ summary: Summary, _ digits: Int = 2) -> String {
    "\(fixed(summary.median, digits)) (\(fixed(summary.min, digits))–\(fixed(summary.max, digits)))"
}
