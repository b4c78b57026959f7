/// The predefined RGB spaces of CSS Color 4, each as one row of facts: its linear-light ↔ XYZ matrices (relative to
/// its own white), its white and its transfer function.
struct RGBSpace: Sendable {
    /// Linear-light RGB → XYZ relative to `white`.
    let toXYZ: ColorMatrix
    /// XYZ relative to `white` → linear-light RGB.
    let fromXYZ: ColorMatrix
    /// The white the space's XYZ is relative to.
    let white: WhitePoint
    /// How the encoded components relate to linear light.
    let transfer: TransferFunction

    /// The facts of an RGB space (`ColorSpace.isRGB`), else `nil`.
    static func of(_ space: ColorSpace) -> RGBSpace? {
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

    // The matrices are CSS Color 4's sample code (`conversions.js`), as exact fractions where it gives them.

    /// Linear Display P3 → linear sRGB in one product (the sRGB matrix times P3's), the figures palettec has always
    /// converted Display P3 colors with, so their sRGB values stay the same to the last bit.
    static let linearDisplayP3ToLinearSRGB = ColorMatrix(
        (1.2249401762805598, -0.22494017628055996, 0),
        (-0.04205695470968816, 1.0420569547096882, 0),
        (-0.019637554590334432, -0.07863604555063188, 1.0982736001409663)
    )

    private static let srgbToXYZ = ColorMatrix(
        (506752 / 1228815, 87881 / 245763, 12673 / 70218),
        (87098 / 409605, 175762 / 245763, 12673 / 175545),
        (7918 / 409605, 87881 / 737289, 1001167 / 1053270)
    )
    private static let xyzToSRGB = ColorMatrix(
        (12831 / 3959, -329 / 214, -1974 / 3959),
        (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
        (705 / 12673, -2585 / 12673, 705 / 667)
    )

    static let srgb = RGBSpace(toXYZ: srgbToXYZ, fromXYZ: xyzToSRGB, white: .d65, transfer: .sRGB)

    static let srgbLinear = RGBSpace(toXYZ: srgbToXYZ, fromXYZ: xyzToSRGB, white: .d65, transfer: .identity)

    static let displayP3 = RGBSpace(
        toXYZ: ColorMatrix(
            (608311 / 1250200, 189793 / 714400, 198249 / 1000160),
            (35783 / 156275, 247089 / 357200, 198249 / 2500400),
            (0 / 1, 32229 / 714400, 5220557 / 5000800)
        ),
        fromXYZ: ColorMatrix(
            (446124 / 178915, -333277 / 357830, -72051 / 178915),
            (-14852 / 17905, 63121 / 35810, 423 / 17905),
            (11844 / 330415, -50337 / 660830, 316169 / 330415)
        ),
        white: .d65,
        transfer: .sRGB
    )

    static let a98RGB = RGBSpace(
        toXYZ: ColorMatrix(
            (573536 / 994567, 263643 / 1420810, 187206 / 994567),
            (591459 / 1989134, 6239551 / 9945670, 374412 / 4972835),
            (53769 / 1989134, 351524 / 4972835, 4929758 / 4972835)
        ),
        fromXYZ: ColorMatrix(
            (1829569 / 896150, -506331 / 896150, -308931 / 896150),
            (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
            (16779 / 1248040, -147721 / 1248040, 1266979 / 1248040)
        ),
        white: .d65,
        transfer: .a98RGB
    )

    /// ProPhoto RGB with the matrix derived from its primaries' chromaticities and the D50 white, as coloraide,
    /// Chromium (skcms) and color.js's ports compute it, not CSS Color 4's sample-code matrix (csswg-drafts#7675),
    /// which differs from it by up to 9.2e-6 in XYZ (0.023 in Lab): with it palettec agrees with those
    /// implementations to 1e-12 instead of 1e-3 in OKLab.
    static let prophotoRGB = RGBSpace(
        toXYZ: ColorMatrix(
            (7.9776048967230260e-01, 1.3518583717574031e-01, 3.1349349581524806e-02),
            (2.8807112822929337e-01, 7.1184321781010140e-01, 8.5653960605259030e-05),
            (0, 0, 8.2510460251046020e-01)
        ),
        fromXYZ: ColorMatrix(
            (1.3457989731028281, -0.2555801000799754, -0.05110628506753401),
            (-0.5446224939028347, 1.5082327413132781, 0.02053603239147973),
            (0, 0, 1.2119675456389452)
        ),
        white: .d50,
        transfer: .proPhoto
    )

    static let rec2020 = RGBSpace(
        toXYZ: ColorMatrix(
            (63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314),
            (26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157),
            (0 / 1, 19567812 / 697040785, 295819943 / 278816314)
        ),
        fromXYZ: ColorMatrix(
            (30757411 / 17917100, -6372589 / 17917100, -4539589 / 17917100),
            (-19765991 / 29648200, 47925759 / 29648200, 467509 / 29648200),
            (792561 / 44930125, -1921689 / 44930125, 42328811 / 44930125)
        ),
        white: .d65,
        transfer: .gamma24
    )
}
