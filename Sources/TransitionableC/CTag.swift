/// Which of the 16 component types of one size class a C component type is: a distinct Swift
/// type per registered type, so that each gets its own storage, compiled for it.
protocol CTag {
    /// 0...15.
    static var index: Int { get }
}

/// The number of tags: component types per size class.
let cTagCount = 16

/// Component type 0 of its size class.
enum CTag0: CTag { static var index: Int { 0 } }

/// Component type 1 of its size class.
enum CTag1: CTag { static var index: Int { 1 } }

/// Component type 2 of its size class.
enum CTag2: CTag { static var index: Int { 2 } }

/// Component type 3 of its size class.
enum CTag3: CTag { static var index: Int { 3 } }

/// Component type 4 of its size class.
enum CTag4: CTag { static var index: Int { 4 } }

/// Component type 5 of its size class.
enum CTag5: CTag { static var index: Int { 5 } }

/// Component type 6 of its size class.
enum CTag6: CTag { static var index: Int { 6 } }

/// Component type 7 of its size class.
enum CTag7: CTag { static var index: Int { 7 } }

/// Component type 8 of its size class.
enum CTag8: CTag { static var index: Int { 8 } }

/// Component type 9 of its size class.
enum CTag9: CTag { static var index: Int { 9 } }

/// Component type 10 of its size class.
enum CTag10: CTag { static var index: Int { 10 } }

/// Component type 11 of its size class.
enum CTag11: CTag { static var index: Int { 11 } }

/// Component type 12 of its size class.
enum CTag12: CTag { static var index: Int { 12 } }

/// Component type 13 of its size class.
enum CTag13: CTag { static var index: Int { 13 } }

/// Component type 14 of its size class.
enum CTag14: CTag { static var index: Int { 14 } }

/// Component type 15 of its size class.
enum CTag15: CTag { static var index: Int { 15 } }
