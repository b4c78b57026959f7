/// The color spaces of CSS Color 4, spelled as DTCG 2025.10's `colorSpace` values and CSS's `color()` names.
public enum ColorSpace: String, CaseIterable, Hashable, Sendable {
    /// sRGB, components 0...1.
    case srgb
    /// sRGB without its transfer function, components 0...1.
    case srgbLinear = "srgb-linear"
    /// HSL: hue in degrees, saturation and lightness 0...100.
    case hsl
    /// HWB: hue in degrees, whiteness and blackness 0...100.
    case hwb
    /// CIE Lab (D50): lightness 0...100, a and b about -125...125.
    case lab
    /// CIE LCh (D50): lightness 0...100, chroma 0...150, hue in degrees.
    case lch
    /// OKLab: lightness 0...1, a and b about -0.4...0.4.
    case oklab
    /// OKLCh: lightness 0...1, chroma 0...0.4, hue in degrees.
    case oklch
    /// Display P3, components 0...1.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998), components 0...1.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (D50), components 0...1.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020, components 0...1.
    case rec2020
    /// CIE XYZ with the D65 white.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ with the D50 white.
    case xyzD50 = "xyz-d50"

    /// The index of the hue component in a polar space (`hsl`, `hwb`, `lch`, `oklch`), else `nil`.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// Whether the space is an RGB space whose gamut is the unit cube (what `color()` names besides XYZ).
    public var isRGB: Bool {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: true
        default: false
        }
    }

    /// The channel keywords of relative color syntax, in component order (`r g b`, `h s l`, `l c h`, `x y z`).
    public var channelNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: ["r", "g", "b"]
        case .hsl: ["h", "s", "l"]
        case .hwb: ["h", "w", "b"]
        case .lab, .oklab: ["l", "a", "b"]
        case .lch, .oklch: ["l", "c", "h"]
        case .xyzD65, .xyzD50: ["x", "y", "z"]
        }
    }
}
