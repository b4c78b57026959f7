import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

@testable import PaletteEmitters

/// The Swift output's images: where each appearance's artwork comes from, the names, and the generated code
/// typechecked against the stubs and its portable part run.
@Suite struct SwiftImageTests {
    /// A file of the palette, as the frontend would describe it.
    static func file(_ name: String, kind: ImageFile.Kind = .png) -> ImageFile {
        ImageFile(
            path: "Images/" + name,
            written: name,
            kind: kind,
            pixelSize: kind.isVector ? nil : PixelSize(width: 4, height: 4),
            byteCount: 100,
            digest: name
        )
    }

    /// The rich colors plus images: plain light/dark artwork, a dimmed dark value, a theme's own artwork, a high
    /// contrast file, a template, a deprecated image and keys that need escaping.
    static let palette: Palette = {
        var palette = SwiftFixture.palette
        let logo = file("logo.png")
        let logoDark = file("logo-dark.png")
        let photo = file("photo.jpg", kind: .jpeg)
        palette.images = [
            // light, dark, light-hc, dark-hc, sepia
            PaletteImage(
                key: "logo",
                values: [.file(logo), .file(logoDark), .file(logo), .file(logoDark), .file(logo)],
                explicit: [true, true, false, false, false],
                description: "The brand mark."
            ),
            PaletteImage(
                key: "hero.photo",
                values: [
                    .file(photo), .dimmed(photo, opacity: 0.4), .file(photo), .dimmed(photo, opacity: 0.4),
                    .file(photo),
                ]
            ),
            PaletteImage(
                key: "empty",
                values: [
                    .file(file("empty.svg", kind: .svg)), .file(file("empty-dark.svg", kind: .svg)),
                    .file(file("empty-hc.pdf", kind: .pdf)), .file(file("empty-dark.svg", kind: .svg)),
                    .file(file("empty-sepia.png")),
                ],
                isTemplate: true
            ),
            PaletteImage(
                key: "old \"icon\"",
                values: Array(repeating: .file(file("old.png")), count: 5),
                deprecation: Palette.Deprecation(message: "use logo")
            ),
            PaletteImage(key: "for", values: Array(repeating: .file(file("for.png")), count: 5)),
        ]
        return palette
    }()

    @Test func eachAppearanceNamesTheImagesetSlotThatHoldsItsFileAndItsDimming() {
        let plan = SwiftImagePlan(palette: Self.palette, names: Self.palette.images.map { _ in "x" })
        let logo = plan.images[0]
        #expect(logo.variants.map(\.set) == Array(repeating: "logo", count: 5))
        #expect(logo.variants.map(\.slot) == [0, 1, 0, 1, 0])
        #expect(logo.isCatalogOnly)
        let photo = plan.images[1]
        #expect(photo.variants.map(\.slot) == [0, 0, 0, 0, 0])
        #expect(photo.variants.map(\.dimming) == [0, 0.4, 0, 0.4, 0])
        #expect(!photo.isCatalogOnly)
        let empty = plan.images[2]
        #expect(empty.variants.map(\.set) == ["empty", "empty", "empty", "empty", "empty~sepia"])
        #expect(empty.variants.map(\.slot) == [0, 1, 2, 1, 0])
        #expect(!empty.isCatalogOnly)
    }

    @Test func theGeneratedImageTypeHoldsEveryImageAndAConstantEach() throws {
        let text = try SwiftFixture.emit(Self.palette)
        #expect(text.contains("    static var logo: RichColors.Image { all[0] }\n"))
        #expect(text.contains("    static var heroPhoto: RichColors.Image { all[1] }\n"))
        #expect(
            text.contains(
                "    @available(*, deprecated, message: \"use logo\")\n    static var oldIcon: RichColors.Image { all[3] }\n"
            )
        )
        #expect(text.contains("    static var `for`: RichColors.Image { all[4] }\n"))
        #expect(
            text.contains(
                "RichColors.Image.Variant(set: \"empty~sepia\", slot: RichColors.Appearance.light, dimming: 0),\n"
            )
        )
        #expect(
            text.contains(
                "RichColors.Image.Variant(set: \"hero.photo\", slot: RichColors.Appearance.light, dimming: 0.4),\n"
            )
        )
        #expect(text.contains("        key: \"old \\\"icon\\\"\",\n"))
        #expect(text.contains("static var bundle: Foundation.Bundle { Foundation.Bundle.main }"))
    }

    @Test func thePaletteWithoutImagesGetsNoImageCode() throws {
        let text = try SwiftFixture.emit()
        #expect(!text.contains("Image"))
    }

    @Test func theBundleOptionNamesMainModuleOrAnIdentifier() {
        #expect(SwiftEmitter.bundleExpression("main") == "Foundation.Bundle.main")
        #expect(SwiftEmitter.bundleExpression("module") == "Foundation.Bundle.module")
        #expect(
            SwiftEmitter.bundleExpression("com.example.\"kit\"")
                == "Foundation.Bundle(identifier: \"com.example.\\\"kit\\\"\") ?? Foundation.Bundle.main"
        )
    }

    @Test func anImageNamedLikeAColorOrAnotherImageOrAMemberIsReportedAndLeftOutOfTheConstants() {
        var palette = Self.palette
        palette.images[1].key = "PGC01"
        palette.images[2].key = "Logo"
        palette.images[4].key = "uiImage"
        var diagnostics = DiagnosticBag()
        let files = SwiftEmitter().emit(palette, options: SwiftFixture.options, diagnostics: &diagnostics)
        #expect(files.count == 1)
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "the image 'PGC01' and the color 'PGC01' both become the Swift identifier 'pgc01'; rename one of them",
                "the image 'Logo' and the image 'logo' both become the Swift identifier 'logo'; rename one of them",
                "swift output: the image 'uiImage' becomes 'uiImage', a member of the generated Image type; rename it",
            ]
        )
    }

    @Test func aNamespaceCalledImageIsRefusedWhenThePaletteHasImages() {
        var diagnostics = DiagnosticBag()
        let options = EmitOptions(values: ["typeName": .string("Image")])
        #expect(SwiftEmitter().emit(Self.palette, options: options, diagnostics: &diagnostics).isEmpty)
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "swift output: the type name 'Image' is the name of the generated image type; set the output's typeName option"
            ]
        )
        var none = DiagnosticBag()
        #expect(SwiftEmitter().emit(SwiftFixture.palette, options: options, diagnostics: &none).count == 1)
    }

    @Test(.enabled(if: SwiftToolchain.isEnabled), arguments: SwiftToolchain.Platform.allCases)
    func imageAccessorsTypecheckAgainstTheStubs(platform: SwiftToolchain.Platform) throws {
        let internalFile = try SwiftFixture.emit(Self.palette)
        let publicFile = try SwiftFixture.emit(
            Self.palette,
            options: EmitOptions(
                values: [
                    "typeName": .string("PublicImages"), "accessLevel": .string("public"),
                    "imageBundle": .string("com.example.kit"), "objc": .bool(false), "shortcuts": .bool(true),
                ],
                sourceNames: ["Rich.json"]
            )
        )
        let folder = try SwiftToolchain.temporaryFolder("images-\(platform.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["Internal.swift": internalFile, "Public.swift": publicFile]
        try SwiftToolchain.write(files, to: folder)
        let output = try SwiftToolchain.typecheck(files.keys.sorted(), platform: platform, in: folder)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardError.isEmpty, "\(output.standardError)")
    }

    @Test(.enabled(if: SwiftToolchain.isEnabled))
    func thePortableImageTableGivesEveryAppearanceItsArtwork() throws {
        let folder = try SwiftToolchain.temporaryFolder("images-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = """
            for image in RichColors.Image.all {
                var line = image.key + "|" + String(image.isTemplate) + "|" + String(image.isCatalogOnly)
                for appearance in RichColors.Appearance.allCases {
                    let variant = image.variant(for: appearance)
                    line += "|" + variant.set + "@" + appearance.rawValue + ":" + variant.slot.rawValue + "*" + String(variant.dimming)
                }
                print(line)
            }
            print(RichColors.Image.image(forKey: "hero.photo")?.key ?? "none", RichColors.Image.image(forKey: "nope")?.key ?? "none")
            """
        try SwiftToolchain.write(
            ["Palette.swift": try SwiftFixture.emit(Self.palette), "main.swift": main],
            to: folder
        )
        let build = try SwiftToolchain.run(
            ["-swift-version", "6", "-warnings-as-errors", "Palette.swift", "main.swift", "-o", "images"],
            in: folder
        )
        try #require(build.status == 0, "\(build.standardError)")
        let run = try Executables.run(folder.appendingPathComponent("images").path, [], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                logo|false|true|logo@light:light*0.0|logo@dark:dark*0.0|logo@light-hc:light*0.0|logo@dark-hc:dark*0.0|logo@sepia:light*0.0
                hero.photo|false|false|hero.photo@light:light*0.0|hero.photo@dark:light*0.4|hero.photo@light-hc:light*0.0|hero.photo@dark-hc:light*0.4|hero.photo@sepia:light*0.0
                empty|true|false|empty@light:light*0.0|empty@dark:dark*0.0|empty@light-hc:light-hc*0.0|empty@dark-hc:dark*0.0|empty~sepia@sepia:light*0.0
                old "icon"|false|true|old "icon"@light:light*0.0|old "icon"@dark:light*0.0|old "icon"@light-hc:light*0.0|old "icon"@dark-hc:light*0.0|old "icon"@sepia:light*0.0
                for|false|true|for@light:light*0.0|for@dark:light*0.0|for@light-hc:light*0.0|for@dark-hc:light*0.0|for@sepia:light*0.0
                hero.photo none

                """
        )
    }

    /// A palette of images and no colors: its empty color enum and tables compile, with every option that adds code
    /// (the Objective-C class, the shortcuts) and in both access levels.
    @Test(.enabled(if: SwiftToolchain.isEnabled))
    func aPaletteOfImagesOnlyCompilesRunsAndTypechecksForEveryPlatform() throws {
        let palette = ImageSample.imagesOnly
        let internalFile = try SwiftFixture.emit(
            palette,
            options: EmitOptions(values: ["typeName": .string("Artwork")], sourceNames: ["Artwork.json"])
        )
        let publicFile = try SwiftFixture.emit(
            palette,
            options: EmitOptions(
                values: [
                    "typeName": .string("PublicArtwork"), "accessLevel": .string("public"), "shortcuts": .bool(true),
                ],
                sourceNames: ["Artwork.json"]
            )
        )
        let folder = try SwiftToolchain.temporaryFolder("images-only")
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = """
            print(Artwork.Entry.all.count, Artwork.Entry.entry(forKey: "text") == nil, Artwork.Image.all.map(\\.key))
            """
        try SwiftToolchain.write(
            ["Artwork.swift": internalFile, "PublicArtwork.swift": publicFile, "main.swift": main],
            to: folder
        )
        let build = try SwiftToolchain.run(
            [
                "-swift-version", "6", "-warnings-as-errors", "Artwork.swift", "PublicArtwork.swift", "main.swift",
                "-o", "artwork",
            ],
            in: folder
        )
        try #require(build.status == 0, "\(build.standardError)")
        let run = try Executables.run(folder.appendingPathComponent("artwork").path, [], in: folder)
        #expect(run.standardOutput == #"0 true ["weather/sun", "badge", "mark", "night"]"# + "\n")
        for platform in SwiftToolchain.Platform.allCases {
            let output = try SwiftToolchain.typecheck(
                ["Artwork.swift", "PublicArtwork.swift"],
                platform: platform,
                in: folder
            )
            #expect(output.status == 0, "\(platform): \(output.standardError)")
            #expect(output.standardError.isEmpty, "\(platform): \(output.standardError)")
        }
    }

    /// A palette of `count` colors and `count` images, each image dimmed in dark and with a theme file of its own
    /// every third image, so every kind of variant is in the table.
    static func largePalette(count: Int) -> Palette {
        var palette = SwiftCompileTests.largePalette(count: count)
        palette.images = (0..<count).map { index in
            let light = file("image\(index).png")
            let theme = index % 3 == 0 ? file("image\(index)-sepia.png") : light
            return PaletteImage(
                key: "image.\(index)",
                values: Array(
                    [
                        .file(light), .dimmed(light, opacity: 0.3), .file(light), .dimmed(light, opacity: 0.3),
                        .file(theme),
                    ]
                    .prefix(palette.appearances.count)
                ),
                description: "Image number \(index)."
            )
        }
        return palette
    }

    /// The image table is built one statement per image: as one array literal, 500 images took the type checker
    /// about a minute and 18 GB.
    @Test(.enabled(if: SwiftToolchain.isEnabled))
    func fiveHundredImagesCompileAndTypecheckForEveryPlatform() throws {
        let palette = Self.largePalette(count: 500)
        #expect(palette.appearances.count >= 4)
        let text = try SwiftFixture.emit(
            palette,
            options: EmitOptions(values: ["typeName": .string("Large")], sourceNames: ["Large.json"])
        )
        let folder = try SwiftToolchain.temporaryFolder("images-large")
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = """
            let all = Large.Image.all
            print(all.count, all[499].key, all[499].variant(for: .dark).dimming, Large.Image.image499.key)
            """
        try SwiftToolchain.write(["Large.swift": text, "main.swift": main], to: folder)
        let build = try SwiftToolchain.run(
            ["-swift-version", "6", "-warnings-as-errors", "Large.swift", "main.swift", "-o", "large"],
            in: folder
        )
        try #require(build.status == 0, "\(build.standardError)")
        let run = try Executables.run(folder.appendingPathComponent("large").path, [], in: folder)
        #expect(run.standardOutput == "500 image.499 0.3 image.499\n")
        for platform in SwiftToolchain.Platform.allCases {
            let output = try SwiftToolchain.typecheck(["Large.swift"], platform: platform, in: folder)
            #expect(output.status == 0, "\(platform): \(output.standardError)")
            #expect(output.standardError.isEmpty, "\(platform): \(output.standardError)")
        }
    }
}
