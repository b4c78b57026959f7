import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// The color-sense rules (`near-duplicate`, `unchanged-dark`, `deprecated-alias`) and the `lint` settings that turn
/// them off or tune them, with the whole printed diagnostics.
@Suite struct ColorSenseLoweringTests {
    /// The printed lines of `text` lowered as `test.json`, with the marker places to build expectations from.
    static func lines(_ text: String) throws -> (lines: [String], place: (String) -> String, palette: Palette?) {
        let result = try Lowered(json: text)
        let marked = result.marked
        return (
            ContrastLoweringTests.printed(result.diagnostics), { marked.place($0, in: "test.json") }, result.palette
        )
    }

    // MARK: near-duplicate

    /// Three names for nearly one color give two warnings, each at the later name and naming the earliest; the
    /// alias, the deprecated color and the color that turns the rule off are left out.
    @Test func nearDuplicatesAreReportedOncePerLaterColor() throws {
        let result = try Self.lines(
            """
            {
              "colors": {
                1️⃣"red": { "light": "#FF3B30", "dark": "#FF453A" },
                2️⃣"alert": { "light": "#FF3B31", "dark": "#FF453A" },
                3️⃣"danger": { "light": "#FE3B30", "dark": "#FF443A" },
                "link": "{red}",
                "oldRed": { "light": "#FF3B30", "dark": "#FF453A", "deprecated": "Use red." },
                "brandRed": { "light": "#FF3B30", "dark": "#FF453A", "lint": { "near-duplicate": false } },
                "blue": { "light": "#007AFF", "dark": "#0A84FF" }
              }
            }
            """
        )
        #expect(
            result.lines == [
                result.place("2️⃣")
                    + ": warning: 'alert' is nearly the same color as 'red' in every appearance (CIEDE2000 at most "
                    + "0.22); if they are one color, make 'alert' an alias of 'red' [near-duplicate]",
                result.place("1️⃣") + ": note: 'red' is defined here",
                result.place("3️⃣")
                    + ": warning: 'danger' is nearly the same color as 'red' in every appearance (CIEDE2000 at most "
                    + "0.19); if they are one color, make 'danger' an alias of 'red' [near-duplicate]",
                result.place("1️⃣") + ": note: 'red' is defined here",
            ]
        )
        #expect(result.palette != nil, "warnings do not stop the build")
    }

    /// Near in light but not in a theme, or with another alpha, is not a duplicate; the same value is said so.
    @Test func everyAppearanceAndAlphaMustMatch() throws {
        let result = try Self.lines(
            """
            {
              "appearances": { "sepia": { "fallback": "light" } },
              "colors": {
                1️⃣"C01": { "light": "#1C1C1E", "dark": "#F2F2F7" },
                2️⃣"C02": { "light": "#1C1C1E", "dark": "#F2F2F7" },
                "C03": { "light": "#1C1C1E", "dark": "#F2F2F7", "sepia": "#3B2F1E" },
                "C05": { "light": "#1C1C1E80", "dark": "#F2F2F7" },
                4️⃣"C04": { "light": "{C01}", "dark": "#F2F2F8" }
              }
            }
            """
        )
        // `C04` is an alias in light only, so in dark it is a color of its own, which nearly equals C01's.
        #expect(
            result.lines == [
                result.place("2️⃣")
                    + ": warning: 'C02' is the same color as 'C01' in every appearance; if they are one color, make "
                    + "'C02' an alias of 'C01' [near-duplicate]",
                result.place("1️⃣") + ": note: 'C01' is defined here",
                result.place("4️⃣")
                    + ": warning: 'C04' is nearly the same color as 'C01' in every appearance (CIEDE2000 at "
                    + "most 0.47); if they are one color, make 'C04' an alias of 'C01' [near-duplicate]",
                result.place("1️⃣") + ": note: 'C01' is defined here",
            ]
        )
    }

    @Test func nearDuplicateCanBeTurnedOffOrTuned() throws {
        let colors = """
            "colors": {
                "C01": { "light": "#F2F2F7", "dark": "#1C1C1E" },
                1️⃣"C02": { "light": "#EBEBF0", "dark": "#202022" }
              }
            """
        let off = try Self.lines("{ \"lint\": { \"near-duplicate\": false }, \(colors) }")
        #expect(off.lines == [])
        let loose = try Self.lines("{ \"lint\": { \"near-duplicate\": { \"maximumDifference\": 2 } }, \(colors) }")
        #expect(
            loose.lines.first
                == loose.place("1️⃣")
                + ": warning: 'C02' is nearly the same color as 'C01' in every appearance (CIEDE2000 at most "
                + "1.48); if they are one color, make 'C02' an alias of 'C01' [near-duplicate]"
        )
        let strict = try Self.lines("{ \"lint\": { \"near-duplicate\": true }, \(colors) }")
        #expect(strict.lines == [], "the default 1 is below 1.48")
    }

    // MARK: unchanged-dark

    @Test func unchangedDarkIsOffByDefault() throws {
        let result = try Self.lines(
            """
            { "colors": { "brand": { "light": "#E30613", "dark": "#E30613" }, "text": { "light": "#000000", "dark": "#FFFFFF" } } }
            """
        )
        #expect(result.lines == [])
    }

    /// Only a dark value written as a color equal to the written light color is reported; one string for every
    /// appearance, aliases and an entry that turns the rule off are not.
    @Test func unchangedDarkPointsAtTheDarkValue() throws {
        let result = try Self.lines(
            """
            {
              "lint": { "unchanged-dark": true },
              "colors": {
                "brand": { "light": 1️⃣"#E30613", "dark": 2️⃣"#E30613" },
                "logo": { "light": "#0A84FF", "dark": "#0A84FF", "lint": { "unchanged-dark": false } },
                "white": "#FFFFFF",
                "link": { "light": "{text}", "dark": "{text}" },
                "text": { "light": "#000000", "dark": "#FFFFFF" },
                "page": { "light": "#FFFFFF", "dark": "#000000" }
              }
            }
            """
        )
        #expect(
            result.lines == [
                result.place("2️⃣")
                    + ": warning: 'brand' has the same 'dark' value as 'light' (#E30613) while 2 other colors change in "
                    + "dark; if that is meant, add \"lint\": { \"unchanged-dark\": false } to 'brand' [unchanged-dark]",
                result.place("1️⃣") + ": note: 'brand' is #E30613 in 'light' here",
            ]
        )
    }

    @Test func unchangedDarkNeedsAColorThatChanges() throws {
        let result = try Self.lines(
            """
            { "lint": { "unchanged-dark": true }, "colors": { "a": { "light": "#E30613", "dark": "#E30613" } } }
            """
        )
        #expect(result.lines == [])
    }

    // MARK: deprecated-alias

    @Test func deprecatedAliasCanBeTurnedOffForTheBuildOrOneEntry() throws {
        let colors = """
            "colors": {
                0️⃣"old": { "light": "#FFFFFF", "dark": "#000000", "deprecated": "Use new." },
                "user": 1️⃣"{old}",
                "quiet": { "light": "{old}", "dark": "{old}", "lint": { "deprecated-alias": false } }
              }
            """
        let on = try Self.lines("{ \(colors) }")
        #expect(
            on.lines == [
                on.place("1️⃣") + ": warning: 'user' refers to deprecated 'old': Use new. [deprecated-alias]",
                on.place("0️⃣") + ": note: 'old' is deprecated here",
            ]
        )
        let off = try Self.lines("{ \"lint\": { \"deprecated-alias\": false }, \(colors) }")
        #expect(off.lines == [])
    }

    // MARK: Bad settings

    @Test func badSettingsAreErrorsAtTheirPlace() throws {
        let result = try Self.lines(
            """
            {
              "lint": {
                1️⃣"near-duplicates": false,
                "unchanged-dark": 2️⃣"yes",
                "near-duplicate": { 3️⃣"maximumDiference": 2 },
                "deprecated-alias": 4️⃣{}
              },
              "colors": {
                "a": { "light": "#FFFFFF", "dark": "#000000", "lint": { "unchanged-dark": 5️⃣true } },
                "b": { "light": "#FFFFFF", "dark": "#000000", "lint": 6️⃣[] }
              }
            }
            """
        )
        #expect(
            result.lines == [
                result.place("1️⃣")
                    + ": error: 'near-duplicates' is not a rule 'lint' can set; known: near-duplicate, unchanged-dark, "
                    + "deprecated-alias, out-of-gamut; did you mean 'near-duplicate'? [invalid-lint]",
                result.place("2️⃣") + ": error: expected true or false, found string [wrong-type]",
                result.place("3️⃣")
                    + ": error: 'near-duplicate' has no option 'maximumDiference'; it has 'maximumDifference'; did you "
                    + "mean 'maximumDifference'? [invalid-lint]",
                result.place("4️⃣") + ": error: expected true or false, found object [wrong-type]",
                result.place("5️⃣")
                    + ": error: an entry's 'lint' can only turn a rule off for it ('unchanged-dark': false); turn "
                    + "'unchanged-dark' on in the palette's top-level 'lint' [invalid-lint]",
                result.place("6️⃣")
                    + ": error: expected an object such as { \"unchanged-dark\": false }, found array [wrong-type]",
            ]
        )
    }

    @Test(arguments: ["-1", "10.5", "\"1\""])
    func maximumDifferenceMustBeANumberFrom0To10(_ value: String) throws {
        let result = try Self.lines(
            """
            { "lint": { "near-duplicate": { "maximumDifference": 1️⃣\(value) } }, "colors": { "a": "#FFFFFF" } }
            """
        )
        let expected =
            value.hasPrefix("\"")
            ? ": error: expected a CIEDE2000 difference such as 0.5, found string [wrong-type]"
            : ": error: 'maximumDifference' is a CIEDE2000 difference from 0 to 10, found \(value) [invalid-lint]"
        #expect(result.lines == [result.place("1️⃣") + expected])
    }

    /// Two files of one build may set a rule alike; set differently, the later is an error with a note at the first.
    @Test func filesOfOneBuildMustAgree() throws {
        let first = MarkedText(
            ##"{ "lint": { "near-duplicate": 1️⃣{ "maximumDifference": 2 } }, "colors": { "a": "#FFFFFF" } }"##
        )
        let second = MarkedText(
            ##"{ "lint": { "near-duplicate": 2️⃣true, "unchanged-dark": false }, "colors": { "b": "#000000" } }"##
        )
        let same = MarkedText(
            ##"{ "lint": { "near-duplicate": { "maximumDifference": 2.0 } }, "colors": { "c": "#777777" } }"##
        )
        func lower(_ files: [(String, MarkedText)]) -> [String] {
            var bag = DiagnosticBag()
            let loaded = PaletteLoader.load(
                files.map { .init(path: $0.0) },
                files: MemoryFileProvider(texts: Dictionary(uniqueKeysWithValues: files.map { ($0.0, $0.1.text) })),
                diagnostics: &bag
            )
            _ = PaletteLowering.lower(loaded.documents, diagnostics: &bag)
            return ContrastLoweringTests.printed(bag.sorted())
        }
        #expect(
            lower([("a.json", first), ("b.json", second)]) == [
                second.place("2️⃣", in: "b.json")
                    + ": error: 'near-duplicate' is set differently in two palette files of this build; set it in one "
                    + "file, or alike in both [invalid-lint]",
                first.place("1️⃣", in: "a.json") + ": note: 'near-duplicate' is also set here",
            ]
        )
        #expect(lower([("a.json", first), ("c.json", same)]) == [])
    }

    @Test func plistSettingsReadAlike() throws {
        let result = try Lowered(
            plist: """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>lint</key>
                \t<dict>
                \t\t<key>near-duplicate</key>
                \t\t<dict><key>maximumDifference</key>1️⃣<real>11</real></dict>
                \t\t<key>unchanged-dark</key>
                \t\t<true/>
                \t</dict>
                \t<key>colors</key>
                \t<dict>
                \t\t<key>a</key>
                \t\t<dict><key>light</key><string>#FFFFFF</string><key>dark</key>2️⃣<string>#FFFFFF</string></dict>
                \t\t<key>b</key>
                \t\t<dict><key>light</key><string>#FFFFFF</string><key>dark</key><string>#000000</string></dict>
                \t</dict>
                </dict>
                </plist>
                """
        )
        #expect(
            ContrastLoweringTests.printed(result.diagnostics) == [
                result.marked.place("1️⃣", in: "p.plist")
                    + ": error: 'maximumDifference' is a CIEDE2000 difference from 0 to 10, found 11 [invalid-lint]"
            ]
        )
    }
}

/// The repository's example palettes are clean under every color-sense rule, `unchanged-dark` included.
@Suite struct ColorSenseExamplePaletteTests {
    @Test func examplePalettesHaveNoNearDuplicatesOrUnchangedDarkValues() throws {
        let result = try ContrastExamplePaletteTests.lower { text in
            text.replacingOccurrences(
                of: #""$schema": "../Docs/palette.schema.json","#,
                with: #""$schema": "../Docs/palette.schema.json", "lint": { "unchanged-dark": true },"#
            )
        }
        #expect(result.marked.text.contains(#""unchanged-dark": true"#))
        #expect(result.diagnostics.map(\.printedLine) == [])
        #expect(result.palette != nil)
    }
}
