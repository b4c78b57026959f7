import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// `near-duplicate` on palettes shaped as design systems are: primitives, semantic colors of several roles, aliases
/// written out by the tool that exported them, translucent variants.
@Suite struct NearDuplicateRoleTests {
    /// Roles share a value by design, whatever their groups (siblings too, and also when their values are only
    /// near); numbered codes of one value, the colors of a hand-kept palette, are still reported.
    @Test func rolesThatShareAValueAreQuiet() throws {
        let result = try ColorSenseLoweringTests.lines(
            """
            {
              "colors": {
                "Text.Primary": { "light": "#111111", "dark": "#F5F5F5" },
                "Border.Primary": { "light": "#111111", "dark": "#F5F5F5" },
                "color.bg.hover": { "light": "#222222", "dark": "#EEEEEE" },
                "color.bg.pressed": { "light": "#222222", "dark": "#EEEEEE" },
                "card": { "light": "#FFFFFE", "dark": "#0A0A0A" },
                "background": { "light": "#FFFFFE", "dark": "#0A0A0A" },
                "canvas": { "light": "#F2F2F7", "dark": "#1C1C1E" },
                "paper": { "light": "#F3F2F7", "dark": "#1C1C1F" },
                1️⃣"PGC01": { "light": "#FF9500", "dark": "#FF9F0A" },
                2️⃣"PGC07": { "light": "#FF9500", "dark": "#FF9F0A" },
                "legacy.PGC08": { "light": "#FF9500", "dark": "#FF9F0A" }
              }
            }
            """
        )
        #expect(
            result.lines == [
                result.place("2️⃣")
                    + ": warning: 'PGC07' is the same color as 'PGC01' in every appearance; if they are one color, "
                    + "make 'PGC07' an alias of 'PGC01' [near-duplicate]",
                result.place("1️⃣") + ": note: 'PGC01' is defined here",
            ]
        )
    }

    /// CSS custom properties and Android resources write their groups with `-` and `_`: a text color and a border
    /// color of a built design system (`ds-color-accent-text-subtle`, `ds-color-accent-border-strong`) are two roles,
    /// and so are Material's contrast themes written as keys of their own; two numbered codes that part in their
    /// last component are still siblings.
    @Test func hyphensAndUnderscoresSeparateGroups() throws {
        let result = try ColorSenseLoweringTests.lines(
            """
            {
              "colors": {
                "ds-color-accent-text-subtle": { "light": "#0062BA", "dark": "#7CC0FF" },
                "ds-color-accent-border-strong": { "light": "#0062BA", "dark": "#7CC0FF" },
                "md_theme_background": { "light": "#F9F9FF", "dark": "#111318" },
                "md_theme_background_mediumContrast": { "light": "#F9F9FF", "dark": "#111318" },
                "card-foreground": { "light": "#0A0A0A", "dark": "#FAFAFA" },
                "foreground": { "light": "#0A0A0A", "dark": "#FAFAFA" },
                1️⃣"app_color_C12": { "light": "#E3E5E8", "dark": "#2B2F35" },
                2️⃣"app_color_C13": { "light": "#E3E5E8", "dark": "#2B2F35" },
                "app-C14": { "light": "#E3E5E8", "dark": "#2B2F35" }
              }
            }
            """
        )
        #expect(
            result.lines == [
                result.place("2️⃣")
                    + ": warning: 'app_color_C13' is the same color as 'app_color_C12' in every appearance; if they "
                    + "are one color, make 'app_color_C13' an alias of 'app_color_C12' [near-duplicate]",
                result.place("1️⃣") + ": note: 'app_color_C12' is defined here",
            ]
        )
    }

    /// A CSS color name is a primitive written by hand: two of one value are one color defined twice (unless they
    /// are one name in two groups: two brands' reds), and a role that repeats one is told to use it, even when the
    /// role comes first; white, black and transparent are where every palette starts, so two brands' black or a
    /// role that is white say nothing.
    @Test func namedColorsArePrimitives() throws {
        let result = try ColorSenseLoweringTests.lines(
            """
            {
              "colors": {
                3️⃣"alert": { "light": "#D70015", "dark": "#FF4245" },
                1️⃣"color_def_green": { "light": "#00645C", "dark": "#00645C" },
                2️⃣"color_def_seagreen": { "light": "#00645C", "dark": "#00645C" },
                "acme.brand.red": { "light": "#C8102E", "dark": "#C8102E" },
                "globex.brand.red": { "light": "#C8102E", "dark": "#C8102E" },
                4️⃣"red": { "light": "#D70015", "dark": "#FF4245" },
                "youtube.yt-black": { "light": "#000000", "dark": "#000000" },
                "facebook.fb-black": { "light": "#000000", "dark": "#000000" },
                "grey.0": { "light": "#FFFFFF", "dark": "#FFFFFF" },
                "text.onbrand": { "light": "#FFFFFF", "dark": "#FFFFFF" },
                "grey.transparent": { "light": "#00000000", "dark": "#00000000" },
                "shadow.black.alpha0": { "light": "#00000000", "dark": "#00000000" }
              }
            }
            """
        )
        #expect(
            result.lines == [
                result.place("3️⃣")
                    + ": warning: 'alert' is the same color as 'red' in every appearance; if they are one color, make "
                    + "'alert' an alias of 'red' [near-duplicate]",
                result.place("4️⃣") + ": note: 'red' is defined here",
                result.place("2️⃣")
                    + ": warning: 'color_def_seagreen' is the same color as 'color_def_green' in every appearance; "
                    + "if they are one color, make 'color_def_seagreen' an alias of 'color_def_green' "
                    + "[near-duplicate]",
                result.place("1️⃣") + ": note: 'color_def_green' is defined here",
            ]
        )
    }

    /// Steps of generated ramps coincide by design (the darkest steps of two hues, steps 9 and 10 of one ramp, in
    /// `.`, `-` or `_` keys): none is reported, while a semantic color that repeats a step is told to use it.
    @Test func stepsOfScalesThatCoincideAreQuiet() throws {
        let result = try ColorSenseLoweringTests.lines(
            """
            {
              "colors": {
                2️⃣"accent.9": { "light": "#0062BA", "dark": "#2E8FE8" },
                "accent.10": { "light": "#0062BA", "dark": "#2E8FE8" },
                "accent.16": { "light": "#0A0F14", "dark": "#F5F8FA" },
                "danger.16": { "light": "#0A0F14", "dark": "#F5F8FA" },
                "pico-color-red-950": { "light": "#1C0D06", "dark": "#1C0D06" },
                "pico-color-orange-950": { "light": "#1C0D06", "dark": "#1C0D06" },
                "color_def_grey_30": { "light": "#4D4D4D", "dark": "#4D4D4D" },
                "color_def_slate_30": { "light": "#4D4D4D", "dark": "#4D4D4D" },
                1️⃣"button.background": { "light": "#0062BA", "dark": "#2E8FE8" }
              }
            }
            """
        )
        #expect(
            result.lines == [
                result.place("1️⃣")
                    + ": warning: 'button.background' is the same color as 'accent.9' in every appearance; if they "
                    + "are one color, make 'button.background' an alias of 'accent.9' [near-duplicate]",
                result.place("2️⃣") + ": note: 'accent.9' is defined here",
            ]
        )
    }

    /// A semantic color that repeats a step is reported at the semantic color, naming the step, also when the
    /// semantic color comes first; a semantic color that other colors are aliases of (component tokens alias
    /// semantic ones) is not a step by that, so a semantic color of another role with its value is not reported.
    @Test func aSemanticColorThatRepeatsAStepIsToldToUseIt() throws {
        let result = try ColorSenseLoweringTests.lines(
            """
            {
              "colors": {
                1️⃣"Text.Primary": { "light": "#111111", "dark": "#F5F5F5" },
                2️⃣"Palette.gray.900": { "light": "#111111", "dark": "#F5F5F5" },
                "Surface.Raised": { "light": "#FAFAFA", "dark": "#1C1C1E" },
                "Brand.Paper": { "light": "#FAFAFA", "dark": "#1C1C1E" },
                "Card.Background": "{Brand.Paper}"
              }
            }
            """
        )
        #expect(
            result.lines == [
                result.place("1️⃣")
                    + ": warning: 'Text.Primary' is the same color as 'Palette.gray.900' in every appearance; if they "
                    + "are one color, make 'Text.Primary' an alias of 'Palette.gray.900' [near-duplicate]",
                result.place("2️⃣") + ": note: 'Palette.gray.900' is defined here",
            ]
        )
    }

    /// Two colors that differ only in alpha, by as little as one 8-bit step, are two colors.
    @Test func alphasAreComparedExactly() throws {
        let result = try ColorSenseLoweringTests.lines(
            """
            {
              "colors": {
                "scrim": { "light": "#00000033", "dark": "#FFFFFF33" },
                "shade": { "light": "#00000034", "dark": "#FFFFFF33" },
                "overlay": { "light": "#000000", "dark": "#FFFFFF" }
              }
            }
            """
        )
        #expect(result.lines == [])
    }

    /// Figma's export writes an alias into another collection as the target's value, naming the target in
    /// `com.figma.aliasData`: such tokens are aliases to lint, however many share the primitive, and keep their
    /// value in the palette.
    @Test func figmaAliasDataMakesAWrittenOutValueAnAlias() {
        func color(_ hex: String, alias: String? = nil) -> String {
            let data = alias.map {
                #", "$extensions": { "com.figma.aliasData": { "targetVariableSetName": "Primitives", "#
                    + #""targetVariableName": "\#($0)" } }"#
            }
            return #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.0667, 0.0667, 0.0667], "#
                + #""alpha": 1, "hex": "\#(hex)" }\#(data ?? "") }"#
        }
        let text = """
            {
              "Colors": { "neutral": { "900": \(color("#111111")) } },
              "Text": { "Primary": \(color("#111111", alias: "Colors/neutral/900")) },
              "Border": { "Primary": \(color("#111111", alias: "Colors/neutral/900")) },
              "Icon": { "Muted": \(color("#111111")) }
            }
            """
        let (palette, diagnostics) = ForeignRead.lower(nil, "Colors.tokens.json", ["Colors.tokens.json": text])
        // Only the color that is no alias, of a role of its own, is told to use the primitive.
        #expect(
            diagnostics.sorted().map { "\($0.rule.rawValue) \($0.message)" } == [
                "near-duplicate 'Icon.Muted' is the same color as 'Colors.neutral.900' in every appearance; if "
                    + "they are one color, make 'Icon.Muted' an alias of 'Colors.neutral.900'"
            ]
        )
        #expect(ForeignRead.value(palette, "Text.Primary", "dark") == "#111111FF")
        #expect(palette?.entries.allSatisfy { !$0.isAlias } == true, "the palette keeps the values as written")
    }
}
