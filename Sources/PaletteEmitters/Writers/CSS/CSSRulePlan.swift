import PaletteModel

/// The rules of the stylesheet, in cascade order, for the media-query form and the `light-dark()` form.
///
/// Media-query form (`A` is the attribute, `R` the selector, `R̸` the selector with `:not([A="…"])` for
/// `light`, `dark` and every theme, so it matches only when no known override is set):
///
/// | # | media | selector | `color-scheme` | values | declared where they differ from |
/// | - | ----- | -------- | -------------- | ------ | ------------------------------- |
/// | 1 | – | `R` | `light dark` | light | – (all) |
/// | 2 | dark | `R̸` | – | dark | light |
/// | 3 | – | `R[A="light"]` | `light` | light | light (none) |
/// | 4 | – | `R[A="dark"]` | `dark` | dark | light |
/// | 5 | – | `R[A="<theme>"]` | theme's scheme | theme | light |
/// | 6 | more | `R[A="light"]` | – | light-hc | light |
/// | 7 | more | `R[A="dark"]` | – | dark-hc | dark |
/// | 8 | more and light | `R̸` | – | light-hc | light |
/// | 9 | more and dark | `R̸` | – | dark-hc | dark |
///
/// In every state at most one of 2–5 applies besides 1, and each of 6–9 only adds to the rule it
/// follows with the same selector (3, 4, 1 and 2), so listing only what differs is exact. `R̸` rules and
/// override rules never both apply, so the higher specificity of `R̸` cannot matter. Themes ignore
/// `prefers-contrast`. Rows 6–9 exist only when some entry has a high-contrast value.
///
/// `light-dark()` form: 1 declares `light-dark(light, dark)`; `R[A="light"]`/`R[A="dark"]` only set
/// `color-scheme` (which `light-dark()` follows); themes declare what differs from their scheme's value; one
/// `prefers-contrast: more` rule on `R` without the theme attributes declares `light-dark(light-hc, dark-hc)`.
enum CSSRulePlan {
    /// The appearance indexes the plan needs.
    struct Indexes {
        /// `light`.
        var light: Int
        /// `dark`.
        var dark: Int
        /// `light-hc` and `dark-hc`, when the palette has high-contrast values.
        var highContrast: (light: Int, dark: Int)?
        /// Every named theme with its index.
        var themes: [(appearance: Appearance, index: Int)]
    }

    /// The media condition of a dark system preference.
    private static let dark = "(prefers-color-scheme: dark)"
    /// The media condition of a high-contrast preference.
    private static let more = "(prefers-contrast: more)"

    /// The rules for `configuration`, in order.
    static func blocks(_ indexes: Indexes, configuration: CSSOptions) -> [CSSRuleBlock] {
        configuration.lightDark
            ? lightDarkBlocks(indexes, configuration: configuration)
            : mediaQueryBlocks(indexes, configuration: configuration)
    }

    /// The media-query form, readable by every engine that knows custom properties.
    private static func mediaQueryBlocks(_ indexes: Indexes, configuration: CSSOptions) -> [CSSRuleBlock] {
        let root = configuration.selector
        let overrides = ["light", "dark"] + indexes.themes.map(\.appearance.name)
        let system = root + overrides.map { ":not(" + attributeTest($0, configuration) + ")" }.joined()
        let light = CSSRuleBlock.Source.one(indexes.light)
        let dark = CSSRuleBlock.Source.one(indexes.dark)
        let forcedLight = root + attributeTest("light", configuration)
        let forcedDark = root + attributeTest("dark", configuration)
        var blocks = [
            CSSRuleBlock(media: nil, selector: root, colorScheme: "light dark", source: light, baseline: nil),
            CSSRuleBlock(media: Self.dark, selector: system, colorScheme: nil, source: dark, baseline: light),
            CSSRuleBlock(media: nil, selector: forcedLight, colorScheme: "light", source: light, baseline: light),
            CSSRuleBlock(media: nil, selector: forcedDark, colorScheme: "dark", source: dark, baseline: light),
        ]
        blocks += themeBlocks(indexes, configuration: configuration) { _ in light }
        if let contrast = indexes.highContrast {
            let lightHC = CSSRuleBlock.Source.one(contrast.light)
            let darkHC = CSSRuleBlock.Source.one(contrast.dark)
            blocks += [
                CSSRuleBlock(media: more, selector: forcedLight, colorScheme: nil, source: lightHC, baseline: light),
                CSSRuleBlock(media: more, selector: forcedDark, colorScheme: nil, source: darkHC, baseline: dark),
                CSSRuleBlock(
                    media: more + " and (prefers-color-scheme: light)",
                    selector: system,
                    colorScheme: nil,
                    source: lightHC,
                    baseline: light
                ),
                CSSRuleBlock(
                    media: more + " and " + Self.dark,
                    selector: system,
                    colorScheme: nil,
                    source: darkHC,
                    baseline: dark
                ),
            ]
        }
        return blocks
    }

    /// The `light-dark()` form: shorter, follows `color-scheme` on any element, needs iOS 17.5+ / Chrome 123+.
    private static func lightDarkBlocks(_ indexes: Indexes, configuration: CSSOptions) -> [CSSRuleBlock] {
        let root = configuration.selector
        let both = CSSRuleBlock.Source.lightDark(indexes.light, indexes.dark)
        var blocks = [
            CSSRuleBlock(media: nil, selector: root, colorScheme: "light dark", source: both, baseline: nil),
            CSSRuleBlock(
                media: nil,
                selector: root + attributeTest("light", configuration),
                colorScheme: "light",
                source: both,
                baseline: both
            ),
            CSSRuleBlock(
                media: nil,
                selector: root + attributeTest("dark", configuration),
                colorScheme: "dark",
                source: both,
                baseline: both
            ),
        ]
        blocks += themeBlocks(indexes, configuration: configuration) { theme in
            .one(theme.appearance.scheme == .dark ? indexes.dark : indexes.light)
        }
        if let contrast = indexes.highContrast {
            let notThemes = indexes.themes.map { ":not(" + attributeTest($0.appearance.name, configuration) + ")" }
            blocks.append(
                CSSRuleBlock(
                    media: more,
                    selector: root + notThemes.joined(),
                    colorScheme: nil,
                    source: .lightDark(contrast.light, contrast.dark),
                    baseline: both
                )
            )
        }
        return blocks
    }

    /// One rule per theme, forced by the attribute, each declaring what differs from `baseline(theme)`.
    private static func themeBlocks(
        _ indexes: Indexes,
        configuration: CSSOptions,
        baseline: ((appearance: Appearance, index: Int)) -> CSSRuleBlock.Source
    ) -> [CSSRuleBlock] {
        indexes.themes.map { theme in
            CSSRuleBlock(
                media: nil,
                selector: configuration.selector + attributeTest(theme.appearance.name, configuration),
                colorScheme: theme.appearance.scheme.rawValue,
                source: .one(theme.index),
                baseline: baseline(theme)
            )
        }
    }

    /// `[A="value"]` with the value quoted safely.
    private static func attributeTest(_ value: String, _ configuration: CSSOptions) -> String {
        var bytes: [UInt8] = [0x5B]
        bytes.append(contentsOf: configuration.attribute.name.utf8)
        bytes.append(0x3D)
        CSSSyntax.appendQuoted(value, to: &bytes)
        bytes.append(0x5D)
        return String(decoding: bytes, as: UTF8.self)
    }
}
