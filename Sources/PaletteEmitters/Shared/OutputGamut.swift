import PaletteModel

/// The gamut an output can show: what every writer asks a color for (`ColorValue.shown(in:)`) before it spells it.
///
/// Hex-only formats (Android, DKNightVersion tables, LFLDarkModeKit bundles, the bundle's `colors`, a stylesheet's
/// fallback, DTCG's `hex`) show sRGB: a color outside it is gamut-mapped (CSS Color 4), never clipped. Formats that
/// can say Display P3 (Swift, CSS, asset catalogs, the bundle's `p3`) keep it where the color needs it: a Display P3
/// value, itself mapped into P3 when it lies outside.
enum OutputGamut {
    /// sRGB only.
    case sRGB
    /// sRGB, or Display P3 for the colors that need it.
    case displayP3
}

extension ColorValue {
    /// The value an output of `gamut` writes for this color.
    func shown(in gamut: OutputGamut) -> ColorValue {
        switch gamut {
        case .sRGB: mapped(into: .sRGB)
        case .displayP3: space == .displayP3 ? mapped(into: .displayP3) : self
        }
    }

    /// Calls `body` with `shown(in: gamut)`: the color itself, borrowed rather than copied, when the gamut shows it as
    /// it is (a copy of a wide color touches a reference count the other outputs' threads share).
    func withShown<Result>(in gamut: OutputGamut, _ body: (ColorValue) -> Result) -> Result {
        // `mapped(into:)` is the color itself in its own space, so only an sRGB output of a Display P3 value differs.
        if gamut == .sRGB, space != .sRGB { return body(shown(in: gamut)) }
        return body(self)
    }
}
