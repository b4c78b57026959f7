import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the Style Dictionary reader.
@Suite struct ForeignStyleDictionaryReaderTests {
    /// A name holding dots is the groups it spells: its key, its `color.` category and the references to it are the
    /// same as the nested groups', and a variant file may spell it either way.
    @Test func aDottedNameIsTheGroupsItSpells() {
        let files = [
            "tokens.json": ##"{ "color.bg": { "value": "#ffffff" }, "link": { "value": "{color.bg}" } }"##,
            "tokens.dark.json": ##"{ "color": { "bg": { "value": "#000000" } } }"##,
        ]
        let (documents, diagnostics) = ForeignRead.read(nil, "tokens.json", files)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(documents.first?.entries.map(\.key) == ["color.bg", "link"])
        #expect(ForeignRead.values(documents, "color.bg") == ["light=#ffffff", "dark=#000000"])
        #expect(ForeignRead.values(documents, "link") == ["*={color.bg}"])
    }

    @Test func singleTokenRecipeWithReferences() {
        let text = """
            {
              "color": {
                "core": { "white": { "value": "#ffffff" }, "black": { "value": "#000000" }, "gray": { "value": "#777777" } },
                "bg": {
                  "value": "{color.core.white.value}", // light
                  "darkValue": "{color.core.black.value}",
                  "hcValue": "{color.core.white}",
                  "hcDarkValue": "{color.core.gray.value}",
                  "comment": "Page background.",
                },
                "fg": { "value": "{color.bg.darkValue}" }
              },
              "size": { "small": { "value": "{size.base.value}" } }
            }
            """
        let marked = MarkedText(text.replacingOccurrences(of: "\"fg\": { \"value\": ", with: "\"fg\": { \"value\": 1️⃣"))
        let (documents, diagnostics) = ForeignRead.read(nil, "tokens.json5", ["tokens.json5": marked.text])
        // Comments and trailing commas are JSON5; the cross-appearance reference is the only problem.
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.unsupportedByFormat, marked, "1️⃣")])
        #expect(
            documents.first?.entries.map(\.key) == [
                "color.core.white", "color.core.black", "color.core.gray", "color.bg", "color.fg",
            ]
        )
        #expect(
            ForeignRead.values(documents, "color.bg") == [
                "light={color.core.white}", "dark={color.core.black}", "light-hc={color.core.white}",
                "dark-hc={color.core.gray}",
            ]
        )
        #expect(documents.first?.entries[3].description == "Page background.")
    }

    @Test func multiFileRecipeMergesVariantsIntoTheBase() {
        let files = [
            "t/color/bg.json": ##"{ "color": { "bg": { "value": "#ffffff" }, "fixed": { "value": "#123456" } } }"##,
            "t/color/bg.dark.json": ##"{ "color": { "bg": { "value": "#000000" } } }"##,
            "t/color/bg.hcDark.json": ##"{ "color": { "bg": { "value": "#111111" } } }"##,
            "t/color/other.json": ##"{ "color": { "link": { "value": "{color.bg}" } } }"##,
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "t", files)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(palette?.entries.map(\.key) == ["color.bg", "color.fixed", "color.link"])
        #expect(ForeignRead.value(palette, "color.bg", "light") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "color.bg", "dark") == "#000000FF")
        #expect(ForeignRead.value(palette, "color.bg", "light-hc") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "color.bg", "dark-hc") == "#111111FF")
        #expect(ForeignRead.value(palette, "color.fixed", "dark") == "#123456FF")
        #expect(palette?.entries.last?.values[1].hexRGBA == "#000000FF")

        // Reading one file reads its variants with it.
        let (single, singleDiagnostics) = ForeignRead.lower(.styleDictionary, "t/color/bg.json", files)
        #expect(singleDiagnostics.diagnostics.isEmpty)
        #expect(ForeignRead.value(single, "color.bg", "dark-hc") == "#111111FF")
    }

    @Test func typesDecideWhatIsAColor() {
        let text =
            ##"{ "a": { "value": "#fff", "type": "color" }, "b": { "value": "12px", "type": "dimension" }, "c": { "value": "rgb(1 2 3)" }, "d": { "value": "{a}" } }"##
        let (documents, _) = ForeignRead.read(.styleDictionary, "s.json", ["s.json": text])
        #expect(documents.first?.entries.map(\.key) == ["a", "c", "d"])
    }

    @Test func cssNamedColorsAndTransparentAreColorsInAnyCase() {
        let text = """
            {
              "color": {
                "clear": { "value": "Transparent" },
                "alert": { "value": "tomato", "darkValue": "FireBrick" },
                "leaf": { "value": "YellowGreen" }
              },
              "surface": { "type": "color", "value": "lightgoldenrodyellow" }
            }
            """
        let (palette, diagnostics) = ForeignRead.lower(nil, "sd.json", ["sd.json": text])
        #expect(diagnostics.printedLines == [])
        #expect(ForeignRead.value(palette, "color.clear", "light") == "#00000000")
        #expect(ForeignRead.value(palette, "color.alert", "light") == "#FF6347FF")
        #expect(ForeignRead.value(palette, "color.alert", "dark") == "#B22222FF")
        #expect(ForeignRead.value(palette, "color.leaf", "dark") == "#9ACD32FF")
        #expect(ForeignRead.value(palette, "surface", "light") == "#FAFAD2FF")
        let marked = MarkedText(#"{"color": {"fog": {"value": 1️⃣"mist"}}}"#)
        let (_, refused) = ForeignRead.lower(nil, "sd.json", ["sd.json": marked.text])
        #expect(
            refused.printedLines == [
                "\(marked.place("1️⃣", in: "sd.json")): error: 'mist' is not a color; palettec accepts #hex, rgb(), hsl(), color(display-p3 …) or an alias {KEY} [invalid-color]"
            ]
        )
    }

    @Test func gradientsTypedColorAreSkippedWithOneWarningEach() {
        let path = "sd.json"
        let marked = MarkedText(
            """
            {
              "color": {
                "ink": { "value": "#102030" },
                "hero": { "value": 1️⃣"linear-gradient(180deg, {color.ink.value}, transparent)" },
                "glow": { "value": "#ffffff", "darkValue": 2️⃣"repeating-radial-gradient(#fff, #000 10%)" }
              },
              "banner": { "type": "color", "value": 3️⃣"LINEAR-GRADIENT(red, blue)" }
            }
            """
        )
        let (palette, diagnostics) = ForeignRead.lower(nil, path, [path: marked.text])
        let skipped = "which a palette cannot hold; the token is not read [unsupported-by-format]"
        #expect(
            diagnostics.printedLines == [
                "\(marked.place("1️⃣", in: path)): warning: 'color.hero' is a linear-gradient(), \(skipped)",
                "\(marked.place("2️⃣", in: path)): warning: 'color.glow' is a repeating-radial-gradient(), \(skipped)",
                "\(marked.place("3️⃣", in: path)): warning: 'banner' is a linear-gradient(), \(skipped)",
            ]
        )
        #expect(palette?.entries.map(\.key) == ["color.ink"])
        #expect(ForeignRead.value(palette, "color.ink", "light") == "#102030FF")
    }

    /// A dark-only set is read as a lone `theme-dark.json` is: every appearance, one warning naming the convention.
    @Test func aDarkFileWithoutItsBaseIsReadForEveryAppearanceWithOneWarning() {
        let dark = MarkedText(
            """
            1️⃣{
              "color": {
                "bg": { "value": "#000000" },
                "fg": { "value": "#ffffff" }
              }
            }
            """
        )
        // The shared semantics file has no mode in its name.
        let files = [
            "t/base.dark.json": dark.text,
            "t/links.json": ##"{ "color": { "link": { "value": "{color.bg}" } } }"##,
        ]
        let expected =
            "\(dark.place("1️⃣", in: "t/base.dark.json")): warning: 'base.dark.json' is named as the dark half of a "
            + "pair of theme files, but no file of this build holds another appearance, so its colors are used for "
            + "every appearance; add the other file, or give each file its 'appearance' in palettec.json "
            + "[missing-appearance]"
        // The folder, and the file alone: one warning, nothing per token, nothing for the alias into it.
        let (palette, diagnostics) = ForeignRead.lower(nil, "t", files)
        #expect(diagnostics.printedLines == [expected])
        #expect(ForeignRead.value(palette, "color.bg", "light") == "#000000FF")
        #expect(ForeignRead.value(palette, "color.bg", "dark") == "#000000FF")
        #expect(ForeignRead.value(palette, "color.link", "light") == "{color.bg}")
        let (alone, single) = ForeignRead.lower(.styleDictionary, "t/base.dark.json", files)
        #expect(single.printedLines == [expected])
        #expect(alone?.entries.map(\.key) == ["color.bg", "color.fg"])

        // Two variants without their base: still one warning, naming both; dark stands for light too.
        let bothDark = MarkedText(##"1️⃣{ "color": { "bg": { "value": "#000000" } } }"##)
        let both = [
            "u/base.dark.json": bothDark.text,
            "u/base.hcDark.json": ##"{ "color": { "bg": { "value": "#111111" } } }"##,
        ]
        let (twoVariants, twice) = ForeignRead.lower(nil, "u", both)
        #expect(
            twice.printedLines == [
                bothDark.place("1️⃣", in: "u/base.dark.json")
                    + ": warning: 'base.dark.json', 'base.hcDark.json' are the dark, dark-hc variants of "
                    + "'base.json', which is not there, so its dark colors are used for every appearance; Style "
                    + "Dictionary's multi-file recipe reads 'X.dark.json', 'X.hc.json' and 'X.hcDark.json' only "
                    + "beside 'X.json': add 'base.json' with the light values [missing-appearance]"
            ]
        )
        #expect(ForeignRead.value(twoVariants, "color.bg", "light") == "#000000FF")
        #expect(ForeignRead.value(twoVariants, "color.bg", "dark-hc") == "#111111FF")

        // A dark set of several files beside a shared file: one warning for the set, a note at each other file.
        let set = [
            "s/base.dark.json": dark.text,
            "s/brand.dark.json": ##"{ "brand": { "main": { "value": "#ff0000" } } }"##,
            "s/semantic.json": ##"{ "text": { "primary": { "value": "{color.fg}" } } }"##,
        ]
        let (darkSet, setDiagnostics) = ForeignRead.lower(nil, "s", set)
        #expect(
            setDiagnostics.printedLines == [
                "\(dark.place("1️⃣", in: "s/base.dark.json")): warning: 'base.dark.json', 'brand.dark.json' are named "
                    + "as the dark halves of pairs of theme files, but no file of this build holds another appearance, "
                    + "so their colors are used for every appearance; add the other file, or give each file its "
                    + "'appearance' in palettec.json [missing-appearance]"
            ]
        )
        #expect(setDiagnostics.diagnostics.first?.notes.map(\.location?.path) == ["s/brand.dark.json"])
        #expect(ForeignRead.value(darkSet, "brand.main", "light") == "#FF0000FF")
        #expect(ForeignRead.value(darkSet, "text.primary", "dark") == "{color.fg}")
    }

    @Test func hslIsConvertedAsTinycolorConvertsIt() {
        // tinycolor2's figures (Style Dictionary's color library); the CSS conversion gives #F7F5FF, #FF0800,
        // #4D1A1A, #800800, #E62A19 and #0C0808 for the first six.
        let figures = [
            ("hsl(250, 100%, 98%)", "#F6F5FFFF"), ("hsl(2, 100%, 50%)", "#FF0900FF"), ("hsl(0, 50%, 20%)", "#4D1919FF"),
            ("hsl(4, 100%, 25%)", "#800900FF"), ("hsl(5, 80%, 50%)", "#E62B19FF"), ("hsl(5, 20%, 4%)", "#0C0908FF"),
            ("HSL(210, 100%, 56%)", "#1F8FFFFF"), ("hsla(120, 50%, 50%, 0.5)", "#40BF4080"),
        ]
        let tokens = figures.enumerated().map { "\"c\($0.offset)\": { \"value\": \"\($0.element.0)\" }" }
        let text = "{ \"color\": { " + tokens.joined(separator: ", ") + " } }"
        let (palette, diagnostics) = ForeignRead.lower(nil, "sd.json", ["sd.json": text])
        #expect(diagnostics.printedLines == [])
        for (index, figure) in figures.enumerated() {
            #expect(ForeignRead.value(palette, "color.c\(index)", "light") == figure.1, "\(figure.0)")
            #expect(ForeignRead.value(palette, "color.c\(index)", "dark") == figure.1, "\(figure.0)")
        }

        // The same text in a DTCG file keeps the CSS conversion, as browsers compute it.
        let dtcg = ##"{ "c": { "$type": "color", "$value": "hsl(250, 100%, 98%)" } }"##
        let (css, cssDiagnostics) = ForeignRead.lower(nil, "t.tokens.json", ["t.tokens.json": dtcg])
        #expect(cssDiagnostics.printedLines == [])
        #expect(ForeignRead.value(css, "c", "light") == "#F7F5FFFF")

        // An hsl() that does not parse is reported by lowering as in any other format.
        let marked = MarkedText(#"{"color": {"bad": {"value": 1️⃣"hsl(10, 50, 50%)"}}}"#)
        let (_, refused) = ForeignRead.lower(nil, "sd.json", ["sd.json": marked.text])
        #expect(
            refused.printedLines == [
                "\(marked.place("1️⃣", in: "sd.json")): error: saturation 50 needs a '%' (write 50%) [invalid-color]"
            ]
        )
    }

    /// Style Dictionary tokens in JSON5, using every JSON5 addition to JSON (https://spec.json5.org).
    static let json5Tokens = """
        // Style Dictionary tokens written as JSON5
        {
          color: {
            /* unquoted keys, single quotes, trailing commas */
            bg: { value: '#ffffff', darkValue: "#000000", },
            fg: { value: 'rgb(17, 17, 17)', comment: 'It\\'s the \\x62ody text', },
            $link: { value: "{color.bg}", },
            'on-bg': { value: '#0a\\
        84ff' },
          },
          size: { type: 'dimension', value: +.5, steps: [0x10, 5., -Infinity, NaN,], },\u{00A0}
        }
        """

    @Test func json5FilesAreReadAsJSON5() {
        let (palette, diagnostics) = ForeignRead.lower(nil, "tokens.json5", ["tokens.json5": Self.json5Tokens])
        #expect(diagnostics.printedLines == [])
        #expect(palette?.entries.map(\.key) == ["color.bg", "color.fg", "color.$link", "color.on-bg"])
        #expect(ForeignRead.value(palette, "color.bg", "dark") == "#000000FF")
        #expect(ForeignRead.value(palette, "color.fg", "light") == "#111111FF")
        #expect(palette?.entries[1].description == "It's the body text")
        #expect(ForeignRead.value(palette, "color.$link", "dark") == "{color.bg}")
        // A backslash before a line break continues the string.
        #expect(ForeignRead.value(palette, "color.on-bg", "light") == "#0A84FFFF")
        // Numbers are kept in JSON spelling.
        var ignored = DiagnosticBag()
        let root = JSONReader.read(
            SourceFile(path: "t.json5", text: Self.json5Tokens),
            dialect: .json5,
            diagnostics: &ignored
        )
        guard case .object(let top)? = root?.value, case .object(let size)? = top.last?.value.value else {
            Issue.record("no size group")
            return
        }
        #expect(size.map(\.key) == ["type", "value", "steps"])
        #expect(size[1].value.value == .number("0.5"))
        if case .array(let steps)? = size.last?.value.value {
            #expect(steps.map(\.value) == [.number("16"), .number("5"), .number("-Infinity"), .number("NaN")])
        } else {
            Issue.record("no steps")
        }
    }

    @Test func unquotedKeysInAJSONFileAreSaidToBeJSON5() {
        let marked = MarkedText(
            """
            {
              1️⃣color: {
                bg: { value: '#ffffff' }
              }
            }
            """
        )
        let (_, diagnostics) = ForeignRead.lower(nil, "tokens.json", ["tokens.json": marked.text])
        #expect(
            diagnostics.printedLines == [
                "\(marked.place("1️⃣", in: "tokens.json")): error: expected a string key or '}', found 'color'; this "
                    + "looks like JSON5 (an unquoted key): name the file '.json5', which palettec reads as JSON5, or "
                    + "quote the keys [json-syntax]"
            ]
        )
    }
}
