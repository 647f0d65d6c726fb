import Foundation
import TransitionCore

/// What a scene draws in the field besides its boxes: guides under them (rails, slots, strips
/// and outlines), lines under them (a path), sprites over them (boxes turned to an angle) and
/// labels on top. Empty in the scenes that draw only boxes.
public struct FieldOverlay: Equatable, Sendable {
    /// Rectangles drawn first, filled or outlined.
    public var guides: [FieldGuide]
    /// Polylines drawn after the guides.
    public var lines: [FieldLine]
    /// Turned boxes drawn after the scene's boxes.
    public var sprites: [FieldSprite]
    /// Small text drawn last.
    public var labels: [FieldLabel]

    /// An overlay of the given parts, none by default.
    public init(
        guides: [FieldGuide] = [], lines: [FieldLine] = [], sprites: [FieldSprite] = [],
        labels: [FieldLabel] = []
    ) {
        self.guides = guides
        self.lines = lines
        self.sprites = sprites
        self.labels = labels
    }

    /// Nothing to draw.
    public static let empty = FieldOverlay()
}

/// A rectangle of a ``FieldOverlay``: a rail, a slot, a strip's background.
public struct FieldGuide: Equatable, Sendable {
    /// Where, in window pixels.
    public var frame: Rect
    /// Its colour.
    public var color: Color
    /// Corner radius in pixels.
    public var radius: Float
    /// Whether only its outline (one pixel) is drawn.
    public var isOutline: Bool

    /// A guide from its parts; filled unless `outline`.
    public init(_ frame: Rect, color: Color, radius: Float = 0, outline: Bool = false) {
        self.frame = frame
        self.color = color
        self.radius = radius
        isOutline = outline
    }
}

/// A polyline of a ``FieldOverlay``.
public struct FieldLine: Equatable, Sendable {
    /// The points it passes through, in window pixels.
    public var points: [SIMD2<Float>]
    /// Width in pixels.
    public var thickness: Float
    /// Its colour.
    public var color: Color

    /// A line through `points`.
    public init(_ points: [SIMD2<Float>], thickness: Float, color: Color) {
        self.points = points
        self.thickness = thickness
        self.color = color
    }
}

/// A box turned by an angle: one that follows a path and faces where it goes.
public struct FieldSprite: Equatable, Sendable {
    /// The centre, in window pixels.
    public var center: SIMD2<Float>
    /// Width (along the heading) and height.
    public var size: SIMD2<Float>
    /// Radians from the x axis, clockwise on screen (y points down).
    public var angle: Float
    /// Its colour.
    public var color: OKLab

    /// A sprite from its parts.
    public init(center: SIMD2<Float>, size: SIMD2<Float>, angle: Float, color: OKLab) {
        self.center = center
        self.size = size
        self.angle = angle
        self.color = color
    }

    /// The four corners, in order around it.
    public var corners: [SIMD2<Float>] {
        let direction = SIMD2(cos(angle), sin(angle))
        let along = direction * size.x / 2
        let across = SIMD2(-direction.y, direction.x) * size.y / 2
        return [
            center - along - across, center + along - across, center + along + across,
            center - along + across,
        ]
    }
}

/// A label of a ``FieldOverlay``: a region's name, what it is doing, a button's caption.
public struct FieldLabel: Equatable, Sendable {
    /// What it says.
    public var text: String
    /// Its top-left corner, or its centre when ``isCentered``, in window pixels.
    public var origin: SIMD2<Float>
    /// Its colour.
    public var color: Color
    /// Whether ``origin`` is the text's centre rather than its top-left corner.
    public var isCentered: Bool
    /// Shorter text to draw where ``text`` does not fit, if any.
    public var shortText: String?
    /// The area it must stay inside, whole, or not be drawn; nil for the whole field.
    public var bounds: Rect?

    /// A label at `origin`, in the panel's secondary colour unless told otherwise, drawn only
    /// where it fits inside `bounds` (the field when nil), as `shortText` if only that fits.
    public init(
        _ text: String, at origin: SIMD2<Float>, color: Color = Palette.dimText, centered: Bool = false,
        shortText: String? = nil, bounds: Rect? = nil
    ) {
        self.text = text
        self.origin = origin
        self.color = color
        isCentered = centered
        self.shortText = shortText
        self.bounds = bounds
    }
}
