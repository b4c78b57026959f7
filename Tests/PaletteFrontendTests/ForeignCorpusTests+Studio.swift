import PaletteFrontend

extension ForeignCorpusTests {
    /// digdir's design system: the Tokens Studio projects, and its built CSS.
    static let digdir = "digdir-designsystemet/"
    /// The Tokens Studio lion example.
    static let lion = "tokens-studio-lion-example/"

    /// Tokens Studio projects whose themes come in groups, and the other files of their folders.
    ///
    /// digdir: `Color scheme` (Light, Dark) gives the appearances; `Theme`, `Semantic` and the first theme of `Size`,
    /// `Typography` and `Color` (accent) every appearance reads: 131 primitives, 131 theme colors, 131 semantic
    /// colors and accent's 16 role-less keys, every alias resolved. lion: `brand` × `color`, none light or dark:
    /// Casual and Green, `source` sets read as colors (42), one appearance with a warning; its `tokenSetOrder`
    /// names seven sets that have no file. The CSS files are digdir's build output, which no reader claims yet.
    static let studioExpectations: [Expectation] =
        [
            Expectation(
                input: digdir + "design-tokens",
                covers: [
                    "$designsystemet.jsonc",
                    "$metadata.json",
                    "$themes.json",
                    "primitives/globals.json",
                    "primitives/modes/color-scheme/dark/designsystemet.json",
                    "primitives/modes/color-scheme/light/designsystemet.json",
                    "primitives/modes/size/global.json",
                    "primitives/modes/size/large.json",
                    "primitives/modes/size/medium.json",
                    "primitives/modes/size/small.json",
                    "primitives/modes/typography/primary/designsystemet.json",
                    "primitives/modes/typography/secondary/designsystemet.json",
                    "primitives/modes/typography/size/large.json",
                    "primitives/modes/typography/size/medium.json",
                    "primitives/modes/typography/size/small.json",
                    "semantic/color/accent.json",
                    "semantic/color/brand1.json",
                    "semantic/color/brand2.json",
                    "semantic/color/danger.json",
                    "semantic/color/info.json",
                    "semantic/color/neutral.json",
                    "semantic/color/success.json",
                    "semantic/color/warning.json",
                    "semantic/style.json",
                    "themes/designsystemet.json",
                ].map { digdir + "design-tokens/" + $0 },
                format: .tokensStudio,
                entries: 409,
                values: [
                    "designsystemet.accent.1@light": "#ffffff", "designsystemet.accent.1@dark": "#0c1927",
                    "color.accent.1@light": "{designsystemet.accent.1}",
                    "color.accent.background-default@dark": "{color.accent.1}",
                    "background-default@light": "{color.accent.background-default}",
                ],
                rules: ["note unsupported-by-format"],
                palette: 409,
                loweringRules: Array(repeating: "warning near-duplicate", count: 16)
            ),
            Expectation(
                input: digdir + "packages/cli/tests/config/design-tokens",
                covers: [
                    "$designsystemet.jsonc",
                    "$metadata.json",
                    "$themes.json",
                    "primitives/globals.json",
                    "primitives/modes/color-scheme/dark/other-org.json",
                    "primitives/modes/color-scheme/dark/some-org.json",
                    "primitives/modes/color-scheme/light/other-org.json",
                    "primitives/modes/color-scheme/light/some-org.json",
                    "primitives/modes/size/global.json",
                    "primitives/modes/size/large.json",
                    "primitives/modes/size/medium.json",
                    "primitives/modes/size/small.json",
                    "primitives/modes/typography/primary/other-org.json",
                    "primitives/modes/typography/primary/some-org.json",
                    "primitives/modes/typography/secondary/other-org.json",
                    "primitives/modes/typography/secondary/some-org.json",
                    "primitives/modes/typography/size/large.json",
                    "primitives/modes/typography/size/medium.json",
                    "primitives/modes/typography/size/small.json",
                    "semantic/color/complimentary.json",
                    "semantic/color/danger.json",
                    "semantic/color/dominant.json",
                    "semantic/color/double-hyphen-color.json",
                    "semantic/color/hyphen-color.json",
                    "semantic/color/info.json",
                    "semantic/color/neutral.json",
                    "semantic/color/success.json",
                    "semantic/color/warning.json",
                    "semantic/style.json",
                    "themes/other-org.json",
                    "themes/some-org.json",
                ].map { digdir + "packages/cli/tests/config/design-tokens/" + $0 },
                format: .tokensStudio,
                entries: 604,
                values: [
                    "some-org.dominant.1@light": "#ff0000",
                    "background-default@dark": "{color.dominant.background-default}",
                ],
                rules: ["note unsupported-by-format"],
                palette: 604,
                loweringRules: Array(repeating: "warning near-duplicate", count: 84)
            ),
            Expectation(
                input: lion + "tokens",
                covers: [
                    "$metadata.json",
                    "$themes.json",
                    "brand/business.json",
                    "brand/casual.json",
                    "color/blue.json",
                    "color/green.json",
                    "color/purple.json",
                    "component/button.json",
                    "primitive/colors.json",
                    "primitive/radii.json",
                    "semantic/typography.json",
                ].map { lion + "tokens/" + $0 },
                format: .tokensStudio,
                entries: 42,
                values: ["colors.black@*": "#000000", "colors.bg.default.color@*": "{colors.green.600}"],
                rules: ["note unreadable-file", "note unsupported-by-format", "warning missing-appearance"],
                palette: 42
            ),
        ]
        + [
            digdir + "packages/cli/tests/config/build/some-org.css",
            digdir + "packages/cli/tests/config/build/some-org.tailwind.css",
            digdir + "internal/digdir/themes/digdir.css",
        ].map { Expectation(input: $0, format: nil, documents: 0) }
}
