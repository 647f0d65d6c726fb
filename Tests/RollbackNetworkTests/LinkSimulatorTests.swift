import RollbackNetwork
import Testing

/// The simulated link: deterministic for a seed, and as lossy, duplicating and late as set.
struct LinkSimulatorTests {
    static let conditions = LinkConditions(
        lossRate: 0.1, delay: 60, jitter: 20, duplicationRate: 0.05, reorderRate: 0.1, reorderHold: 30)

    /// Sends `count` numbered datagrams one per 16 ms; returns each delivery with its time.
    static func run(seed: UInt64, count: Int, conditions: LinkConditions = conditions) -> (
        deliveries: [(time: UInt64, datagram: Int)], link: LinkSimulator<Int>
    ) {
        var link = LinkSimulator<Int>(conditions: conditions, seed: seed)
        var deliveries: [(time: UInt64, datagram: Int)] = []
        var time: UInt64 = 0
        while time <= UInt64(count) * 16 + 200 {
            if time % 16 == 0, time / 16 < UInt64(count) { link.send(Int(time / 16), at: time) }
            deliveries += link.deliver(at: time).map { (time, $0) }
            time += 1
        }
        return (deliveries, link)
    }

    @Test func sameSeedSameDeliveries() {
        let first = Self.run(seed: 42, count: 2_000)
        let again = Self.run(seed: 42, count: 2_000)
        let other = Self.run(seed: 43, count: 2_000)
        #expect(first.deliveries.map(\.time) == again.deliveries.map(\.time))
        #expect(first.deliveries.map(\.datagram) == again.deliveries.map(\.datagram))
        #expect(first.deliveries.map(\.datagram) != other.deliveries.map(\.datagram))
    }

    @Test func lossAndDuplicationAreNearTheirRates() {
        let count = 20_000
        let (deliveries, link) = Self.run(seed: 7, count: count)
        let lost = Double(link.lostCount) / Double(count)
        let duplicated = Double(link.duplicateCount) / Double(count - link.lostCount)
        #expect(abs(lost - 0.1) < 0.01, "lost \(lost)")
        #expect(abs(duplicated - 0.05) < 0.01, "duplicated \(duplicated)")
        #expect(deliveries.count == count - link.lostCount + link.duplicateCount)
        #expect(link.inFlightCount == 0)
        let delivered = Set(deliveries.map(\.datagram))
        #expect(delivered.count == count - link.lostCount, "every datagram not lost arrives")
    }

    @Test func delaysStayInBoundsAndSomeDatagramsAreOvertaken() {
        let (deliveries, link) = Self.run(seed: 9, count: 5_000)
        let delays = deliveries.map { $0.time - UInt64($0.datagram) * 16 }
        #expect(delays.allSatisfy { (40...110).contains($0) }, "60 ± 20, plus 30 when held back")
        #expect(delays.min()! <= 42 && delays.max()! >= 108, "the whole range is used")
        let overtaken = zip(deliveries, deliveries.dropFirst()).filter { $0.datagram > $1.datagram }
        #expect(!overtaken.isEmpty && link.heldBackCount > 0)
    }

    @Test func perfectLinkDeliversEverythingAtOnceInOrder() {
        let (deliveries, link) = Self.run(seed: 1, count: 500, conditions: .perfect)
        #expect(deliveries.map(\.datagram) == Array(0..<500))
        #expect(deliveries.allSatisfy { $0.time == UInt64($0.datagram) * 16 })
        #expect(link.lostCount == 0 && link.duplicateCount == 0)
    }

    @Test func outOfRangeSettingsAreHeldToTheirRanges() {
        var conditions = LinkConditions(lossRate: .nan, delay: .max, duplicationRate: 3, reorderRate: -1)
        #expect(conditions.lossRate == 0 && conditions.duplicationRate == 1 && conditions.reorderRate == 0)
        #expect(conditions.delay == LinkConditions.maximumDelay)
        conditions.lossRate = 1.5
        #expect(conditions.lossRate == 1)
        var link = LinkSimulator<Int>(conditions: conditions, seed: 3)
        link.send(1, at: .max - 5)
        link.conditions.lossRate = 0
        link.send(2, at: .max - 5)
        #expect(link.deliver(at: .max - 1).isEmpty, "the delay saturates rather than wrapping")
        #expect(link.deliver(at: .max) == [2, 2] && link.lostCount == 1, "duplicated: rate 1")
    }
}
