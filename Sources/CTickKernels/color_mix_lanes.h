// The colour kernel's body for one vector width, included by color_mix.c once per instruction
// set with these defined:
//   COLOR_LANES   transitions per vector (a multiple of 4)
//   COLOR_SUFFIX  the suffix of this width's names
//   COLOR_TARGET  the target attribute of this width's functions (empty for the baseline)
//
// Each lane is one transition and goes through the IEEE-754 operations of Swift's
// `Color.mixedInOKLab(with:by:)`, `ColorConversion.encoded(fromLMSRoots:)` and
// `encoded(fromLinear:)` on its channel, in the same order, with the same constants (the bits
// of Swift's `Float` literals); lanes never mix, so every width gives every value the same bits.

#define COLOR_PASTE_(name, suffix) name##_##suffix
#define COLOR_PASTE(name, suffix) COLOR_PASTE_(name, suffix)
#define COLOR(name) COLOR_PASTE(name, COLOR_SUFFIX)

typedef float COLOR(floats) __attribute__((ext_vector_type(COLOR_LANES)));
typedef uint32_t COLOR(bits) __attribute__((ext_vector_type(COLOR_LANES)));
typedef int32_t COLOR(mask) __attribute__((ext_vector_type(COLOR_LANES)));

/// Three channels of the lanes side by side (red, green, blue): each step of the conversion
/// back to sRGB applies to the three at once, three vectors in a row, so that their long
/// chains of operations run side by side.
typedef float COLOR(channels) __attribute__((ext_vector_type(3 * COLOR_LANES)));
typedef uint32_t COLOR(channel_bits) __attribute__((ext_vector_type(3 * COLOR_LANES)));

/// The lanes of `a` where `mask` is set, else of `b`.
COLOR_TARGET ALWAYS_INLINE COLOR(floats) COLOR(select)(COLOR(mask) mask, COLOR(floats) a, COLOR(floats) b) {
    COLOR(bits) chosen = ((COLOR(bits))mask & (COLOR(bits))a) | (~(COLOR(bits))mask & (COLOR(bits))b);
    return (COLOR(floats))chosen;
}

/// `ColorConversion.scaledPower5Over12`: `1.055·x^(5/12)` of each normal positive lane below
/// 2^124, in place; of its two independent chains, the longer first.
COLOR_TARGET ALWAYS_INLINE void COLOR(scaled_power)(COLOR(channels) *x) {
    COLOR(channel_bits) bits = (COLOR(channel_bits))*x;
    COLOR(channels) m = (COLOR(channels))((bits & 0x007FFFFFu) | 0x3F800000u);
    COLOR(channels) e = (COLOR(channels))((bits >> 23) + 0x4B400000u) - 0x1.8000fep+23f;

    // 2^(j/12), 5e/12 being k + j/12.
    COLOR(channels) shifted_k = e * 0x1.aaaaaap-2f + 0x1.8p+23f;
    COLOR(channels) j = e * 5.0f - (shifted_k - 0x1.8p+23f) * 12.0f;
    COLOR(channels) j2 = j * j;
    COLOR(channels) j_low = (0x1.000002p+0f + j * 0x1.d93036p-5f) + j2 * (0x1.b54f32p-10f + j * 0x1.0d75dcp-15f);
    COLOR(channels) j_high = 0x1.f503aep-22f + j * 0x1.6ea766p-28f;
    COLOR(channels) j_power = j_low + (j2 * j2) * j_high;

    // 1.055·m^(5/12).
    COLOR(channels) u = m - 1.5f;
    COLOR(channels) u2 = u * u;
    COLOR(channels) m_low = (0x1.3fca0ap+0f + u * 0x1.6352f2p-2f) + u2 * (-0x1.146442p-4f + u * 0x1.839a14p-6f);
    COLOR(channels) m_high = (-0x1.4b5434p-7f + u * 0x1.69fe66p-8f) + u2 * -0x1.8ac062p-9f;
    COLOR(channels) m_power = m_low + (u2 * u2) * m_high;

    // 2^k added to the exponent field.
    COLOR(channel_bits) k_bits = (COLOR(channel_bits))shifted_k - 0x4B400000u;
    COLOR(channel_bits) product = (COLOR(channel_bits))(m_power * j_power);
    *x = (COLOR(channels))(product + (k_bits << 23));
}

/// `ColorConversion.encoded(fromLinear:)`: the sRGB transfer function, odd about 0, in place.
COLOR_TARGET ALWAYS_INLINE void COLOR(encode)(COLOR(channels) *channels) {
    COLOR(channel_bits) bits = (COLOR(channel_bits))*channels;
    COLOR(channel_bits) sign = bits & 0x80000000u;
    COLOR(channels) magnitude = (COLOR(channels))(bits & 0x7FFFFFFFu);
    COLOR(channels) curve = magnitude;
    COLOR(scaled_power)(&curve);
    curve = curve - 0x1.c28f5cp-5f;
    COLOR(channels) straight = magnitude * 0x1.9d70a4p+3f;
    COLOR(channel_bits) above = (COLOR(channel_bits))(magnitude > 0x1.9a5c38p-9f);
    COLOR(channel_bits) encoded = (above & (COLOR(channel_bits))curve) | (~above & (COLOR(channel_bits))straight);
    *channels = (COLOR(channels))(encoded | sign);
}

/// `Color.unitOpacities`: each lane clamped to 0...1, NaN giving 0.
COLOR_TARGET ALWAYS_INLINE COLOR(floats) COLOR(unit)(COLOR(floats) opacity) {
    COLOR(floats) zero = 0.0f;
    COLOR(floats) one = 1.0f;
    return COLOR(select)(opacity > 1.0f, one, COLOR(select)(opacity > 0.0f, opacity, zero));
}

/// A vector of lanes seen as groups of four: what the 4×4 transposes read and write.
typedef union {
    COLOR(floats) lanes;
    color_quad quads[COLOR_LANES / 4];
} COLOR(quads);

/// Red, green and blue of the lanes, as three vectors or as one vector of channels.
typedef union {
    COLOR(channels) all;
    COLOR(floats) each[3];
} COLOR(rgb);

/// Transitions `first ..< first + n` (`n` at most `COLOR_LANES`) of the kernel's arguments, as
/// `tick_kernels_color_mix` describes; returns how many it appended to `left` at `left_count`.
COLOR_TARGET ALWAYS_INLINE size_t COLOR(block)(
    size_t first, size_t n, const float *restrict starts, const float *restrict ends, size_t stride,
    const float *restrict progress, float *restrict values, uint32_t *restrict left, size_t left_count) {
    // The opacity and the roots (floats 3 to 6 of a colour) of each end, four transitions at a
    // time turned into lanes; lanes past `n` get zeros, and are never written.
    COLOR(quads) start_opacity, start_l, start_m, start_s, end_opacity, end_l, end_m, end_s, t;
    for (size_t group = 0; group < COLOR_LANES / 4; group++) {
        color_quad s[4], e[4];
        for (size_t i = 0; i < 4; i++) {
            size_t lane = group * 4 + i;
            if (lane < n) {
                s[i] = color_load(starts + (first + lane) * stride + 3);
                e[i] = color_load(ends + (first + lane) * stride + 3);
            } else {
                s[i] = 0.0f;
                e[i] = 0.0f;
            }
        }
        color_transpose(s, &start_opacity.quads[group], &start_l.quads[group], &start_m.quads[group],
                        &start_s.quads[group]);
        color_transpose(e, &end_opacity.quads[group], &end_l.quads[group], &end_m.quads[group],
                        &end_s.quads[group]);
    }
    if (n == COLOR_LANES) {
        __builtin_memcpy(&t.lanes, progress + first, sizeof t.lanes);
    } else {
        t.lanes = 0.5f;
        for (size_t lane = 0; lane < n; lane++) t.lanes[lane] = progress[first + lane];
    }

    // `Color.premultipliedMix`.
    COLOR(floats) p = t.lanes;
    COLOR(floats) so = COLOR(unit)(start_opacity.lanes);
    COLOR(floats) eo = COLOR(unit)(end_opacity.lanes);
    COLOR(floats) alpha = so + (eo - so) * p;
    COLOR(floats) start_weight = so * (1.0f - p);
    COLOR(floats) end_weight = eo * p;
    COLOR(floats) weights = start_weight + end_weight;
    COLOR(floats) l = (start_l.lanes * start_weight + end_l.lanes * end_weight) / weights;
    COLOR(floats) m = (start_m.lanes * start_weight + end_m.lanes * end_weight) / weights;
    COLOR(floats) s = (start_s.lanes * start_weight + end_s.lanes * end_weight) / weights;
    COLOR(floats) one = 1.0f;
    COLOR(quads) opacity = {.lanes = COLOR(select)(alpha > 1.0f, one, alpha)};

    // `ColorConversion.encoded(fromLMSRoots:)`.
    COLOR(floats) cubed_l = l * l * l;
    COLOR(floats) cubed_m = m * m * m;
    COLOR(floats) cubed_s = s * s * s;
    COLOR(rgb) linear = {.each = {
        0x1.04e956p+2f * cubed_l + -0x1.a76318p+1f * cubed_m + 0x1.d906c4p-3f * cubed_s,
        -0x1.44b85ap+0f * cubed_l + 0x1.4e0c88p+1f * cubed_m + -0x1.5d82d4p-2f * cubed_s,
        -0x1.12fea6p-8f * cubed_l + -0x1.68267cp-1f * cubed_m + 0x1.b5263cp+0f * cubed_s}};
    COLOR(encode)(&linear.all);
    COLOR(quads) red = {.lanes = linear.each[0]}, green = {.lanes = linear.each[1]}, blue = {.lanes = linear.each[2]};

    // The lanes mixed here: those the one-by-one path neither returns early from (progress
    // 0, 1 or not finite, a fully transparent mix) nor converts exactly (roots of 2^40 or
    // more in magnitude, or not finite).
    COLOR(bits) magnitude = 0x7FFFFFFFu;
    COLOR(bits) limit = 0x53800000u;
    COLOR(mask) in_range = (((COLOR(bits))l & magnitude) < limit) & (((COLOR(bits))m & magnitude) < limit)
        & (((COLOR(bits))s & magnitude) < limit);
    COLOR(mask) mixes = (p != 0.0f) & (p != 1.0f) & (p < __builtin_inff()) & (p > -__builtin_inff())
        & (alpha > 0.0f);
    COLOR(mask) fast = in_range & mixes;

    // Each lane's colour: red, green, blue, opacity, then its roots and a 1.
    COLOR(quads) roots_l = {.lanes = l}, roots_m = {.lanes = m}, roots_s = {.lanes = s}, ones = {.lanes = one};
    color_quad rgba[COLOR_LANES], roots[COLOR_LANES];
    for (size_t group = 0; group < COLOR_LANES / 4; group++) {
        color_transpose_back(
            red.quads[group], green.quads[group], blue.quads[group], opacity.quads[group], rgba + group * 4);
        color_transpose_back(
            roots_l.quads[group], roots_m.quads[group], roots_s.quads[group], ones.quads[group], roots + group * 4);
    }
    if (n == COLOR_LANES && __builtin_reduce_and(fast) != 0) {
        // Every lane mixed here: the common case, stored without a test.
        for (size_t lane = 0; lane < COLOR_LANES; lane++) {
            float *value = values + (first + lane) * 8;
            color_store(value, rgba[lane]);
            color_store(value + 4, roots[lane]);
        }
        return left_count;
    }
    // Some lanes left to the caller, or the last transitions: lane by lane.
    int32_t fast_lanes[COLOR_LANES];
    __builtin_memcpy(fast_lanes, &fast, sizeof fast_lanes);
    for (size_t lane = 0; lane < n; lane++) {
        if (!fast_lanes[lane]) {
            left[left_count++] = (uint32_t)(first + lane);
            continue;
        }
        float *value = values + (first + lane) * 8;
        color_store(value, rgba[lane]);
        color_store(value + 4, roots[lane]);
    }
    return left_count;
}

/// The whole kernel at this width.
COLOR_TARGET static size_t COLOR(color_mix)(
    size_t count, const float *starts, const float *ends, size_t stride, const float *progress, float *values,
    uint32_t *left) {
    size_t left_count = 0;
    size_t first = 0;
    for (; first + COLOR_LANES <= count; first += COLOR_LANES) {
        left_count = COLOR(block)(first, COLOR_LANES, starts, ends, stride, progress, values, left, left_count);
    }
    if (first < count) {
        left_count = COLOR(block)(first, count - first, starts, ends, stride, progress, values, left, left_count);
    }
    return left_count;
}

#undef COLOR
#undef COLOR_PASTE
#undef COLOR_PASTE_
