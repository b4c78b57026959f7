import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of Style Dictionary and DTCG files whose top-level groups are appearances.
@Suite struct AppearanceGroupsTests {
    @Test func styleDictionaryLightAndDarkGroupsAreAppearances() {
        let text = ##"""
            {
              "light": { "rose": { "100": { "value": "#ffe4e6" }, "500": { "value": "#f43f5e" } },
                         "bg": { "value": "{light.rose.100}" } },
              "dark": { "rose": { "100": { "value": "#4c0519" }, "500": { "value": "#fb7185" } },
                        "bg": { "value": "{dark.rose.100}" } }
            }
            """##
        let (palette, diagnostics) = ForeignRead.lower(nil, "tokens.json", ["tokens.json": text])
        #expect(diagnostics.printedLines == [])
        #expect(palette?.entries.map(\.key) == ["rose.100", "rose.500", "bg"])
        #expect(ForeignRead.value(palette, "rose.100", "light") == "#FFE4E6FF")
        #expect(ForeignRead.value(palette, "rose.100", "dark") == "#4C0519FF")
        #expect(ForeignRead.value(palette, "bg", "light") == "{rose.100}")
        #expect(ForeignRead.value(palette, "bg", "dark") == "{rose.100}")
    }

    @Test func dtcgGroupsUnderOneWrapperInAnyCaseAreAppearances() {
        let text = ##"""
            {
              "tokens": {
                "Light": { "color": { "$type": "color", "bg": { "$value": "#ffffff" }, "fg": { "$value": "#111111" } } },
                "Dark": { "color": { "$type": "color", "bg": { "$value": "#000000" }, "fg": { "$value": "#eeeeee" } } }
              }
            }
            """##
        let (palette, diagnostics) = ForeignRead.lower(nil, "theme.tokens.json", ["theme.tokens.json": text])
        #expect(diagnostics.printedLines == [])
        #expect(palette?.entries.map(\.key) == ["tokens.color.bg", "tokens.color.fg"])
        #expect(ForeignRead.value(palette, "tokens.color.bg", "light") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "tokens.color.bg", "dark") == "#000000FF")
    }

    /// `light` and `dark` as shade and weight names, as real files use them (dispersa's `color.base.dark`, a-ng-d's
    /// `framer.color.tint.dark`), a lone `dark` group, and two groups with different trees stay keys.
    @Test(
        arguments: [
            ##"{ "color": { "base": { "light": { "value": "#eeeeee" }, "dark": { "value": "#222222" } } } }"##,
            ##"{ "framer": { "color": { "tint": { "light": { "value": "#eeeeee" }, "dark": { "value": "#222222" } } } } }"##,
            ##"{ "dark": { "rose": { "100": { "value": "#4c0519" } } }, "rose": { "100": { "value": "#ffe4e6" } } }"##,
            ##"{ "light": { "a": { "value": "#ffffff" }, "b": { "value": "#eeeeee" } }, "dark": { "c": { "value": "#000000" }, "d": { "value": "#111111" } } }"##,
        ]
    )
    func shadeNamesAndUnrelatedGroupsStayKeys(_ text: String) {
        let (documents, _) = ForeignRead.read(nil, "tokens.json", ["tokens.json": text])
        let keys = documents.flatMap(\.entries).map(\.key)
        #expect(keys.contains { $0.contains("dark") })
        #expect(documents.flatMap(\.entries).flatMap(\.values).allSatisfy { $0.appearance == nil })
    }
}
