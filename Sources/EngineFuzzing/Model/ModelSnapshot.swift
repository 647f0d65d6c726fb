import Engine

/// Everything a ``ReferenceModel`` holds that its future depends on, copied by value: the
/// model's side of a `WorldSnapshot`. The handles issued so far in spawn order are not in it
/// (ordinals keep naming them, so that one spawned after the snapshot names a stale handle
/// once it is restored), nor are the clock domains made in order, for the same reason, nor the
/// events, the query in progress or the counters.
struct ModelSnapshot {
    /// The world's `stateHash()` when the snapshot was taken, which a restore must give back.
    let worldHash: UInt64
    /// `stateHash(of:)` of each clock domain then, by index.
    let domainHashes: [UInt64]
    let tick: UInt64
    let alive: Set<Entity>
    let aliveOrdinals: [Int]
    let alivePosition: [Int: Int]
    /// The handles issued in the history the snapshot belongs to, by ordinal.
    let ordinalOf: [Entity: Int]
    let recentlyDespawned: [Entity]
    let floats: [Entity: ModelValue<Float>]
    let vectors: [Entity: ModelValue<SIMD2<Float>>]
    let labels: [Entity: FuzzLabel]
    let parents: [Entity: Entity]
    let children: [Entity: [Entity]]
    let levels: [Entity: ModelValue<Float>]
    let offsets: [Entity: ModelValue<SIMD2<Float>>]
    let floatTimelines: [Entity: ModelTimeline<Float>]
    let vectorTimelines: [Entity: ModelTimeline<SIMD2<Float>>]
    /// The clock domains, the world's first, and the entities moved to one.
    let domains: [ModelDomain]
    let domainOf: [Entity: Int]
    /// The last tick's events, which the world's snapshot keeps too.
    let lastTickEvents: (completions: [ModelEvent], timelines: [ModelTimelineEvent])
}
