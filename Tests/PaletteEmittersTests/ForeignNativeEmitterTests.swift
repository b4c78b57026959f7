import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the native palette writers (JSON and plist).
@Suite struct ForeignNativeEmitterTests {
    /// A palette that uses every shape: a one-string entry, aliases, HC, P3, a non-8-bit sRGB color, metadata.
    static var palette: Palette {
        var palette = ForeignSample.withTheme
        palette.description = "Brand colors & more."
        palette.appearances[4].description = "Warm <reading> theme."
        let gray = ColorValue(red: 0.5, green: 0.5, blue: 0.5)
        palette.entries.append(
            Palette.Entry(
                key: "gray",
                values: Array(repeating: gray, count: 5),
                aliases: Array(repeating: nil, count: 5),
                explicit: [true, true, true, true, true],
                location: ForeignSample.at(9)
            )
        )
        let p3 = ColorValue(space: .displayP3, red: 1, green: 0.2, blue: 0.1, alpha: 0.5)
        palette.entries.append(
            Palette.Entry(
                key: "vivid",
                values: [p3, p3, ForeignSample.rgba(0xFF00_00FF), p3, p3],
                aliases: Array(repeating: nil, count: 5),
                explicit: [true, true, true, false, false],
                deprecation: Palette.Deprecation(message: "Use \"accent\"."),
                location: ForeignSample.at(10)
            )
        )
        palette.entries[3].deprecation = Palette.Deprecation(message: nil)
        palette.contrastPairs = [
            ContrastPair(foreground: "text.primary", background: "PGC01", minimum: .init(.wcag, 7, level: "AAA")),
            ContrastPair(
                foreground: "link",
                background: "overlay",
                base: "PGC01",
                highContrastMinimum: .init(.wcag, 4.5)
            ),
            ContrastPair(
                foreground: "gray",
                background: "PGC01",
                minimum: .init(.apca, 60),
                highContrastMinimum: .init(.apca, 75.5)
            ),
        ]
        palette.lintSettings = [
            LintRuleSetting(rule: .nearDuplicate, isOn: true, maximumDifference: 0.5),
            LintRuleSetting(rule: .unchangedDark, isOn: true),
            LintRuleSetting(rule: .deprecatedAlias, isOn: false),
            LintRuleSetting(rule: .outOfGamut, isOn: true, gamut: .sRGB),
        ]
        palette.lintOff = ["PGC01": [.unchangedDark], "link": [.nearDuplicate, .unchangedDark]]
        return palette
    }

    /// The JSON writer's text.
    func jsonText() -> String {
        var diagnostics = DiagnosticBag()
        let files = PaletteJSONEmitter().emit(Self.palette, options: ForeignSample.options, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        return files.first.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    /// The plist writer's text.
    func plistText() -> String {
        var diagnostics = DiagnosticBag()
        let files = PalettePlistEmitter().emit(Self.palette, options: ForeignSample.options, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        return files.first.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    /// The structure both writers must produce, as Foundation reads it.
    static var expected: [String: Any] {
        [
            "name": "Base",
            "description": "Brand colors & more.",
            "appearances": ["sepia": ["scheme": "light", "fallback": "light", "description": "Warm <reading> theme."]],
            "colors": [
                "PGC01": [
                    "light": "#000000", "dark": "#FFFFFF", "sepia": "#3B2F1E", "lint": ["unchanged-dark": false],
                ],
                "overlay": ["light": "#00000080", "dark": "#FFFFFF99"],
                "link": [
                    "light": "{PGC01}", "dark": "{PGC01}", "lint": ["near-duplicate": false, "unchanged-dark": false],
                ],
                "text.primary": [
                    "description": "Body text.", "deprecated": true, "light": "#1C1C1E", "dark": "#F2F2F7",
                ],
                "gray": "color(srgb 0.5 0.5 0.5)",
                "vivid": [
                    "deprecated": "Use \"accent\".",
                    "light": "color(display-p3 1 0.2 0.1 / 0.5)",
                    "dark": "color(display-p3 1 0.2 0.1 / 0.5)",
                    "light-hc": "#FF0000",
                ],
            ],
            "lint": [
                "near-duplicate": ["maximumDifference": 0.5], "unchanged-dark": true, "deprecated-alias": false,
                "out-of-gamut": ["gamut": "srgb"],
            ],
            "contrast": [
                ["foreground": "text.primary", "background": "PGC01", "minimum": "AAA"],
                ["foreground": "link", "background": "overlay", "base": "PGC01", "highContrastMinimum": 4.5],
                ["foreground": "gray", "background": "PGC01", "apca": 60, "highContrastMinimum": 75.5],
            ],
        ]
    }

    @Test func jsonHasTheNativeStructure() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(jsonText().utf8))
        #expect(NSDictionary(dictionary: try #require(parsed as? [String: Any])).isEqual(to: Self.expected))
    }

    @Test func jsonKeepsEntryOrderAndReadsNaturally() {
        let text = jsonText()
        #expect(
            text.hasPrefix(
                "{\n  \"name\": \"Base\",\n  \"description\": \"Brand colors & more.\",\n  \"appearances\": {"
            )
        )
        #expect(text.contains("    \"gray\": \"color(srgb 0.5 0.5 0.5)\",\n"))
        #expect(
            text.contains(
                "    \"PGC01\": {\n      \"light\": \"#000000\",\n      \"dark\": \"#FFFFFF\",\n      \"sepia\": \"#3B2F1E\",\n"
                    + "      \"lint\": { \"unchanged-dark\": false }\n    },\n"
            )
        )
        let order = ["\"PGC01\"", "\"overlay\"", "\"link\"", "\"text.primary\"", "\"gray\"", "\"vivid\""]
        let positions = order.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count && positions == positions.sorted())
    }

    @Test func contrastPairsAreWrittenAsAPaletteWritesThem() {
        #expect(
            jsonText().contains(
                #"""
                  "contrast": [
                    { "foreground": "text.primary", "background": "PGC01", "minimum": "AAA" },
                    { "foreground": "link", "background": "overlay", "base": "PGC01", "highContrastMinimum": 4.5 },
                    { "foreground": "gray", "background": "PGC01", "apca": 60, "highContrastMinimum": 75.5 }
                  ]
                """#
            )
        )
        let plist = plistText()
        #expect(plist.contains("\t\t\t<key>apca</key>\n\t\t\t<integer>60</integer>\n"))
        #expect(plist.contains("\t\t\t<key>highContrastMinimum</key>\n\t\t\t<real>75.5</real>\n"))
    }

    @Test func plistHasTheSameStructureWithAHeaderComment() throws {
        let text = HeaderDigest.removed(from: plistText())
        #expect(text.contains("-->\n<plist version=\"1.0\">"))
        #expect(text.contains("<!-- Generated by palettec from Base.plist. DO NOT EDIT. -->"))
        #expect(text.contains("<string>Brand colors &amp; more.</string>"))
        let parsed = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
        #expect(NSDictionary(dictionary: try #require(parsed as? [String: Any])).isEqual(to: Self.expected))
    }

    @Test(.enabled(if: ForeignSample.canRun("plutil"), "plutil is not installed; under CI=true this test fails"))
    func plutilAcceptsThePlist() throws {
        guard let plutil = ForeignSample.client("plutil") else { return }
        let folder = try ForeignSample.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Palette.plist")
        try Data(plistText().utf8).write(to: url)
        let result = try Executables.run(plutil, ["-lint", url.path])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    }
}
