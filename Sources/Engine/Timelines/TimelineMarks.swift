import TransitionCore

/// The labels or the markers of a ``Timeline`` or a ``Choreography``, added in any order at a
/// cost that does not grow with how many there are: kept in the order added, with a name index
/// for labels, and put in tick order (equal ticks in the order added, a moved label counting as
/// added last) when read, which costs nothing while they were added in tick order.
struct TimelineMarks: Sendable {
    /// What the marks are: labels are unique by name, markers are not.
    let kind: TimelineMark.Kind
    /// The marks in the order added (a moved label in the place of the one it moved).
    private var marks: [TimelineMark] = []
    /// For labels, each one's place in the order added, counting a moved label as added when
    /// moved; empty for markers, whose place is their index.
    private var labelOrders: [UInt64] = []
    /// The next place in the order labels were added.
    private var nextOrder: UInt64 = 0
    /// Where each label is in `marks`; empty for markers.
    private var labelIndices = LabelIndex()
    /// Whether `marks` is in tick order as it stands.
    private var isInTickOrder = true
    /// The latest tick of any mark placed (for markers, which stay, the last one's); 0 when
    /// there is none.
    private(set) var lastTick: UInt64 = 0

    init(_ kind: TimelineMark.Kind) {
        self.kind = kind
    }

    /// Whether there are none.
    var isEmpty: Bool { marks.isEmpty }

    /// The marks ordered by tick, equal ticks in the order they were added.
    /// - Complexity: O(1) when they were added in tick order, O(n log n) otherwise.
    var inTickOrder: [TimelineMark] {
        if isInTickOrder { return marks }
        let isLabel = kind == .label
        var keys = marks.indices.map {
            (tick: marks[$0].tick, order: isLabel ? labelOrders[$0] : UInt64($0), index: $0)
        }
        keys.sort { $0.tick != $1.tick ? $0.tick < $1.tick : $0.order < $1.order }
        return keys.map { marks[$0.index] }
    }

    /// The tick of the label named `name`; nil when there is none (or these are markers).
    /// - Complexity: O(1).
    func tick(ofLabel name: String) -> UInt64? {
        labelIndices.index(of: name, hash: LabelIndex.hash(name), in: marks).map { marks[$0].tick }
    }

    /// Puts a mark named `name` at `tick`: a label moves the one of that name, if there is one;
    /// a marker is added after every mark at or before that tick.
    /// - Complexity: O(1) amortised.
    mutating func place(_ name: String, atTick tick: UInt64) {
        let mark = TimelineMark(name: name, tick: tick)
        let index = marks.count
        let hash = kind == .label ? LabelIndex.hash(name) : 0
        if kind == .label, let existing = labelIndices.index(of: name, hash: hash, in: marks) {
            marks[existing] = mark
            labelOrders[existing] = nextOrder
            nextOrder += 1
            if existing != index - 1 || (existing > 0 && marks[existing - 1].tick > tick) {
                isInTickOrder = false
            }
            lastTick = max(lastTick, tick)
            return
        }
        if let last = marks.last, last.tick > tick { isInTickOrder = false }
        if kind == .label {
            labelIndices.append(hash: hash)
            labelOrders.append(nextOrder)
            nextOrder += 1
        }
        marks.append(mark)
        lastTick = max(lastTick, tick)
    }

    /// Puts every mark of `other`, laid out from tick 0, from tick `start`, in its tick order.
    mutating func place(_ other: TimelineMarks, fromTick start: UInt64) {
        for mark in other.inTickOrder {
            place(mark.name, atTick: TimelinePosition.clamped(start, plus: mark.tick))
        }
    }

    /// The identity of the array holding the marks, while it is not changed: the same for
    /// copies of one schedule (every change of the marks changes it, copying the array).
    var storageAddress: UInt {
        marks.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
}
