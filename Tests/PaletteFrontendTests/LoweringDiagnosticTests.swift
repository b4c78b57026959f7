import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// One test per lowering rule: each marks where its diagnostic must point in a palette written the way a user would.
@Suite struct LoweringDiagnosticTests {
    @Test func validPaletteLowersCleanly() throws {
        let result = try Lowered(
            json: """
                {
                  "name": "Brand",
                  "appearances": { "sepia": { "fallback": "light" } },
                  "colors": {
                    "PGC01": { "light": "#0A84FF", "dark": "#409CFF", "light-hc": "#0040DD", "description": "Brand" },
                    "PGC02": "#FFFFFF80",
                    "link": "{PGC01}",
                    "p3": { "light": "color(display-p3 1 0 0)", "dark": "rgb(10 20 30 / 50%)", "sepia": "hsl(0 0% 50%)" }
                  }
                }
                """
        )
        #expect(result.diagnostics.isEmpty)
        let palette = try #require(result.palette)
        #expect(palette.name == "Brand")
        #expect(palette.appearances.map(\.name) == ["light", "dark", "light-hc", "dark-hc", "sepia"])
        #expect(palette.entries.map(\.key) == ["PGC01", "PGC02", "link", "p3"])
        let link = palette.entries[2]
        #expect(link.values.map(\.hex) == ["#0A84FF", "#409CFF", "#0040DD", "#409CFF", "#0A84FF"])
        #expect(link.aliases == ["PGC01", "PGC01", "PGC01", "PGC01", "PGC01"])
        #expect(palette.entries[0].explicit == [true, true, true, false, false])
        #expect(palette.entries[1].values.allSatisfy { $0.hexRGBA == "#FFFFFF80" })
        #expect(palette.entries[3].values[0].space == .displayP3)
        #expect(palette.entries[3].values[4].hex == "#808080")
    }

    @Test func duplicateKeyPointsAtBothDefinitions() throws {
        try expectDiagnostics(
            json: """
                {
                  "colors": {
                    0️⃣"PGC01": { "light": "#FFFFFF", "dark": "#000000" },
                    1️⃣"PGC01": { "light": "#EEEEEE", "dark": "#111111" }
                  }
                }
                """,
            [Spec("1️⃣", .duplicateKey, "duplicate key 'PGC01'", note: "0️⃣")]
        )
    }

    @Test func duplicateKeyAcrossTwoFilesNamesBoth() throws {
        let files = MemoryFileProvider(texts: [
            "a.json": ##"{"colors": {"PGC01": "#FFFFFF"}}"##,
            "b.json": ##"{"colors": {"PGC01": "#000000"}}"##,
        ])
        var bag = DiagnosticBag()
        let inputs = [PaletteLoader.Input(path: "a.json"), .init(path: "b.json")]
        let loaded = PaletteLoader.load(inputs, files: files, diagnostics: &bag)
        #expect(PaletteLowering.lower(loaded.documents, diagnostics: &bag) == nil)
        let diagnostic = try #require(bag.diagnostics.first)
        #expect(bag.diagnostics.count == 1)
        #expect(diagnostic.rule == .duplicateKey)
        #expect(diagnostic.location == Diagnostic.Location(path: "b.json", line: 1, column: 13))
        #expect(diagnostic.notes.first?.location == Diagnostic.Location(path: "a.json", line: 1, column: 13))
    }

    @Test func duplicateAppearanceInsideAnEntry() throws {
        try expectDiagnostics(
            json: """
                {"colors": {"A": { 0️⃣"light": "#FFFFFF", 1️⃣"light": "#EEEEEE", "dark": "#000000" }}}
                """,
            [Spec("1️⃣", .duplicateKey, "duplicate key 'light'", note: "0️⃣")]
        )
    }

    @Test func missingDarkValueIsAnErrorAtTheKey() throws {
        try expectDiagnostics(
            json: """
                {"colors": {
                  1️⃣"PGC01": { "light": "#FFFFFF" },
                  2️⃣"PGC02": { "dark": "#FFFFFF" }
                }}
                """,
            [
                Spec("1️⃣", .missingAppearance, "'PGC01' has no 'dark' value"),
                Spec("2️⃣", .missingAppearance, "'PGC02' has no 'light' value"),
            ]
        )
    }

    @Test func themeWithoutFallbackRequiresAValue() throws {
        try expectDiagnostics(
            json: """
                {"appearances": {"RED": {}}, "colors": {
                  1️⃣"BG": { "light": "#FFFFFF", "dark": "#000000" },
                  "SEP": { "light": "#FFFFFF", "dark": "#000000", "RED": "#FA0000" }
                }}
                """,
            [Spec("1️⃣", .missingAppearance, "no value for theme 'RED'")]
        )
    }

    @Test func unknownAppearanceSuggestsTheNearestName() throws {
        try expectDiagnostics(
            json: """
                {"colors": {"A": { "light": "#FFFFFF", "dark": "#000000", 1️⃣"drak-hc": "#111111" }}}
                """,
            [Spec("1️⃣", .unknownAppearance, "did you mean 'dark-hc'?")]
        )
    }

    @Test func invalidAppearanceDeclarations() throws {
        try expectDiagnostics(
            json: """
                {"appearances": {
                  1️⃣"dark": {},
                  2️⃣"my theme": {},
                  "a": { "fallback": 3️⃣"nowhere" },
                  "b": { "scheme": 4️⃣"dim" }
                }, "colors": {"A": "#FFFFFF"}}
                """,
            [
                Spec("1️⃣", .invalidAppearance, "built-in appearance"),
                Spec("2️⃣", .invalidAppearance, "may contain only"),
                Spec("3️⃣", .invalidAppearance, "not an appearance"),
                Spec("4️⃣", .invalidAppearance, "must be 'light' or 'dark'"),
            ]
        )
    }

    @Test func invalidColorsSayWhatWasExpected() throws {
        try expectDiagnostics(
            json: """
                {"colors": {
                  "A": { "light": 1️⃣"#12345", "dark": 2️⃣"#ff00gg" },
                  "B": 3️⃣"ff0000",
                  "C": 4️⃣"bleu"
                }}
                """,
            [
                Spec("1️⃣", .invalidColor, "5 hex digits"),
                Spec("2️⃣", .invalidColor, "'g'"),
                Spec("3️⃣", .invalidColor, "'#'"),
                Spec("4️⃣", .invalidColor, "not a color"),
            ]
        )
    }

    @Test func outOfRangeComponent() throws {
        try expectDiagnostics(
            json: """
                {"colors": {"A": { "light": 1️⃣"rgb(300 0 0)", "dark": "#000000" }}}
                """,
            [Spec("1️⃣", .colorOutOfRange, "300")]
        )
    }

    @Test func unknownAliasSuggestsAKey() throws {
        try expectDiagnostics(
            json: """
                {"colors": {
                  "PGC01": "#FFFFFF",
                  "link": 1️⃣"{PGC1}"
                }}
                """,
            [Spec("1️⃣", .unknownAlias, "did you mean '{PGC01}'?")]
        )
    }

    @Test func aliasCycleListsTheWholeChainOnce() throws {
        try expectDiagnostics(
            json: """
                {"colors": {
                  "a": 1️⃣"{b}",
                  "b": 2️⃣"{c}",
                  "c": 3️⃣"{a}"
                }}
                """,
            [Spec("1️⃣", .aliasCycle, "a → b → c → a", notes: ["2️⃣", "3️⃣"])]
        )
    }

    @Test func aliasToDeprecatedEntryWarns() throws {
        try expectDiagnostics(
            json: """
                {"colors": {
                  0️⃣"old": { "light": "#FFFFFF", "dark": "#000000", "deprecated": "Use new." },
                  "user": 1️⃣"{old}"
                }}
                """,
            [Spec("1️⃣", .deprecatedAlias, "Use new.", note: "0️⃣")]
        )
    }

    @Test func wrongTypeInPlistPointsAtTheElement() throws {
        let result = try Lowered(
            plist: """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>colors</key>
                \t<dict>
                \t\t<key>PGC01</key>
                \t\t<dict>
                \t\t\t<key>light</key>
                \t\t\t1️⃣<integer>16777215</integer>
                \t\t\t<key>dark</key>
                \t\t\t<string>#000000</string>
                \t\t</dict>
                \t</dict>
                </dict>
                </plist>
                """
        )
        let wrong = try #require(result.diagnostics.first { $0.rule == .wrongType })
        #expect(wrong.message.contains("<integer>"))
        #expect(wrong.location == result.file.location(ofOffset: try #require(result.marked.offsets["1️⃣"])))
    }

    @Test func keysThatOnlyAnOutputWouldNameAlikeAreNotLoweringsConcern() throws {
        // `PGC01` and `pgc01` are two keys; whether they clash depends on the outputs built (the CLI checks them).
        try expectDiagnostics(
            json: """
                {"colors": {
                  "PGC01": "#FFFFFF",
                  "pgc01": "#000000"
                }}
                """,
            []
        )
    }

    @Test func emptyPalette() throws {
        try expectDiagnostics(
            json: """
                {"colors": 1️⃣{}}
                """,
            [Spec("1️⃣", .emptyPalette, "no colors")]
        )
    }

    @Test func missingColorsField() throws {
        try expectDiagnostics(
            json: """
                1️⃣{"name": "x"}
                """,
            [Spec("1️⃣", .missingField, "'colors'")]
        )
    }

    @Test func emptyKey() throws {
        try expectDiagnostics(
            json: """
                {"colors": {1️⃣"": "#FFFFFF", "A": "#000000"}}
                """,
            [Spec("1️⃣", .invalidKey, "empty")]
        )
    }

    @Test func unknownFieldIsAWarningAndTheRestStillLowers() throws {
        let result = try Lowered(
            json: """
                {"colours": {}, "colors": {"A": "#FFFFFF"}}
                """
        )
        #expect(result.diagnostics.map(\.rule) == [.unknownField])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.palette != nil)
    }

    @Test func everyProblemInOneRunIsReported() throws {
        let result = try Lowered(
            json: """
                {"colors": {
                  "A": { "light": "#12345", "dark": "#000000" },
                  "B": { "light": "#FFFFFF" },
                  "C": "{nope}",
                  "D": 5
                }}
                """
        )
        #expect(
            Set(result.diagnostics.map(\.rule)) == [.invalidColor, .missingAppearance, .unknownAlias, .wrongType]
        )
        #expect(result.palette == nil)
    }
}

/// A palette read from marked JSON or plist and lowered.
struct Lowered {
    /// The marked input.
    let marked: MarkedText
    /// The file as read.
    let file: SourceFile
    /// Everything reported.
    let diagnostics: [Diagnostic]
    /// The palette, when there were no errors.
    let palette: Palette?

    /// Reads and lowers `json`, whose markers are stripped first.
    init(json: String) throws {
        try self.init(json, path: "test.json", format: .paletteJSON)
    }

    /// Reads and lowers `json` beside `files` (such as the images it names) and symbolic `links`, within `limits`.
    init(
        json: String,
        files: [String: [UInt8]],
        links: [String: String] = [:],
        limits: ReaderLimits = .default,
        project: String? = nil
    ) throws {
        try self.init(
            json,
            path: "test.json",
            format: .paletteJSON,
            files: files,
            links: links,
            limits: limits,
            project: project
        )
    }

    /// Reads and lowers `plist`, whose markers are stripped first.
    init(plist: String) throws {
        try self.init(plist, path: "p.plist", format: .palettePlist)
    }

    /// Reads and lowers `plist` beside `files`.
    init(plist: String, files: [String: [UInt8]]) throws {
        try self.init(plist, path: "p.plist", format: .palettePlist, files: files)
    }

    /// Reads marked `text` as the file `path` in `format`, and lowers it.
    private init(
        _ text: String,
        path: String,
        format: InputFormat,
        files: [String: [UInt8]] = [:],
        links: [String: String] = [:],
        limits: ReaderLimits = .default,
        project: String? = nil
    ) throws {
        marked = MarkedText(text)
        file = SourceFile(path: path, text: marked.text)
        var bag = DiagnosticBag()
        var provider = MemoryFileProvider(files: files.merging([file.path: file.bytes]) { _, palette in palette })
        provider.links = links
        let loaded = PaletteLoader.load(
            [.init(path: file.path, format: format, project: project)],
            files: provider,
            limits: limits,
            diagnostics: &bag
        )
        try #require(loaded.failedInputs == 0)
        palette = PaletteLowering.lower(loaded.documents, diagnostics: &bag)
        diagnostics = bag.sorted()
    }
}

/// An expected diagnostic: where it points (a marker), its rule, a fragment of its message, and its notes' markers.
struct Spec {
    /// The marker the diagnostic must point at.
    let marker: String
    /// The rule.
    let rule: Rule
    /// A fragment the message must contain.
    let fragment: String
    /// Markers the notes must point at, in order.
    let notes: [String]

    /// Creates an expectation.
    init(_ marker: String, _ rule: Rule, _ fragment: String, note: String? = nil, notes: [String] = []) {
        self.marker = marker
        self.rule = rule
        self.fragment = fragment
        self.notes = note.map { [$0] } ?? notes
    }
}

/// Checks that lowering `json` reports exactly `specs`, at their markers.
func expectDiagnostics(
    json: String,
    _ specs: [Spec],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let result = try Lowered(json: json)
    #expect(
        result.diagnostics.count == specs.count,
        "got \(result.diagnostics.map { "\($0.rule.rawValue): \($0.message)" })",
        sourceLocation: sourceLocation
    )
    for (diagnostic, spec) in zip(result.diagnostics, specs) {
        let offset = try #require(result.marked.offsets[spec.marker], sourceLocation: sourceLocation)
        #expect(diagnostic.rule == spec.rule, sourceLocation: sourceLocation)
        #expect(
            diagnostic.message.contains(spec.fragment),
            "message: \(diagnostic.message)",
            sourceLocation: sourceLocation
        )
        #expect(diagnostic.location == result.file.location(ofOffset: offset), sourceLocation: sourceLocation)
        #expect(diagnostic.notes.count == spec.notes.count, sourceLocation: sourceLocation)
        for (note, marker) in zip(diagnostic.notes, spec.notes) {
            let noteOffset = try #require(result.marked.offsets[marker], sourceLocation: sourceLocation)
            #expect(note.location == result.file.location(ofOffset: noteOffset), sourceLocation: sourceLocation)
        }
    }
}

/// A value of the wrong type is reported once, not again as a missing appearance.
@Suite struct WrongTypeIsReportedOnceTests {
    @Test func wrongTypeValuesAddNoMissingAppearance() throws {
        try expectDiagnostics(
            json: """
                {"colors": {
                  "A": { "light": 1️⃣16777215, "dark": "#000000" },
                  "B": 2️⃣true
                }}
                """,
            [
                Spec("1️⃣", .wrongType, "found number"),
                Spec("2️⃣", .wrongType, "found boolean"),
            ]
        )
    }
}

/// Suggestions for unknown aliases have a bounded cost.
@Suite struct AliasSuggestionBudgetTests {
    @Test func onlyTheFirstUnknownAliasesGetASuggestionSoThousandsStayLinear() throws {
        var colors: [String] = []
        for index in 0..<100 {
            colors.append("\"color\(index)\": \"#000000\"")
            // A typo of an existing key: each one would get a suggestion.
            colors.append("\"alias\(index)\": \"{colr\(index)}\"")
        }
        let file = SourceFile(path: "p.json", text: "{\"colors\": {" + colors.joined(separator: ", ") + "}}")
        var bag = DiagnosticBag()
        let root = try #require(JSONReader.read(file, diagnostics: &bag))
        let document = NativePaletteReader.document(from: root, file: file, diagnostics: &bag)
        _ = PaletteLowering.lower([document], diagnostics: &bag)
        let unknown = bag.diagnostics.filter { $0.rule == .unknownAlias }
        #expect(unknown.count == 100)
        let suggested = unknown.filter { $0.message.contains("did you mean") }
        #expect(suggested.count == 8)
        #expect(
            unknown.first?.message == "'alias0' refers to '{colr0}', which is not defined; did you mean '{color0}'?"
        )
    }
}
