import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the LFLDarkModeKit bundle reader.
@Suite struct ForeignLFLBundleReaderTests {
    /// A plist file of the bundle with `body` inside its dict.
    static func plist(_ body: String) -> String {
        ForeignDetectionTests.plist(body)
    }

    @Test func readsAlphaFirstAndMergesTheTwoFiles() {
        let files = [
            "C.bundle/light.plist": Self.plist(
                "<key>PGC01</key><string>000000</string><key>PGC02</key><string>80FFFFFF</string>"
            ),
            "C.bundle/dark.plist": Self.plist(
                "<key>PGC02</key><string>99000000</string><key>PGC01</key><string>ffffff</string>"
            ),
        ]
        let (palette, diagnostics) = ForeignRead.lower(nil, "C.bundle", files)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(palette?.entries.map(\.key) == ["PGC01", "PGC02"])
        #expect(ForeignRead.value(palette, "PGC01", "dark") == "#FFFFFFFF")
        // Eight digits are AARRGGBB: alpha first.
        #expect(ForeignRead.value(palette, "PGC02", "light") == "#FFFFFF80")
        #expect(ForeignRead.value(palette, "PGC02", "dark") == "#00000099")
    }

    @Test func aKeyInOneFileIsMissingWithANoteAtTheOtherFile() {
        let light = MarkedText(
            Self.plist("<key>PGC01</key><string>000000</string>1️⃣<key>PGC09</key><string>111111</string>")
        )
        let dark = MarkedText(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n2️⃣<dict><key>PGC01</key><string>FFFFFF</string></dict>\n</plist>\n"
        )
        let (palette, diagnostics) = ForeignRead.lower(
            nil,
            "C.bundle",
            ["C.bundle/light.plist": light.text, "C.bundle/dark.plist": dark.text]
        )
        #expect(palette == nil)
        let missing = diagnostics.diagnostics.filter { $0.rule == .missingAppearance }
        #expect(missing.map(\.severity) == [.note, .error])
        #expect(missing.first?.location?.path == "C.bundle/dark.plist")
        #expect(
            ForeignRead.place(.missingAppearance, dark, "2️⃣").hasSuffix(
                "\(missing.first?.location?.line ?? 0):\(missing.first?.location?.column ?? 0)"
            )
        )
        #expect(missing.first?.message.contains("opaque black") == true)
        #expect(missing.last?.location?.path == "C.bundle/light.plist")
        #expect(
            ForeignRead.place(.missingAppearance, light, "1️⃣").hasSuffix(
                "\(missing.last?.location?.line ?? 0):\(missing.last?.location?.column ?? 0)"
            )
        )
    }

    @Test(arguments: [
        ("#FFAA00", "does not strip '#'", "#0FFAA0FF"),
        ("0xFFAA00", "does not strip '0x'", "#FFAA0000"),
        ("FFAA0", "crashes with NSRangeException", "#000000FF"),
        ("FFAA00F", "reads only the first six", "#FFAA00FF"),
        ("FFGG00", "non-hex character", "#FF0000FF"),
    ])
    func misreadStringsAreHazardsWithWhatTheRuntimeShows(text: String, says: String, shows: String) {
        let marked = MarkedText(Self.plist("<key>K</key>1️⃣<string>\(text)</string>"))
        let files = [
            "C.bundle/light.plist": marked.text,
            "C.bundle/dark.plist": Self.plist("<key>K</key><string>000000</string>"),
        ]
        let (documents, diagnostics) = ForeignRead.read(nil, "C.bundle", files)
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.formatHazard, marked, "1️⃣")])
        #expect(diagnostics.diagnostics.first?.message.contains(says) == true, "\(diagnostics.diagnostics)")
        #expect(ForeignRead.values(documents, "K").first == "light=" + shows)
    }

    @Test func nonStringsAreWrongTypeAndDuplicatesAreReported() {
        let marked = MarkedText(
            Self.plist(
                "<key>A</key>1️⃣<integer>0</integer><key>B</key><string>000000</string>2️⃣<key>B</key><string>111111</string>"
            )
        )
        let files = [
            "C.bundle/light.plist": marked.text,
            "C.bundle/dark.plist": Self.plist("<key>A</key><string>000000</string><key>B</key><string>000000</string>"),
        ]
        let (documents, diagnostics) = ForeignRead.read(nil, "C.bundle", files)
        #expect(
            ForeignRead.places(diagnostics).sorted()
                == [
                    ForeignRead.place(.wrongType, marked, "1️⃣"), ForeignRead.place(.duplicateKey, marked, "2️⃣"),
                ].sorted()
        )
        // Foundation keeps the last of two equal keys; so does palettec, after reporting it.
        #expect(ForeignRead.values(documents, "B").first == "light=#111111FF")
    }

    @Test func aMissingFileIsUnreadable() {
        let (documents, diagnostics) = ForeignRead.read(
            .lflBundle,
            "C.bundle",
            ["C.bundle/light.plist": Self.plist("<key>A</key><string>000000</string>")]
        )
        #expect(diagnostics.diagnostics.map(\.rule) == [.unreadableFile])
        #expect(documents.first?.entries.count == 1)
    }
}
