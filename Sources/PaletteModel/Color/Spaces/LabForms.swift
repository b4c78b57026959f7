#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// CIE Lab ↔ XYZ relative to D50, as CSS Color 4's sample code (`XYZ_to_Lab`, `Lab_to_XYZ`) computes it.
enum LabForms {
    /// (6/29)³.
    private static let epsilon: Double = 216 / 24389
    /// (29/3)³.
    private static let kappa: Double = 24389 / 27

    /// Lab (L 0...100) from XYZ relative to D50.
    static func lab(fromXYZD50 xyz: ColorTriple) -> ColorTriple {
        let white = WhitePoint.d50.xyz
        let f0 = f(xyz.c0 / white.c0)
        let f1 = f(xyz.c1 / white.c1)
        let f2 = f(xyz.c2 / white.c2)
        return ColorTriple(116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2))
    }

    /// XYZ relative to D50 from Lab.
    static func xyzD50(fromLab lab: ColorTriple) -> ColorTriple {
        let white = WhitePoint.d50.xyz
        let f1 = (lab.c0 + 16) / 116
        let f0 = lab.c1 / 500 + f1
        let f2 = f1 - lab.c2 / 200
        let cube0 = f0 * f0 * f0
        let cube2 = f2 * f2 * f2
        let x = cube0 > epsilon ? cube0 : (116 * f0 - 16) / kappa
        let y = lab.c0 > kappa * epsilon ? f1 * f1 * f1 : lab.c0 / kappa
        let z = cube2 > epsilon ? cube2 : (116 * f2 - 16) / kappa
        return ColorTriple(x * white.c0, y * white.c1, z * white.c2)
    }

    /// CIE's `f`: the (sign-preserving) cube root above ε, a line below it.
    private static func f(_ value: Double) -> Double {
        value > epsilon ? cubeRoot(value) : (kappa * value + 16) / 116
    }
}
