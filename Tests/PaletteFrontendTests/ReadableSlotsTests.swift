import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteFrontend

/// Which values of a palette with errors can still be judged: written as colors, or aliases whose chain ends in one.
@Suite struct ReadableSlotsTests {
    /// The readable slots of a JSON palette text, as lowering works them out: the pending palette, and the alias
    /// slots the resolver could not resolve.
    static func readable(_ json: String) throws -> ReadableSlots {
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
        var unresolved: Set<Int> = []
        _ = AliasResolver.resolve(pending, table: table, unresolved: &unresolved, diagnostics: &bag)
        return ReadableSlots(pending: pending, unresolved: unresolved)
    }

    @Test func colorsAndChainsEndingInColorsAreReadable() throws {
        let readable = try Self.readable(
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
        let entries = try ["ink", "text", "label", "lost", "a", "b"].map {
            try #require(readable.pending.keyIndex[$0])
        }
        let light = entries.map { readable.isReadable($0, 0) }
        let dark = entries.map { readable.isReadable($0, 1) }
        #expect(light == [true, true, true, false, false, false])
        #expect(dark == [false, false, false, true, true, false])
    }

    /// 20,000 entries aliasing the next, the last to an unknown key, are all unreadable; the resolver walks each
    /// chain once, so this takes no longer than resolving it (a walk per slot would take 200 million steps per
    /// appearance).
    @Test func aLongChainIsWalkedOnce() throws {
        let count = 20_000
        var colors = (0..<(count - 1)).map { #""c\#($0)": "{c\#($0 + 1)}""# }
        colors.append(#""c\#(count - 1)": "{nowhere}""#)
        colors.append(##""end": "#FFFFFF""##)
        let readable = try Self.readable(#"{ "colors": { "# + colors.joined(separator: ", ") + " } }")
        #expect((0..<count).allSatisfy { !readable.isReadable($0, 0) && !readable.isReadable($0, 1) })
        #expect(readable.isReadable(count, 0))
    }
}
