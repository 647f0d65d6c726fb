import DemoScenes

/// The TrueType files the demo draws text with: DejaVu Sans from fonts-dejavu-core, or the
/// file given with `--font` (its bold and oblique siblings when they exist).
public struct FontFiles: Equatable, Sendable {
    /// The regular face.
    public var regular: String
    /// The bold face; nil means the regular one emboldened by SDL_ttf.
    public var bold: String?
    /// The oblique face; nil means the regular one slanted by SDL_ttf.
    public var italic: String?
    /// The bold oblique face; nil means one synthesised from the others.
    public var boldItalic: String?
    /// The monospaced face for the HUD; nil means the regular one.
    public var mono: String?

    /// Directories searched for DejaVu, in order.
    public static let searchDirectories = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu",
        "/usr/share/fonts/truetype", "/usr/local/share/fonts", "/usr/share/fonts",
    ]

    /// The fonts to use: `fontPath` when given, else DejaVu Sans from the first of
    /// ``searchDirectories`` that has it. Fails naming `--font` when there is none.
    public static func locate(
        fontPath: String?, fileExists: (String) -> Bool = ArgumentParser.regularFileExists
    ) throws(DemoError) -> FontFiles {
        func existing(_ path: String) -> String? { fileExists(path) ? path : nil }
        if let fontPath {
            guard fileExists(fontPath) else { throw .usage(.fontNotFound(fontPath)) }
            let stem = fontPath.hasSuffix(".ttf") ? String(fontPath.dropLast(4)) : fontPath
            let directory = fontPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
                .joined(separator: "/")
            return FontFiles(
                regular: fontPath, bold: existing(stem + "-Bold.ttf"),
                italic: existing(stem + "-Oblique.ttf") ?? existing(stem + "-Italic.ttf"),
                boldItalic: existing(stem + "-BoldOblique.ttf") ?? existing(stem + "-BoldItalic.ttf"),
                mono: existing(directory + "/DejaVuSansMono.ttf") ?? searchMono(fileExists))
        }
        for directory in searchDirectories {
            guard let regular = existing(directory + "/DejaVuSans.ttf") else { continue }
            return FontFiles(
                regular: regular, bold: existing(directory + "/DejaVuSans-Bold.ttf"),
                italic: existing(directory + "/DejaVuSans-Oblique.ttf"),
                boldItalic: existing(directory + "/DejaVuSans-BoldOblique.ttf"),
                mono: existing(directory + "/DejaVuSansMono.ttf"))
        }
        throw .fontMissing(searched: searchDirectories.map { $0 + "/DejaVuSans.ttf" })
    }

    private static func searchMono(_ fileExists: (String) -> Bool) -> String? {
        searchDirectories.map { $0 + "/DejaVuSansMono.ttf" }.first(where: fileExists)
    }
}
