import Foundation
import PaletteEmitters
import PaletteModel
import Testing

/// Tests of the asset-catalog writer against the colorset shape Xcode writes (peers.md §7.4).
@Suite struct ForeignXcassetsEmitterTests {
    /// Emits a palette with default options.
    func emit(_ palette: Palette, options: EmitOptions = ForeignSample.options) -> ([GeneratedFile], DiagnosticBag) {
        var diagnostics = DiagnosticBag()
        let files = XcassetsEmitter().emit(palette, options: options, diagnostics: &diagnostics)
        return (files, diagnostics)
    }

    /// A generated file parsed with Foundation's JSONSerialization (the oracle).
    func json(_ files: [GeneratedFile], _ path: String) throws -> [String: Any] {
        let file = try #require(files.first { $0.relativePath == path }, "\(path) not generated")
        return try #require(try JSONSerialization.jsonObject(with: Data(file.contents)) as? [String: Any])
    }

    /// The `appearances` of a colors item as `appearance=value` strings.
    func appearances(_ item: [String: Any]) -> [String] {
        let list = item["appearances"] as? [[String: String]] ?? []
        return list.map { ($0["appearance"] ?? "") + "=" + ($0["value"] ?? "") }
    }

    @Test func catalogHasARootAndOneColorsetPerEntryWithPalettecAsAuthor() throws {
        let (files, diagnostics) = emit(ForeignSample.basic)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(
            files.map(\.relativePath) == [
                "Contents.json", "PGC01.colorset/Contents.json", "overlay.colorset/Contents.json",
                "link.colorset/Contents.json", "text.primary.colorset/Contents.json",
            ]
        )
        let root = try json(files, "Contents.json")
        #expect(root.keys.sorted() == ["info"])
        let info = try #require(root["info"] as? [String: Any])
        #expect(info["author"] as? String == "palettec")
        #expect(info["version"] as? Int == 1)
    }

    @Test func colorsetMatchesXcodesShapeWithStringComponents() throws {
        let (files, _) = emit(ForeignSample.basic)
        let colorset = try json(files, "overlay.colorset/Contents.json")
        #expect(colorset.keys.sorted() == ["colors", "info"])
        let colors = try #require(colorset["colors"] as? [[String: Any]])
        #expect(colors.count == 2)
        #expect(colors.map(appearances) == [[], ["luminosity=dark"]])
        for item in colors {
            #expect(item["idiom"] as? String == "universal")
            let color = try #require(item["color"] as? [String: Any])
            #expect(color["color-space"] as? String == "srgb")
            let components = try #require(color["components"] as? [String: String])
            #expect(components.keys.sorted() == ["alpha", "blue", "green", "red"])
            // Never a bare integer: Xcode reads "1" as 1/255.
            #expect(components.values.allSatisfy { $0.contains(".") && $0.split(separator: ".").last?.count == 3 })
        }
        let light = try #require((colors[0]["color"] as? [String: Any])?["components"] as? [String: String])
        #expect(light == ["alpha": "0.502", "blue": "0.000", "green": "0.000", "red": "0.000"])
        let dark = try #require((colors[1]["color"] as? [String: Any])?["components"] as? [String: String])
        #expect(dark == ["alpha": "0.600", "blue": "1.000", "green": "1.000", "red": "1.000"])
    }

    @Test func keysAreWrittenSortedTheWayXcodeWritesThem() throws {
        let (files, _) = emit(ForeignSample.withHighContrast)
        let text = try #require(ForeignSample.text(files, "accent.colorset/Contents.json"))
        #expect(
            text.hasPrefix("{\n  \"colors\" : [\n    {\n      \"color\" : {\n        \"color-space\" : \"srgb\",\n")
        )
        #expect(text.contains("\"components\" : {\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"1.000\","))
        #expect(text.hasSuffix("  ],\n  \"info\" : {\n    \"author\" : \"palettec\",\n    \"version\" : 1\n  }\n}\n"))
    }

    @Test func highContrastAddsTheTwoContrastEntriesToEveryColorset() throws {
        let (files, diagnostics) = emit(ForeignSample.withHighContrast)
        #expect(diagnostics.diagnostics.isEmpty)
        for path in ["accent.colorset/Contents.json", "PGC01.colorset/Contents.json"] {
            let colors = try #require(try json(files, path)["colors"] as? [[String: Any]])
            #expect(
                colors.map(appearances) == [
                    [], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"],
                ]
            )
        }
        let accent = try #require(try json(files, "accent.colorset/Contents.json")["colors"] as? [[String: Any]])
        let highDark = try #require((accent[3]["color"] as? [String: Any])?["components"] as? [String: String])
        // #6EB4FF
        #expect(highDark == ["alpha": "1.000", "blue": "1.000", "green": "0.706", "red": "0.431"])
    }

    @Test func displayP3KeepsItsColorSpace() throws {
        let (files, diagnostics) = emit(ForeignSample.withP3)
        #expect(diagnostics.diagnostics.isEmpty)
        let colors = try #require(try json(files, "vivid.colorset/Contents.json")["colors"] as? [[String: Any]])
        let color = try #require(colors[0]["color"] as? [String: Any])
        #expect(color["color-space"] as? String == "display-p3")
        #expect(
            color["components"] as? [String: String] == [
                "alpha": "1.000", "blue": "0.100", "green": "0.200", "red": "1.000",
            ]
        )
    }

    @Test func aSlashMakesANamespaceGroup() throws {
        var palette = ForeignSample.basic
        palette.entries[0].key = "Brand/Primary"
        palette.entries[1].key = "Brand/Deep/Overlay"
        let (files, diagnostics) = emit(palette)
        #expect(diagnostics.diagnostics.isEmpty)
        let paths = files.map(\.relativePath)
        #expect(paths.contains("Brand/Contents.json"))
        #expect(paths.contains("Brand/Primary.colorset/Contents.json"))
        #expect(paths.contains("Brand/Deep/Contents.json"))
        #expect(paths.contains("Brand/Deep/Overlay.colorset/Contents.json"))
        #expect(paths.filter { $0 == "Brand/Contents.json" }.count == 1)
        let group = try json(files, "Brand/Contents.json")
        #expect((group["properties"] as? [String: Bool])?["provides-namespace"] == true)
    }

    @Test func unusableFolderNamesAndCaseCollisionsAreReported() {
        var palette = ForeignSample.basic
        palette.entries[0].key = "Brand//Primary"
        palette.entries[1].key = ".hidden"
        palette.entries[3].key = "LINK"
        let (files, diagnostics) = emit(palette)
        #expect(
            ForeignSample.rules(diagnostics) == [
                "error unsupported-by-format", "error unsupported-by-format", "error name-collision",
            ]
        )
        #expect(
            diagnostics.diagnostics.map(\.location) == [ForeignSample.at(3), ForeignSample.at(4), ForeignSample.at(6)]
        )
        #expect(files.count == 2)
    }

    @Test func themesAreAnError() {
        #expect(ForeignSample.rules(emit(ForeignSample.withTheme).1) == ["error unsupported-by-format"])
        #expect(
            ForeignSample.rules(emit(ForeignSample.withTheme, options: ForeignSample.lossyOptions).1) == [
                "warning unsupported-by-format"
            ]
        )
    }
}
