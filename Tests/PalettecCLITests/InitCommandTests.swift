import Foundation
import PalettecTestSupport
import Testing

/// `palettec init` through the built binary: a starter project, adopting what a folder has, and never overwriting.
@Suite struct InitCommandTests {
    @Test func anEmptyFolderGetsAStarterProjectThatBuilds() throws {
        let folder = try TemporaryFolder()
        let initialized = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(initialized.status == 0, "\(initialized.standardError)")
        #expect(
            initialized.standardError.split(separator: "\n").map(String.init) == [
                "wrote palettec.json", "wrote Palettes/Colors.json", "wrote .palettec-init.json",
                "next: palettec build   (writes Generated/Colors.swift and Generated/colors.css)",
                "      palettec lint    (checks the palettes; also a pre-commit hook, see README.md)",
            ]
        )
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardError)")
        let css = String(decoding: folder.read("Generated/colors.css") ?? Data(), as: UTF8.self)
        #expect(css.contains("--accent: #007aff;"))
        let lint = try folder.palettec(["lint"])
        #expect(lint.status == 0)
    }

    /// Figma's per-mode export (one file per collection and mode, semantic tokens aliasing primitives) is adopted as
    /// its folder: each file alone has aliases it cannot resolve, and was not adopted.
    @Test func aFigmaPerModeExportIsAdoptedAsItsFolderAndBuilds() throws {
        let folder = try TemporaryFolder()
        let token = { (value: String) in
            ##"{ "$type": "color", "$value": "\##(value)", "$extensions": { "com.figma": { "scopes": ["ALL_SCOPES"] } } }"##
        }
        try folder.write(
            "design/figma/Primitives.Value.json",
            ##"{ "gray": { "50": \##(token("#FAFAFA")), "900": \##(token("#111111")) } }"##
        )
        try folder.write("design/figma/Tokens.Light.json", ##"{ "ink": \##(token("{gray.900}")) }"##)
        try folder.write("design/figma/Tokens.Dark.json", ##"{ "ink": \##(token("{gray.50}")) }"##)
        let initialized = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(initialized.status == 0, "\(initialized.standardError)")
        #expect(!initialized.standardError.contains("not adopted"), "\(initialized.standardError)")
        let config = String(decoding: folder.read("palettec.json") ?? Data(), as: UTF8.self)
        #expect(config.contains(#""palettes": ["design/figma"],"#), "\(config)")
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardError)")
        let css = try #require(folder.read("Generated/tokens.css").map { String(decoding: $0, as: UTF8.self) })
        #expect(css.contains("--ink: #111111;") && css.contains("--ink: #fafafa;"), "\(css)")
    }

    @Test func anLFLDarkModeKitBundleIsConvertedAndTokenFilesAreListed() throws {
        let folder = try TemporaryFolder()
        let plist = { (value: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict><key>PGC01</key><string>\(value)</string></dict>
            </plist>

            """
        }
        try folder.write("App/Theme.bundle/light.plist", plist("FF0A84FF"))
        try folder.write("App/Theme.bundle/dark.plist", plist("FF409CFF"))
        try folder.write("design/brand.tokens.json", ##"{ "brand": { "$type": "color", "$value": "#112233" } }"##)
        try folder.write("package.json", #"{ "name": "web", "version": "1.0.0" }"#)
        let initialized = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(initialized.status == 0, "\(initialized.standardError)")
        #expect(initialized.standardError.contains("converted App/Theme.bundle into Palettes/Theme.json"))
        let config = String(decoding: folder.read("palettec.json") ?? Data(), as: UTF8.self)
        #expect(config.contains(#""palettes": ["Palettes/Theme.json", "design/brand.tokens.json"],"#))
        let palette = String(decoding: folder.read("Palettes/Theme.json") ?? Data(), as: UTF8.self)
        #expect(palette.contains(##""light": "#0A84FF""##) && palette.contains(##""dark": "#409CFF""##))
        let build = try folder.palettec(["build"], environment: ["NO_COLOR": "1"])
        #expect(build.status == 0, "\(build.standardError)")
        #expect(
            folder.read("App/Theme.bundle/light.plist").map { String(decoding: $0, as: UTF8.self) } == plist("FF0A84FF")
        )
    }

    @Test func anAssetCatalogsImagesAreNamedFromTheConvertedPalette() throws {
        let folder = try TemporaryFolder()
        for (path, data) in ConvertImagesEndToEndTests.artCatalog() { try folder.write("App/" + path, data) }
        let initialized = try folder.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(initialized.status == 0, "\(initialized.standardError)")
        #expect(initialized.standardError.contains("converted App/Art.xcassets into Palettes/Art.json"))
        // The palette is in Palettes/, the catalog's files stay where they are, inside the project.
        let palette = String(decoding: folder.read("Palettes/Art.json") ?? Data(), as: UTF8.self)
        #expect(palette.contains(#""light": "../App/Art.xcassets/Icons/sun.imageset/sun@2x.png""#), "\(palette)")
        let lint = try folder.palettec(["lint"], environment: ["NO_COLOR": "1"])
        #expect(lint.status == 0, "\(lint.standardError)")
        #expect(lint.standardError == "", "\(lint.standardError)")
    }

    @Test func initNeverOverwritesAndWritesNothingWhenItCannotWriteEverything() throws {
        let folder = try TemporaryFolder()
        try folder.write("palettec.json", "{}")
        let again = try folder.palettec(["init"])
        #expect(again.status == 2)
        #expect(again.standardError.hasPrefix("palettec: error: palettec.json already exists here"))
        #expect(folder.read("palettec.json") == Data("{}".utf8))

        let other = try TemporaryFolder()
        try other.write("Palettes/Colors.json", "not mine")
        let blocked = try other.palettec(["init"], environment: ["NO_COLOR": "1"])
        #expect(blocked.status == 1)
        #expect(blocked.standardError.contains("'Palettes/Colors.json' exists and was not generated by palettec"))
        #expect(other.read("palettec.json") == nil)
        #expect(other.read("Palettes/Colors.json") == Data("not mine".utf8))
    }
}
