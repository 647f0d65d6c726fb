import RollbackNetwork
import Testing

/// Little-endian writing and reading, and reads past the end that return nil.
struct ByteReaderTests {
    @Test func integersRoundTripLittleEndian() throws {
        var writer = ByteWriter()
        writer.write(UInt16(0x0102))
        writer.write(Int32(-2))
        writer.write(UInt64(0x0102_0304_0506_0708))
        writer.write(bytes: [9, 10])
        #expect(writer.bytes.prefix(6) == [0x02, 0x01, 0xfe, 0xff, 0xff, 0xff])
        var reader = ByteReader(writer.bytes)
        #expect(reader.read(UInt16.self) == 0x0102 && reader.read(Int32.self) == -2)
        #expect(reader.read(UInt64.self) == 0x0102_0304_0506_0708)
        #expect(reader.read(count: 2).map(Array.init) == [9, 10] && reader.remainingCount == 0)
    }

    @Test func readsPastTheEndReturnNilAndConsumeNothing() {
        var reader = ByteReader([1, 2, 3])
        #expect(reader.read(UInt32.self) == nil && reader.offset == 0)
        #expect(reader.read(count: 4) == nil && reader.read(count: -1) == nil && reader.offset == 0)
        #expect(reader.read(UInt16.self) == 0x0201 && reader.read(UInt16.self) == nil)
        #expect(reader.read(UInt8.self) == 3 && reader.read(UInt8.self) == nil && reader.remainingCount == 0)
    }
}
