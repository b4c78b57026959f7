import PaletteEmitters
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// The ways teams keep light, dark and other themes in the wild, each read from a fixture written for it
/// (`Tests/PaletteFrontendTests/Fixtures/Foreign/Themes`), its colors pinned, and carried through `convert` to
/// formats that hold every appearance.
@Suite struct ThemeConventionTests {
    /// One convention: the inputs of a build, the colors they must give, the formats they round-trip through.
    struct Case: CustomTestStringConvertible, Sendable {
        /// What the convention is.
        var name: String
        /// The inputs, each with the appearance given for it (as `palettec.json` gives it), or `nil`.
        var inputs: [(path: String, appearance: String?)]
        /// `key@appearance` → `#RRGGBBAA` or `{alias}`, for every slot of every color.
        var colors: [String: String]
        /// The themes the palette declares, as `name:scheme:fallback`.
        var themes: [String] = []
        /// The formats it round-trips through.
        var formats: [OutputFormat] = [.paletteJSON, .dtcg]

        var testDescription: String { name }
    }

    /// The fixtures' folder in `RoundTripFiles.fixtures()`.
    static let folder = "fixtures/Themes/"

    static let cases: [Case] = [
        Case(
            name: "theme-light / theme-dark / theme-dark-hc files",
            inputs: [("theme-files", nil)],
            colors: [
                "surface@light": "#FFFFFFFF", "surface@dark": "#000000FF",
                "text@light": "#1C1C1EFF", "text@dark": "#F2F2F7FF", "text@dark-hc": "#FFFFFFFF",
                "link@light": "{text}", "link@dark": "#0A84FFFF", "link@dark-hc": "#409CFFFF",
            ]
        ),
        Case(
            name: "lightTheme / darkTheme files given one by one",
            inputs: [("camel-case/darkTheme.json", nil), ("camel-case/lightTheme.json", nil)],
            colors: [
                "color.background@light": "#FAFAFAFF", "color.background@dark": "#121212FF",
                "color.accent@light": "#007AFFFF", "color.accent@dark": "#0A84FFFF",
            ]
        ),
        Case(
            name: "classic-day / classic-night folders of native palettes",
            inputs: [("day-night/classic-day", nil), ("day-night/classic-night", nil)],
            colors: [
                "PGC01@light": "#FFFFFFFF", "PGC01@dark": "#1A1A1AFF", "PGC02@light": "#333333FF",
                "PGC02@dark": "#DDDDDDFF", "PGC03@light": "{PGC02}", "PGC03@dark": "#AAAAAAFF",
            ]
        ),
        Case(
            name: "light/ and dark/ folders with different file names",
            inputs: [("folders", nil)],
            colors: [
                "bg@light": "#FFFFFFFF", "bg@dark": "#101010FF", "fg@light": "#111111FF", "fg@dark": "#EEEEEEFF",
            ]
        ),
        Case(
            name: "Style Dictionary value per mode",
            inputs: [("per-mode/tokens.json", nil)],
            colors: [
                "color.bg@light": "#FFFFFFFF", "color.bg@dark": "#000000FF", "color.fg@light": "#111111FF",
                "color.fg@dark": "#EEEEEEFF", "color.fg@sepia": "#5B4636FF", "color.brand@light": "#0066CCFF",
                "color.brand@dark": "#0066CCFF",
            ],
            themes: ["sepia:light:light"]
        ),
        Case(
            name: "DTCG $value per mode",
            inputs: [("per-mode/modes.tokens.json", nil)],
            colors: [
                "ui.bg@light": "#FFFFFFFF", "ui.bg@dark": "#000000FF", "ui.fg@light": "{ui.brand}",
                "ui.fg@dark": "#EEEEEEFF", "ui.fg@dark-hc": "#FFFFFFFF", "ui.brand@light": "#0066CCFF",
                "ui.brand@dark": "#0066CCFF",
            ]
        ),
        Case(
            name: "vendor $extensions overrides keyed by mode",
            inputs: [("vendor-modes/colors.tokens.json", nil)],
            colors: [
                "fg.default@light": "#1F2328FF", "fg.default@dark": "#F0F6FCFF", "fg.default@dark-dimmed": "#D1D7E0FF",
                "fg.muted@light": "#59636EFF", "fg.muted@dark": "#9198A1FF",
            ],
            themes: ["dark-dimmed:dark:dark"]
        ),
        Case(
            name: "a group's default token spelled _ (Style Dictionary)",
            inputs: [("group-default/tokens.json", nil)],
            colors: [
                "color.link@light": "#0969DAFF", "color.link@dark": "#0969DAFF",
                "color.link.hover@light": "{color.link}", "color.link.hover@dark": "{color.link}",
                "color.link.visited@light": "{color.link}", "color.link.visited@dark": "{color.link}",
            ]
        ),
        Case(
            name: "a group's default token spelled _ (DTCG)",
            inputs: [("group-default/tokens.tokens.json", nil)],
            colors: [
                "link@light": "#0969DAFF", "link@dark": "#4493F8FF", "link.hover@light": "{link}",
                "link.hover@dark": "{link}",
            ]
        ),
        Case(
            name: "Tokens Studio $themes and $metadata",
            inputs: [("tokens-studio", nil)],
            colors: [
                "gray.0@light": "#FFFFFFFF", "gray.0@dark": "#FFFFFFFF", "gray.9@light": "#1B1B1BFF",
                "gray.9@dark": "#1B1B1BFF", "bg@light": "{gray.0}", "bg@dark": "{gray.9}", "fg@light": "{gray.9}",
                "fg@dark": "{gray.0}",
            ]
        ),
        Case(
            name: "Tokens Studio single-file export",
            inputs: [("tokens-studio-export/tokens.json", nil)],
            colors: [
                "blue@light": "#0A66C2FF", "blue@dark": "#0A66C2FF", "night@light": "#0B1B2BFF",
                "night@dark": "#0B1B2BFF", "surface@light": "#FFFFFFFF", "surface@dark": "{night}",
                "accent@light": "{blue}", "accent@dark": "#70B5F9FF",
            ]
        ),
        Case(
            name: "appearances given in palettec.json",
            inputs: [
                ("mapped/brand.json", "light"), ("mapped/brand-nacht.json", "Dark"),
                ("mapped/brand-sepia.json", "sepia"),
            ],
            colors: [
                "primary@light": "#0066CCFF", "primary@dark": "#4DA3FFFF",
                "canvas@light": "#FFFFFFFF", "canvas@dark": "#0D0D0DFF", "canvas@sepia": "#F4ECD8FF",
            ],
            themes: ["sepia:light:light"]
        ),
    ]

    /// Every color of a palette as `key@appearance` → `#RRGGBBAA` or `{alias}`: light and dark, and any other
    /// appearance where it differs from the appearance it falls back to.
    static func colors(of palette: Palette) -> [String: String] {
        var result: [String: String] = [:]
        for entry in palette.entries {
            let spellings = palette.appearances.indices.map { index in
                entry.aliases[index].map { "{\($0)}" } ?? entry.values[index].hexRGBA
            }
            for (index, appearance) in palette.appearances.enumerated() {
                let fallback = appearance.fallback.flatMap(palette.appearanceIndex(named:))
                if ["light", "dark"].contains(appearance.name) || fallback.map({ spellings[$0] }) != spellings[index] {
                    result[entry.key + "@" + appearance.name] = spellings[index]
                }
            }
        }
        return result
    }

    @Test(arguments: cases)
    func readsIntoTheRightAppearances(_ testCase: Case) throws {
        let files = RoundTripFiles.fixtures()
        var diagnostics = DiagnosticBag()
        let inputs = testCase.inputs.map { input in
            PaletteLoader.Input(path: Self.folder + input.path, appearance: input.appearance.map { .init(name: $0) })
        }
        let loaded = PaletteLoader.load(inputs, files: files, diagnostics: &diagnostics)
        let palette = try #require(PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics))
        #expect(
            diagnostics.diagnostics.filter { $0.rule != .unsupportedByFormat }.isEmpty,
            "\(diagnostics.diagnostics)"
        )
        #expect(Self.colors(of: palette) == testCase.colors)
        #expect(
            palette.themes.map { "\($0.name):\($0.scheme.rawValue):\($0.fallback ?? "-")" } == testCase.themes
        )
        for format in testCase.formats {
            var emitted = DiagnosticBag()
            let written = format.emitter.emit(palette, options: EmitOptions(), diagnostics: &emitted)
            #expect(!emitted.hasErrors, "\(format.rawValue): \(emitted.diagnostics)")
            let back = RoundTripFiles.reread(written, as: format).palette
            #expect(back.map(Self.colors) == testCase.colors, "through \(format.rawValue)")
        }
    }

    @Test func aFileNamedForOneModeWithNothingToPairIsReadForEveryAppearanceWithAWarning() throws {
        let files = RoundTripFiles.fixtures()
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: Self.folder + "theme-files/theme-dark.json")],
            files: files,
            diagnostics: &diagnostics
        )
        let palette = try #require(PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics))
        #expect(Self.colors(of: palette)["surface@light"] == "#000000FF")
        #expect(
            diagnostics.diagnostics.map { "\($0.severity.rawValue) \($0.rule.rawValue) \($0.message)" } == [
                "warning missing-appearance 'theme-dark.json' is named as the dark half of a pair of theme files, "
                    + "but no file of this build holds another appearance, so its colors are used for every "
                    + "appearance; add the other file, or give each file its 'appearance' in palettec.json"
            ]
        )
    }

    @Test func aTokensStudioFolderWithoutMetadataReadsItsSetsByPath() throws {
        let files = MemoryFileProvider(texts: [
            "ts/$themes.json": ##"""
            [ { "name": "Light", "selectedTokenSets": { "core/base": "source", "light": "enabled" } },
              { "name": "Dark", "selectedTokenSets": { "core/base": "source", "dark": "enabled" } } ]
            """##,
            "ts/core/base.json": ##"{ "ink": { "value": "#101010", "type": "color" } }"##,
            "ts/light.json": ##"{ "text": { "value": "{ink}", "type": "color" } }"##,
            "ts/dark.json": ##"{ "text": { "value": "#f0f0f0", "type": "color" } }"##,
        ])
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: "ts")], files: files, diagnostics: &diagnostics)
        let palette = try #require(PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(
            Self.colors(of: palette) == [
                "ink@light": "#101010FF", "ink@dark": "#101010FF", "text@light": "{ink}", "text@dark": "#F0F0F0FF",
            ]
        )
    }

    @Test func aBaseFileIsTheLightHalfOfItsDarkNamesake() throws {
        let files = MemoryFileProvider(texts: [
            "t/colors.json": ##"{ "colors": { "a": "#FFFFFF", "b": "#111111" } }"##,
            "t/colors-dark.json": ##"{ "colors": { "a": "#000000" } }"##,
        ])
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "t/colors.json"), .init(path: "t/colors-dark.json")],
            files: files,
            diagnostics: &diagnostics
        )
        let palette = try #require(PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(
            Self.colors(of: palette) == [
                "a@light": "#FFFFFFFF", "a@dark": "#000000FF", "b@light": "#111111FF", "b@dark": "#111111FF",
            ]
        )
    }

    /// Reads `theme-light.json` (`a` white), with `theme-dark.json` (`a` gray) when `withDark`, and `path` (`a`
    /// black).
    static func paired(_ path: String, withDark: Bool = false) -> (palette: Palette?, diagnostics: DiagnosticBag) {
        var texts = [
            "p/theme-light.json": ##"{ "colors": { "a": "#FFFFFF" } }"##,
            path: ##"{ "colors": { "a": "#000000" } }"##,
        ]
        if withDark { texts["p/theme-dark.json"] = ##"{ "colors": { "a": "#808080" } }"## }
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            texts.keys.sorted().map { PaletteLoader.Input(path: $0) },
            files: MemoryFileProvider(texts: texts),
            diagnostics: &diagnostics
        )
        return (PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics), diagnostics)
    }

    @Test(
        arguments: [
            ("p/theme-dark-high-contrast.json", "dark-hc"), ("p/colors.night.json", "dark"),
            ("p/classic-night/colors.json", "dark"), ("p/darkTheme.tokens.json", "dark"),
            ("p/theme_dark_hc.json", "dark-hc"), ("p/theme.hc.json", "light-hc"),
        ]
    )
    func namesThatSayAModeArePaired(_ path: String, _ appearance: String) throws {
        let (palette, diagnostics) = Self.paired(path, withDark: appearance.hasSuffix("-hc"))
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        let colors = Self.colors(of: try #require(palette))
        #expect(colors["a@light"] == "#FFFFFFFF")
        #expect(colors["a@" + appearance] == "#000000FF")
    }

    @Test(arguments: [
        "p/LFLDarkModeKit/colors.json", "p/highlight.json", "p/brand-darker.json", "p/my-dark-brand.json",
    ])
    func namesThatOnlyContainAModeWordAreNotPaired(_ path: String) {
        let (palette, diagnostics) = Self.paired(path)
        // Not paired: the two files define `a` twice, and the light file is alone.
        #expect(palette == nil)
        #expect(
            diagnostics.diagnostics.map(\.rule).sorted { $0.rawValue < $1.rawValue } == [
                .duplicateKey, .missingAppearance,
            ]
        )
    }
}
