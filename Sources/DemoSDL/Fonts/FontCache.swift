import CSDL2
import DemoScenes

/// Open SDL_ttf fonts, one per face, integer point size and outline width, opened on first
/// use. Owns an SDL_ttf initialisation for its lifetime.
public final class FontCache {
    /// A typeface of ``FontFiles``.
    public enum Face: Hashable, Sendable {
        /// Regular.
        case regular
        /// Bold.
        case bold
        /// Oblique.
        case italic
        /// Bold oblique.
        case boldItalic
        /// Monospaced.
        case mono
    }

    private struct Key: Hashable {
        var face: Face
        var size: Int
    }

    /// The files fonts are opened from.
    public let files: FontFiles
    private var fonts: [Key: OpaquePointer] = [:]
    /// How many times fonts were closed: text drawn with a font of an earlier generation may
    /// name a font that no longer exists (see ``Canvas/forgetCachedText()``).
    public private(set) var generation = 0

    /// Sizes are clamped to this range of points.
    public static let sizeRange = 4...200

    /// A cache opening fonts from `files`; fails if SDL_ttf cannot start or the regular face
    /// cannot be opened.
    public init(files: FontFiles) throws(DemoError) {
        guard TTF_Init() == 0 else { throw .sdl("TTF_Init: \(sdlError())") }
        self.files = files
        guard font(.regular, size: 12) != nil else {
            throw .sdl("TTF_OpenFont(\(files.regular)): \(sdlError())")
        }
    }

    private var isOpen = true

    deinit { close() }

    /// Closes every font and shuts SDL_ttf down; the cache opens nothing after this.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        clear()
        TTF_Quit()
    }

    /// The font of `face` at `size` points (rounded, clamped to ``sizeRange``); nil if the
    /// file cannot be opened. A face without a file is synthesised by SDL_ttf from the regular one.
    public func font(_ face: Face, size: Float) -> OpaquePointer? {
        let points = size.isFinite ? Int(size.rounded()) : 12
        let key = Key(
            face: face, size: min(max(points, FontCache.sizeRange.lowerBound), FontCache.sizeRange.upperBound)
        )
        if let font = fonts[key] { return font }
        guard isOpen else { return nil }
        if fonts.count >= 128 { clear() }
        let path: String
        var style = TTF_STYLE_NORMAL
        switch face {
        case .regular: path = files.regular
        case .mono: path = files.mono ?? files.regular
        case .bold:
            path = files.bold ?? files.regular
            if files.bold == nil { style = TTF_STYLE_BOLD }
        case .italic:
            path = files.italic ?? files.regular
            if files.italic == nil { style = TTF_STYLE_ITALIC }
        case .boldItalic:
            path = files.boldItalic ?? files.italic ?? files.bold ?? files.regular
            if files.boldItalic == nil {
                if files.italic != nil {
                    style = TTF_STYLE_BOLD
                } else if files.bold != nil {
                    style = TTF_STYLE_ITALIC
                } else {
                    style = TTF_STYLE_BOLD | TTF_STYLE_ITALIC
                }
            }
        }
        guard let font = TTF_OpenFont(path, Int32(key.size)) else { return nil }
        TTF_SetFontStyle(font, style)
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        fonts[key] = font
        return font
    }

    /// Closes every open font.
    public func clear() {
        if !fonts.isEmpty { generation += 1 }
        for font in fonts.values { TTF_CloseFont(font) }
        fonts.removeAll()
    }
}
