import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the Design Tokens readers: tokens files and resolvers.
@Suite struct ForeignDTCGReaderTests {
    @Test func groupsTypesAliasesAndMetadata() {
        let text = """
            {
              "$description": "Brand palette.",
              "color": {
                "$type": "color",
                "brand": {
                  "$root": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8], "alpha": 1, "hex": "#0066cc" } },
                  "soft": { "$value": { "colorSpace": "hsl", "components": [0, 100, 50], "alpha": 0.5 } },
                  "wide": { "$value": { "colorSpace": "display-p3", "components": [1, "none", 0] } }
                },
                "link": { "$value": "{color.brand}", "$description": "Links.", "$deprecated": "Use brand." },
                "legacy": { "$value": "#11223344" }
              },
              "size": { "small": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }
            }
            """
        let (palette, diagnostics) = ForeignRead.lower(nil, "p.tokens.json", ["p.tokens.json": text])
        #expect(
            diagnostics.diagnostics.map { "\($0.severity.rawValue) \($0.rule.rawValue)" } == [
                "note unsupported-by-format"
            ]
        )
        #expect(palette?.description == "Brand palette.")
        #expect(
            palette?.entries.map(\.key) == [
                "color.brand", "color.brand.soft", "color.brand.wide", "color.link", "color.legacy",
            ]
        )
        #expect(palette?.entries[0].values[0].red == 0)
        #expect(palette?.entries[0].values[0].green == 0.4)
        // hsl(0 100% 50%) is sRGB red.
        #expect(ForeignRead.value(palette, "color.brand.soft", "light") == "#FF000080")
        #expect(palette?.entries[2].values[0].space == .displayP3)
        #expect(ForeignRead.value(palette, "color.link", "dark") == "{color.brand}")
        #expect(palette?.entries[3].description == "Links.")
        #expect(palette?.entries[3].deprecation == Palette.Deprecation(message: "Use brand."))
        // A legacy hex string is CSS syntax: alpha last.
        #expect(ForeignRead.value(palette, "color.legacy", "light") == "#11223344")
    }

    /// The fourteen spaces are read from their components, never from `hex`; a space DTCG does not list falls back
    /// to `hex` with a warning, or is an error without one.
    @Test func unknownSpacesUseTheHexFallbackOrAreErrors() {
        let marked = MarkedText(
            """
            {
              "a": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.6, 0.2, 250], "hex": "#3366ff" } },
              "b": { "$type": "color", "$value": 1️⃣{ "colorSpace": "cmyk", "components": [0, 0, 0], "hex": "#102030" } },
              "c": { "$type": "color", "$value": 2️⃣{ "colorSpace": "cmyk", "components": [0, 0, 0] } },
              "d": { "$type": "color", "$value": { "colorSpace": "srgb", "components": 3️⃣"[0, 0, 0]" } },
              "e": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [4️⃣1.5, 0, 0] } },
              "f": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [5️⃣1.2, 0.1, 20] } },
              "g": { "$type": "color", "$value": { "colorSpace": "lab", "components": [50, 0, 0], "alpha": 6️⃣2 } },
              7️⃣"h.i": { "$type": "color", "$value": "#fff" }
            }
            """
        )
        let (documents, diagnostics) = ForeignRead.read(.dtcg, "t.tokens.json", ["t.tokens.json": marked.text])
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.unsupportedByFormat, marked, "1️⃣"),
                ForeignRead.place(.unsupportedByFormat, marked, "2️⃣"),
                ForeignRead.place(.wrongType, marked, "3️⃣"), ForeignRead.place(.colorOutOfRange, marked, "4️⃣"),
                ForeignRead.place(.colorOutOfRange, marked, "5️⃣"), ForeignRead.place(.colorOutOfRange, marked, "6️⃣"),
                ForeignRead.place(.invalidKey, marked, "7️⃣"),
            ]
        )
        #expect(diagnostics.sorted().map(\.severity).filter { $0 == .warning }.count == 2)
        #expect(
            diagnostics.sorted().map(\.message).filter { $0.contains("out of range") } == [
                "a component of 'e' is out of range: srgb takes each component in 0–1",
                "a component of 'f' is out of range: oklch takes L 0–1, C at least 0",
            ]
        )
        // oklch(0.6 0.2 250) from its components: outside sRGB, so Display P3; not the hex.
        let a = documents.first?.entries.first { $0.key == "a" }
        guard case .color(let color)? = a?.values.first?.content else {
            Issue.record("'a' is not a color")
            return
        }
        #expect(color.space == .displayP3)
        #expect(color.authored == AuthoredColor(space: .oklch, components: [0.6, 0.2, 250]))
        #expect(ForeignRead.values(documents, "b") == ["*=#102030FF"])
    }

    /// A pointer to a whole token is its alias; a pointer anywhere else is refused at the pointer.
    @Test func jsonPointersToWholeTokensAreAliases() {
        let marked = MarkedText(
            """
            {
              "brand": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
              "a": { "$type": "color", "$value": { "$ref": "#/brand" } },
              "b": { "$type": "color", "$value": { "$ref": "#/brand/$value" } },
              "c": { "$type": "color", "$value": 1️⃣{ "$ref": "#/brand/$value/components/0" } },
              "d": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [2️⃣{ "$ref": "#/x" }, 0, 0] } },
              "e": { "$type": "color", "$value": { "colorSpace": 3️⃣{ "$ref": "#/x" }, "components": [0, 0, 0] } }
            }
            """
        )
        let (documents, diagnostics) = ForeignRead.read(.dtcg, "t.tokens.json", ["t.tokens.json": marked.text])
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.unsupportedByFormat, marked, "1️⃣"),
                ForeignRead.place(.unsupportedByFormat, marked, "2️⃣"),
                ForeignRead.place(.unsupportedByFormat, marked, "3️⃣"),
            ]
        )
        #expect(ForeignRead.values(documents, "a") == ["*={brand}"])
        #expect(ForeignRead.values(documents, "b") == ["*={brand}"])
    }

    /// A pointer into another file names the key that file defines, resolved across the build as any alias is, and a
    /// token that is only a `$ref` (no `$value`) is one too; a pointer to a key no file defines is `unknown-alias`.
    @Test func jsonPointersIntoOtherFilesAndTokensThatArePointersAreAliases() {
        let marked = MarkedText(
            """
            { "semantic": {
                "primary": { "$type": "color", "$value": { "$ref": "../primitives/colors.json#/colors/blue/600" } },
                "focus": { "$type": "color", "$ref": "../primitives/colors.json#/colors/blue/600/$value" },
                "gone": { "$type": "color", "$value": 1️⃣{ "$ref": "../primitives/colors.json#/colors/teal/1" } } } }
            """
        )
        let files = [
            "t/semantic/colors.json": marked.text,
            "t/primitives/colors.json":
                ##"{ "colors": { "blue": { "600": { "$type": "color", "$value": "#2563eb" } } } }"##,
        ]
        let (documents, diagnostics) = ForeignRead.read(.dtcg, "t/semantic/colors.json", files)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(ForeignRead.values(documents, "semantic.primary") == ["*={colors.blue.600}"])
        #expect(ForeignRead.values(documents, "semantic.focus") == ["*={colors.blue.600}"])
        var lowering = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "t/semantic/colors.json"), .init(path: "t/primitives/colors.json")],
            files: MemoryFileProvider(texts: files),
            diagnostics: &lowering
        )
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &lowering)
        #expect(palette == nil)
        #expect(
            ForeignRead.places(lowering) == [
                ForeignRead.place(.unknownAlias, marked, "1️⃣", path: "t/semantic/colors.json")
            ]
        )
        #expect(
            lowering.diagnostics.first?.message == "'semantic.gone' refers to '{colors.teal.1}', which is not defined"
        )
    }

    @Test func terrazzoModesBecomeAppearancesAndThemes() {
        let text = """
            { "bg": { "$type": "color", "$value": "#ffffff",
                      "$extensions": { "mode": { "dark": "#000000", "light-high-contrast": "#eeeeee", "dark-dimmed": "#222222" } } },
              "fg": { "$type": "color", "$value": "{bg}" } }
            """
        let (palette, diagnostics) = ForeignRead.lower(nil, "m.tokens.json", ["m.tokens.json": text])
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(ForeignRead.value(palette, "bg", "light") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "bg", "dark") == "#000000FF")
        #expect(ForeignRead.value(palette, "bg", "light-hc") == "#EEEEEEFF")
        #expect(ForeignRead.value(palette, "bg", "dark-dimmed") == "#222222FF")
        let theme = palette?.themes.first
        #expect(theme?.name == "dark-dimmed")
        #expect(theme?.scheme == .dark)
        #expect(theme?.fallback == "dark")
        #expect(palette?.entries[1].values[palette?.appearanceIndex(named: "dark-dimmed") ?? 0].hexRGBA == "#222222FF")
    }

    /// A resolver over a base set and a modifier with built-in contexts and two themes.
    static let resolverFiles: [String: String] = [
        "d/app.resolver.json": """
        {
          "name": "App", "version": "2025.10",
          "sets": { "base": { "sources": [ { "$ref": "./base.tokens.json" } ] } },
          "modifiers": { "mode": { "contexts": {
            "light": [ { "$ref": "./light.tokens.json" } ],
            "dark": [ { "$ref": "./dark.tokens.json" } ],
            "light-high-contrast": [ { "$ref": "./light.tokens.json" }, { "$ref": "./hc.tokens.json" } ],
            "dark-dimmed": [ { "$ref": "./dark.tokens.json" }, { "$ref": "./dimmed.tokens.json" } ],
            "sepia": [ { "$ref": "./sepia.tokens.json" } ]
          }, "default": "light" } },
          "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" } ]
        }
        """,
        "d/base.tokens.json":
            ##"{ "brand": { "$type": "color", "$value": "#0066cc" }, "text": { "$type": "color", "$value": "#111111" } }"##,
        "d/light.tokens.json": ##"{ "bg": { "$type": "color", "$value": "#ffffff" } }"##,
        "d/dark.tokens.json":
            ##"{ "bg": { "$type": "color", "$value": "#000000" }, "text": { "$type": "color", "$value": "#eeeeee" } }"##,
        "d/hc.tokens.json": ##"{ "bg": { "$type": "color", "$value": "#fefefe" } }"##,
        "d/dimmed.tokens.json": ##"{ "bg": { "$type": "color", "$value": "#222222" } }"##,
        "d/sepia.tokens.json": ##"{ "bg": { "$type": "color", "$value": "#f4ecd8" } }"##,
    ]

    @Test func resolverContextsBecomeAppearancesWithInferredFallbacks() {
        let (palette, diagnostics) = ForeignRead.lower(nil, "d/app.resolver.json", Self.resolverFiles)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics)")
        #expect(palette?.name == "App")
        #expect(palette?.themes.map(\.name) == ["dark-dimmed", "sepia"])
        #expect(palette?.themes.map(\.fallback) == ["dark", nil])
        #expect(palette?.themes.first?.scheme == .dark)
        // A set token defined once is the same in every appearance.
        #expect(ForeignRead.value(palette, "brand", "sepia") == "#0066CCFF")
        #expect(ForeignRead.value(palette, "bg", "light-hc") == "#FEFEFEFF")
        #expect(ForeignRead.value(palette, "bg", "dark-dimmed") == "#222222FF")
        #expect(ForeignRead.value(palette, "bg", "sepia") == "#F4ECD8FF")
        #expect(ForeignRead.value(palette, "text", "dark") == "#EEEEEEFF")
        #expect(ForeignRead.value(palette, "text", "sepia") == "#111111FF")
        // `text` in dark-dimmed is dark's own definition, so it is left to the fallback.
        let text = palette?.entries.first { $0.key == "text" }
        let dimmed = palette?.appearanceIndex(named: "dark-dimmed") ?? 0
        #expect(text?.explicit[dimmed] == false)
        #expect(text?.values[dimmed].hexRGBA == "#EEEEEEFF")
    }

    /// Contexts named after their tool (`figmaLight`, `figmaDark`, as a UI kit names one resolver per product) are
    /// the light and dark appearances, and the odd one out a theme; a modifier whose other contexts define no color
    /// (density, typography) costs no color, so it goes unsaid, while one whose other contexts define colors is a
    /// warning at the context read.
    @Test func prefixedContextsAreAppearancesAndColorlessModifiersAreQuiet() {
        let marked = MarkedText(
            """
            { "version": "2025.10",
              "modifiers": {
                "mode": { "contexts": {
                  "figmaLight": [ { "$ref": "./light.json" } ],
                  "figmaDark": [ { "$ref": "./dark.json" } ],
                  "figjam": [ { "$ref": "./figjam.json" } ] }, "default": "figmaLight" },
                "density": { "contexts": {
                  "comfortable": [], "compact": [ { "$ref": "./compact.json" } ] }, "default": "comfortable" },
                "brand": { "contexts": {
                  1️⃣"acme": [], "globex": [ { "$ref": "./globex.json" } ] }, "default": "acme" } },
              "resolutionOrder": [ { "$ref": "#/modifiers/mode" }, { "$ref": "#/modifiers/density" },
                { "$ref": "#/modifiers/brand" } ] }
            """
        )
        let files = [
            "r.resolver.json": marked.text,
            "light.json": ##"{ "bg": { "$type": "color", "$value": "#ffffff" } }"##,
            "dark.json": ##"{ "bg": { "$type": "color", "$value": "#1e1e1e" } }"##,
            "figjam.json": ##"{ "bg": { "$type": "color", "$value": "#fff5d6" } }"##,
            "compact.json": ##"{ "space": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }"##,
            "globex.json": ##"{ "accent": { "$type": "color", "$value": "#ff0000" } }"##,
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "r.resolver.json", files)
        #expect(ForeignRead.value(palette, "bg", "light") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "bg", "dark") == "#1E1E1EFF")
        #expect(ForeignRead.value(palette, "bg", "figjam") == "#FFF5D6FF")
        #expect(
            diagnostics.diagnostics.map { "\($0.severity.rawValue) \($0.message)" } == [
                "warning modifier 'brand' is not an appearance; only its default context 'acme' is read (choose "
                    + "another with --theme brand=CONTEXT or \"themes\" in palettec.json)"
            ]
        )
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.unsupportedByFormat, marked, "1️⃣")])
    }

    /// `--theme brand=globex` (or `"themes"`) reads another context of a modifier that is not the appearances, with no
    /// warning; a choice that names no modifier, the appearance modifier or a context the modifier lacks is an error
    /// with what there is.
    @Test func aModifiersContextIsChosenWithTheme() {
        let resolver = """
            { "version": "2025.10",
              "modifiers": {
                "mode": { "contexts": { "light": [ { "$ref": "./light.json" } ], "dark": [ { "$ref": "./dark.json" } ] } },
                "brand": { "contexts": { "acme": [], "globex": [ { "$ref": "./globex.json" } ] }, "default": "acme" } },
              "resolutionOrder": [ { "$ref": "#/modifiers/mode" }, { "$ref": "#/modifiers/brand" } ] }
            """
        let texts = [
            "r.resolver.json": resolver,
            "light.json": ##"{ "accent": { "$type": "color", "$value": "#0000ff" } }"##,
            "dark.json": ##"{ "accent": { "$type": "color", "$value": "#8080ff" } }"##,
            "globex.json": ##"{ "accent": { "$type": "color", "$value": "#ff0000" } }"##,
        ]
        func read(_ themes: [String: String]) -> (Palette?, [String]) {
            var diagnostics = DiagnosticBag()
            let loaded = PaletteLoader.load(
                [.init(path: "r.resolver.json", themes: themes)],
                files: MemoryFileProvider(texts: texts),
                diagnostics: &diagnostics
            )
            let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
            return (palette, diagnostics.diagnostics.map { "\($0.severity.rawValue): \($0.message)" })
        }
        let (acme, warned) = read([:])
        #expect(ForeignRead.value(acme, "accent", "dark") == "#8080FFFF")
        #expect(
            warned == [
                "warning: modifier 'brand' is not an appearance; only its default context 'acme' is read (choose "
                    + "another with --theme brand=CONTEXT or \"themes\" in palettec.json)"
            ]
        )
        let (globex, quiet) = read(["brand": "globex"])
        #expect(ForeignRead.value(globex, "accent", "light") == "#FF0000FF")
        #expect(ForeignRead.value(globex, "accent", "dark") == "#FF0000FF")
        #expect(quiet == [])
        #expect(
            read(["brnd": "globex"]).1.first
                == "error: 'brnd' (chosen with --theme or \"themes\" in palettec.json) is not a modifier of this "
                + "resolver; its modifiers: 'brand'; did you mean 'brand'?"
        )
        #expect(
            read(["brand": "globx"]).1.first
                == "error: 'globx' (chosen for modifier 'brand' with --theme or \"themes\" in palettec.json) is not "
                + "a context of the modifier; its contexts: 'acme', 'globex'; did you mean 'globex'?"
        )
        #expect(read(["mode": "dark"]).1.first?.hasPrefix("error: the contexts of modifier 'mode'") == true)
    }

    /// A modifier with a high-contrast context (`accessibility`: `standard`, `high-contrast`) gives light-hc and
    /// dark-hc: light and dark read with that context, each value written only where it differs from light's or
    /// dark's; no warning, since nothing is lost.
    @Test func aHighContrastModifierGivesTheHighContrastAppearances() {
        let texts = [
            "r.resolver.json": """
            { "version": "2025.10",
              "modifiers": {
                "mode": { "contexts": { "Light": [ { "$ref": "./light.json" } ], "Dark": [ { "$ref": "./dark.json" } ] } },
                "accessibility": { "contexts": { "standard": [], "high-contrast": [ { "$ref": "./hc.json" } ] },
                  "default": "standard" } },
              "resolutionOrder": [ { "$ref": "#/modifiers/mode" }, { "$ref": "#/modifiers/accessibility" } ] }
            """,
            "light.json":
                ##"{ "border": { "$type": "color", "$value": "#cccccc" }, "ink": { "$type": "color", "$value": "#333333" } }"##,
            "dark.json":
                ##"{ "border": { "$type": "color", "$value": "#444444" }, "ink": { "$type": "color", "$value": "#dddddd" } }"##,
            "hc.json": ##"{ "border": { "$type": "color", "$value": "#000000" } }"##,
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "r.resolver.json", texts)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        #expect(ForeignRead.value(palette, "border", "light") == "#CCCCCCFF")
        #expect(ForeignRead.value(palette, "border", "light-hc") == "#000000FF")
        #expect(ForeignRead.value(palette, "border", "dark-hc") == "#000000FF")
        #expect(ForeignRead.value(palette, "ink", "dark-hc") == "#DDDDDDFF")
        let ink = palette?.entries.first { $0.key == "ink" }
        let darkHC = palette?.appearanceIndex(named: "dark-hc") ?? 0
        #expect(ink?.explicit[darkHC] == false, "dark-hc's ink is dark's own definition, left to the fallback")
    }

    @Test func missingFilesAndBadReferencesAreReportedAtTheirRef() {
        let marked = MarkedText(
            """
            { "version": "2025.10",
              "modifiers": { "m": { "contexts": { "light": [ 1️⃣{ "$ref": "./nope.tokens.json" } ], "dark": [] } } },
              "resolutionOrder": [ 2️⃣{ "$ref": "#/sets/missing" }, { "$ref": "#/modifiers/m" } ] }
            """
        )
        let (_, diagnostics) = ForeignRead.read(.dtcg, "r.resolver.json", ["r.resolver.json": marked.text])
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.unreadableFile, marked, "1️⃣"), ForeignRead.place(.unknownAlias, marked, "2️⃣"),
            ]
        )
    }

    @Test func cssNamedColorsAndTransparentAreColorsInAnyCase() {
        let text = """
            {
              "color": {
                "$type": "color",
                "clear": { "$value": "transparent" },
                "shout": { "$value": "RebeccaPurple" },
                "sky": { "$value": "ALICEBLUE" },
                "stone": { "$value": "grey" },
                "slate": { "$value": "darkSlateGray" },
                "paper": { "$value": "white", "$extensions": { "mode": { "dark": "Black" } } }
              }
            }
            """
        let (palette, diagnostics) = ForeignRead.lower(nil, "t.tokens.json", ["t.tokens.json": text])
        #expect(diagnostics.printedLines == [])
        #expect(ForeignRead.value(palette, "color.clear", "dark") == "#00000000")
        #expect(ForeignRead.value(palette, "color.shout", "light") == "#663399FF")
        #expect(ForeignRead.value(palette, "color.sky", "light") == "#F0F8FFFF")
        #expect(ForeignRead.value(palette, "color.stone", "light") == "#808080FF")
        #expect(ForeignRead.value(palette, "color.slate", "light") == "#2F4F4FFF")
        #expect(ForeignRead.value(palette, "color.paper", "light") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "color.paper", "dark") == "#000000FF")
        // A name CSS does not have (tinycolor's own 'burntsienna') is still not a color.
        let marked = MarkedText(#"{"sienna": {"$type": "color", "$value": 1️⃣"burntsienna"}}"#)
        let (_, refused) = ForeignRead.lower(nil, "t.tokens.json", ["t.tokens.json": marked.text])
        #expect(
            refused.printedLines == [
                "\(marked.place("1️⃣", in: "t.tokens.json")): error: 'burntsienna' is not a color; palettec accepts #hex, rgb(), hsl(), color(display-p3 …) or an alias {KEY} [invalid-color]"
            ]
        )
    }

    @Test func gradientsTypedColorAreSkippedWithOneWarningEach() {
        let path = "studio.tokens.json"
        let marked = MarkedText(
            """
            {
              "brand": {
                "$type": "color",
                "ink": { "$value": "#102030" },
                "hero": { "$value": 1️⃣"linear-gradient(90deg, #ffffff 0%, {brand.ink} 100%)" },
                "glow": { "$value": 2️⃣"Radial-Gradient(circle, #fff, #000)" },
                "ring": { "$value": 3️⃣"repeating-conic-gradient(#fff 0 25%, #000 0 50%)" }
              },
              "mood": { "$type": "color", "$value": 4️⃣"conic-gradient(red, blue)" }
            }
            """
        )
        let (palette, diagnostics) = ForeignRead.lower(nil, path, [path: marked.text])
        let skipped = "which a palette cannot hold; the token is not read [unsupported-by-format]"
        #expect(
            diagnostics.printedLines == [
                "\(marked.place("1️⃣", in: path)): warning: 'brand.hero' is a linear-gradient(), \(skipped)",
                "\(marked.place("2️⃣", in: path)): warning: 'brand.glow' is a radial-gradient(), \(skipped)",
                "\(marked.place("3️⃣", in: path)): warning: 'brand.ring' is a repeating-conic-gradient(), \(skipped)",
                "\(marked.place("4️⃣", in: path)): warning: 'mood' is a conic-gradient(), \(skipped)",
            ]
        )
        #expect(palette?.entries.map(\.key) == ["brand.ink"])
        #expect(ForeignRead.value(palette, "brand.ink", "dark") == "#102030FF")
    }

    /// A `.` in a name, which DTCG forbids and the tools accept, is a warning.
    ///
    /// The name is the groups it spells, so `{color.brand.primary}` reaches it. Braces stay errors: no alias could
    /// name them.
    @Test func aDottedNameIsReadAsItsGroupsWithAWarning() {
        let marked = MarkedText(
            ##"""
            {
              "color": { "$type": "color", 1️⃣"brand.primary": { "$value": "#ff0000" } },
              "link": { "$type": "color", "$value": "{color.brand.primary}" },
              2️⃣"a{b}": { "$type": "color", "$value": "#000000" }
            }
            """##
        )
        let path = "t.tokens.json"
        let (palette, diagnostics) = ForeignRead.lower(.dtcg, path, [path: marked.text])
        #expect(
            diagnostics.printedLines == [
                "\(marked.place("1️⃣", in: path)): warning: 'brand.primary': DTCG names cannot contain '.'; read as the groups 'brand' › 'primary', as Style Dictionary and Terrazzo read it [invalid-key]",
                "\(marked.place("2️⃣", in: path)): error: 'a{b}': DTCG names cannot contain '.', '{' or '}' (they would break {alias} paths) [invalid-key]",
            ]
        )
        #expect(palette?.entries.map(\.key) == ["color.brand.primary", "link"])
        #expect(ForeignRead.value(palette, "color.brand.primary", "dark") == "#FF0000FF")
        #expect(ForeignRead.value(palette, "link", "light") == "{color.brand.primary}")
    }
}
