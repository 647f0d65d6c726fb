import BenchSupport
import CInterfaceBench
import CTransitionable
import Engine
import TransitionCore

/// Section 11's figures at one entity count: what crossing the C boundary costs, the same work
/// done from Swift and from C in one interleaved run.
struct CInterfaceResult {
    /// Entities in each world.
    let count: Int
    /// ns per entity: `world.animate` of an ``AnimatedRect`` (a retarget, from Swift).
    let swiftAnimate: Summary
    /// ns per entity: `tr_animate` of an 8-float component, called from a C loop.
    let cAnimate: Summary
    /// ns per entity: `world.forEachPresented(_:alpha:_:)` copying every entity and value into buffers.
    let swiftRead: Summary
    /// ns per entity: one `tr_presented_all` call filling the same buffers, from C.
    let cRead: Summary
    /// ns per entity: `world.advance()`, every entity animating.
    let swiftTick: Summary
    /// ns per entity: `tr_world_step(world, 1)`, every entity animating.
    let cTick: Summary
    /// ns per entity: `world.animate` of a `SIMD8<Float>` from Swift, the vector the C type's
    /// floats live in: the same value layout as C's, without the boundary.
    let swiftVectorAnimate: Summary
    /// Allocations per sample (a pass over every entity): animate Swift, C, read Swift, C, tick
    /// Swift, animate Swift `SIMD8<Float>`, tick C.
    let allocations: [UInt64]

    /// C over Swift, medians: the boundary's cost of animating.
    var animateRatio: Double { cAnimate.median / swiftAnimate.median }
    /// C over Swift, medians: the boundary's cost of the bulk read.
    var readRatio: Double { cRead.median / swiftRead.median }
    /// C over Swift, medians: a C component type's tick against a Swift struct's.
    var tickRatio: Double { cTick.median / swiftTick.median }
}

/// Section 11: animate and bulk-read N entities from Swift and from C.
enum CInterfaceBenchmark {
    /// Measures `count` entities, `runs` interleaved rounds; both worlds tick before each
    /// animate sample, so that every sample retargets running transitions and raises its
    /// interruption events into an emptied list.
    static func run(count: Int, runs: Int) -> CInterfaceResult {
        let animation = Animation.timingCurve(.easeInOutCubic, duration: 2)
        var description = tr_animation_curve(TR_CURVE_EASE_IN_OUT_CUBIC.rawValue, 2)

        // Swift: a world of AnimatedRect.
        let world = World(tickRate: Stagger.tickRate)
        let entities = (0..<count).map { index in
            let entity = world.spawn()
            world.set(AnimatedRect.sample(index), for: entity)
            return entity
        }
        let targets = [0, 1].map { variant in
            (0..<count).map { AnimatedRect.sample($0, variant: variant + 1) }
        }

        // C: the same rectangles as an 8-float component type.
        var type: tr_component = 0
        var cWorld: OpaquePointer?
        precondition(tr_component_register("bench-rect", 8, nil, nil, &type) == TR_OK.rawValue)
        precondition(tr_world_create(UInt32(Stagger.tickRate), &cWorld) == TR_OK.rawValue)
        var cEntities = [tr_entity](repeating: 0, count: count)
        var cTargets = [[Float]](repeating: [], count: 2)
        for index in 0..<count {
            precondition(tr_spawn(cWorld, &cEntities[index]) == TR_OK.rawValue)
            let start = floats(of: AnimatedRect.sample(index))
            precondition(tr_set(cWorld, cEntities[index], type, start, 8) == TR_OK.rawValue)
            for variant in 0..<2 { cTargets[variant] += floats(of: targets[variant][index]) }
        }

        // Swift again, with the C type's vector as the component.
        let vectorWorld = World(tickRate: Stagger.tickRate)
        let vectorEntities = (0..<count).map { index in
            let entity = vectorWorld.spawn()
            vectorWorld.set(SIMD8<Float>(floats(of: AnimatedRect.sample(index))), for: entity)
            return entity
        }
        let vectorTargets = targets.map { rects in rects.map { SIMD8<Float>(floats(of: $0)) } }
        var vectorVariant = 0
        let outEntities = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        let outValues = UnsafeMutablePointer<Float>.allocate(capacity: count * 8)
        defer {
            outEntities.deallocate()
            outValues.deallocate()
            tr_world_destroy(cWorld)
        }
        // Untimed before each animate and tick sample: a tick, which hands the last animate
        // sample's interruption events over (else they pile up between ticks, or the timed tick
        // carries them), and for C the drain of its event queue.
        let drained = UnsafeMutablePointer<tr_event>.allocate(capacity: count)
        defer { drained.deallocate() }
        let tickSwift = { world.advance() }
        let tickC = {
            var events: UInt64 = 0
            precondition(tr_world_step(cWorld, 1) == TR_OK.rawValue)
            repeat {
                precondition(
                    tr_events_drain(
                        cWorld, drained, MemoryLayout<tr_event>.stride, UInt64(count), &events, nil)
                        == TR_OK.rawValue)
            } while events == UInt64(count)
        }
        var swiftVariant = 0
        var cVariant = 0
        var written = 0
        let passes = [
            TimedPass(
                prepare: tickSwift,
                body: {
                    swiftVariant ^= 1
                    let targets = targets[swiftVariant]
                    for index in 0..<count { world.animate(entities[index], to: targets[index], animation) }
                }, operations: count),
            TimedPass(
                prepare: tickC,
                body: {
                    cVariant ^= 1
                    let failures = cTargets[cVariant].withUnsafeBufferPointer { targets in
                        cinterface_animate(
                            cWorld, cEntities, UInt64(count), type, targets.baseAddress, 8, &description)
                    }
                    precondition(failures == 0)
                }, operations: count),
            TimedPass(
                prepare: {},
                body: {
                    written = 0
                    world.forEachPresented(AnimatedRect.self, alpha: 0.5) { entity, value in
                        outEntities[written] = UInt64(entity.generation) << 32 | UInt64(entity.index)
                        UnsafeMutableRawPointer(outValues + written * 8).storeBytes(
                            of: value, as: AnimatedRect.self)
                        written += 1
                    }
                    precondition(written == count)
                }, operations: count),
            TimedPass(
                prepare: {},
                body: {
                    written = Int(cinterface_read(cWorld, type, 0.5, outEntities, outValues, UInt64(count)))
                    precondition(written == count)
                }, operations: count),
            TimedPass(prepare: tickSwift, body: { world.advance() }, operations: count),
            TimedPass(
                prepare: { vectorWorld.advance() },
                body: {
                    vectorVariant ^= 1
                    let targets = vectorTargets[vectorVariant]
                    for index in 0..<count {
                        vectorWorld.animate(vectorEntities[index], to: targets[index], animation)
                    }
                }, operations: count),
            TimedPass(
                prepare: tickC,
                body: {
                    precondition(tr_world_step(cWorld, 1) == TR_OK.rawValue)
                    var events: UInt64 = 0
                    precondition(
                        tr_events_drain(
                            cWorld, drained, MemoryLayout<tr_event>.stride, UInt64(count), &events, nil)
                            == TR_OK.rawValue)
                }, operations: count),
        ]
        let (perEntity, allocations) = interleavedRuns(passes, runs: runs)
        return CInterfaceResult(
            count: count, swiftAnimate: perEntity[0], cAnimate: perEntity[1], swiftRead: perEntity[2],
            cRead: perEntity[3], swiftTick: perEntity[4], cTick: perEntity[6],
            swiftVectorAnimate: perEntity[5],
            allocations: allocations)
    }

    /// The eight floats of `rect`.
    private static func floats(of rect: AnimatedRect) -> [Float] {
        [rect.x, rect.y, rect.w, rect.h, rect.r, rect.g, rect.b, rect.a]
    }
}

/// Section 11's lines.
func cInterfaceRows(_ results: [CInterfaceResult]) -> [String] {
    var lines = [
        "11. C boundary: the same work from Swift (World, AnimatedRect) and from C (transitionable.h, an",
        "    8-float component type, a C loop): animate every entity (a retarget, easeInOutCubic), then read",
        "    every presented value into buffers (Swift: forEachPresented(_:alpha:_:), C: tr_presented_all), and tick",
        "    (advance(), tr_world_step); ns per entity",
        right("N", 10) + right("animate Swift", 22) + right("animate C", 22) + right("C/Swift", 9)
            + right("read Swift", 24) + right("read C", 24) + right("C/Swift", 9)
            + right("tick Swift", 22) + right("tick C", 22) + right("C/Swift", 9) + right("alloc/pass", 18),
    ]
    for result in results {
        lines.append(
            right(grouped(result.count), 10) + right(describe(result.swiftAnimate, 1), 22)
                + right(describe(result.cAnimate, 1), 22) + right(fixed(result.animateRatio, 2), 9)
                + right(describe(result.swiftRead, 2), 24) + right(describe(result.cRead, 2), 24)
                + right(fixed(result.readRatio, 2), 9) + right(describe(result.swiftTick, 2), 22)
                + right(describe(result.cTick, 2), 22) + right(fixed(result.tickRatio, 2), 9)
                + right(result.allocations.map { String($0) }.joined(separator: "/"), 18))
        lines.append(
            "    animate from Swift with the C type's layout (SIMD8<Float>): "
                + describe(result.swiftVectorAnimate, 1) + " ns, C / that "
                + fixed(result.cAnimate.median / result.swiftVectorAnimate.median, 2))
    }
    return lines
}

extension CInterfaceResult {
    /// The figures as JSON (times in ns per entity).
    var json: JSON {
        .object([
            ("count", .integer(count)), ("swiftAnimateNanoseconds", .summary(swiftAnimate)),
            ("cAnimateNanoseconds", .summary(cAnimate)), ("animateRatio", .number(animateRatio, digits: 3)),
            ("swiftReadNanoseconds", .summary(swiftRead)), ("cReadNanoseconds", .summary(cRead)),
            ("readRatio", .number(readRatio, digits: 3)),
            ("swiftTickNanoseconds", .summary(swiftTick)), ("cTickNanoseconds", .summary(cTick)),
            ("tickRatio", .number(tickRatio, digits: 3)),
            ("swiftVectorAnimateNanoseconds", .summary(swiftVectorAnimate)),
            ("allocationsPerPass", .array(allocations.map { .integer(Int($0)) })),
        ])
    }
}
