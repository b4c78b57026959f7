import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteCompiler

/// `Compilation.compile` with `lenient`: the entries with errors are left out, each error a warning at its place; an
/// error about no entry still fails; the work stays linear when every other value is wrong.
@Suite struct LenientLoweringTests {
    /// Compiles `texts["t"]` as a DKNightVersion table, leniently.
    static func compile(_ texts: [String: String]) -> (Palette?, DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        var sources: [String: SourceFile] = [:]
        let palette = Compilation.compile(
            [PaletteLoader.Input(path: "t", format: .dkTable)],
            files: MemoryFileProvider(texts: texts),
            limits: .default,
            lenient: true,
            diagnostics: &diagnostics,
            sources: &sources
        )
        return (palette, diagnostics)
    }

    @Test func anEntryWithAnErrorIsLeftOutWithAWarningAtTheValue() {
        let marked = MarkedText("NORMAL NIGHT\n#ffffff #000000 BG\n#111111 1️⃣#00zz00 TEXT\n")
        let (palette, diagnostics) = Self.compile(["t": marked.text])
        #expect(palette?.entries.map(\.key) == ["BG"])
        #expect(
            diagnostics.diagnostics.map { $0.location.map { "\($0.path):\($0.line):\($0.column)" } }
                == [marked.place("1️⃣", in: "t")]
        )
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "DKNightVersion stops reading '#00zz00' at 'zz00' and silently shows #000000; use 6 or 8 hex digits; "
                    + "'TEXT' is left out of the converted palette"
            ]
        )
        #expect(diagnostics.diagnostics.map(\.severity) == [.warning])
    }

    @Test func anErrorAboutNoEntryFailsTheSource() {
        let (palette, diagnostics) = Self.compile(["t": "NIGHT RED\n#000000 #fafafa BG\n"])
        #expect(palette == nil)
        #expect(diagnostics.hasErrors)
    }

    @Test func everyOtherValueWrongStaysLinear() {
        let rows = 10_000
        var table = "NORMAL NIGHT\n"
        for row in 0..<rows {
            table += row.isMultiple(of: 2) ? "#ffffff #000000 K\(row)\n" : "#ffffff #00zz00 K\(row)\n"
        }
        let start = ContinuousClock.now
        let (palette, diagnostics) = Self.compile(["t": table])
        #expect(ContinuousClock.now - start < .seconds(20), "a generous hang guard")
        #expect(palette?.entries.count == rows / 2)
        let leftOut = diagnostics.diagnostics.filter { $0.message.hasSuffix("is left out of the converted palette") }
        #expect(leftOut.count == rows / 2)
        #expect(!diagnostics.hasErrors)
    }
}
