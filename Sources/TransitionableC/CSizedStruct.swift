import CTransitionable

/// The rules of transitionable.h's sized structs: a caller passes the size its header gives a
/// struct; the library reads and writes only the fields inside it.
enum CSizedStruct {
    /// The largest size a caller may pass: no version's struct reaches it, and a garbage size
    /// (an uninitialised field) is refused before anything is read.
    static let maximumSize = 4096

    /// A `T` from the `size` bytes at `source`, the fields past them as in `defaults`;
    /// `.invalidArgument` for a size below `minimumSize` or above `maximumSize`, or for non-zero
    /// bytes past the library's `T` (a field this library does not know, set).
    @inline(__always)
    static func read<T: BitwiseCopyable>(
        _ source: UnsafeRawPointer, size: Int, minimumSize: Int, defaults: T
    ) throws(CStatusError) -> T {
        guard size >= minimumSize, size <= maximumSize else { throw .invalidArgument }
        var value = defaults
        let known = MemoryLayout<T>.size
        if size > known {
            for offset in known..<size where source.load(fromByteOffset: offset, as: UInt8.self) != 0 {
                throw .invalidArgument
            }
        }
        withUnsafeMutableBytes(of: &value) { bytes in
            bytes.baseAddress!.copyMemory(from: source, byteCount: min(size, known))
        }
        return value
    }

    /// `.invalidArgument` unless `size` lies in `minimumSize...maximumSize`.
    @inline(__always)
    static func check(size: Int, minimumSize: Int) throws(CStatusError) {
        guard size >= minimumSize, size <= maximumSize else { throw .invalidArgument }
    }

    /// Writes the first `size` bytes of `value` (all of it when `size` is larger) to
    /// `destination`; bytes past the library's `T` are left as they are.
    @inline(__always)
    static func write<T: BitwiseCopyable>(_ value: T, to destination: UnsafeMutableRawPointer, size: Int) {
        withUnsafeBytes(of: value) { bytes in
            destination.copyMemory(from: bytes.baseAddress!, byteCount: min(size, bytes.count))
        }
    }
}
