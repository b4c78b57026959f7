import PaletteEmitters
import PaletteModel
import Testing

/// Tests of the DKNightVersion color-table writer.
@Suite struct ForeignDKTableEmitterTests {
    /// Emits a palette with default options.
    func emit(_ palette: Palette, options: EmitOptions = ForeignSample.options) -> (String, DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let files = DKTableEmitter().emit(palette, options: options, diagnostics: &diagnostics)
        return (files.first.map { String(decoding: $0.contents, as: UTF8.self) } ?? "", diagnostics)
    }

    @Test func writesAlignedColumnsWithAlphaLastAndTheKeyLast() {
        let (text, diagnostics) = emit(ForeignSample.basic)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(
            text == """
                NORMAL     NIGHT
                #000000    #ffffff   PGC01
                #00000080  #ffffff99 overlay
                #000000    #ffffff   link
                #1c1c1e    #f2f2f7   text.primary

                """
        )
    }

    @Test func themesBecomeExtraColumnsWithTheirResolvedValues() {
        let (text, diagnostics) = emit(ForeignSample.withTheme)
        #expect(diagnostics.diagnostics.isEmpty)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "NORMAL     NIGHT      sepia")
        #expect(lines.dropFirst().first == "#000000    #ffffff    #3b2f1e   PGC01")
        // A theme value that falls back is written resolved: DKNightVersion has no fallback.
        #expect(lines.dropFirst(2).first == "#00000080  #ffffff99  #00000080 overlay")
    }

    @Test func highContrastAndP3AreErrors() {
        #expect(ForeignSample.rules(emit(ForeignSample.withHighContrast).1) == ["error unsupported-by-format"])
        #expect(ForeignSample.rules(emit(ForeignSample.withP3).1) == ["error unsupported-by-format"])
    }

    @Test func keysWithWhitespaceCannotBeRead() {
        var palette = ForeignSample.basic
        palette.entries[1].key = "two words"
        let (_, diagnostics) = emit(palette)
        #expect(ForeignSample.rules(diagnostics) == ["error unsupported-by-format"])
        #expect(diagnostics.diagnostics.first?.location == ForeignSample.at(4))
    }

    @Test func aThemeNamedLikeABuiltInColumnCollides() {
        var palette = ForeignSample.withTheme
        palette.appearances[4].name = "NIGHT"
        let (_, diagnostics) = emit(palette)
        #expect(ForeignSample.rules(diagnostics) == ["error name-collision"])
    }

    @Test func anEmptyPaletteIsOnlyTheHeader() {
        let (text, _) = emit(Palette(name: "Empty", entries: []))
        #expect(text == "NORMAL  NIGHT\n")
    }
}
