#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A color in CIE L\*a\*b\*, the space color differences are measured in, as CSS Color 4's `lab()` defines it:
/// relative to the D50 white, reached from the D65 RGB spaces by the Bradford chromatic adaptation.
///
/// CSS Color 4's Lab is chosen over a D65 Lab so that the figures palettec prints agree with the `lab()` and
/// `lch()` a browser's color picker shows for the same color, and with color.js's `deltaE2000`. Display P3 goes
/// through XYZ with its own primaries: a P3 color outside sRGB is measured where it is, not clamped to sRGB.
public struct CIELab: Hashable, Sendable {
    /// Lightness, 0 (black) to 100 (the white of sRGB and Display P3).
    public var lightness: Double
    /// The green (negative) to red (positive) axis.
    public var a: Double
    /// The blue (negative) to yellow (positive) axis.
    public var b: Double

    /// A color from its coordinates.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The Lab coordinates of a color's red, green and blue (alpha is not part of them).
    public init(_ color: ColorValue) {
        let r = Self.linear(color.red)
        let g = Self.linear(color.green)
        let b = Self.linear(color.blue)
        // Linear RGB → XYZ (D65), the matrices of CSS Color 4's sample code as exact fractions.
        let (x, y, z): (Double, Double, Double)
        switch color.space {
        case .sRGB:
            x = 506752 / 1228815 * r + 87881 / 245763 * g + 12673 / 70218 * b
            y = 87098 / 409605 * r + 175762 / 245763 * g + 12673 / 175545 * b
            z = 7918 / 409605 * r + 87881 / 737289 * g + 1001167 / 1053270 * b
        case .displayP3:
            x = 608311 / 1250200 * r + 189793 / 714400 * g + 198249 / 1000160 * b
            y = 35783 / 156275 * r + 247089 / 357200 * g + 198249 / 2500400 * b
            z = 32229 / 714400 * g + 5220557 / 5000800 * b
        }
        // Bradford D65 → D50, then divided by the D50 white (0.3457/0.3585, 1, 0.2958/0.3585).
        let x50 = 1.0479297925449969 * x + 0.022946870601609652 * y - 0.05019226628920524 * z
        let y50 = 0.02962780877005599 * x + 0.9904344267538799 * y - 0.017073799063418826 * z
        let z50 = -0.009243040646204504 * x + 0.015055191490298152 * y + 0.7518742814281371 * z
        let fx = Self.f(x50 * 0.3585 / 0.3457)
        let fy = Self.f(y50)
        let fz = Self.f(z50 * 0.3585 / 0.2958)
        lightness = 116 * fy - 16
        a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    /// The chroma `C*ab`, the distance from the gray axis.
    public var chroma: Double {
        (a * a + b * b).squareRoot()
    }

    /// The CIE 1976 difference ΔE\*ab: the straight-line distance in Lab.
    public func distance(to other: CIELab) -> Double {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The sRGB and Display P3 transfer function, decoded (both spaces share it); the 256 values of an 8-bit
    /// channel come from a table, since nearly every palette color is one.
    private static func linear(_ value: Double) -> Double {
        let scaled = value * 255
        if scaled >= 0, scaled <= 255, scaled == scaled.rounded() {
            return table[Int(scaled)]
        }
        return decoded(value)
    }

    /// The transfer function, decoded, extended to negative values by symmetry.
    private static func decoded(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    /// The decoded value of each 8-bit channel.
    private static let table: [Double] = (0...255).map { decoded(Double($0) / 255) }

    /// CIE's `f`: a cube root above (6/29)³, a line below it.
    private static func f(_ t: Double) -> Double {
        t > 216 / 24389 ? cbrt(t) : (24389 / 27 * t + 16) / 116
    }
}
