import PaletteModel

/// A palette built in code whose colors are written in every CSS Color 4 space the outputs spell differently:
/// `oklch()`, `oklab()`, `lab()`, `lch()`, `color()` in display-p3, a98-rgb, prophoto-rgb, xyz-d65 and xyz-d50,
/// with `none`, alpha, colors inside sRGB, outside sRGB and one outside Display P3, beside plain hex and P3 values.
///
/// Appearances: light, dark, light-hc, dark-hc (the high-contrast values equal their base) and `dusk`, a theme of
/// the dark scheme.
enum WideColorSample {
    /// The appearances.
    static let appearances = Appearance.builtIn + [Appearance(name: "dusk", scheme: .dark, fallback: "dark")]

    /// A color written in `space`.
    static func written(_ space: ColorSpace, _ components: [Double?], alpha: Double? = 1) -> ColorValue {
        ColorValue(authored: AuthoredColor(space: space, components: components, alpha: alpha))
    }

    /// The entries as (key, light, dark, dusk).
    static let colors: [(key: String, light: ColorValue, dark: ColorValue, dusk: ColorValue)] = [
        (
            "brand", written(.oklch, [0.7, 0.1, 200]), written(.oklch, [0.62, 0.25, 30]),
            written(.oklch, [0.5, 0.15, 280])
        ),
        (
            "surface", written(.lab, [50, 20, -30], alpha: 0.5), written(.lab, [80, -90, 70]),
            written(.lab, [30, 10, 10])
        ),
        ("accent", written(.lch, [60, 40, 120]), written(.lch, [40, 140, 300]), written(.lch, [70, 20, 60])),
        (
            "ink", written(.oklab, [0.6, 0.1, -0.1]), written(.oklab, [0.9, -0.05, 0.15]), written(.oklab, [0.2, 0, 0])
        ),
        (
            "signal", ColorValue(space: .displayP3, red: 1, green: 0.2, blue: 0.1),
            written(.displayP3, [0.1, 0.8, 0.3]), written(.displayP3, [0.2, 0.3, 0.9], alpha: 0.75)
        ),
        (
            "leaf", written(.a98RGB, [0.1, 0.9, 0.2]), written(.a98RGB, [0.5, 0.4, 0.3], alpha: 0.75),
            written(.a98RGB, [0.3, 0.3, 0.3])
        ),
        (
            "photo", written(.prophotoRGB, [0.2, 0.8, 0.3]), written(.prophotoRGB, [0.9, 0.1, 0.5]),
            written(.prophotoRGB, [0.4, 0.4, 0.6])
        ),
        (
            "xyz", written(.xyzD65, [0.2, 0.3, 0.4]), written(.xyzD50, [0.5, 0.4, 0.3]),
            written(.xyzD65, [0.05, 0.05, 0.06])
        ),
        (
            "muted", written(.oklch, [0.7, 0.1, nil]), ColorValue(red8: 0x1C, green8: 0x1C, blue8: 0x1E),
            written(.lch, [40, 0, nil], alpha: 0.5)
        ),
        (
            "plain", ColorValue(red8: 0x0A, green8: 0x84, blue8: 0xFF),
            ColorValue(red8: 0x40, green8: 0x9C, blue8: 0xFF),
            ColorValue(red8: 0x40, green8: 0x9C, blue8: 0xFF)
        ),
        (
            "neon", written(.oklch, [0.85, 0.37, 145]), written(.oklch, [0.6, 0.3, 330], alpha: 0.8),
            written(.oklch, [0.85, 0.37, 145])
        ),
    ]

    /// The palette.
    static let palette = Palette(
        name: "Wide",
        appearances: appearances,
        entries: colors.enumerated().map { index, color in
            Palette.Entry(
                key: color.key,
                values: [color.light, color.dark, color.light, color.dark, color.dusk],
                location: Diagnostic.Location(path: "Wide.json", line: index + 2, column: 5)
            )
        }
    )
}
