#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// CSS Color 4's gamut mapping ("Binary Search Gamut Mapping with Local MINDE"): chroma reduced in OKLCh by binary
/// search until the clipped color is within one just-noticeable difference (ΔEOK 0.02) of the reduced one, then clipped.
public enum GamutMapping {
    /// One just-noticeable difference in ΔEOK.
    static let justNoticeableDifference = 0.02
    /// How close the search comes (in OKLCh chroma, and to the JND).
    static let epsilon = 0.0001
    /// How far outside the unit cube a conversion's rounding can carry a color that lies on its surface (Display P3
    /// white comes out as sRGB 1.0000000000000002): such a color is in the gamut, and clamped.
    static let roundingNoise = 1e-12

    /// Whether every channel of `color` converted to the RGB space `gamut` lies in 0...1 (± tolerance).
    ///
    /// `hsl` and `hwb` have sRGB's gamut; spaces without a gamut (Lab, OKLab, XYZ and their polar forms) hold
    /// every color.
    public static func isInGamut(_ color: AuthoredColor, _ gamut: ColorSpace, tolerance: Double = 0) -> Bool {
        guard let rgb = gamut.boundingRGBSpace else { return true }
        return ColorConversion.convert(ColorTriple(readingNoneAsZero: color), from: color.space, to: rgb)
            .isInUnitCube(tolerance: tolerance)
    }

    /// CSS Color 4 gamut mapping (binary search on OKLCh chroma, JND 0.02, epsilon 0.0001, then clip), result in `gamut`.
    ///
    /// Alpha is kept; for `hsl` and `hwb` the color is mapped into sRGB; a space without a gamut is only converted to.
    public static func map(_ color: AuthoredColor, into gamut: ColorSpace) -> AuthoredColor {
        let origin = ColorTriple(readingNoneAsZero: color)
        guard let rgb = gamut.boundingRGBSpace else { return ColorConversion.convert(color, to: gamut) }
        let mapped = map(origin, from: color.space, into: rgb)
        let result = ColorConversion.convert(mapped, from: rgb, to: gamut)
        return ColorConversion.authored(result, in: gamut, alpha: color.alpha)
    }

    /// ΔEOK (Euclidean distance in OKLab, `none` as 0).
    public static func deltaEOK(_ first: AuthoredColor, _ second: AuthoredColor) -> Double {
        let one = ColorConversion.convert(ColorTriple(readingNoneAsZero: first), from: first.space, to: .oklab)
        let two = ColorConversion.convert(ColorTriple(readingNoneAsZero: second), from: second.space, to: .oklab)
        return distance(one, two)
    }

    /// `origin` of `space` mapped into the RGB space `destination`, in `destination`; `direct` is `origin` converted
    /// to `destination`, when the caller has it.
    static func map(
        _ origin: ColorTriple,
        from space: ColorSpace,
        into destination: ColorSpace,
        direct converted: ColorTriple? = nil
    ) -> ColorTriple {
        let direct = converted ?? ColorConversion.convert(origin, from: space, to: destination)
        if direct.isInUnitCube(tolerance: roundingNoise) { return direct.clampedToUnitCube }
        let originOKLCh = ColorConversion.convert(origin, from: space, to: .oklch)
        // An infinite chroma would never narrow; NaN components come out as 0.
        guard originOKLCh.c0.isFinite, originOKLCh.c1.isFinite else { return direct.clampedToUnitCube }
        // `oklab(1 0 0)` and `oklab(0 0 0)` are the white and the black of every RGB space (D50 ones by Bradford's
        // adaptation), up to the matrices' rounding.
        if originOKLCh.c0 >= 1 { return ColorTriple(1, 1, 1) }
        if originOKLCh.c0 <= 0 { return ColorTriple(0, 0, 0) }
        guard let rgb = OKLabGamut.of(destination) else { return direct.clampedToUnitCube }
        // The search runs in OKLab and linear light (`OKLabGamut`): the hue is fixed, so only chroma changes.
        let lightness = originOKLCh.c0
        let radians = originOKLCh.c2 * .pi / 180
        let cosine = cos(radians)
        let sine = sin(radians)
        func okLab(chroma: Double) -> ColorTriple { ColorTriple(lightness, chroma * cosine, chroma * sine) }
        var current = okLab(chroma: originOKLCh.c1)
        var clipped = rgb.linear(fromOKLab: current).clampedToUnitCube
        if distance(current, rgb.okLab(fromLinear: clipped)) < justNoticeableDifference { return rgb.encoded(clipped) }
        var low = 0.0
        var high = originOKLCh.c1
        var lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current = okLab(chroma: chroma)
            let linear = rgb.linear(fromOKLab: current)
            if lowInGamut, linear.isInUnitCube() {
                low = chroma
                continue
            }
            clipped = linear.clampedToUnitCube
            let difference = distance(current, rgb.okLab(fromLinear: clipped))
            if difference < justNoticeableDifference {
                if justNoticeableDifference - difference < epsilon { return rgb.encoded(clipped) }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return rgb.encoded(clipped)
    }

    /// The Euclidean distance.
    private static func distance(_ one: ColorTriple, _ two: ColorTriple) -> Double {
        let dl = one.c0 - two.c0
        let da = one.c1 - two.c1
        let db = one.c2 - two.c2
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

extension ColorSpace {
    /// The RGB space whose unit cube is this space's gamut: itself for an RGB space, sRGB for `hsl` and `hwb`, `nil`
    /// for a space without a gamut.
    var boundingRGBSpace: ColorSpace? {
        switch self {
        case .hsl, .hwb: .srgb
        default: isRGB ? self : nil
        }
    }
}
