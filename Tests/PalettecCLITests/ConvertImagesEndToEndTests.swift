import Foundation
import PaletteCompiler
import PaletteEmitters
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Images through `convert`: a native palette written as palette JSON or plist reads back to the same images from
/// the disk, and an asset catalog in Xcode's shape becomes a palette that builds.
@Suite struct ConvertImagesEndToEndTests {
    /// A palette with an image of every shape: a 2x file, high contrast, a template, dims of `light` and of a
    /// theme's source, an alias and metadata.
    static let palette = """
        {
          "appearances": { "sepia": { "scheme": "light", "fallback": "light" } },
          "colors": { "text": { "light": "#000000", "dark": "#FFFFFF" } },
          "images": {
            "logo": { "description": "The logo.", "light": "../Images/logo@2x.png", "dark": "../Images/logo-dark@2x.png" },
            "badge": { "light": "../Images/badge.png", "dark": "../Images/badge-dark.png", "light-hc": "../Images/badge-hc.png" },
            "mark": { "template": true, "light": "../Images/mark.svg", "dark": "../Images/mark.svg" },
            "hero": { "deprecated": "Use 'logo'.", "light": "../Images/badge.png", "dark": { "dim": 0.35 }, "sepia": { "dim": 0.5, "from": "light-hc" }, "light-hc": "../Images/badge-hc.png" },
            "icon": "{badge}"
          }
        }
        """

    /// The files of `Tests/PaletteFrontendTests/Fixtures/Foreign/Art.xcassets`, by path below `Art.xcassets`.
    static func artCatalog() -> [String: Data] {
        let folder = Golden.packageRoot.appendingPathComponent("Tests/PaletteFrontendTests/Fixtures/Foreign")
        let base = folder.standardizedFileURL.path + "/"
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(
            at: folder.appendingPathComponent("Art.xcassets"),
            includingPropertiesForKeys: nil
        )
        while let url = enumerator?.nextObject() as? URL {
            guard !url.hasDirectoryPath, let data = try? Data(contentsOf: url) else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = data
        }
        return files
    }

    /// Loads and lowers `path` from the disk, the images inside `project`, with no errors.
    static func lower(_ path: String, project: String) throws -> Palette {
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(
            [.init(path: path, project: project)],
            files: DiskFileProvider(),
            diagnostics: &diagnostics
        )
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        return try #require(palette)
    }

    /// An image as the round trip must keep it: every appearance's file by digest, kind and scale, its dimming and
    /// alias, which values were written, and its metadata.
    static func summary(_ image: PaletteImage) -> [String] {
        let values = image.values.indices.map { index in
            let value = image.values[index]
            return "\(value.file.digest) \(value.file.kind) @\(value.file.scale) dim \(value.dimming) "
                + "alias \(image.aliases[index] ?? "-") written \(image.explicit[index])"
        }
        let metadata = "\(image.description ?? "-") \(image.deprecation?.message ?? "-") template \(image.isTemplate)"
        return [image.key, metadata] + values
    }

    @Test(arguments: [OutputFormat.paletteJSON, .palettePlist])
    func aPaletteWithImagesWrittenAsANativePaletteReadsBackTheSame(_ format: OutputFormat) throws {
        let folder = try TemporaryFolder()
        let root = folder.url.standardizedFileURL.path
        try folder.write("Palettes/Brand.json", Self.palette)
        try folder.write("Images/logo@2x.png", Data(TestImage.png(width: 32, height: 32)))
        try folder.write("Images/logo-dark@2x.png", Data(TestImage.png(width: 32, height: 32) + [0]))
        try folder.write("Images/badge.png", Data(TestImage.png(width: 8, height: 8)))
        try folder.write("Images/badge-dark.png", Data(TestImage.png(width: 8, height: 8) + [1]))
        try folder.write("Images/badge-hc.png", Data(TestImage.png(width: 8, height: 8) + [2]))
        try folder.write("Images/mark.svg", Data(TestImage.svg))
        let original = try Self.lower(root + "/Palettes/Brand.json", project: root)
        #expect(original.images.count == 5)

        // Written one folder away from the source, so every path must be related again.
        let output = root + "/Converted/Brand." + (format == .paletteJSON ? "json" : "plist")
        var diagnostics = DiagnosticBag()
        let options = EmitOptions(outputPath: output, workingFolder: FileManager.default.currentDirectoryPath)
        let written = format.emitter.emit(original, options: options, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        let file = try #require(written.first)
        try folder.write("Converted/Brand." + (format == .paletteJSON ? "json" : "plist"), Data(file.contents))
        #expect(file.text.contains("../Images/logo@2x.png"))

        let back = try Self.lower(output, project: root)
        #expect(back.images.map(Self.summary) == original.images.map(Self.summary))
        #expect(back.appearances.map(\.name) == original.appearances.map(\.name))
    }

    @Test func anAssetCatalogInXcodesShapeBecomesAPaletteThatBuilds() throws {
        let folder = try TemporaryFolder()
        let catalog = Self.artCatalog()
        for (path, data) in catalog { try folder.write(path, data) }
        let converted = try folder.palettec(
            ["convert", "Art.xcassets", "--to", "palette-json", "--output", "Art.json"],
            environment: ["NO_COLOR": "1"]
        )
        #expect(converted.status == 0)
        #expect(converted.standardError == "wrote Art.json\n")
        let text = String(decoding: try #require(folder.read("Art.json")), as: UTF8.self)
        #expect(text.contains(#""light": "Art.xcassets/Icons/sun.imageset/sun@2x.png""#))
        #expect(text.contains(#""template": true"#))
        let lint = try folder.palettec(["lint", "Art.json"], environment: ["NO_COLOR": "1"])
        #expect(lint.status == 0)
        #expect(lint.standardError == "", "\(lint.standardError)")

        try folder.write(
            "palettec.json",
            #"{ "palettes": ["Art.json"], "outputs": [{ "format": "xcassets", "path": "Generated/Art.xcassets" }, "#
                + #"{ "format": "css", "path": "Generated/art.css" }] }"#
        )
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardError)")
        // The catalog palettec writes holds the same artwork: the 2x file under its 2x name, the template set.
        #expect(
            folder.read("Generated/Art.xcassets/Icons/sun.imageset/sun@2x.png")
                == catalog["Art.xcassets/Icons/sun.imageset/sun@2x.png"]
        )
        #expect(
            folder.read("Generated/Art.xcassets/badge.imageset/badge-dark-hc.png")
                == catalog["Art.xcassets/badge.imageset/badge-dark-hc.png"]
        )
        let mark = String(
            decoding: try #require(folder.read("Generated/Art.xcassets/mark.imageset/Contents.json")),
            as: UTF8.self
        )
        #expect(mark.contains(#""template-rendering-intent" : "template""#))
    }

    @Test func aCatalogNamedByDotSaysItsImagesAreNotRead() throws {
        let folder = try TemporaryFolder()
        let catalog = Self.artCatalog()
        for (path, data) in catalog { try folder.write(path, data) }
        // The warning is about the whole catalog: it points at the start of its root Contents.json.
        let root = MarkedText(
            "1️⃣" + String(decoding: try #require(catalog["Art.xcassets/Contents.json"]), as: UTF8.self)
        )
        let result = try Executables.run(
            Executables.palettec.path,
            ["convert", ".", "--from", "xcassets", "--to", "palette-json", "--output", "../dot.json"],
            in: folder.url.appendingPathComponent("Art.xcassets"),
            environment: ["NO_COLOR": "1"]
        )
        #expect(result.status == 0)
        let warning =
            root.place("1️⃣", in: "Contents.json")
            + ": warning: the images of the asset catalog '.' (badge, mark, Icons/sun) are not read: "
            + "their paths start at the catalog's folder name, which '.' does not give; name the catalog by its folder "
            + "(../Assets.xcassets) [unsupported-by-format]"
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == warning)
        let text = String(decoding: try #require(folder.read("dot.json")), as: UTF8.self)
        #expect(text.contains("\"Paper\"") && !text.contains("images"))
    }
}
