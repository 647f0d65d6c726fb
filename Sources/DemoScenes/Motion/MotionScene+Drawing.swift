import Engine
import TransitionCore

extension MotionScene {
    /// Every box as presented `alpha` of a tick after the last tick: the grid's boxes, each
    /// grown by the swell of its presented phase, then the card at its presented offset along
    /// the rail, the buttons and the knob.
    public func boxSnapshots(alpha: Double) -> [BoxSnapshot] {
        guard world.isAlive(card) else { return [] }
        var boxes = reader.read(drawn, in: world, alpha: alpha)
        let homes = layout.grid.homes
        for (index, box) in grid.enumerated() where index < boxes.count && index < homes.count {
            let phase = world.presented(PulsePhase.self, of: box, alpha: alpha) ?? PulsePhase(0)
            boxes[index].frame = WaveGrid.frame(homes[index], at: phase)
        }
        if boxes.count > grid.count, let offset = world.presented(RailOffset.self, of: card, alpha: alpha) {
            boxes[grid.count].frame = layout.rail.frame(at: offset)
        }
        return boxes
    }

    /// The followers that have started, as presented `alpha` of a tick after the last tick: at
    /// their place on the path, every other one turned to face along it. The ones still
    /// waiting at the start are not drawn: they enter one by one.
    public func followerSprites(alpha: Double) -> [FieldSprite] {
        let size = layout.path.followerSize
        let elapsed = gameplayTick &- followersStart.tick
        return followers.enumerated().compactMap { index, follower in
            guard index < followersStart.offsets.count, elapsed >= followersStart.offsets[index],
                let position = world.presented(PathPosition<SIMD2<Float>>.self, of: follower, alpha: alpha)
            else { return nil }
            let angle = FollowerPath.turns(index) ? position.angle : 0
            return FieldSprite(
                center: position.point, size: size, angle: angle, color: FollowerPath.color(of: index))
        }
    }

    /// What the field shows besides the boxes at `alpha`: the rail and its slots, the path, the
    /// strip and the knob's track under them (laid out once per layout); the followers over
    /// them; the labels on top.
    public func overlay(alpha: Double) -> FieldOverlay {
        let strip = layout.strip
        var labels = regionLabels
        // The notches' names where there is room for them between the notches.
        if strip.track.width >= 40 * Float(strip.notches.count - 1) {
            for (index, notch) in strip.notches.enumerated() {
                labels.append(
                    FieldLabel(
                        MotionDomains.name(of: MotionDomains.timeScales[index]),
                        at: SIMD2(notch.center.x, strip.track.maxY + 14),
                        color: index == scaleIndex ? Palette.accent : Palette.dimText, centered: true,
                        bounds: strip.background))
            }
        }
        for (index, frame) in strip.buttons.enumerated() {
            labels.append(
                FieldLabel(
                    UIStrip.captions[index], at: frame.center, color: Palette.background, centered: true,
                    bounds: frame.asRect))
        }
        return FieldOverlay(
            guides: backdrop.guides, lines: backdrop.lines, sprites: followerSprites(alpha: alpha),
            labels: labels)
    }

    /// What `layout` draws under the boxes whatever happens: the strip's background, the rail
    /// and its slots, the knob's track and notches, and the path.
    static func backdrop(of layout: MotionLayout) -> FieldOverlay {
        let rail = layout.rail
        let strip = layout.strip
        let color = Palette.panelBorder
        var guides = [FieldGuide(strip.background, color: Palette.hud, radius: 10)]
        guides.append(FieldGuide(rail.bar, color: color, radius: 2))
        for slot in 0..<rail.slotCount { guides.append(FieldGuide(rail.marker(ofSlot: slot), color: color)) }
        guides.append(FieldGuide(strip.track, color: color, radius: 2))
        for notch in strip.notches {
            let tick = Rect(x: notch.center.x - 1, y: strip.track.y - 6, width: 2, height: 16)
            guides.append(FieldGuide(tick, color: color))
        }
        return FieldOverlay(
            guides: guides, lines: [FieldLine(layout.path.outline(), thickness: 2, color: Palette.line)])
    }

    /// The four parts' labels: what each shows and, for gameplay's, whether it is paused; each
    /// inside its part's band, shortened or left out in a small window.
    var regionLabels: [FieldLabel] {
        let origins = layout.labelOrigins
        let paused = pause.isPaused
        let state = paused ? "  (paused)" : ""
        let color = paused ? Palette.accent : Palette.dimText
        let waveName = wave.map { "wave \($0.number) from the \($0.originName)" } ?? "waves"
        let texts = [
            ("stagger: \(waveName)\(state)", "stagger\(state)"),
            ("path: Catmull-Rom loop, constant speed\(state)", "path\(state)"),
            ("decay: flick, snap to a slot, bounce at the ends\(state)", "decay\(state)"),
            ("ui domain: breathes while gameplay is paused", "ui domain"),
        ]
        return texts.enumerated().map { index, text in
            let band = layout.areas[index]
            let bounds = Rect(
                x: band.x, y: origins[index].y, width: band.width, height: band.maxY - origins[index].y)
            return FieldLabel(
                text.0, at: origins[index], color: index < 3 ? color : Palette.dimText, shortText: text.1,
                bounds: bounds)
        }
    }

    /// The HUD's second line: each domain's state, speed and ticks, the wave and the card.
    public var hudLine: String {
        let gameplay = MotionDomains.name(of: MotionDomains.timeScales[scaleIndex])
        let slot = layout.rail.slot(at: cardRest).map { "\($0 + 1)" } ?? "-"
        let slots = layout.rail.slotCount
        return "scene motion   gameplay \(pause.name) \(gameplay) tick \(gameplayTick)   "
            + "ui running x1 tick \(uiTick)   "
            + "wave \(wave?.number ?? 0) \(wave?.originName ?? "-")   card to slot \(slot)/\(slots)"
    }

    /// The note at the top of the text panel.
    public var panelNote: String {
        "Two clock domains: the staggered waves, the flicked card (a decay that snaps to a slot and "
            + "bounces at the ends) and the path's followers run on gameplay; the buttons breathe on ui, "
            + "paused or not. R pauses gameplay, C changes its speed."
    }
}
