import Engine
import TransitionCore

/// Builds that must stay linear whatever order their parts come in, timed: labels and markers
/// added to a timeline in tick order, in reverse and in a seeded random order, and a rollback
/// session flooded with remote inputs for distinct future ticks in descending order. What
/// `engine-fuzz --scaling` prints (RELIABILITY's figures); nothing here asserts a time.
public enum ScalingProbe {
    /// The orders marks are added in.
    public enum Order: String, CaseIterable, Sendable {
        case inTickOrder = "in tick order"
        case reverse
        case random
    }

    /// The ticks of `count` marks in `order` (seeded, the same every run).
    static func ticks(_ count: Int, _ order: Order) -> [UInt64] {
        var ticks = (0..<count).map { UInt64($0) }
        switch order {
        case .inTickOrder: break
        case .reverse: ticks.reverse()
        case .random:
            var random = SeededRandom(seed: 7)
            for index in stride(from: count - 1, to: 0, by: -1) {
                ticks.swapAt(index, Int(random.next(in: 0...UInt64(index))))
            }
        }
        return ticks
    }

    /// Adds `count` labels (each its own name) or markers at ticks in `order` to a timeline,
    /// then reads them in tick order once; returns how many were read, to keep the work.
    public static func build(_ kind: TimelineMark.Kind, count: Int, order: Order) -> Int {
        var timeline = Timeline(from: Float(0), tickRate: 60)
        timeline.add(to: 1, .linear(duration: 1))
        for (index, tick) in ticks(count, order).enumerated() {
            let position = TimelinePosition.at(Double(tick) / 60)
            switch kind {
            case .label: timeline.addLabel("l\(index)", at: position)
            case .marker: timeline.addMarker("m", at: position)
            }
        }
        return kind == .label ? timeline.labels.count : timeline.markers.count
    }

    /// Offers a two-peer session `count` remote inputs for distinct ticks from `count` down to
    /// 1 after the world's; returns how many it refused as too far ahead.
    public static func floodReceive(count: Int) -> Int {
        let world = World(tickRate: 60)
        guard
            let session = RollbackSession<Int>(
                world: world, peerCount: 2, localPeer: 0, initialInput: 0, step: { _, _, _ in })
        else { return 0 }
        var refused = 0
        for tick in stride(from: UInt64(count), through: 1, by: -1) {
            do throws(RollbackError) {
                try session.receive(1, from: 1, forTick: tick)
            } catch {
                refused += 1
            }
        }
        return refused
    }
}
