/// A line of the text panel, a component of a text entity. What it says may depend on the font
/// descriptor the entity reads from its environment, so the panel describes its own font.
public enum TextLine: Equatable, Sendable {
    /// Fixed text.
    case literal(String)
    /// "style  bold".
    case style
    /// "size  21.4 pt".
    case size
    /// "weight  550".
    case weight
    /// "line spacing  6.0".
    case lineSpacing
    /// Running text, wrapped to the panel's width.
    case paragraph(String)

    /// The text to draw when the entity's font is `font`.
    public func text(for font: FontDescriptor) -> String {
        switch self {
        case .literal(let text), .paragraph(let text): return text
        case .style: return "style  " + TextLine.name(of: font.style)
        case .size: return "size  \(Format.fixed(Double(font.size), 1)) pt"
        case .weight: return "weight  \(Int(font.weight.rounded()))"
        case .lineSpacing: return "line spacing  \(Format.fixed(Double(font.lineSpacing), 1))"
        }
    }

    /// The name of a style, as the panel shows it (spelt out: interpolating the case reflects
    /// on it and allocates every frame).
    static func name(of style: BlockFontStyle) -> String {
        switch style {
        case .regular: return "regular"
        case .bold: return "bold"
        case .italic: return "italic"
        }
    }

    /// Whether the text wraps to the panel's width.
    public var wraps: Bool {
        if case .paragraph = self { return true }
        return false
    }

    /// The lines of the panel, top to bottom.
    public static let panel: [TextLine] = [
        .literal("FontDescriptor"), .style, .size, .weight, .lineSpacing,
        .paragraph("The quick brown fox jumps over the lazy dog."),
    ]
}
