import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the DKNightVersion table readers: colors as the runtime decodes them, and every hazard at its place.
@Suite struct ForeignDKTableReaderTests {
    /// Reads a table text as `t` and lowers it.
    func lower(_ text: String) -> (Palette?, DiagnosticBag) {
        ForeignRead.lower(.dkTable, "t", ["t": text])
    }

    @Test func readsThemesColumnsAndKeysLast() {
        let (palette, diagnostics) = lower(
            "NORMAL   NIGHT    RED\n#ffffff  0x343434 fafafa80 BG\n#aaaaaa  #313131  #aaaaaa SEP\n"
        )
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(palette?.appearances.map(\.name) == ["light", "dark", "light-hc", "dark-hc", "RED"])
        // DKNightVersion falls back to NORMAL, so a palette that joins the table's build need not give RED values.
        #expect(palette?.themes.first?.fallback == "light")
        #expect(ForeignRead.value(palette, "BG", "light") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "BG", "dark") == "#343434FF")
        // More than six digits is RRGGBBAA: alpha last.
        #expect(ForeignRead.value(palette, "BG", "RED") == "#FAFAFA80")
        #expect(ForeignRead.value(palette, "SEP", "dark-hc") == "#313131FF")
    }

    @Test func aThemeColumnFallsBackToNormalForPalettesThatDoNotGiveIt() {
        let texts = [
            "t": "NORMAL NIGHT RED\n#ffffff #343434 #fafafa BG\n",
            "p.json": ##"{ "colors": { "ink": { "light": "#123", "dark": "#456" } } }"##,
        ]
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "t", format: .dkTable), .init(path: "p.json")],
            files: MemoryFileProvider(texts: texts),
            diagnostics: &diagnostics
        )
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map(\.message) == [])
        #expect(ForeignRead.value(palette, "ink", "RED") == "#112233FF")
    }

    @Test func aRowWrittenKeyFirstIsOneErrorSayingTheKeyGoesLast() {
        let marked = MarkedText("NORMAL NIGHT RED\n1️⃣BG #ffffff #343434 #fafafa\n#000000 #ffffff #000000 TEXT\n")
        let (documents, diagnostics) = ForeignRead.read(.dkTable, "t", ["t": marked.text])
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.formatHazard, marked, "1️⃣")])
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "row 'BG' has its key first; the key goes last: DKNightVersion takes the last word of a row as its key "
                    + "(here '#fafafa') and reads 'BG' as a color, so no lookup of 'BG' finds it — write "
                    + "'#ffffff #343434 #fafafa BG'"
            ]
        )
        #expect(ForeignRead.values(documents, "BG") == ["light=#FFFFFFFF", "dark=#343434FF", "RED=#FAFAFAFF"])
    }

    @Test func shortValuesAreNotShorthand() {
        let marked = MarkedText("NORMAL NIGHT\n1️⃣#fff #000000 BG\n")
        let (documents, diagnostics) = ForeignRead.read(.dkTable, "t", ["t": marked.text])
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.formatHazard, marked, "1️⃣")])
        #expect(diagnostics.diagnostics.first?.message.contains("0x000fff") == true)
        #expect(ForeignRead.values(documents, "BG") == ["light=#000FFFFF", "dark=#000000FF"])
    }

    @Test func wrongColumnCountsAreHazards() {
        let marked = MarkedText("NORMAL NIGHT\n1️⃣#ffffff BG\n2️⃣#ffffff #000000 #111111 FG\n")
        let (_, diagnostics) = ForeignRead.read(.dkTable, "t", ["t": marked.text])
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.formatHazard, marked, "1️⃣"), ForeignRead.place(.formatHazard, marked, "2️⃣"),
            ]
        )
        #expect(diagnostics.diagnostics.first?.message.contains("crashes") == true)
        #expect(diagnostics.diagnostics.last?.message.contains("ignores the extra colors") == true)
    }

    @Test func byteOrderMarkCRLFAndBlankFirstLineAreHazards() {
        let bom = "\u{FEFF}NORMAL NIGHT\n#ffffff #000000 BG\n"
        #expect(ForeignRead.places(ForeignRead.read(.dkTable, "t", ["t": bom]).diagnostics) == ["format-hazard@1:1"])

        let marked = MarkedText("NORMAL NIGHT1️⃣\r\n#ffffff #000000 BG\r\n")
        let (documents, crlf) = ForeignRead.read(.dkTable, "t", ["t": marked.text])
        #expect(ForeignRead.places(crlf) == [ForeignRead.place(.formatHazard, marked, "1️⃣")])
        // The key is read without the CR, so the rest of the file is still checked.
        #expect(documents.first?.entries.first?.key == "BG")

        let blank = MarkedText("1️⃣\nNORMAL NIGHT\n#ffffff #000000 BG\n")
        let (blankDocuments, blankDiagnostics) = ForeignRead.read(.dkTable, "t", ["t": blank.text])
        #expect(ForeignRead.places(blankDiagnostics) == [ForeignRead.place(.formatHazard, blank, "1️⃣")])
        #expect(blankDocuments.first?.entries.count == 1)
    }

    @Test func missingNormalDuplicateThemesAndJunkAreReported() {
        let marked = MarkedText("1️⃣NIGHT SEA 2️⃣SEA\n#ffffff 3️⃣#00ff00zz #0000ff BG\n")
        let (_, diagnostics) = ForeignRead.read(.dkTable, "t", ["t": marked.text])
        #expect(
            ForeignRead.places(diagnostics).sorted()
                == [
                    ForeignRead.place(.formatHazard, marked, "1️⃣"), ForeignRead.place(.formatHazard, marked, "2️⃣"),
                    ForeignRead.place(.formatHazard, marked, "3️⃣"),
                ].sorted()
        )
    }

    @Test func notAColorIsInvalid() {
        let marked = MarkedText("NORMAL NIGHT\n1️⃣white #000000 BG\n")
        let (_, diagnostics) = ForeignRead.read(.dkTable, "t", ["t": marked.text])
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.invalidColor, marked, "1️⃣")])
    }

    @Test func duplicateRowsAreDuplicateKeysInLowering() {
        let (palette, diagnostics) = lower("NORMAL NIGHT\n#ffffff #000000 BG\n#eeeeee #111111 BG\n")
        #expect(palette == nil)
        #expect(ForeignRead.places(diagnostics) == ["duplicate-key@3:17"])
    }

    @Test func nestedPlistVariantReadsThemesByName() {
        let text = ForeignDetectionTests.plist(
            "<key>BG</key><dict><key>NIGHT</key><string>#343434</string><key>NORMAL</key><string>#ffffff</string><key>SEA</key><string>#0000ff</string></dict>"
        )
        let (palette, diagnostics) = ForeignRead.lower(nil, "DKColorTable.plist", ["DKColorTable.plist": text])
        #expect(diagnostics.diagnostics.map(\.rule) == [.formatHazard])
        #expect(diagnostics.diagnostics.first?.severity == .warning)
        #expect(ForeignRead.value(palette, "BG", "light") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "BG", "dark") == "#343434FF")
        #expect(ForeignRead.value(palette, "BG", "SEA") == "#0000FFFF")
    }
}
