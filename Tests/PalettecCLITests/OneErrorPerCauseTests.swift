import PalettecTestSupport
import Testing

/// One mistake prints one error, its cause, and nothing that follows from it: the whole output of `lint` is
/// checked, so a consequence printed too (a missing appearance, an alias into the bad value) fails the case.
@Suite struct OneErrorPerCauseTests {
    /// Files with one mistake, linted, and everything palettec must print for it.
    struct Case: Sendable, CustomTestStringConvertible {
        /// What the mistake is.
        var testDescription: String
        /// Relative path → contents, with the markers the expected output is placed by.
        var files: [String: MarkedText]
        /// The path linted.
        var input: String
        /// The whole standard error, given the case (for `place`).
        var expected: @Sendable (Case) -> String

        init(
            testDescription: String,
            files: [String: String],
            input: String,
            expected: @escaping @Sendable (Case) -> String
        ) {
            self.testDescription = testDescription
            self.files = files.mapValues(MarkedText.init)
            self.input = input
            self.expected = expected
        }

        /// `path:line:column` of a marker in one of the case's files.
        func place(_ marker: String, _ path: String) -> String {
            files[path]?.place(marker, in: path) ?? "<no file \(path)>"
        }
    }

    static let cases: [Case] = [
        Case(
            testDescription: "a JSON file whose root is an array is reported at its start, saying what palettec reads",
            files: [
                "colors.json": """
                1️⃣[{"light": "#FFFFFF", "dark": "#000000"}]

                """
            ],
            input: "colors.json",
            expected: {
                """
                \($0.place("1️⃣", "colors.json")): error: cannot tell the format of 'colors.json': palettec reads palettes (an object with a 'colors' or 'images' object), DTCG and Style Dictionary tokens (objects of tokens with '$value' or 'value'), asset catalogs, Android colors.xml, DKNightVersion tables, SwiftGen colors, LFLDarkModeKit bundles, Tokens Studio projects, Figma variables and CSS themes; name the format with --from (palette-json, palette-plist, lfl-bundle, dk-table, dtcg, style-dictionary, tokens-studio, swiftgen, xcassets, android, figma, css-theme) [unknown-format]
                1 error

                """
            }
        ),
        Case(
            testDescription: "an unreadable value adds no missing appearance and no alias error",
            files: [
                "p.json": """
                {"colors": {
                  "base": {"light": 1️⃣"#12345"},
                  "link": "{base}"
                }}

                """
            ],
            input: "p.json",
            expected: {
                """
                \($0.place("1️⃣", "p.json")): error: '#12345' has 5 hex digits; expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, #RRGGBBAA) [invalid-color]
                    "base": {"light": "#12345"},
                                      ^
                1 error

                """
            }
        ),
        Case(
            testDescription: "a value under an unknown appearance name is not also a missing appearance",
            files: [
                "p.json": """
                {"colors": {
                  "base": {"light": "#FFFFFF", 1️⃣"drak": "#000000"},
                  "link": "{base}"
                }}

                """
            ],
            input: "p.json",
            expected: {
                """
                \($0.place("1️⃣", "p.json")): error: 'drak' in 'base' is not an appearance; known: light, dark, light-hc, dark-hc; did you mean 'dark'? (declare a theme in 'appearances') [unknown-appearance]
                    "base": {"light": "#FFFFFF", "drak": "#000000"},
                                                 ^
                1 error

                """
            }
        ),
        Case(
            testDescription: "a theme's unknown fallback is not also a missing value per color",
            files: [
                "p.json": """
                {"appearances": {"sepia": {"fallback": 1️⃣"ligth"}},
                 "colors": {
                  "a": {"light": "#FFFFFF", "dark": "#000000"},
                  "b": {"light": "#EEEEEE", "dark": "#111111"}
                }}

                """
            ],
            input: "p.json",
            expected: {
                """
                \($0.place("1️⃣", "p.json")): error: theme 'sepia' falls back to 'ligth', which is not an appearance; known: 'light', 'dark', 'light-hc', 'dark-hc', 'sepia'; did you mean 'light'? [invalid-appearance]
                  {"appearances": {"sepia": {"fallback": "ligth"}},
                                                         ^
                1 error

                """
            }
        ),
        Case(
            testDescription: "a loop of theme fallbacks is reported once",
            files: [
                "p.json": """
                {"appearances": {"dim": {"fallback": 1️⃣"dusk"}, "dusk": {"fallback": "dim"}},
                 "colors": {
                  "a": {"light": "#FFFFFF", "dark": "#000000"}
                }}

                """
            ],
            input: "p.json",
            expected: {
                """
                \($0.place("1️⃣", "p.json")): error: theme fallbacks form a loop: dim → dusk → dim [invalid-appearance]
                  {"appearances": {"dim": {"fallback": "dusk"}, "dusk": {"fallback": "dim"}},
                                                       ^
                1 error

                """
            }
        ),
        Case(
            testDescription: "values for a rejected theme are not unknown appearances",
            files: [
                "p.json": """
                {"appearances": {1️⃣"se pia": {"fallback": "light"}},
                 "colors": {
                  "a": {"light": "#FFFFFF", "dark": "#000000", "se pia": "#F4ECD8"},
                  "b": {"light": "#EEEEEE", "dark": "#111111", "se pia": "#EADFC8"}
                }}

                """
            ],
            input: "p.json",
            expected: {
                """
                \($0.place("1️⃣", "p.json")): error: theme name 'se pia' may contain only ASCII letters, digits, '-' and '_' [invalid-appearance]
                  {"appearances": {"se pia": {"fallback": "light"}},
                                   ^
                1 error

                """
            }
        ),
        Case(
            testDescription: "an unreadable fallback is not also a missing value per color",
            files: [
                "p.json": """
                {"appearances": {"sepia": {"fallback": 1️⃣1}},
                 "colors": {
                  "a": {"light": "#FFFFFF", "dark": "#000000"},
                  "b": {"light": "#EEEEEE", "dark": "#111111"}
                }}

                """
            ],
            input: "p.json",
            expected: {
                """
                \($0.place("1️⃣", "p.json")): error: expected a string, found number [wrong-type]
                  {"appearances": {"sepia": {"fallback": 1}},
                                                         ^
                1 error

                """
            }
        ),
        Case(
            testDescription: "a color with no values is one missing appearance",
            files: [
                "p.json": """
                {"colors": {
                  1️⃣"a": {"description": "To do"}
                }}

                """
            ],
            input: "p.json",
            expected: {
                """
                \($0.place("1️⃣", "p.json")): error: 'a' has no 'light' and no 'dark' value; every color needs 'light' and 'dark' [missing-appearance]
                    "a": {"description": "To do"}
                    ^
                1 error

                """
            }
        ),
        Case(
            testDescription: "a DTCG token whose value is the wrong type is not also missing its appearances",
            files: [
                "core.tokens.json": """
                {"color": {
                  "$type": "color",
                  "base": {"$value": 1️⃣12},
                  "link": {"$value": "{color.base}"}
                }}

                """
            ],
            input: "core.tokens.json",
            expected: {
                """
                \($0.place("1️⃣", "core.tokens.json")): error: expected a color object, a hex string or an {alias} as the "$value" of 'color.base', found number [wrong-type]
                    "base": {"$value": 12},
                                       ^
                1 error

                """
            }
        ),
        Case(
            testDescription:
                "a Style Dictionary token whose value is the wrong type is not also missing its appearances",
            files: [
                "tokens/colors.json": """
                {"color": {
                  "base": {"value": 1️⃣12, "type": "color"},
                  "link": {"value": "{color.base}", "type": "color"}
                }}

                """
            ],
            input: "tokens/colors.json",
            expected: {
                """
                \($0.place("1️⃣", "tokens/colors.json")): error: expected a color string for 'color.base', found number [wrong-type]
                    "base": {"value": 12, "type": "color"},
                                      ^
                1 error

                """
            }
        ),
        Case(
            testDescription: "a note of a reader follows the error it explains",
            files: [
                "Theme.bundle/light.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>bg</key><string>FFFFFF</string>
                  1️⃣<key>fg</key><string>000000</string>
                </dict>
                </plist>

                """,
                "Theme.bundle/dark.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                2️⃣<dict>
                  <key>bg</key><string>000000</string>
                </dict>
                </plist>

                """,
            ],
            input: "Theme.bundle",
            expected: {
                """
                \($0.place("1️⃣", "Theme.bundle/light.plist")): error: 'fg' has no 'dark' value; every color needs 'light' and 'dark' [missing-appearance]
                    <key>fg</key><string>000000</string>
                    ^
                \($0.place("2️⃣", "Theme.bundle/dark.plist")): note: 'fg' is not in dark.plist; in dark mode LFLDarkModeKit shows opaque black for it [missing-appearance]
                  <dict>
                  ^
                1 error

                """
            }
        ),
    ]

    @Test(arguments: cases)
    func oneMistakeIsOneError(_ test: Case) throws {
        let folder = try TemporaryFolder()
        for (path, marked) in test.files {
            try folder.write(path, marked.text)
        }
        let result = try folder.palettec(["lint", test.input], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == test.expected(test))
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1)
    }
}
