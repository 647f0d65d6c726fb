/// The text of `sdl-demo --help`: every flag and every key.
public enum Usage {
    /// The whole help text.
    public static var text: String {
        let keys = KeyBindings.help.map { "  \(padded($0.keys, 27))\($0.action)" }.joined(separator: "\n")
        return """
            usage: sdl-demo [options]

            A field of boxes whose frame, colour and corner radius transition with springs and
            curves, and a text panel whose FontDescriptor moves through environmentTransition.
            The choreography scene builds the same from timelines: boxes enter in a stagger,
            change colour and corner radius on a beat, and the panel's font changes every bar.
            The rollback scene shows two peers, each its own world and RollbackSession, joined by
            a simulated network (6 ticks, jitter, reordering): a click in a panel is that peer's
            move, and the HUD says whether their hashes agree.
            The motion scene runs a grid pulsing in staggered waves, a card flicked with a decay
            that snaps to a slot and bounces at the rail's ends, and boxes going round a path on a
            "gameplay" clock domain, and a strip of buttons on a "ui" domain that keeps breathing
            while gameplay is paused.

            options:
              --scene NAME        field (default), choreography, rollback or motion; T switches
                                  in the window
              --entities N        boxes in the field scene (default 3000, 0...\(FieldScene.maximumBoxes))
              --hz N              fixed ticks per second (default 60, 1...1000)
              --size WxH          window size in pixels (default 1280x800, 320x240...8192x8192)
              --curve NAME        starting timing: mixed (default), linear, ease, easeOutBounce,
                                  'steps(5, jump-end)', 'spring(0.5, 0.3)', ... (see --gallery)
              --seed N            seed of the random numbers (default 1)
              --font PATH         TrueType font to use instead of DejaVu Sans
              --no-vsync          do not wait for the display's refresh
              --no-autopilot      start with the autopilot off
              --headless          no window: render offscreen with SDL's software renderer
              --frames N          with --headless: frames of 1/60 s on a mock clock (default 120)
              --out PATH          with --headless: the PNG of the last frame (default frame.png;
                                  with --record, only when given); its directory must be writable
              --record DIR        with --headless: write every frame as DIR/frame-0001.png,
                                  DIR/frame-0002.png, ...; DIR must exist and be writable
              --gallery PATH      write a PNG plotting every curve and spring, then exit
              --motion-gallery PATH
                                  write a PNG of stagger origins and decay curves, then exit
              --listen PORT       with --scene rollback: play peer 0 of a game with another
                                  sdl-demo, waiting up to 5 s on UDP PORT (1...65535)
              --connect HOST:PORT with --scene rollback: play peer 1 with the sdl-demo
                                  listening there (HOST an IPv4 address or localhost)
              --peers N --peer I --base-port P
                                  with --headless --scene rollback: play peer I of N (2...8)
                                  on 127.0.0.1, peer i on UDP port P + i (for tests)
              --link SPEC         with --listen, --connect or --peers: put outgoing datagrams through a
                                  simulated link, e.g. loss=10,delay=60,jitter=20,dup=5,reorder=5
                                  (loss, dup, reorder in %; delay, jitter, hold in ms)
              --screenshot PATH   where F12 saves the window as PNG, numbered: PATH-001.png,
                                  PATH-002.png, ... (default screenshot.png); its directory
                                  must be writable
              --after-frames N    with --screenshot: save PATH itself after N drawn frames, then
                                  exit (how far the scene got depends on the frame rate)
              --after-ticks N     with --screenshot: save PATH itself once N fixed ticks have run
                                  (N / --hz seconds of the scene, at any frame rate), then exit
              -h, --help          show this help

            keys:
            \(keys)
            Space, ., S, T, F12 and Esc act alike in every scene. In the choreography R runs the
            timelines backwards; N, F and + / - do nothing; C sets the field's curve (the HUD
            names it; the field uses it once it shows again); A turns the autopilot of the other
            scenes on or off (the HUD shows the switch; the choreography plays on its own). Its
            inspector strip, under the boxes, shows the time axis, the labels, one lane per kind
            of track and the playhead: drag the playhead to seek (the timeline holds while
            dragged), or click its buttons (play / pause the timeline, reverse, speed, next
            label). L and X act only there.
            In the rollback scene N moves both peers, a click the peer of its panel, A turns the
            scripted moves on or off; C sets the field's curve (the HUD names it); R, F and + / -
            do nothing. In the motion scene R pauses or resumes gameplay, C (Shift+C) sets its
            time scale (1, 1/2, 1/3, 2), N starts the next wave, a click or F flicks the card, A
            turns the autopilot's flicks and pauses on or off, and + / - do nothing.

            Headless runs are deterministic: the same command writes the same bytes.
            With --listen or --connect, --headless runs --frames N ticks paced at --hz, then prints
            'confirmed tick N hash H' as its last line (the same in both processes) and exits 0;
            if the other peer never answers or leaves, it says so and exits 1. With a window, they
            show this process's peer (a click moves its boxes) with the ping, the frames ahead and
            whether the hashes agree; T does not leave the scene and N and C do nothing.
            """
    }
}

/// `text` padded with spaces to `width` characters (and at least one space).
private func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
