import TransitionCore

extension PortableField {
    /// The scripted run every target reports: a field of `boxes` boxes on 640 × 400 placed by
    /// `seed`, pressed every 90 ticks at a place drawn from `seed` (and scattered with `r` every
    /// 240), for `ticks` ticks, beside a tour of every engine feature for as many ticks unless
    /// `withTour` is false (the field alone, for the smallest parts); returns the field's state
    /// hash mixed with the tour's.
    public static func scriptedHash(seed: UInt64, boxes: Int, ticks: Int, withTour: Bool = true) -> UInt64 {
        let field = PortableField(seed: seed, boxes: boxes, width: 640, height: 400)
        var places = SplitMix64(seed: seed ^ 0x5DEE_CE66)
        for tick in 0..<max(0, ticks) {
            if tick % 240 == 239 {
                field.key(114)
            } else if tick % 90 == 0 {
                field.press(x: places.unit() * 640, y: places.unit() * 400)
            }
            field.advance(ticks: 1)
        }
        var hasher = StateHasher()
        hasher.combine(field.stateHash())
        if withTour { hasher.combine(PortableTour.hash(seed: seed, ticks: ticks)) }
        return hasher.value
    }
}
