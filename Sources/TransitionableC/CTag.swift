/// Which of the 16 component types of one size class a C component type is: a distinct Swift
/// type per registered type, so that each gets its own storage, compiled for it.
///
/// Each tag's index is a variable of its own (never written), not a literal: the code
/// compiled for the 16 tags of a size class then differs only in that variable's address, which
/// the compiler's function merging turns into a parameter, so that the Embedded Swift build
/// (which compiles everything for each of the 48 types) merges much of it into one copy.
protocol CTag {
    /// 0...15.
    static var index: Int { get }
}

/// The number of tags: component types per size class.
let cTagCount = 16

/// Component type 0 of its size class.
enum CTag0: CTag { nonisolated(unsafe) static var index = 0 }

/// Component type 1 of its size class.
enum CTag1: CTag { nonisolated(unsafe) static var index = 1 }

/// Component type 2 of its size class.
enum CTag2: CTag { nonisolated(unsafe) static var index = 2 }

/// Component type 3 of its size class.
enum CTag3: CTag { nonisolated(unsafe) static var index = 3 }

/// Component type 4 of its size class.
enum CTag4: CTag { nonisolated(unsafe) static var index = 4 }

/// Component type 5 of its size class.
enum CTag5: CTag { nonisolated(unsafe) static var index = 5 }

/// Component type 6 of its size class.
enum CTag6: CTag { nonisolated(unsafe) static var index = 6 }

/// Component type 7 of its size class.
enum CTag7: CTag { nonisolated(unsafe) static var index = 7 }

/// Component type 8 of its size class.
enum CTag8: CTag { nonisolated(unsafe) static var index = 8 }

/// Component type 9 of its size class.
enum CTag9: CTag { nonisolated(unsafe) static var index = 9 }

/// Component type 10 of its size class.
enum CTag10: CTag { nonisolated(unsafe) static var index = 10 }

/// Component type 11 of its size class.
enum CTag11: CTag { nonisolated(unsafe) static var index = 11 }

/// Component type 12 of its size class.
enum CTag12: CTag { nonisolated(unsafe) static var index = 12 }

/// Component type 13 of its size class.
enum CTag13: CTag { nonisolated(unsafe) static var index = 13 }

/// Component type 14 of its size class.
enum CTag14: CTag { nonisolated(unsafe) static var index = 14 }

/// Component type 15 of its size class.
enum CTag15: CTag { nonisolated(unsafe) static var index = 15 }
