import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the asset catalog's imagesets against the shape Xcode writes (`Docs/Formats.md`).
@Suite struct ForeignXcassetsImageSetTests {
    /// Emits a palette.
    func emit(_ palette: Palette, options: EmitOptions = ForeignSample.options) -> ([GeneratedFile], DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let files = XcassetsEmitter().emit(palette, options: options, diagnostics: &diagnostics)
        return (files, diagnostics)
    }

    /// A generated `Contents.json` parsed with Foundation's JSONSerialization (the oracle).
    func json(_ files: [GeneratedFile], _ path: String) throws -> [String: Any] {
        let file = try #require(files.first { $0.relativePath == path }, "\(path) not generated")
        return try #require(try JSONSerialization.jsonObject(with: Data(file.contents)) as? [String: Any])
    }

    @Test func eachImageIsASetOfCopiesListedByItsContentsJSON() throws {
        let (files, diagnostics) = emit(ImageSample.withoutDimming)
        #expect(diagnostics.diagnostics.isEmpty)
        let copies = files.filter { $0.copied != nil }.map { "\($0.relativePath) ← \($0.copied?.path ?? "")" }
        let fixtures = ImageSample.folder
        #expect(
            copies == [
                "weather/sun.imageset/sun@2x.png ← \(fixtures)/sun@2x.png",
                "weather/sun.imageset/sun-dark.png ← \(fixtures)/moon.png",
                "badge.imageset/badge.png ← \(fixtures)/sun.png",
                "badge.imageset/badge-dark.png ← \(fixtures)/moon.png",
                "badge.imageset/badge-hc.png ← \(fixtures)/sun-contrast.png",
                "badge.imageset/badge-dark-hc.png ← \(fixtures)/moon.png",
                "mark.imageset/mark.svg ← \(fixtures)/mark.svg",
            ]
        )
        // An image the same in dark (`mark`) has no Dark item: Xcode shows the Any one there.
        let mark = try json(files, "mark.imageset/Contents.json")
        #expect((mark["images"] as? [[String: Any]])?.count == 1)
        // The image's group folder is made once, like a color's.
        #expect(files.filter { $0.relativePath == "weather/Contents.json" }.count == 1)
        // Every copy is listed by its set's Contents.json, which is how the driver knows it is palettec's.
        let emitter = XcassetsEmitter()
        for copy in files where copy.copied != nil {
            #expect(emitter.ownsFile(atRelativePath: copy.relativePath))
            let listing = try #require(emitter.listing(ofCopyAt: copy.relativePath))
            let text = try #require(ForeignSample.text(files, listing.path))
            #expect(text.contains(listing.entry), "\(listing)")
        }
        #expect(emitter.listing(ofCopyAt: "badge.colorset/badge.png") == nil)
        #expect(emitter.listing(ofCopyAt: "badge.imageset/Contents.json") == nil)
        #expect(!emitter.ownsFile(atRelativePath: "badge.imageset/notes.txt"))
    }

    @Test func aRasterSetSaysEachFilesScaleInXcodesLayout() throws {
        let (files, _) = emit(ImageSample.withoutDimming)
        let text = try #require(ForeignSample.text(files, "weather/sun.imageset/Contents.json"))
        #expect(
            text == """
                {
                  "images" : [
                    {
                      "filename" : "sun@2x.png",
                      "idiom" : "universal",
                      "scale" : "2x"
                    },
                    {
                      "appearances" : [
                        {
                          "appearance" : "luminosity",
                          "value" : "dark"
                        }
                      ],
                      "filename" : "sun-dark.png",
                      "idiom" : "universal",
                      "scale" : "1x"
                    }
                  ],
                  "info" : {
                    "author" : "palettec",
                    "version" : 1
                  }
                }

                """
        )
    }

    @Test func highContrastItemsAppearOnlyForImagesThatHaveThem() throws {
        let (files, _) = emit(ImageSample.withoutDimming)
        func appearances(_ path: String) throws -> [[String]] {
            let images = try #require(try json(files, path)["images"] as? [[String: Any]])
            return images.map { item in
                (item["appearances"] as? [[String: String]] ?? []).map {
                    "\($0["appearance"] ?? "")=\($0["value"] ?? "")"
                }
            }
        }
        #expect(
            try appearances("badge.imageset/Contents.json") == [
                [], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"],
            ]
        )
        #expect(try appearances("weather/sun.imageset/Contents.json") == [[], ["luminosity=dark"]])
    }

    @Test func aTemplateVectorPreservesItsVectorsAndHasNoScale() throws {
        let (files, _) = emit(ImageSample.withoutDimming)
        let set = try json(files, "mark.imageset/Contents.json")
        #expect(set.keys.sorted() == ["images", "info", "properties"])
        let properties = try #require(set["properties"] as? [String: Any])
        #expect(properties["preserves-vector-representation"] as? Bool == true)
        #expect(properties["template-rendering-intent"] as? String == "template")
        let images = try #require(set["images"] as? [[String: Any]])
        #expect(images.allSatisfy { $0["scale"] == nil && $0["idiom"] as? String == "universal" })
    }

    @Test func aDimmedValueIsLeftOutWithALossThatAllowLossMakesAWarning() throws {
        let (files, diagnostics) = emit(ImageSample.palette)
        let message =
            "image 'night' is dimmed in 'dark' (black at 0.400 over it); images in an asset catalog are files without effects, so "
            + "that variant is left out and the catalog shows the Any image there (the generated Swift applies the "
            + "dimming) (set \"allowLoss\": true on this output to accept the loss)"
        #expect(diagnostics.diagnostics.map(\.message) == [message])
        #expect(diagnostics.diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.diagnostics.first?.location == ImageSample.at(22))
        let images = try #require(try json(files, "night.imageset/Contents.json")["images"] as? [[String: Any]])
        #expect(images.map { $0["filename"] as? String } == ["night.png"])

        let (_, lossy) = emit(ImageSample.palette, options: ForeignSample.lossyOptions)
        #expect(lossy.diagnostics.map(\.severity) == [.warning])
    }

    @Test func aThemesOwnArtworkIsAnImagesetOfItsOwnWhereTheSwiftLooksItUp() throws {
        var palette = ImageSample.withoutDimming
        palette.appearances.append(Appearance(name: "sepia", scheme: .light, fallback: "light"))
        for index in palette.images.indices {
            // The badge has sepia artwork of its own (the mark's file); the others fall back to light.
            palette.images[index].values.append(
                index == 1 ? palette.images[2].values[0] : palette.images[index].values[0]
            )
            palette.images[index].explicit.append(index == 1)
            palette.images[index].aliases.append(nil)
        }
        palette.entries[0].values.append(palette.entries[0].values[0])
        palette.entries[0].explicit.append(false)
        palette.entries[0].aliases.append(nil)
        let (files, diagnostics) = emit(palette)
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "theme 'sepia' (values in 1 image) cannot be switched to by an asset catalog; its own artwork is in "
                    + "imagesets named 'key~theme', which the generated Swift shows when the theme is chosen (set "
                    + "\"allowLoss\": true on this output to accept the loss)"
            ]
        )
        #expect(diagnostics.diagnostics.first?.location == ImageSample.at(14))
        let own = try #require(try json(files, "badge~sepia.imageset/Contents.json")["images"] as? [[String: Any]])
        #expect(own.map { $0["filename"] as? String } == ["badge~sepia.svg"])
        #expect(own.allSatisfy { $0["appearances"] == nil })
        #expect(
            files.first { $0.relativePath == "badge~sepia.imageset/badge~sepia.svg" }?.copied?.path
                == palette.images[2].values[0].file.path
        )
        #expect(ImageCatalogLayout.ownSets(of: palette.images[1], in: palette).map(\.name) == ["badge~sepia"])
        // The generated Swift looks the theme's artwork up in that set.
        var swiftDiagnostics = DiagnosticBag()
        let swift = SwiftEmitter().emit(palette, options: EmitOptions(), diagnostics: &swiftDiagnostics)
        #expect(swift.contains { $0.text.contains("\"badge~sepia\"") })
    }

    @Test func anImageAndAColorDifferingInCaseAreOneFolderOnlyWhenTheyAreTheSameKindOfSet() throws {
        var palette = ImageSample.withoutDimming
        palette.images.append(ImageSample.image("BADGE", .file(ImageSample.sun), .file(ImageSample.moon), line: 30))
        palette.images.append(ImageSample.image("Text", .file(ImageSample.sun), .file(ImageSample.moon), line: 31))
        let (files, diagnostics) = emit(palette)
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "'BADGE' and 'badge' become the same imageset folder on a case-insensitive file system"
            ]
        )
        #expect(files.contains { $0.relativePath == "Text.imageset/Contents.json" })
    }
}
