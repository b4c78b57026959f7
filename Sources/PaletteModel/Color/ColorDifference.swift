#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The CIEDE2000 color difference ΔE00, and the bound on straight-line Lab distance it implies.
///
/// Pure functions over `CIELab` values (CSS Color 4's D50 Lab; see `CIELab`). ΔE00 is about 1 where a difference
/// starts to be noticeable side by side, and 0 only for equal colors.
public enum ColorDifference {
    /// ΔE00 with the parametric factors kL = kC = kH = 1, exactly as Sharma, Wu and Dalal, "The CIEDE2000
    /// Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical Observations",
    /// Color Research and Application 30 (1), 2005, give it (their equations 1–22, with the mean hue and the hue
    /// difference chosen as their notes say when the hues lie more than 180° apart or a chroma is 0).
    public static func ciede2000(_ first: CIELab, _ second: CIELab) -> Double {
        let c1 = first.chroma
        let c2 = second.chroma
        let meanChroma7 = pow((c1 + c2) / 2, 7.0)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow25To7)).squareRoot())
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let c1p = (a1 * a1 + first.b * first.b).squareRoot()
        let c2p = (a2 * a2 + second.b * second.b).squareRoot()
        let h1p = hueDegrees(b: first.b, a: a1)
        let h2p = hueDegrees(b: second.b, a: a2)

        let deltaL = second.lightness - first.lightness
        let deltaC = c2p - c1p
        var deltaH = 0.0
        var meanHue = h1p + h2p
        if c1p * c2p != 0 {
            let difference = h2p - h1p
            deltaH = abs(difference) <= 180 ? difference : difference > 180 ? difference - 360 : difference + 360
            if abs(h1p - h2p) <= 180 {
                meanHue = (h1p + h2p) / 2
            } else {
                meanHue = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2
            }
        }
        let deltaBigH = 2 * (c1p * c2p).squareRoot() * sin(radians(deltaH / 2))

        let meanL = (first.lightness + second.lightness) / 2
        let meanCp = (c1p + c2p) / 2
        let t =
            1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2.0))
        let meanCp7 = pow(meanCp, 7.0)
        let rc = 2 * (meanCp7 / (meanCp7 + pow25To7)).squareRoot()
        let lightOffset = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lightOffset / (20 + lightOffset).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc

        let l = deltaL / sl
        let c = deltaC / sc
        let h = deltaBigH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    /// How far apart in Lab (ΔE76) two colors can be when their ΔE00 is `difference`: a multiple of it that grows
    /// with the pair's mean chroma `C*ab` and with how far its lightness lies from 50.
    ///
    /// Why it holds. Write x = ΔC′/S_C and y = ΔH′/S_H, so that ΔE00² = (ΔL/S_L)² + x² + y² + R_T·x·y.
    /// - The rotation term is at most |R_T| ≤ 2·sin 60° = √3 (R_C < 2 and Δθ ≤ 30°), so x² + y² + R_T·x·y ≥
    ///   λ(x² + y²) with λ = 1 − √3/2 ≈ 0.134, the form's smallest eigenvalue. This is why ΔE00 can be far smaller
    ///   than ΔE76 for saturated blues (the factor 1/√λ ≈ 2.73 below).
    /// - S_H = 1 + 0.015·C̄′·T ≤ S_C = 1 + 0.045·C̄′, since T ≤ 1 + 0.17 + 0.24 + 0.32 + 0.20 < 3.
    /// - ΔC′² + ΔH′² is exactly the squared distance of the two colors in the a′b′ plane (the law of cosines), and
    ///   a′ = (1 + G)·a stretches a by the same G ≥ 0 for both colors, so it is at least Δa² + Δb².
    /// - C′ ≤ (1 + G)·C, so C̄′ ≤ C̄ + G·C̄, and G·C̄ = C̄/2·(1 − √(C̄⁷/(C̄⁷ + 25⁷))) is at most 6.374 (at
    ///   C̄ ≈ 16.6; beyond 25 it is below 6.25, since 1 − 1/√(1 + u) ≤ u/2): `chromaStretch` is 6.4.
    /// - S_L = 1 + 0.015·d²/√(20 + d²) ≤ 1 + 0.015·d, with d = |L̄ − 50| ≤ `lightnessOffset`.
    ///
    /// So ΔE76² = ΔL² + Δa² + Δb² ≤ S_L²·(ΔL/S_L)² + S_C²·(x² + y²) ≤ max(S_L², S_C²/λ)·ΔE00², with
    /// S_C ≤ 1 + 0.045·(C̄ + 6.4).
    public static func labDistanceBound(
        of difference: Double,
        meanChroma: Double,
        lightnessOffset: Double = 50
    ) -> Double {
        max(1 + 0.015 * lightnessOffset, (1 + 0.045 * (meanChroma + chromaStretch)) / rootLambda) * difference
    }

    /// How far apart in lightness two colors can be when their ΔE00 is `difference`, whatever their chroma.
    ///
    /// The lightness term (ΔL/S_L)² stands apart from the rest of ΔE00², which is never negative (see
    /// `labDistanceBound`), so |ΔL| ≤ S_L·ΔE00 ≤ (1 + 0.015·d)·ΔE00 with d = |L̄ − 50| ≤ `lightnessOffset`.
    public static func lightnessBound(of difference: Double, lightnessOffset: Double = 50) -> Double {
        (1 + 0.015 * lightnessOffset) * difference
    }

    /// How far in Lab (ΔE76) from a color of chroma `chroma` any color within ΔE00 `difference` of it can be,
    /// whatever that color's chroma; `nil` when `difference` is 16 or more, where no such bound follows.
    ///
    /// `labDistanceBound` with the pair's mean chroma C̄ ≤ `chroma` + d/2 (the other color's chroma differs by at
    /// most the distance d between them): d ≤ (1 + 0.045·(C + 6.4 + d/2))·ΔE00/√λ, solved for d.
    public static func labRadius(of difference: Double, chroma: Double, lightnessOffset: Double = 50) -> Double? {
        let denominator = rootLambda - 0.0225 * difference
        guard denominator > 0 else { return nil }
        return max(
            (1 + 0.015 * lightnessOffset) * difference,
            (1 + 0.045 * (chroma + chromaStretch)) * difference / denominator
        )
    }

    /// `labRadius` for one color rather than for any color of its chroma; `nil` where `labRadius` is.
    ///
    /// The rotation term is bounded by what it can be for pairs that include this color, which outside the blues
    /// and at low chroma is far less than √3, so the radius is up to 1/√λ ≈ 2.73 times smaller.
    ///
    /// Why it holds. Any color within ΔE00 `difference` of `color` lies within D = `labRadius` of it, so for such a
    /// pair: C̄′ ≤ C + D/2 + 6.4, bounding R_C (which grows with C̄′); and, when C > D, the other color's hue lies
    /// within δ = asin(D/C) of this one's, so both hues in the a′b′ plane (a′ = (1 + G)·a, 0 ≤ G ≤ 0.5, the same G
    /// for both) lie in the arc spanned by the images of h ± δ at G = 0 and G = 0.5 (the map is monotone in the
    /// angle and in G), and so does their mean h̄′ (the midpoint of the shorter arc between them). Then
    /// Δθ ≤ 30°·exp(−(d/25°)²), d the arc's least distance from 275°, and |R_T| = R_C·sin 2Δθ is bounded; the
    /// form x² + y² + R_T·x·y is at least (1 − |R_T|/2)(x² + y²), and the rest is `labDistanceBound`'s argument
    /// with this λ in place of 1 − √3/2.
    public static func labRadius(of difference: Double, near color: CIELab, lightnessOffset: Double = 50) -> Double? {
        let chroma = color.chroma
        guard let loose = labRadius(of: difference, chroma: chroma, lightnessOffset: lightnessOffset) else {
            return nil
        }
        let meanChroma = chroma + loose / 2 + chromaStretch
        let meanChroma3 = meanChroma * meanChroma * meanChroma
        let meanChroma7 = meanChroma3 * meanChroma3 * meanChroma
        let rc = 2 * (meanChroma7 / (meanChroma7 + pow25To7)).squareRoot()
        var farthestTheta = 30.0
        if chroma > loose {
            // Directions as unit vectors, angles relative to the color's hue by atan2 of their cross and dot
            // products with it: no sine or cosine per color.
            let (x, y) = (color.a / chroma, color.b / chroma)
            let sine = loose / chroma
            let cosine = (1 - sine * sine).squareRoot()
            let spread = asin(sine) * 180 / .pi
            /// The angle from the hue to the direction (dx, dy) with its a component stretched by 1.5 (G = 0.5).
            func stretched(_ dx: Double, _ dy: Double) -> Double {
                let (sx, sy) = (1.5 * dx, dy)
                return atan2(x * sy - y * sx, x * sx + y * sy) * 180 / .pi
            }
            // The arc's ends, as offsets from the hue (the stretch moves an angle toward the b axis, never past it).
            let low = min(-spread, stretched(x * cosine + y * sine, y * cosine - x * sine))
            let high = max(spread, stretched(x * cosine - y * sine, y * cosine + x * sine))
            // An arc of half the circle or more holds pairs whose shorter arc leaves it: no bound then.
            if high - low < 180 {
                // 275° from the hue: atan2 of the cross and dot products with (cos 275°, sin 275°).
                let (bx, by) = (0.08715574274765789, -0.9961946980917455)
                let blue = atan2(x * by - y * bx, x * bx + y * by) * 180 / .pi
                // The least distance round the circle, either way, from 275° to the arc.
                let least =
                    blue < low
                    ? min(low - blue, blue + 360 - high) : blue > high ? min(blue - high, low + 360 - blue) : 0
                farthestTheta = 30 * exp(-(least / 25) * (least / 25))
            }
        }
        let rotation = rc * sin(radians(2 * farthestTheta))
        let denominator = (1 - rotation / 2).squareRoot() - 0.0225 * difference
        guard denominator > 0 else { return loose }
        return min(
            loose,
            max(
                (1 + 0.015 * lightnessOffset) * difference,
                (1 + 0.045 * (chroma + chromaStretch)) * difference / denominator
            )
        )
    }

    /// A bound on G·C̄ over every chroma, by which C̄′ can exceed C̄ (see `labDistanceBound`).
    public static let chromaStretch = 6.4

    /// √λ, λ = 1 − √3/2: the least the rotation term leaves of x² + y² (see `labDistanceBound`).
    public static let rootLambda = (1 - 3.0.squareRoot() / 2).squareRoot()

    /// 25⁷, the chroma scale of G and R_C.
    private static let pow25To7 = 6_103_515_625.0

    /// The hue angle of (a, b) in degrees, 0..<360; 0 for a gray.
    private static func hueDegrees(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// Degrees to radians.
    private static func radians(_ degrees: Double) -> Double {
        degrees * .pi / 180
    }
}
