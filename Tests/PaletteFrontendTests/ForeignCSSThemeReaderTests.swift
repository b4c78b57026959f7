import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the CSS theme reader: the scanner's bounds and problems, how selectors and at-rules map onto
/// appearances, values, and `@import`.
@Suite struct ForeignCSSThemeReaderTests {
    /// The fixtures folder.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CSSTheme")

    /// Every fixture by its path below `Fixtures/CSSTheme`.
    static func fixtureTexts() throws -> [String: String] {
        var texts: [String: String] = [:]
        for name in [
            "shadcn-v4.css", "shadcn-v3.css", "tailwind-v4.css", "lib/fd-colors.css", "pico.css", "layered.css",
            "light-dark.css",
        ] {
            texts[name] = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
        }
        return texts
    }

    /// Reads and lowers one fixture.
    static func lowerFixture(_ name: String) throws -> (palette: Palette?, diagnostics: DiagnosticBag) {
        ForeignRead.lower(nil, name, try fixtureTexts())
    }

    /// `severity rule` of every diagnostic.
    static func rules(_ bag: DiagnosticBag) -> [String] {
        bag.diagnostics.map { "\($0.severity.rawValue) \($0.rule.rawValue)" }.sorted()
    }

    @Test func detectsStyleSheetsByNameAndContents() {
        let files = MemoryFileProvider(texts: [
            "theme.css": "", "theme.txt": ":root {\n  --bg: #fff;\n}\n", "notes.txt": "hello -- world {",
        ])
        #expect(ForeignReader.detect(path: "theme.css", files: files) == .cssTheme)
        #expect(ForeignReader.detect(path: "theme.txt", files: files) == .cssTheme)
        #expect(ForeignReader.detect(path: "notes.txt", files: files) != .cssTheme)
    }

    @Test func initDoesNotOfferStyleSheets() {
        let files = MemoryFileProvider(texts: [
            "web/theme.css": ":root { --bg: #fff; }\n", "web/colors.json": ##"{"colors": {"bg": "#fff"}}"##,
        ])
        #expect(PaletteDiscovery.find(in: "web", files: files).map(\.path) == ["web/colors.json"])
    }

    @Test func shadcnV4ReadsRootAndDarkClass() throws {
        let (palette, diagnostics) = try Self.lowerFixture("shadcn-v4.css")
        // `sidebar` has `primary-foreground`'s values, a color of another role: no near-duplicate.
        #expect(Self.rules(diagnostics) == ["note unsupported-by-format"])
        #expect(diagnostics.diagnostics.contains { $0.message.hasPrefix("2 custom properties are not colors") })
        #expect(palette?.entries.count == 14)
        #expect(ForeignRead.value(palette, "background", "light") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "background", "dark") == "#0A0A0AFF")
        #expect(ForeignRead.value(palette, "border", "dark") == "#FFFFFF1A")
        // `@theme inline` maps Tailwind's names onto the variables: aliases that follow the appearance.
        #expect(ForeignRead.value(palette, "color-primary", "dark") == "{primary}")
        #expect(ForeignRead.value(palette, "color-primary", "light") == "{primary}")
    }

    @Test func shadcnV3TripletsAreHSL() throws {
        let (palette, diagnostics) = try Self.lowerFixture("shadcn-v3.css")
        #expect(Self.rules(diagnostics) == ["note unsupported-by-format", "warning format-hazard"])
        #expect(
            palette?.entries.map(\.key) == [
                "background", "foreground", "primary", "primary-foreground", "ring", "sidebar-border", "card",
                "overlay",
            ]
        )
        #expect(ForeignRead.value(palette, "background", "light") == "#FFFFFFFF")
        // hsl(221.2 83.2% 53.3%) is #2563EB.
        #expect(ForeignRead.value(palette, "primary", "light") == "#2563EBFF")
        #expect(ForeignRead.value(palette, "primary", "dark") == "#3B82F6FF")
        #expect(ForeignRead.value(palette, "card", "dark") == "{background}")
        #expect(ForeignRead.value(palette, "overlay", "dark") == "#000000D9")
    }

    @Test func tailwindThemeImportsAndCascade() throws {
        let (palette, diagnostics) = try Self.lowerFixture("tailwind-v4.css")
        #expect(Self.rules(diagnostics) == ["note unsupported-by-format", "note unsupported-by-format"])
        #expect(
            palette?.entries.map(\.key) == [
                "color-fd-background", "color-fd-foreground", "color-fd-muted", "color-fd-primary", "color-fd-info",
                "color-fd-warning",
            ]
        )
        // The sheet's own @theme overrides the imported one; the imported .dark stays where the sheet sets nothing.
        #expect(ForeignRead.value(palette, "color-fd-primary", "light") == "#0095FFFF")
        // `!important` wins over the later declaration.
        #expect(ForeignRead.value(palette, "color-fd-primary", "dark") == "#B3DFFFFF")
        #expect(ForeignRead.value(palette, "color-fd-muted", "dark") == "#212121FF")
        #expect(ForeignRead.value(palette, "color-fd-background", "dark") == "#111F3C66")
        #expect(
            ForeignRead.value(palette, "color-fd-info", "dark") == ForeignRead.value(palette, "color-fd-info", "light")
        )
        #expect(palette?.entries.contains { $0.key == "color-ignored" } == false)
    }

    @Test func picoReadsTheSystemDarkAndWarnsOnceWhereTheForcedDarkDiffers() throws {
        let marked = MarkedText(
            """
            :root:not([data-theme=dark]) { --a: #fff; --b: #eee; --c: #ddd; }
            @media (prefers-color-scheme: dark) { :root:not([data-theme]) { --a: 1️⃣#000; --b: #111; --c: #222; } }
            [data-theme=dark] { --a: 2️⃣#010101; --b: #111; --c: #232323; }
            """
        )
        let (palette, diagnostics) = ForeignRead.lower(nil, "t.css", ["t.css": marked.text])
        #expect(
            ForeignRead.places(diagnostics) == [ForeignRead.place(.formatHazard, marked, "1️⃣", path: "t.css")]
        )
        let warning = try #require(diagnostics.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("(and 1 more)"))
        let forced = SourceFile(path: "t.css", text: marked.text).location(ofOffset: marked.offsets["2️⃣"] ?? 0)
        #expect(warning.notes.first?.location == forced)
        #expect(ForeignRead.value(palette, "a", "dark") == "#000000FF")
        #expect(ForeignRead.value(palette, "c", "dark") == "#222222FF")

        let (pico, picoDiagnostics) = try Self.lowerFixture("pico.css")
        #expect(
            Self.rules(picoDiagnostics) == [
                "note unsupported-by-format", "note unsupported-by-format", "warning format-hazard",
            ]
        )
        #expect(pico?.appearances.map(\.name) == ["light", "dark", "light-hc", "dark-hc", "sepia"])
        #expect(ForeignRead.value(pico, "pico-background-color", "sepia") == "#F4ECD8FF")
        #expect(ForeignRead.value(pico, "pico-primary", "sepia") == "#0172ADFF")
        #expect(ForeignRead.value(pico, "pico-form-element-focus-color", "dark") == "{pico-primary-focus}")
        #expect(pico?.entries.contains { $0.key == "pico-card-box-shadow" } == false)
    }

    @Test func layeredDesignSystemBuild() throws {
        let (palette, diagnostics) = try Self.lowerFixture("layered.css")
        #expect(Self.rules(diagnostics) == ["note unsupported-by-format"])
        #expect(diagnostics.diagnostics.first?.message.hasPrefix("2 custom properties are set by rules") == true)
        #expect(palette?.entries.count == 3)
        #expect(ForeignRead.value(palette, "ds-color-accent-base", "light") == "#0062BAFF")
        #expect(ForeignRead.value(palette, "ds-color-accent-base", "dark") == "#5AA5F0FF")
    }

    @Test func lightDarkFallbacksAndValuesThatAreNotColors() throws {
        let (palette, diagnostics) = try Self.lowerFixture("light-dark.css")
        #expect(Self.rules(diagnostics) == ["note unsupported-by-format"])
        #expect(diagnostics.diagnostics.first?.message.hasPrefix("3 custom properties are not colors") == true)
        #expect(palette?.entries.map(\.key) == ["surface", "text", "brand", "accent", "border", "ring"])
        #expect(ForeignRead.value(palette, "surface", "dark") == "#121212FF")
        #expect(ForeignRead.value(palette, "accent", "light") == "{brand}")
        #expect(ForeignRead.value(palette, "accent", "dark") == "#64D2FFFF")
        // `--missing` is never set, so its fallback is the value.
        #expect(ForeignRead.value(palette, "ring", "light") == "#FF9500FF")
        #expect(ForeignRead.value(palette, "border", "dark") == "#EEEEEE33")
    }

    @Test func colorsWrittenWrongAreErrorsOnce() {
        let marked = MarkedText(":root { --a: 1️⃣#12345z; --b: 2️⃣rgb(300 0 0 / 2); --c: 1px solid; }\n")
        let (documents, diagnostics) = ForeignRead.read(nil, "t.css", ["t.css": marked.text])
        #expect(ForeignRead.values(documents, "a") == ["*=(reported)"])
        #expect(
            ForeignRead.places(diagnostics).filter { !$0.hasPrefix("unsupported") } == [
                ForeignRead.place(.invalidColor, marked, "1️⃣", path: "t.css"),
                ForeignRead.place(.colorOutOfRange, marked, "2️⃣", path: "t.css"),
            ]
        )
    }

    @Test func unterminatedCommentsStringsAndBlocksAreReported() {
        for (text, rule) in [
            (":root { --a: #fff; }\n1️⃣/* never closed\n", Rule.cssSyntax),
            (":root { --a: #fff; --font: 1️⃣\"Inter;\n}\n", .cssSyntax),
            (":root { --a: #fff; }\n1️⃣.dark { --a: #000;\n", .cssSyntax),
        ] {
            let marked = MarkedText(text)
            let (documents, diagnostics) = ForeignRead.read(nil, "t.css", ["t.css": marked.text])
            #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(rule, marked, "1️⃣", path: "t.css")], "\(text)")
            // What came before the problem is kept.
            #expect(ForeignRead.values(documents, "a").first?.hasSuffix("#FFFFFFFF") == true, "\(text)")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func deepNestingIsBoundedAndReported() {
        let depth = 20_000
        let text =
            ":root { --a: #fff; }\n" + String(repeating: "@layer a {", count: depth) + ":root { --b: #000; }"
            + String(repeating: "}", count: depth) + "\n.dark { --a: #111; }\n"
        let (documents, diagnostics) = ForeignRead.read(nil, "t.css", ["t.css": text])
        #expect(Self.rules(diagnostics) == ["error limit-exceeded"])
        #expect(ForeignRead.values(documents, "a") == ["light=#FFFFFFFF", "dark=#111111FF"])

        let selector = String(repeating: ":host(", count: depth) + String(repeating: ")", count: depth)
        let fallbacks = String(repeating: "var(--u, ", count: depth) + "#fff" + String(repeating: ")", count: depth)
        let hostile = selector + " { --c: #fff; }\n:root { --d: \(fallbacks); --e: \(fallbacks.dropLast()); }\n"
        let (hostileDocuments, hostileDiagnostics) = ForeignRead.read(nil, "t.css", ["t.css": hostile])
        // Too deep to be a theme selector, too many fallbacks to be a color: skipped, each with its note.
        #expect(Self.rules(hostileDiagnostics) == ["note unsupported-by-format", "note unsupported-by-format"])
        #expect(hostileDocuments.first?.entries.isEmpty == true)
    }

    @Test func importsFollowLocalFilesOnce() {
        let files = [
            "web/app.css":
                "@import 'tailwindcss';\n@import url(./a.css);\n@import \"./a.css\";\n:root { --b: var(--a); }\n",
            "web/a.css": "@import '../web/app.css';\n:root { --a: #123456; }\n",
            "web/outside.css": "1️⃣@import '../../secret.css';\n:root { --x: #fff; }\n",
            "secret.css": ":root { --y: #000; }\n",
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "web/app.css", files)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics)")
        #expect(palette?.entries.map(\.key) == ["a", "b"])
        #expect(ForeignRead.value(palette, "b", "light") == "{a}")

        let marked = MarkedText(files["web/outside.css"] ?? "")
        var bag = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "web/outside.css")],
            files: MemoryFileProvider(texts: files.merging(["web/outside.css": marked.text]) { $1 }),
            policy: FileAccessPolicy(project: "web"),
            diagnostics: &bag
        )
        #expect(
            ForeignRead.places(bag) == [ForeignRead.place(.readOutsideProject, marked, "1️⃣", path: "web/outside.css")]
        )
        #expect(loaded.documents.first?.entries.map(\.key) == ["x"])
    }

    @Test func componentScopedRulesAreSkippedWithOneNote() {
        let marked = MarkedText(
            """
            :root { --fg: #111; }
            h1 { 1️⃣--fg: #f00; }
            .dark #nd-sidebar { --fg: #0f0; }
            [data-color=danger] { --fg: #00f; }
            :root { @media (min-width: 10px) { --fg: #ff0; } }
            """
        )
        let (palette, diagnostics) = ForeignRead.lower(nil, "t.css", ["t.css": marked.text])
        #expect(
            ForeignRead.places(diagnostics) == [ForeignRead.place(.unsupportedByFormat, marked, "1️⃣", path: "t.css")]
        )
        #expect(diagnostics.diagnostics.first?.message.hasPrefix("4 custom properties are set by rules") == true)
        #expect(ForeignRead.value(palette, "fg", "dark") == "#111111FF")
    }
}
