import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the Tokens Studio reader.
@Suite struct ForeignTokensStudioReaderTests {
    /// A set listed twice in `tokenSetOrder` is read once, at its first place: a later set still overrides it.
    @Test func aSetListedAgainIsReadOnceAtItsFirstPlace() {
        let marked = MarkedText(
            ##"""
            {
              "core": 3️⃣{ "bg": { "$type": "color", "$value": "#111111" } },
              "brand": { "bg": { "$type": "color", "$value": "#222222" } },
              "$metadata": { "tokenSetOrder": [1️⃣"core", "brand", 2️⃣"core"] }
            }
            """##
        )
        let (documents, diagnostics) = ForeignRead.read(.tokensStudio, "tokens.json", ["tokens.json": marked.text])
        // Without themes, the palette is the same in every appearance, which the warning at the first set says.
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.missingAppearance, marked, "3️⃣"), ForeignRead.place(.duplicateKey, marked, "2️⃣"),
            ]
        )
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "token set 'core' is listed again in \"tokenSetOrder\"; it is read once, at its first place",
                "this Tokens Studio project has no themes ('$themes'), so it has no dark values: every appearance "
                    + "has the same colors",
            ]
        )
        #expect(diagnostics.diagnostics.first?.severity == .warning)
        let first = SourceFile(path: "tokens.json", text: marked.text).location(ofOffset: marked.offsets["1️⃣"] ?? -1)
        #expect(diagnostics.diagnostics.first?.notes.map(\.location) == [first])
        #expect(ForeignRead.values(documents, "bg") == ["*=#222222"])
    }

    /// What sd-transforms writes for each derived key of `modifiers.json` in light and dark (its spec's strings).
    static let sdTransformsValues: [String: (light: String, dark: String)] = [
        "color": ("#ffffff4d", "rgb(75.686% 25.882% 25.882% / 0.2)"),
        "color2": ("#0000004d", "hsl(0 50.598% 40.627%)"),
        "color3": ("#a1bbee", "lch(50 0 none)"),
        "color4": ("#759ae6", "hsl(220 51.231% 67.933%)"),
        "color5": ("#759ae6", "lch(57.685 47.48 29.704)"),
        "color6": ("#3b64b3", "color(display-p3 0.76016 0.43532 0.42213)"),
        "color7": ("#3b64b3", "#983735"),
        "color8": ("#202d3bbd", "hsl(0.05177 48.997% 40.665%)"),
        "color9": ("#c5c8cc", "rgb(80.549% 40.706% 40.706%)"),
        "color10": ("#424242", "#9a3535"),
    ]

    /// The one note about the tokens of `modifiers.json` that are not colors (the numbers and modifiers its colors
    /// name).
    static let modifiersNotColors =
        "8 tokens are not colors and not read (first: 'alpha', type 'other'); a palette holds only colors"

    /// A Tokens Studio export with modifiers in its Light and Dark sets gives what sd-transforms writes.
    ///
    /// `Fixtures/Foreign/TokensStudio/modifiers.json`: the Light set is sd-transforms' own modifier fixture, the Dark
    /// set is built from its spec cases, both with references to colors, numbers and a modifier token. Each derived
    /// color, computed from its base in its own appearance, is what sd-transforms writes (its expected strings,
    /// copied).
    @Test func anExportWithModifiersInLightAndDarkGivesWhatSdTransformsWrites() throws {
        let url = Golden.packageRoot.appendingPathComponent(
            "Tests/PaletteFrontendTests/Fixtures/Foreign/TokensStudio/modifiers.json"
        )
        let text = try String(contentsOf: url, encoding: .utf8)
        let (documents, diagnostics) = ForeignRead.read(nil, "modifiers.json", ["modifiers.json": text])
        #expect(diagnostics.diagnostics.map(\.message) == [Self.modifiersNotColors], "\(diagnostics.diagnostics)")
        let entries = documents.flatMap(\.entries)
        for (key, strings) in Self.sdTransformsValues.sorted(by: { $0.key < $1.key }) {
            for (appearance, string) in [("light", strings.light), ("dark", strings.dark)] {
                let color = try #require(Self.color(key, appearance, in: entries), "\(key)@\(appearance)")
                let wanted = try #require(Self.color(writtenBySdTransforms: string), "\(string)")
                #expect(Self.same(color, wanted), "\(key)@\(appearance): \(color) is not \(string)")
            }
        }
    }

    /// The same export lowered as a build lowers it: each derived color resolved by lowering, per appearance after
    /// aliases, holds what sd-transforms writes.
    @Test func anExportWithModifiersLowersToWhatSdTransformsWrites() throws {
        let url = Golden.packageRoot.appendingPathComponent(
            "Tests/PaletteFrontendTests/Fixtures/Foreign/TokensStudio/modifiers.json"
        )
        let text = try String(contentsOf: url, encoding: .utf8)
        let (palette, diagnostics) = ForeignRead.lower(nil, "modifiers.json", ["modifiers.json": text])
        #expect(diagnostics.diagnostics.map(\.message) == [Self.modifiersNotColors], "\(diagnostics.diagnostics)")
        let lowered = try #require(palette)
        for (key, strings) in Self.sdTransformsValues.sorted(by: { $0.key < $1.key }) {
            let entry = try #require(lowered.entries.first { $0.key == key }, "\(key)")
            for (appearance, string) in [("light", strings.light), ("dark", strings.dark)] {
                let index = try #require(lowered.appearanceIndex(named: appearance))
                let wanted = try #require(Self.color(writtenBySdTransforms: string), "\(string)")
                #expect(
                    Self.same(entry.values[index], wanted),
                    "\(key)@\(appearance): \(entry.values[index]) is not \(string)"
                )
            }
        }
    }

    /// Modifiers palettec cannot apply are errors at the field at fault, in either token syntax; a modifier without a
    /// space is a warning and leaves the color as written, as Tokens Studio does.
    @Test func malformedModifiersAreReportedWhereTheyAre() {
        let marked = MarkedText(
            ##"""
            {
              0️⃣"n": { "$type": "number", "$value": 0.5 },
              "a": { "$type": "color", "$value": "#fff", "$extensions": { "studio.tokens": { "modify": { "type": 1️⃣"blur", "value": "0.2", "space": "srgb" } } } },
              "b": { "$type": "color", "$value": "#fff", "$extensions": { "studio.tokens": { "modify": 2️⃣{ "type": "lighten", "space": "srgb" } } } },
              "c": { "$type": "color", "$value": "#fff", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": 3️⃣"a lot", "space": "srgb" } } } },
              "d": { "$type": "color", "$value": "#fff", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": 4️⃣"oklab" } } } },
              "e": { "$type": "color", "$value": "#fff", "$extensions": { "studio.tokens": { "modify": 5️⃣{ "type": "lighten", "value": "0.2" } } } },
              "f": { "$type": "color", "$value": "#fff", "$extensions": { "studio.tokens": { "modify": 6️⃣{ "type": "mix", "value": "0.2", "space": "srgb" } } } },
              "g": { "$type": "color", "$value": "#fff", "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": 7️⃣"{n} * {m}", "space": "srgb" } } } },
              "h": { "$type": "color", "$value": "#fff", "$extensions": { "studio.tokens": { "modify": 8️⃣"{nope}" } } },
              "i": { "$type": "color", "$value": "#fff", "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "{n} * 2", "space": "srgb", "format": 9️⃣"rgb" } } } }
            }
            """##
        )
        let (documents, diagnostics) = ForeignRead.read(.dtcg, "t.tokens.json", ["t.tokens.json": marked.text])
        #expect(
            ForeignRead.places(diagnostics).sorted()
                == [
                    ForeignRead.place(.unsupportedByFormat, marked, "1️⃣"), ForeignRead.place(.missingField, marked, "2️⃣"),
                    ForeignRead.place(.wrongType, marked, "3️⃣"), ForeignRead.place(.unsupportedByFormat, marked, "4️⃣"),
                    ForeignRead.place(.unsupportedByFormat, marked, "5️⃣"), ForeignRead.place(.missingField, marked, "6️⃣"),
                    ForeignRead.place(.unknownAlias, marked, "7️⃣"), ForeignRead.place(.unknownAlias, marked, "8️⃣"),
                    ForeignRead.place(.unsupportedByFormat, marked, "9️⃣"),
                    // The number token is not a color.
                    ForeignRead.place(.unsupportedByFormat, marked, "0️⃣"),
                ].sorted()
        )
        #expect(
            diagnostics.sorted().filter { $0.severity == .note }.map(\.message) == [
                "1 token is not a color and not read (first: 'n', $type 'number'); a palette holds only colors"
            ]
        )
        #expect(
            diagnostics.sorted().filter { $0.severity == .warning }.map(\.message) == [
                "the color modifier of 'e' has no \"space\", so Tokens Studio leaves the color unmodified; so does palettec",
                "'rgb' (the format of the color modifier of 'i') is not lch, srgb, p3, hsl or hex; the result is written in its space, as Tokens Studio writes it",
            ]
        )
        #expect(ForeignRead.values(documents, "a") == ["*=(reported)"])
        #expect(ForeignRead.values(documents, "e") == ["*=#fff"])
        // `{n} * 2` with n = 0.5: the alpha is set to 1.
        let i = documents.flatMap(\.entries).first { $0.key == "i" }
        guard case .derived(.studio(let modify, let base))? = i?.values.first?.content else {
            Issue.record("'i' is not derived: \(String(describing: i))")
            return
        }
        #expect(modify == StudioModify(kind: .alpha, value: 1, space: "srgb"))
        #expect(base == .color(ColorValue(red8: 255, green8: 255, blue8: 255)))
    }

    /// A DTCG resolver's sources carry modifiers too: each context's value is derived from that context's base, and
    /// a reference in a modifier names a token of its own file.
    @Test func modifiersInResolverSourcesAreRead() {
        let files = [
            "r.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [ { "$ref": "./base.tokens.json" } ] } },
              "modifiers": { "mode": { "contexts": {
                "light": [ { "$ref": "./light.tokens.json" } ], "dark": [ { "$ref": "./dark.tokens.json" } ] } } },
              "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" } ] }
            """,
            "base.tokens.json": ##"""
            { "hover": { "$type": "color", "$value": "{brand}", "$extensions": { "studio.tokens": {
                "modify": { "type": "darken", "value": "{amount}", "space": "srgb", "format": "hex" } } } },
              "amount": { "$type": "number", "$value": 0.2 } }
            """##,
            "light.tokens.json": ##"{ "brand": { "$type": "color", "$value": "#C14242" } }"##,
            "dark.tokens.json": ##"{ "brand": { "$type": "color", "$value": "#FFFFFF" } }"##,
        ]
        let (documents, diagnostics) = ForeignRead.read(.dtcg, "r.resolver.json", files)
        #expect(diagnostics.diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.diagnostics)")
        let entries = documents.flatMap(\.entries)
        // sd-transforms' spec: #C14242 darkened by 0.2 in srgb, as hex, is #9a3535.
        #expect(Self.color("hover", "light", in: entries)?.hex == "#9A3535")
        #expect(Self.color("hover", "dark", in: entries)?.hex == "#CCCCCC")
    }

    /// The color of `key` in `appearance` among read entries, with derived colors computed from the colors their
    /// references have in the same appearance, as lowering computes them.
    static func color(_ key: String, _ appearance: String, in entries: [EntrySyntax], depth: Int = 0) -> ColorValue? {
        guard depth < 16, let entry = entries.first(where: { $0.key == key }),
            let value = entry.values.first(where: { $0.appearance == appearance || $0.appearance == nil })
        else { return nil }
        return color(value.content, appearance, in: entries, depth: depth)
    }

    /// The color of one value's content.
    static func color(
        _ content: ValueSyntax.Content,
        _ appearance: String,
        in entries: [EntrySyntax],
        depth: Int
    ) -> ColorValue? {
        switch content {
        case .color(let color): return color
        case .hex(let packed): return ColorValue(packedRGBA8: packed)
        case .alias(let key): return color(key, appearance, in: entries, depth: depth + 1)
        case .text(let text): return StudioModifyTests.color(text)
        case .derived(let expression): return color(expression, appearance, in: entries, depth: depth)
        case .reported: return nil
        case .flattenedAlias(let content, _): return color(content, appearance, in: entries, depth: depth)
        }
    }

    /// The color a derived expression computes.
    static func color(
        _ expression: ColorExpression,
        _ appearance: String,
        in entries: [EntrySyntax],
        depth: Int
    ) -> ColorValue? {
        switch expression {
        case .reference(let key, _): return color(key, appearance, in: entries, depth: depth + 1)
        case .color(let color): return color
        case .studio(let modify, let base):
            guard let base = color(base, appearance, in: entries, depth: depth) else { return nil }
            let other = modify.color.flatMap { color($0, appearance, in: entries, depth: depth) }
            return modify.apply(to: base, mixing: other)
        default: return nil
        }
    }

    /// What palettec keeps for a string sd-transforms writes: sRGB (`rgb()`, `hsl()`, hex) and Display P3 as plain
    /// colors, lch as the color written in lch.
    static func color(writtenBySdTransforms text: String) -> ColorValue? {
        guard let written = StudioModifyTests.written(text) else { return nil }
        switch written.space {
        case .lch: return ColorValue(authored: written)
        case .displayP3, .srgb, .hsl:
            let rgb = written.space == .hsl ? ColorConversion.convert(written, to: .srgb) : written
            let components = rgb.components.map { min(1, max(0, $0 ?? 0)) }
            return ColorValue(
                space: written.space == .displayP3 ? .displayP3 : .sRGB,
                red: components[0],
                green: components[1],
                blue: components[2],
                alpha: written.alpha ?? 1
            )
        default: return nil
        }
    }

    /// Whether two colors are the same to 1e-9, in the same space and with the same authored color.
    static func same(_ first: ColorValue, _ second: ColorValue) -> Bool {
        let values = zip(
            [first.red, first.green, first.blue, first.alpha],
            [second.red, second.green, second.blue, second.alpha]
        )
        return first.space == second.space && values.allSatisfy { abs($0 - $1) < 1e-9 }
            && first.authored?.space == second.authored?.space
    }
}
