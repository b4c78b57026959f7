import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tokens Studio sets read on their own.
@Suite struct StudioTokenSetTests {
    /// A `*.tokens.json` in the `value`/`type` syntax (a Tokens Studio set as sd-transforms names it) is read as Style
    /// Dictionary reads it: its composites and numbers are not walked into as groups, its colors and the alpha
    /// shorthand are read.
    @Test func aTokensFileInValueSyntaxIsReadAsStyleDictionary() {
        let text = ##"""
            {
              "length": { "value": 24, "type": "sizing" },
              "shadow": { "value": [ { "color": "rgba(#000000,0.4)", "x": "0", "y": "2", "blur": "4" } ], "type": "boxShadow" },
              "typo": { "value": { "fontFamily": "Arial Black", "fontSize": "16 * 1.5" }, "type": "typography" },
              "colors": { "blue": { "value": "#0000ff", "type": "color" } },
              "scrim": { "value": "rgba({colors.blue}, 50%)", "type": "color" }
            }
            """##
        let (palette, diagnostics) = ForeignRead.lower(nil, "set.tokens.json", ["set.tokens.json": text])
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        #expect(palette?.entries.map(\.key) == ["colors.blue", "scrim"])
        #expect(ForeignRead.value(palette, "scrim", "dark") == "#0000FF80")
    }
}
