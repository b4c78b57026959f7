import PaletteFrontend

extension ForeignCorpusTests {
    /// Bullhorn's plugin exports of Figma variables.
    static let bullhorn = "bullhorn-novo-design-tokens/src/themes/bh2026/"

    /// Figma variables: a REST `variables/local` response and a plugin's per-mode token trees.
    static let figmaExpectations: [Expectation] = [
        Expectation(
            input: "coingaming-moon-tokens/figma/variables.json",
            format: .figma,
            // 127 COLOR variables, of which 16 are remote (dropped, as Figma's exporter drops them).
            entries: 111,
            // Checked by hand against the JSON with Math.round(v * 255): `Global Colors` modes MDS-Light (default),
            // MDS-Dark, Pay.io Dark, Partners and BTC-Orange-Dark (whose pair is misspelt BCT-Orange-Light); jiren's
            // alpha 0.11999999731779099 is 31 (1F); `_Button_fill` is a variant collection whose Primary mode is light
            // and dark, its alias into Global Colors read in that collection's default mode.
            values: [
                "Brand main.piccolo@light": "#5C33CFFF", "Brand main.piccolo@dark": "#7654D7FF",
                "Brand main.piccolo@Pay-io-dark": "#4C49EAFF", "Brand main.piccolo@Partners": "#000000FF",
                "Brand main.piccolo@BTC-Orange-dark": "#F2590DFF", "Brand main.goku@Pay-io-dark": "#2C2C2CFF",
                "Brand main.jiren@light": "#5C33CF1F", "youtube.yt-colorful@*": "#FF0000FF",
                "--mds-button-fill-background-color@light": "{Brand main.piccolo}",
                "--mds-button-fill-background-color@dark": "{Brand main.piccolo}",
                "--mds-button-fill-background-color@Secondary": "{Brand main.hit}",
            ],
            // One note for the 60 FLOAT variables, one for the 30 remote ones.
            rules: ["note unsupported-by-format", "note unsupported-by-format"],
            palette: 111
        ),
        Expectation(
            input: bullhorn + "subatomic.figma-export.json",
            format: .figma,
            // `core` 77, `Tier 1  |  base values` 34 and `Tier 2  |  semantic tokens` 52 colors, each collection one
            // mode, so every color is one value for every appearance.
            entries: 163,
            values: [
                "color.gray.0@*": "#ffffff", "color.blue.sky-blue@*": "#1b9ad6",
                "color.transparency.white.white-10@*": "rgba(255, 255, 255, 0.1)",
                "color.icon.utility.warning@*": "{color.utility.yellow.600}",
            ],
            // Every collection has one mode: one warning that the palette has no dark values.
            rules: ["note unsupported-by-format", "warning missing-appearance"],
            // `color.entity.note` is written as `color.entity.sendout`'s value: two roles, which say nothing.
            palette: 163
        ),
        Expectation(
            input: bullhorn + "components.figma-export.json",
            format: .figma,
            // Every color aliases the `subatomic` library; read alone, none resolves. Read beside the subatomic export
            // above, 32 aliases still name keys it does not define (`color.grayscale.white`, `color.content.link`, its
            // `color.text.link`): the two files were exported from different versions of the library. One alias,
            // `{button.color.background.focus}`, names a token of this file that does not exist.
            entries: 51,
            values: ["button.color.background.default@*": "{color.grayscale.white}"],
            rules: ["note unsupported-by-format", "warning missing-appearance"],
            loweringRules: ["error unknown-alias", "error unknown-alias"]
        ),
    ]
}
