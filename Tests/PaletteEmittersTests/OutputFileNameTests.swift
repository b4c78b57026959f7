import PaletteEmitters
import Testing

/// Each single-file writer names the file it is usually written to; the golden tree and the fuzz harnesses go by it.
@Suite struct OutputFileNameTests {
    /// A single-file format has a conventional name, a folder format none.
    @Test(arguments: OutputFormat.allCases)
    func singleFileFormatsHaveAName(_ format: OutputFormat) {
        #expect((format.emitter.fileName(forPaletteNamed: "Brand") == nil) == format.emitter.writesFolder)
    }

    /// The names follow the palette's, as a project spells them.
    @Test func namesFollowThePalette() {
        #expect(OutputFormat.swift.emitter.fileName(forPaletteNamed: "Brand") == "Brand.swift")
        #expect(OutputFormat.css.emitter.fileName(forPaletteNamed: "Brand") == "brand.css")
        #expect(OutputFormat.dkTable.emitter.fileName(forPaletteNamed: "Brand") == "DKColorTable.txt")
        #expect(OutputFormat.html.emitter.fileName(forPaletteNamed: "Brand") == "Brand.preview.html")
    }
}
