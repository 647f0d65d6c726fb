import Foundation
import TransitionCore

/// OKLab colours turned into the 8-bit sRGB bytes a renderer draws, in single precision with a
/// table instead of a power per channel: cheap enough for every box of every frame. A byte is
/// the one `Color(lab).rgba8` gives, but for a value that falls within rounding error of the
/// middle between two bytes.
public enum SRGBBytes {
    /// Buckets of linear light in 0...1 the table divides into: narrower than the smallest
    /// gap between two bytes' thresholds (near black, 1 / (255 × 12.92)), so a bucket holds at
    /// most one threshold.
    static let buckets = 4096

    /// `thresholds[k]`: the least linear-light value whose sRGB encoding rounds to byte `k` or
    /// more (the middle between bytes `k - 1` and `k`); `thresholds[0]` is 0, `thresholds[256]`
    /// above any value. Made once, never written again and never freed: read from any thread
    /// without reference counting.
    nonisolated(unsafe) static let thresholds: UnsafePointer<Float> = {
        let thresholds = UnsafeMutablePointer<Float>.allocate(capacity: 257)
        for byte in 0...256 {
            let encoded = (Double(byte) - 0.5) / 255
            let linear = encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
            thresholds[byte] = byte == 0 ? 0 : byte == 256 ? .infinity : Float(linear)
        }
        return UnsafePointer(thresholds)
    }()

    /// `table[i]`: the byte of linear light `i / buckets`, the start of bucket `i`.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: buckets + 1)
        var byte = 0
        for bucket in 0...buckets {
            let value = Float(bucket) / Float(buckets)
            while byte < 255, thresholds[byte + 1] <= value { byte += 1 }
            table[bucket] = UInt8(byte)
        }
        return UnsafePointer(table)
    }()

    /// The red, green, blue and alpha bytes of `lab`: components outside the sRGB gamut are
    /// clamped, NaN counts as 0.
    public static func rgba8(_ lab: OKLab) -> (UInt8, UInt8, UInt8, UInt8) {
        let lightness = lab.L.isNaN ? 0 : lab.L
        let a = lab.a.isNaN ? 0 : lab.a
        let b = lab.b.isNaN ? 0 : lab.b
        // Björn Ottosson's inverse matrices: OKLab to cone responses, cubed, to linear sRGB.
        let lRoot = lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b
        let mRoot = lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b
        let sRoot = lightness - 0.089_484_177_5 * a - 1.291_485_548_0 * b
        let l = lRoot * lRoot * lRoot
        let m = mRoot * mRoot * mRoot
        let s = sRoot * sRoot * sRoot
        let red = 4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s
        let green = -1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s
        let blue = -0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s
        let alpha = lab.alpha.isNaN ? 0 : min(max(lab.alpha, 0), 1)
        // Half up, not through `rounded()`: baseline x86-64 makes that a call to `roundf`.
        return (byte(linear: red), byte(linear: green), byte(linear: blue), UInt8(alpha * 255 + 0.5))
    }

    /// The sRGB byte of a linear-light value, clamped to 0...1.
    @inline(__always)
    static func byte(linear value: Float) -> UInt8 {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        let byte = table[Int(value * Float(buckets))]
        return value >= thresholds[Int(byte) + 1] ? byte + 1 : byte
    }
}
