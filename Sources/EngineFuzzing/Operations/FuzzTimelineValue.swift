import TransitionCore

/// A value type the fuzzer plays timelines of, made from the `SIMD2<Float>` values that a
/// ``TimelineRecipe`` holds (a `Float` takes the first lane).
protocol FuzzTimelineValue: VectorTransitionable, BitComparable {
    /// The value a recipe's `value` stands for.
    init(recipeValue value: SIMD2<Float>)
}

extension Float: FuzzTimelineValue {
    init(recipeValue value: SIMD2<Float>) {
        self = value.x
    }
}

extension SIMD2: FuzzTimelineValue where Scalar == Float {
    init(recipeValue value: SIMD2<Float>) {
        self = value
    }
}
