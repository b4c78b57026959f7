import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// `near-duplicate` on palettes shaped as design systems are: primitives, semantic colors of several roles, aliases
/// written out by the tool that exported them, translucent variants.
@Suite struct NearDuplicateRoleTests {
    /// Semantic colors of different roles share a value by design; primitives with one value in one group, and
    /// primitives of a scale in any group, are still reported.
    @Test func semanticColorsOfDifferentRolesAreQuiet() throws {
        let result = try ColorSenseLoweringTests.lines(
            """
            {
              "colors": {
                "Text.Primary": { "light": "#111111", "dark": "#F5F5F5" },
                "Border.Primary": { "light": "#111111", "dark": "#F5F5F5" },
                "color.text.link": { "light": "#0A66C2", "dark": "#70B5F9" },
                "color.icon.link": { "light": "#0A66C2", "dark": "#70B5F9" },
                1️⃣"palette.neutral.900": { "light": "#222222", "dark": "#EEEEEE" },
                2️⃣"palette.gray.900": { "light": "#222222", "dark": "#EEEEEE" },
                3️⃣"accent": { "light": "#FF9500", "dark": "#FF9F0A" },
                4️⃣"highlight": { "light": "#FF9500", "dark": "#FF9F0A" }
              }
            }
            """
        )
        #expect(
            result.lines == [
                result.place("2️⃣")
                    + ": warning: 'palette.gray.900' is the same color as 'palette.neutral.900' in every appearance; if "
                    + "they are one color, make 'palette.gray.900' an alias of 'palette.neutral.900' [near-duplicate]",
                result.place("1️⃣") + ": note: 'palette.neutral.900' is defined here",
                result.place("4️⃣")
                    + ": warning: 'highlight' is the same color as 'accent' in every appearance; if they are one "
                    + "color, make 'highlight' an alias of 'accent' [near-duplicate]",
                result.place("3️⃣") + ": note: 'accent' is defined here",
            ]
        )
    }

    /// A semantic color that repeats a primitive is reported at the semantic color, naming the primitive, also when
    /// the semantic color comes first; a color another color is an alias of counts as a primitive.
    @Test func aSemanticColorThatRepeatsAPrimitiveIsToldToUseIt() throws {
        let result = try ColorSenseLoweringTests.lines(
            """
            {
              "colors": {
                1️⃣"Text.Primary": { "light": "#111111", "dark": "#F5F5F5" },
                2️⃣"Palette.gray.900": { "light": "#111111", "dark": "#F5F5F5" },
                3️⃣"Surface.Raised": { "light": "#FAFAFA", "dark": "#1C1C1E" },
                4️⃣"Brand.Paper": { "light": "#FAFAFA", "dark": "#1C1C1E" },
                "Surface.Sunken": "{Brand.Paper}"
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
                result.place("3️⃣")
                    + ": warning: 'Surface.Raised' is the same color as 'Brand.Paper' in every appearance; if they "
                    + "are one color, make 'Surface.Raised' an alias of 'Brand.Paper' [near-duplicate]",
                result.place("4️⃣") + ": note: 'Brand.Paper' is defined here",
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
