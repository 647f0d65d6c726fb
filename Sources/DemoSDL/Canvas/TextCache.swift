import CSDL2

/// Textures of text drawn with SDL_ttf, kept by string, font and colour: a line that reads the
/// same as in the last frames is copied, not rendered and uploaded again. Holds at most
/// ``capacity`` textures; the one used longest ago goes first.
final class TextCache {
    private struct Key: Hashable {
        var text: String
        var font: OpaquePointer
        var color: UInt32
    }

    /// A class, so that a hit stamps its use without writing to the dictionary (a write
    /// through the dictionary's subscript allocated on every hit).
    private final class Entry {
        let texture: OpaquePointer
        let size: SIMD2<Int32>
        var lastUse: UInt64

        init(texture: OpaquePointer, size: SIMD2<Int32>, lastUse: UInt64) {
            self.texture = texture
            self.size = size
            self.lastUse = lastUse
        }
    }

    /// Textures held at most.
    static let capacity = 96

    private let renderer: OpaquePointer
    private var entries: [Key: Entry] = [:]
    private var uses: UInt64 = 0

    /// A cache of textures for `renderer`.
    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit { removeAll() }

    /// The texture of `text` in `font` and `color` and its size in pixels; nil for empty text or
    /// when SDL_ttf or SDL fails.
    func texture(_ text: String, font: OpaquePointer, color: SDL_Color) -> (OpaquePointer, SIMD2<Int32>)? {
        guard !text.isEmpty else { return nil }
        uses += 1
        let packed = UInt32(color.r) << 24 | UInt32(color.g) << 16 | UInt32(color.b) << 8 | UInt32(color.a)
        let key = Key(text: text, font: font, color: packed)
        if let entry = entries[key] {
            entry.lastUse = uses
            return (entry.texture, entry.size)
        }
        guard let surface = TTF_RenderUTF8_Blended(font, text, color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        if entries.count >= TextCache.capacity,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            SDL_DestroyTexture(oldest.value.texture)
            entries[oldest.key] = nil
        }
        let size = SIMD2(surface.pointee.w, surface.pointee.h)
        entries[key] = Entry(texture: texture, size: size, lastUse: uses)
        return (texture, size)
    }

    /// Destroys every texture: for when a font may have been closed, since another font
    /// opened later may get its address.
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }
}
