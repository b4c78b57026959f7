import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteFrontend

/// Which values of a palette with errors can still be judged: written as colors, or aliases whose chain ends in one.
@Suite struct ReadableSlotsTests {
    /// The pending palette of a JSON palette text, as lowering makes it.
    static func pending(_ json: String) throws -> PendingPalette {
        let file = SourceFile(path: "test.json", text: json)
        var bag = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: file.path, format: .paletteJSON)],
            files: MemoryFileProvider(files: [file.path: file.bytes]),
            diagnostics: &bag
        )
        try #require(loaded.failedInputs == 0)
        let table = AppearanceTable(documents: loaded.documents, diagnostics: &bag)
        var pending = PendingPalette(documents: loaded.documents, table: table, diagnostics: &bag)
        pending.applyFallbacks(table: table, earlier: bag.diagnostics, diagnostics: &bag)
        return pending
    }

    @Test func colorsAndChainsEndingInColorsAreReadable() throws {
        let pending = try Self.pending(
            """
            {
              "colors": {
                "ink": { "light": "#000000", "dark": "#12345" },
                "text": "{ink}",
                "label": "{text}",
                "lost": { "light": "{nowhere}", "dark": "#FFFFFF" },
                "a": { "light": "{b}", "dark": "#FFFFFF" },
                "b": { "light": "{a}", "dark": "{ink}" }
              }
            }
            """
        )
        let readable = ReadableSlots(pending)
        let entries = try ["ink", "text", "label", "lost", "a", "b"].map { try #require(pending.keyIndex[$0]) }
        let light = entries.map { readable.isReadable($0, 0) }
        let dark = entries.map { readable.isReadable($0, 1) }
        #expect(light == [true, true, true, false, false, false])
        #expect(dark == [false, false, false, true, true, false])
    }

    /// Each slot is walked once: 20,000 entries aliasing the next, the last to an unknown key, are all unreadable
    /// (a walk per slot would take 200 million steps per appearance).
    @Test func aLongChainIsWalkedOnce() throws {
        let count = 20_000
        var colors = (0..<(count - 1)).map { #""c\#($0)": "{c\#($0 + 1)}""# }
        colors.append(#""c\#(count - 1)": "{nowhere}""#)
        colors.append(##""end": "#FFFFFF""##)
        let pending = try Self.pending(#"{ "colors": { "# + colors.joined(separator: ", ") + " } }")
        let readable = ReadableSlots(pending)
        #expect((0..<count).allSatisfy { !readable.isReadable($0, 0) && !readable.isReadable($0, 1) })
        #expect(readable.isReadable(count, 0))
    }
}
