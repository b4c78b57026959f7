import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the SwiftGen colors readers (`.txt`, `.json`, `.xml`).
@Suite struct ForeignSwiftGenReaderTests {
    @Test func textValuesAreHexOrNamesAndApplyToEveryAppearance() {
        let text = "# comment\nRed   : #ff0000\nHalf  : 0x00000080\nLink  : Red\n\nLink2 : Link\n"
        let (palette, diagnostics) = ForeignRead.lower(nil, "colors.txt", ["colors.txt": text])
        #expect(diagnostics.diagnostics.isEmpty)
        for appearance in ["light", "dark", "light-hc", "dark-hc"] {
            #expect(ForeignRead.value(palette, "Red", appearance) == "#FF0000FF")
        }
        // SwiftGen's default order: eight digits are RRGGBBAA.
        #expect(ForeignRead.value(palette, "Half", "dark") == "#00000080")
        #expect(ForeignRead.value(palette, "Link2", "light") == "{Link}")
        #expect(palette?.entries.first { $0.key == "Link2" }?.values.first?.hexRGBA == "#FF0000FF")
    }

    @Test func linesSwiftGenWouldMisreadAreHazards() {
        let marked = MarkedText("1️⃣# Note: colors\n2️⃣Orphan line\nRed : 3️⃣#f00\nBlue : #0000ff 4️⃣trailing\n")
        let (documents, diagnostics) = ForeignRead.read(.swiftgen, "c.txt", ["c.txt": marked.text])
        #expect(
            ForeignRead.places(diagnostics)
                == ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map {
                    ForeignRead.place(.formatHazard, marked, $0)
                }
        )
        // `#f00` is not shorthand in SwiftGen: it is 0x00000f00.
        #expect(ForeignRead.values(documents, "Red") == ["*=#00000F00"])
    }

    @Test func anUnknownValueIsInvalid() {
        let marked = MarkedText("Title : 1️⃣notAColor\n")
        let (_, diagnostics) = ForeignRead.read(.swiftgen, "c.txt", ["c.txt": marked.text])
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.invalidColor, marked, "1️⃣")])
        #expect(diagnostics.diagnostics.first?.message.contains("nor the name of a color") == true)
    }

    @Test func jsonIsAFlatObjectOfStrings() {
        let marked = MarkedText("{\"Red\": \"#ff0000\", \"Bad\": 1️⃣1, \"Alpha\": \"ffffffcc\"}")
        let (documents, diagnostics) = ForeignRead.read(.swiftgen, "c.json", ["c.json": marked.text])
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.wrongType, marked, "1️⃣")])
        #expect(ForeignRead.values(documents, "Alpha") == ["*=#FFFFFFCC"])
    }

    @Test func xmlReadsAliasesAndWarnsAboutEightDigitOrder() {
        let marked = MarkedText(
            "<resources>\n<color name=\"a\">1️⃣#ffff66cc</color>\n<color name=\"b\">@color/a</color>\n2️⃣<color>#fff</color>\n</resources>"
        )
        let (documents, diagnostics) = ForeignRead.read(.swiftgen, "c.xml", ["c.xml": marked.text])
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.formatHazard, marked, "1️⃣"), ForeignRead.place(.missingField, marked, "2️⃣"),
            ]
        )
        #expect(diagnostics.diagnostics.first { $0.rule == .formatHazard }?.severity == .warning)
        #expect(ForeignRead.values(documents, "a") == ["*=#FFFF66CC"])
        #expect(ForeignRead.values(documents, "b") == ["*={a}"])
    }

    @Test func utf16IsReportedAsSuch() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "Red : #ff0000\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let files = MemoryFileProvider(files: ["c.txt": bytes])
        var diagnostics = DiagnosticBag()
        let documents = ForeignReader.read(.swiftgen, path: "c.txt", files: files, diagnostics: &diagnostics)
        #expect(documents.isEmpty)
        #expect(diagnostics.diagnostics.map(\.rule) == [.invalidUTF8])
        #expect(diagnostics.diagnostics.first?.message.contains("UTF-16") == true)
    }
}
