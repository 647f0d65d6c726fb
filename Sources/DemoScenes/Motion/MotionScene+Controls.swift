import Engine
import TransitionCore

extension MotionScene {
    /// Pauses gameplay by hand (R), or resumes it, whoever paused it: the grid, the card and
    /// the followers hold where they are, the UI strip goes on.
    public func togglePause() {
        setPause(pause.isPaused ? .running : .byHand)
    }

    /// Sets gameplay's pause, and with one transaction the buttons' colours that show it.
    func setPause(_ pause: GameplayPause) {
        guard pause != self.pause else { return }
        self.pause = pause
        world.setPaused(pause.isPaused, for: domains.gameplay)
        recolorButtons()
    }

    /// Moves gameplay's time scale `steps` along ``MotionDomains/timeScales`` (C: one on,
    /// Shift+C: one back), round and round; the knob slides to its notch by an additive move,
    /// so that quick presses add up and it lands exactly on the notch.
    public func cycleTimeScale(by steps: Int) {
        let count = MotionDomains.timeScales.count
        let old = scaleIndex
        scaleIndex = ((scaleIndex + steps) % count + count) % count
        world.setTimeScale(MotionDomains.timeScales[scaleIndex], for: domains.gameplay)
        let notches = layout.strip.notches
        world.animate(knob, by: notches[scaleIndex] - notches[old], UIStrip.knobMove)
        recolorButtons()
    }

    /// Gives every button the colour of gameplay's state, in one transaction: each `set` in it
    /// animates from the colour shown.
    func recolorButtons() {
        world.withAnimation(MotionScene.colorChange) {
            for (index, button) in buttons.enumerated() {
                world.set(UIStrip.color(of: index, paused: pause.isPaused, scale: scaleIndex), for: button)
            }
        }
    }

    /// Starts the next wave now (N); the one after comes a whole wave's time later.
    public func nextWaveNow() {
        startWave()
        nextWaveTick = gameplayTick + max(ticks(MotionScene.waveSeconds), 1)
    }

    /// A click at (`x`, `y`) in window pixels: inside the field, the card is flicked towards
    /// the point clicked, at the speed that would bring its centre to rest under the pointer
    /// before snapping; returns where it will rest, nil outside the field.
    @discardableResult
    public func click(x: Float, y: Float) -> RailOffset? {
        guard layout.window.field.contains(SIMD2(x, y)) else { return nil }
        return flick(towards: layout.rail.offset(underX: x))
    }

    /// The autopilot's next flick (and F's): towards the next of ``flickTargets``; returns
    /// where the card will rest.
    @discardableResult
    public func autopilotFlick() -> RailOffset? {
        let targets = MotionScene.flickTargets
        return flick(towards: layout.rail.travel.scaled(by: targets[flickCount % targets.count]))
    }

    /// Flicks the card with the velocity that would take it to `target` under the rail's
    /// decay: it comes to rest on the slot nearest there, or bounces back onto the rail from
    /// beyond an end; returns the resting value, known before it moves, exactly where it will
    /// stop. The autopilot's next flick waits ``flickSeconds`` of gameplay from now.
    @discardableResult
    public func flick(towards target: RailOffset) -> RailOffset? {
        let rail = layout.rail
        let offset = world.get(RailOffset.self, of: card) ?? cardRest
        let rest = world.decay(
            card, velocity: rail.velocity(from: offset, to: target), FlickRail.decay, snap: rail.snap,
            bounds: rail.bounds)
        if let rest { cardRest = rest }
        flickCount += 1
        nextFlickTick = gameplayTick + ticks(MotionScene.flickSeconds)
        return rest
    }
}
