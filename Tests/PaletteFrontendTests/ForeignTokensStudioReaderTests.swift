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
              "core": { "bg": { "$type": "color", "$value": "#111111" } },
              "brand": { "bg": { "$type": "color", "$value": "#222222" } },
              "$metadata": { "tokenSetOrder": [1️⃣"core", "brand", 2️⃣"core"] }
            }
            """##
        )
        let (documents, diagnostics) = ForeignRead.read(.tokensStudio, "tokens.json", ["tokens.json": marked.text])
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.duplicateKey, marked, "2️⃣")])
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "token set 'core' is listed again in \"tokenSetOrder\"; it is read once, at its first place"
            ]
        )
        #expect(diagnostics.diagnostics.first?.severity == .warning)
        let first = SourceFile(path: "tokens.json", text: marked.text).location(ofOffset: marked.offsets["1️⃣"] ?? -1)
        #expect(diagnostics.diagnostics.first?.notes.map(\.location) == [first])
        #expect(ForeignRead.values(documents, "bg") == ["*=#222222"])
    }
}
