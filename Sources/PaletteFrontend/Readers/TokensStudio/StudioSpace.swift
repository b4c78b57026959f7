import PaletteModel

/// The spaces a Tokens Studio modifier works in (`@tokens-studio/types` `ColorSpaceTypes`), by colorjs id.
enum StudioSpace: String, CaseIterable {
    case lch
    case srgb
    case p3
    case hsl

    /// The space's CSS Color 4 counterpart.
    var colorSpace: ColorSpace {
        switch self {
        case .lch: .lch
        case .srgb: .srgb
        case .p3: .displayP3
        case .hsl: .hsl
        }
    }

    /// The RGB gamut colorjs keeps the space's colors in; `nil` for lch, whose coordinates colorjs leaves unbounded.
    var gamut: ColorSpace? {
        switch self {
        case .lch: nil
        case .srgb, .hsl: .srgb
        case .p3: .displayP3
        }
    }
}
