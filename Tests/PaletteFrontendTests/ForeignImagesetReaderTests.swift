import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of reading an asset catalog's imagesets: each appearance's file, read and checked by the loader as a
/// native palette's image files are.
@Suite struct ForeignImagesetReaderTests {
    /// `Fixtures/Foreign/Art.xcassets`, an asset catalog in the shape Xcode writes, at `Art.xcassets` in memory.
    static func artCatalog() -> MemoryFileProvider {
        let folder = Golden.packageRoot.appendingPathComponent("Tests/PaletteFrontendTests/Fixtures/Foreign")
        var files: [String: [UInt8]] = [:]
        let base = folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(
            at: folder.appendingPathComponent("Art.xcassets"),
            includingPropertiesForKeys: nil
        )
        while let url = enumerator?.nextObject() as? URL {
            guard let data = try? Data(contentsOf: url), !url.hasDirectoryPath else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = [UInt8](data)
        }
        return MemoryFileProvider(files: files)
    }

    /// Loads and lowers `path` from `files`.
    static func lower(_ path: String, _ files: MemoryFileProvider) -> (Palette?, DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: path)], files: files, diagnostics: &diagnostics)
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        return (palette, diagnostics)
    }

    /// An image's value in every appearance, as `appearance=file name@scale`, plus `template` when it is one.
    static func describe(_ palette: Palette?, _ key: String) -> [String] {
        guard let palette, let image = palette.images.first(where: { $0.key == key }) else { return [] }
        let values = zip(palette.appearances, image.values).map { appearance, value in
            "\(appearance.name)=\(PathText.lastComponent(value.file.path))@\(value.file.scale)"
        }
        return values + (image.isTemplate ? ["template"] : [])
    }

    /// A catalog of `Logo.imageset` with `contents`, and the image files it may name.
    static func logoCatalog(_ contents: String, files: [String: [UInt8]] = [:]) -> MemoryFileProvider {
        var all: [String: [UInt8]] = ["A.xcassets/Contents.json": Array("{}".utf8)]
        all["A.xcassets/Logo.imageset/Contents.json"] = Array(contents.utf8)
        for (name, bytes) in files { all["A.xcassets/Logo.imageset/" + name] = bytes }
        return MemoryFileProvider(files: all)
    }

    @Test func xcodesShapeGivesEachAppearanceItsFile() throws {
        let files = Self.artCatalog()
        let (palette, diagnostics) = Self.lower("Art.xcassets", files)
        #expect(diagnostics.printedLines == [])
        #expect(palette?.entries.map(\.key) == ["Paper"])
        #expect(palette?.images.map(\.key) == ["badge", "mark", "Icons/sun"])
        // Of the 1x and 2x files (3x is an empty slot), the 2x one is read, at its scale.
        #expect(
            Self.describe(palette, "Icons/sun") == [
                "light=sun@2x.png@2", "dark=moon.png@1", "light-hc=sun@2x.png@2", "dark-hc=moon.png@1",
            ]
        )
        #expect(
            Self.describe(palette, "badge") == [
                "light=badge.png@1", "dark=badge-dark.png@1", "light-hc=badge-hc.png@1", "dark-hc=badge-dark-hc.png@1",
            ]
        )
        // A single-scale vector file stands for every appearance; the set's rendering intent makes a template.
        #expect(
            Self.describe(palette, "mark") == [
                "light=mark.svg@1", "dark=mark.svg@1", "light-hc=mark.svg@1", "dark-hc=mark.svg@1", "template",
            ]
        )
        for image in palette?.images ?? [] {
            for value in image.values {
                // The files are the catalog's own, read by the loader: their digests are those of their bytes.
                let bytes = try #require(files.contents(of: value.file.path), "\(value.file.path)")
                #expect(value.file.digest == ContentDigest(of: bytes).hex)
                #expect(value.file.path.hasPrefix("Art.xcassets/"))
            }
        }
        #expect(palette?.images.first { $0.key == "mark" }?.values.first?.file.kind == .svg)
    }

    @Test func theItemOfTheHighestScaleIsReadAtTheScaleTheSetGivesIt() throws {
        let marked = MarkedText(
            """
            {
              "images" : [
                { "filename" : "small.png", "idiom" : "universal", "scale" : "1x" },
                { "filename" : 1️⃣"big.png", "idiom" : "universal", "scale" : "3x" },
                { "filename" : "middle.png", "idiom" : "universal", "scale" : "2x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "night@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : 2️⃣"night.png", "idiom" : "universal" }
              ]
            }
            """
        )
        let files = Self.logoCatalog(
            marked.text,
            files: [
                "small.png": TestImage.png(width: 8, height: 8), "middle.png": TestImage.png(width: 16, height: 16),
                "big.png": TestImage.png(width: 24, height: 24), "night.png": TestImage.png(width: 8, height: 8),
                "night@2x.png": TestImage.png(width: 16, height: 16),
            ]
        )
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: "A.xcassets")], files: files, diagnostics: &diagnostics)
        let path = "A.xcassets/Logo.imageset/Contents.json"
        let values = try #require(loaded.documents.first?.images.first?.values)
        let places = values.map { value in value.location.map { "\($0.path):\($0.line):\($0.column)" } ?? "-" }
        #expect(places == [marked.place("1️⃣", in: path), marked.place("2️⃣", in: path)])
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        // 24×24 px at 3x is 8×8 points, as the dark file is: no size warning, though the name says no scale.
        #expect(diagnostics.printedLines == [])
        // A single-scale item (no "scale") is Xcode's one file for every scale: read before any scaled one.
        #expect(
            Self.describe(palette, "Logo") == [
                "light=big.png@3", "dark=night.png@1", "light-hc=big.png@3", "dark-hc=night.png@1",
            ]
        )
    }

    @Test func itemsPalettecDoesNotReadAreNamedInWarnings() throws {
        let path = "A.xcassets/Logo.imageset/Contents.json"
        let marked = MarkedText(
            """
            1️⃣{
              "images" : [
                2️⃣{ "filename" : "a.png", "idiom" : "universal", "scale" : "1x" },
                3️⃣{ "filename" : "b.png", "idiom" : "universal", "scale" : "1x" },
                { "filename" : "c.png", "idiom" : "universal", "display-gamut" : "display-P3" },
                { "filename" : "d.png", "idiom" : "universal", "language-direction" : "right-to-left" },
                { "filename" : "e.png", "idiom" : "iphone", "scale" : "2x" },
                { "filename" : "f.png", "idiom" : "universal", "scale" : "4x" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : 4️⃣"../../night.png", "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "night.png", "idiom" : "universal", "scale" : "1x" }
              ]
            }
            """
        )
        let image = TestImage.png(width: 8, height: 8)
        let files = Self.logoCatalog(marked.text, files: ["a.png": image, "night.png": image])
        let (palette, diagnostics) = Self.lower("A.xcassets", files)
        let firstLine = try #require(marked.position("2️⃣")).line
        #expect(
            diagnostics.printedLines == [
                "\(marked.place("1️⃣", in: path)): warning: 'Logo': only universal images in the sRGB gamut are read; "
                    + "ignored display-gamut 'display-P3', idiom 'iphone', language-direction 'right-to-left', scale "
                    + "'4x' [unsupported-by-format]",
                "\(marked.place("3️⃣", in: path)): warning: 'Logo' has a second image for Any at 1x; the first, at line "
                    + "\(firstLine), is read and this one is not [duplicate-key]",
                "\(marked.place("4️⃣", in: path)): warning: 'Logo': \"filename\" '../../night.png' is not the name of a "
                    + "file in the imageset; the item is skipped [unsupported-by-format]",
            ]
        )
        let note = diagnostics.sorted().flatMap(\.notes).first
        #expect(note?.message == "the first image for Any at 1x")
        #expect(note?.location.map { "\($0.path):\($0.line):\($0.column)" } == marked.place("2️⃣", in: path))
        #expect(
            Self.describe(palette, "Logo") == [
                "light=a.png@1", "dark=night.png@1", "light-hc=a.png@1", "dark-hc=night.png@1",
            ]
        )
    }

    @Test func setsWithoutAnImageToReadAreSkippedWithAWarning() throws {
        let dark = #"{ "appearance" : "luminosity", "value" : "dark" }"#
        let sets: [(String, MarkedText)] = [
            ("NoList", MarkedText(#"1️⃣{ "info" : { "author" : "xcode", "version" : 1 } }"#)),
            ("Empty", MarkedText(#"{ "images" : 2️⃣[ { "idiom" : "universal", "scale" : "1x" } ] }"#)),
            (
                "Wide",
                MarkedText(
                    #"{ "images" : 3️⃣[ { "filename" : "w.png", "idiom" : "universal", "display-gamut" : "display-P3" } ] }"#
                )
            ),
            (
                "DarkOnly",
                MarkedText(
                    #"{ "images" : 4️⃣[ { "appearances" : [ \#(dark) ], "filename" : "n.png", "idiom" : "universal" } ] }"#
                )
            ),
            ("Broken", MarkedText(#"5️⃣{ "images" : { "filename" : 7 } }"#)),
        ]
        var files: [String: String] = [
            "A.xcassets/Contents.json": "{}",
            "A.xcassets/Paper.colorset/Contents.json": ForeignXcassetsReaderTests.colorset([
                ForeignXcassetsReaderTests.item(
                    "\"red\" : \"1.000\", \"green\" : \"1.000\", \"blue\" : \"1.000\", \"alpha\" : \"1.000\""
                )
            ]),
        ]
        for (name, marked) in sets { files["A.xcassets/\(name).imageset/Contents.json"] = marked.text }
        let (palette, diagnostics) = Self.lower("A.xcassets", MemoryFileProvider(texts: files))
        func place(_ name: String, _ marker: String) -> String {
            let marked = sets.first { $0.0 == name }?.1
            return marked?.place(marker, in: "A.xcassets/\(name).imageset/Contents.json") ?? "-"
        }
        let skipped = "; it is skipped [unsupported-by-format]"
        #expect(
            diagnostics.printedLines == [
                "\(place("Broken", "5️⃣")): warning: 'Broken': this imageset's Contents.json has no 'images' array; it is "
                    + "skipped [missing-field]",
                "\(place("DarkOnly", "4️⃣")): warning: 'DarkOnly': this imageset has no Any (or Light) image, the one "
                    + "every other appearance falls back to" + skipped,
                "\(place("Empty", "2️⃣")): warning: 'Empty': this imageset holds no image file palettec reads (none of "
                    + "its \"images\" has a \"filename\")" + skipped,
                "\(place("NoList", "1️⃣")): warning: 'NoList': this imageset's Contents.json has no 'images' array; it "
                    + "is skipped [missing-field]",
                "\(place("Wide", "3️⃣")): warning: 'Wide': this imageset holds no image file palettec reads (only "
                    + "universal images in the sRGB gamut are read, and it has none (ignored display-gamut "
                    + "'display-P3'))" + skipped,
            ]
        )
        #expect(palette?.entries.map(\.key) == ["Paper"])
        #expect(palette?.images.isEmpty == true)
    }

    @Test func palettecsOwnSetsForArtworkTheCatalogCannotShowAreNotImagesOfTheirOwn() throws {
        let any = #"{ "images" : [ { "filename" : "f.png", "idiom" : "universal", "scale" : "1x" } ], "#
        let byPalettec = any + #""info" : { "author" : "palettec", "version" : 1 } }"#
        let byXcode = any + #""info" : { "author" : "xcode", "version" : 1 } }"#
        let own = MarkedText("1️⃣" + byPalettec)
        var files: [String: [UInt8]] = [
            "A.xcassets/Contents.json": Array("{}".utf8),
            "A.xcassets/logo.imageset/Contents.json": Array(byPalettec.utf8),
            "A.xcassets/logo~sepia.imageset/Contents.json": Array(own.text.utf8),
            // Without `wave.imageset` beside it, or written by Xcode, a `~` is part of an image's name.
            "A.xcassets/sea~wave.imageset/Contents.json": Array(byXcode.utf8),
            "A.xcassets/sky.imageset/Contents.json": Array(byXcode.utf8),
            "A.xcassets/sky~blue.imageset/Contents.json": Array(byXcode.utf8),
        ]
        for set in ["logo", "logo~sepia", "sea~wave", "sky", "sky~blue"] {
            files["A.xcassets/\(set).imageset/f.png"] = TestImage.png(width: 4, height: 4)
        }
        let (palette, diagnostics) = Self.lower("A.xcassets", MemoryFileProvider(files: files))
        #expect(
            diagnostics.printedLines == [
                "\(own.place("1️⃣", in: "A.xcassets/logo~sepia.imageset/Contents.json")): warning: 'logo~sepia' is the "
                    + "set palettec writes for a file of 'logo' that an asset catalog cannot switch to (a theme's own "
                    + "artwork, or the file a dimmed value darkens, first used in 'sepia'); a catalog has no themes or "
                    + "dimming, so it is not read as an image [unsupported-by-format]"
            ]
        )
        #expect(palette?.images.map(\.key) == ["logo", "sea~wave", "sky", "sky~blue"])
    }

    @Test func aMissingFileIsAnErrorWhereTheSetNamesIt() throws {
        let marked = MarkedText(#"{ "images" : [ { "filename" : 1️⃣"gone.png", "idiom" : "universal" } ] }"#)
        let (palette, diagnostics) = Self.lower("A.xcassets", Self.logoCatalog(marked.text))
        #expect(palette == nil)
        #expect(
            diagnostics.printedLines == [
                "\(marked.place("1️⃣", in: "A.xcassets/Logo.imageset/Contents.json")): error: cannot read image "
                    + "'A.xcassets/Logo.imageset/gone.png': no such file [unreadable-file]"
            ]
        )
    }
}
