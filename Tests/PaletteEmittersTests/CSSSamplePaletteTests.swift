import PaletteModel
import Testing

/// A palette built in code that exercises every hard part of the CSS and JSON outputs: alpha, Display P3
/// (including P3 in one appearance and sRGB in its high-contrast form), two themes of different schemes,
/// high-contrast values, an alias, a hostile key and description, and non-ASCII keys.
enum CSSSamplePalette {
    /// The appearances: the four built-in ones, `sepia` (light scheme) and `night` (dark scheme).
    static let appearances: [Appearance] =
        Appearance.builtIn + [
            Appearance(name: "sepia", scheme: .light, fallback: "light", description: "Warm reading theme."),
            Appearance(name: "night", scheme: .dark, fallback: "dark"),
        ]

    /// A key that tries to close the rule, start a new declaration and end an HTML `<style>` element.
    static let hostileKey = "evil}; --x: red; </style><script>"

    /// A description that tries to end its comment and the `<style>` element, over two lines.
    static let hostileDescription = "ends */ here } ; </style> -- \"quoted\" \\ and\na second line"

    /// The palette; values are in appearance order: light, dark, light-hc, dark-hc, sepia, night.
    static let palette = Palette(
        name: "Sample",
        description: "Sample */ palette",
        appearances: appearances,
        entries: [
            entry(
                "PGC01",
                ["#0A84FF", "#409CFF", "#0040DD", "#6EB4FF", "#8B5A2B", "#5E5CE6"],
                description: "Primary."
            ),
            entry("textPrimary", ["#000000DE", "#FFFFFFDE", "#000000", "#FFFFFF", "#3B2F2FDE", "#E0E0FF80"]),
            Palette.Entry(
                key: "brand.p3",
                values: [
                    ColorValue(space: .displayP3, red: 1, green: 0, blue: 0),
                    ColorValue(space: .displayP3, red: 0.2, green: 0.8, blue: 0.4, alpha: 0.5),
                    hex("#B00020"),
                    hex("#FF6B6B"),
                    ColorValue(space: .displayP3, red: 1, green: 0, blue: 0),
                    ColorValue(space: .displayP3, red: 0.25, green: 0.5, blue: 1),
                ],
                location: Diagnostic.Location(path: "Sample.json", line: 5, column: 5)
            ),
            Palette.Entry(
                key: "link",
                values: ["#0A84FF", "#409CFF", "#0040DD", "#6EB4FF", "#8B5A2B", "#5E5CE6"].map(hex),
                aliases: Array(repeating: "PGC01", count: 6),
                explicit: [true, true, false, false, false, false]
            ),
            Palette.Entry(
                key: hostileKey,
                values: ["#112233", "#445566", "#112233", "#445566", "#778899", "#AABBCC"].map(hex),
                description: hostileDescription,
                deprecation: Palette.Deprecation(message: "use */ PGC01 </style>")
            ),
            entry("🎨accent", Array(repeating: "#FF9500", count: 6)),
            entry("URLColor", ["#1E90FF", "#87CEFA", "#1E90FF", "#B0E0FF", "#1E90FF", "#87CEFA"]),
            Palette.Entry(
                key: "old.surface",
                values: ["#F2F2F7", "#1C1C1E", "#FFFFFF", "#000000", "#F4ECD8", "#101018"].map(hex),
                deprecation: Palette.Deprecation(message: nil)
            ),
        ],
        sources: ["Sample.json"]
    )

    /// An sRGB color from `#RRGGBB` or `#RRGGBBAA` (test data only, so a bad literal traps).
    static func hex(_ text: String) -> ColorValue {
        let digits = Array(text.utf8.dropFirst())
        /// The byte at a pair of hex digits.
        func byte(_ at: Int) -> UInt8 {
            UInt8(String(decoding: digits[at..<at + 2], as: UTF8.self), radix: 16) ?? 0
        }
        return ColorValue(red8: byte(0), green8: byte(2), blue8: byte(4), alpha8: digits.count == 8 ? byte(6) : 255)
    }

    /// An entry with sRGB values in appearance order.
    static func entry(_ key: String, _ values: [String], description: String? = nil) -> Palette.Entry {
        Palette.Entry(key: key, values: values.map(hex), description: description)
    }

    /// A palette with only `light` and `dark` values: the four built-in appearances, high contrast as base.
    static func lightDark(_ pairs: [(key: String, light: String, dark: String)]) -> Palette {
        Palette(
            name: "Plain",
            entries: pairs.map { pair in entry(pair.key, [pair.light, pair.dark, pair.light, pair.dark]) }
        )
    }
}

/// Checks that the sample palette still exercises what the CSS and browser tests rely on.
@Suite struct CSSSamplePaletteTests {
    @Test func sampleCoversAlphaP3ThemesHighContrastAliasesAndHostileText() {
        let palette = CSSSamplePalette.palette
        #expect(palette.hasHighContrast)
        #expect(palette.themes.map(\.scheme) == [.light, .dark])
        let values = palette.entries.flatMap(\.values)
        #expect(values.contains { !$0.isOpaque && $0.space == .sRGB })
        #expect(values.contains { !$0.isOpaque && $0.space == .displayP3 })
        #expect(palette.entries.contains { $0.isAlias })
        #expect(palette.entries.contains { $0.key.unicodeScalars.contains { !$0.isASCII } })
        #expect(palette.entries.allSatisfy { $0.values.count == palette.appearances.count })
        // One entry is P3 in dark and sRGB in dark-hc: the case where the P3 copy's order matters.
        let p3 = palette.entries[2]
        #expect(p3.values[1].space == .displayP3 && p3.values[3].space == .sRGB && p3.values[1] != p3.values[3])
        for forbidden in ["*/", "</style>", "}", ";", "--", "\n"] {
            #expect((CSSSamplePalette.hostileKey + CSSSamplePalette.hostileDescription).contains(forbidden))
        }
    }
}
