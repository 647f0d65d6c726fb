import Foundation
import TransitionCore

/// The demo's colours, and colours picked by perceptual hue.
public enum Palette {
    /// The window background.
    public static let background = Color(hex: 0x0E1120)
    /// The text panel's fill.
    public static let panel = Color(hex: 0x1A1F33)
    /// The text panel's border.
    public static let panelBorder = Color(hex: 0x2F3756)
    /// Lines drawn in the field (a path, a plotted curve): brighter than a border.
    public static let line = Color(hex: 0x56638F)
    /// A plotted curve in the panel: lighter than a line in the field.
    public static let plot = Color(hex: 0x8FB4FF)
    /// The HUD strip's fill.
    public static let hud = Color(hex: 0x151A2C)
    /// Ordinary text.
    public static let text = Color(hex: 0xE8ECF5)
    /// Secondary text.
    public static let dimText = Color(hex: 0x8D96B3)
    /// Highlighted text.
    public static let accent = Color(hex: 0xFFC861)

    /// The sRGB colour of OKLCh lightness `lightness` (0...1), chroma `chroma` and hue `degrees`.
    public static func oklch(_ lightness: Float, _ chroma: Float, _ degrees: Float) -> Color {
        Color(oklab(lightness, chroma, degrees))
    }

    /// The OKLab colour of OKLCh lightness `lightness` (0...1), chroma `chroma` and hue `degrees`:
    /// what the boxes animate, with no sRGB conversion until drawn.
    public static func oklab(_ lightness: Float, _ chroma: Float, _ degrees: Float) -> OKLab {
        let radians = Double(degrees) * Double.pi / 180
        return OKLab(L: lightness, a: chroma * Float(cos(radians)), b: chroma * Float(sin(radians)))
    }
}
