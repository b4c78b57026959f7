import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of Tokens Studio's alpha shorthand, `rgba({color}, alpha)` and `rgba(#hex, alpha)`.
@Suite struct StudioAlphaShorthandTests {
    /// Every form the real files write, in a Light and a Dark set: the referenced color, resolved in each appearance
    /// after aliases, with its alpha replaced, written as the plugin's `convertToRgb.ts` writes it (color2k's `toHex`,
    /// the alpha `Math.round(a * 255)`).
    @Test func theShorthandIsTheReferencedColorWithItsAlphaReplacedInEachAppearance() throws {
        let export = ##"""
            {
              "light": {
                "colors": { "black": { "value": "#111111", "type": "color" }, "ink": { "value": "{colors.black}", "type": "color" } },
                "translucent": { "value": "#33669980", "type": "color" }
              },
              "dark": {
                "colors": { "black": { "value": "#eeeeee", "type": "color" }, "ink": { "value": "{colors.black}", "type": "color" } },
                "translucent": { "value": "#99663380", "type": "color" }
              },
              "shared": {
                "overlay": { "value": "rgba({colors.ink}, 0.7)", "type": "color" },
                "spaced": { "value": "rgba( {colors.black}, 1)", "type": "color" },
                "half": { "value": "rgba({colors.black}, 50%)", "type": "color" },
                "short": { "value": "rgba({colors.black}, .25)", "type": "color" },
                "replaced": { "value": "rgba({translucent}, 0.2)", "type": "color" },
                "yellow": { "value": "rgba(#FFFF00, 0.5)", "type": "color" },
                "tight": { "value": "rgba(#000000,0.4)", "type": "color" },
                "eight": { "value": "rgba(#12345678, 1)", "type": "color" },
                "fade": { "value": "linear-gradient(180deg, {colors.black} 0%, rgba({colors.black}, 0.00) 45%)", "type": "color" }
              },
              "$themes": [
                { "name": "Light", "selectedTokenSets": { "light": "enabled", "shared": "enabled" } },
                { "name": "Dark", "selectedTokenSets": { "dark": "enabled", "shared": "enabled" } }
              ]
            }
            """##
        let (palette, diagnostics) = ForeignRead.lower(nil, "tokens.json", ["tokens.json": export])
        // The gradient that holds the shorthand is no color: skipped, with its warning.
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "'fade' is a linear-gradient(), which a palette cannot hold; the token is not read"
            ]
        )
        let lowered = try #require(palette)
        // color2k: `#111111` with 0.7 → b3 (178.5 rounds up), 50% → 80, .25 → 40 (63.75), 0.4 → 66 (102).
        let wanted: [String: (light: String, dark: String)] = [
            "overlay": ("#111111B3", "#EEEEEEB3"),
            "spaced": ("#111111FF", "#EEEEEEFF"),
            "half": ("#11111180", "#EEEEEE80"),
            "short": ("#11111140", "#EEEEEE40"),
            "replaced": ("#33669933", "#99663333"),
            "yellow": ("#FFFF0080", "#FFFF0080"),
            "tight": ("#00000066", "#00000066"),
            "eight": ("#123456FF", "#123456FF"),
        ]
        for (key, colors) in wanted.sorted(by: { $0.key < $1.key }) {
            #expect(ForeignRead.value(lowered, key, "light") == colors.light, "\(key)@light")
            #expect(ForeignRead.value(lowered, key, "dark") == colors.dark, "\(key)@dark")
        }
        #expect(!lowered.entries.contains { $0.key == "fade" })
    }

    /// The shorthand reads the same in DTCG syntax and in a tokens file read on its own.
    @Test func theShorthandReadsInDTCGFiles() {
        let text = ##"""
            { "black": { "$type": "color", "$value": "#000000" },
              "scrim": { "$type": "color", "$value": "rgba({black}, 0.5)" } }
            """##
        let (palette, diagnostics) = ForeignRead.lower(nil, "t.tokens.json", ["t.tokens.json": text])
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        #expect(ForeignRead.value(palette, "scrim", "light") == "#00000080")
    }

    /// A value written as the shorthand but not readable as one is one error at the value, saying the shorthand is
    /// what is not read, and nothing more about it.
    @Test func anUnreadableShorthandIsOneErrorThatNamesTheShorthand() {
        let marked = MarkedText(
            ##"""
            {
              "black": { "value": "#000000", "type": "color" },
              "a": { "value": 1️⃣"rgba({black}, half)", "type": "color" },
              "b": { "value": 2️⃣"rgba({black} 0.5)", "type": "color" },
              "c": { "value": 3️⃣"rgba(#00000, 0.5)", "type": "color" },
              "d": { "value": 4️⃣"rgba({black}, 0.5) extra", "type": "color" }
            }
            """##
        )
        // Lowering adds nothing: the values are reported.
        let (_, diagnostics) = ForeignRead.lower(.styleDictionary, "t", ["t": marked.text])
        #expect(
            ForeignRead.places(diagnostics)
                == ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map {
                    ForeignRead.place(.invalidColor, marked, $0)
                }
        )
        #expect(
            diagnostics.sorted().first?.message
                == "'rgba({black}, half)' for 'a' is not Tokens Studio's alpha shorthand as palettec reads it: "
                + "rgba({reference} or #hex, alpha), the alpha a number or a percentage"
        )
    }
}
