import PaletteEmitters
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Images through an asset catalog and back: palette → xcassets → palette keeps every file the catalog can hold,
/// and the palette read from the catalog converts to a native palette that reads back the same.
@Suite struct ImageRoundTripTests {
    /// A palette with high-contrast artwork, a 2x file, a vector template, a theme's own artwork and a dimmed value.
    static let palette = """
        {
          "appearances": { "sepia": { "scheme": "light", "fallback": "light" } },
          "colors": { "text": { "light": "#000000", "dark": "#FFFFFF" } },
          "images": {
            "badge": {
              "light": "Images/badge.png", "dark": "Images/badge-dark.png",
              "light-hc": "Images/badge-hc.png", "dark-hc": "Images/badge-dark-hc.png", "sepia": "Images/badge-sepia.png"
            },
            "Icons/logo": { "light": "Images/logo@2x.png", "dark": "Images/logo-dark@2x.png" },
            "mark": { "template": true, "light": "Images/mark.svg", "dark": "Images/mark.svg" },
            "hero": { "light": "Images/badge.png", "dark": { "dim": 0.4 } }
          }
        }
        """

    /// The palette and its image files, each with bytes of its own.
    static var sources: MemoryFileProvider {
        var files: [String: [UInt8]] = ["Brand.json": Array(palette.utf8)]
        let pngs = ["badge", "badge-dark", "badge-hc", "badge-dark-hc", "badge-sepia"]
        for (index, name) in pngs.enumerated() {
            files["Images/\(name).png"] = TestImage.png(width: 8, height: 8) + [UInt8(index)]
        }
        files["Images/logo@2x.png"] = TestImage.png(width: 16, height: 16)
        files["Images/logo-dark@2x.png"] = TestImage.png(width: 16, height: 16) + [9]
        files["Images/mark.svg"] = TestImage.svg
        return MemoryFileProvider(files: files)
    }

    /// Loads and lowers `path` from `files`, with the project at the working folder.
    static func lower(_ path: String, _ files: any FileProvider) -> (Palette?, DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: path, project: ".")], files: files, diagnostics: &diagnostics)
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        return (palette, diagnostics)
    }

    /// Each image as `key [template]: appearance=digest@scale …` over the built-in appearances.
    static func describe(_ palette: Palette?) -> [String] {
        guard let palette else { return [] }
        return palette.images.map { image in
            let values = ["light", "dark", "light-hc", "dark-hc"].map { name in
                let value = palette.appearanceIndex(named: name).map { image.values[$0] }
                return "\(name)=\(value.map { "\($0.file.digest)@\($0.file.scale) dim \($0.dimming)" } ?? "-")"
            }
            return ([image.key + (image.isTemplate ? " template" : "")] + values).joined(separator: " ")
        }
        .sorted()
    }

    @Test func imagesComeBackFromTheAssetCatalogPalettecWrites() throws {
        let (original, loaded) = Self.lower("Brand.json", Self.sources)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics.map(\.message))")
        let palette = try #require(original)
        var emitted = DiagnosticBag()
        let options = EmitOptions(values: ["allowLoss": .bool(true)], outputPath: "Out/Brand.xcassets")
        let written = XcassetsEmitter().emit(palette, options: options, diagnostics: &emitted)
        #expect(!emitted.hasErrors)
        #expect(written.contains { $0.relativePath == "badge~sepia.imageset/Contents.json" })
        var files = Self.sources.files
        for file in written {
            files["Out/Brand.xcassets/" + file.relativePath] =
                file.copied.map { Self.sources.files[$0.path] ?? [] } ?? file.contents
        }
        let catalog = MemoryFileProvider(files: files)

        let (back, diagnostics) = Self.lower("Out/Brand.xcassets", catalog)
        // The theme's own set is recognized and said, not read as an image `badge~sepia`.
        #expect(
            diagnostics.diagnostics.map { "\($0.severity.rawValue) \($0.rule.rawValue) \($0.location?.path ?? "-")" }
                == [
                    "warning unsupported-by-format Out/Brand.xcassets/badge~sepia.imageset/Contents.json"
                ]
        )
        #expect(back?.images.map(\.key).sorted() == ["Icons/logo", "badge", "hero", "mark"])
        // Every file comes back by content, at its scale, with the template; the dimmed dark value is the Any file,
        // which is what the catalog shows there.
        var expected = Self.describe(palette)
        expected = expected.map { $0.replacingOccurrences(of: "dim 0.4", with: "dim 0.0") }
        #expect(Self.describe(back) == expected)

        // The palette read from the catalog, as a native palette beside it, reads back the same again.
        let read = try #require(back)
        for format in [OutputFormat.paletteJSON, .palettePlist] {
            let path = format == .paletteJSON ? "Converted/Brand.json" : "Converted/Brand.plist"
            var converted = DiagnosticBag()
            let native = format.emitter.emit(read, options: EmitOptions(outputPath: path), diagnostics: &converted)
            #expect(converted.diagnostics.isEmpty, "\(converted.diagnostics.map(\.message))")
            var beside = catalog
            beside.files[path] = try #require(native.first).contents
            let text = String(decoding: beside.files[path] ?? [], as: UTF8.self)
            #expect(text.contains("../Out/Brand.xcassets/badge.imageset/badge-dark-hc.png"))
            let (again, reread) = Self.lower(path, beside)
            #expect(reread.diagnostics.isEmpty, "\(reread.diagnostics.map(\.message))")
            #expect(Self.describe(again) == Self.describe(back))
        }
    }
}
