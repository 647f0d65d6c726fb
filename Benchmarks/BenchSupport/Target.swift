/// One of the performance targets and whether a run met it.
public struct Target {
    /// What is measured, with its limit, as the table prints it.
    public let name: String
    /// The measured figure.
    public let value: Double
    /// The largest acceptable figure.
    public let limit: Double
    /// Decimals to print the figure with.
    public let digits: Int

    /// A target named `name`: `value` measured against `limit`, printed with `digits` decimals.
    public init(name: String, value: Double, limit: Double, digits: Int) {
        self.name = name
        self.value = value
        self.limit = limit
        self.digits = digits
    }

    /// Whether the figure is within the limit.
    public var isMet: Bool { value <= limit }

    /// The target as a row of the targets table: name, figure, met or missed.
    public var row: String {
        "  " + left(name, 66) + right(fixed(value, digits), 9) + (isMet ? "  met" : "  MISSED")
    }

    /// The target as JSON: name, figure, limit and whether it was met.
    public var json: JSON {
        .object([
            ("name", .string(name)), ("value", .number(value, digits: 3)),
            ("limit", .number(limit, digits: 3)), ("met", .bool(isMet)),
        ])
    }
}
