#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An RGB space's gamut as the gamut search sees it: linear-light RGB ↔ OKLab's cone responses (LMS) in one matrix
/// each way (the XYZ steps and, for ProPhoto, Bradford's adaptation multiplied in), and its transfer function.
///
/// A transfer function maps 0...1 onto 0...1 and keeps order, so a color lies in the gamut, and is clipped, the same
/// in linear light as encoded: the search encodes only its answer.
struct OKLabGamut: Sendable {
    private let lmsToLinear: ColorMatrix
    private let linearToLMS: ColorMatrix
    private let transfer: TransferFunction

    private init(_ rgb: RGBSpace) {
        switch rgb.white {
        case .d65:
            lmsToLinear = rgb.fromXYZ.multiplied(by: OKLabForms.lmsToXYZ)
            linearToLMS = OKLabForms.xyzToLMS.multiplied(by: rgb.toXYZ)
        case .d50:
            lmsToLinear = rgb.fromXYZ.multiplied(by: WhitePoint.d65ToD50).multiplied(by: OKLabForms.lmsToXYZ)
            linearToLMS = OKLabForms.xyzToLMS.multiplied(by: WhitePoint.d50ToD65).multiplied(by: rgb.toXYZ)
        }
        transfer = rgb.transfer
    }

    /// The gamut of an RGB space, else `nil`.
    static func of(_ space: ColorSpace) -> OKLabGamut? {
        switch space {
        case .srgb: srgb
        case .srgbLinear: srgbLinear
        case .displayP3: displayP3
        case .a98RGB: a98RGB
        case .prophotoRGB: prophotoRGB
        case .rec2020: rec2020
        default: nil
        }
    }

    private static let srgb = OKLabGamut(.srgb)
    private static let srgbLinear = OKLabGamut(.srgbLinear)
    private static let displayP3 = OKLabGamut(.displayP3)
    private static let a98RGB = OKLabGamut(.a98RGB)
    private static let prophotoRGB = OKLabGamut(.prophotoRGB)
    private static let rec2020 = OKLabGamut(.rec2020)

    /// Linear-light RGB of an OKLab color.
    func linear(fromOKLab lab: ColorTriple) -> ColorTriple {
        lmsToLinear.apply(OKLabForms.okLabToLMS.apply(lab).map { $0 * $0 * $0 })
    }

    /// OKLab of linear-light RGB.
    func okLab(fromLinear rgb: ColorTriple) -> ColorTriple {
        OKLabForms.lmsToOKLab.apply(linearToLMS.apply(rgb).map(cubeRoot))
    }

    /// Linear light in 0...1 encoded, its ends exactly 0 and 1.
    func encoded(_ linear: ColorTriple) -> ColorTriple {
        linear.map { $0 <= 0 ? 0 : $0 >= 1 ? 1 : transfer.encode($0) }
    }
}
