/// The two reference whites of CSS Color 4 (CIE 1931 2° chromaticities to four figures), and the Bradford chromatic
/// adaptation between them.
enum WhitePoint: Sendable {
    /// D65: sRGB, Display P3, Adobe RGB, Rec. 2020, OKLab, `xyz-d65`.
    case d65
    /// D50: CIE Lab and LCh, ProPhoto RGB, `xyz-d50`.
    case d50

    /// The white's XYZ, Y = 1.
    var xyz: ColorTriple {
        switch self {
        case .d65: Self.d65XYZ
        case .d50: Self.d50XYZ
        }
    }

    private static let d65XYZ = ColorTriple(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)
    private static let d50XYZ = ColorTriple(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    /// Bradford D65 → D50 (CSS Color 4's `D65_to_D50`).
    static let d65ToD50 = ColorMatrix(
        (1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        (0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        (-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
    )

    /// Bradford D50 → D65 (CSS Color 4's `D50_to_D65`).
    static let d50ToD65 = ColorMatrix(
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )
}
