import Engine
import TransitionCore

/// The discrete part of a ``FontDescriptor``: the seed's regular and bold, plus italic.
public enum BlockFontStyle: Equatable, Sendable, CaseIterable {
    /// Upright, normal face.
    case regular
    /// The bold face.
    case bold
    /// A slanted face.
    case italic
}

/// The seed's font descriptor: a discrete `style` and three continuous parameters, eased by its
/// own `progress * progress`. The text panel hands it to its lines through the environment.
public struct FontDescriptor: Transitionable, Sendable {
    // The one-byte style is stored last: first, it would leave three bytes of padding inside the
    // struct, whose contents vary and would make `World.stateHash()`, which hashes plain-data
    // values by their bytes, differ between identical runs.

    /// Point size.
    public let size: Float
    /// CSS-like weight: 400 is normal, 700 bold.
    public let weight: Float
    /// Extra pixels between lines.
    public let lineSpacing: Float
    /// Regular, bold or italic; switches once the eased progress reaches one half.
    public let style: BlockFontStyle

    /// A descriptor with every parameter given.
    public init(style: BlockFontStyle, size: Float, weight: Float, lineSpacing: Float) {
        self.style = style
        self.size = size
        self.weight = weight
        self.lineSpacing = lineSpacing
    }

    /// The seed's transition, unchanged.
    public func transition(to other: FontDescriptor, progress: Float) -> FontDescriptor {
        let progress = progress * progress
        return FontDescriptor(
            style: progress < 0.5 ? style : other.style,
            size: progress.lerp(min: size, max: other.size),
            weight: progress.lerp(min: weight, max: other.weight),
            lineSpacing: progress.lerp(min: lineSpacing, max: other.lineSpacing))
    }

    /// The seed's body text.
    public static let body = FontDescriptor(style: .regular, size: 14, weight: 400, lineSpacing: 4)
    /// The seed's title.
    public static let title = FontDescriptor(style: .bold, size: 32, weight: 700, lineSpacing: 8)
    /// The seed's caption.
    public static let caption = FontDescriptor(style: .regular, size: 10, weight: 300, lineSpacing: 2)
    /// A large italic quote with airy lines.
    public static let quote = FontDescriptor(style: .italic, size: 22, weight: 400, lineSpacing: 14)

    /// The descriptors the font key steps through, in order.
    public static let cycle: [FontDescriptor] = [.body, .title, .caption, .quote]

    /// The names of ``cycle``'s descriptors, same order.
    public static let cycleNames = ["body", "title", "caption", "quote"]
}

// The seed's key and property, unchanged but for `public`.
private struct FontDescriptorKey: EnvironmentKey {
    static let defaultValue = FontDescriptor.body
}

extension EnvironmentValues {
    /// The font that text entities draw with, set on an ancestor with `environmentTransition`.
    public var fontDescriptor: FontDescriptor {
        get { self[FontDescriptorKey.self] }
        set { self[FontDescriptorKey.self] = newValue }
    }
}
