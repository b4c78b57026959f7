import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of how the Tokens Studio reader combines token sets and theme groups, as the plugin applies them.
@Suite struct StudioThemeGroupTests {
    /// The fixture folder `Fixtures/Foreign/TokensStudio/groups` as in-memory files under `groups/`.
    static func groupsFixture() throws -> [String: String] {
        let root = Golden.packageRoot.appendingPathComponent("Tests/PaletteFrontendTests/Fixtures/Foreign/TokensStudio")
        let folder = root.appendingPathComponent("groups")
        var texts: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator where url.pathExtension == "json" {
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            texts[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return texts
    }

    /// digdir's shape reads with every alias resolved in both appearances.
    ///
    /// `Color scheme` (Light, Dark) gives the appearances; `Theme` defines the `color.*` keys the
    /// semantic set aliases, `Semantic` the semantic colors, `Brand` two themes of which the first is read. Every
    /// alias resolves in both appearances; composites are skipped with one note; the set `$metadata.json` names
    /// without a file is passed over with one note.
    @Test func eachGroupContributesOneThemeAndTheSchemeGroupGivesTheAppearances() throws {
        let (palette, diagnostics) = ForeignRead.lower(nil, "groups", try Self.groupsFixture())
        #expect(
            diagnostics.sorted().map { "\($0.severity.rawValue) \($0.rule.rawValue) \($0.message)" } == [
                "warning unsupported-by-format 'color.fade' is a linear-gradient(), which a palette cannot hold; the "
                    + "token is not read",
                "note unreadable-file token set 'brand/retired' has no file; it is passed over, as Tokens Studio "
                    + "passes over it",
                "note unsupported-by-format 6 tokens are not colors and not read (first: 'border-width.1', type "
                    + "'borderWidth'); a palette holds only colors",
            ]
        )
        let lowered = try #require(palette)
        #expect(lowered.appearances.map(\.name) == ["light", "dark", "light-hc", "dark-hc"])
        #expect(lowered.entries.count == 12)
        let wanted: [String: (light: String, dark: String)] = [
            "designsystemet.accent.9": ("#0062BAFF", "#2F86E1FF"),
            "color.accent.1": ("{designsystemet.accent.1}", "{designsystemet.accent.1}"),
            "color.text.default": ("{color.neutral.13}", "{color.neutral.13}"),
            // `Brand` reads its first theme, Casual.
            "brand.primary": ("{color.accent.9}", "{color.accent.9}"),
            "color.overlay": ("#1E2B3CB3", "#F0F3F6B3"),
            "color.scrim": ("#0062BA80", "#2F86E180"),
            "color.highlight": ("#FFFF0080", "#FFFF0080"),
        ]
        for (key, colors) in wanted.sorted(by: { $0.key < $1.key }) {
            #expect(ForeignRead.value(lowered, key, "light") == colors.light, "\(key)@light")
            #expect(ForeignRead.value(lowered, key, "dark") == colors.dark, "\(key)@dark")
        }
    }

    /// Several groups with light and dark themes, one per platform: the group whose own sets share the folders of
    /// the first `Platform` theme's sets gives the appearances (a third theme, FigJam, is a theme).
    @Test(arguments: [
        ("Penpot", "#111111FF", [String]()), ("Figma", "#2C2C2CFF", ["FigJam"]),
    ])
    func theAppearanceGroupIsTheOneThatSharesFoldersWithTheOtherGroupsThemes(
        platform: String,
        dark: String,
        themes appearances: [String]
    ) throws {
        let platforms = ["Penpot", "Figma"].sorted { first, _ in first == platform }.map { name in
            let folder = name.lowercased()
            return
                ##"{ "name": "\##(name)", "group": "Platform", "selectedTokenSets": { "commons/base": "source", "platforms/\##(folder)/button": "enabled" } },"##
        }
        let themes = ##"""
            [
              { "name": "All", "group": "Commons", "selectedTokenSets": { "commons/base": "enabled" } },
              \##(platforms.joined(separator: "\n"))
              { "name": "Figma Light", "group": "Figma Modes", "selectedTokenSets": { "platforms/figma/modes/light": "enabled", "commons/modes/light": "enabled" } },
              { "name": "Figma Dark", "group": "Figma Modes", "selectedTokenSets": { "platforms/figma/modes/dark": "enabled", "commons/modes/dark": "enabled" } },
              { "name": "FigJam", "group": "Figma Modes", "selectedTokenSets": { "platforms/figma/modes/figjam": "enabled", "commons/modes/light": "enabled" } },
              { "name": "Light", "group": "Penpot Modes", "selectedTokenSets": { "platforms/penpot/modes/light": "enabled", "commons/modes/light": "enabled" } },
              { "name": "Dark", "group": "Penpot Modes", "selectedTokenSets": { "platforms/penpot/modes/dark": "enabled", "commons/modes/dark": "enabled" } }
            ]
            """##
        let texts = [
            "p/$themes.json": themes,
            "p/commons/base.json": ##"{ "white": { "$type": "color", "$value": "#ffffff" } }"##,
            "p/commons/modes/light.json": ##"{ "shadow": { "$type": "color", "$value": "#00000022" } }"##,
            "p/commons/modes/dark.json": ##"{ "shadow": { "$type": "color", "$value": "#00000088" } }"##,
            "p/platforms/penpot/button.json": ##"{ "button": { "$type": "color", "$value": "{bg}" } }"##,
            "p/platforms/penpot/modes/light.json": ##"{ "bg": { "$type": "color", "$value": "#eeeeee" } }"##,
            "p/platforms/penpot/modes/dark.json": ##"{ "bg": { "$type": "color", "$value": "#111111" } }"##,
            "p/platforms/figma/button.json": ##"{ "button": { "$type": "color", "$value": "{bg}" } }"##,
            "p/platforms/figma/modes/light.json": ##"{ "bg": { "$type": "color", "$value": "#ffffff" } }"##,
            "p/platforms/figma/modes/dark.json": ##"{ "bg": { "$type": "color", "$value": "#2c2c2c" } }"##,
            "p/platforms/figma/modes/figjam.json": ##"{ "bg": { "$type": "color", "$value": "#fff4e0" } }"##,
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "p", texts)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        let lowered = try #require(palette)
        #expect(lowered.appearances.map(\.name) == ["light", "dark", "light-hc", "dark-hc"] + appearances)
        #expect(ForeignRead.value(lowered, "bg", "dark") == dark)
        #expect(ForeignRead.value(lowered, "shadow", "dark") == "#00000088")
        #expect(ForeignRead.value(lowered, "button", "dark") == "{bg}")
        #expect(ForeignRead.value(lowered, "white", "light") == "#FFFFFFFF")
        if platform == "Figma" { #expect(ForeignRead.value(lowered, "bg", "FigJam") == "#FFF4E0FF") }
    }

    /// The theme a group reads can be chosen (`--theme Brand=Business`, `"themes": { "Brand": "Business" }` in
    /// palettec.json); a group or theme the project does not have, or the group that gives the appearances, is an
    /// error at the project's themes, with "did you mean" when a name is close.
    @Test func theThemeOfAGroupCanBeChosen() throws {
        let texts = try Self.groupsFixture()
        let themes = "groups/$themes.json"
        let file = SourceFile(path: themes, text: texts[themes] ?? "")
        // Where a theme's name is written in the fixture: the place each error points at.
        func place(_ name: String) -> String {
            let offset = texts[themes]?.utf8.firstRange(of: "\"name\": \"\(name)\"".utf8).map {
                texts[themes]!.utf8.distance(from: texts[themes]!.utf8.startIndex, to: $0.lowerBound) + 8
            }
            let location = file.location(ofOffset: offset ?? -1)
            return "\(themes):\(location.line):\(location.column)"
        }
        for (chosen, primary, messages) in [
            (["Brand": "Business"], "{color.neutral.13}", [String]()),
            (
                ["Brand": "Busines"], "{color.accent.9}",
                [
                    place("Casual") + ": 'Busines' (chosen for group 'Brand' with --theme or \"themes\" in "
                        + "palettec.json) is not a theme of the group; its themes: 'Casual', 'Business'; did you "
                        + "mean 'Business'?"
                ]
            ),
            (
                ["Brnad": "Business"], "{color.accent.9}",
                [
                    place("designsystemet")
                        + ": 'Brnad' (chosen with --theme or \"themes\" in palettec.json) is not a group of "
                        + "themes of this project; its groups: 'Theme', 'Color scheme', 'Semantic', 'Brand'; did "
                        + "you mean 'Brand'?"
                ]
            ),
            (
                ["Color scheme": "Dark"], "{color.accent.9}",
                [
                    place("Light") + ": the themes of group 'Color scheme' (chosen with --theme or \"themes\" in "
                        + "palettec.json) are the palette's appearances, which are all read; choose a theme only "
                        + "for the other groups"
                ]
            ),
        ] {
            var diagnostics = DiagnosticBag()
            let loaded = PaletteLoader.load(
                [.init(path: "groups", themes: chosen)],
                files: MemoryFileProvider(texts: texts),
                diagnostics: &diagnostics
            )
            // After an error the group's first theme is read, so what else the project holds is still reported.
            let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
            #expect(ForeignRead.value(palette, "brand.primary", "dark") == primary)
            let errors = diagnostics.diagnostics.filter { $0.rule == .unknownAppearance }
            #expect(errors.allSatisfy { $0.severity == .error })
            #expect(
                errors.map { "\($0.location.map { "\($0.path):\($0.line):\($0.column)" } ?? ""): \($0.message)" }
                    == messages,
                "\(chosen)"
            )
        }
    }

    /// A project without `$themes` has no group to choose a theme for.
    @Test func choosingAThemeForAProjectWithoutThemesIsAnError() {
        let texts = [
            "p/$metadata.json": ##"{ "tokenSetOrder": ["core"] }"##,
            "p/core.json": ##"{ "ink": { "$type": "color", "$value": "#111111" } }"##,
        ]
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "p", themes: ["Brand": "Business"])],
            files: MemoryFileProvider(texts: texts),
            diagnostics: &diagnostics
        )
        #expect(
            diagnostics.diagnostics.filter { $0.severity == .error }.map(\.message) == [
                "'Brand' (chosen with --theme or \"themes\" in palettec.json) is not a group of themes of this "
                    + "project: it has no themes ('$themes')"
            ]
        )
        #expect(loaded.documents.count == 1)
    }

    /// A theme chosen for a build with no Tokens Studio project or DTCG file chooses nothing: one warning says so,
    /// where it would otherwise be ignored without a word.
    @Test func choosingAThemeForABuildWithoutThemesIsAWarning() {
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [
                .init(path: "p.json", themes: ["Brand": "Business"]),
                .init(path: "q.json", themes: ["Brand": "Business"]),
            ],
            files: MemoryFileProvider(texts: [
                "p.json": ##"{ "colors": { "ink": { "light": "#111111", "dark": "#EEEEEE" } } }"##,
                "q.json": ##"{ "colors": { "paper": { "light": "#FFFFFF", "dark": "#000000" } } }"##,
            ]),
            diagnostics: &diagnostics
        )
        #expect(loaded.documents.count == 2)
        #expect(
            diagnostics.diagnostics.map { "\($0.severity.rawValue) \($0.message)" } == [
                "warning Brand=Business (chosen with --theme or \"themes\" in palettec.json) chooses nothing: themes "
                    + "are chosen for the groups of a Tokens Studio project and the modifiers of a DTCG resolver, and "
                    + "no palette of this build is one"
            ]
        )
    }

    /// A DTCG file of plain tokens has no modifiers to choose a context of: a theme chosen for it is the same warning.
    @Test func choosingAThemeForPlainDTCGTokensIsAWarning() {
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "colors.tokens.json", format: .dtcg, themes: ["brand": "partner-a"])],
            files: MemoryFileProvider(texts: [
                "colors.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#111111" } }"##
            ]),
            diagnostics: &diagnostics
        )
        #expect(loaded.documents.count == 1)
        #expect(
            diagnostics.diagnostics.map { "\($0.severity.rawValue) \($0.message)" } == [
                "warning brand=partner-a (chosen with --theme or \"themes\" in palettec.json) chooses nothing: themes "
                    + "are chosen for the groups of a Tokens Studio project and the modifiers of a DTCG resolver, and "
                    + "no palette of this build is one"
            ]
        )
    }

    /// When no group's sets share folders with the others', the appearances cannot be told apart: one error at the
    /// second group that names light or dark.
    @Test func appearanceGroupsThatNothingTellsApartAreAnError() {
        let marked = MarkedText(
            ##"""
            [
              { "name": "A", "group": "Brand", "selectedTokenSets": { "brand": "enabled" } },
              { "name": "Light", "group": "Web", "selectedTokenSets": { "web-light": "enabled" } },
              { "name": "Dark", "group": "Web", "selectedTokenSets": { "web-dark": "enabled" } },
              { "name": 1️⃣"Light", "group": "App", "selectedTokenSets": { "app-light": "enabled" } }
            ]
            """##
        )
        let texts = [
            "t/$themes.json": marked.text,
            "t/brand.json": ##"{ "a": { "$type": "color", "$value": "#ffffff" } }"##,
            "t/web-light.json": ##"{ "b": { "$type": "color", "$value": "#ffffff" } }"##,
            "t/web-dark.json": ##"{ "b": { "$type": "color", "$value": "#000000" } }"##,
            "t/app-light.json": ##"{ "b": { "$type": "color", "$value": "#eeeeee" } }"##,
        ]
        let (documents, diagnostics) = ForeignRead.read(nil, "t", texts)
        #expect(documents.isEmpty)
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.invalidAppearance, marked, "1️⃣", path: "t/$themes.json")
            ]
        )
    }

    /// An export whose themes name no light or dark (lion's `brand` × `color`) reads each group's first theme into
    /// one palette, the same in every appearance, with one warning that it has no dark values; `source` sets are
    /// colors too.
    @Test func themesWithoutLightOrDarkGiveOnePaletteWithAWarning() throws {
        let marked = MarkedText(
            ##"""
            { "primitive": { "green": { "value": "#2e7d32", "type": "color" }, "blue": { "value": "#1565c0", "type": "color" } },
              "green": { "bg": { "value": "{green}", "type": "color" } },
              "blue": { "bg": { "value": "{blue}", "type": "color" } },
              "casual": { 3️⃣"radius": { "value": "4", "type": "borderRadius" } },
              "$themes": 1️⃣[
                { "name": "Casual", "group": "brand", "selectedTokenSets": { "primitive": "source", "casual": "enabled" } },
                { "name": "Green", "group": "color", "selectedTokenSets": { "primitive": "source", "green": "enabled" } },
                { "name": "Blue", "group": "color", "selectedTokenSets": { "primitive": "source", "blue": "enabled" } }
              ],
              "$metadata": { "tokenSetOrder": [2️⃣"core", "primitive", "casual", "green", "blue"] } }
            """##
        )
        let (palette, diagnostics) = ForeignRead.lower(nil, "t.json", ["t.json": marked.text])
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.missingAppearance, marked, "1️⃣", path: "t.json"),
                ForeignRead.place(.unsupportedByFormat, marked, "3️⃣", path: "t.json"),
                ForeignRead.place(.unreadableFile, marked, "2️⃣", path: "t.json"),
            ]
        )
        #expect(
            diagnostics.diagnostics.first { $0.rule == .missingAppearance }?.message
                == "no group of themes in '$themes' names light or dark, so this palette has no dark values: every "
                + "appearance has the same colors"
        )
        let lowered = try #require(palette)
        #expect(lowered.entries.map(\.key) == ["green", "blue", "bg"])
        #expect(ForeignRead.value(lowered, "bg", "dark") == "{green}")
    }

    /// An export without `$themes` is one palette, the same in every appearance, with one warning that says so.
    @Test func anExportWithoutThemesWarnsThatItHasNoDarkValues() throws {
        let marked = MarkedText(
            ##"""
            { "core": 1️⃣{ "ink": { "$type": "color", "$value": "#101010" } },
              "$metadata": { "tokenSetOrder": ["core"] } }
            """##
        )
        let (palette, diagnostics) = ForeignRead.lower(nil, "t.json", ["t.json": marked.text])
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.missingAppearance, marked, "1️⃣", path: "t.json")])
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "this Tokens Studio project has no themes ('$themes'), so it has no dark values: every appearance "
                    + "has the same colors"
            ]
        )
        #expect(diagnostics.diagnostics.first?.severity == .warning)
        let lowered = try #require(palette)
        #expect(ForeignRead.value(lowered, "ink", "dark") == "#101010FF")
    }
}
