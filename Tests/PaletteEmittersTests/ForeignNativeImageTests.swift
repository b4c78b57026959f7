import Foundation
import PaletteEmitters
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the `images` the native palette writers (JSON and plist) write.
@Suite struct ForeignNativeImageTests {
    /// Where the converted palette is written: its image paths lead from there to the fixtures.
    static let options = EmitOptions(sourceNames: ["Base.plist"], outputPath: "Converted/Palette.json")

    /// The fixtures folder as the converted palette names it.
    static let images = "../Tests/PaletteEmittersTests/Fixtures/Images/"

    /// Each diagnostic as palettec prints its first line: `path:line:column: severity: message [rule]`.
    static func printed(_ bag: DiagnosticBag) -> [String] {
        bag.diagnostics.map { diagnostic in
            let place = diagnostic.location.map { Self.place($0) + ": " } ?? ""
            return place + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule.rawValue)]"
        }
    }

    /// `path:line:column` of a location the palette was built with: the place a diagnostic about that part must
    /// print, since these palettes have no source text to mark.
    static func place(_ location: Diagnostic.Location?) -> String {
        location.map { "\($0.path):\($0.line):\($0.column)" } ?? "<no location>"
    }

    /// An image over the built-in appearances and the `sepia` theme; `explicit` says which values were written.
    static func image(
        _ key: String,
        _ values: [ImageValue],
        explicit: [Bool],
        aliases: [String?]? = nil,
        description: String? = nil,
        deprecation: Palette.Deprecation? = nil,
        isTemplate: Bool = false,
        line: Int
    ) -> PaletteImage {
        PaletteImage(
            key: key,
            values: values,
            aliases: aliases,
            explicit: explicit,
            description: description,
            deprecation: deprecation,
            isTemplate: isTemplate,
            location: ImageSample.at(line)
        )
    }

    /// A palette with the `sepia` theme and an image of every shape: files at 1x and 2x, a high-contrast value,
    /// a template, dims of `light` and of another appearance, an alias, metadata and one file for everything.
    static var palette: Palette {
        let (sun, moon, contrast) = (ImageSample.sun, ImageSample.moon, ImageSample.sunContrast)
        var palette = ForeignSample.withTheme
        palette.images = [
            image(
                "weather/sun",
                [
                    .file(ImageSample.sun2x), .file(moon), .file(ImageSample.sun2x), .file(moon),
                    .file(ImageSample.sun2x),
                ],
                explicit: [true, true, false, false, false],
                description: "The weather \"sun\".",
                line: 10
            ),
            image(
                "badge",
                [.file(sun), .file(moon), .file(contrast), .file(moon), .file(sun)],
                explicit: [true, true, true, false, false],
                line: 11
            ),
            image(
                "mark",
                Array(repeating: .file(ImageSample.mark), count: 5),
                explicit: [true, true, false, false, false],
                isTemplate: true,
                line: 12
            ),
            image(
                "night",
                [.file(sun), .dimmed(sun, opacity: 0.4), .file(sun), .dimmed(sun, opacity: 0.4), .file(sun)],
                explicit: [true, true, false, false, false],
                line: 13
            ),
            image(
                "dusk",
                [.file(moon), .file(moon), .file(contrast), .file(moon), .dimmed(contrast, opacity: 0.25)],
                explicit: [true, true, true, false, true],
                deprecation: Palette.Deprecation(message: "Use 'night'."),
                line: 14
            ),
            image(
                "icon",
                [.file(sun), .file(moon), .file(contrast), .file(moon), .file(sun)],
                explicit: Array(repeating: true, count: 5),
                aliases: Array(repeating: "badge", count: 5),
                line: 15
            ),
            image(
                "plain",
                Array(repeating: .file(sun), count: 5),
                explicit: Array(repeating: true, count: 5),
                line: 16
            ),
        ]
        return palette
    }

    @Test func jsonWritesEveryImageInTheShapeTheReaderReads() throws {
        var diagnostics = DiagnosticBag()
        let files = PaletteJSONEmitter().emit(Self.palette, options: Self.options, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        let text = try #require(files.first?.text)
        let images = try #require(text.range(of: "  \"images\": {")).lowerBound
        let folder = Self.images
        #expect(
            String(text[images...]) == """
                  "images": {
                    "weather/sun": {
                      "description": "The weather \\"sun\\".",
                      "light": "\(folder)sun@2x.png",
                      "dark": "\(folder)moon.png"
                    },
                    "badge": {
                      "light": "\(folder)sun.png",
                      "dark": "\(folder)moon.png",
                      "light-hc": "\(folder)sun-contrast.png"
                    },
                    "mark": {
                      "template": true,
                      "light": "\(folder)mark.svg",
                      "dark": "\(folder)mark.svg"
                    },
                    "night": {
                      "light": "\(folder)sun.png",
                      "dark": { "dim": 0.4 }
                    },
                    "dusk": {
                      "deprecated": "Use 'night'.",
                      "light": "\(folder)moon.png",
                      "dark": "\(folder)moon.png",
                      "light-hc": "\(folder)sun-contrast.png",
                      "sepia": { "dim": 0.25, "from": "light-hc" }
                    },
                    "icon": "{badge}",
                    "plain": "\(folder)sun.png"
                  }
                }

                """
        )
    }

    @Test func plistWritesTheSameImages() throws {
        var diagnostics = DiagnosticBag()
        let files = PalettePlistEmitter().emit(Self.palette, options: Self.options, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        let data = Data(try #require(files.first).contents)
        let root = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        )
        let images = try #require(root["images"] as? [String: Any])
        let folder = Self.images
        let expected: [String: Any] = [
            "weather/sun": [
                "description": "The weather \"sun\".", "light": folder + "sun@2x.png", "dark": folder + "moon.png",
            ],
            "badge": [
                "light": folder + "sun.png", "dark": folder + "moon.png", "light-hc": folder + "sun-contrast.png",
            ],
            "mark": ["template": true, "light": folder + "mark.svg", "dark": folder + "mark.svg"],
            "night": ["light": folder + "sun.png", "dark": ["dim": 0.4]],
            "dusk": [
                "deprecated": "Use 'night'.", "light": folder + "moon.png", "dark": folder + "moon.png",
                "light-hc": folder + "sun-contrast.png", "sepia": ["dim": 0.25, "from": "light-hc"],
            ],
            "icon": "{badge}",
            "plain": folder + "sun.png",
        ]
        #expect(NSDictionary(dictionary: images).isEqual(to: expected))
        // The plist keeps the palette's order too.
        let text = try #require(files.first?.text)
        let keys = Self.palette.images.map { "\t\t<key>\($0.key)</key>" }
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
    }

    @Test func aFileWhoseNameDoesNotSayItsScaleIsAWarning() throws {
        var palette = ForeignSample.basic
        let logo = ImageFile(
            path: "Art.xcassets/logo.imageset/logo.png",
            written: "Art.xcassets/logo.imageset/logo.png",
            kind: .png,
            pixelSize: PixelSize(width: 24, height: 24),
            scale: 3,
            byteCount: 60,
            digest: "logo"
        )
        palette.images = [ImageSample.image("logo", .file(logo), .file(logo), line: 20)]
        for emitter in [PaletteJSONEmitter() as any Emitter, PalettePlistEmitter()] {
            var diagnostics = DiagnosticBag()
            _ = emitter.emit(palette, options: EmitOptions(outputPath: "Brand.json"), diagnostics: &diagnostics)
            #expect(
                Self.printed(diagnostics) == [
                    Self.place(palette.images[0].location)
                        + ": warning: image 'logo': 'Art.xcassets/logo.imageset/logo.png' is drawn at 3x, but "
                        + "a palette reads a file's scale from its name, which says 1x, so the written palette draws it "
                        + "at 1x; rename the file to end in '@3x' before its extension, and its path in the palette "
                        + "[unsupported-by-format]"
                ]
            )
        }
    }

    @Test func aFileNamedLikeAnAliasIsWrittenAsAPath() throws {
        var palette = ForeignSample.basic
        let braces = ImageFile(path: "{logo}", written: "{logo}", kind: .svg, pixelSize: nil, byteCount: 9, digest: "b")
        palette.images = [ImageSample.image("logo", .file(braces), .file(braces), line: 20)]
        var diagnostics = DiagnosticBag()
        let files = PaletteJSONEmitter().emit(palette, options: EmitOptions(), diagnostics: &diagnostics)
        #expect(files.first?.text.contains("\"logo\": \"./{logo}\"") == true)
    }
}
