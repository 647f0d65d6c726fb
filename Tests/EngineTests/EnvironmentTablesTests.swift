import Testing
import TransitionCore

@testable import Engine

/// The tables a world finds its environment slots in.
@Suite struct EnvironmentTablesTests {
    fileprivate struct SizeKey: EnvironmentKey { static let defaultValue = SIMD2<Float>(0, 0) }
    fileprivate struct GapKey: EnvironmentKey { static let defaultValue: Float = 0 }

    private func slot<Value: Transitionable>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ tables: EnvironmentTables, _ name: String
    )
        -> EnvironmentSlot
    {
        TypedEnvironmentSlot(path: EnvironmentPath(keyPath), order: tables.nextOrder, name: name)
    }

    private func id(_ keyPath: AnyKeyPath) -> EnvironmentPathID { EnvironmentPathID(keyPath: keyPath) }

    @Test func slotsAreFoundByKeyPathOrderAndName() {
        var tables = EnvironmentTables()
        #expect(tables.slot(ifMadeFor: id(\EnvironmentValues.tablesGap)) == nil)
        let gap = slot(\.tablesGap, tables, "b")
        tables.add(gap, for: id(\EnvironmentValues.tablesGap))
        let size = slot(\.tablesSize, tables, "a")
        tables.add(size, for: id(\EnvironmentValues.tablesSize))
        #expect(tables.ordered.map(\.order) == [0, 1] && tables[1] === size)
        #expect(tables.byName == [1, 0])  // "a" before "b", whatever the order made
        #expect(tables.slot(ifMadeFor: id(\EnvironmentValues.tablesGap)) === gap)
        // Found again through the cache, and after it is emptied.
        #expect(tables.slot(ifMadeFor: id(\EnvironmentValues.tablesGap)) === gap)
        tables.forgetCachedLookups()
        #expect(tables.slot(ifMadeFor: id(\EnvironmentValues.tablesSize)) === size)
    }

    @Test func keyPathsIntoOneKeyAreRelatedAndReadGroupsLearnOfLaterSlots() {
        var tables = EnvironmentTables()
        let whole = slot(\.tablesSize, tables, "size")
        tables.add(whole, for: id(\EnvironmentValues.tablesSize))
        // A key path read but never set: the slots writing what it reads.
        var computed = 0
        let keys = {
            computed += 1
            return EnvironmentPath(\EnvironmentValues.tablesSize.y).keysWritten
        }
        #expect(tables.readGroup(for: id(\EnvironmentValues.tablesSize.y), keys: keys) == [0])
        let part = slot(\.tablesSize.x, tables, "size.x")
        tables.add(part, for: id(\EnvironmentValues.tablesSize.x))
        #expect(whole.related == [0, 1] && part.related == [0, 1])
        #expect(
            tables.readGroup(for: id(\EnvironmentValues.tablesSize.y), keys: keys) == [0, 1] && computed == 1)
        let other = slot(\.tablesGap, tables, "gap")
        tables.add(other, for: id(\EnvironmentValues.tablesGap))
        #expect(
            other.related == [2]
                && tables.readGroup(for: id(\EnvironmentValues.tablesSize.y), keys: keys) == [0, 1])
    }
}

extension EnvironmentValues {
    fileprivate var tablesSize: SIMD2<Float> {
        get { self[EnvironmentTablesTests.SizeKey.self] }
        set { self[EnvironmentTablesTests.SizeKey.self] = newValue }
    }

    fileprivate var tablesGap: Float {
        get { self[EnvironmentTablesTests.GapKey.self] }
        set { self[EnvironmentTablesTests.GapKey.self] = newValue }
    }
}
