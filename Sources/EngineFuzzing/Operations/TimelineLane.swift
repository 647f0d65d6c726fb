import Engine

/// One value type the fuzzer plays timelines of, and where its components, timelines and
/// handed-out controllers are kept on the model's side and the session's.
struct TimelineLane<Value: FuzzTimelineValue>: Sendable {
    let kind: TimelineKind
    /// The model's components of this type.
    let values: ReferenceWritableKeyPath<ReferenceModel, [Entity: ModelValue<Value>]> & Sendable
    /// The model's timelines of this type.
    let timelines: ReferenceWritableKeyPath<ReferenceModel, [Entity: ModelTimeline<Value>]> & Sendable
    /// The controllers the world handed out, each with its run, kept after its run ends.
    let controllers:
        ReferenceWritableKeyPath<FuzzSession, [Entity: (controller: PlaybackController, run: UInt64)]>
            & Sendable
}

extension TimelineLane<Float> {
    static let floats = TimelineLane(
        kind: .float, values: \.floats, timelines: \.floatTimelines, controllers: \.floatControllers)
}

extension TimelineLane<SIMD2<Float>> {
    static let vectors = TimelineLane(
        kind: .vector, values: \.vectors, timelines: \.vectorTimelines, controllers: \.vectorControllers)
}
