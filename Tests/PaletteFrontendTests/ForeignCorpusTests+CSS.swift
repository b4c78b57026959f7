import PaletteFrontend

extension ForeignCorpusTests {
    /// Fumadocs' Tailwind v4 presets.
    static let fumadocs = "fuma-nama-fumadocs/packages/radix-ui/css/"

    /// CSS theme style sheets: shadcn v3 triplets (onlook), Tailwind v4 presets that import their defaults
    /// (fumadocs), Pico's light root with a system and a forced dark, and its primitives.
    static let cssExpectations: [Expectation] =
        [
            Expectation(
                input: "onlook-dev-onlook/packages/ui/src/globals.css",
                format: .cssTheme,
                entries: 170,
                values: [
                    // Channel triplets read as hsl(): 0 0% 100%; 20 14.3% 4.1% is stone-950.
                    "background@light": "#FFFFFFFF", "background@dark": "#0C0A09FF",
                    // The four-number triplet 0 0% 0% 0.85, read with its alpha (and a warning).
                    "background-toolbar-base@dark": "#000000D9",
                ],
                rules: ["note unsupported-by-format", "warning format-hazard"],
                palette: 170,
                // `color-amber-default` and seven like it repeat a step (`color-amber-400`), and
                // `np-secondary-icon-shape` nearly repeats `color-amber-100`; shadcn's roles of one value (`card`,
                // `popover`, `background`) say nothing.
                loweringRules: Array(repeating: "warning near-duplicate", count: 9)
            ),
            Expectation(
                input: "picocss-pico/css/pico.css",
                format: .cssTheme,
                entries: 91,
                values: [
                    "pico-primary@light": "#0172ADFF", "pico-primary@dark": "#01AAFFFF",
                    "pico-form-element-focus-color@dark": "{pico-primary-border}",
                ],
                rules: ["note unsupported-by-format", "note unsupported-by-format"],
                palette: 91
            ),
            Expectation(
                input: "picocss-pico/css/pico.colors.css",
                format: .cssTheme,
                entries: 402,
                values: ["pico-color-azure-550@*": "#0172ADFF", "pico-color-red-950@*": "#1C0D06FF"],
                rules: [],
                palette: 402,
                // Each hue's plain name repeats one of its steps (`pico-color-red` is `pico-color-red-550`).
                loweringRules: Array(repeating: "warning near-duplicate", count: 20)
            ),
            Expectation(
                input: fumadocs + "aspen.css",
                format: .cssTheme,
                entries: 26,
                rules: [],
                palette: 26
            ),
            Expectation(
                input: fumadocs + "black.css",
                format: .cssTheme,
                entries: 26,
                rules: [],
                palette: 26
            ),
            Expectation(
                input: fumadocs + "catppuccin.css",
                format: .cssTheme,
                entries: 26,
                rules: ["note unsupported-by-format"],
                palette: 26
            ),
            Expectation(
                input: fumadocs + "dusk.css",
                format: .cssTheme,
                entries: 26,
                rules: [],
                palette: 26
            ),
            Expectation(
                input: fumadocs + "emerald.css",
                format: .cssTheme,
                entries: 26,
                rules: [],
                palette: 26
            ),
            Expectation(
                input: fumadocs + "neutral.css",
                format: .cssTheme,
                entries: 26,
                rules: ["note unsupported-by-format"],
                palette: 26,
                loweringRules: []
            ),
            Expectation(
                input: fumadocs + "ocean.css",
                format: .cssTheme,
                entries: 26,
                values: [
                    // hsl(0, 0%, 98%) and hsl(220, 60%, 8%); hsl(210, 80%, 20.2%) and hsl(205, 100%, 85%).
                    "color-fd-background@light": "#FAFAFAFF", "color-fd-background@dark": "#081021FF",
                    "color-fd-primary@light": "#0A345DFF", "color-fd-primary@dark": "#B3DFFFFF",
                ],
                rules: [],
                palette: 26
            ),
            Expectation(
                input: fumadocs + "purple.css",
                format: .cssTheme,
                entries: 26,
                rules: [],
                palette: 26
            ),
            Expectation(
                input: fumadocs + "ruby.css",
                format: .cssTheme,
                entries: 26,
                rules: [],
                palette: 26
            ),
            Expectation(
                input: fumadocs + "solar.css",
                format: .cssTheme,
                entries: 27,
                values: [
                    // The light background comes from the imported lib/default-colors.css, the dark one from solar.css.
                    "color-fd-background@light": "#F5F5F5FF", "color-fd-background@dark": "#0D0D0DFF",
                ],
                rules: [],
                palette: 27,
                loweringRules: []
            ),
            Expectation(
                input: fumadocs + "vitepress.css",
                format: .cssTheme,
                entries: 26,
                rules: ["note unsupported-by-format"],
                palette: 26
            ),
            Expectation(
                input: fumadocs + "lib/default-colors.css",
                format: .cssTheme,
                entries: 26,
                rules: [],
                palette: 26,
                loweringRules: []
            ),
            // Its `var()`s name shadcn's variables, which another sheet defines: each is an unknown alias.
            Expectation(
                input: fumadocs + "shadcn.css",
                format: .cssTheme,
                entries: 26,
                rules: ["note unsupported-by-format"],
                palette: nil,
                loweringRules: Array(repeating: "error unknown-alias", count: 17)
            ),
        ]
}
