import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// The repository's example palettes declare contrast pairs that pass; pairs held back from them, which fail in one
/// appearance only, are reported with both keys, the appearance and the ratio.
@Suite struct ContrastExamplePaletteTests {
    /// Lowers `Palettes/Base.plist` and `Palettes/Semantic.json` with the images they name, the JSON file's text
    /// changed by `edit` first.
    static func lower(
        editingSemantic edit: (String) -> String = { $0 }
    ) throws -> (marked: MarkedText, palette: Palette?, diagnostics: [Diagnostic], pairs: Int) {
        let root = Golden.packageRoot
        let base = try String(contentsOf: root.appendingPathComponent("Palettes/Base.plist"), encoding: .utf8)
        let semantic = try String(contentsOf: root.appendingPathComponent("Palettes/Semantic.json"), encoding: .utf8)
        let marked = MarkedText(edit(semantic))
        var files = MemoryFileProvider(texts: ["Base.plist": base, "Semantic.json": marked.text])
        // The images the palettes name, so they load as they do from the repository.
        let images = root.appendingPathComponent("Palettes/Images")
        for name in try FileManager.default.contentsOfDirectory(atPath: images.path) {
            files.files["Images/" + name] = try [UInt8](Data(contentsOf: images.appendingPathComponent(name)))
        }
        var bag = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: "Base.plist"), .init(path: "Semantic.json")],
            files: files,
            diagnostics: &bag
        )
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &bag)
        let pairs = loaded.documents.reduce(0) { $0 + $1.contrastPairs.count }
        return (marked, palette, bag.sorted(), pairs)
    }

    @Test func declaredPairsPassInEveryAppearance() throws {
        let result = try Self.lower()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.palette != nil)
        #expect(result.pairs == 7)
    }

    /// The dark-hc separator (`#545458` on black) is 2.78:1, below WCAG 1.4.11's 3:1 for non-text; `PGC02` has no
    /// sepia value, so sepia falls back to its light `#666666`, 4.34:1 on the sepia card `#EADFC8`.
    @Test func heldBackPairsFailingInOneAppearanceAreReported() throws {
        let result = try Self.lower { text in
            text.replacingOccurrences(
                of: "\"contrast\": [\n",
                with: """
                    "contrast": [
                        1️⃣{ "foreground": "separator", "background": "background.page", "minimum": 1.5, "highContrastMinimum": "non-text" },
                        4️⃣{ "foreground": "PGC02", "background": "background.card", "minimum": "AA" },

                    """
            )
        }
        #expect(result.palette == nil)
        let marked = result.marked
        let lines = result.diagnostics.flatMap { diagnostic in
            ["\(diagnostic.location.map { "\($0.line):\($0.column)" } ?? ""): \(diagnostic.message)"]
                + diagnostic.notes.map { "  \($0.location.map { "\($0.path):\($0.line)" } ?? ""): \($0.message)" }
        }
        let pair = { (marker: String) in
            marked.position(marker).map { "\($0.line):\($0.column)" } ?? "no \(marker)"
        }
        #expect(
            lines == [
                pair("1️⃣") + ": 'separator' on 'background.page' has a contrast of 2.78:1 in 'dark-hc', below the "
                    + "minimum 3:1 (non-text)",
                "  Semantic.json:\(line(of: "\"dark-hc\": \"#545458FF\"", in: marked.text)): 'separator' is #545458 in "
                    + "'dark-hc'",
                "  Semantic.json:\(line(of: "\"dark\": \"{PGC03}\"", in: marked.text, after: "background.page")): "
                    + "'background.page' is {PGC03}, #000000 in 'dark-hc'",
                pair("4️⃣") + ": 'PGC02' on 'background.card' has a contrast of 4.34:1 in 'sepia', below the minimum "
                    + "4.5:1 (AA)",
                "  Base.plist:29: 'PGC02' is #666666 in 'sepia'",
                "  Semantic.json:\(line(of: "\"sepia\": \"#EADFC8\"", in: marked.text)): 'background.card' is #EADFC8 in "
                    + "'sepia'",
            ]
        )
    }

    /// The 1-based line of the first occurrence of `needle` (after the first `after`, if given).
    func line(of needle: String, in text: String, after: String? = nil) -> Int {
        let start = after.flatMap { text.range(of: $0)?.upperBound } ?? text.startIndex
        guard let found = text.range(of: needle, range: start..<text.endIndex) else { return 0 }
        return text[..<found.lowerBound].filter { $0 == "\n" }.count + 1
    }
}
