import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Contrast pairs checked in every appearance after fallbacks and aliases, with the whole printed diagnostics.
///
/// The figures come from published references: `#777777` on white is 4.47:1 in WebAIM's checker (quoted by
/// wcag.eu), `#888` on `#fff` is Lc 63.06 and `#fff` on `#888` Lc −68.54 in apca-w3's `test/index.js`.
@Suite struct ContrastLoweringTests {
    /// The diagnostics as palettec prints them: each line, then its notes.
    static func printed(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.flatMap { diagnostic in
            let place = { (location: Diagnostic.Location?) in
                location.map { "\($0.path):\($0.line):\($0.column): " } ?? ""
            }
            return [
                place(diagnostic.location)
                    + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule.rawValue)]"
            ] + diagnostic.notes.map { place($0.location) + "note: \($0.message)" }
        }
    }

    @Test func pairFailingOnlyInDarkHighContrastNamesKeysAppearanceAndRatio() throws {
        let result = try Lowered(
            json: """
                {
                  "colors": {
                    "label": { "light": "#000000", "dark": "#FFFFFF", "dark-hc": 2️⃣"#777777" },
                    "background": { "light": "#FFFFFF", "dark": "#000000", "dark-hc": 3️⃣"#FFFFFF" }
                  },
                  "contrast": [1️⃣{ "foreground": "label", "background": "background" }]
                }
                """
        )
        let marked = result.marked
        #expect(result.palette == nil)
        #expect(
            Self.printed(result.diagnostics) == [
                marked.place("1️⃣", in: "test.json")
                    + ": error: 'label' on 'background' has a contrast of 4.47:1 in 'dark-hc', below the minimum "
                    + "4.5:1 (AA) [contrast]",
                marked.place("2️⃣", in: "test.json") + ": note: 'label' is #777777 in 'dark-hc'",
                marked.place("3️⃣", in: "test.json") + ": note: 'background' is #FFFFFF in 'dark-hc'",
            ]
        )
    }

    @Test func pairFailingOnlyInAThemePointsAtTheFallbackAndAliasValues() throws {
        let result = try Lowered(
            json: """
                {
                  "appearances": { "sepia": { "fallback": "light" } },
                  "colors": {
                    "gray": { "light": "#767676", "dark": "#FFFFFF", "sepia": "#777777" },
                    "label": 2️⃣"{gray}",
                    "page": { "light": 3️⃣"#FFFFFF", "dark": "#000000" }
                  },
                  "contrast": [1️⃣{ "foreground": "label", "background": "page", "minimum": "AA" }]
                }
                """
        )
        let marked = result.marked
        #expect(
            Self.printed(result.diagnostics) == [
                marked.place("1️⃣", in: "test.json")
                    + ": error: 'label' on 'page' has a contrast of 4.47:1 in 'sepia', below the minimum 4.5:1 (AA) "
                    + "[contrast]",
                marked.place("2️⃣", in: "test.json") + ": note: 'label' is {gray}, #777777 in 'sepia'",
                marked.place("3️⃣", in: "test.json") + ": note: 'page' is #FFFFFF in 'sepia'",
            ]
        )
    }

    @Test func highContrastAppearancesCanDemandMore() throws {
        let result = try Lowered(
            json: """
                {
                  "colors": {
                    "icon": { "light": 2️⃣"#777777", "dark": "#FFFFFF" },
                    "surface": { "light": 3️⃣"#FFFFFF", "dark": "#000000" }
                  },
                  "contrast": [
                    1️⃣{ "foreground": "icon", "background": "surface", "minimum": "AA-large", "highContrastMinimum": 7 }
                  ]
                }
                """
        )
        let marked = result.marked
        #expect(
            Self.printed(result.diagnostics) == [
                marked.place("1️⃣", in: "test.json")
                    + ": error: 'icon' on 'surface' has a contrast of 4.47:1 in 'light-hc', below the minimum 7:1 "
                    + "[contrast]",
                marked.place("2️⃣", in: "test.json") + ": note: 'icon' is #777777 in 'light-hc'",
                marked.place("3️⃣", in: "test.json") + ": note: 'surface' is #FFFFFF in 'light-hc'",
            ]
        )
    }

    /// Black at alpha 0x88 (136/255) over white is 255 − 136 = 119, `#777777`: 4.47:1, in every appearance.
    @Test func translucentForegroundIsCompositedAndEveryAppearanceIsChecked() throws {
        let result = try Lowered(
            json: """
                {
                  "appearances": { "sepia": { "fallback": "light" } },
                  "colors": { "hint": 2️⃣"#00000088", "page": 3️⃣"#FFFFFF" },
                  "contrast": [1️⃣{ "foreground": "hint", "background": "page" }]
                }
                """
        )
        let marked = result.marked
        let pair = marked.place("1️⃣", in: "test.json")
        let hint = marked.place("2️⃣", in: "test.json")
        let page = marked.place("3️⃣", in: "test.json")
        var expected: [String] = []
        for name in ["light", "dark", "light-hc", "dark-hc", "sepia"] {
            let error: String =
                pair + ": error: 'hint' on 'page' has a contrast of 4.47:1 in '\(name)', below the minimum 4.5:1 (AA) "
                + "[contrast]"
            expected += [
                error,
                hint + ": note: 'hint' is #00000088 in '\(name)'",
                page + ": note: 'page' is #FFFFFF in '\(name)'",
            ]
        }
        #expect(Self.printed(result.diagnostics) == expected)
    }

    @Test func translucentBackgroundNeedsABase() throws {
        let result = try Lowered(
            json: """
                {
                  "colors": {
                    "text": "#FFFFFF",
                    "scrim": { "light": 2️⃣"#00000080", "dark": "#00000099" },
                    "page": "#000000"
                  },
                  "contrast": [1️⃣{ "foreground": "text", "background": "scrim" }]
                }
                """
        )
        let marked = result.marked
        // Reported once, at the first appearance in which the background is translucent.
        #expect(
            Self.printed(result.diagnostics) == [
                marked.place("1️⃣", in: "test.json")
                    + ": error: 'scrim' is translucent in 'light', so the contrast of 'text' on it depends on what is "
                    + "behind it; declare that opaque color as the pair's 'base' [invalid-contrast]",
                marked.place("2️⃣", in: "test.json") + ": note: 'scrim' is #00000080 in 'light'",
            ]
        )
        let withBase = try Lowered(
            json: """
                {
                  "colors": { "text": "#FFFFFF", "scrim": "#00000080", "page": "#000000" },
                  "contrast": [{ "foreground": "text", "background": "scrim", "base": "page" }]
                }
                """
        )
        #expect(withBase.diagnostics.isEmpty)
        #expect(withBase.palette != nil)
    }

    /// An APCA pair compares the magnitude of Lc with its minimum.
    ///
    /// `#888` on `#fff` is Lc 63.06 (printed toward zero, 63) and `#fff` on `#888` Lc −68.54 in apca-w3's reference
    /// tests; a minimum of 65 fails the first in light only, since high contrast asks 60.
    @Test func apcaPairComparesTheMagnitudeOfLc() throws {
        let result = try Lowered(
            json: """
                {
                  "colors": {
                    "text": { "light": 2️⃣"#888888", "dark": "#FFFFFF" },
                    "page": { "light": 3️⃣"#FFFFFF", "dark": "#888888" }
                  },
                  "contrast": [1️⃣{ "foreground": "text", "background": "page", "apca": 65, "highContrastMinimum": 60 }]
                }
                """
        )
        let marked = result.marked
        #expect(
            Self.printed(result.diagnostics) == [
                marked.place("1️⃣", in: "test.json")
                    + ": error: 'text' on 'page' has APCA Lc 63 in 'light', below the minimum Lc 65 [contrast]",
                marked.place("2️⃣", in: "test.json") + ": note: 'text' is #888888 in 'light'",
                marked.place("3️⃣", in: "test.json") + ": note: 'page' is #FFFFFF in 'light'",
            ]
        )
    }

    @Test func malformedPairsAreReportedWhereTheyAre() throws {
        let result = try Lowered(
            json: """
                {
                  "colors": { "label": "#000000", "page": "#FFFFFF" },
                  "contrast": [
                    { "foreground": 1️⃣"lable", "background": "page" },
                    { "foreground": "label", "background": "page", "minimum": 2️⃣"AAA+" },
                    { "foreground": "label", "background": "page", "minimum": 4️⃣4.5, "apca": 3️⃣60 },
                    { "foreground": "label", "background": "page", "minimum": 5️⃣22 },
                    6️⃣{ "foreground": "label" }
                  ]
                }
                """
        )
        let marked = result.marked
        #expect(
            Self.printed(result.diagnostics) == [
                marked.place("1️⃣", in: "test.json")
                    + ": error: contrast pair names 'lable', which is not a color of this build; did you mean 'label'? "
                    + "[invalid-contrast]",
                marked.place("2️⃣", in: "test.json")
                    + ": error: 'AAA+' is not a contrast level; known: AA, AA-large, AAA, AAA-large, non-text; did you "
                    + "mean 'AAA'?, or a ratio such as 4.5 [invalid-contrast]",
                marked.place("3️⃣", in: "test.json")
                    + ": error: a contrast pair has either 'minimum' (a WCAG 2.2 ratio) or 'apca' (an APCA Lc), not "
                    + "both [invalid-contrast]",
                marked.place("4️⃣", in: "test.json") + ": note: 'minimum' is here",
                marked.place("5️⃣", in: "test.json")
                    + ": error: a WCAG contrast ratio is between 1 and 21, found 22 [invalid-contrast]",
                marked.place("6️⃣", in: "test.json")
                    + ": error: a contrast pair needs a 'background' key [missing-field]",
            ]
        )
    }

    @Test func plistPairsReadIntegersAndReals() throws {
        let result = try Lowered(
            plist: """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                	<key>colors</key>
                	<dict>
                		<key>label</key>
                		<string>#777777</string>
                		<key>page</key>
                		<string>#FFFFFF</string>
                	</dict>
                	<key>contrast</key>
                	<array>
                		<dict>
                			<key>foreground</key>
                			<string>label</string>
                			<key>background</key>
                			<string>page</string>
                			<key>minimum</key>
                			<integer>3</integer>
                			<key>highContrastMinimum</key>
                			<real>4.5</real>
                		</dict>
                	</array>
                </dict>
                </plist>
                """
        )
        #expect(
            result.diagnostics.map(\.message) == [
                "'label' on 'page' has a contrast of 4.47:1 in 'light-hc', below the minimum 4.5:1",
                "'label' on 'page' has a contrast of 4.47:1 in 'dark-hc', below the minimum 4.5:1",
            ]
        )
    }

    @Test func passingPairsLowerCleanly() throws {
        let result = try Lowered(
            json: """
                {
                  "colors": {
                    "label": { "light": "#000000", "dark": "#FFFFFF" },
                    "page": { "light": "#FFFFFF", "dark": "color(display-p3 0 0 0)" }
                  },
                  "contrast": [{ "foreground": "label", "background": "page", "minimum": "AAA" }]
                }
                """
        )
        #expect(result.diagnostics.isEmpty)
        let palette = try #require(result.palette)
        let pair = ContrastPair(foreground: "label", background: "page", minimum: .init(.wcag, 7, level: "AAA"))
        #expect(palette.contrastPairs == [pair])
        let dark = try #require(palette.appearanceIndex(named: "dark"))
        let measured = try #require(palette.measure(pair, appearance: dark, keyIndex: palette.keyIndex()))
        #expect(measured.foundText(.wcag) == "21:1")
    }

    /// Every problem in one run: a typo in one color does not hide a pair of other colors below its minimum, and a
    /// pair is not judged where one of its colors could not be read (it would stand in as black), nor where an alias
    /// of it is broken, but is still judged in its other appearances.
    @Test func pairsOfReadableColorsAreJudgedBesideErrorsInOtherValues() throws {
        let result = try Lowered(
            json: """
                {
                  "colors": {
                    "label": { "light": 2️⃣"#777777", "dark": "#FFFFFF" },
                    "page": { "light": 3️⃣"#FFFFFF", "dark": "#000000" },
                    "typo": 4️⃣"#12345",
                    "hint": { "light": 8️⃣"#FFFFFF", "dark": 5️⃣"{nowhere}" },
                    "card": { "light": 9️⃣"#FFFFFF", "dark": 6️⃣"#GGGGGG" }
                  },
                  "contrast": [
                    1️⃣{ "foreground": "label", "background": "page" },
                    { "foreground": "typo", "background": "page" },
                    7️⃣{ "foreground": "hint", "background": "card" }
                  ]
                }
                """
        )
        let marked = result.marked
        #expect(result.palette == nil)
        #expect(
            Self.printed(result.diagnostics) == [
                marked.place("4️⃣", in: "test.json")
                    + ": error: '#12345' has 5 hex digits; expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, #RRGGBBAA) "
                    + "[invalid-color]",
                marked.place("5️⃣", in: "test.json")
                    + ": error: 'hint' refers to '{nowhere}', which is not defined [unknown-alias]",
                marked.place("6️⃣", in: "test.json") + ": error: '#GGGGGG' has a non-hex digit 'G' [invalid-color]",
                marked.place("1️⃣", in: "test.json")
                    + ": error: 'label' on 'page' has a contrast of 4.47:1 in 'light', below the minimum 4.5:1 (AA) "
                    + "[contrast]",
                marked.place("2️⃣", in: "test.json") + ": note: 'label' is #777777 in 'light'",
                marked.place("3️⃣", in: "test.json") + ": note: 'page' is #FFFFFF in 'light'",
                marked.place("1️⃣", in: "test.json")
                    + ": error: 'label' on 'page' has a contrast of 4.47:1 in 'light-hc', below the minimum 4.5:1 (AA) "
                    + "[contrast]",
                marked.place("2️⃣", in: "test.json") + ": note: 'label' is #777777 in 'light-hc'",
                marked.place("3️⃣", in: "test.json") + ": note: 'page' is #FFFFFF in 'light-hc'",
                marked.place("7️⃣", in: "test.json")
                    + ": error: 'hint' on 'card' has a contrast of 1:1 in 'light', below the minimum 4.5:1 (AA) "
                    + "[contrast]",
                marked.place("8️⃣", in: "test.json") + ": note: 'hint' is #FFFFFF in 'light'",
                marked.place("9️⃣", in: "test.json") + ": note: 'card' is #FFFFFF in 'light'",
                marked.place("7️⃣", in: "test.json")
                    + ": error: 'hint' on 'card' has a contrast of 1:1 in 'light-hc', below the minimum 4.5:1 (AA) "
                    + "[contrast]",
                marked.place("8️⃣", in: "test.json") + ": note: 'hint' is #FFFFFF in 'light-hc'",
                marked.place("9️⃣", in: "test.json") + ": note: 'card' is #FFFFFF in 'light-hc'",
            ]
        )
    }

    /// After an error that is not in one value (here a key written twice, so which value is meant is unknown) no pair
    /// is judged: its failure could be a consequence.
    @Test func noPairIsJudgedAfterAnErrorOutsideTheValues() throws {
        let result = try Lowered(
            json: """
                {
                  "colors": {
                    "label": "#777777",
                    "page": "#FFFFFF",
                    1️⃣"label": "#000000"
                  },
                  "contrast": [{ "foreground": "label", "background": "page" }]
                }
                """
        )
        #expect(result.diagnostics.map(\.rule) == [.duplicateKey])
        #expect(Self.printed(result.diagnostics).first?.hasPrefix(result.marked.place("1️⃣", in: "test.json")) == true)
    }
}
