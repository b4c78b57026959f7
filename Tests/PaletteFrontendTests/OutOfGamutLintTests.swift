import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// `out-of-gamut`: off by default; once per written color outside the gamut it names (Display P3 unless told sRGB),
/// not for aliases, fallbacks or entries that turn it off.
@Suite struct OutOfGamutLintTests {
    /// A Display P3 red lies outside sRGB; written once for every appearance, it is one warning at that value.
    @Test func aColorOutsideSRGBIsReportedOnceWhereWritten() throws {
        let result = try ColorSenseLoweringTests.lines(
            """
            {
              "lint": { "out-of-gamut": { "gamut": "srgb" } },
              "colors": {
                "red": 1️⃣"color(display-p3 1 0 0)",
                "alert": "{red}",
                "quiet": { "light": "color(display-p3 0 1 0)", "dark": "#34C759", "lint": { "out-of-gamut": false } },
                "green": { "light": "#34C759", "dark": 2️⃣"color(display-p3 0 1 0)" },
                "edge": "color(display-p3 1 1 1)"
              }
            }
            """
        )
        #expect(
            result.lines == [
                result.place("1️⃣")
                    + ": warning: 'red' lies outside the sRGB gamut (ΔEOK 0.048 from the nearest color it "
                    + "holds); outputs show it gamut-mapped. If that is meant, add \"lint\": { \"out-of-gamut\": false } "
                    + "to 'red' [out-of-gamut]",
                result.place("2️⃣")
                    + ": warning: 'green' in 'dark' lies outside the sRGB gamut (ΔEOK 0.086 from the nearest color it "
                    + "holds); outputs show it gamut-mapped. If that is meant, add \"lint\": { \"out-of-gamut\": false } "
                    + "to 'green' [out-of-gamut]",
            ]
        )
    }

    /// A color derived once for every appearance holds a color per appearance: each color outside the gamut is named
    /// with its appearance, at the one value.
    @Test func aDerivedColorIsJudgedInEachAppearance() throws {
        let result = try ColorSenseLoweringTests.lines(
            """
            {
              "lint": { "out-of-gamut": true },
              "colors": {
                "brand": { "light": "oklch(0.62 0.19 255)", "dark": "oklch(0.72 0.16 255)" },
                "tint": 1️⃣"color-mix(in oklch, {brand} 20%, white)"
              }
            }
            """
        )
        // oklch(0.924 0.038 255) lies inside Display P3; oklch(0.944 0.032 255) lies 0.002 outside (coloraide).
        #expect(
            result.lines == [
                result.place("1️⃣")
                    + ": warning: 'tint' in 'dark' lies outside the Display P3 gamut (ΔEOK 0.002 from the nearest color "
                    + "it holds); outputs show it gamut-mapped. If that is meant, add \"lint\": { \"out-of-gamut\": false } "
                    + "to 'tint' [out-of-gamut]"
            ]
        )
    }

    /// On with `true`, the rule judges against Display P3, which holds every Display P3 color; off by default.
    @Test func displayP3IsTheDefaultGamutAndTheRuleIsOffByDefault() throws {
        let colors = #""colors": { "red": "color(display-p3 1 0 0)" }"#
        #expect(try ColorSenseLoweringTests.lines(#"{ "lint": { "out-of-gamut": true }, \#(colors) }"#).lines == [])
        #expect(try ColorSenseLoweringTests.lines("{ \(colors) }").lines == [])
        #expect(LintOptions.defaults.outOfGamut == nil)
    }

    /// A gamut palettec does not know is `invalid-lint` at the value, with a suggestion.
    @Test func anUnknownGamutIsInvalidLint() throws {
        let result = try ColorSenseLoweringTests.lines(
            ##"{ "lint": { "out-of-gamut": { "gamut": 1️⃣"srgbb" } }, "colors": { "a": "#000000" } }"##
        )
        #expect(
            result.lines == [
                result.place("1️⃣")
                    + ": error: 'srgbb' is not a gamut 'out-of-gamut' judges against; known: srgb, display-p3; did you "
                    + "mean 'srgb'? [invalid-lint]"
            ]
        )
    }
}
