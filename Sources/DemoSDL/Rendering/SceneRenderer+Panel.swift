import CSDL2
import DemoScenes
import TransitionCore

/// The text panel: the note, the text entities' lines in the font each reads from its
/// environment, and the key list, scaled to the panel and left out whole where there is no room.
extension SceneRenderer {
    /// One row of the panel: text, font, colour and the height it takes.
    struct PanelRow {
        var text: String
        var font: OpaquePointer
        var color: Color
        var advance: Float
        var isTextEntity: Bool
    }

    /// The panel: the note, the text entities' lines in the font each reads, and the key list
    /// at the bottom. Everything scales with the panel's width (down to ``minimumPoints``);
    /// what does not fit is left out whole, never clipped: the note first, then the key list.
    func drawPanel(_ snapshot: SceneSnapshot) {
        let panel = snapshot.layout.panel
        canvas.fill(panel, color: Palette.panel, radius: 12)
        canvas.stroke(panel.insetBy(-1), width: 1, color: Palette.panelBorder, radius: 13)
        let inner = panel.insetBy(snapshot.layout.isCompact ? 8 : 16)
        canvas.clip(to: panel.insetBy(4))
        defer { canvas.clip(to: nil) }
        // A panel narrower than at the default window size draws the fonts proportionally smaller.
        let fit = min(1, inner.width / SceneRenderer.panelTextWidth)
        func points(_ size: Float) -> Float { max(size * fit, SceneRenderer.minimumPoints) }
        noteRows.removeAll(keepingCapacity: true)
        if let font = fonts.font(.regular, size: points(SceneRenderer.notePoints)) {
            let skip = Float(TTF_FontLineSkip(font))
            for row in wrap(snapshot.panelNote, width: inner.width, font: font) {
                noteRows.append(
                    PanelRow(
                        text: row, font: font, color: Palette.dimText, advance: skip, isTextEntity: false))
            }
            if !noteRows.isEmpty { noteRows[noteRows.count - 1].advance += 12 * fit }
        }
        lineRows.removeAll(keepingCapacity: true)
        for (index, line) in snapshot.textLines.enumerated() {
            let look = SceneRenderer.rendering(of: line.font)
            guard let font = fonts.font(look.face, size: points(line.font.size)) else { continue }
            let advance = Float(TTF_FontLineSkip(font)) + max(line.font.lineSpacing, 0) * fit
            let color = index == 0 ? Palette.accent : look.color
            if !line.wraps && Canvas.measure(line.text, font: font).x <= inner.width {
                lineRows.append(
                    PanelRow(text: line.text, font: font, color: color, advance: advance, isTextEntity: true))
                continue
            }
            for row in wrap(line.text, width: inner.width, font: font) {
                lineRows.append(
                    PanelRow(text: row, font: font, color: color, advance: advance, isTextEntity: true))
            }
        }
        let keys = keyRows(snapshot.keyLines, width: inner.width, points: points(SceneRenderer.keyPoints))
        // The first choice that fits: everything, with a key a line or the keys flowed; then
        // without the note; then the note without the keys; then the lines alone.
        let note = SceneRenderer.height(noteRows)
        let lines = SceneRenderer.height(lineRows)
        let gap = 16 * fit
        var showsNote = true
        var bottom: [PanelRow] = []
        if note + lines + gap + SceneRenderer.height(keys.oneEach) <= inner.height {
            bottom = keys.oneEach
        } else if note + lines + gap + SceneRenderer.height(keys.flowed) <= inner.height {
            bottom = keys.flowed
        } else if lines + gap + SceneRenderer.height(keys.oneEach) <= inner.height {
            (showsNote, bottom) = (false, keys.oneEach)
        } else if lines + gap + SceneRenderer.height(keys.flowed) <= inner.height {
            (showsNote, bottom) = (false, keys.flowed)
        } else {
            showsNote = note + lines <= inner.height
        }
        textBounds = nil
        var y = inner.y
        for row in showsNote ? noteRows : [] {
            put(row.text, font: row.font, x: inner.x, y: y, color: row.color, in: inner)
            y += row.advance
        }
        // The scene's charts in the room left, each whole or not at all, in order.
        var room = inner.maxY - y - lines - (bottom.isEmpty ? 0 : gap + SceneRenderer.height(bottom))
        for chart in snapshot.charts {
            guard let height = height(of: chart, fit: fit, points: points), height <= room else { break }
            draw(
                chart, in: Rect(x: inner.x, y: y, width: inner.width, height: height), fit: fit,
                points: points)
            y += height
            room -= height
        }
        for row in lineRows {
            guard y + row.advance <= inner.maxY + 1 else { break }  // whole rows only
            let size = put(row.text, font: row.font, x: inner.x, y: y, color: row.color, in: inner)
            include(Rect(x: inner.x, y: y, width: min(size.x, inner.width), height: size.y))
            y += row.advance
        }
        var keyY = inner.maxY - SceneRenderer.height(bottom)
        for row in bottom {
            keyY += put(row.text, font: row.font, x: inner.x, y: keyY, color: row.color, in: inner).y
        }
    }

    /// The height `rows` take.
    static func height(_ rows: [PanelRow]) -> Float {
        rows.reduce(0) { $0 + $1.advance }
    }

    /// The key list's rows, by the list, the width and the point size, from earlier frames.
    func keyRows(_ lines: [String], width: Float, points: Float) -> (
        oneEach: [PanelRow], flowed: [PanelRow]
    ) {
        let key = KeyRowsKey(lines: lines, width: width, points: points)
        if let rows = keyRowsCache[key] { return rows }
        if keyRowsCache.count >= 16 { keyRowsCache.removeAll(keepingCapacity: true) }
        let rows = makeKeyRows(lines, width: width, points: points)
        keyRowsCache[key] = rows
        return rows
    }

    /// The key list's rows in mono `points`: a header and a key a line, and the keys flowed
    /// into as few rows as the width allows, for a panel too small for the first.
    func makeKeyRows(_ lines: [String], width: Float, points: Float) -> (
        oneEach: [PanelRow], flowed: [PanelRow]
    ) {
        guard !lines.isEmpty, let font = fonts.font(.mono, size: points) else { return ([], []) }
        let skip = Float(TTF_FontLineSkip(font))
        func row(_ text: String) -> PanelRow {
            PanelRow(text: text, font: font, color: Palette.dimText, advance: skip, isTextEntity: false)
        }
        var header = row("keys")
        header.color = Palette.accent
        let widest = lines.map { Canvas.measure($0, font: font).x }.max() ?? 0
        let flowed = [header] + SceneRenderer.flow(lines, separator: "  ", width: width, font: font).map(row)
        return (widest <= width ? [header] + lines.map(row) : flowed, flowed)
    }

    /// `parts` joined with `separator` into rows no wider than `width` with `font`, a part
    /// wider than that broken at its spaces.
    static func flow(_ parts: [String], separator: String, width: Float, font: OpaquePointer) -> [String] {
        var rows: [String] = []
        var row = ""
        for part in parts {
            let candidate = row.isEmpty ? part : row + separator + part
            if Canvas.measure(candidate, font: font).x <= width {
                row = candidate
                continue
            }
            if !row.isEmpty { rows.append(row) }
            if Canvas.measure(part, font: font).x <= width {
                row = part
            } else {
                let pieces = wrap(part, width: width, font: font)
                rows += pieces.dropLast()
                row = pieces.last ?? ""
            }
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }
}
