import PaletteEmitters
import PaletteModel
import Testing

/// The rich in-code palette the Swift emitter tests share: P3, alpha, aliases, a theme, high contrast, awkward
/// descriptions, deprecations and keys that are keywords, start with digits or need escaping.
enum SwiftFixture {
    /// The `sepia` theme: a light-scheme theme falling back to light, with a two-line description.
    static let sepia = Appearance(
        name: "sepia",
        scheme: .light,
        fallback: "light",
        description: "Warm paper tones.\nFor long reading."
    )

    /// The palette's appearances: the four built-in ones, then `sepia`.
    static let appearances = Appearance.builtIn + [sepia]

    /// A key with a quote and a trailing backslash.
    static let quoteKey = "a\"b\\"
    /// A key with triple quotes and a raw-string delimiter.
    static let delimiterKey = "q\"\"\"#\"x"
    /// A key that starts with a combining mark.
    static let markKey = "\u{301}mark"

    /// The rich palette.
    static let palette = Palette(
        name: "rich colors",
        description: "The test palette.\nSecond line with */ and \"\"\" in it.",
        appearances: appearances,
        entries: [
            entry(
                "PGC01",
                ["#0A84FF", "#409CFF", "#0040DD", "#6EB4FF", "#8B5A2B"],
                description: "Primary brand color."
            ),
            Palette.Entry(
                key: "bg.secondary",
                values: [
                    ColorValue(space: .displayP3, red: 1, green: 0.5, blue: 0.25),
                    ColorValue(space: .displayP3, red: 0.1, green: 0.2, blue: 0.3),
                    ColorValue(space: .displayP3, red: 1, green: 0.5, blue: 0.25),
                    ColorValue(space: .displayP3, red: 0.1, green: 0.2, blue: 0.3),
                    ColorValue(red8: 0xF4, green8: 0xEC, blue8: 0xD8),
                ],
                description:
                    "Secondary background.\nNot for text */ or \"\"\" quotes.\r\nThird \\ line with \u{7}bell.",
                location: Diagnostic.Location(path: "Rich.json", line: 4, column: 5)
            ),
            entry(
                "text-primary",
                ["#111111CC", "#EEEEEECC", "#000000", "#FFFFFF", "#0A84FF"],
                aliases: [nil, nil, nil, nil, "PGC01"]
            ),
            entry(
                "default",
                ["#FF0000", "#00FF00", "#FF0000", "#00FF00", "#FF0000"],
                deprecation: Palette.Deprecation(message: "use \"PGC01\" \\ instead")
            ),
            entry(
                "01",
                ["#000000", "#FFFFFF", "#000000", "#FFFFFF", "#000000"],
                deprecation: Palette.Deprecation(message: nil)
            ),
            entry(quoteKey, ["#123456", "#654321", "#123456", "#654321", "#123456"]),
            entry(delimiterKey, ["#ABCDEF", "#FEDCBA", "#ABCDEF", "#FEDCBA", "#ABCDEF"]),
            entry("🎨accent", ["#FF9500", "#FF9F0A", "#C93400", "#FFB340", "#FF9500"]),
            entry("Brand Blue", ["#007AFF", "#0A84FF", "#0040DD", "#409CFF", "#007AFF"]),
            entry("URLColor", ["#5856D6", "#5E5CE6", "#3634A3", "#7D7AFF", "#5856D6"]),
            entry("self", ["#FFFFFF00", "#00000080", "#FFFFFF00", "#00000080", "#FFFFFF00"]),
            entry(markKey, ["#010203", "#040506", "#070809", "#0A0B0C", "#0D0E0F"]),
            entry("all", ["#202020", "#303030", "#404040", "#505050", "#606060"]),
            entry("Value", ["#212121", "#313131", "#414141", "#515151", "#616161"]),
        ],
        sources: ["Rich.json"]
    )

    /// The Swift identifier each fixture key must get, in palette order.
    static let identifiers = [
        "pgc01", "bgSecondary", "textPrimary", "`default`", "_01", "aB", "qX", "u1F3A8Accent", "brandBlue", "urlColor",
        "`self`", "u301Mark", "all", "value",
    ]

    /// Options naming the source for the header.
    static let options = EmitOptions(sourceNames: ["Rich.json"])

    /// The emitted Swift text for `palette` (the emitter must report nothing).
    static func emit(
        _ palette: Palette = palette,
        options: EmitOptions = options,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        var diagnostics = DiagnosticBag()
        let files = SwiftEmitter().emit(palette, options: options, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics)", sourceLocation: sourceLocation)
        let file = try #require(files.first, sourceLocation: sourceLocation)
        #expect(files.count == 1, sourceLocation: sourceLocation)
        #expect(file.relativePath.isEmpty, sourceLocation: sourceLocation)
        return String(decoding: file.contents, as: UTF8.self)
    }

    /// An entry from hex strings (`#RRGGBB` or `#RRGGBBAA`), one per appearance.
    static func entry(
        _ key: String,
        _ hexes: [String],
        aliases: [String?]? = nil,
        description: String? = nil,
        deprecation: Palette.Deprecation? = nil
    ) -> Palette.Entry {
        Palette.Entry(
            key: key,
            values: hexes.map(color),
            aliases: aliases,
            description: description,
            deprecation: deprecation,
            location: Diagnostic.Location(path: "Rich.json", line: 1, column: 1)
        )
    }

    /// An sRGB color from `#RRGGBB` or `#RRGGBBAA`; malformed text gives black, which the tests would notice.
    static func color(_ hex: String) -> ColorValue {
        let digits = Array(hex.utf8.dropFirst())
        /// The byte at a pair of hex digits.
        func byte(_ index: Int) -> UInt8 {
            guard index + 1 < digits.count else { return 0xFF }
            return UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16) ?? 0
        }
        return ColorValue(red8: byte(0), green8: byte(2), blue8: byte(4), alpha8: byte(6))
    }
}

/// Checks that the fixture covers what the Swift emitter tests rely on.
@Suite struct SwiftFixtureTests {
    @Test func fixtureCoversP3AlphaAliasesThemeHighContrastAndDeprecation() {
        let palette = SwiftFixture.palette
        #expect(palette.hasHighContrast)
        #expect(palette.themes.map(\.name) == ["sepia"])
        #expect(palette.entries.contains { $0.values.contains { $0.space == .displayP3 } })
        #expect(palette.entries.contains { $0.values.contains { !$0.isOpaque } })
        #expect(palette.entries.contains { $0.isAlias })
        #expect(palette.entries.filter { $0.deprecation != nil }.count == 2)
        #expect(palette.entries.allSatisfy { $0.values.count == palette.appearances.count })
        #expect(SwiftFixture.identifiers.count == palette.entries.count)
        #expect(SwiftFixture.color("#0A84FF80").rgba8 == (0x0A, 0x84, 0xFF, 0x80))
    }
}
