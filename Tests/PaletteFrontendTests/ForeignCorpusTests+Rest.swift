import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

extension ForeignCorpusTests {
    /// dispersa's DTCG 2025.10 resolver examples.
    static let dispersa = "dispersa-core-dispersa/examples/"
    /// swatchbook's DTCG 2025.10 reference tokens and resolver.
    static let swatchbook = "unpunnyfuns-swatchbook/packages/tokens/tokens/"
    /// The unpunny fun tokens tool's fixtures: DTCG files of every shape the tool reads, each pinned on its own (the
    /// folder is a tool's test files, not one palette), with `$ref` JSON Pointers into other files read as aliases.
    static let upft = "unpunnyfuns-tokens/libs/fixtures/src/"
    /// The files Figma's own sync example exports, one per collection and mode.
    static let figmaAction = "figma-variables-github-action-example/tokens/"

    /// DTCG 2025.10 resolvers over color objects, and the folders left after the other readers.
    ///
    /// dispersa and swatchbook: the `theme` (`mode`) modifier gives the appearances, its other contexts
    /// (`high-contrast`, `forest`) are themes, an accessibility modifier's high-contrast context gives light-hc and
    /// dark-hc, and every other modifier reads its default context, with a warning when another context has colors.
    /// Colors are DTCG objects without `hex`, checked by hand against their components: an sRGB color whose
    /// components are whole bytes (`[0, 0.4, 0.8]`) is that byte color, others keep their components as written
    /// (`color(srgb 0.42 0.46 0.49)`), as the format says the components, not a rounded `hex`, are the color.
    static let restExpectations: [Expectation] = [
        Expectation(
            input: dispersa + "split-by-type/tokens.resolver.json",
            covers: [
                dispersa + "split-by-type/tokens.resolver.json",
                dispersa + "split-by-type/tokens/alias.json",
                dispersa + "split-by-type/tokens/base.json",
                dispersa + "split-by-type/tokens/themes/dark.json",
                dispersa + "split-by-type/tokens/themes/light.json",
            ],
            format: .dtcg,
            // base 4, alias 3, of which the theme files set `text` and `background` per appearance.
            entries: 7,
            values: [
                "color.base.blue@*": "#0066CCFF", "color.alias.text@light": "{color.base.black}",
                "color.alias.text@dark": "{color.base.white}", "color.alias.background@dark": "{color.base.black}",
            ],
            rules: ["note unsupported-by-format"],
            palette: 7
        ),
        Expectation(
            input: dispersa + "multi-brand/tokens.resolver.json",
            covers: [
                dispersa + "multi-brand/tokens.resolver.json",
                dispersa + "multi-brand/tokens/alias/colors.json",
                dispersa + "multi-brand/tokens/alias/components/button.json",
                dispersa + "multi-brand/tokens/alias/components/card.json",
                dispersa + "multi-brand/tokens/alias/components/input.json",
                dispersa + "multi-brand/tokens/alias/spacing.json",
                dispersa + "multi-brand/tokens/alias/typography.json",
                dispersa + "multi-brand/tokens/base/colors/core.json",
                dispersa + "multi-brand/tokens/base/colors/grays.json",
                dispersa + "multi-brand/tokens/base/colors/palette.json",
                dispersa + "multi-brand/tokens/base/dimensions/borders.json",
                dispersa + "multi-brand/tokens/base/dimensions/sizing.json",
                dispersa + "multi-brand/tokens/base/dimensions/spacing.json",
                dispersa + "multi-brand/tokens/base/effects/motion.json",
                dispersa + "multi-brand/tokens/base/effects/shadows.json",
                dispersa + "multi-brand/tokens/base/typography/fonts.json",
                dispersa + "multi-brand/tokens/base/typography/sizes.json",
                dispersa + "multi-brand/tokens/base/typography/weights.json",
                dispersa + "multi-brand/tokens/modifiers/accessibility/high-contrast.json",
                dispersa + "multi-brand/tokens/modifiers/accessibility/reduced-motion.json",
                dispersa + "multi-brand/tokens/modifiers/accessibility/standard.json",
                dispersa + "multi-brand/tokens/modifiers/brands/partner-a.json",
                dispersa + "multi-brand/tokens/modifiers/brands/partner-b.json",
                dispersa + "multi-brand/tokens/modifiers/brands/primary.json",
                dispersa + "multi-brand/tokens/modifiers/density/comfortable.json",
                dispersa + "multi-brand/tokens/modifiers/density/compact.json",
                dispersa + "multi-brand/tokens/modifiers/density/spacious.json",
                dispersa + "multi-brand/tokens/modifiers/platforms/desktop.json",
                dispersa + "multi-brand/tokens/modifiers/platforms/mobile.json",
                dispersa + "multi-brand/tokens/modifiers/platforms/tv.json",
                dispersa + "multi-brand/tokens/modifiers/platforms/web.json",
                dispersa + "multi-brand/tokens/modifiers/themes/dark.json",
                dispersa + "multi-brand/tokens/modifiers/themes/high-contrast.json",
                dispersa + "multi-brand/tokens/modifiers/themes/light.json",
            ],
            format: .dtcg,
            // base 11 + 14 grays + 4 wide-gamut, aliases 18, components 14; `light.json` is empty: light is the base.
            entries: 61,
            values: [
                "color.base.brand.primary@*": "#0066FFFF",
                "color.alias.text.primary@light": "{color.base.gray.900}",
                "color.alias.text.primary@dark": "{color.base.gray.50}",
                "color.alias.text.primary@high-contrast": "{color.base.white}",
                // `accessibility: enhanced-contrast` gives light-hc and dark-hc.
                "color.alias.border.strong@light-hc": "{color.base.black}",
            ],
            rules: ["note unsupported-by-format", "warning unsupported-by-format"],
            palette: 61
        ),
        Expectation(
            input: dispersa + "multi-format/tokens.resolver.json",
            covers: [
                dispersa + "multi-format/tokens.resolver.json",
                dispersa + "multi-format/tokens/alias/advanced-shadows.json",
                dispersa + "multi-format/tokens/alias/colors.json",
                dispersa + "multi-format/tokens/alias/components/button.json",
                dispersa + "multi-format/tokens/alias/components/card.json",
                dispersa + "multi-format/tokens/alias/shape.json",
                dispersa + "multi-format/tokens/alias/spacing.json",
                dispersa + "multi-format/tokens/base/colors.json",
                dispersa + "multi-format/tokens/base/effects.json",
                dispersa + "multi-format/tokens/base/primitives.json",
                dispersa + "multi-format/tokens/base/property-references.json",
                dispersa + "multi-format/tokens/base/shape.json",
                dispersa + "multi-format/tokens/base/spacing.json",
                dispersa + "multi-format/tokens/base/typography.json",
                dispersa + "multi-format/tokens/modifiers/density/comfortable.json",
                dispersa + "multi-format/tokens/modifiers/density/compact.json",
                dispersa + "multi-format/tokens/modifiers/platforms/desktop.json",
                dispersa + "multi-format/tokens/modifiers/platforms/mobile.json",
                dispersa + "multi-format/tokens/modifiers/platforms/web.json",
                dispersa + "multi-format/tokens/modifiers/themes/dark.json",
                dispersa + "multi-format/tokens/modifiers/themes/forest.json",
                dispersa + "multi-format/tokens/modifiers/themes/high-contrast.json",
                dispersa + "multi-format/tokens/modifiers/themes/light.json",
            ],
            format: .dtcg,
            entries: 76,
            values: [
                "color.base.blue@*": "#0066FFFF", "color.base.blueP3@*": "p3(0 0.4 1 1)",
                "color.alias.background@dark": "{color.base.dark.background}",
                "color.alias.background@forest": "{color.base.gray.50}",
            ],
            rules: ["note unsupported-by-format"],
            palette: 76,
            // `color.base.dark.text` nearly repeats the step `gray.200`, and `blueSrgb` the named color `blue`.
            loweringRules: Array(repeating: "warning near-duplicate", count: 2)
        ),
        Expectation(
            input: swatchbook + "resolver.json",
            covers: [
                swatchbook + "border.json",
                swatchbook + "color.json",
                swatchbook + "font.json",
                swatchbook + "gradient.json",
                swatchbook + "motion.json",
                swatchbook + "number.json",
                swatchbook + "resolver.json",
                swatchbook + "shadow.json",
                swatchbook + "size.json",
                swatchbook + "stroke.json",
                swatchbook + "themes/acme.json",
                swatchbook + "themes/dark.json",
                swatchbook + "themes/high-contrast.json",
                swatchbook + "themes/light.json",
                swatchbook + "themes/typography-comic.json",
                swatchbook + "themes/typography-mono.json",
                swatchbook + "type.json",
                swatchbook + "typography.json",
            ],
            format: .dtcg,
            // color.json 57, and 5 keys only the mode files define (`color.accessible.*`).
            entries: 62,
            values: [
                "color.palette.neutral.0@*": "#FFFFFFFF",
                "color.surface.default@light": "{color.palette.neutral.0}",
                "color.surface.default@dark": "{color.palette.neutral.900}",
                "color.accessible.accent.fg@dark": "{color.palette.neutral.900}",
                // `a11y: High-contrast` gives light-hc and dark-hc; only `brand` is read at its default, with a warning.
                "color.border.strong@light-hc": "{color.palette.neutral.900}",
            ],
            rules: ["note unsupported-by-format", "warning unsupported-by-format"],
            palette: 62
        ),
        Expectation(
            input: upft + "color-formats.json",
            format: .dtcg,
            entries: 10,
            palette: 10,
            // A fixture of one color in several notations: `colors.dtcg.red` and `colors.simple.red` are one name in
            // two groups and say nothing; `colors.advanced.hslColor` repeats the named `colors.simple.blue`.
            loweringRules: ["warning near-duplicate"]
        ),
        Expectation(
            input: upft + "tokens/advanced-colors.json",
            format: .dtcg,
            entries: 12,
            rules: ["note unsupported-by-format"],
            // White, red, green and blue written in `xyz-d65`, `xyz-d50` and `srgb-linear`: one name in three groups.
            palette: 12
        ),
        Expectation(
            input: upft + "tokens/color-spaces.json",
            format: .dtcg,
            // One color's components are pointers into another's, which palettec does not read.
            entries: 15,
            rules: ["error unsupported-by-format"]
        ),
        Expectation(
            input: upft + "tokens/components/button.json",
            format: .dtcg,
            // Its pointers name `#/semantic/interactive/primary` and `#/base/white`, which no fixture defines.
            entries: 6,
            rules: ["note unsupported-by-format"],
            loweringRules: Array(repeating: "error unknown-alias", count: 6)
        ),
        Expectation(
            input: upft + "tokens/components/card.json",
            format: .dtcg,
            entries: 3,
            rules: ["note unsupported-by-format"],
            loweringRules: Array(repeating: "error unknown-alias", count: 3)
        ),
        Expectation(
            input: upft + "tokens/composite-tokens.json",
            format: .dtcg,
            entries: 0,
            rules: ["note unsupported-by-format"],
            loweringRules: ["error empty-palette"]
        ),
        Expectation(
            input: upft + "tokens/full-example.json",
            format: .dtcg,
            entries: 2,
            rules: ["note unsupported-by-format"],
            palette: 2
        ),
        Expectation(
            input: upft + "tokens/modes/high-contrast.json",
            format: .dtcg,
            entries: 8,
            palette: 8
        ),
        Expectation(
            input: upft + "tokens/primitives/borders.json",
            format: .dtcg,
            entries: 0,
            rules: ["note unsupported-by-format"],
            loweringRules: ["error empty-palette"]
        ),
        Expectation(
            input: upft + "tokens/primitives/colors.json",
            format: .dtcg,
            // Components are the color; the `hex` beside them is their rounding (0.145 0.388 0.922 is #2563eb).
            entries: 53,
            palette: 53
        ),
        Expectation(
            input: upft + "tokens/primitives/dimensions.json",
            format: .dtcg,
            entries: 0,
            rules: ["note unsupported-by-format"],
            loweringRules: ["error empty-palette"]
        ),
        Expectation(
            input: upft + "tokens/primitives/typography.json",
            format: .dtcg,
            entries: 0,
            rules: ["note unsupported-by-format"],
            loweringRules: ["error empty-palette"]
        ),
        Expectation(
            input: upft + "tokens/reference-patterns.json",
            format: .dtcg,
            entries: 2,
            rules: ["note unsupported-by-format"],
            palette: 2
        ),
        Expectation(
            input: upft + "tokens/semantic/colors.json",
            format: .dtcg,
            // Every color a pointer into primitives/colors.json, which a build of the folder reads beside it; alone,
            // one error for the `colors` namespace no file of the build defines.
            entries: 32,
            values: ["brand.primary@*": "{colors.blue.600}"],
            loweringRules: ["error unknown-alias"]
        ),
        Expectation(
            input: upft + "tokens/semantic/spacing.json",
            format: .dtcg,
            entries: 0,
            rules: ["note unsupported-by-format"],
            loweringRules: ["error empty-palette"]
        ),
        Expectation(
            input: upft + "tokens/semantic/typography.json",
            format: .dtcg,
            entries: 0,
            rules: ["note unsupported-by-format"],
            loweringRules: ["error empty-palette"]
        ),
        Expectation(
            input: upft + "tokens/shadows.json",
            format: .dtcg,
            entries: 0,
            rules: ["note unsupported-by-format"],
            loweringRules: ["error empty-palette"]
        ),
        Expectation(
            input: upft + "tokens/themes/dark.json",
            format: .dtcg,
            // Tokens that are a `$ref` with no `$value` are aliases too.
            entries: 10,
            values: ["semantic.colors.primary@*": "{colors.blue.400}", "semantic.colors.background@*": "#111827"],
            loweringRules: Array(repeating: "error unknown-alias", count: 4)
        ),
        Expectation(
            input: upft + "tokens/themes/light.json",
            format: .dtcg,
            entries: 4,
            palette: 4
        ),
        // Figma's per-mode export, file by file; `figmaModeFilesPairAsFigmaResolvesThem` reads them as one build.
        Expectation(
            input: figmaAction + "Primitives — Completed.Brutal Theme.json",
            format: .dtcg,
            entries: 11,
            values: ["color.gray.900@*": "#33057e", "color.brand.watermelon@*": "#ffbe16"],
            rules: ["note unsupported-by-format"],
            palette: 11
        ),
        Expectation(
            input: figmaAction + "Primitives — Completed.Modern Theme.json",
            format: .dtcg,
            entries: 11,
            values: ["color.gray.900@*": "#202020", "color.brand.watermelon@*": "#7db8a9"],
            rules: ["note unsupported-by-format"],
            palette: 11
        ),
        Expectation(
            input: figmaAction + "Tokens — Completed.Light.json",
            format: .dtcg,
            entries: 9,
            values: ["text.text-invert@*": "{color.gray.50}"],
            rules: ["note unsupported-by-format"],
            loweringRules: ["error unknown-alias"]
        ),
        Expectation(
            input: figmaAction + "Tokens — Completed.Dark.json",
            format: .dtcg,
            entries: 9,
            values: ["text.text-invert@*": "{color.gray.900}"],
            rules: ["note unsupported-by-format"],
            loweringRules: ["error unknown-alias"]
        ),
        // Only numbers and booleans.
        Expectation(
            input: figmaAction + "Product interactions — Completed.Default.json",
            format: .dtcg,
            entries: 0,
            rules: ["note unsupported-by-format"],
            loweringRules: ["error empty-palette"]
        ),
    ]

    /// Figma's per-mode export read as one build, as Figma resolves it.
    ///
    /// `Tokens` (Light, Dark) gives the appearances;
    /// `Primitives`, whose modes are themes, is light and dark in its first mode (the files do not record the
    /// default) and the theme `Modern-Theme` in the other; the semantic aliases resolve in each. The colors are the
    /// hex codes Figma's exporter wrote (`Math.round(v × 255)`).
    @Test
    func figmaModeFilesPairAsFigmaResolvesThem() throws {
        let files = try #require(Self.provider(), "the corpus in Tests/Corpus holds no files")
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: String(Self.figmaAction.dropLast()))],
            files: files,
            diagnostics: &diagnostics
        )
        let palette = try #require(PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics))
        #expect(!diagnostics.hasErrors)
        #expect(palette.appearances.map(\.name) == ["light", "dark", "light-hc", "dark-hc", "Modern-Theme"])
        #expect(palette.entries.count == 20)
        let wanted: [String: [String]] = [
            "color.gray.900": ["#33057EFF", "#33057EFF", "#202020FF"],
            "text.text-invert": ["#EEDEFFFF", "#33057EFF", "#F1F1F1FF"],
            "surface.surface-primary": ["#EEDEFFFF", "#33057EFF", "#F1F1F1FF"],
            "surface.surface-brand": ["#FFBE16FF", "#FFBE16FF", "#7DB8A9FF"],
        ]
        for (key, colors) in wanted.sorted(by: { $0.key < $1.key }) {
            let entry = palette.entries.first { $0.key == key }
            let found = ["light", "dark", "Modern-Theme"].map { appearance in
                palette.appearanceIndex(named: appearance).flatMap { entry?.values[$0].hexRGBA }
            }
            #expect(found == colors, "\(key)")
        }
    }
}
