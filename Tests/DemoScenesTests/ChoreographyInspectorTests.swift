import DemoScenes
import Engine
import Testing
import TransitionCore

/// The choreography's inspector without SDL: its axis, where it draws, its labels and keys.
@Suite struct ChoreographyInspectorTests {
    static let sizes = [(320, 240), (800, 500), (1280, 800)]

    static func makeApp(width: Int, height: Int) throws -> DemoApp<MockClock> {
        var options = DemoOptions()
        options.scene = .choreography
        options.autopilot = false
        options.width = width
        options.height = height
        return try DemoApp(clock: MockClock(), options: options)
    }

    @Test func theAxisIsExactAtBothEndsAndClampsOutsideIt() {
        let cycle = ChoreographyScore.cycleSeconds
        for (width, height) in ChoreographyInspectorTests.sizes {
            let layout = InspectorLayout(layout: Layout(width: width, height: height))
            let (start, end) = (layout.axisStart, layout.axisEnd)
            #expect(start > layout.strip.x && end < layout.strip.maxX && end - start > 100)
            #expect(layout.seconds(atX: start) == 0 && layout.seconds(atX: end) == cycle)
            #expect(layout.x(atSeconds: 0) == start && layout.x(atSeconds: cycle) == end)
            #expect(layout.seconds(atX: start - 1) == 0 && layout.seconds(atX: layout.strip.x - 50) == 0)
            #expect(layout.seconds(atX: end + 1) == cycle && layout.seconds(atX: Float(width) + 50) == cycle)
            #expect(layout.x(atSeconds: -3) == start && layout.x(atSeconds: cycle + 3) == end)
            // One pixel right of 0 s is one pixel's share of the cycle.
            #expect(layout.seconds(atX: start + 1) == cycle / Double(end - start))
            for seconds in [0.5, 4, 9.5] {
                #expect(abs(layout.seconds(atX: layout.x(atSeconds: seconds)) - seconds) < 1e-4)
            }
        }
    }

    /// Whether `rect` lies inside `strip`.
    static func isInside(_ rect: Rect, _ strip: Rect) -> Bool {
        rect.x >= strip.x && rect.y >= strip.y && rect.maxX <= strip.maxX && rect.maxY <= strip.maxY
    }

    @Test func everythingTheInspectorDrawsStaysInsideItsStrip() throws {
        for (width, height) in ChoreographyInspectorTests.sizes {
            let app = try ChoreographyInspectorTests.makeApp(width: width, height: height)
            let scene = try #require(app.choreography)
            let layout = scene.inspector.layout
            let size = "\(width)x\(height)"
            #expect(ChoreographyInspectorTests.isInside(layout.strip, app.field.layout.field), "\(size)")
            #expect(layout.stage.maxY < layout.strip.y, "\(size): the boxes' stage is above the strip")
            for seat in scene.score.seats {
                #expect(ChoreographyInspectorTests.isInside(seat.home.asRect, layout.stage), "\(size)")
            }
            // At the start, the end and in between, forwards, backwards and held.
            var states = [scene.inspectorState]
            for fraction in [0.0, 0.3, 1.0] {
                scene.seek(toCycleSeconds: fraction * ChoreographyScore.cycleSeconds)
                app.runFrames(1)
                states.append(scene.inspectorState)
            }
            app.apply(.reverse)
            app.apply(.nextTimelineSpeed)
            scene.togglePlayhead()
            states.append(scene.inspectorState)
            for state in states {
                let overlay = scene.inspector.overlay(state)
                let strip = layout.strip
                #expect(!overlay.guides.isEmpty && !overlay.lines.isEmpty && !overlay.labels.isEmpty)
                #expect(overlay.sprites.isEmpty)
                for guide in overlay.guides {
                    #expect(
                        ChoreographyInspectorTests.isInside(guide.frame, strip), "\(size): \(guide.frame)")
                }
                for line in overlay.lines {
                    for point in line.points {
                        let reach = Rect(
                            x: point.x - line.thickness / 2, y: point.y, width: line.thickness, height: 0)
                        #expect(ChoreographyInspectorTests.isInside(reach, strip), "\(size): \(point)")
                    }
                }
                for label in overlay.labels {
                    let bounds = try #require(label.bounds, "\(size): '\(label.text)' has no bounds")
                    #expect(ChoreographyInspectorTests.isInside(bounds, strip), "\(size): '\(label.text)'")
                }
            }
            // The axis: ticks from 0 to 12 s, fewer in a small window.
            let ticks = Set(scene.inspector.overlay(states[0]).labels.map(\.text)).intersection(
                (0...12).map { "\($0)" })
            #expect(
                ticks.contains("0") && ticks.contains("12") && ticks.count >= (width < 640 ? 3 : 7), "\(size)"
            )
        }
    }

    @Test func theLabelsLeaveTheBoxesMovingExactlyAsWithoutThem() throws {
        let tickRate: UInt64 = 45
        let score = ChoreographyScore(layout: Layout(width: 800, height: 500), tickRate: tickRate)
        var worlds: [(World, [Entity])] = []
        for labelled in [true, false] {
            let world = World(tickRate: tickRate)
            let conductor = world.spawn()
            let boxes = score.seats.map { _ in world.spawn() }
            var choreography = score.choreography(boxes: boxes, conductor: conductor)
            if !labelled {
                choreography = Choreography(tickRate: tickRate)
                choreography.add(score.conductorTimeline(), on: conductor, at: .at(0))
                for (index, box) in boxes.enumerated() {
                    choreography.add(score.frameTimeline(of: index), on: box, at: .at(0))
                    choreography.add(score.colorTimeline(of: index), on: box, at: .at(0))
                    choreography.add(score.radiusTimeline(of: index), on: box, at: .at(0))
                }
            }
            #expect(choreography.labels.map(\.name) == (labelled ? ["enter", "pulse", "leave"] : []))
            #expect(choreography.durationTicks == score.cycleTicks)
            world.play(choreography, on: conductor, repeatCount: nil)
            worlds.append((world, boxes))
        }
        let ((labelled, boxes), (plain, plainBoxes)) = (worlds[0], worlds[1])
        for tick in 0..<(score.cycleTicks + 20) {
            for (box, plainBox) in zip(boxes, plainBoxes) {
                #expect(
                    labelled.get(BoxFrame.self, of: box) == plain.get(BoxFrame.self, of: plainBox),
                    "tick \(tick)")
                #expect(labelled.get(OKLab.self, of: box) == plain.get(OKLab.self, of: plainBox))
                #expect(
                    labelled.get(CornerRadius.self, of: box) == plain.get(CornerRadius.self, of: plainBox))
            }
            labelled.advance()
            plain.advance()
        }
    }

    @Test func lNextLabelAndXSpeedActInTheChoreographyOnly() throws {
        let app = try ChoreographyInspectorTests.makeApp(width: 800, height: 500)
        let scene = try #require(app.choreography)
        #expect(KeyBindings.command(for: .l, shift: false) == .nextLabel)
        #expect(KeyBindings.command(for: .x, shift: false) == .nextTimelineSpeed)
        #expect(scene.inspectorState.labels.map(\.seconds) == [0, 4, 9.5])
        app.apply(.nextLabel)
        #expect(scene.playheadSeconds == 4 && scene.playback?.cycle == 0, "from the start: pulse")
        app.apply(.nextLabel)
        #expect(scene.playheadSeconds == 9.5)
        app.apply(.nextLabel)
        #expect(scene.playheadSeconds == 0 && scene.playback?.cycle == 1, "after the last: enter, a cycle on")
        #expect(scene.playback?.timeScale == .normal)
        app.apply(.nextTimelineSpeed)
        #expect(scene.playback?.timeScale == TimeScale(2) && scene.inspectorState.speed == "x2")
        app.apply(.resize(width: 1280, height: 800))
        #expect(scene.playback?.timeScale == TimeScale(2), "a resize keeps the speed")
        #expect(KeyBindings.keyList(for: .choreography).contains("L  next label"))
        #expect(KeyBindings.keyList(for: .choreography).contains("click  drag playhead"))
        for other in [SceneKind.field, .rollback, .motion] {
            let keys = KeyBindings.keyList(for: other)
            #expect(!keys.contains("L  next label") && !keys.contains("X  timeline speed"), "\(other)")
        }
        #expect(Usage.text.contains("jump to the next label"))
    }

    @Test func theLanesSummariseTheScoreInsideOneCycle() {
        let score = ChoreographyScore(layout: Layout(width: 800, height: 500), tickRate: 60)
        for lane in ChoreographyLane.allCases {
            let segments = score.segments(of: lane)
            #expect(!segments.isEmpty, "\(lane.name)")
            #expect(
                segments.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= ChoreographyScore.cycleSeconds })
            // In order; the beats' cells touch, the other lanes' merged segments do not.
            let ordered = zip(segments, segments.dropFirst()).allSatisfy {
                lane == .beats ? $0.upperBound <= $1.lowerBound : $0.upperBound < $1.lowerBound
            }
            #expect(ordered, "\(lane.name)")
        }
        #expect(score.segments(of: .beats).count == ChoreographyScore.beatsPerCycle)
        #expect(score.segments(of: .colours).count == ChoreographyScore.beatsPerCycle - 1)
        #expect(score.segments(of: .frames).first?.lowerBound == 0)
    }
}
