/// Which of the 16 component types of one size class a C component type is: a distinct Swift
/// type per registered type, so that each gets its own storage, compiled for it.
///
/// Each tag's index is read from a variable of its own, not written as a literal: the code
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
enum CTag0: CTag {
    nonisolated(unsafe) static var storedIndex = 0
    static var index: Int { storedIndex }
}

/// Component type 1 of its size class.
enum CTag1: CTag {
    nonisolated(unsafe) static var storedIndex = 1
    static var index: Int { storedIndex }
}

/// Component type 2 of its size class.
enum CTag2: CTag {
    nonisolated(unsafe) static var storedIndex = 2
    static var index: Int { storedIndex }
}

/// Component type 3 of its size class.
enum CTag3: CTag {
    nonisolated(unsafe) static var storedIndex = 3
    static var index: Int { storedIndex }
}

/// Component type 4 of its size class.
enum CTag4: CTag {
    nonisolated(unsafe) static var storedIndex = 4
    static var index: Int { storedIndex }
}

/// Component type 5 of its size class.
enum CTag5: CTag {
    nonisolated(unsafe) static var storedIndex = 5
    static var index: Int { storedIndex }
}

/// Component type 6 of its size class.
enum CTag6: CTag {
    nonisolated(unsafe) static var storedIndex = 6
    static var index: Int { storedIndex }
}

/// Component type 7 of its size class.
enum CTag7: CTag {
    nonisolated(unsafe) static var storedIndex = 7
    static var index: Int { storedIndex }
}

/// Component type 8 of its size class.
enum CTag8: CTag {
    nonisolated(unsafe) static var storedIndex = 8
    static var index: Int { storedIndex }
}

/// Component type 9 of its size class.
enum CTag9: CTag {
    nonisolated(unsafe) static var storedIndex = 9
    static var index: Int { storedIndex }
}

/// Component type 10 of its size class.
enum CTag10: CTag {
    nonisolated(unsafe) static var storedIndex = 10
    static var index: Int { storedIndex }
}

/// Component type 11 of its size class.
enum CTag11: CTag {
    nonisolated(unsafe) static var storedIndex = 11
    static var index: Int { storedIndex }
}

/// Component type 12 of its size class.
enum CTag12: CTag {
    nonisolated(unsafe) static var storedIndex = 12
    static var index: Int { storedIndex }
}

/// Component type 13 of its size class.
enum CTag13: CTag {
    nonisolated(unsafe) static var storedIndex = 13
    static var index: Int { storedIndex }
}

/// Component type 14 of its size class.
enum CTag14: CTag {
    nonisolated(unsafe) static var storedIndex = 14
    static var index: Int { storedIndex }
}

/// Component type 15 of its size class.
enum CTag15: CTag {
    nonisolated(unsafe) static var storedIndex = 15
    static var index: Int { storedIndex }
}
